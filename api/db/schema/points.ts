// Points: the ledger and the season histogram (the standings themselves live on the shards: ../shard-schema).
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
 * How many managers have each season total (the merged histogram of every database's standings,
 * written with the ranks it gave): the leaderboard finds a page's band of points and its totals here.
 */
export const seasonHistogram = sqliteTable("season_histogram", {
  totalPoints: integer("total_points").primaryKey(),
  managers: integer("managers").notNull(),
});
