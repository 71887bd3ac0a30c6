// A local D1 database that `wrangler dev` serves (the main DB or a shard), opened from Node for the seed: the
// SQLite file miniflare keeps under .wrangler/state/v3/d1 (or --persist-to DIR), behind the
// part of D1's binding API that drizzle, the services and the jobs use (prepare, bind, all,
// run, first, raw, batch, exec). A batch runs in one transaction, as on D1. Migrations must
// have been applied (applyLocalMigrations below), which also creates the file.
import { createHash, createHmac } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { getTableColumns, getTableName, type Table } from "drizzle-orm";
import { d1Databases, wranglerConfig } from "./wrangler.ts";

type Meta = { duration: number; changes: number; last_row_id: number; rows_read: number; rows_written: number; changed_db: boolean; size_after: number };
type Result<T> = { success: true; results: T[]; meta: Meta };

/**
 * The SQLite file behind a binding: miniflare names it by the Durable Object id it derives from
 * the database_id (idFromName under the unique key "miniflare-D1DatabaseObject").
 */
export function localD1File(persistTo?: string, binding = "DB"): string {
  const file = localD1Path(persistTo, binding);
  if (!existsSync(file)) throw new Error(`No local D1 database for ${binding} in ${path.dirname(file)}: apply the migrations first (npm run setup:local).`);
  return file;
}

/** Where that file is, or will be once the migrations have made it. */
function localD1Path(persistTo: string | undefined, binding: string): string {
  // wrangler keeps its local state under <persist-to>/v3 (default .wrangler/state).
  const dir = path.resolve(persistTo ?? ".wrangler/state", "v3/d1/miniflare-D1DatabaseObject");
  const database = d1Databases().find((d) => d.binding === binding);
  if (!database) throw new Error(`wrangler.jsonc binds no D1 database ${binding}.`);
  return path.join(dir, `${durableObjectIdFromName("miniflare-D1DatabaseObject", database.database_id)}.sqlite`);
}

/**
 * Applies the migrations not applied yet to every local D1 database wrangler.jsonc binds (the main
 * DB, then the shards), straight into their SQLite files, and records each in `d1_migrations` as
 * `wrangler d1 migrations apply --local` does (its table, its names: wrangler sees them applied).
 * Each migration runs in a transaction with foreign keys unchecked, as drizzle's table rebuilds
 * want (their PRAGMA foreign_keys lines are no-ops in a transaction), then checked whole. About
 * a second for all, where wrangler took 5 s a database (a workerd started for each, one at a time).
 */
export function applyLocalMigrations(persistTo?: string, { quiet = false } = {}) {
  for (const { binding, migrations_dir } of d1Databases()) {
    const file = localD1Path(persistTo, binding);
    // As wrangler reads it: relative to its configuration file.
    const dir = path.resolve(path.dirname(wranglerConfig()), migrations_dir);
    mkdirSync(path.dirname(file), { recursive: true });
    const db = new DatabaseSync(file, { enableForeignKeyConstraints: false });
    try {
      db.exec("PRAGMA busy_timeout = 10000");
      db.exec(`CREATE TABLE IF NOT EXISTS "d1_migrations"(
        id         INTEGER PRIMARY KEY AUTOINCREMENT,
        name       TEXT UNIQUE,
        applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
      )`);
      const applied = new Set((db.prepare("SELECT name FROM d1_migrations").all() as { name: string }[]).map((r) => r.name));
      const pending = readdirSync(dir)
        .filter((name) => name.endsWith(".sql") && !applied.has(name))
        .sort();
      for (const name of pending) {
        try {
          inTransaction(db, () => {
            db.exec(readFileSync(path.join(dir, name), "utf8"));
            const broken = db.prepare("PRAGMA foreign_key_check").all();
            if (broken.length) throw new Error(`foreign keys broken: ${JSON.stringify(broken.slice(0, 3))}`);
            db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").run(name);
          });
        } catch (err) {
          throw new Error(`${binding}: migration ${name} failed, nothing of it applied: ${err instanceof Error ? err.message : err}`);
        }
      }
      if (!quiet) console.log(`${binding}: ${pending.length ? `${pending.length} migration(s) applied, up to ${pending.at(-1)}` : "no migrations to apply"}`);
    } finally {
      db.close();
    }
  }
}

/** Runs `work` in one write transaction of the file: all of it, or nothing. */
function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const out = work();
    db.exec("COMMIT");
    return out;
  } catch (err) {
    db.exec("ROLLBACK");
    throw err;
  }
}

/** workerd's idFromName, as miniflare computes it for its local Durable Objects. */
function durableObjectIdFromName(uniqueKey: string, name: string): string {
  const key = createHash("sha256").update(uniqueKey).digest();
  const nameHmac = createHmac("sha256", key).update(name).digest().subarray(0, 16);
  const hmac = createHmac("sha256", key).update(nameHmac).digest().subarray(0, 16);
  return Buffer.concat([nameHmac, hmac]).toString("hex");
}

