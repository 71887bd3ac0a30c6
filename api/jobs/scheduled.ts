import type { Env } from "../env";
import { removeUnattachedUploads } from "../services/uploads";
import { runGameweekJobs, type JobReport } from "./gameweek-jobs";

/**
 * The cron entry (every minute): the gameweek lifecycle, live scoring, rankings
 * and rewards; and uploads attached to nothing past their grace period are deleted.
 * Every job is idempotent and safe to re-run; one failing does not stop the other.
 */
export async function runScheduledJobs(env: Env, scheduledTime: number): Promise<{ gameweeks: JobReport; uploads: { deleted: number; attached: number } | null }> {
  const uploads = removeUnattachedUploads(env, scheduledTime).catch((err) => {
    console.error("unattached uploads cleanup failed", err);
    return null;
  });
  return { gameweeks: await runGameweekJobs(env), uploads: await uploads };
}
