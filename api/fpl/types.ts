// The normalised FPL data the app uses, whichever source it came from (the
// bundled 2025-26 snapshot in data/ or the official HTTP API). camelCase, every
// number a number (the official API sends decimals such as `form` as strings;
// they are parsed here), prices in tenths of a million (60 = £6.0m), ids are the
// official ids (player = "element", gameweek = "event").

import type { Position } from "../../domain/constants.ts";
import type { PlayerMatchStats } from "../../domain/scoring.ts";

/** A Premier League club (bootstrap-static `teams`). */
export interface FplTeam {
  id: number;
  name: string;
  /** Three-letter code: ARS, AVL, ... */
  shortName: string;
  /** The club's permanent code (badge and shirt images are keyed by it; stays across seasons). */
  code: number;
  /** Overall strength, 2-5. */
  strength: number;
  strengthOverallHome: number;
  strengthOverallAway: number;
  strengthAttackHome: number;
  strengthAttackAway: number;
  strengthDefenceHome: number;
  strengthDefenceAway: number;
  pulseId: number;
}

/** Player availability: a available, d doubtful, i injured, s suspended, u unavailable, n not in the league. */
export type FplPlayerStatus = "a" | "d" | "i" | "s" | "u" | "n";
export const FPL_PLAYER_STATUSES: readonly FplPlayerStatus[] = ["a", "d", "i", "s", "u", "n"];

/** Official element_type -> position. */
export const POSITION_BY_ELEMENT_TYPE: Readonly<Record<1 | 2 | 3 | 4, Position>> = {
  1: "GK",
  2: "DEF",
  3: "MID",
  4: "FWD",
};

/**
 * A player (bootstrap-static `elements`). Season figures (totalPoints, minutes, goalsScored, ...)
 * are the source's current totals; `eventPoints` and the `*Event` transfer counts are for the
 * source's current gameweek.
 */
export interface FplPlayer {
  id: number;
  /** Permanent player code (stays across seasons); the photo is `${code}.jpg`. */
  code: number;
  firstName: string;
  secondName: string;
  webName: string;
  /** FplTeam.id of the player's club (official field `team`). */
  teamId: number;
  /** FplTeam.code of the player's club. */
  teamCode: number;
  /** 1 GK, 2 DEF, 3 MID, 4 FWD. */
  elementType: 1 | 2 | 3 | 4;
  /** Derived from elementType. */
  position: Position;
  /** Price in tenths of a million (60 = £6.0m). */
  nowCost: number;
  /** Price move since the season's start, tenths of a million (+3 = up £0.3m). */
  costChangeStart: number;
  totalPoints: number;
  form: number;
  pointsPerGame: number;
  eventPoints: number;
  /** Percentage, e.g. 34.5. */
  selectedByPercent: number;
  transfersIn: number;
  transfersOut: number;
  transfersInEvent: number;
  transfersOutEvent: number;
  minutes: number;
  goalsScored: number;
  assists: number;
  cleanSheets: number;
  goalsConceded: number;
  ownGoals: number;
  penaltiesSaved: number;
  penaltiesMissed: number;
  yellowCards: number;
  redCards: number;
  saves: number;
  bonus: number;
  bps: number;
  influence: number;
  creativity: number;
  threat: number;
  ictIndex: number;
  expectedGoals: number;
  expectedAssists: number;
  expectedGoalInvolvements: number;
  status: FplPlayerStatus;
  /** 0-100, or null when there is no doubt (the UI shows 100). */
  chanceOfPlayingNextRound: number | null;
  chanceOfPlayingThisRound: number | null;
  /** "" when there is no news. */
  news: string;
  /** ISO timestamp of the news, or null. */
  newsAdded: string | null;
  /** Official photo file name, e.g. "154561.jpg". */
  photo: string;
  removed: boolean;
  special: boolean;
  squadNumber: number | null;
  dreamteamCount: number;
  inDreamteam: boolean;
  canTransact: boolean;
  canSelect: boolean;
}

/** A gameweek (bootstrap-static `events`). */
export interface FplEvent {
  /** Gameweek number, 1-38. */
  id: number;
  name: string;
  /** ISO timestamp of the transfer deadline (official: 90 minutes before the first kickoff), or null if unknown. */
  deadlineTime: string | null;
  finished: boolean;
  /** The official data check after the gameweek (final bonus and points) is done. */
  dataChecked: boolean;
  isPrevious: boolean;
  isCurrent: boolean;
  isNext: boolean;
}

/** A fixture (`fixtures/`). */
export interface FplFixture {
  id: number;
  code: number;
  /** Gameweek, or null while the fixture is not scheduled. */
  event: number | null;
  /** ISO timestamp (UTC), or null while not scheduled. */
  kickoffTime: string | null;
  teamH: number;
  teamA: number;
  /** null until the match has started. */
  teamHScore: number | null;
  teamAScore: number | null;
  finished: boolean;
  finishedProvisional: boolean;
  /** The official API sends null for an unscheduled fixture; normalised to false. */
  started: boolean;
  minutes: number;
  teamHDifficulty: number;
  teamADifficulty: number;
}

/**
 * The statistics of one player in one fixture of a gameweek (`event/{id}/live/`). A player
 * with two fixtures in a gameweek has two rows; a player whose club has no fixture has none.
 */
export interface FplLiveRow {
  /** FplPlayer.id (official "element"). */
  playerId: number;
  fixtureId: number;
  minutes: number;
  goalsScored: number;
  assists: number;
  cleanSheets: number;
  goalsConceded: number;
  ownGoals: number;
  penaltiesSaved: number;
  penaltiesMissed: number;
  yellowCards: number;
  redCards: number;
  saves: number;
  bonus: number;
  /** Bonus Points System score. */
  bps: number;
  clearancesBlocksInterceptions: number;
  tackles: number;
  recoveries: number;
  /** The count the defensive-contribution rule looks at (CBIT for DEF, CBIRT for MID/FWD). */
  defensiveContribution: number;
  /** The official points of this player in this fixture. */
  totalPoints: number;
  /**
   * true when every column is this fixture's own value. false only for a player with two or
   * more fixtures in a gameweek read from the official API, where the per-fixture split comes
   * from `explain`, which lists only point-scoring stats: counters it does not list (bps,
   * clearancesBlocksInterceptions, tackles, recoveries, ...) are then 0 in every row, while
   * `totalPoints` and the scoring stats it lists are still exact. See api/fpl/http-source.ts.
   */
  complete: boolean;
}

/** What bootstrap-static gives: clubs, players, gameweeks. */
export interface FplBootstrap {
  teams: FplTeam[];
  players: FplPlayer[];
  /** The 38 gameweeks, when the source knows them (both bundled sources do). */
  events?: FplEvent[];
}

/** The stats of a live row in the shape of the scoring engine (domain/scoring.ts). */
export function toMatchStats(row: FplLiveRow): PlayerMatchStats {
  return {
    minutes: row.minutes,
    goals_scored: row.goalsScored,
    assists: row.assists,
    clean_sheets: row.cleanSheets,
    goals_conceded: row.goalsConceded,
    own_goals: row.ownGoals,
    penalties_saved: row.penaltiesSaved,
    penalties_missed: row.penaltiesMissed,
    yellow_cards: row.yellowCards,
    red_cards: row.redCards,
    saves: row.saves,
    bonus: row.bonus,
    clearances_blocks_interceptions: row.clearancesBlocksInterceptions,
    tackles: row.tackles,
    recoveries: row.recoveries,
  };
}
