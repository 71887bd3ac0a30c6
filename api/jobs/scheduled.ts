import type { Env } from "../env";
import { removeUnattachedUploads } from "../services/uploads";
import { runGameweekJobs, type JobReport } from "./gameweek-jobs";

/**
 * The cron entry (every minute): the gameweek lifecycle, live scoring, rankings
 * and rewards; and uploads attached to nothing past their grace period are deleted.
 * Every job is idempotent and safe to re-run; one failing does not stop the other. Then Web Push's
 * tick is queued (api/jobs/push-queue.ts): the cron never waits on a push service.
 */
export async function runScheduledJobs(env: Env, scheduledTime: number): Promise<{ gameweeks: JobReport; uploads: { deleted: number; attached: number } | null }> {
  const uploads = removeUnattachedUploads(env, scheduledTime).catch((err) => {
    console.error("unattached uploads cleanup failed", err);
    return null;
  });
  const gameweeks = await runGameweekJobs(env);
  // Web Push (decision 053): the cron only sends the minute's tick; the push queue's consumers do the rest.
  await env.PUSH_QUEUE?.send({ kind: "tick", at: scheduledTime }).catch((err) => console.error("push tick not queued", err));
  return { gameweeks, uploads: await uploads };
}
