import { eq } from "drizzle-orm";
import { createDb } from "../db/client";
import { jobRuns } from "../db/schema";
import type { Env } from "../env";
import { runGameweekJobs } from "./gameweek-jobs";

/** Reads of live data: the Live Team and Fixtures pages (and their .data requests) and their API calls. */
const LIVE_READS = /^\/(?:live-team|fixtures|api\/fixtures\/(?:upcoming|results)|api\/challengers\/my-live-teams)(?:\.data|\/)?$/;

/**
 * On the embedded local data nothing fires the cron, so a read of live data
 * first runs the gameweek job when its last run is over a minute old. Called
 * once, at the Worker's edge; production has the cron and never does this.
 */
export async function refreshLocalReplay(env: Env, request: Request) {
  if (env.LOCAL_DATA !== "true" || request.method !== "GET" || !LIVE_READS.test(new URL(request.url).pathname)) return;
  const last = await createDb(env.DB).select().from(jobRuns).where(eq(jobRuns.name, "gameweeks")).get();
  if (last && Date.now() - last.lastRunAt < 60_000) return;
  await runGameweekJobs(env);
}
