// The season leaderboard and a manager's latest revealed team.
import { and, asc, between, desc, eq, sql } from "drizzle-orm";
import { gameweekRevealed } from "../db/rules";
import { inList } from "../db/in-list";
import { challengerTeams, gameweeks, seasonHistogram, users } from "../db/schema";
import { seasonStandings } from "../db/shard-schema";
import { gameShards } from "../db/shards";
import { notFound } from "../errors";
import type { ListQuery, ListSpec } from "../../domain/lists";
import { bandFor, histogramOf, pageFromBandReads, topScore, totalTeams } from "../../domain/rank-histogram";
import { requireUser, type ServiceContext } from "./context";
import { teamViews } from "./challengers";
import { gameweekStatus } from "./reference";

export const LEADERBOARD_LIST: ListSpec = { defaultLimit: 20, maxLimit: 100 };

/**
 * Managers by season points (ties share a rank), paged, with the summary of the spec. The season
 * histogram says which band of points holds the page (decision 035): each shard reads that band in
 * leaderboard order (points descending, then user id) from its index, skip + limit rows at most;
 * the merge, sliced at skip, is the page. Names and team names come from the main database.
 */
export async function leaderboard(ctx: ServiceContext, { limit, offset }: ListQuery) {
  const [bins, status] = await Promise.all([
    ctx.db.select({ points: seasonHistogram.totalPoints, teams: seasonHistogram.managers }).from(seasonHistogram).all(),
    gameweekStatus(ctx),
  ]);
  const histogram = histogramOf(bins);
  const band = bandFor(histogram, offset, limit);
  const standings = band
    ? pageFromBandReads(
        await Promise.all(
          gameShards(ctx.env).list.map((shard) =>
            shard.db
              .select({ userId: seasonStandings.userId, rank: seasonStandings.rank, totalPoints: seasonStandings.totalPoints, teams: seasonStandings.teams })
              .from(seasonStandings)
              .where(between(seasonStandings.totalPoints, band.low, band.high))
              .orderBy(desc(seasonStandings.totalPoints), asc(seasonStandings.userId))
              .limit(band.skip + limit)
              .all(),
          ),
        ),
        band.skip,
        limit,
      )
    : [];
  const managers = standings.length
    ? await ctx.db
        .select({
          userId: users.id,
          username: users.username,
          teamName: users.teamName,
          // The name of the team 'View team' opens (the latest revealed gameweek team), when there is one.
          // Names qualified by hand: drizzle leaves them bare in a one-table select, and both tables have an id.
          gameweekTeamName: sql<string | null>`(select "challenger_teams"."team_name" from "challenger_teams" inner join "gameweeks" on "gameweeks"."id" = "challenger_teams"."gameweek"
            where "challenger_teams"."user_id" = "users"."id" and ${gameweekRevealed(ctx.now())} order by "challenger_teams"."gameweek" desc limit 1)`,
          avatar: users.avatar,
        })
        .from(users)
        .where(inList(users.id, standings.map((s) => s.userId)))
        .all()
    : [];
  const byId = new Map(managers.map((m) => [m.userId, m]));
  return {
    // A standing whose account row is gone (a sample season removed) waits for the next rebuild, unseen.
    entries: standings.flatMap((s) => {
      const m = byId.get(s.userId);
      return m ? [{ rank: s.rank, userId: s.userId, manager: m.username, teamName: m.gameweekTeamName ?? m.teamName, avatar: m.avatar, totalPoints: s.totalPoints, teams: s.teams }] : [];
    }),
    total: totalTeams(histogram),
    topScore: topScore(histogram),
    currentGameweek: status.currentGameweek,
    limit,
    offset,
  };
}

/** A manager's latest team whose deadline has passed (the leaderboard's team modal). */
export async function managerLatestTeam(ctx: ServiceContext, userId: string) {
  requireUser(ctx);
  const row = await ctx.db
    .select({ team: challengerTeams })
    .from(challengerTeams)
    .innerJoin(gameweeks, eq(gameweeks.id, challengerTeams.gameweek))
    .where(and(eq(challengerTeams.userId, userId), gameweekRevealed(ctx.now())))
    .orderBy(desc(challengerTeams.gameweek))
    .get();
  if (!row) throw notFound("This manager has no team to show yet");
  return (await teamViews(ctx, [row.team]))[0]!;
}
