// Lists: one rule for paging and sorting, shared by the services (limit/offset
// with caps, whitelisted sort keys) and the UI (?page=&sort=&order= in the URL).
import { z } from "zod";

export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export type ListSpec<K extends string = never> = {
  /** Rows per page when the client does not say. */
  defaultLimit: number;
  /** The most a client may ask for. */
  maxLimit: number;
  /** The deepest offset a client may ask for (a guard against silly numbers). */
  maxOffset?: number;
  /** Whitelisted sort keys; the first is the default unless defaultSort says otherwise. */
  sortKeys?: readonly [K, ...K[]];
  defaultSort?: K;
  defaultOrder?: SortOrder;
};

export type ListQuery<K extends string = never> = { limit: number; offset: number } & ([K] extends [never] ? {} : { sort: K; order: SortOrder });

/** The zod schema of a list's query (`limit`, `offset` and, when sortable, `sort` and `order`), coerced from strings. */
export function listQuerySchema<K extends string = never>(spec: ListSpec<K>) {
  const page = {
    limit: z.coerce.number().int().min(1).max(spec.maxLimit).default(spec.defaultLimit),
    offset: z.coerce.number().int().min(0).max(spec.maxOffset ?? 10_000_000).default(0),
  };
  if (!spec.sortKeys) return z.object(page) as unknown as z.ZodType<ListQuery<K>>;
  return z.object({
    ...page,
    sort: z.enum(spec.sortKeys as unknown as [K, ...K[]]).default(spec.defaultSort ?? spec.sortKeys[0]),
    order: z.enum(SORT_ORDERS).default(spec.defaultOrder ?? "desc"),
  }) as unknown as z.ZodType<ListQuery<K>>;
}

/** What every paged answer carries besides its rows. */
export type PageInfo = { total: number; limit: number; offset: number };

// ---- the UI's view of a list: ?page=&sort=&order= -------------------------------------------

/** A 1-based page number from the URL: invalid or missing is 1, and never past `maxPage`. */
export function pageParam(value: string | null, maxPage = 500_000): number {
  const n = value === null ? Number.NaN : Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, maxPage) : 1;
}

/** The list query a page of `pageSize` rows asks for, from the URL's page, sort and order. */
export function listQueryFromUrl<K extends string = never>(url: URL, pageSize: number, spec: Pick<ListSpec<K>, "sortKeys" | "defaultSort" | "defaultOrder"> = {}) {
  const page = pageParam(url.searchParams.get("page"));
  const rawSort = url.searchParams.get("sort");
  const rawOrder = url.searchParams.get("order");
  const sort = spec.sortKeys?.includes(rawSort as K) ? (rawSort as K) : (spec.defaultSort ?? spec.sortKeys?.[0]);
  const order: SortOrder = rawOrder === "asc" || rawOrder === "desc" ? rawOrder : (spec.defaultOrder ?? "desc");
  return { page, limit: pageSize, offset: (page - 1) * pageSize, sort, order };
}

/** Rows shown and pages in all, for a pager: "Showing 21 to 40 of 1,234". */
export function pageSummary(page: number, pageSize: number, total: number, count: number) {
  const from = count ? (page - 1) * pageSize + 1 : 0;
  return { from, to: count ? from + count - 1 : 0, last: Math.max(1, Math.ceil(total / pageSize)) };
}
