import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { GameweekCsvError, isManagerRow, parseCsv, parseGameweekCsv, type PlayerGameweekRow } from "./fpl-csv.ts";
import { playedInMatch, scorePlayerMatch as scoreWithRules } from "./scoring.ts";
import type { PlayerMatchStats, Position } from "./scoring.ts";
import { seasonRules } from "./season-rules.ts";

// These tests are the 2025-26 rules' (season-rules.test.ts has 2024-25's and what differs).
const RULES = seasonRules("2025-26");
const scorePlayerMatch = (stats: PlayerMatchStats, position: Position) => scoreWithRules(stats, position, RULES);
const parse = (text: string) => parseGameweekCsv(text, RULES);

// Real 2025-26 per-fixture stats, gw1-19, shipped with the repository: the columns of
// the official gwN.csv files the tests need, every record kept (duplicates too),
// written by scripts/derive-test-fixtures.ts.
const GWS_DIR = fileURLToPath(new URL("../tests/fixtures/fpl-2025-26/gws/", import.meta.url));
const GAMEWEEKS = Array.from({ length: 19 }, (_, index) => index + 1);

function readGameweek(gameweek: number): PlayerGameweekRow[] {
  const file = `${GWS_DIR}gw${gameweek}.csv`;
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`cannot read the FPL test data ${file} (regenerate with node scripts/derive-test-fixtures.ts): ${String(error)}`);
  }
  const rows = parse(text);
  if (rows.some(isManagerRow)) throw new Error(`${file}: 2025-26 has no managers`);
  return rows as PlayerGameweekRow[];
}

describe("scorePlayerMatch against official total_points, gw1-19", () => {
  it("reproduces every row", () => {
    let rowCount = 0;
    const mismatches: string[] = [];
    for (const gameweek of GAMEWEEKS) {
      for (const row of readGameweek(gameweek)) {
        rowCount++;
        const breakdown = scorePlayerMatch(row.stats, row.position);
        if (breakdown.total !== row.total_points) {
          mismatches.push(
            `gw${gameweek} element ${row.element} fixture ${row.fixture} ${row.position}: ` +
              `official ${row.total_points}, computed ${breakdown.total} ${JSON.stringify(breakdown)} from ${JSON.stringify(row.stats)}`,
          );
        }
      }
    }
    expect(rowCount).toBeGreaterThan(14_000);
    expect(mismatches.length, `${mismatches.length} mismatches, first ones:\n${mismatches.slice(0, 5).join("\n")}`).toBe(0);
  });
});

const NOTHING: PlayerMatchStats = {
  minutes: 0,
  goals_scored: 0,
  assists: 0,
  clean_sheets: 0,
  goals_conceded: 0,
  own_goals: 0,
  penalties_saved: 0,
  penalties_missed: 0,
  yellow_cards: 0,
  red_cards: 0,
  saves: 0,
  bonus: 0,
  clearances_blocks_interceptions: 0,
  tackles: 0,
  recoveries: 0,
};
const FULL_MATCH = { ...NOTHING, minutes: 90 };

function points(position: Position, stats: Partial<PlayerMatchStats>): number {
  return scorePlayerMatch({ ...NOTHING, ...stats }, position).total;
}

