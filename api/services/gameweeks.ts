// Gameweeks and their challenges: public lists and the staff's admin calls.
import { and, asc, count, eq, gte, lt, sql } from "drizzle-orm";
import { inList } from "../db/in-list";
import { teamsNamedByRules, toChallengeRulesWire, type ChallengeRules } from "../../domain/challenge-rules";
import { challengeRulesSchema } from "../../domain/challenge-rules-schema";
import { REWARD_POINTS } from "../../domain/constants";
import type { ChallengeAdminInput, ChallengeAdminUpdate } from "../../domain/challenge-admin";
import { parseGameweekNumber } from "../../domain/gameweek";
import { challenges, clubs, fixtures, gameweekFigures, gameweeks, playerFixtureStats, players, pointsLedger } from "../db/schema";
import { statusMoveRefusal, type GameweekFacts } from "../../domain/gameweek-status";
import { isGameweekFinal } from "../../domain/team-points";
import { runProgress } from "../../domain/scoring-run";
import type { GameweekStatus } from "../../domain/gameweek";
import { badRequest, conflict, notFound, type FieldIssue } from "../errors";
import { playerMatchesRef } from "../../domain/squad";
import { closestMatches } from "../../domain/name-match";
import { challengeAdminMessages as m } from "../../domain/messages/challenge-admin";
import { requireAbility, type ServiceContext } from "./context";
import { auditStatement } from "./audit";
import { teamCountOfGameweek, teamCountsByGameweek, type Champion } from "./team-counts";
import { atomicBatch } from "../db/bulk";
import { isUniqueViolation } from "../db/constraint-errors";

type ChallengeRow = typeof challenges.$inferSelect;
type GameweekRow = typeof gameweeks.$inferSelect;

export function rulesOf(row: Pick<ChallengeRow, "rules">): ChallengeRules {
  return challengeRulesSchema.parse(row.rules);
}

function toChallengeView(c: ChallengeRow, g: GameweekRow | undefined, stats?: { participants: number; champion: Champion | null }) {
  const rewards = c.rewards;
  return {
    id: c.id,
    gameweek: c.gameweek,
    challengeName: c.challengeName,
    description: c.description,
    rules: c.rules,
    rewards: {
      rank1: { points: rewards.rank1 },
      rank2: { points: rewards.rank2 },
      rank3: { points: rewards.rank3 },
    },
    status: g?.status ?? "locked",
    deadline: g ? new Date(g.deadline).toISOString() : null,
    isLive: g?.isLive ?? false,
    participants: stats?.participants ?? 0,
    champion: stats?.champion ?? null,
  };
}
export type ChallengeView = ReturnType<typeof toChallengeView>;

/**
 * Every challenge with its gameweek's status, participant counts and champions: the figures the
 * last scoring run stored (api/jobs/gameweek-figures.ts), so the cost does not grow with the
 * number of managers. One D1 round trip: three reads in a batch.
 */
export async function listChallenges(ctx: ServiceContext): Promise<ChallengeView[]> {
  const [rows, gws, figures] = await ctx.db.batch([
    ctx.db.select().from(challenges).orderBy(asc(challenges.gameweek)),
    ctx.db.select().from(gameweeks),
    ctx.db.select().from(gameweekFigures),
  ]);
  const gwById = new Map(gws.map((g) => [g.id, g]));
  const figuresBy = new Map(figures.map((f) => [f.gameweek, f]));
  return rows.map((c) =>
    toChallengeView(c, gwById.get(c.gameweek), { participants: figuresBy.get(c.gameweek)?.teams ?? 0, champion: figuresBy.get(c.gameweek)?.champion ?? null }),
  );
}

/** A challenge by its uuid or by its gameweek number ("18"). */
export async function findChallenge(ctx: ServiceContext, idOrGameweek: string | number) {
  const asNumber = parseGameweekNumber(idOrGameweek);
  const where = asNumber !== null ? eq(challenges.gameweek, asNumber) : eq(challenges.id, String(idOrGameweek));
  const challenge = await ctx.db.select().from(challenges).where(where).get();
  if (!challenge) return null;
  const gameweek = await ctx.db.select().from(gameweeks).where(eq(gameweeks.id, challenge.gameweek)).get();
  return { challenge, gameweek: gameweek ?? null };
}

