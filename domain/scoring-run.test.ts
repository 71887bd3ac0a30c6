import { describe, expect, it } from "vitest";
import { chunkRanges, runProgress, scoringMessages } from "./scoring-run.ts";

describe("scoring run progress", () => {
  it("counts chunks done of all, never past all, and says when the run is ranked", () => {
    expect(runProgress({ chunks: 3, done: 0, finishedAt: null })).toEqual({ done: 0, total: 3, percent: 0, finished: false });
    expect(runProgress({ chunks: 3, done: 2, finishedAt: null })).toEqual({ done: 2, total: 3, percent: 67, finished: false });
    expect(runProgress({ chunks: 3, done: 4, finishedAt: 1 })).toEqual({ done: 3, total: 3, percent: 100, finished: true });
    expect(runProgress({ chunks: 0, done: 0, finishedAt: 1 })).toEqual({ done: 0, total: 0, percent: 100, finished: true });
  });
});

describe("scoring chunks", () => {
  it("cuts a shard's ids at its boundaries into consecutive ranges covering every id once", () => {
    expect(chunkRanges([])).toEqual([{ from: "", to: null }]);
    expect(chunkRanges(["b12-x", "b7-a"])).toEqual([
      { from: "", to: "b12-x" },
      { from: "b12-x", to: "b7-a" },
      { from: "b7-a", to: null },
    ]);
    // Every id falls in exactly one range (from included, to excluded).
    const ids = ["a", "b1-a", "b12-x", "b3-q", "b7-a", "b9-z", "team-1"];
    const ranges = chunkRanges(["b12-x", "b7-a"]);
    for (const id of ids) expect(ranges.filter((r) => id >= r.from && (r.to === null || id < r.to))).toHaveLength(1);
  });

  it("numbers a run's chunks from 1 over every shard, in shard order", () => {
    const messages = scoringMessages({ runId: "r", gameweek: 5, final: true }, [
      { shard: 1, boundaries: ["m"] },
      { shard: 3, boundaries: [] },
    ]);
    expect(messages).toEqual([
      { runId: "r", gameweek: 5, final: true, shard: 1, from: "", to: "m", chunk: 1 },
      { runId: "r", gameweek: 5, final: true, shard: 1, from: "m", to: null, chunk: 2 },
      { runId: "r", gameweek: 5, final: true, shard: 3, from: "", to: null, chunk: 3 },
    ]);
  });
});