const toSql = (v: unknown): SQLInputValue => (v === undefined ? null : typeof v === "boolean" ? (v ? 1 : 0) : (v as SQLInputValue));

class Statement {
  private readonly db: DatabaseSync;
  readonly sql: string;
  private readonly params: unknown[];
  constructor(db: DatabaseSync, sql: string, params: unknown[] = []) {
    this.db = db;
    this.sql = sql;
    this.params = params;
  }
  bind(...params: unknown[]) {
    return new Statement(this.db, this.sql, params);
  }
  private meta(changes = 0, lastRowId = 0): Meta {
    return { duration: 0, changes, last_row_id: lastRowId, rows_read: 0, rows_written: changes, changed_db: changes > 0, size_after: 0 };
  }
  async all<T = Record<string, unknown>>(): Promise<Result<T>> {
    return this.allSync<T>();
  }
  allSync<T>(): Result<T> {
    const stmt = this.db.prepare(this.sql);
    if (stmt.columns().length === 0) {
      const r = stmt.run(...this.params.map(toSql));
      return { success: true, results: [], meta: this.meta(Number(r.changes), Number(r.lastInsertRowid)) };
    }
    const before = this.changes();
    const results = stmt.all(...this.params.map(toSql)) as T[];
    return { success: true, results, meta: this.meta(this.changes() - before) };
  }
  async run<T = Record<string, unknown>>(): Promise<Result<T>> {
    return this.allSync<T>();
  }
  async first<T = Record<string, unknown>>(column?: string): Promise<T | null> {
    const row = (this.allSync<Record<string, unknown>>().results[0] ?? null) as Record<string, unknown> | null;
    return (row && column ? row[column] : row) as T | null;
  }
  async raw<T = unknown[]>(options?: { columnNames?: boolean }): Promise<T[]> {
    const stmt = this.db.prepare(this.sql);
    if (stmt.columns().length === 0) {
      stmt.run(...this.params.map(toSql));
      return [];
    }
    stmt.setReturnArrays(true);
    const rows = stmt.all(...this.params.map(toSql)) as unknown as T[];
    return options?.columnNames ? [stmt.columns().map((c) => c.name) as T, ...rows] : rows;
  }
  private changes() {
    return Number((this.db.prepare("SELECT total_changes() AS n").get() as { n: number }).n);
  }
}

export type LocalD1 = ReturnType<typeof openLocalD1>;

export function openLocalD1(persistTo?: string, binding = "DB") {
  const db = new DatabaseSync(localD1File(persistTo, binding));
  db.exec("PRAGMA busy_timeout = 10000; PRAGMA foreign_keys = ON;");
  const prepare = (sql: string) => new Statement(db, sql);
  const batch = async (statements: Statement[]) => inTransaction(db, () => statements.map((s) => s.allSync()));
  return {
    prepare,
    batch,
    /** D1's Sessions API (the jobs read in sessions, decision 048): one file has one copy, so no bookmark. */
    withSession: () => ({ prepare, batch, getBookmark: () => null }),
    async exec(sql: string) {
      db.exec(sql);
      return { count: 0, duration: 0 };
    },
    /** Several SQL texts (each may hold many statements) in one transaction. */
    execAll(sqls: string[]) {
      inTransaction(db, () => sqls.forEach((sql) => db.exec(sql)));
    },
    close: () => db.close(),
  };
}

// ---- bulk rows, for benchmarks ------------------------------------------------------------
// More rows than SQL files through wrangler can carry (a million teams as `wrangler d1 execute
// --file` take hours): streamed into the file here in about a minute. Only while no wrangler runs
// on the folder.

/** A drizzle row's value as the app stores it: a JSON column's object as its text, the rest as toSql. */
const rowValue = (v: unknown): SQLInputValue => (typeof v === "object" && v !== null && !(v instanceof Uint8Array) ? JSON.stringify(v) : toSql(v));

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
    let uncommitted = 0;
    db.exec("BEGIN");
    for (const row of rows) {
      if (!insert) {
        keys = Object.keys(row).filter((k) => k in columns);
        insert = db.prepare(`INSERT OR IGNORE INTO "${getTableName(table)}" (${keys.map((k) => `"${columns[k]!.name}"`).join(", ")}) VALUES (${keys.map((k) => `:${k}`).join(", ")})`);
      }
      // One named parameter per column (bare names: node:sqlite's default).
      inserted += Number(insert.run(Object.fromEntries(keys.map((k) => [k, rowValue(row[k])]))).changes);
      if (++uncommitted === 20_000) {
        db.exec("COMMIT");
        db.exec("BEGIN");
        uncommitted = 0;
      }
    }
    db.exec("COMMIT");
  } finally {
    db.close();
  }
  return inserted;
}