describe("scorePlayerMatch rules", () => {
  it("gives 1 point for 1-59 minutes and 2 from 60", () => {
    expect(points("MID", { minutes: 0 })).toBe(0);
    expect(points("MID", { minutes: 1 })).toBe(1);
    expect(points("MID", { minutes: 59 })).toBe(1);
    expect(points("MID", { minutes: 60 })).toBe(2);
  });

  it("scores goals by position", () => {
    expect(points("GK", { ...FULL_MATCH, goals_scored: 1 })).toBe(2 + 10);
    expect(points("DEF", { ...FULL_MATCH, goals_scored: 1 })).toBe(2 + 6);
    expect(points("MID", { ...FULL_MATCH, goals_scored: 2 })).toBe(2 + 10);
    expect(points("FWD", { ...FULL_MATCH, goals_scored: 3 })).toBe(2 + 12);
  });

  it("gives 3 per assist", () => {
    expect(points("FWD", { ...FULL_MATCH, assists: 2 })).toBe(2 + 6);
  });

  it("gives clean sheets by position, only from 60 minutes", () => {
    expect(points("GK", { ...FULL_MATCH, clean_sheets: 1 })).toBe(2 + 4);
    expect(points("DEF", { ...FULL_MATCH, clean_sheets: 1 })).toBe(2 + 4);
    expect(points("MID", { ...FULL_MATCH, clean_sheets: 1 })).toBe(2 + 1);
    expect(points("FWD", { ...FULL_MATCH, clean_sheets: 1 })).toBe(2);
    expect(points("DEF", { minutes: 59, clean_sheets: 1 })).toBe(1);
  });

  it("gives 1 per 3 saves", () => {
    expect(points("GK", { ...FULL_MATCH, saves: 2 })).toBe(2);
    expect(points("GK", { ...FULL_MATCH, saves: 3 })).toBe(2 + 1);
    expect(points("GK", { ...FULL_MATCH, saves: 8 })).toBe(2 + 2);
  });

  it("gives 5 per penalty saved and -2 per penalty missed", () => {
    expect(points("GK", { ...FULL_MATCH, penalties_saved: 1 })).toBe(2 + 5);
    expect(points("FWD", { ...FULL_MATCH, penalties_missed: 1 })).toBe(2 - 2);
  });

  it("takes 1 per 2 goals conceded from GKs and defenders only, whatever the minutes", () => {
    expect(points("GK", { ...FULL_MATCH, goals_conceded: 1 })).toBe(2);
    expect(points("GK", { ...FULL_MATCH, goals_conceded: 2 })).toBe(2 - 1);
    expect(points("DEF", { ...FULL_MATCH, goals_conceded: 5 })).toBe(2 - 2);
    expect(points("DEF", { minutes: 30, goals_conceded: 2 })).toBe(1 - 1);
    expect(points("MID", { ...FULL_MATCH, goals_conceded: 4 })).toBe(2);
    expect(points("FWD", { ...FULL_MATCH, goals_conceded: 4 })).toBe(2);
  });

  it("takes 1 per yellow, 3 per red and 2 per own goal", () => {
    expect(points("MID", { ...FULL_MATCH, yellow_cards: 1 })).toBe(2 - 1);
    expect(points("MID", { minutes: 70, red_cards: 1 })).toBe(2 - 3);
    expect(points("DEF", { ...FULL_MATCH, own_goals: 1 })).toBe(2 - 2);
  });

  it("counts cards shown to a player who did not play", () => {
    expect(points("MID", { red_cards: 1 })).toBe(-3);
    expect(points("FWD", { yellow_cards: 1 })).toBe(-1);
    expect(playedInMatch({ ...NOTHING, yellow_cards: 1 })).toBe(true);
    expect(playedInMatch({ ...NOTHING, red_cards: 1 })).toBe(true);
    expect(playedInMatch(NOTHING)).toBe(false);
    expect(playedInMatch({ ...NOTHING, minutes: 1 })).toBe(true);
  });

  it("adds bonus", () => {
    expect(points("FWD", { ...FULL_MATCH, bonus: 3 })).toBe(2 + 3);
  });

  it("gives defenders 2 for 10 CBIT (recoveries do not count)", () => {
    expect(points("DEF", { ...FULL_MATCH, clearances_blocks_interceptions: 6, tackles: 3 })).toBe(2);
    expect(points("DEF", { ...FULL_MATCH, clearances_blocks_interceptions: 6, tackles: 4 })).toBe(2 + 2);
    expect(points("DEF", { ...FULL_MATCH, clearances_blocks_interceptions: 6, tackles: 3, recoveries: 9 })).toBe(2);
    expect(points("DEF", { ...FULL_MATCH, clearances_blocks_interceptions: 20, tackles: 10 })).toBe(2 + 2); // capped
  });

  it("gives midfielders and forwards 2 for 12 CBIRT, and goalkeepers nothing", () => {
    expect(points("MID", { ...FULL_MATCH, clearances_blocks_interceptions: 4, tackles: 3, recoveries: 4 })).toBe(2);
    expect(points("MID", { ...FULL_MATCH, clearances_blocks_interceptions: 4, tackles: 3, recoveries: 5 })).toBe(2 + 2);
    expect(points("FWD", { ...FULL_MATCH, recoveries: 12 })).toBe(2 + 2);
    expect(points("GK", { ...FULL_MATCH, clearances_blocks_interceptions: 10, tackles: 5, recoveries: 10 })).toBe(2);
  });

  it("returns a breakdown that sums to the total", () => {
    const breakdown = scorePlayerMatch(
      { ...FULL_MATCH, goals_scored: 1, assists: 1, clean_sheets: 1, yellow_cards: 1, bonus: 2, clearances_blocks_interceptions: 10 },
      "DEF",
    );
    expect(breakdown).toEqual({
      minutes: 2,
      goals: 6,
      assists: 3,
      clean_sheet: 4,
      saves: 0,
      penalties_saved: 0,
      penalties_missed: 0,
      goals_conceded: 0,
      yellow_cards: -1,
      red_cards: 0,
      own_goals: 0,
      bonus: 2,
      defensive_contribution: 2,
      total: 18,
    });
  });
});