export async function getChallenge(ctx: ServiceContext, idOrGameweek: string) {
  const found = await findChallenge(ctx, idOrGameweek);
  if (!found) throw notFound(m.challengeNotFound);
  return toChallengeView(found.challenge, found.gameweek ?? undefined);
}

// ---- admin ------------------------------------------------------------------

/** Every gameweek of the calendar with its deadline and whether it has a challenge (the add form's choices). */
export async function gameweekCalendar(ctx: ServiceContext) {
  requireAbility(ctx, "challenges:manage");
  const [rows, taken] = await Promise.all([
    ctx.db.select({ id: gameweeks.id, deadline: gameweeks.deadline, status: gameweeks.status }).from(gameweeks).orderBy(asc(gameweeks.id)).all(),
    ctx.db.select({ gameweek: challenges.gameweek }).from(challenges).all(),
  ]);
  const has = new Set(taken.map((t) => t.gameweek));
  return rows.map((g) => ({ ...g, taken: has.has(g.id) }));
}

/** What status moves are judged on (domain/gameweek-status.ts), for every gameweek at once: a few grouped reads. */
export async function gameweekFactsAll(ctx: ServiceContext): Promise<Map<number, GameweekFacts>> {
  const [gws, teams, fixtureRows, statRows, paid] = await Promise.all([
    ctx.db.select().from(gameweeks).all(),
    teamCountsByGameweek(ctx),
    ctx.db
      .select({ gameweek: fixtures.gameweek, n: count(), unfinished: sql<number>`sum(case when ${fixtures.finished} then 0 else 1 end)` })
      .from(fixtures)
      .groupBy(fixtures.gameweek)
      .all(),
    ctx.db
      .select({ gameweek: playerFixtureStats.gameweek, n: count(), unconfirmed: sql<number>`sum(case when ${playerFixtureStats.bonusConfirmed} then 0 else 1 end)` })
      .from(playerFixtureStats)
      .groupBy(playerFixtureStats.gameweek)
      .all(),
    // Reward keys are reward:gw{N}:{user}; a key range reads them through the unique index.
    ctx.db
      .select({ key: pointsLedger.key })
      .from(pointsLedger)
      .where(and(gte(pointsLedger.key, "reward:gw"), lt(pointsLedger.key, "reward:gx")))
      .all(),
  ]);
  const fixturesBy = new Map(fixtureRows.map((f) => [f.gameweek, f]));
  const statsBy = new Map(statRows.map((r) => [r.gameweek, r]));
  const paidGws = new Set(paid.map((r) => Number(/^reward:gw(\d+):/.exec(r.key)?.[1])));
  return new Map(
    gws.map((g) => {
      const f = fixturesBy.get(g.id);
      const st = statsBy.get(g.id);
      // The job's own test (isGameweekFinal): every fixture finished, every bonus confirmed, and stats stored.
      const scored =
        !!st && st.n > 0 && isGameweekFinal(f && f.n > 0 ? [{ finished: f.unfinished === 0 }] : [], st.unconfirmed ? [{ bonusConfirmed: false }] : []);
      return [g.id, { gameweek: g.id, status: g.status, deadline: g.deadline, teams: teams.get(g.id) ?? 0, scored, rewardsPaid: paidGws.has(g.id) }];
    }),
  );
}

/** The facts of one gameweek. */
export async function gameweekFacts(ctx: ServiceContext, gameweek: number): Promise<GameweekFacts | null> {
  return (await gameweekFactsAll(ctx)).get(gameweek) ?? null;
}

/** Refuses a status move that would corrupt results (409 with the reason). */
export async function assertStatusMove(ctx: ServiceContext, gameweek: number, to: GameweekStatus, now: number) {
  const facts = await gameweekFacts(ctx, gameweek);
  if (!facts) throw notFound(m.notInCalendar(gameweek));
  const refusal = statusMoveRefusal(facts, to, now);
  if (refusal) throw conflict(refusal, [{ path: "status", message: refusal }]);
  return facts;
}

