// Jobs that staff run by hand (rankings now; the local replay clock). Services never run jobs.
import { eq, sql } from "drizzle-orm";
import { parseGameweekNumber } from "../../domain/gameweek";
import type { ClockAdvance } from "../../domain/local-timeline";
import { gameSettings, gameweeks } from "../db/schema";
import { forbidden, notFound } from "../errors";
import { gameMessages } from "../../domain/messages/game";
import { runGameweekJobs, updateRankingsNow } from "./gameweek-jobs";
import { requireAbility, type ServiceContext } from "../services/context";
import { recordAudit } from "../services/moderation";

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
