// Scheduled jobs' bookkeeping.
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** What the scheduled jobs did last, per gameweek (for idempotence checks and the admin). */
export const jobRuns = sqliteTable("job_runs", {
  name: text("name").primaryKey(),
  lastRunAt: integer("last_run_at").notNull(),
  detail: text("detail", { mode: "json" }),
});
