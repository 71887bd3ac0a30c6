import type { RawStatement } from "./bulk";

type Value = string | number;

/**
 * The toggle rule (domain/toggle.ts) in SQL, as two statements to run in one D1 batch (or one
 * after the other in a room's SQLite): the press upserts the user's row under its unique key,
 * marking it (created_at = -1) when it pressed what the row already holds; the second statement
 * deletes a marked row. Requests sent at once each press once, in order, and the key keeps one
 * row. `key` names the unique key's columns (the item, the user, and for per-choice rows such
 * as a chat emoji the choice too); `choice` the column of a one-choice-per-user row (a comment's
 * reaction type). Table and column names are the code's own, never input.
 */
export function pressStatements(table: string, key: Record<string, Value>, at: number, choice?: { column: string; value: Value }): [RawStatement, RawStatement] {
  const keyColumns = Object.keys(key);
  const keyValues = Object.values(key);
  const columns = [...keyColumns, ...(choice ? [choice.column] : []), "created_at"];
  const marked = choice
    ? `created_at = CASE WHEN ${choice.column} = excluded.${choice.column} THEN -1 ELSE excluded.created_at END, ${choice.column} = excluded.${choice.column}`
    : "created_at = -1";
  return [
    {
      sql: `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((_, i) => `?${i + 1}`).join(", ")})
            ON CONFLICT (${keyColumns.join(", ")}) DO UPDATE SET ${marked}`,
      params: [...keyValues, ...(choice ? [choice.value] : []), at],
    },
    { sql: `DELETE FROM ${table} WHERE ${keyColumns.map((c) => `${c} = ?`).join(" AND ")} AND created_at = -1`, params: keyValues },
  ];
}
