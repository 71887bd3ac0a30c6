// Mapping from the official API's shapes (snake_case, decimals as strings) to the
// normalised types of types.ts. Shared by both sources: the HTTP source runs these
// after zod has validated a response (schemas.ts); the snapshot source runs them
// directly on the bundled data/ files, which scripts/derive-data.ts validated when
// it wrote them (and a unit test checks they pass the same zod schemas). Pure.

import { PLAYER_STAT_KEYS } from "../../domain/season-stats.ts";
import { POSITION_BY_ELEMENT_TYPE } from "./types.ts";
import type { FplEvent, FplFixture, FplLiveRow, FplPlayer, FplPlayerStatus, FplTeam } from "./types.ts";

/** A decimal as the official API sends it ("3.2") or as a number. */
type Decimal = string | number;

export interface OfficialTeam {
  id: number;
  name: string;
  short_name: string;
  code: number;
  strength: number;
  strength_overall_home: number;
  strength_overall_away: number;
  strength_attack_home: number;
  strength_attack_away: number;
  strength_defence_home: number;
  strength_defence_away: number;
  pulse_id: number;
}

export interface OfficialElement {
  id: number;
  code: number;
  first_name: string;
  second_name: string;
  web_name: string;
  team: number;
  team_code: number;
  /** 1-4 (validated before mapping). */
  element_type: number;
  now_cost: number;
  cost_change_start: number;
  total_points: number;
  form: Decimal;
  points_per_game: Decimal;
  event_points: number;
  selected_by_percent: Decimal;
  transfers_in: number;
  transfers_out: number;
  transfers_in_event: number;
  transfers_out_event: number;
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
  bps: number;
  influence: Decimal;
  creativity: Decimal;
  threat: Decimal;
  ict_index: Decimal;
  expected_goals: Decimal;
  expected_assists: Decimal;
  expected_goal_involvements: Decimal;
  /** One of FPL_PLAYER_STATUSES (validated before mapping). */
  status: string;
  chance_of_playing_next_round: number | null;
  chance_of_playing_this_round: number | null;
  news: string;
  news_added: string | null;
  photo: string;
  removed: boolean;
  special: boolean;
  squad_number: number | null;
  dreamteam_count: number;
  in_dreamteam: boolean;
  can_transact: boolean;
  can_select: boolean;
}

export interface OfficialEvent {
  id: number;
  name: string;
  deadline_time: string | null;
  finished: boolean;
  data_checked: boolean;
  is_previous: boolean;
  is_current: boolean;
  is_next: boolean;
}

export interface OfficialFixture {
  id: number;
  code: number;
  event: number | null;
  kickoff_time: string | null;
  team_h: number;
  team_a: number;
  team_h_score: number | null;
  team_a_score: number | null;
  finished: boolean;
  finished_provisional: boolean;
  started: boolean | null;
  minutes: number;
  team_h_difficulty: number;
  team_a_difficulty: number;
}

/**
 * The per-fixture stat columns of a live row, official names (also the `explain` identifiers), in
 * the live feed's order: the stats a season may score (domain/season-stats.ts, the one list), with
 * `bps` after `bonus` (the bonus points system's score, which the feed sends and the bonus is drawn
 * from) and the feed's own `defensive_contribution` total last.
 */
export const LIVE_STAT_KEYS = liveOrder(PLAYER_STAT_KEYS);

function liveOrder<K extends string>(keys: readonly K[]): readonly (K | "bps" | "defensive_contribution")[] {
  const afterBonus = keys.indexOf("bonus" as K) + 1;
  if (afterBonus === 0) throw new Error("the season's stat keys have no bonus");
  return [...keys.slice(0, afterBonus), "bps", ...keys.slice(afterBonus), "defensive_contribution"];
}
export type LiveStatKey = (typeof LIVE_STAT_KEYS)[number];
/** The columns of the bundled data/live/gwN.json files, in order. */
export const LIVE_FILE_COLUMNS = ["element", "fixture", ...LIVE_STAT_KEYS, "total_points"] as const;
/** One player's stats in one fixture, official names, with the official points. */
export type OfficialLiveStats = Record<LiveStatKey | "total_points", number>;

