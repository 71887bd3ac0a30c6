// Points: the ledger and the season standings.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts.ts";

// ---- points, standings, leagues ---------------------------------------------

/**
 * Every change of a user's spendable points is a row here; `key` is unique, so
 * a reward, an order or an adjustment applies exactly once however often a job
 * or a request is retried. users.points is the sum of a user's rows.
 */
export const pointsLedger = sqliteTable(
  "points_ledger",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    reason: text("reason").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("points_ledger_user_idx").on(t.userId)],
);

/** Season points of each manager (sum of their teams' points), ranked; rebuilt by the rankings job. */
export const seasonStandings = sqliteTable(
  "season_standings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    totalPoints: integer("total_points").notNull(),
    rank: integer("rank").notNull(),
    /** 1..N in leaderboard order (ties broken by user id): pages are ranges of it, not OFFSETs. */
    position: integer("position").notNull().default(0),
    teams: integer("teams").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("season_standings_rank_idx").on(t.rank, t.userId), index("season_standings_position_idx").on(t.position)],
);
