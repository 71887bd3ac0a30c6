import { getTableColumns, getTableName, type Table } from "drizzle-orm";
import type { Db } from "./client";

/** A statement written by hand (drizzle's raw `db.run` cannot join a batch with parameters). */
export type RawStatement = { sql: string; params: unknown[] };
type BuiltQuery = { toSQL(): { sql: string; params: unknown[] } };

/** `items` in slices of at most `size` (rows per JSON statement, ids per json_each list). */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/**
 * Runs drizzle queries and raw statements as one D1 batch: one transaction,
 * all or nothing (D1 has no BEGIN).
 */
export async function atomicBatch(db: Pick<Db, "$client">, items: (RawStatement | BuiltQuery)[]) {
  if (items.length === 0) return []; // D1 refuses an empty batch
  const d1 = db.$client;
  return d1.batch(
    items.map((item) => {
      const q = "toSQL" in item ? item.toSQL() : item;
      return d1.prepare(q.sql).bind(...q.params);
    }),
  );
}

/**
 * One INSERT for many rows through a single bound JSON parameter (json_each),
 * so a whole table fits in one statement despite D1's 100-parameter limit.
 * Keys are the drizzle property names; booleans become 0/1, JSON columns text.
 */
export function insertRowsFromJson(table: Table, rows: Record<string, unknown>[], mode: "insert" | "replace" = "insert"): RawStatement {
  const columns = Object.entries(getTableColumns(table));
  const names = columns.map(([, c]) => `"${c.name}"`).join(", ");
  const values = columns.map(([key]) => `json_extract(value, '$.${key}')`).join(", ");
  const encode = (v: unknown) => (typeof v === "boolean" ? (v ? 1 : 0) : v !== null && typeof v === "object" ? JSON.stringify(v) : (v ?? null));
  const json = JSON.stringify(rows.map((r) => Object.fromEntries(columns.map(([key]) => [key, encode(r[key])]))));
  const verb = mode === "replace" ? "INSERT OR REPLACE" : "INSERT";
  return { sql: `${verb} INTO "${getTableName(table)}" (${names}) SELECT ${values} FROM json_each(?)`, params: [json] };
}
