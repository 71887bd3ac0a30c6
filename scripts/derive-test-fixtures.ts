// Derives the test fixtures in tests/fixtures/fpl-<season>/ from the real FPL data of that season
// in ../shared/fpl-<season> (public MIT dataset vaastav/Fantasy-Premier-League), so that the
// scoring and bonus tests (domain/scoring.test.ts, domain/bonus.test.ts, domain/season-rules.test.ts)
// run on a fresh clone.
// Usage: node scripts/derive-test-fixtures.ts [--season 2024-25] [SOURCE_DIR] [OUT_DIR]
//        (defaults: season 2025-26, ../shared/fpl-<season> and tests/fixtures/fpl-<season>, relative to the repository)
//
// gws/gwN.csv -> gws/gwN.csv with only the columns the tests read (element, fixture, position,
// the stats the season's rules score, the `mng_*` columns where the source has managers, bps,
// total_points): every record kept, in the source's order, exact duplicates included (the bonus
// test counts them), values as parsed integers. Every source file is first read with the
// season's rules (domain/fpl-csv.ts), so a value they could not score stops the run.
// Deterministic: a re-run writes the same bytes. Also writes SHA256SUMS (`sha256sum -c` format),
// which scripts/derive-test-fixtures.test.ts checks on every run, with or without the source folder.

import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseCsv, readGameweekCsv, requiredColumns } from "../domain/fpl-csv.ts";
import { isSeasonId, KNOWN_SEASONS, managerStatKeys, seasonRules, type SeasonId } from "../domain/season-rules.ts";
import { CHECKSUM_FILE, checksumManifest, DEFAULT_SOURCE_DIR } from "./derive-data.ts";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export { DEFAULT_SOURCE_DIR };
export const DEFAULT_FIXTURES_DIR = path.resolve(REPO_ROOT, "tests/fixtures/fpl-2025-26");

/** Where a season's test fixtures live, and where its source is read from by default. */
export function fixturesDir(season: SeasonId): string {
  return path.resolve(REPO_ROOT, `tests/fixtures/fpl-${season}`);
}
export function seasonSourceDir(season: SeasonId): string {
  return path.resolve(REPO_ROOT, `../shared/fpl-${season}`);
}

/**
 * The columns of a derived gwN.csv file, in order: what the season's rules read, with the
 * manager columns when the source file has them, plus bps and total_points.
 */
export function fixtureColumns(season: SeasonId, withManagers: boolean): string[] {
  const rules = seasonRules(season);
  return [...requiredColumns(rules), ...(withManagers ? managerStatKeys(rules) : []), "bps", "total_points"];
}

/** The columns of the derived 2025-26 files. */
export const FIXTURE_COLUMNS = fixtureColumns("2025-26", false);

/** The gameweeks whose per-fixture stats the source holds (gws/gwN.csv), ascending. */
function sourceGameweeks(sourceDir: string): number[] {
  return readdirSync(path.join(sourceDir, "gws"))
    .map((name) => /^gw(\d+)\.csv$/.exec(name))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => Number(match[1]))
    .sort((a, b) => a - b);
}

/** Everything tests/fixtures/fpl-<season> holds except README.md: relative path -> content. */
export function deriveTestFixtures(sourceDir: string = DEFAULT_SOURCE_DIR, season: SeasonId = "2025-26"): Map<string, string> {
  const files = new Map<string, string>();
  for (const gameweek of sourceGameweeks(sourceDir)) {
    const file = path.join(sourceDir, "gws", `gw${gameweek}.csv`);
    const text = readFileSync(file, "utf8");
    try {
      readGameweekCsv(text, season); // every value readable by the season's rules
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const [header, ...records] = parseCsv(text);
    const index = new Map(header.map((name, i) => [name.trim(), i]));
    const withManagers = managerStatKeys(seasonRules(season)).some((name) => index.has(name));
    const columns = fixtureColumns(season, withManagers);
    const absent = columns.filter((name) => !index.has(name));
    if (absent.length > 0) throw new Error(`${file}: no ${absent.join(", ")} column`);
    const lines = [columns.join(",")];
    for (const record of records) {
      if (record.length === 1 && record[0].trim() === "") continue;
      lines.push(columns.map((name) => (name === "position" ? record[index.get(name)!].trim() : String(Number(record[index.get(name)!].trim())))).join(","));
    }
    files.set(`gws/gw${gameweek}.csv`, lines.join("\n") + "\n");
  }
  if (files.size === 0) throw new Error(`${sourceDir}/gws: no gwN.csv files`);
  files.set(CHECKSUM_FILE, checksumManifest(files));
  return files;
}

function main(args: string[]): number {
  let season: SeasonId = "2025-26";
  const seasonAt = args.indexOf("--season");
  if (seasonAt !== -1) {
    const given = args[seasonAt + 1];
    if (!isSeasonId(given)) {
      console.error(`derive-test-fixtures: unknown season ${given ?? "(none)"}; known: ${KNOWN_SEASONS.join(", ")}`);
      return 1;
    }
    season = given;
    args = args.filter((_, i) => i !== seasonAt && i !== seasonAt + 1);
  }
  const source = path.resolve(args[0] ?? seasonSourceDir(season));
  const outDir = path.resolve(args[1] ?? fixturesDir(season));
  if (!existsSync(source)) {
    console.error(`derive-test-fixtures: source folder not found: ${source}`);
    return 1;
  }
  const files = deriveTestFixtures(source, season);
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
