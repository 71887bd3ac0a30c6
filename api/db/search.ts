// Searching text columns for what someone typed. D1 refuses a LIKE pattern over 50 bytes
// ("LIKE or GLOB pattern too complex": a 500), and a search box takes more than that; instr()
// has no such limit and needs no escaping of % and _. lower() on both sides keeps LIKE's
// ASCII case-insensitivity (neither folds other letters).
import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/** True where `column` contains `text`, any case, any length, the text taken literally. */
export function containsText(column: SQLiteColumn | SQL, text: string): SQL {
  return sql`instr(lower(${column}), lower(${text})) > 0`;
}
