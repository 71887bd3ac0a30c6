import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { provisionalBonus } from "./bonus.ts";
import type { FixtureBpsEntry } from "./bonus.ts";
import { isManagerRow, parseGameweekCsv, type PlayerGameweekRow } from "./fpl-csv.ts";
import { seasonRules } from "./season-rules.ts";

// The tie rules are the 2025-26 rules' (2024-25 has the same bonus_by_rank; checked on its data below).
const RULES = seasonRules("2025-26");

/** Entries from [element, bps] pairs, all of whom played. */
function played(...pairs: [number, number][]): FixtureBpsEntry[] {
  return pairs.map(([element, bps]) => ({ element, bps, minutes: 90 }));
}

function bonusOf(entries: FixtureBpsEntry[]): Record<number, number> {
  return Object.fromEntries(provisionalBonus(entries, RULES));
}

describe("provisionalBonus tie rules", () => {
  it("gives 3, 2, 1 without ties", () => {
    expect(bonusOf(played([1, 40], [2, 30], [3, 20], [4, 10]))).toEqual({ 1: 3, 2: 2, 3: 1, 4: 0 });
  });

  it("two tied for first get 3 each and the next gets 1", () => {
    expect(bonusOf(played([1, 40], [2, 40], [3, 20], [4, 10]))).toEqual({ 1: 3, 2: 3, 3: 1, 4: 0 });
  });

  it("three tied for first get 3 each and nobody else gets any", () => {
    expect(bonusOf(played([1, 40], [2, 40], [3, 40], [4, 10]))).toEqual({ 1: 3, 2: 3, 3: 3, 4: 0 });
  });

  it("one first and two tied second: 3, 2 and 2, nobody gets 1", () => {
    expect(bonusOf(played([1, 40], [2, 30], [3, 30], [4, 10]))).toEqual({ 1: 3, 2: 2, 3: 2, 4: 0 });
  });

  it("all tied for third get 1", () => {
    expect(bonusOf(played([1, 40], [2, 30], [3, 20], [4, 20], [5, 20], [6, 5]))).toEqual({ 1: 3, 2: 2, 3: 1, 4: 1, 5: 1, 6: 0 });
  });

  it("two tied first and two tied third: 3, 3, 1, 1", () => {
    expect(bonusOf(played([1, 40], [2, 40], [3, 20], [4, 20]))).toEqual({ 1: 3, 2: 3, 3: 1, 4: 1 });
  });

  it("gives nothing to players with 0 minutes, who also do not take a rank", () => {
    const entries = [...played([1, 40], [2, 30], [3, 20]), { element: 9, bps: 50, minutes: 0 }];
    expect(bonusOf(entries)).toEqual({ 1: 3, 2: 2, 3: 1, 9: 0 });
  });

  it("does not depend on input order and handles negative BPS", () => {
    expect(bonusOf(played([4, -3], [3, -1], [1, 5], [2, 0]))).toEqual({ 1: 3, 2: 2, 3: 1, 4: 0 });
  });
});

// Real 2025-26 per-fixture stats, gw1-19, shipped with the repository: the columns of
// the official gwN.csv files the tests need, every record kept (duplicates too),
// written by scripts/derive-test-fixtures.ts.
const GWS_DIR = fileURLToPath(new URL("../tests/fixtures/fpl-2025-26/gws/", import.meta.url));

describe("provisionalBonus against the official bonus, gw1-19", () => {
  it("agrees in every fixture", () => {
    let fixtureCount = 0;
    let duplicateRows = 0;
    const disagreements: string[] = [];
    for (let gameweek = 1; gameweek <= 19; gameweek++) {
      const rows = parseGameweekCsv(readFileSync(`${GWS_DIR}gw${gameweek}.csv`, "utf8"), RULES) as PlayerGameweekRow[];
      // fixture -> element -> row. The data repeats a few rows verbatim
      // (element 100 in gw1-9, element 391 in gw1); a player has one BPS per
      // fixture, so keep one copy, after checking the copies are identical.
      const fixtures = new Map<number, Map<number, (typeof rows)[number]>>();
      for (const row of rows) {
        const players = fixtures.get(row.fixture) ?? new Map();
        fixtures.set(row.fixture, players);
        const earlier = players.get(row.element);
        if (earlier) {
          expect(row, `gw${gameweek} element ${row.element} fixture ${row.fixture} repeated with other values`).toEqual(earlier);
          duplicateRows++;
        }
        players.set(row.element, row);
      }

      for (const [fixture, players] of fixtures) {
        fixtureCount++;
        const entries = [...players.values()].map((row) => ({ element: row.element, bps: row.bps!, minutes: row.stats.minutes }));
        const computed = provisionalBonus(entries, RULES);
        const wrong = [...players.values()].filter((row) => computed.get(row.element) !== row.stats.bonus);
        if (wrong.length > 0) {
          const detail = wrong.map((row) => `element ${row.element} bps ${row.bps} official ${row.stats.bonus} computed ${computed.get(row.element)}`);
          disagreements.push(`gw${gameweek} fixture ${fixture}: ${detail.join("; ")}`);
        }
      }
    }
    expect(fixtureCount).toBe(190); // 10 fixtures a gameweek, no blanks or doubles in gw1-19
    expect(duplicateRows).toBe(10);
    expect(disagreements.length, `${disagreements.length} fixtures disagree:\n${disagreements.slice(0, 5).join("\n")}`).toBe(0);
  });
});

// 2024-25 gameweeks 1, 2 and 23, shipped the same way (tests/fixtures/fpl-2024-25); gameweek 23
// has a manager row per fixture, who has no BPS and takes no bonus.
const GWS_2024_25 = fileURLToPath(new URL("../tests/fixtures/fpl-2024-25/gws/", import.meta.url));

describe("provisionalBonus against the official bonus, 2024-25 gw1, gw2 and gw23", () => {
  it("agrees in every fixture", () => {
    const rules = seasonRules("2024-25");
    let fixtureCount = 0;
    const disagreements: string[] = [];
    for (const gameweek of [1, 2, 23]) {
      const rows = parseGameweekCsv(readFileSync(`${GWS_2024_25}gw${gameweek}.csv`, "utf8"), rules).filter((row) => !isManagerRow(row)) as PlayerGameweekRow[];
      const fixtures = new Map<number, PlayerGameweekRow[]>();
      for (const row of rows) fixtures.set(row.fixture, [...(fixtures.get(row.fixture) ?? []), row]);
      for (const [fixture, players] of fixtures) {
        fixtureCount++;
        expect(new Set(players.map((row) => row.element)).size, `gw${gameweek} fixture ${fixture}: one row per player`).toBe(players.length);
        const computed = provisionalBonus(players.map((row) => ({ element: row.element, bps: row.bps!, minutes: row.stats.minutes })), rules);
        const wrong = players.filter((row) => computed.get(row.element) !== row.stats.bonus);
        if (wrong.length > 0) disagreements.push(`gw${gameweek} fixture ${fixture}: ${wrong.map((row) => `element ${row.element}`).join(", ")}`);
      }
    }
    expect(fixtureCount).toBe(30);
    expect(disagreements, disagreements.join("\n")).toEqual([]);
  });
});
