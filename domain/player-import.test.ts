import { describe, expect, it } from "vitest";
import { diffPlayers, judgeImport } from "./player-import";

const p = (id: number, price: number, webName = `P${id}`) => ({ id, webName, price });

describe("diffPlayers", () => {
  it("counts players added, removed and price moves, largest moves first", () => {
    const d = diffPlayers([p(1, 50), p(2, 60), p(3, 70)], [p(2, 65), p(3, 68), p(4, 45)]);
    expect(d).toMatchObject({ added: 1, removed: 1, priceChanges: 2 });
    expect(d.addedPlayers).toEqual([{ id: 4, webName: "P4" }]);
    expect(d.removedPlayers).toEqual([{ id: 1, webName: "P1" }]);
    expect(d.prices).toEqual([
      { id: 2, webName: "P2", from: 60, to: 65 },
      { id: 3, webName: "P3", from: 70, to: 68 },
    ]);
  });

  it("finds nothing when nothing changed, and lists only the first few", () => {
    expect(diffPlayers([p(1, 50)], [p(1, 50)])).toMatchObject({ added: 0, removed: 0, priceChanges: 0 });
    const many = diffPlayers([], Array.from({ length: 30 }, (_, i) => p(i, 40)), 5);
    expect(many.added).toBe(30);
    expect(many.addedPlayers).toHaveLength(5);
  });
});

describe("judgeImport", () => {
  it("refuses a truncated feed, whatever the diff", () => {
    expect(judgeImport(820, 50, { removed: 770, priceChanges: 0 })).toMatchObject({ kind: "refuse" });
    expect(judgeImport(820, 0, { removed: 820, priceChanges: 0 }).kind).toBe("refuse");
    expect(judgeImport(0, 0, { removed: 0, priceChanges: 0 }).kind).toBe("refuse");
  });

  it("asks for a confirmation past a handful of removals or a plausible number of price moves", () => {
    expect(judgeImport(820, 815, { removed: 16, priceChanges: 82 })).toEqual({ kind: "apply" });
    expect(judgeImport(820, 800, { removed: 20, priceChanges: 0 })).toEqual({ kind: "confirm", reasons: ["20 players would be removed"] });
    expect(judgeImport(820, 820, { removed: 0, priceChanges: 83 })).toEqual({ kind: "confirm", reasons: ["83 prices would move"] });
  });

  it("applies a first import into an empty table", () => {
    expect(judgeImport(0, 820, { removed: 0, priceChanges: 0 })).toEqual({ kind: "apply" });
  });
});
