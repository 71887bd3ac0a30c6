// Each season's official FPL scoring rules, as data: one object per season, in the shape of
// season-rules-schema.ts (season-rules.test.ts parses every one of them with that schema). The
// scoring engine (scoring.ts, bonus.ts, fpl-csv.ts) takes one of them as input; how to add next
// season's is docs/decisions/031-season-rules-as-data.md. Pure data, no zod (the browser reaches
// this file through scoring.ts): only the schema's type is imported.
import type { SeasonRules } from "./season-rules-schema.ts";

export type { SeasonRules };

// The stat columns a season may score live in season-stats.ts, which the schema reads too.
export { DEFENSIVE_STAT_KEYS, MANAGER_STAT_KEYS, PLAYER_STAT_KEYS, type ManagerStatKey, type PlayerStatKey } from "./season-stats.ts";
import { DEFENSIVE_STAT_KEYS, MANAGER_STAT_KEYS, PLAYER_STAT_KEYS, type DefensiveStatKey, type ManagerStatKey, type PlayerStatKey } from "./season-stats.ts";

/**
 * 2024-25 (https://fantasy.premierleague.com/help/rules as published that season): no
 * defensive contribution; the Assistant Manager chip from gameweek 23 brought managers, who score
 * 6 for a win, 3 for a draw, 1 per goal their club scores, 2 for a clean sheet, and a table bonus
 * of 10 (win) or 5 (draw) against a club at least five places above at the gameweek's start.
 * The mng_underdog_* columns already apply the table's five-place test.
 */
const SEASON_2024_25: SeasonRules = {
  season: "2024-25",
  minutes: { some: 1, full: 2, fullFrom: 60 },
  goals_scored: { GK: 10, DEF: 6, MID: 5, FWD: 4 },
  clean_sheets: { points: { GK: 4, DEF: 4, MID: 1, FWD: 0 }, minutes: 60 },
  goals_conceded: { every: 2, points: { GK: -1, DEF: -1, MID: 0, FWD: 0 } },
  saves: { every: 3, points: 1 },
  per_event: { assists: 3, penalties_saved: 5, penalties_missed: -2, yellow_cards: -1, red_cards: -3, own_goals: -2 },
  bonus_by_rank: [3, 2, 1],
  defensive_contribution: null,
  manager: { mng_win: 6, mng_draw: 3, mng_loss: 0, mng_underdog_win: 10, mng_underdog_draw: 5, mng_clean_sheets: 2, mng_goals_scored: 1 },
};

/**
 * 2025-26: the same player points, plus defensive contribution (2 points for 10 clearances,
 * blocks, interceptions and tackles by a defender, or 12 of those and recoveries by a midfielder
 * or forward; goalkeepers cannot earn it); the Assistant Manager chip is gone.
 */
const SEASON_2025_26: SeasonRules = {
  // What changed from 2024-25, and only that: the rest is the earlier season's.
  ...SEASON_2024_25,
  season: "2025-26",
  defensive_contribution: {
    points: 2,
    threshold: { GK: null, DEF: 10, MID: 12, FWD: 12 },
    counts: {
      GK: [],
      DEF: ["clearances_blocks_interceptions", "tackles"],
      MID: ["clearances_blocks_interceptions", "tackles", "recoveries"],
      FWD: ["clearances_blocks_interceptions", "tackles", "recoveries"],
    },
  },
  manager: null,
};

/** Every season the engine knows, oldest first. */
export const SEASON_RULES = {
  "2024-25": SEASON_2024_25,
  "2025-26": SEASON_2025_26,
} as const satisfies Record<string, SeasonRules>;

export type SeasonId = keyof typeof SEASON_RULES;
export const KNOWN_SEASONS = Object.keys(SEASON_RULES) as SeasonId[];

/** The season the game plays (its players, fixtures and live stats): the live scoring job scores with these rules. */
export const GAME_SEASON: SeasonId = "2025-26";

export function isSeasonId(value: unknown): value is SeasonId {
  return typeof value === "string" && Object.hasOwn(SEASON_RULES, value);
}

export function seasonRules(season: SeasonId): SeasonRules {
  return SEASON_RULES[season];
}

/** The player stats a season scores, in file order: the base ones and the counters its defensive contribution adds up. */
export function playerStatKeys(rules: SeasonRules): PlayerStatKey[] {
  const counted = new Set<PlayerStatKey>(rules.defensive_contribution ? Object.values(rules.defensive_contribution.counts).flat() : []);
  return PLAYER_STAT_KEYS.filter((key) => !(DEFENSIVE_STAT_KEYS as readonly PlayerStatKey[]).includes(key) || counted.has(key as DefensiveStatKey));
}

/** The manager stats a season scores: all of them when it has managers, none otherwise. */
export function managerStatKeys(rules: SeasonRules): ManagerStatKey[] {
  return rules.manager ? [...MANAGER_STAT_KEYS] : [];
}

/** One rule that differs between two seasons: its path in the rules object and both values. */
export interface RuleDifference {
  path: string;
  from: unknown;
  to: unknown;
}

/**
 * What changed from one season's rules to another's, leaf by leaf (a rule present in one season
 * and null in the other is one difference, with the whole rule as its value). The season's name
 * is left out. Decision 031 quotes the 2024-25 -> 2025-26 result.
 */
export function diffSeasonRules(from: SeasonRules, to: SeasonRules): RuleDifference[] {
  const differences: RuleDifference[] = [];
  const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
  const walk = (a: unknown, b: unknown, path: string) => {
    if (isRecord(a) && isRecord(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) walk(a[key], b[key], path ? `${path}.${key}` : key);
    } else if (JSON.stringify(a) !== JSON.stringify(b)) {
      differences.push({ path, from: a ?? null, to: b ?? null });
    }
  };
  const { season: _from, ...fromRules } = from;
  const { season: _to, ...toRules } = to;
  walk(fromRules, toRules, "");
  return differences;
}

/** Consecutive gameweeks scored by the same season's rules (null: not scored yet). */
export interface ScoringRun {
  from: number;
  to: number;
  season: string | null;
}

/** Gameweeks (in id order) grouped into runs of one season's rules, for a short summary on /admindata. */
export function scoringRuns(gameweeks: readonly { id: number; seasonRules: string | null }[]): ScoringRun[] {
  const runs: ScoringRun[] = [];
  for (const gameweek of gameweeks) {
    const last = runs.at(-1);
    if (last && last.season === gameweek.seasonRules && last.to === gameweek.id - 1) last.to = gameweek.id;
    else runs.push({ from: gameweek.id, to: gameweek.id, season: gameweek.seasonRules });
  }
  return runs;
}
