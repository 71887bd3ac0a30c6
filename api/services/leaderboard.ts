// The season leaderboard and a manager's latest revealed team.
import { and, asc, between, desc, eq, sql } from "drizzle-orm";
import { gameweekRevealed } from "../db/rules";
import { challengerTeams, gameweeks, seasonHistogram, seasonStandings, users } from "../db/schema";
import { notFound } from "../errors";
import type { ListQuery, ListSpec } from "../../domain/lists";
import { bandFor, histogramOf, topScore, totalTeams } from "../../domain/rank-histogram";
import { requireUser, type ServiceContext } from "./context";
import { teamViews } from "./challengers";
import { gameweekStatus } from "./reference";

export const LEADERBOARD_LIST: ListSpec = { defaultLimit: 20, maxLimit: 100 };

/**
 * Managers by season points (ties share a rank), paged, with the summary of the spec. The season
 * histogram says which band of points holds the page (decision 035): the page is that band read
 * in leaderboard order (points descending, then user id) from its index, after `skip` rows.
 */
export async function leaderboard(ctx: ServiceContext, { limit, offset }: ListQuery) {
  const [bins, status] = await Promise.all([
    ctx.db.select({ points: seasonHistogram.totalPoints, teams: seasonHistogram.managers }).from(seasonHistogram).all(),
    gameweekStatus(ctx),
  ]);
  const histogram = histogramOf(bins);
  const band = bandFor(histogram, offset, limit);
  const rows = band
    ? await ctx.db
        .select({
          userId: seasonStandings.userId,
          rank: seasonStandings.rank,
          totalPoints: seasonStandings.totalPoints,
          teams: seasonStandings.teams,
          username: users.username,
          teamName: users.teamName,
          // The name of the team 'View team' opens (the latest revealed gameweek team), when there is one.
          gameweekTeamName: sql<string | null>`(select ${challengerTeams.teamName} from ${challengerTeams} inner join ${gameweeks} on ${gameweeks.id} = ${challengerTeams.gameweek} where ${challengerTeams.userId} = ${seasonStandings.userId} and ${gameweekRevealed(ctx.now())} order by ${challengerTeams.gameweek} desc limit 1)`,
          avatar: users.avatar,
        })
        .from(seasonStandings)
        .innerJoin(users, eq(users.id, seasonStandings.userId))
        .where(between(seasonStandings.totalPoints, band.low, band.high))
        .orderBy(desc(seasonStandings.totalPoints), asc(seasonStandings.userId))
        .limit(limit)
        .offset(band.skip)
        .all()
    : [];
  return {
    entries: rows.map((r) => ({ rank: r.rank, userId: r.userId, manager: r.username, teamName: r.gameweekTeamName ?? r.teamName, avatar: r.avatar, totalPoints: r.totalPoints, teams: r.teams })),
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
