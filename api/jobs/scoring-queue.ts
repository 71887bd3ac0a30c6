// The scoring queue's consumer (decision 035): each message is one chunk of a run, a range of a
// shard's teams of a gameweek. Scoring a chunk twice changes nothing (the UPDATE writes only
// changed points) and a chunk counts once (its row's key); whoever finds every chunk of the run
// done ranks the gameweek, completes it when final (rewards keyed once in the ledger) and rebuilds
// the standings, then marks the run finished. Two consumers that finish at once both do it: it is
// idempotent, and a finish that failed is done again by the redelivery.
import { createDb } from "../db/client";
import { gameShards } from "../db/shards";
import type { Env } from "../env";
import type { ScoringMessage } from "../../domain/scoring-run";
import { recordGameweekFigures } from "./gameweek-figures";
import { completeGameweek, emptyReport, gameClock, gameweekScoring, Meter, rankGameweek, rebuildStandings, scoreTeams, type StandingsPhases } from "./gameweek-jobs";

/** A batch's chunks are scored side by side (their waits on D1 overlap); each is acknowledged or retried alone. */
export async function consumeScoringBatch(batch: MessageBatch<ScoringMessage>, env: Env) {
  // The stats a gameweek is scored from, read once for the batch's chunks of that gameweek.
  const db = createDb(env.DB);
  const scoring = new Map<number, ReturnType<typeof gameweekScoring>>();
  const scoringOf = (gameweek: number) => scoring.get(gameweek) ?? scoring.set(gameweek, gameweekScoring(db, gameweek)).get(gameweek)!;
  await Promise.all(
    batch.messages.map(async (message) => {
      try {
        await scoreChunk(env, message.body, scoringOf);
        message.ack();
      } catch (err) {
        console.error(`Scoring chunk ${JSON.stringify(message.body)} failed (attempt ${message.attempts}):`, err);
        message.retry();
      }
    }),
  );
}

/** Scores one chunk, counts it (with its cost), and finishes the run when it was the last. */
export async function scoreChunk(env: Env, chunk: ScoringMessage, scoringOf = (gameweek: number) => gameweekScoring(createDb(env.DB), gameweek)) {
  const started = Date.now();
  const db = createDb(env.DB);
  const shards = gameShards(env);
  const shard = shards.list[chunk.shard - 1];
  // A run of a shard no longer bound, or deleted as old: nothing to do.
  const run = await db.$client.prepare("SELECT id FROM scoring_runs WHERE id = ?").bind(chunk.runId).first();
  if (!shard || !run) return;
  const meter = new Meter();
  const { lines, positions } = await scoringOf(chunk.gameweek);
  // A message sent before chunks were ranges is the shard's whole gameweek, numbered by the shard.
  const range = { from: chunk.from ?? "", to: chunk.to ?? null };
  const scored = await scoreTeams(shard, chunk.gameweek, lines, positions, chunk.final, meter, range);
  const now = await gameClock(env, db);
  const doneAt = Date.now();
  await db.$client
    .prepare("INSERT OR IGNORE INTO scoring_chunks (run_id, chunk, teams, done_at, shard, ms, rows_read, rows_written) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
    .bind(chunk.runId, chunk.chunk ?? chunk.shard, scored.teams, doneAt, chunk.shard, doneAt - started, meter.rowsRead, meter.rowsWritten)
    .run();
  const state = await db.$client
    .prepare("SELECT chunks, finished_at AS finishedAt, (SELECT COUNT(*) FROM scoring_chunks WHERE run_id = scoring_runs.id) AS done FROM scoring_runs WHERE id = ?")
    .bind(chunk.runId)
    .first<{ chunks: number; finishedAt: number | null; done: number }>();
  if (!state || state.finishedAt !== null || state.done < state.chunks) return;
  // Where the finish's time goes, recorded with the run (the rank bench prints it).
  const phases: StandingsPhases & { rankMs?: number; scores?: number; staleScores?: number; completeMs?: number } = {};
  let t = Date.now();
  const ranked = await rankGameweek(shards, chunk.gameweek, meter);
  phases.rankMs = Date.now() - t;
  phases.scores = ranked.scores;
  phases.staleScores = ranked.staleScores;
  t = Date.now();
  if (chunk.final) await completeGameweek(db, shards, chunk.gameweek, now, meter, emptyReport(now));
  phases.completeMs = Date.now() - t;
  await rebuildStandings(db, shards, now, meter, phases);
  await db.$client
    .prepare("UPDATE scoring_runs SET finished_at = ?, phases = json_patch(coalesce(phases, '{}'), ?) WHERE id = ? AND finished_at IS NULL")
    .bind(Date.now(), JSON.stringify(phases), chunk.runId)
    .run();
  await recordGameweekFigures(env, now); // issue 48: stored team counts and champions, new data versions published
}