export function toFplTeam(t: OfficialTeam): FplTeam {
  return {
    id: t.id,
    name: t.name,
    shortName: t.short_name,
    code: t.code,
    strength: t.strength,
    strengthOverallHome: t.strength_overall_home,
    strengthOverallAway: t.strength_overall_away,
    strengthAttackHome: t.strength_attack_home,
    strengthAttackAway: t.strength_attack_away,
    strengthDefenceHome: t.strength_defence_home,
    strengthDefenceAway: t.strength_defence_away,
    pulseId: t.pulse_id,
  };
}

export function toFplPlayer(e: OfficialElement): FplPlayer {
  const elementType = e.element_type as FplPlayer["elementType"];
  return {
    id: e.id,
    code: e.code,
    firstName: e.first_name,
    secondName: e.second_name,
    webName: e.web_name,
    teamId: e.team,
    teamCode: e.team_code,
    elementType,
    position: POSITION_BY_ELEMENT_TYPE[elementType],
    nowCost: e.now_cost,
    costChangeStart: e.cost_change_start,
    totalPoints: e.total_points,
    form: Number(e.form),
    pointsPerGame: Number(e.points_per_game),
    eventPoints: e.event_points,
    selectedByPercent: Number(e.selected_by_percent),
    transfersIn: e.transfers_in,
    transfersOut: e.transfers_out,
    transfersInEvent: e.transfers_in_event,
    transfersOutEvent: e.transfers_out_event,
    minutes: e.minutes,
    goalsScored: e.goals_scored,
    assists: e.assists,
    cleanSheets: e.clean_sheets,
    goalsConceded: e.goals_conceded,
    ownGoals: e.own_goals,
    penaltiesSaved: e.penalties_saved,
    penaltiesMissed: e.penalties_missed,
    yellowCards: e.yellow_cards,
    redCards: e.red_cards,
    saves: e.saves,
    bonus: e.bonus,
    bps: e.bps,
    influence: Number(e.influence),
    creativity: Number(e.creativity),
    threat: Number(e.threat),
    ictIndex: Number(e.ict_index),
    expectedGoals: Number(e.expected_goals),
    expectedAssists: Number(e.expected_assists),
    expectedGoalInvolvements: Number(e.expected_goal_involvements),
    status: e.status as FplPlayerStatus,
    chanceOfPlayingNextRound: e.chance_of_playing_next_round,
    chanceOfPlayingThisRound: e.chance_of_playing_this_round,
    news: e.news,
    newsAdded: e.news_added,
    photo: e.photo,
    removed: e.removed,
    special: e.special,
    squadNumber: e.squad_number,
    dreamteamCount: e.dreamteam_count,
    inDreamteam: e.in_dreamteam,
    canTransact: e.can_transact,
    canSelect: e.can_select,
  };
}

export function toFplEvent(e: OfficialEvent): FplEvent {
  return {
    id: e.id,
    name: e.name,
    deadlineTime: e.deadline_time,
    finished: e.finished,
    dataChecked: e.data_checked,
    isPrevious: e.is_previous,
    isCurrent: e.is_current,
    isNext: e.is_next,
  };
}

export function toFplFixture(f: OfficialFixture): FplFixture {
  return {
    id: f.id,
    code: f.code,
    event: f.event,
    kickoffTime: f.kickoff_time,
    teamH: f.team_h,
    teamA: f.team_a,
    teamHScore: f.team_h_score,
    teamAScore: f.team_a_score,
    finished: f.finished,
    finishedProvisional: f.finished_provisional,
    started: f.started ?? false,
    minutes: f.minutes,
    teamHDifficulty: f.team_h_difficulty,
    teamADifficulty: f.team_a_difficulty,
  };
}

export function toFplLiveRow(playerId: number, fixtureId: number, s: OfficialLiveStats, complete: boolean): FplLiveRow {
  return {
    playerId,
    fixtureId,
    minutes: s.minutes,
    goalsScored: s.goals_scored,
    assists: s.assists,
    cleanSheets: s.clean_sheets,
    goalsConceded: s.goals_conceded,
    ownGoals: s.own_goals,
    penaltiesSaved: s.penalties_saved,
    penaltiesMissed: s.penalties_missed,
    yellowCards: s.yellow_cards,
    redCards: s.red_cards,
    saves: s.saves,
    bonus: s.bonus,
    bps: s.bps,
    clearancesBlocksInterceptions: s.clearances_blocks_interceptions,
    tackles: s.tackles,
    recoveries: s.recoveries,
    defensiveContribution: s.defensive_contribution,
    totalPoints: s.total_points,
    complete,
  };
}
