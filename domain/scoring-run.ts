// A gameweek's scoring fanned out over the shards (decision 035): the job cuts each shard's teams
// of the gameweek into chunks (ranges of team ids) and sends one message per chunk on the scoring
// queue; consumers score them.

/**
 * One chunk of a run: the teams of the gameweek on one shard whose ids are in [from, to) (to null:
 * to the end). `chunk` numbers the run's chunks from 1. Messages sent before chunks were ranges
 * carry neither `chunk` nor `from`: they are the shard's whole gameweek, numbered by the shard.
 */
export type ScoringMessage = { runId: string; gameweek: number; shard: number; final: boolean; chunk?: number; from?: string; to?: string | null };

/** A gameweek with at least this many teams is scored through the queue (when one is bound). */
export const FAN_OUT_FROM_TEAMS = 5000;

/**
 * At most this many teams a chunk. A chunk is one queue delivery: its Worker reads, scores and
 * writes its teams 1,000 at a time. Measured (scripts/bench/rank-gameweek.ts) at about 1 ms a
 * team on a loaded 2-core machine, so a chunk stays far inside a consumer's limits (30 s of CPU
 * by default, a D1 query's 30 s), and a shard of a million teams spreads over 40 consumers.
 */
export const TEAMS_PER_CHUNK = 25_000;

/** Runs older than this are deleted by the job (their progress is history by then). */
export const SCORING_RUNS_KEPT_MS = 24 * 60 * 60 * 1000;

/** A chunk's bounds: team ids from `from` (included) to `to` (excluded; null: the end). */
export type ChunkRange = { from: string; to: string | null };

/**
 * The chunks of one shard's teams, from the ids that open each chunk after the first (the ids at
 * rows teamsPerChunk, 2 x teamsPerChunk, ... in id order): consecutive, covering every id once.
 */
export function chunkRanges(boundaries: readonly string[]): ChunkRange[] {
  const starts = ["", ...boundaries];
  return starts.map((from, i) => ({ from, to: starts[i + 1] ?? null }));
}

/** The messages of a run: each shard holding teams cut at its boundaries, numbered from 1 over the run. */
export function scoringMessages(run: { runId: string; gameweek: number; final: boolean }, shards: readonly { shard: number; boundaries: readonly string[] }[]): ScoringMessage[] {
  return shards.flatMap((s) => chunkRanges(s.boundaries).map((range) => ({ ...run, shard: s.shard, ...range }))).map((m, i) => ({ ...m, chunk: i + 1 }));
}

/** How far a run is: its chunks done of all, and whether it is ranked (finished). */
export function runProgress(run: { chunks: number; done: number; finishedAt: number | null }) {
  const done = Math.min(run.done, run.chunks);
  return { done, total: run.chunks, percent: run.chunks ? Math.round((100 * done) / run.chunks) : 100, finished: run.finishedAt !== null };
}
