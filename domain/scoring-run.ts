// A gameweek's scoring fanned out over the shards (decision 035): the job sends one message per
// chunk (a shard's teams of the gameweek) on the scoring queue; consumers score them.

/** One chunk of a run: the shard whose teams of the gameweek it scores. */
export type ScoringMessage = { runId: string; gameweek: number; shard: number; final: boolean };

/** A gameweek with at least this many teams is scored through the queue (when one is bound). */
export const FAN_OUT_FROM_TEAMS = 5000;

/** Runs older than this are deleted by the job (their progress is history by then). */
export const SCORING_RUNS_KEPT_MS = 24 * 60 * 60 * 1000;

/** How far a run is: its chunks done of all, and whether it is ranked (finished). */
export function runProgress(run: { chunks: number; done: number; finishedAt: number | null }) {
  const done = Math.min(run.done, run.chunks);
  return { done, total: run.chunks, percent: run.chunks ? Math.round((100 * done) / run.chunks) : 100, finished: run.finishedAt !== null };
}
