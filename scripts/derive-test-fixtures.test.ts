// The shipped test fixtures (tests/fixtures/fpl-2025-26): small, and exactly what
// scripts/derive-test-fixtures.ts derives from ../shared/fpl-2025-26. Checked against their
// SHA256SUMS always, and by deriving again where the source folder exists.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checksumProblems, filesUnder } from "./derive-data.ts";
import { DEFAULT_FIXTURES_DIR, DEFAULT_SOURCE_DIR, deriveTestFixtures, FIXTURE_COLUMNS } from "./derive-test-fixtures.ts";

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

  it("is exactly what scripts/derive-test-fixtures.ts derives from ../shared/fpl-2025-26", (ctx) => {
    // Needs the source folder beside the repository, absent from a fresh clone (where the
    // checksum test above covers the shipped files).
    ctx.skip(!existsSync(DEFAULT_SOURCE_DIR), `source folder ${DEFAULT_SOURCE_DIR} absent (fresh clone)`);
    const derived = deriveTestFixtures(DEFAULT_SOURCE_DIR);
    expect(filesUnder(DEFAULT_FIXTURES_DIR).filter((name) => name !== "README.md")).toEqual([...derived.keys()].sort());
    for (const [name, content] of derived) {
      expect(
        readFileSync(path.join(DEFAULT_FIXTURES_DIR, name), "utf8") === content,
        `tests/fixtures/fpl-2025-26/${name} differs: run node scripts/derive-test-fixtures.ts`
      ).toBe(true);
    }
  });
});
