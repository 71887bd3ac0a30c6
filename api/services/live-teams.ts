// A manager's teams in live gameweeks: provisional points per player, auto-subs, the armband.
import { and, asc, eq } from "drizzle-orm";
import { inList } from "../db/in-list";
import type { Position } from "../../domain/constants";
import type { LiveStats } from "../../domain/players";
import { computeTeamPoints, gameweekPicks, isGameweekFinal, playerGameweekLines } from "../../domain/team-points";
import { challenges, fixtures, gameweeks, players, playerFixtureStats, users } from "../db/schema";
import { challengerTeams } from "../db/shard-schema";
import { gameShards, shardOfUser } from "../db/shards";

import { requireUser, type ServiceContext } from "./context";
import { teamViews } from "./challengers";

/** The caller's teams in live gameweeks, with provisional points per player, auto-subs and the armband. */
export async function myLiveTeams(ctx: ServiceContext) {
  const actor = requireUser(ctx);
  const live = await ctx.db.select().from(gameweeks).where(eq(gameweeks.status, "active")).orderBy(asc(gameweeks.id)).all();
  if (live.length === 0) return [];
  const rows = await shardOfUser(gameShards(ctx.env), actor.id)
    .db.select()
    .from(challengerTeams)
    .where(and(eq(challengerTeams.userId, actor.id), inList(challengerTeams.gameweek, live.map((g) => g.id))))
    .orderBy(asc(challengerTeams.gameweek))
    .all();
  if (rows.length === 0) return [];
  const views = await teamViews(ctx, rows);
  const [me, challengeRows] = await Promise.all([
    ctx.db.select({ username: users.username }).from(users).where(eq(users.id, actor.id)).get(),
    ctx.db.select().from(challenges).where(inList(challenges.gameweek, live.map((g) => g.id))).all(),
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
      // Each player's gameweek figures replace his season ones of the same name (points, minutes, bonus).
      selectedPlayers: view.selectedPlayers.map((p) => ({ ...p, name: p.webName, ...(detail.byPlayer.get(p.id) ?? NO_LIVE_STATS) })),
    });
  }
  return out;
}

/** A team of myLiveTeams: a saved team (TeamView) with each player's live figures (LiveStats). */
export type LiveTeamView = Awaited<ReturnType<typeof myLiveTeams>>[number];
export type LivePlayerView = LiveTeamView["selectedPlayers"][number];

/** The figures of a player absent from the computation (none is: every pick is scored). */
const NO_LIVE_STATS: LiveStats = {
  points: 0,
  contribution: 0,
  multiplier: 0,
  inFinalXI: false,
  minutes: 0,
  goals: 0,
  assists: 0,
  cleanSheets: 0,
  bonus: 0,
  bonusProvisional: false,
  played: false,
};

/** Per-player gameweek figures of one team (points, minutes, goals...) and its provisional total. */
async function livePlayerLines(ctx: ServiceContext, team: typeof challengerTeams.$inferSelect) {
  const picks = team.picks;
  const ids = picks.map((p) => p.playerId);
  const [gwFixtures, playerRows, stats] = await Promise.all([
    ctx.db.select().from(fixtures).where(eq(fixtures.gameweek, team.gameweek)).all(),
    ctx.db.select({ id: players.id, teamId: players.teamId, position: players.position }).from(players).where(inList(players.id, ids)).all(),
    ctx.db.select().from(playerFixtureStats).where(and(eq(playerFixtureStats.gameweek, team.gameweek), inList(playerFixtureStats.playerId, ids))).all(),
  ]);
  const positions = new Map(playerRows.map((p) => [p.id, p.position as Position]));
  const lines = playerGameweekLines(stats, gwFixtures, new Map(playerRows.map((p) => [p.id, p.teamId])));
  const final = isGameweekFinal(gwFixtures, stats);
  const result = computeTeamPoints(gameweekPicks(team, positions), lines, { final });
  const byPlayer = new Map<number, LiveStats>();
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
