// Official Fantasy Premier League 2025-26 scoring for one player in one fixture.
// Pure: no I/O. Field names follow the official API (`event/{gw}/live` explain
// stats) and the bundled CSVs, so API data can be passed in without renaming.

import type { Position } from "./constants.ts";

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
export const MATCH_STAT_KEYS = [
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
] as const satisfies readonly (keyof PlayerMatchStats)[];

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

export const GOAL_POINTS: Record<Position, number> = { GK: 10, DEF: 6, MID: 5, FWD: 4 };
export const CLEAN_SHEET_POINTS: Record<Position, number> = { GK: 4, DEF: 4, MID: 1, FWD: 0 };
/** Points per event that do not depend on the position (the live match rooms name them too). */
export const EVENT_POINTS = { assist: 3, penaltySaved: 5, penaltyMissed: -2, yellowCard: -1, redCard: -3, ownGoal: -2 } as const;
/** One point per this many saves (goalkeepers). */
export const SAVES_PER_POINT = 3;

/** Defensive-contribution count needed for the +2 bonus; GKs cannot earn it. */
export const DEFENSIVE_CONTRIBUTION_THRESHOLD: Record<Position, number | null> = {
  GK: null,
  DEF: 10,
  MID: 12,
  FWD: 12,
};
export const DEFENSIVE_CONTRIBUTION_POINTS = 2;

/**
 * The count the defensive-contribution rule looks at: defenders count CBIT
 * (clearances, blocks, interceptions, tackles); midfielders and forwards also
 * count recoveries (CBIRT). The data's `defensive_contribution` column holds
 * exactly this number for DEF/MID/FWD (checked over gw1-19).
 */
export function defensiveContributionCount(stats: PlayerMatchStats, position: Position): number {
  const cbit = stats.clearances_blocks_interceptions + stats.tackles;
  return position === "DEF" ? cbit : cbit + stats.recoveries;
}

/** Official points of one player in one fixture, with the points per rule. */
export function scorePlayerMatch(stats: PlayerMatchStats, position: Position): PointsBreakdown {
  const playedSixty = stats.minutes >= 60;
  const keeperOrDefender = position === "GK" || position === "DEF";
  const threshold = DEFENSIVE_CONTRIBUTION_THRESHOLD[position];

  // Deductions are written `0 + x * negative` so that none of them is -0 (which breaks deep equality).
  const parts: Omit<PointsBreakdown, "total"> = {
    minutes: stats.minutes >= 60 ? 2 : stats.minutes > 0 ? 1 : 0,
    goals: stats.goals_scored * GOAL_POINTS[position],
    assists: stats.assists * EVENT_POINTS.assist,
    // The column is already 0 under 60 minutes; the guard keeps hand-made input honest.
    clean_sheet: playedSixty && stats.clean_sheets > 0 ? CLEAN_SHEET_POINTS[position] : 0,
    saves: Math.floor(stats.saves / SAVES_PER_POINT),
    penalties_saved: stats.penalties_saved * EVENT_POINTS.penaltySaved,
    penalties_missed: 0 + stats.penalties_missed * EVENT_POINTS.penaltyMissed,
    goals_conceded: keeperOrDefender ? 0 - Math.floor(stats.goals_conceded / 2) : 0,
    // Cards count even with 0 minutes (e.g. a red card shown on the bench).
    yellow_cards: 0 + stats.yellow_cards * EVENT_POINTS.yellowCard,
    red_cards: 0 + stats.red_cards * EVENT_POINTS.redCard,
    own_goals: 0 + stats.own_goals * EVENT_POINTS.ownGoal,
    bonus: stats.bonus,
    defensive_contribution:
      threshold !== null && defensiveContributionCount(stats, position) >= threshold
        ? DEFENSIVE_CONTRIBUTION_POINTS
        : 0,
  };
  let total = 0;
  for (const points of Object.values(parts)) total += points;
  return { ...parts, total };
}

/** Points only, for callers that do not need the breakdown. */
export function playerMatchPoints(stats: PlayerMatchStats, position: Position): number {
  return scorePlayerMatch(stats, position).total;
}

/** "Played" for auto-subs and captaincy: on the pitch, or shown a card (e.g. on the bench). */
export function playedInMatch(stats: Pick<PlayerMatchStats, "minutes" | "yellow_cards" | "red_cards">): boolean {
  return stats.minutes > 0 || stats.yellow_cards > 0 || stats.red_cards > 0;
}
