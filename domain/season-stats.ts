// The stat columns a season's scoring rules may name (season-rules.ts holds the rules, and
// season-rules-schema.ts checks them against these lists). Plain data, no zod.

/** The player stats a season may score: the columns of the gameweek files and of the live API, in their order. */
export const PLAYER_STAT_KEYS = [
  "minutes",
  "goals_scored",
  "assists",
  "clean_sheets",
  "goals_conceded",
  "own_goals",
  "penalties_saved",
  "penalties_missed",
  "yellow_cards",
  "red_cards",
  "saves",
  "bonus",
  "clearances_blocks_interceptions",
  "tackles",
  "recoveries",
] as const;
export type PlayerStatKey = (typeof PLAYER_STAT_KEYS)[number];

/** The counters a defensive-contribution rule may add up. */
export const DEFENSIVE_STAT_KEYS = ["clearances_blocks_interceptions", "tackles", "recoveries"] as const;
export type DefensiveStatKey = (typeof DEFENSIVE_STAT_KEYS)[number];

/** A manager's (position `AM`) results in one fixture: the `mng_*` columns of the gameweek files. */
export const MANAGER_STAT_KEYS = [
  "mng_win",
  "mng_draw",
  "mng_loss",
  "mng_underdog_win",
  "mng_underdog_draw",
  "mng_clean_sheets",
  "mng_goals_scored",
] as const;
export type ManagerStatKey = (typeof MANAGER_STAT_KEYS)[number];
