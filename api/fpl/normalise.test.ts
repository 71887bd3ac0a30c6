// The live feed's stat columns come from the one list of the stats a season may score
// (domain/season-stats.ts); what the feed adds, and where, is checked here against the bundled
// live files, written in that order by scripts/derive-data.ts (their checksums hold the order).
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PLAYER_STAT_KEYS } from "../../domain/season-stats.ts";
import { LIVE_FILE_COLUMNS, LIVE_STAT_KEYS } from "./normalise.ts";

const LIVE_DIR = fileURLToPath(new URL("../../data/live/", import.meta.url));

describe("live stat keys", () => {
  it("are the season's stat keys in their order, bps right after bonus, defensive_contribution last", () => {
    expect(LIVE_STAT_KEYS.filter((key) => key !== "bps" && key !== "defensive_contribution")).toEqual([...PLAYER_STAT_KEYS]);
    expect(LIVE_STAT_KEYS[LIVE_STAT_KEYS.indexOf("bonus") + 1]).toBe("bps");
    expect(LIVE_STAT_KEYS.at(-1)).toBe("defensive_contribution");
    expect(new Set(LIVE_STAT_KEYS).size).toBe(LIVE_STAT_KEYS.length);
  });

  it("are the columns of every bundled live file, in the live feed's order", () => {
    const files = readdirSync(LIVE_DIR).filter((name) => name.endsWith(".json"));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const { columns } = JSON.parse(readFileSync(LIVE_DIR + name, "utf8")) as { columns: string[] };
      expect(columns, name).toEqual([...LIVE_FILE_COLUMNS]);
    }
    expect(LIVE_FILE_COLUMNS).toEqual([
      "element", "fixture",
      "minutes", "goals_scored", "assists", "clean_sheets", "goals_conceded", "own_goals", "penalties_saved", "penalties_missed",
      "yellow_cards", "red_cards", "saves", "bonus", "bps", "clearances_blocks_interceptions", "tackles", "recoveries",
      "defensive_contribution", "total_points",
    ]);
  });
});
