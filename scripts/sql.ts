// Turns drizzle rows into SQL for `wrangler d1 execute --file` (the local seed).
import { getTableColumns, getTableName, type Table } from "drizzle-orm";

export function sqlValue(v: unknown): string {
  if (v === null || v === undefined) return "NULL";
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "NULL";
  if (typeof v === "boolean") return v ? "1" : "0";
  if (typeof v === "object") return sqlValue(JSON.stringify(v));
  return `'${String(v).replace(/'/g, "''")}'`;
}

/**
 * Multi-row INSERTs (chunked) using the table's real column names. `mode`
 * "ignore" never overwrites existing rows; "replace" does.
 */
export function insertRows(table: Table, rows: Record<string, unknown>[], mode: "ignore" | "replace", chunk = 100): string[] {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  const keys = Object.keys(columns).filter((k) => rows.some((r) => r[k] !== undefined));
  const names = keys.map((k) => `"${columns[k]!.name}"`).join(", ");
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const values = rows
      .slice(i, i + chunk)
      .map((r) => `(${keys.map((k) => sqlValue(r[k])).join(", ")})`)
      .join(",\n");
    out.push(`INSERT OR ${mode.toUpperCase()} INTO "${getTableName(table)}" (${names}) VALUES\n${values};`);
  }
  return out;
}
