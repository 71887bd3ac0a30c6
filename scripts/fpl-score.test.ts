// `npm run fpl:score -- [--season S] <gw.csv>` as a user runs it: the real script in a child
// Node, on the shipped fixtures of both seasons and on files made to fail.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../domain/fpl-csv.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const GW23_2024_25 = path.join(ROOT, "tests/fixtures/fpl-2024-25/gws/gw23.csv");
const GW1_2025_26 = path.join(ROOT, "tests/fixtures/fpl-2025-26/gws/gw1.csv");

function score(...args: string[]) {
  const run = spawnSync(process.execPath, ["scripts/fpl-score.ts", ...args], { cwd: ROOT, encoding: "utf8" });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The official "element,fixture,total_points" lines of a fixture file, as the script prints them. */
function official(file: string): string {
  const [header, ...records] = parseCsv(readFileSync(file, "utf8"));
  const at = (name: string) => header.indexOf(name);
  return ["element,fixture,points", ...records.map((r) => `${r[at("element")]},${r[at("fixture")]},${r[at("total_points")]}`)].join("\n") + "\n";
}

function tempFile(name: string, text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "fpl-score-")), name);
  writeFileSync(file, text);
  return file;
}

// Each test starts real Node processes (one to four): a second or more each on a busy machine, so
// the tests get a minute, not vitest's 5 s (issue 47: this file timed out at load 18).
describe("fpl-score", { timeout: 60_000 }, () => {
  it("scores a 2024-25 file with managers, its season recognised from the columns, to the official points", () => {
    const run = score(GW23_2024_25);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(official(GW23_2024_25));
    expect(run.stdout).toContain("\n742,223,19\n"); // Moyes: win, table bonus, clean sheet, a goal
    expect(run.stderr).toMatch(/756 rows scored with the 2024-25 rules \(recognised from the columns\)/);
  });

  it("scores a 2025-26 file as before, and takes --season", () => {
    const run = score(GW1_2025_26);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(official(GW1_2025_26));
    const given = score("--season", "2025-26", GW1_2025_26);
    expect(given.stdout).toBe(run.stdout);
    expect(given.stderr).toMatch(/with the 2025-26 rules\n$/);
  });

  it("names the missing columns when the season given does not fit the file", () => {
    const run = score("--season", "2025-26", GW23_2024_25);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("missing required column(s): clearances_blocks_interceptions, tackles, recoveries (the 2025-26 rules)");
  });

  it("names the missing columns and the known seasons when the columns fit none", () => {
    const file = tempFile("gw9.csv", "element,fixture,position,minutes,goals_scored\n1,2,MID,90,1\n");
    const run = score(file);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/the columns fit no known season \(2024-25, 2025-26\): 2024-25 missing assists, clean_sheets, .*; 2025-26 missing assists, .*recoveries/);
    expect(run.stderr).toContain("[--season SEASON]");
  });

  it("refuses an unknown season, a missing file and a wrong argument count", () => {
    expect(score("--season", "2019-20", GW1_2025_26)).toMatchObject({ code: 1, stderr: "fpl-score: unknown season 2019-20; known seasons: 2024-25, 2025-26\n" });
    expect(score("--season")).toMatchObject({ code: 1, stderr: "fpl-score: unknown season (none); known seasons: 2024-25, 2025-26\n" });
    expect(score(path.join(ROOT, "no-such.csv")).stderr).toMatch(/^fpl-score: cannot read .*no-such\.csv/);
    expect(score()).toMatchObject({ code: 1, stderr: "fpl-score: usage: node scripts/fpl-score.ts [--season SEASON] <gw.csv>\n" });
  });
});
