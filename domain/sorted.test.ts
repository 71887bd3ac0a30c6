import { describe, expect, it } from "vitest";
import { compareIds, lastIndexAtOrBelow } from "./sorted.ts";

describe("sorted lists", () => {
  it("finds the last item at or below a value", () => {
    const items = [{ k: 0 }, { k: 10 }, { k: 20 }];
    expect([-5, 0, 9, 10, 19, 20, 99].map((v) => lastIndexAtOrBelow(items, (i) => i.k, v))).toEqual([0, 0, 0, 1, 1, 2, 2]);
  });

  it("orders ids as SQLite's BINARY collation does (uppercase before lowercase, digits first, a prefix first)", () => {
    const ids = ["b12-x", "B12-x", "b1-x", "b1", "a", "0", "b12-X"];
    expect([...ids].sort(compareIds)).toEqual(["0", "B12-x", "a", "b1", "b1-x", "b12-X", "b12-x"]);
    expect(compareIds("x", "x")).toBe(0);
  });
});
