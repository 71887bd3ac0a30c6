// What the public reads are served from (issue 48, decision 048): the data versions that key the
// edge cache, and the figures of each gameweek the scoring run stores so that no request counts teams.
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { gameweeks } from "./game.ts";

/**
 * One row per scope of public data (domain/data-version.ts DATA_SCOPES). Triggers on the tables a
 * scope reads move its version on every write (migrations/0035), whoever writes: the import, the
 * scoring run, a staff edit, a seed.
 */
export const dataVersions = sqliteTable("data_versions", {
  scope: text("scope").primaryKey(),
  version: integer("version").notNull(),
});

/** A gameweek's saved teams and champion (rank 1 of a completed gameweek), as the last scoring run counted them. */
export const gameweekFigures = sqliteTable("gameweek_figures", {
  gameweek: integer("gameweek")
    .primaryKey()
    .references(() => gameweeks.id, { onDelete: "cascade" }),
  teams: integer("teams").notNull(),
  /** { username, teamName, totalPoints } of the champion, or null. */
  champion: text("champion", { mode: "json" }).$type<{ username: string; teamName: string; totalPoints: number } | null>(),
  updatedAt: integer("updated_at").notNull(),
});
