import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { GameweekCsvError, isManagerRow, parseGameweekCsv, readGameweekCsv, recogniseSeason, rowPoints } from "./fpl-csv.ts";
import { seasonRules, type SeasonRules } from "./season-rules.ts";

// Headers as the official files have them, trimmed to a few extra columns.
const HEADER_2024_25 = "name,position,team,assists,bonus,bps,clean_sheets,element,fixture,goals_conceded,goals_scored,minutes,own_goals,penalties_missed,penalties_saved,red_cards,saves,total_points,yellow_cards";
const MANAGERS = "mng_clean_sheets,mng_draw,mng_goals_scored,mng_loss,mng_underdog_draw,mng_underdog_win,mng_win";
const HEADER_2025_26 = `${HEADER_2024_25},clearances_blocks_interceptions,defensive_contribution,recoveries,tackles`;
const split = (header: string) => header.split(",");

describe("recogniseSeason", () => {
  it("knows a season by its columns: defensive counters mean 2025-26, none (with or without managers) 2024-25", () => {
    expect(recogniseSeason(split(HEADER_2025_26)).season).toBe("2025-26");
    expect(recogniseSeason(split(HEADER_2024_25)).season).toBe("2024-25");
    expect(recogniseSeason(split(`${HEADER_2024_25},${MANAGERS}`)).season).toBe("2024-25");
  });

  it("recognises every shipped fixture file as its own season", () => {
    const first = (season: string, gameweek: number) =>
      split(readFileSync(fileURLToPath(new URL(`../tests/fixtures/fpl-${season}/gws/gw${gameweek}.csv`, import.meta.url)), "utf8").split("\n", 1)[0]);
    for (const gameweek of [1, 2, 23]) expect(recogniseSeason(first("2024-25", gameweek)).season, `2024-25 gw${gameweek}`).toBe("2024-25");
    for (let gameweek = 1; gameweek <= 19; gameweek++) expect(recogniseSeason(first("2025-26", gameweek)).season, `2025-26 gw${gameweek}`).toBe("2025-26");
  });

  it("names, for every known season, the missing columns and those it does not score", () => {
    const problem = () => recogniseSeason(split("name,element,fixture,position,minutes,goals_scored,tackles,mng_win"));
    expect(problem).toThrow(GameweekCsvError);
    expect(problem).toThrow(
      "the columns fit no known season (2024-25, 2025-26): " +
        "2024-25 missing assists, clean_sheets, goals_conceded, own_goals, penalties_saved, penalties_missed, yellow_cards, red_cards, saves, bonus and has tackles, which it does not score; " +
        "2025-26 missing assists, clean_sheets, goals_conceded, own_goals, penalties_saved, penalties_missed, yellow_cards, red_cards, saves, bonus, clearances_blocks_interceptions, recoveries and has mng_win, which it does not score",
    );
    // The 2025-26 columns with managers: a mix no season had.
    expect(() => recogniseSeason(split(`${HEADER_2025_26},${MANAGERS}`))).toThrow(/fit no known season .*2024-25 has clearances_blocks_interceptions, tackles, recoveries, which it does not score; 2025-26 has mng_win/);
  });

  it("asks for the season when two seasons read the same columns", () => {
    const next: SeasonRules = { ...seasonRules("2025-26"), season: "2026-27", per_event: { ...seasonRules("2025-26").per_event, assists: 4 } };
    expect(() => recogniseSeason(split(HEADER_2025_26), [seasonRules("2024-25"), seasonRules("2025-26"), next])).toThrow(
      "the columns fit several seasons (2025-26, 2026-27): give the season",
    );
  });
});

describe("readGameweekCsv", () => {
  const row = (header: string, values: Record<string, string | number>) => split(header).map((name) => values[name] ?? 0).join(",");

  it("reads players and managers of a 2024-25 file, and scores each by its own rules", () => {
    const header = `${HEADER_2024_25},${MANAGERS}`;
    const text = [
      header,
      row(header, { name: "Pickford", position: "GK", element: 1, fixture: 7, minutes: 90, clean_sheets: 1, saves: 4, bonus: 1, total_points: 8 }),
      row(header, { name: "Moyes", position: "AM", element: 742, fixture: 7, mng_win: 1, mng_underdog_win: 1, mng_clean_sheets: 1, mng_goals_scored: 1, total_points: 19 }),
    ].join("\n");
    const { rules, rows } = readGameweekCsv(text);
    expect(rules.season).toBe("2024-25");
    expect(rows.map((r) => [r.position, rowPoints(r, rules), r.total_points])).toEqual([
      ["GK", 8, 8],
      ["AM", 19, 19],
    ]);
    const [keeper, manager] = rows;
    if (isManagerRow(keeper) || !isManagerRow(manager)) throw new Error("a player, then a manager");
    expect(keeper.stats.tackles).toBe(0); // an event 2024-25 did not have
    expect(manager.manager).toEqual({ mng_win: 1, mng_draw: 0, mng_loss: 0, mng_underdog_win: 1, mng_underdog_draw: 0, mng_clean_sheets: 1, mng_goals_scored: 1 });
  });

  it("takes the season given, and then names the columns its rules miss", () => {
    const text = `${HEADER_2024_25}\n${row(HEADER_2024_25, { position: "MID", minutes: 90 })}\n`;
    expect(readGameweekCsv(text, "2024-25").rows).toHaveLength(1);
    expect(() => readGameweekCsv(text, "2025-26")).toThrow("missing required column(s): clearances_blocks_interceptions, tackles, recoveries (the 2025-26 rules)");
  });

  it("wants the manager columns on a manager's row, and refuses managers in a season without them", () => {
    const text = `${HEADER_2024_25}\n${row(HEADER_2024_25, { position: "AM", element: 742 })}\n`;
    expect(() => readGameweekCsv(text)).toThrow(
      "line 2: a manager (position AM) needs the column(s) mng_win, mng_draw, mng_loss, mng_underdog_win, mng_underdog_draw, mng_clean_sheets, mng_goals_scored",
    );
    const current = `${HEADER_2025_26}\n${row(HEADER_2025_26, { position: "AM", element: 742 })}\n`;
    expect(() => parseGameweekCsv(current, seasonRules("2025-26"))).toThrow('line 2: unknown position "AM" (expected GK, DEF, MID or FWD)');
    expect(() => parseGameweekCsv(`${HEADER_2024_25}\n${row(HEADER_2024_25, { position: "XX" })}\n`, seasonRules("2024-25"))).toThrow(
      'line 2: unknown position "XX" (expected GK, DEF, MID, FWD or AM)',
    );
  });
});