describe("parseCsv", () => {
  it("handles quoted fields with commas, quotes and line breaks, and CRLF", () => {
    expect(parseCsv('a,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n1,,3\n')).toEqual([
      ["a", "b", "c"],
      ["x, y", 'say "hi"', "two\nlines"],
      ["1", "", "3"],
    ]);
    expect(parseCsv("a,b\n1,2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("rejects an unterminated quote", () => {
    expect(() => parseCsv('a\n"open')).toThrow(/quoted/);
  });
});

describe("parseGameweekCsv", () => {
  const header =
    "name,position,element,fixture,minutes,goals_scored,assists,clean_sheets,goals_conceded,own_goals," +
    "penalties_saved,penalties_missed,yellow_cards,red_cards,saves,bonus,bps,clearances_blocks_interceptions,tackles,recoveries,total_points";

  it("reads a row, including a quoted name with a comma", () => {
    const [row] = parse(`${header}\n"Smith, Jr.",DEF,7,3,90,1,0,1,0,0,0,0,0,0,0,3,40,8,1,1,15\n`);
    expect(row.element).toBe(7);
    expect(row.fixture).toBe(3);
    expect(row.position).toBe("DEF");
    if (isManagerRow(row)) throw new Error("a player row");
    expect(row.bps).toBe(40);
    expect(row.total_points).toBe(15);
    expect(scorePlayerMatch(row.stats, row.position).total).toBe(15); // 2 + 6 + 4 + 3 bonus; CBIT 9 is one short
  });

  it("names missing columns and bad values", () => {
    expect(() => parse("element,fixture\n1,2\n")).toThrow(GameweekCsvError);
    expect(() => parse("element,fixture\n1,2\n")).toThrow(/missing required column\(s\): position, minutes/);
    expect(() => parse(`${header}\nX,AM,7,3,90,1,0,1,0,0,0,0,0,0,0,3,40,8,2,1,15\n`)).toThrow(/unknown position "AM"/);
    expect(() => parse(`${header}\nX,DEF,7,3,ninety,1,0,1,0,0,0,0,0,0,0,3,40,8,2,1,15\n`)).toThrow(
      /line 2: column minutes is not an integer/,
    );
  });
});
