// The scoring queue's consumer (decision 035): each message is one chunk of a run, a shard's
// teams of a gameweek. Scoring a chunk twice changes nothing (the UPDATE writes only changed
// points) and a chunk counts once (its row's key); whoever finds every chunk of the run done
// ranks the gameweek, completes it when final (rewards keyed once in the ledger) and rebuilds the
// standings, then marks the run finished. Two consumers that finish at once both do it: it is
// idempotent, and a finish that failed is done again by the redelivery.
import { createDb } from "../db/client";
import { gameShards } from "../db/shards";
import type { Env } from "../env";
import type { ScoringMessage } from "../../domain/scoring-run";
import { completeGameweek, emptyReport, gameClock, gameweekScoring, Meter, rankGameweek, rebuildStandings, scoreTeams } from "./gameweek-jobs";

export async function consumeScoringBatch(batch: MessageBatch<ScoringMessage>, env: Env) {
  for (const message of batch.messages) {
    try {
      await scoreChunk(env, message.body);
      message.ack();
    } catch (err) {
      console.error(`Scoring chunk ${JSON.stringify(message.body)} failed (attempt ${message.attempts}):`, err);
      message.retry();
    }
  }
}

/** Scores one chunk, counts it, and finishes the run when it was the last. */
export async function scoreChunk(env: Env, chunk: ScoringMessage) {
  const db = createDb(env.DB);
  const shards = gameShards(env);
  const shard = shards.list[chunk.shard - 1];
  // A run of a shard no longer bound, or deleted as old: nothing to do.
  const run = await db.$client.prepare("SELECT id FROM scoring_runs WHERE id = ?").bind(chunk.runId).first();
  if (!shard || !run) return;
  const meter = new Meter();
  const { lines, positions } = await gameweekScoring(db, chunk.gameweek);
  const scored = await scoreTeams(shard, chunk.gameweek, lines, positions, chunk.final, meter);
  const now = await gameClock(env, db);
  await db.$client.prepare("INSERT OR IGNORE INTO scoring_chunks (run_id, chunk, teams, done_at) VALUES (?, ?, ?, ?)").bind(chunk.runId, chunk.shard, scored.teams, Date.now()).run();
  const state = await db.$client
    .prepare("SELECT chunks, finished_at AS finishedAt, (SELECT COUNT(*) FROM scoring_chunks WHERE run_id = scoring_runs.id) AS done FROM scoring_runs WHERE id = ?")
    .bind(chunk.runId)
    .first<{ chunks: number; finishedAt: number | null; done: number }>();
  if (!state || state.finishedAt !== null || state.done < state.chunks) return;
  await rankGameweek(shards, chunk.gameweek, meter);
  if (chunk.final) await completeGameweek(db, shards, chunk.gameweek, now, meter, emptyReport(now));
  await rebuildStandings(db, shards, now, meter);
  await db.$client.prepare("UPDATE scoring_runs SET finished_at = ? WHERE id = ? AND finished_at IS NULL").bind(Date.now(), chunk.runId).run();
}
