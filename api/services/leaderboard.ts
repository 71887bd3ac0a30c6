// The season leaderboard and a manager's latest revealed team.
import { and, asc, desc, eq, gt, lte, max, sql } from "drizzle-orm";
import { gameweekRevealed } from "../db/rules";
import { challengerTeams, gameweeks, seasonStandings, users } from "../db/schema";
import { notFound } from "../errors";
import type { ListQuery, ListSpec } from "../../domain/lists";
import { requireUser, type ServiceContext } from "./context";
import { teamViews } from "./challengers";
import { gameweekStatus } from "./reference";

export const LEADERBOARD_LIST: ListSpec = { defaultLimit: 20, maxLimit: 100 };

/** Managers by season points (ties share a rank), paged, with the summary of the spec. */
export async function leaderboard(ctx: ServiceContext, { limit, offset }: ListQuery) {
  const [rows, summary, status] = await Promise.all([
    ctx.db
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
      // A range of positions, so page 1,000 costs what page 1 does.
      .where(and(gt(seasonStandings.position, offset), lte(seasonStandings.position, offset + limit)))
      .orderBy(asc(seasonStandings.position))
      .all(),
    // Both from the position index: no scan of the table.
    ctx.db
      .select({ n: max(seasonStandings.position), top: sql<number | null>`(select ${seasonStandings.totalPoints} from ${seasonStandings} where ${seasonStandings.position} = 1)` })
      .from(seasonStandings)
      .get(),
    gameweekStatus(ctx),
  ]);
  return {
    entries: rows.map((r) => ({ rank: r.rank, userId: r.userId, manager: r.username, teamName: r.gameweekTeamName ?? r.teamName, avatar: r.avatar, totalPoints: r.totalPoints, teams: r.teams })),
    total: summary?.n ?? 0,
    topScore: summary?.top ?? 0,
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
