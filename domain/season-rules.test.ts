import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isManagerRow, readGameweekCsv, rowPoints, type GameweekRow } from "./fpl-csv.ts";
import { scoreManagerMatch, scorePlayerMatch, type ManagerMatchStats } from "./scoring.ts";
import { diffSeasonRules, GAME_SEASON, KNOWN_SEASONS, SEASON_RULES, scoringRuns, seasonRules, type SeasonId } from "./season-rules.ts";
import { parseSeasonRules, seasonRulesSchema } from "./season-rules-schema.ts";

// Real per-fixture stats shipped with the repository (scripts/derive-test-fixtures.ts, see the
// README in each folder): 2024-25 gameweeks 1, 2 and 23 (the first with managers), 2025-26 gw1-19.
const FIXTURES = fileURLToPath(new URL("../tests/fixtures/", import.meta.url));
const SHIPPED: Record<SeasonId, number[]> = {
  "2024-25": [1, 2, 23],
  "2025-26": Array.from({ length: 19 }, (_, index) => index + 1),
};

/** Every row of a season's shipped gameweeks, read for that season's rules. */
function shippedRows(season: SeasonId): { gameweek: number; row: GameweekRow }[] {
  return SHIPPED[season].flatMap((gameweek) => {
    const text = readFileSync(`${FIXTURES}fpl-${season}/gws/gw${gameweek}.csv`, "utf8");
    return readGameweekCsv(text, season).rows.map((row) => ({ gameweek, row }));
  });
}

describe("the shipped seasons' rules", () => {
  it("are valid rules, read back unchanged by the schema", () => {
    expect(KNOWN_SEASONS).toEqual(["2024-25", "2025-26"]);
    for (const season of KNOWN_SEASONS) {
      expect(parseSeasonRules(SEASON_RULES[season]), season).toEqual(SEASON_RULES[season]);
      expect(SEASON_RULES[season].season).toBe(season);
    }
    expect(GAME_SEASON).toBe("2025-26");
  });

  it("differ from 2024-25 to 2025-26 in exactly two rules: defensive contribution added, managers gone", () => {
    expect(diffSeasonRules(seasonRules("2024-25"), seasonRules("2025-26"))).toEqual([
      { path: "defensive_contribution", from: null, to: seasonRules("2025-26").defensive_contribution },
      { path: "manager", from: seasonRules("2024-25").manager, to: null },
    ]);
    expect(diffSeasonRules(seasonRules("2025-26"), seasonRules("2025-26"))).toEqual([]);
  });
});

