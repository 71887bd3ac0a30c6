// Live teams, fixtures, the season leaderboard: what the live pages read.
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, max, sql } from "drizzle-orm";
import { z } from "zod";
import { computeTeamPoints, type GameweekPick } from "../../domain/team-points";
import type { Position } from "../../domain/scoring";
import { challengerTeams, challenges, clubs, fixtures, gameweeks, jobRuns, players, playerFixtureStats, seasonStandings, users } from "../db/schema";
import { notFound, parseOrThrow } from "../http/errors";
import { runGameweekJobs } from "../jobs/gameweek-jobs";
import { playerGameweekLines } from "../jobs/live-scoring";
import { requireUser, type ServiceContext } from "./context";
import { teamViews } from "./challengers";
import { gameweekStatus } from "./reference";

/**
 * On the embedded local data nothing runs the cron, so reading live data runs
 * the gameweek job when its last run is over a minute old. Production has the
 * cron and never does this on a request.
 */
export async function refreshLocalReplay(ctx: ServiceContext) {
  if (ctx.env.LOCAL_DATA !== "true") return;
  const last = await ctx.db.select().from(jobRuns).where(eq(jobRuns.name, "gameweeks")).get();
  if (last && Date.now() - last.lastRunAt < 60_000) return;
  await runGameweekJobs(ctx.env);
}


