// Scheduled jobs' bookkeeping.
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** What the scheduled jobs did last, per gameweek (for idempotence checks and the admin). */
export const jobRuns = sqliteTable("job_runs", {
  name: text("name").primaryKey(),
  lastRunAt: integer("last_run_at").notNull(),
  detail: text("detail", { mode: "json" }),
});

/**
 * One fan-out of a gameweek's scoring over the shards (decision 035): the job writes the run and
 * sends one Queue message per chunk (a shard's teams of the gameweek); each consumer marks its
 * chunk done; the one that marks the last ranks the gameweek (and completes it when final). The
 * admin data screen shows the latest runs' progress.
 */
export const scoringRuns = sqliteTable("scoring_runs", {
  id: text("id").primaryKey(),
  gameweek: integer("gameweek").notNull(),
  final: integer("final", { mode: "boolean" }).notNull(),
  chunks: integer("chunks").notNull(),
  startedAt: integer("started_at").notNull(),
  finishedAt: integer("finished_at"),
  /** Where the run's time went (ms, real clock): `queuedAt` when its messages were sent, then the finish's phases (ranking, standings fold, live sums, ranks, histogram). Read by the rank bench. */
  phases: text("phases", { mode: "json" }).$type<Record<string, number>>(),
});

/**
 * The chunks of a run that are scored: one row each, whatever the number of deliveries, with what
 * the delivery that counted cost (its shard, time, D1 rows): the bench and the admin screen read
 * the slowest chunk from here.
 */
export const scoringChunks = sqliteTable(
  "scoring_chunks",
  {
    runId: text("run_id")
      .notNull()
      .references(() => scoringRuns.id, { onDelete: "cascade" }),
    chunk: integer("chunk").notNull(),
    teams: integer("teams").notNull(),
    doneAt: integer("done_at").notNull(),
    shard: integer("shard"),
    ms: integer("ms"),
    rowsRead: integer("rows_read"),
    rowsWritten: integer("rows_written"),
  },
  (t) => [primaryKey({ columns: [t.runId, t.chunk] })],
);
