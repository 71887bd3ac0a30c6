import { describe, expect, it } from "vitest";
import { z } from "zod";
import { listQueryFromUrl, listQuerySchema, offsetPageSummary, pageParam, pageSummary } from "./lists";

describe("list queries", () => {
  const sortable = listQuerySchema({ defaultLimit: 20, maxLimit: 100, sortKeys: ["createdAt", "points"] });
  const plain = listQuerySchema({ defaultLimit: 50, maxLimit: 100, maxOffset: 1000 });

  it("defaults, coerces strings and caps limit and offset", () => {
    expect(plain.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(plain.parse({ limit: "100", offset: "1000" })).toEqual({ limit: 100, offset: 1000 });
    for (const bad of [{ limit: "101" }, { limit: "0" }, { offset: "-1" }, { offset: "1001" }, { limit: "2.5" }, { limit: "ten" }])
      expect(plain.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it("accepts only whitelisted sort keys and orders", () => {
    expect(sortable.parse({})).toEqual({ limit: 20, offset: 0, sort: "createdAt", order: "desc" });
    expect(sortable.parse({ sort: "points", order: "asc" })).toMatchObject({ sort: "points", order: "asc" });
    expect(sortable.safeParse({ sort: "password_hash" }).success).toBe(false);
    expect(sortable.safeParse({ order: "sideways" }).success).toBe(false);
  });

  it("reads ?page=&sort=&order= from a URL, falling back on anything odd", () => {
    const spec = { sortKeys: ["createdAt", "points"] as const, defaultSort: "points" as const };
    expect(listQueryFromUrl(new URL("http://x/?page=3&sort=createdAt&order=asc"), 20, { sortKeys: ["createdAt", "points"] })).toEqual({
      page: 3,
      limit: 20,
      offset: 40,
      sort: "createdAt",
      order: "asc",
    });
    expect(listQueryFromUrl(new URL("http://x/?page=-2&sort=evil&order=up"), 20, { sortKeys: [...spec.sortKeys], defaultSort: "points" })).toEqual({
      page: 1,
      limit: 20,
      offset: 0,
      sort: "points",
      order: "desc",
    });
    expect(pageParam("1e9")).toBe(500_000);
    expect(pageParam("2.5")).toBe(1);
  });

  it("summarises a page for the pager", () => {
    expect(pageSummary(2, 20, 45, 20)).toEqual({ from: 21, to: 40, last: 3 });
    expect(pageSummary(3, 20, 45, 5)).toEqual({ from: 41, to: 45, last: 3 });
    expect(pageSummary(9, 20, 45, 0)).toEqual({ from: 0, to: 0, last: 3 });
    expect(pageSummary(1, 20, 0, 0)).toEqual({ from: 0, to: 0, last: 1 });
  });
});

describe("the paging schema family", () => {
  it("builds offset and cursor paging with the list's own limits", async () => {
    const { offsetPagingSchema, cursorPagingSchema, pageNumberSchema, shownCountSchema, pageParamSchema } = await import("./lists");
    const offset = offsetPagingSchema({ defaultLimit: 10, maxLimit: 50, maxOffset: 100 });
    expect(offset.parse({})).toEqual({ limit: 10, offset: 0 });
    expect(offset.safeParse({ offset: "101" }).success).toBe(false);
    const cursor = cursorPagingSchema({ defaultLimit: 20, maxLimit: 50 }, "before", z.coerce.number().int().positive());
    expect(cursor.parse({ before: "7" })).toEqual({ limit: 20, before: 7 });
    expect(cursor.parse({})).toEqual({ limit: 20 });
    expect(cursor.safeParse({ limit: "51" }).success).toBe(false);
    expect(pageNumberSchema(10).safeParse("11").success).toBe(false);
    expect(pageNumberSchema(10).parse(undefined)).toBe(1);
    expect(shownCountSchema(10, 1, 380).parse("9999")).toBe(380);
    expect(shownCountSchema(10, 1, 380).parse("x")).toBe(10);
    expect(pageParamSchema(100).parse("2.5")).toBe(1);
    expect(pageParamSchema(100).parse("400")).toBe(100);
  });
});

describe("offsetPageSummary", () => {
  it("reads an offset page: rows shown, page numbers and the neighbours' offsets", () => {
    expect(offsetPageSummary(0, 100, 300, 100)).toEqual({ from: 1, to: 100, page: 1, last: 3, previousOffset: null, nextOffset: 100, lastOffset: 200 });
    expect(offsetPageSummary(200, 100, 300, 100)).toEqual({ from: 201, to: 300, page: 3, last: 3, previousOffset: 100, nextOffset: null, lastOffset: 200 });
    // An offset between pages still steps by the page size, never below 0.
    expect(offsetPageSummary(30, 50, 300, 50)).toMatchObject({ from: 31, to: 80, page: 1, previousOffset: 0, nextOffset: 80 });
    // Past the end (cases handled meanwhile): nothing shown, "previous" goes to the last page.
    expect(offsetPageSummary(500, 100, 120, 0)).toMatchObject({ from: 0, to: 0, page: 2, last: 2, previousOffset: 100, nextOffset: null });
    expect(offsetPageSummary(0, 50, 0, 0)).toMatchObject({ from: 0, to: 0, page: 1, last: 1, previousOffset: null, nextOffset: null });
  });
});
