// Rows streamed straight into the local D1 databases' SQLite files (the ones `wrangler dev
// --persist-to` serves), for benchmarks that need more rows than SQL files through wrangler can
// carry: a million teams as `wrangler d1 execute --file` take hours, written here in minutes.
// Only while no wrangler runs on the folder. Node 22's node:sqlite; nothing here runs in tests.
import { readdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { getTableColumns, getTableName, type Table } from "drizzle-orm";
import { d1Databases } from "../wrangler.ts";
import { executeSql } from "./kit.ts";

/**
 * Each binding's SQLite file in `state`. Wrangler names the files by a hash, so each database is
 * marked through wrangler first (a one-row table naming its binding), then the files are read.
 */
export function localD1Files(state: string): Map<string, string> {
  const bindings = d1Databases().map((d) => d.binding);
  for (const binding of bindings) executeSql(state, ["DROP TABLE IF EXISTS bench_binding;", "CREATE TABLE bench_binding (name TEXT);", `INSERT INTO bench_binding VALUES ('${binding}');`], binding);
  const folder = path.join(state, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = new Map<string, string>();
  for (const name of readdirSync(folder).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite")) {
    const file = path.join(folder, name);
    const db = new DatabaseSync(file);
    try {
      const row = db.prepare("SELECT name FROM bench_binding").get() as { name: string } | undefined;
      if (row) files.set(row.name, file);
      db.exec("DROP TABLE IF EXISTS bench_binding");
    } catch {
      // A file of another database (no marker table): not ours.
    } finally {
      db.close();
    }
  }
  const missing = bindings.filter((b) => !files.has(b));
  if (missing.length) throw new Error(`No local SQLite file found for ${missing.join(", ")} in ${folder}`);
  return files;
}

/** A value as SQLite stores what the app writes: booleans as 0/1, objects as JSON text. */
function sqliteValue(v: unknown): string | number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === "boolean") return v ? 1 : 0;
  if (typeof v === "number" || typeof v === "string") return v;
  return JSON.stringify(v);
}

/**
 * Inserts (OR IGNORE) the rows into the table of the SQLite file, in transactions of 20,000 rows,
 * under the table's real column names (drizzle's keys in the rows, as the seed writes them; the
 * first row's keys are the columns written, the others keep their SQL defaults). Returns the rows inserted.
 */
export function streamRows(file: string, table: Table, rows: Iterable<Record<string, unknown>>): number {
  const columns = getTableColumns(table);
  const db = new DatabaseSync(file);
  let inserted = 0;
  try {
    db.exec("PRAGMA synchronous = OFF");
    let insert: ReturnType<DatabaseSync["prepare"]> | null = null;
    let keys: string[] = [];
    let inTransaction = 0;
    db.exec("BEGIN");
    for (const row of rows) {
      if (!insert) {
        keys = Object.keys(row).filter((k) => k in columns);
        insert = db.prepare(`INSERT OR IGNORE INTO "${getTableName(table)}" (${keys.map((k) => `"${columns[k]!.name}"`).join(", ")}) VALUES (${keys.map((k) => `:${k}`).join(", ")})`);
      }
      // One named parameter per column (bare names: node:sqlite's default).
      inserted += Number(insert.run(Object.fromEntries(keys.map((k) => [k, sqliteValue(row[k])]))).changes);
      if (++inTransaction === 20_000) {
        db.exec("COMMIT");
        db.exec("BEGIN");
        inTransaction = 0;
      }
    }
    db.exec("COMMIT");
  } finally {
    db.close();
  }
  return inserted;
}
