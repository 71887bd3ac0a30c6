import { describe, expect, it } from "vitest";
import { runProgress } from "./scoring-run.ts";

describe("scoring run progress", () => {
  it("counts chunks done of all, never past all, and says when the run is ranked", () => {
    expect(runProgress({ chunks: 3, done: 0, finishedAt: null })).toEqual({ done: 0, total: 3, percent: 0, finished: false });
    expect(runProgress({ chunks: 3, done: 2, finishedAt: null })).toEqual({ done: 2, total: 3, percent: 67, finished: false });
    expect(runProgress({ chunks: 3, done: 4, finishedAt: 1 })).toEqual({ done: 3, total: 3, percent: 100, finished: true });
    expect(runProgress({ chunks: 0, done: 0, finishedAt: 1 })).toEqual({ done: 0, total: 0, percent: 100, finished: true });
  });
});
