import type { Env } from "../env";
import { runGameweekJobs, type JobReport } from "./gameweek-jobs";

/**
 * The cron entry (every minute): the gameweek lifecycle, live scoring, rankings
 * and rewards. Every job is idempotent and safe to re-run.
 */
export async function runScheduledJobs(env: Env, _scheduledTime: number): Promise<{ gameweeks: JobReport }> {
  return { gameweeks: await runGameweekJobs(env) };
}
