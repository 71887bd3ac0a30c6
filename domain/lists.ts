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

// ---- one paging schema family: every list's limit, offset, cursor and page number --------------

/** A page's size: what a list allows and what it gives by default. */
export type PageSize = Pick<ListSpec, "defaultLimit" | "maxLimit">;

/** `limit`: a whole number from 1 to the list's maximum, its default when absent. */
export const limitSchema = (size: PageSize) => z.coerce.number().int().min(1).max(size.maxLimit).default(size.defaultLimit);

/** `offset`: rows skipped, 0 by default, never past `maxOffset` (a guard against silly numbers). */
export const offsetSchema = (maxOffset = 10_000_000) => z.coerce.number().int().min(0).max(maxOffset).default(0);

/** Offset paging (`?limit=&offset=`). */
export function offsetPagingSchema(spec: PageSize & Pick<ListSpec, "maxOffset">) {
  return z.object({ limit: limitSchema(spec), offset: offsetSchema(spec.maxOffset) });
}

/**
 * Cursor (keyset) paging for feeds and queues where rows arrive while a user pages: `limit` and an
 * optional cursor under the list's own name (`cursor`, `before`) and in its own shape.
 */
export function cursorPagingSchema<N extends string, C extends z.ZodType>(size: PageSize, name: N, cursor: C) {
  return z.object({ limit: limitSchema(size), [name]: cursor.optional() } as { limit: ReturnType<typeof limitSchema> } & { [P in N]: z.ZodOptional<C> });
}

/** A 1-based page number (`?page=`) for a list paged by pages, refused past `maxPage`. */
export const pageNumberSchema = (maxPage = 500_000) => z.coerce.number().int().min(1).max(maxPage).default(1);

/** The zod schema of a list's query (`limit`, `offset` and, when sortable, `sort` and `order`), coerced from strings. */
export function listQuerySchema<K extends string = never>(spec: ListSpec<K>) {
  const page = offsetPagingSchema(spec);
  if (!spec.sortKeys) return page as unknown as z.ZodType<ListQuery<K>>;
  return page.extend({
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

/** The page number of a screen's URL as a query schema: never refused, `pageParam`'s reading (pages shown to people forgive). */
export const pageParamSchema = (maxPage = 500_000) => z.unknown().optional().transform((v) => pageParam(typeof v === "string" ? v : null, maxPage));

/** How many rows a screen shows (`?upcoming=30`): a whole number clamped to min..max, `fallback` when absent or unreadable. */
export const shownCountSchema = (fallback: number, min: number, max: number) =>
  z.unknown().optional().transform((v) => {
    const n = typeof v === "string" ? Number.parseInt(v, 10) : Number.NaN;
    return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
  });

/**
 * The list query a screen of `pageSize` rows asks for (?page=&sort=&order=), as a query schema
 * that never refuses: an odd page is 1, an unknown sort key or order the list's default.
 */
export function listPageSchema<K extends string = never>(pageSize: number, spec: Pick<ListSpec<K>, "sortKeys" | "defaultSort" | "defaultOrder"> = {}) {
  return z
    .object({
      page: pageParamSchema(),
      sort: z.unknown().optional().transform((v) => (spec.sortKeys?.includes(v as K) ? (v as K) : (spec.defaultSort ?? spec.sortKeys?.[0]))),
      order: z.unknown().optional().transform((v): SortOrder => (v === "asc" || v === "desc" ? v : (spec.defaultOrder ?? "desc"))),
    })
    .transform(({ page, sort, order }) => ({ page, limit: pageSize, offset: (page - 1) * pageSize, sort, order }));
}

/** The list query a page of `pageSize` rows asks for, from the URL's page, sort and order. */
export function listQueryFromUrl<K extends string = never>(url: URL, pageSize: number, spec: Pick<ListSpec<K>, "sortKeys" | "defaultSort" | "defaultOrder"> = {}) {
  const get = (name: string) => url.searchParams.get(name) ?? undefined;
  return listPageSchema(pageSize, spec).parse({ page: get("page"), sort: get("sort"), order: get("order") });
}

// The pager's arithmetic lives in page-summary.ts, without zod, so that a screen with a pager
// loads no schema code (decision 028); re-exported here for the lists that import it from here.
export { offsetPageSummary, pageSummary } from "./page-summary.ts";
