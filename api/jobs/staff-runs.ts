// Jobs that staff run by hand (rankings now; the local replay clock). Services never run jobs.
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { parseGameweekNumber } from "../../domain/gameweek";
import { gameSettings, gameweeks } from "../db/schema";
import { forbidden, notFound, parseOrThrow } from "../errors";
import { gameMessages } from "../../domain/messages/game";
import { runGameweekJobs, updateRankingsNow } from "./gameweek-jobs";
import { requireAbility, type ServiceContext } from "../services/context";

export async function updateRankings(ctx: ServiceContext, gameweek: string) {
  requireAbility(ctx, "challenges:manage");
  const gw = parseGameweekNumber(gameweek);
  if (gw === null || !(await ctx.db.select().from(gameweeks).where(eq(gameweeks.id, gw)).get())) throw notFound(gameMessages.gameweekNotFound);
  return updateRankingsNow(ctx.env, gw);
}

const clockSchema = z.object({ advanceMinutes: z.number().int().min(1).max(60 * 24 * 14) });

/** Local data only: moves the replay clock on and runs the jobs (tests and demos). */
export async function advanceLocalClock(ctx: ServiceContext, input: unknown) {
  requireAbility(ctx, "data:import");
  if (ctx.env.LOCAL_DATA !== "true") throw forbidden("The clock only moves on the embedded local data.");
  const { advanceMinutes } = parseOrThrow(clockSchema, input);
  await ctx.db
    .update(gameSettings)
    .set({ clockOffsetMs: sql`${gameSettings.clockOffsetMs} + ${advanceMinutes * 60_000}` })
    .where(eq(gameSettings.id, 1));
  return runGameweekJobs(ctx.env);
}
