// The shipped test fixtures (tests/fixtures/fpl-2025-26): small, and unchanged since
// scripts/derive-test-fixtures.ts wrote them (their SHA256SUMS). Tests read only the repository.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checksumProblems, filesUnder } from "./derive-data.ts";
import { DEFAULT_FIXTURES_DIR, FIXTURE_COLUMNS } from "./derive-test-fixtures.ts";

describe("tests/fixtures/fpl-2025-26", () => {
  it("holds SHA256SUMS and gw1..19.csv with the fixture columns, under 1 MB in all", () => {
    const files = filesUnder(DEFAULT_FIXTURES_DIR);
    expect(files.filter((name) => name.startsWith("gws/"))).toEqual(
      Array.from({ length: 19 }, (_, i) => `gws/gw${i + 1}.csv`).sort()
    );
    expect(files).toContain("SHA256SUMS");
    for (const name of files.filter((n) => n.endsWith(".csv"))) {
      expect(readFileSync(path.join(DEFAULT_FIXTURES_DIR, name), "utf8").split("\n", 1)[0], name).toBe(
        FIXTURE_COLUMNS.join(",")
      );
    }
    const total = files.reduce((sum, name) => sum + statSync(path.join(DEFAULT_FIXTURES_DIR, name)).size, 0);
    expect(total).toBeLessThan(1_000_000);
  });

  it("matches its SHA256SUMS, written by scripts/derive-test-fixtures.ts", () => {
    const problems = checksumProblems(DEFAULT_FIXTURES_DIR);
    expect(problems, `${problems.join("\n")}\nrun node scripts/derive-test-fixtures.ts`).toEqual([]);
  });
});
