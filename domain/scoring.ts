// Official Fantasy Premier League scoring for one player (or manager) in one fixture, by the
// rules of a season (season-rules.ts). Pure: no I/O. Field names follow the official API
// (`event/{gw}/live` explain stats) and the bundled CSVs, so API data can be passed in without renaming.

import type { Position } from "./constants.ts";
import { GAME_SEASON, PLAYER_STAT_KEYS, SEASON_RULES, type ManagerStatKey, type SeasonRules } from "./season-rules.ts";

// The positions live in constants.ts; re-exported for the scoring tests that read them from here.
export type { Position };

/** Stats of one player in one fixture (not summed over a double gameweek:
 *  thresholds such as 60 minutes or 10 CBIT apply per fixture). */
export interface PlayerMatchStats {
  minutes: number;
  goals_scored: number;
  assists: number;
  clean_sheets: number;
  goals_conceded: number;
  own_goals: number;
  penalties_saved: number;
  penalties_missed: number;
  yellow_cards: number;
  red_cards: number;
  saves: number;
  bonus: number;
  clearances_blocks_interceptions: number;
  tackles: number;
  recoveries: number;
}

/** The keys of PlayerMatchStats, in the order the gameweek files list them. */
export const MATCH_STAT_KEYS = PLAYER_STAT_KEYS satisfies readonly (keyof PlayerMatchStats)[];

/** A manager's (position AM) results in one fixture: the `mng_*` columns, each 0 or 1 except goals. */
export type ManagerMatchStats = Record<ManagerStatKey, number>;

/** Points per rule; `total` is their sum. */
export interface PointsBreakdown {
  minutes: number;
  goals: number;
  assists: number;
  clean_sheet: number;
  saves: number;
  penalties_saved: number;
  penalties_missed: number;
  goals_conceded: number;
  yellow_cards: number;
  red_cards: number;
  own_goals: number;
  bonus: number;
  defensive_contribution: number;
  total: number;
}

const GAME_RULES = SEASON_RULES[GAME_SEASON];
// The game season's points for single events, named for the live match rooms (chat-live.ts).
export const GOAL_POINTS: Record<Position, number> = GAME_RULES.goals_scored;
/** Points per event that do not depend on the position. */
export const EVENT_POINTS = {
  assist: GAME_RULES.per_event.assists,
  penaltySaved: GAME_RULES.per_event.penalties_saved,
  penaltyMissed: GAME_RULES.per_event.penalties_missed,
  yellowCard: GAME_RULES.per_event.yellow_cards,
  redCard: GAME_RULES.per_event.red_cards,
  ownGoal: GAME_RULES.per_event.own_goals,
} as const;
/** One point per this many saves (goalkeepers). */
export const SAVES_PER_POINT = GAME_RULES.saves.every;

/**
 * The count a season's defensive-contribution rule looks at for a position: in 2025-26,
 * defenders count CBIT (clearances, blocks, interceptions, tackles); midfielders and forwards
 * also count recoveries (CBIRT). The data's `defensive_contribution` column holds exactly this
 * number for DEF/MID/FWD (checked over gw1-19). 0 in a season without the rule.
 */
export function defensiveContributionCount(stats: PlayerMatchStats, position: Position, rules: SeasonRules): number {
  const counters = rules.defensive_contribution?.counts[position] ?? [];
  return counters.reduce((sum, key) => sum + stats[key], 0);
}

/** Official points of one player in one fixture under a season's rules, with the points per rule. */
export function scorePlayerMatch(stats: PlayerMatchStats, position: Position, rules: SeasonRules): PointsBreakdown {
  const dc = rules.defensive_contribution;
  const threshold = dc?.threshold[position] ?? null;
  const { every: concededEvery, points: concededPoints } = rules.goals_conceded;

  // Deductions are written `0 + x * negative` so that none of them is -0 (which breaks deep equality).
  const parts: Omit<PointsBreakdown, "total"> = {
    minutes: stats.minutes >= rules.minutes.fullFrom ? rules.minutes.full : stats.minutes > 0 ? rules.minutes.some : 0,
    goals: stats.goals_scored * rules.goals_scored[position],
    assists: stats.assists * rules.per_event.assists,
    // The column is already 0 under 60 minutes; the guard keeps hand-made input honest.
    clean_sheet: stats.minutes >= rules.clean_sheets.minutes && stats.clean_sheets > 0 ? rules.clean_sheets.points[position] : 0,
    saves: Math.floor(stats.saves / rules.saves.every) * rules.saves.points,
    penalties_saved: stats.penalties_saved * rules.per_event.penalties_saved,
    penalties_missed: 0 + stats.penalties_missed * rules.per_event.penalties_missed,
    goals_conceded: 0 + Math.floor(stats.goals_conceded / concededEvery) * concededPoints[position],
    // Cards count even with 0 minutes (e.g. a red card shown on the bench).
    yellow_cards: 0 + stats.yellow_cards * rules.per_event.yellow_cards,
    red_cards: 0 + stats.red_cards * rules.per_event.red_cards,
    own_goals: 0 + stats.own_goals * rules.per_event.own_goals,
    bonus: stats.bonus,
    defensive_contribution: dc && threshold !== null && defensiveContributionCount(stats, position, rules) >= threshold ? dc.points : 0,
  };
  let total = 0;
  for (const points of Object.values(parts)) total += points;
  return { ...parts, total };
}

/** Points only, for callers that do not need the breakdown. */
export function playerMatchPoints(stats: PlayerMatchStats, position: Position, rules: SeasonRules): number {
  return scorePlayerMatch(stats, position, rules).total;
}

/** A manager's points per rule (their sum is `total`). */
export interface ManagerPointsBreakdown {
  /** Win, draw or loss. */
  result: number;
  /** The table bonus for a win or draw against a club at least five places above. */
  table_bonus: number;
  clean_sheet: number;
  goals: number;
  total: number;
}

/** Official points of a manager (position AM) in one fixture; throws for a season without managers. */
export function scoreManagerMatch(stats: ManagerMatchStats, rules: SeasonRules): ManagerPointsBreakdown {
  const points = rules.manager;
  if (!points) throw new Error(`the ${rules.season} rules have no managers`);
  const parts: Omit<ManagerPointsBreakdown, "total"> = {
    result: stats.mng_win * points.mng_win + stats.mng_draw * points.mng_draw + stats.mng_loss * points.mng_loss,
    table_bonus: stats.mng_underdog_win * points.mng_underdog_win + stats.mng_underdog_draw * points.mng_underdog_draw,
    clean_sheet: stats.mng_clean_sheets * points.mng_clean_sheets,
    goals: stats.mng_goals_scored * points.mng_goals_scored,
  };
  return { ...parts, total: parts.result + parts.table_bonus + parts.clean_sheet + parts.goals };
}

/** "Played" for auto-subs and captaincy: on the pitch, or shown a card (e.g. on the bench). */
export function playedInMatch(stats: Pick<PlayerMatchStats, "minutes" | "yellow_cards" | "red_cards">): boolean {
  return stats.minutes > 0 || stats.yellow_cards > 0 || stats.red_cards > 0;
}
