// Points: the ledger and the season standings.
import { sql } from "drizzle-orm";
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

/**
 * Season points of each manager (sum of their teams' points), ranked from the season histogram;
 * rebuilt by the rankings job. Leaderboard order is points descending, then user id: a page is a
 * band of points read in that order (decision 035), so the index is in that order.
 */
export const seasonStandings = sqliteTable(
  "season_standings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    totalPoints: integer("total_points").notNull(),
    rank: integer("rank").notNull(),
    teams: integer("teams").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("season_standings_rank_idx").on(t.rank, t.userId), index("season_standings_points_idx").on(sql`${t.totalPoints} desc`, t.userId)],
);

/**
 * How many managers have each season total (the merged histogram of every database's standings,
 * written with the ranks it gave): the leaderboard finds a page's band of points and its totals here.
 */
export const seasonHistogram = sqliteTable("season_histogram", {
  totalPoints: integer("total_points").primaryKey(),
  managers: integer("managers").notNull(),
});