/** The caller's teams in live gameweeks, with provisional points per player, auto-subs and the armband. */
export async function myLiveTeams(ctx: ServiceContext) {
  const actor = requireUser(ctx);
  await refreshLocalReplay(ctx);
  const live = await ctx.db.select().from(gameweeks).where(eq(gameweeks.status, "active")).orderBy(asc(gameweeks.id)).all();
  if (live.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(challengerTeams)
    .where(and(eq(challengerTeams.userId, actor.id), inArray(challengerTeams.gameweek, live.map((g) => g.id))))
    .orderBy(asc(challengerTeams.gameweek))
    .all();
  if (rows.length === 0) return [];
  const views = await teamViews(ctx, rows);
  const [me, challengeRows] = await Promise.all([
    ctx.db.select({ username: users.username }).from(users).where(eq(users.id, actor.id)).get(),
    ctx.db.select().from(challenges).where(inArray(challenges.gameweek, live.map((g) => g.id))).all(),
  ]);
  const out = [];
  for (const [i, row] of rows.entries()) {
    const gw = live.find((g) => g.id === row.gameweek)!;
    const detail = await livePlayerLines(ctx, row);
    const view = views[i]!;
    const challenge = challengeRows.find((c) => c.gameweek === row.gameweek);
    out.push({
      id: row.id,
      teamName: row.teamName,
      managerName: row.managerName,
      user: { username: me?.username ?? "" },
      totalPoints: row.totalPoints,
      rank: row.rank,
      status: gw.isLive ? "live" : gw.status,
      gameweekInfo: { totalPoints: detail.total, name: gw.name },
      gameweek: { id: challenge?.id ?? null, gameweek: gw.id, challengeName: challenge?.challengeName ?? gw.name },
      substitutions: detail.substitutions,
      final: detail.final,
      selectedPlayers: view.selectedPlayers.map((p) => ({ ...p, name: "webName" in p ? p.webName : "", ...detail.byPlayer.get(p.id) })),
    });
  }
  return out;
}

/** Per-player gameweek figures of one team (points, minutes, goals...) and its provisional total. */
async function livePlayerLines(ctx: ServiceContext, team: typeof challengerTeams.$inferSelect) {
  const picks = team.picks;
  const ids = picks.map((p) => p.playerId);
  const [gwFixtures, playerRows, stats] = await Promise.all([
    ctx.db.select().from(fixtures).where(eq(fixtures.gameweek, team.gameweek)).all(),
    ctx.db.select({ id: players.id, teamId: players.teamId, position: players.position }).from(players).where(inArray(players.id, ids)).all(),
    ctx.db.select().from(playerFixtureStats).where(and(eq(playerFixtureStats.gameweek, team.gameweek), inArray(playerFixtureStats.playerId, ids))).all(),
  ]);
  const positions = new Map(playerRows.map((p) => [p.id, p.position as Position]));
  const lines = playerGameweekLines(stats, gwFixtures, new Map(playerRows.map((p) => [p.id, p.teamId])));
  const final = gwFixtures.length > 0 && gwFixtures.every((f) => f.finished) && stats.every((s) => s.bonusConfirmed);
  const gp: GameweekPick[] = picks.map((p) => ({
    playerId: p.playerId,
    position: positions.get(p.playerId) ?? (p.slot.split("-")[0] as Position),
    starter: !p.slot.startsWith("SUB-"),
    benchOrder: p.slot.startsWith("SUB-") ? Number(p.slot.slice(4)) + 1 : null,
    isCaptain: p.playerId === team.captainId,
    isViceCaptain: p.playerId === team.viceCaptainId,
  }));
  const result = computeTeamPoints(gp, lines, { final });
  const byPlayer = new Map<number, Record<string, unknown>>();
  for (const c of result.players) {
    const mine = stats.filter((s) => s.playerId === c.playerId);
    const sum = (k: keyof (typeof stats)[number]) => mine.reduce((a, s) => a + (s[k] as number), 0);
    byPlayer.set(c.playerId, {
      points: c.points,
      contribution: c.contribution,
      multiplier: c.multiplier,
      inFinalXI: c.inFinalXI,
      minutes: sum("minutes"),
      goals: sum("goalsScored"),
      assists: sum("assists"),
      cleanSheets: sum("cleanSheets"),
      bonus: sum("bonus"),
      bonusProvisional: mine.some((s) => !s.bonusConfirmed),
      played: lines.get(c.playerId)?.played ?? false,
    });
  }
  return { total: result.total, substitutions: result.substitutions, final, byPlayer };
}

// ---- fixtures ---------------------------------------------------------------

const fixtureQuery = z.object({
  limit: z.coerce.number().int().min(1).max(380).default(20),
  gameweek: z.coerce.number().int().min(1).max(38).optional(),
});

async function fixtureViews(ctx: ServiceContext, rows: (typeof fixtures.$inferSelect)[]) {
  const clubRows = await ctx.db.select().from(clubs).all();
  const byId = new Map(clubRows.map((c) => [c.id, c]));
  return rows.map((f) => ({
    id: f.id,
    gameweek: f.gameweek,
    kickoff: f.kickoffTime ? new Date(f.kickoffTime).toISOString() : null,
    homeTeam: { id: f.teamH, name: byId.get(f.teamH)?.name ?? "", shortName: byId.get(f.teamH)?.shortName ?? "" },
    awayTeam: { id: f.teamA, name: byId.get(f.teamA)?.name ?? "", shortName: byId.get(f.teamA)?.shortName ?? "" },
    started: f.started,
    finished: f.finished,
    minutes: f.minutes,
    homeScore: f.teamHScore,
    awayScore: f.teamAScore,
    homeDifficulty: f.teamHDifficulty,
    awayDifficulty: f.teamADifficulty,
  }));
}

/** Unfinished fixtures with a kickoff, soonest first. */
export async function upcomingFixtures(ctx: ServiceContext, query: unknown) {
  const { limit, gameweek } = parseOrThrow(fixtureQuery, query);
  await refreshLocalReplay(ctx);
  const rows = await ctx.db
    .select()
    .from(fixtures)
    .where(and(eq(fixtures.finished, false), isNotNull(fixtures.kickoffTime), gameweek ? eq(fixtures.gameweek, gameweek) : undefined))
    .orderBy(asc(fixtures.kickoffTime), asc(fixtures.id))
    .limit(limit)
    .all();
  return fixtureViews(ctx, rows);
}

/** Finished fixtures, latest first. */
export async function recentResults(ctx: ServiceContext, query: unknown) {
  const { limit, gameweek } = parseOrThrow(fixtureQuery, query);
  await refreshLocalReplay(ctx);
  const rows = await ctx.db
    .select()
    .from(fixtures)
    .where(and(eq(fixtures.finished, true), gameweek ? eq(fixtures.gameweek, gameweek) : undefined))
    .orderBy(desc(fixtures.kickoffTime), desc(fixtures.id))
    .limit(limit)
    .all();
  return fixtureViews(ctx, rows);
}

export async function allFixtures(ctx: ServiceContext, query: unknown) {
  const { gameweek } = parseOrThrow(fixtureQuery, query);
  const rows = await ctx.db
    .select()
    .from(fixtures)
    .where(gameweek ? eq(fixtures.gameweek, gameweek) : undefined)
    .orderBy(asc(fixtures.kickoffTime), asc(fixtures.id))
    .all();
  return fixtureViews(ctx, rows);
}

// ---- leaderboard ------------------------------------------------------------

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

/** Managers by season points (ties share a rank), paged, with the summary of the spec. */
export async function leaderboard(ctx: ServiceContext, query: unknown) {
  const { limit, offset } = parseOrThrow(pageQuery, query);
  const [rows, summary, status] = await Promise.all([
    ctx.db
      .select({
        userId: seasonStandings.userId,
        rank: seasonStandings.rank,
        totalPoints: seasonStandings.totalPoints,
        teams: seasonStandings.teams,
        username: users.username,
        teamName: users.teamName,
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
    entries: rows.map((r) => ({ rank: r.rank, userId: r.userId, manager: r.username, teamName: r.teamName, avatar: r.avatar, totalPoints: r.totalPoints, teams: r.teams })),
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
    .where(and(eq(challengerTeams.userId, userId), sql`(${gameweeks.status} in ('active', 'completed') or (${gameweeks.status} = 'upcoming' and ${gameweeks.deadline} <= ${ctx.now()}))`))
    .orderBy(desc(challengerTeams.gameweek))
    .get();
  if (!row) throw notFound("This manager has no team to show yet");
  return (await teamViews(ctx, [row.team]))[0]!;
}

