// The shipped test fixtures (tests/fixtures/fpl-<season>): small, and unchanged since
// scripts/derive-test-fixtures.ts wrote them (their SHA256SUMS). Tests read only the repository.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checksumProblems, filesUnder } from "./derive-data.ts";
import { DEFAULT_FIXTURES_DIR, FIXTURE_COLUMNS, fixtureColumns, fixturesDir } from "./derive-test-fixtures.ts";

const header = (dir: string, name: string) => readFileSync(path.join(dir, name), "utf8").split("\n", 1)[0];
const size = (dir: string, files: string[]) => files.reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);

describe("tests/fixtures/fpl-2025-26", () => {
  it("holds SHA256SUMS and gw1..19.csv with the fixture columns, under 1 MB in all", () => {
    expect(fixturesDir("2025-26")).toBe(DEFAULT_FIXTURES_DIR);
    const files = filesUnder(DEFAULT_FIXTURES_DIR);
    expect(files.filter((name) => name.startsWith("gws/"))).toEqual(
      Array.from({ length: 19 }, (_, i) => `gws/gw${i + 1}.csv`).sort()
    );
    expect(files).toContain("SHA256SUMS");
    for (const name of files.filter((n) => n.endsWith(".csv"))) {
      expect(header(DEFAULT_FIXTURES_DIR, name), name).toBe(FIXTURE_COLUMNS.join(","));
    }
    expect(size(DEFAULT_FIXTURES_DIR, files)).toBeLessThan(1_000_000);
  });

  it("matches its SHA256SUMS, written by scripts/derive-test-fixtures.ts", () => {
    const problems = checksumProblems(DEFAULT_FIXTURES_DIR);
    expect(problems, `${problems.join("\n")}\nrun node scripts/derive-test-fixtures.ts`).toEqual([]);
  });
});

describe("tests/fixtures/fpl-2024-25", () => {
  const dir = fixturesDir("2024-25");

  it("holds gw1, gw2 and gw23 with the 2024-25 columns (the managers' in gw23 only), under 100 KB in all", () => {
    const files = filesUnder(dir);
    expect(files.filter((name) => name.startsWith("gws/"))).toEqual(["gws/gw1.csv", "gws/gw2.csv", "gws/gw23.csv"]);
    expect(header(dir, "gws/gw1.csv")).toBe(fixtureColumns("2024-25", false).join(","));
    expect(header(dir, "gws/gw2.csv")).toBe(fixtureColumns("2024-25", false).join(","));
    expect(header(dir, "gws/gw23.csv")).toBe(fixtureColumns("2024-25", true).join(","));
    expect(header(dir, "gws/gw23.csv")).toContain(",mng_win,");
    expect(header(dir, "gws/gw1.csv")).not.toContain("tackles");
    expect(size(dir, files)).toBeLessThan(100_000);
  });

  it("matches its SHA256SUMS, written by scripts/derive-test-fixtures.ts --season 2024-25", () => {
    const problems = checksumProblems(dir);
    expect(problems, `${problems.join("\n")}\nrun node scripts/derive-test-fixtures.ts --season 2024-25`).toEqual([]);
  });
});
