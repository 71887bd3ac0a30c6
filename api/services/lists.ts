// The services' paging and sorting helper (the query itself is parsed at the edge with
// domain/lists.ts listQuerySchema): order by a whitelisted column, count the total.
import { asc, desc, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { type PageInfo } from "../../domain/lists";

/** ORDER BY for a whitelisted sort key: the key picks the column, never the client's text. */
export function orderBy<K extends string>(columns: Record<K, SQLiteColumn | SQL>, query: { sort: K; order: "asc" | "desc" }): SQL {
  const column = columns[query.sort];
  return query.order === "asc" ? asc(column) : desc(column);
}

/** Runs a page's rows and its total together. */
export async function pageOf<T>(query: { limit: number; offset: number }, rows: Promise<T[]>, total: Promise<{ n: number } | undefined>): Promise<{ rows: T[] } & PageInfo> {
  const [r, t] = await Promise.all([rows, total]);
  return { rows: r, total: t?.n ?? 0, limit: query.limit, offset: query.offset };
}
