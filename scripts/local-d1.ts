// The local D1 database that `wrangler dev` serves, opened from Node for the seed: the
// SQLite file miniflare keeps under .wrangler/state/v3/d1 (or --persist-to DIR), behind the
// part of D1's binding API that drizzle, the services and the jobs use (prepare, bind, all,
// run, first, raw, batch, exec). A batch runs in one transaction, as on D1. Migrations must
// have been applied (`wrangler d1 migrations apply DB --local`), which also creates the file.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";

type Meta = { duration: number; changes: number; last_row_id: number; rows_read: number; rows_written: number; changed_db: boolean; size_after: number };
type Result<T> = { success: true; results: T[]; meta: Meta };

export function localD1File(persistTo?: string): string {
  // wrangler keeps its local state under <persist-to>/v3 (default .wrangler/state/v3).
  const dir = path.resolve(persistTo ?? ".wrangler/state", "v3/d1/miniflare-D1DatabaseObject");
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite") : [];
  if (files.length !== 1) throw new Error(`Expected one local D1 database in ${dir} (found ${files.length}): apply the migrations first (npm run setup:local).`);
  return path.join(dir, files[0]!);
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

export function openLocalD1(persistTo?: string) {
  const db = new DatabaseSync(localD1File(persistTo));
  db.exec("PRAGMA busy_timeout = 10000; PRAGMA foreign_keys = ON;");
  const transaction = <T>(work: () => T): T => {
    db.exec("BEGIN IMMEDIATE");
    try {
      const out = work();
      db.exec("COMMIT");
      return out;
    } catch (err) {
      db.exec("ROLLBACK");
      throw err;
    }
  };
  return {
    prepare: (sql: string) => new Statement(db, sql),
    async batch(statements: Statement[]) {
      return transaction(() => statements.map((s) => s.allSync()));
    },
    async exec(sql: string) {
      db.exec(sql);
      return { count: 0, duration: 0 };
    },
    /** Several SQL texts (each may hold many statements) in one transaction. */
    execAll(sqls: string[]) {
      transaction(() => sqls.forEach((sql) => db.exec(sql)));
    },
    close: () => db.close(),
  };
}
