import type { Env } from "../env";

/**
 * The cron entry (every minute). The gameweek lifecycle, live scoring and
 * rankings plug in here; every job must be idempotent and safe to re-run.
 */
export async function runScheduledJobs(_env: Env, _scheduledTime: number): Promise<{ ran: string[] }> {
  return { ran: [] };
}
