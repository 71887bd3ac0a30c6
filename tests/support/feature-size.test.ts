// Screens one can read in a sitting (issue 44): no file under app/features/ is over 400 lines. A
// screen that grows past it is split into components and hooks named for what they show, beside it
// in the same feature folder (a file of the same folder stays in the route's chunk).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const FEATURES = path.join(import.meta.dirname, "../../app/features");
export const FEATURE_MAX_LINES = 400;

describe("app/features", () => {
  it(`holds no file over ${FEATURE_MAX_LINES} lines`, () => {
    const files = readdirSync(FEATURES, { recursive: true, encoding: "utf8" }).filter((f) => /\.(tsx?|jsx?)$/.test(f));
    expect(files.length).toBeGreaterThan(0);
    const over = files
      .map((f) => ({ file: `app/features/${f}`, lines: readFileSync(path.join(FEATURES, f), "utf8").replace(/\n$/, "").split("\n").length }))
      .filter((r) => r.lines > FEATURE_MAX_LINES)
      .map((r) => `${r.file}: ${r.lines} lines (split it into components and hooks beside it)`);
    expect(over).toEqual([]);
  });
});