describe("seasonRulesSchema", () => {
  const good = seasonRules("2025-26");
  const problems = (value: unknown) => {
    const result = seasonRulesSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it("names what is wrong", () => {
    expect(problems({ ...good, season: "2025-27" })).toEqual(["season: 2025-27 does not span two consecutive years"]);
    expect(problems({ ...good, season: "25-26" })).toEqual(["season: a season is written like 2024-25"]);
    expect(problems({ ...good, goals_scored: { GK: 10, DEF: 6, MID: 5 } })[0]).toMatch(/^goals_scored\.FWD: /);
    expect(problems({ ...good, per_event: { ...good.per_event, assists: 2.5 } })[0]).toMatch(/^per_event\.assists: /);
    expect(problems({ ...good, saves: { every: 0, points: 1 } })[0]).toMatch(/^saves\.every: /);
    expect(problems({ ...good, penalties: 5 })[0]).toMatch(/penalties/); // an unknown rule is refused, not ignored
    expect(problems({ ...good, manager: { mng_win: 6 } }).length).toBe(6); // every manager stat needs its points
    const dc = good.defensive_contribution!;
    expect(problems({ ...good, defensive_contribution: { ...dc, counts: { ...dc.counts, DEF: [] } } })).toEqual([
      "defensive_contribution.DEF: a threshold needs counters to count, and counters need a threshold",
    ]);
    expect(problems({ ...good, defensive_contribution: { ...dc, counts: { ...dc.counts, GK: ["saves"] } } })[0]).toMatch(/^defensive_contribution\.counts\.GK\.0: /);
  });
});

describe("2024-25 scored exactly: every row of the shipped gameweeks 1, 2 and 23", () => {
  it("reproduces the official total_points of every player and manager", () => {
    const rules = seasonRules("2024-25");
    let players = 0;
    let managers = 0;
    const mismatches: string[] = [];
    for (const { gameweek, row } of shippedRows("2024-25")) {
      if (isManagerRow(row)) managers++;
      else players++;
      const points = rowPoints(row, rules);
      if (points !== row.total_points) {
        const detail = isManagerRow(row) ? scoreManagerMatch(row.manager, rules) : scorePlayerMatch(row.stats, row.position, rules);
        mismatches.push(`gw${gameweek} element ${row.element} fixture ${row.fixture} ${row.position}: official ${row.total_points}, computed ${points} ${JSON.stringify(detail)}`);
      }
    }
    expect({ players, managers }).toEqual({ players: 1979, managers: 20 });
    expect(mismatches.length, `${mismatches.length} mismatches, first ones:\n${mismatches.slice(0, 5).join("\n")}`).toBe(0);
  });

});

describe("2025-26 scored exactly: every row of the shipped gameweeks 1-19", () => {
  it("reproduces the official total_points, and 2024-25's rules miss exactly the defensive contribution", () => {
    // The differences are the whole story: without the defensive-contribution rule, the rows
    // that earned it are 2 short, and no other row changes.
    const old = seasonRules("2024-25");
    const current = seasonRules("2025-26");
    let rows = 0;
    let mismatches = 0;
    let earned = 0;
    let wrongWithOldRules = 0;
    for (const { row } of shippedRows("2025-26")) {
      if (isManagerRow(row)) throw new Error("2025-26 has no managers");
      rows++;
      const breakdown = scorePlayerMatch(row.stats, row.position, current);
      if (breakdown.total !== row.total_points) mismatches++;
      if (breakdown.defensive_contribution > 0) earned++;
      const difference = row.total_points! - scorePlayerMatch(row.stats, row.position, old).total;
      if (difference !== 0) {
        wrongWithOldRules++;
        expect(difference).toBe(2);
      }
    }
    expect({ rows, mismatches }).toEqual({ rows: 14_185, mismatches: 0 });
    expect(earned).toBe(709);
    expect(wrongWithOldRules).toBe(earned);
  });
});

describe("the 2024-25 Assistant Manager", () => {
  const rules = seasonRules("2024-25");
  const NOTHING: ManagerMatchStats = { mng_win: 0, mng_draw: 0, mng_loss: 0, mng_underdog_win: 0, mng_underdog_draw: 0, mng_clean_sheets: 0, mng_goals_scored: 0 };
  const score = (stats: Partial<ManagerMatchStats>) => scoreManagerMatch({ ...NOTHING, ...stats }, rules);

  it("scores 6 a win, 3 a draw, nothing for a loss, 1 a goal, 2 a clean sheet", () => {
    expect(score({ mng_win: 1, mng_clean_sheets: 1, mng_goals_scored: 2 })).toEqual({ result: 6, table_bonus: 0, clean_sheet: 2, goals: 2, total: 10 }); // a 2-0 win
    expect(score({ mng_draw: 1, mng_goals_scored: 1 }).total).toBe(3 + 1);
    expect(score({ mng_draw: 1, mng_clean_sheets: 1 }).total).toBe(3 + 2); // 0-0
    expect(score({ mng_loss: 1, mng_goals_scored: 2 }).total).toBe(2);
    expect(score({ mng_loss: 1 }).total).toBe(0);
  });

  it("adds the table bonus: 10 for a win, 5 for a draw against a club five places above", () => {
    expect(score({ mng_win: 1, mng_underdog_win: 1, mng_goals_scored: 1 })).toEqual({ result: 6, table_bonus: 10, clean_sheet: 0, goals: 1, total: 17 });
    expect(score({ mng_draw: 1, mng_underdog_draw: 1 }).total).toBe(3 + 5);
  });

  it("exists only in seasons with a manager table", () => {
    expect(() => scoreManagerMatch(NOTHING, seasonRules("2025-26"))).toThrow("the 2025-26 rules have no managers");
  });
});

describe("scoringRuns", () => {
  it("groups consecutive gameweeks scored by the same rules, not-yet-scored ones included", () => {
    const gameweeks = [
      { id: 1, seasonRules: "2025-26" },
      { id: 2, seasonRules: "2025-26" },
      { id: 3, seasonRules: null },
      { id: 4, seasonRules: "2025-26" },
      { id: 6, seasonRules: "2025-26" }, // a gap in the ids starts a new run
      { id: 7, seasonRules: "2024-25" },
    ];
    expect(scoringRuns(gameweeks)).toEqual([
      { from: 1, to: 2, season: "2025-26" },
      { from: 3, to: 3, season: null },
      { from: 4, to: 4, season: "2025-26" },
      { from: 6, to: 6, season: "2025-26" },
      { from: 7, to: 7, season: "2024-25" },
    ]);
    expect(scoringRuns([])).toEqual([]);
  });
});
