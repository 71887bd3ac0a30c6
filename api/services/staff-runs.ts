// Game operations that staff run by hand (rankings now, the local replay clock, gameweek
// status moves that score and pay): a service that calls the jobs (decision 010).
import { and, eq, sql } from "drizzle-orm";
import { parseGameweekNumber } from "../../domain/gameweek";
import type { ClockAdvance } from "../../domain/local-timeline";
import { gameSettings, gameweeks } from "../db/schema";
import { conflict, forbidden, notFound } from "../errors";
import { gameMessages } from "../../domain/messages/game";
import { challengeAdminMessages } from "../../domain/messages/challenge-admin";
import { completeGameweekNow, gameClock, runGameweekJobs, updateRankingsNow } from "../jobs/gameweek-jobs";
import { assertStatusMove, findChallenge, gameweekFacts, getChallenge, updateChallenge } from "./gameweeks";
import { requestedStatus, type ChallengeAdminUpdate } from "../../domain/challenge-admin";
import { auditStatement, recordAudit, type AuditEntry } from "./audit";
import { atomicBatch } from "../db/bulk";
import type { GameweekStatus } from "../../domain/gameweek";
import { statusMoveEffect, statusMoveRefusal } from "../../domain/gameweek-status";
import { requireAbility, type ServiceContext } from "./context";

/** `gameweek` as the path names it: anything but a gameweek of the calendar is a 404. */
export async function updateRankings(ctx: ServiceContext, gameweek: string) {
  requireAbility(ctx, "challenges:manage");
  const gw = parseGameweekNumber(gameweek);
  if (gw === null || !(await ctx.db.select().from(gameweeks).where(eq(gameweeks.id, gw)).get())) throw notFound(gameMessages.gameweekNotFound);
  const result = await updateRankingsNow(ctx.env, gw);
  await recordAudit(ctx, { action: "rankings.run", targetKind: "gameweek", targetId: gw, targetLabel: `Gameweek ${gw}` });
  return result;
}

/** Local data only: moves the replay clock on and runs the jobs (tests and demos). */
export async function advanceLocalClock(ctx: ServiceContext, { advanceMinutes }: ClockAdvance) {
  requireAbility(ctx, "data:import");
  if (ctx.env.LOCAL_DATA !== "true") throw forbidden("The clock only moves on the embedded local data.");
  await ctx.db
    .update(gameSettings)
    .set({ clockOffsetMs: sql`${gameSettings.clockOffsetMs} + ${advanceMinutes * 60_000}` })
    .where(eq(gameSettings.id, 1));
  await recordAudit(ctx, { action: "clock.advance", targetKind: "clock", targetId: "local", after: { advanceMinutes } });
  return runGameweekJobs(ctx.env);
}

/**
 * A staff status move (POST /gameweeks/admin/{gw}/status): refused when it would corrupt
 * results (domain/gameweek-status.ts); completing runs the job's own completion, which
 * scores from the stored stats and pays ranks 1-3 once. Audited with what it changed.
 */
export async function setGameweekStatus(ctx: ServiceContext, gameweek: number, to: GameweekStatus) {
  requireAbility(ctx, "challenges:manage");
  const now = await gameClock(ctx.env, ctx.db);
  const facts = await assertStatusMove(ctx, gameweek, to, now);
  const entry: AuditEntry = {
    action: "gameweek.status",
    targetKind: "gameweek",
    targetId: gameweek,
    targetLabel: `Gameweek ${gameweek}`,
    before: { status: facts.status },
    after: { status: to },
    reason: statusMoveEffect(facts, to),
  };
  if (to === "completed") {
    const report = await completeGameweekNow(ctx.env, gameweek);
    if (!report.completed.includes(gameweek)) throw conflict(challengeAdminMessages.notFinal(gameweek));
    await atomicBatch(ctx.db, [auditStatement(ctx, entry)]);
  } else {
    await atomicBatch(ctx.db, [
      ctx.db
        .update(gameweeks)
        .set({ status: to, isLive: to === "active", updatedAt: ctx.now() })
        // From the status the move was judged on: two moves sent at once apply (and audit) once.
        .where(and(eq(gameweeks.id, gameweek), eq(gameweeks.status, facts.status))),
      auditStatement(ctx, entry, { ifChanged: true }),
    ]);
  }
  return { gameweek, status: to, effect: statusMoveEffect(facts, to) };
}

/**
 * PUT /gameweeks/admin/{id}: an edit that may also ask for a status move. The move is judged
 * first (with the deadline the edit sets), so a refused move leaves the challenge untouched.
 */
export async function editChallenge(ctx: ServiceContext, id: string, input: ChallengeAdminUpdate) {
  requireAbility(ctx, "challenges:manage");
  const found = await findChallenge(ctx, id);
  if (!found) throw notFound(challengeAdminMessages.challengeNotFound);
  const to = requestedStatus(input);
  const facts = await gameweekFacts(ctx, found.challenge.gameweek);
  const moving = !!to && !!facts && to !== facts.status;
  if (moving) {
    const deadline = input.deadline ?? (typeof input.status === "object" ? input.status.deadline : undefined);
    const refusal = statusMoveRefusal({ ...facts, deadline: deadline ? Date.parse(deadline) : facts.deadline }, to, await gameClock(ctx.env, ctx.db));
    if (refusal) throw conflict(refusal, [{ path: "status", message: refusal }]);
  }
  const updated = await updateChallenge(ctx, found.challenge.id, input);
  if (!moving) return updated;
  await setGameweekStatus(ctx, updated.gameweek, to);
  return getChallenge(ctx, updated.id);
}
