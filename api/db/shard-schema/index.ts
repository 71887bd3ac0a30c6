// The tables sharded by manager (decision 035): each SHARD_n database holds them for the managers
// whose bucket its range of the shard map covers. `npm run db:generate` turns changes into SQL
// under migrations-shard/, which wrangler and the tests apply to every shard. A shard has no
// users table, so these rows keep no foreign key to it: accounts are anonymised, never deleted
// (decision 016), and a manager left without teams loses their row at the next rebuild.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { SquadPick } from "../../../domain/squad.ts";

/**
 * Season points of each manager (sum of their teams' points), ranked from the season histogram;
 * rebuilt by the rankings job. Leaderboard order is points descending, then user id: a page is a
 * band of points read in that order from every shard and merged (decision 035), so the index is
 * in that order. The completed gameweeks' points are folded in once each (standings_folds); the
 * live ones are summed at each rebuild: totalPoints = completedPoints + livePoints, teams =
 * completedTeams + liveTeams.
 */
export const seasonStandings = sqliteTable(
  "season_standings",
  {
    userId: text("user_id").primaryKey(),
    totalPoints: integer("total_points").notNull(),
    rank: integer("rank").notNull(),
    teams: integer("teams").notNull(),
    updatedAt: integer("updated_at").notNull(),
    completedPoints: integer("completed_points").notNull().default(0),
    completedTeams: integer("completed_teams").notNull().default(0),
    livePoints: integer("live_points").notNull().default(0),
    liveTeams: integer("live_teams").notNull().default(0),
  },
  (t) => [
    index("season_standings_points_idx").on(sql`${t.totalPoints} desc`, t.userId),
    // Each total's stored ranks, read with the histogram without a row (rebuildStandings writes
    // only the totals whose rows do not all hold their rank; issue 47). It replaces a (rank,
    // user_id) index that no query read.
    index("season_standings_points_rank_idx").on(t.totalPoints, t.rank),
  ],
);

/**
 * A manager's saved team for one gameweek ("challenger"); one per user per gameweek. On the shard
 * of its manager; its id starts with the manager's bucket (api/db/shards.ts newTeamId), so a team
 * found by id alone is read from one shard.
 */
export const challengerTeams = sqliteTable(
  "challenger_teams",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    gameweek: integer("gameweek").notNull(),
    teamName: text("team_name").notNull(),
    managerName: text("manager_name").notNull(),
    picks: text("picks", { mode: "json" }).$type<SquadPick[]>().notNull(),
    captainId: integer("captain_id").notNull(),
    viceCaptainId: integer("vice_captain_id").notNull(),
    totalBudget: integer("total_budget").notNull(), // tenths
    squadCost: integer("squad_cost").notNull(), // tenths, computed by the server
    totalPoints: integer("total_points").notNull().default(0),
    rank: integer("rank"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("challenger_user_gameweek_uq").on(t.userId, t.gameweek),
    // A gameweek's scores with their stored ranks: the histogram and the check of which scores'
    // ranks are stale read this index alone, and the rank UPDATE finds its rows on it (issue 47).
    index("challenger_gameweek_points_rank_idx").on(t.gameweek, t.totalPoints, t.rank),
    // The scoring job walks a gameweek's teams by id, a chunk at a time.
    index("challenger_gameweek_id_idx").on(t.gameweek, t.id),
  ],
);

/**
 * The completed gameweeks whose teams' points this shard's standings hold (completedPoints), each
 * folded in once (rebuildStandings). A row of gameweek STANDINGS_STALE says a folded gameweek's
 * teams changed since (triggers of migrations-shard/0002: re-scored, added or deleted): the next
 * rebuild folds them all again from the teams.
 */
export const standingsFolds = sqliteTable("standings_folds", {
  gameweek: integer("gameweek").primaryKey(),
  foldedAt: integer("folded_at").notNull(),
});

/** The standings_folds row that says the folds are stale (written by the triggers of migrations-shard/0002). */
export const STANDINGS_STALE = -1;
