// Tiny helpers to turn rows into SQL for `wrangler d1 execute --file`.
export function sqlValue(v: unknown): string {
  if (v === null || v === undefined) return "NULL";
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "NULL";
  if (typeof v === "boolean") return v ? "1" : "0";
  return `'${String(v).replace(/'/g, "''")}'`;
}

/** INSERT OR IGNORE: re-running the seed never overwrites what is there. */
export function insertOrIgnore(table: string, row: Record<string, unknown>): string {
  const cols = Object.keys(row);
  return `INSERT OR IGNORE INTO ${table} (${cols.join(", ")}) VALUES (${cols.map((c) => sqlValue(row[c])).join(", ")});`;
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export const toColumns = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [snake(k), v]));
