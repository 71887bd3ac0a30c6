// Derives the test fixtures in tests/fixtures/fpl-2025-26/ from the real 2025-26 FPL data
// in ../shared/fpl-2025-26 (public MIT dataset vaastav/Fantasy-Premier-League), so that the
// scoring and bonus tests (domain/scoring.test.ts, domain/bonus.test.ts) run on a fresh clone.
// Usage: node scripts/derive-test-fixtures.ts [SOURCE_DIR] [OUT_DIR]
//        (defaults: ../shared/fpl-2025-26 and tests/fixtures/fpl-2025-26, relative to the repository)
//
// gws/gwN.csv -> gws/gwN.csv with only the columns the tests read (element, fixture, position,
// the scored stats, bps, total_points): every record kept, in the source's order, exact
// duplicates included (the bonus test counts them), values as parsed integers. Deterministic:
// a re-run writes the same bytes. Also writes SHA256SUMS (`sha256sum -c` format), which
// scripts/derive-test-fixtures.test.ts checks on every run, with or without the source folder.

import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseGameweekCsv } from "../domain/fpl-csv.ts";
import { MATCH_STAT_KEYS } from "../domain/scoring.ts";
import { CHECKSUM_FILE, checksumManifest, DEFAULT_SOURCE_DIR } from "./derive-data.ts";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export { DEFAULT_SOURCE_DIR };
export const DEFAULT_FIXTURES_DIR = path.resolve(REPO_ROOT, "tests/fixtures/fpl-2025-26");

/** The columns of the derived gwN.csv files, in order: what parseGameweekCsv needs, plus bps and total_points. */
export const FIXTURE_COLUMNS = ["element", "fixture", "position", ...MATCH_STAT_KEYS, "bps", "total_points"] as const;

/** The gameweeks whose per-fixture stats the source holds (gws/gwN.csv), ascending. */
function sourceGameweeks(sourceDir: string): number[] {
  return readdirSync(path.join(sourceDir, "gws"))
    .map((name) => /^gw(\d+)\.csv$/.exec(name))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => Number(match[1]))
    .sort((a, b) => a - b);
}

/** Everything tests/fixtures/fpl-2025-26 holds except README.md: relative path -> content. */
export function deriveTestFixtures(sourceDir: string = DEFAULT_SOURCE_DIR): Map<string, string> {
  const files = new Map<string, string>();
  for (const gameweek of sourceGameweeks(sourceDir)) {
    const file = path.join(sourceDir, "gws", `gw${gameweek}.csv`);
    let rows;
    try {
      rows = parseGameweekCsv(readFileSync(file, "utf8"));
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const lines = [FIXTURE_COLUMNS.join(",")];
    for (const row of rows) {
      if (row.bps === null || row.total_points === null) throw new Error(`${file}: no bps or total_points column`);
      lines.push(
        [row.element, row.fixture, row.position, ...MATCH_STAT_KEYS.map((key) => row.stats[key]), row.bps, row.total_points].join(",")
      );
    }
    files.set(`gws/gw${gameweek}.csv`, lines.join("\n") + "\n");
  }
  if (files.size === 0) throw new Error(`${sourceDir}/gws: no gwN.csv files`);
  files.set(CHECKSUM_FILE, checksumManifest(files));
  return files;
}

function main(args: string[]): number {
  const sourceDir = path.resolve(args[0] ?? DEFAULT_SOURCE_DIR);
  const outDir = path.resolve(args[1] ?? DEFAULT_FIXTURES_DIR);
  if (!existsSync(sourceDir)) {
    console.error(`derive-test-fixtures: source folder not found: ${sourceDir}`);
    return 1;
  }
  const files = deriveTestFixtures(sourceDir);
  // Stale gameweek files (no longer in the source) must not survive a re-run.
  const gwsDir = path.join(outDir, "gws");
  if (existsSync(gwsDir)) {
    for (const name of readdirSync(gwsDir)) if (/^gw\d+\.csv$/.test(name)) rmSync(path.join(gwsDir, name));
  }
  let total = 0;
  for (const [relative, content] of files) {
    const file = path.join(outDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    total += Buffer.byteLength(content);
  }
  console.log(
    `derive-test-fixtures: wrote ${files.size} files, ${total} bytes, to ${path.relative(REPO_ROOT, outDir) || "."}`
  );
  return 0;
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) process.exitCode = main(process.argv.slice(2));