/** The parts of an admin input the service acts on; the rules' clubs must be clubs we know. */
async function adminChallengeParts(ctx: ServiceContext, data: ChallengeAdminUpdate, partial: boolean) {
  const rules: ChallengeRules | undefined = data.rules ?? (partial ? undefined : challengeRulesSchema.parse({}));
  if (rules) {
    const known = new Set((await ctx.db.select({ s: clubs.shortName }).from(clubs).all()).map((c) => c.s));
    const unknown = teamsNamedByRules(rules).filter((t) => !known.has(t));
    if (unknown.length) throw badRequest(m.unknownClub(unknown.join(", ")), [{ path: "rules", message: m.unknownClub(unknown.join(", ")) }]);
    const ids = [...rules.mustHavePlayers, ...rules.mustExcludePlayers].filter((ref): ref is number => typeof ref === "number");
    if (ids.length) {
      const found = new Set((await ctx.db.select({ id: players.id }).from(players).where(inList(players.id, ids)).all()).map((p) => p.id));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) throw badRequest(m.unknownPlayerId(missing.join(", ")), [{ path: "rules", message: m.unknownPlayerId(missing.join(", ")) }]);
    }
    await assertNamedPlayersExist(ctx, rules);
  }
  const statusObj = typeof data.status === "string" ? { status: data.status } : data.status;
  const deadline = data.deadline ?? statusObj?.deadline;
  return { data, rules, status: statusObj?.status, isLive: statusObj?.isLive, deadline: deadline ? Date.parse(deadline) : undefined };
}

/**
 * A rule naming a player by name must name one (the game matches names as playerMatchesRef
 * does): a name that matches nobody would be a rule that silently binds no one. The refusal
 * names it and offers the closest players.
 */
async function assertNamedPlayersExist(ctx: ServiceContext, rules: ChallengeRules) {
  const named = (["mustHavePlayer", "mustExcludePlayer"] as const).flatMap((field) =>
    (field === "mustHavePlayer" ? rules.mustHavePlayers : rules.mustExcludePlayers).filter((ref): ref is string => typeof ref === "string").map((name) => ({ field, name })),
  );
  if (!named.length) return;
  const all = await ctx.db
    .select({ id: players.id, webName: players.webName, firstName: players.firstName, secondName: players.secondName, team: clubs.shortName })
    .from(players)
    .leftJoin(clubs, eq(clubs.id, players.teamId))
    .all();
  const label = (p: (typeof all)[number]) => `${p.webName} (${p.team ?? "?"})`;
  const issues: FieldIssue[] = named
    .filter(({ name }) => !all.some((p) => playerMatchesRef(p, name)))
    .map(({ field, name }) => ({
      path: `rules.${field}`,
      message: m.unknownPlayer(name, closestMatches(name, all, (p) => [p.webName, p.secondName, `${p.firstName} ${p.secondName}`], label).map(label)),
    }));
  if (issues.length) throw badRequest(issues.map((i) => i.message).join(" "), issues);
}

function gameweekUpdate(ctx: ServiceContext, gameweek: number, p: { status?: string; isLive?: boolean; deadline?: number }) {
  const set: Partial<GameweekRow> = { updatedAt: ctx.now() };
  if (p.status) set.status = p.status as GameweekRow["status"];
  if (p.status && p.isLive === undefined) set.isLive = p.status === "active";
  if (p.isLive !== undefined) set.isLive = p.isLive;
  if (p.deadline !== undefined) set.deadline = p.deadline;
  return ctx.db.update(gameweeks).set(set).where(eq(gameweeks.id, gameweek));
}

export async function createChallenge(ctx: ServiceContext, input: ChallengeAdminInput) {
  requireAbility(ctx, "challenges:manage");
  const { data, rules, status, isLive, deadline } = await adminChallengeParts(ctx, input, false);
  const gameweek = input.gameweek;
  if (!(await ctx.db.select({ id: gameweeks.id }).from(gameweeks).where(eq(gameweeks.id, gameweek)).get()))
    throw badRequest(m.notInCalendar(gameweek));
  if (status === "completed") throw conflict(m.completedAtCreation, [{ path: "status", message: m.chooseCreationStatus }]);
  const current = await gameweekFacts(ctx, gameweek);
  if (status && current && status !== current.status) await assertStatusMove(ctx, gameweek, status, ctx.now());
  const id = crypto.randomUUID();
  try {
    await atomicBatch(ctx.db, [
      ctx.db.insert(challenges).values({
        id,
        gameweek,
        challengeName: input.challengeName,
        description: data.description ?? "",
        rules: toChallengeRulesWire(rules!),
        rewards: data.rewards ?? { ...REWARD_POINTS },
        createdAt: ctx.now(),
      }),
      gameweekUpdate(ctx, gameweek, { status, isLive, deadline }),
      auditStatement(ctx, { action: "challenge.create", targetKind: "challenge", targetId: id, targetLabel: input.challengeName, after: input }),
    ]);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(m.gameweekExists(gameweek), [{ path: "gameweek", message: m.gameweekExists(gameweek) }]);
    throw err;
  }
  return getChallenge(ctx, id);
}

