import { sql, type Column, type SQL } from "drizzle-orm";

// D1, and a Durable Object's SQLite, bind at most 100 parameters a statement, and lists of
// ids or names grow with content (tags on a page, members of a league, cases in a queue).
// So a list reaches SQL as one JSON parameter read by json_each, whatever its length; never
// as one `?` per item (drizzle's inArray). tests: api/db/in-list.test.ts keeps it that way.

type Key = string | number;

/** The list as the one JSON parameter `json_each(?)` reads (duplicates dropped). */
export const jsonList = (values: Iterable<Key>): string => JSON.stringify([...new Set(values)]);

/**
 * `expr IN (values)` with one bound parameter. `expr` may be a column or an expression
 * (`lower(name)`); json_each's values have no affinity, so a column's own applies to them
 * as in `column = value`. No values: false (and nothing bound).
 */
export function inList(expr: Column | SQL, values: Iterable<Key>): SQL {
  const json = jsonList(values);
  return json === "[]" ? sql`0 = 1` : sql`${expr} IN (SELECT value FROM json_each(${json}))`;
}

/** `expr NOT IN (values)` with one bound parameter. No values: true. */
export function notInList(expr: Column | SQL, values: Iterable<Key>): SQL {
  const json = jsonList(values);
  return json === "[]" ? sql`1 = 1` : sql`${expr} NOT IN (SELECT value FROM json_each(${json}))`;
}

/** The same for statements written by hand: `column IN ${IN_JSON}`, bound with jsonList(values). */
export const IN_JSON = "(SELECT value FROM json_each(?))";
