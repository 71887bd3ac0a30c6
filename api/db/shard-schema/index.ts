// The tables sharded by manager (decision 035): each SHARD_n database holds them for the managers
// whose bucket its range of the shard map covers. `npm run db:generate` turns changes into SQL
// under migrations-shard/, which wrangler and the tests apply to every shard. A shard has no
// users table, so these rows keep no foreign key to it: accounts are anonymised, never deleted
// (decision 016), and a manager left without teams loses their row at the next rebuild.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Season points of each manager (sum of their teams' points), ranked from the season histogram;
 * rebuilt by the rankings job. Leaderboard order is points descending, then user id: a page is a
 * band of points read in that order from every shard and merged (decision 035), so the index is
 * in that order.
 */
export const seasonStandings = sqliteTable(
  "season_standings",
  {
    userId: text("user_id").primaryKey(),
    totalPoints: integer("total_points").notNull(),
    rank: integer("rank").notNull(),
    teams: integer("teams").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("season_standings_rank_idx").on(t.rank, t.userId), index("season_standings_points_idx").on(sql`${t.totalPoints} desc`, t.userId)],
);