export async function updateChallenge(ctx: ServiceContext, id: string, input: ChallengeAdminUpdate) {
  requireAbility(ctx, "challenges:manage");
  const found = await findChallenge(ctx, id);
  if (!found) throw notFound(m.challengeNotFound);
  // Status moves go through setGameweekStatus (api/services/staff-runs.ts): completing pays rewards.
  const { data, rules, deadline } = await adminChallengeParts(ctx, input, true);
  if (data.gameweek !== undefined && data.gameweek !== found.challenge.gameweek)
    throw badRequest(m.cannotMoveGameweek);
  const set: Partial<ChallengeRow> = {};
  if (data.challengeName !== undefined) set.challengeName = data.challengeName;
  if (data.description !== undefined) set.description = data.description;
  if (rules) set.rules = toChallengeRulesWire(rules);
  if (data.rewards) set.rewards = data.rewards;
  const audit = auditStatement(ctx, {
    action: "challenge.edit",
    targetKind: "challenge",
    targetId: found.challenge.id,
    targetLabel: found.challenge.challengeName,
    before: { ...found.challenge, status: found.gameweek?.status },
    after: input,
  });
  await atomicBatch(ctx.db, [
    ...(Object.keys(set).length ? [ctx.db.update(challenges).set(set).where(eq(challenges.id, found.challenge.id))] : []),
    gameweekUpdate(ctx, found.challenge.gameweek, { deadline }),
    audit,
  ]);
  return getChallenge(ctx, found.challenge.id);
}

export async function deleteChallenge(ctx: ServiceContext, id: string) {
  requireAbility(ctx, "challenges:manage");
  const found = await findChallenge(ctx, id);
  if (!found) throw notFound(m.challengeNotFound);
  const teams = await teamCountOfGameweek(ctx, found.challenge.gameweek);
  if (teams > 0) throw conflict(m.hasTeams(found.challenge.gameweek, teams));
  await atomicBatch(ctx.db, [
    ctx.db.delete(challenges).where(eq(challenges.id, found.challenge.id)),
    auditStatement(ctx, { action: "challenge.delete", targetKind: "challenge", targetId: found.challenge.id, targetLabel: found.challenge.challengeName, before: found.challenge }),
  ]);
  return { ok: true };
}


/** How many fan-outs of the scoring the admin data screen lists (the latest first). */
export const SCORING_FAN_OUTS_SHOWN = 10;

/** The latest fan-outs of a gameweek's scoring over the shards (decision 035), with their chunks done of all and the slowest chunk's time. */
export async function recentScoringFanOuts(ctx: ServiceContext) {
  requireAbility(ctx, "data:import");
  const rows = await ctx.db.$client
    .prepare(
      `SELECT r.id, r.gameweek, r.final, r.chunks, r.started_at AS startedAt, r.finished_at AS finishedAt,
              COUNT(c.chunk) AS done, COALESCE(SUM(c.teams), 0) AS teams, MAX(c.ms) AS slowestMs
       FROM (SELECT * FROM scoring_runs ORDER BY started_at DESC LIMIT ?) r LEFT JOIN scoring_chunks c ON c.run_id = r.id
       GROUP BY r.id ORDER BY r.started_at DESC`,
    )
    .bind(SCORING_FAN_OUTS_SHOWN)
    .all<{ id: string; gameweek: number; final: number; chunks: number; startedAt: number; finishedAt: number | null; done: number; teams: number; slowestMs: number | null }>();
  return rows.results.map((r) => ({ ...r, final: r.final === 1, progress: runProgress(r) }));
}

/** Every gameweek with the season whose scoring rules scored it (null: not scored yet), for /admindata. */
export async function gameweekScoringSeasons(ctx: ServiceContext) {
  requireAbility(ctx, "data:import");
  return ctx.db.select({ id: gameweeks.id, status: gameweeks.status, seasonRules: gameweeks.seasonRules }).from(gameweeks).orderBy(asc(gameweeks.id)).all();
}
