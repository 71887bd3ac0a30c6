// Community votes' rules (community.md §2 "Community Votes", §3, §4, §9 "Votes"): the categories,
// formations, limits and scores. No zod here: the /votes screen imports these, and a module with
// top-level schemas would put zod in its first load (decision 028); the request schemas are in
// votes.ts, which re-exports all of this.
import { DAY_MS } from "./constants.ts";

export const TEAM_VOTE_CATEGORIES = ["defense", "midfield", "attack", "tactics"] as const;
export type TeamVoteCategory = (typeof TEAM_VOTE_CATEGORIES)[number];

export const FORMATIONS = ["3-4-3", "3-5-2", "4-3-3", "4-4-2", "4-5-1", "5-3-2", "5-4-1"] as const;
export type Formation = (typeof FORMATIONS)[number];

export const PLAYER_VOTE_ACTIONS = ["captain", "buy", "sell", "bench"] as const;
export type PlayerVoteAction = (typeof PLAYER_VOTE_ACTIONS)[number];

export const VOTE_FILTERS = ["all", "teams", "pvp", "mine"] as const;
export type VoteFilter = (typeof VOTE_FILTERS)[number];

/** §9: a poll takes votes for 30 days. */
export const VOTE_RETENTION_DAYS = 30;

/** Stars per category; shown out of 10. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 200;
export const TAGS_MAX = 8;

/**
 * The Bayesian prior of the lists' order: a team vote starts as if it had PRIOR_WEIGHT ratings
 * of PRIOR_MEAN (out of 10), so one 10/10 does not top twenty 8/10s.
 */
export const PRIOR_MEAN = 6;
export const PRIOR_WEIGHT = 5;

export function isPollClosed(createdAt: number, now: number): boolean {
  return now - createdAt >= VOTE_RETENTION_DAYS * DAY_MS;
}

/** A mean of 1-5 stars as a score out of 10, one decimal. */
export const outOfTen = (stars: number) => Math.round(stars * 20) / 10;

/** (prior weight × prior mean + sum of scores) / (prior weight + count), in the scores' own scale. */
export function bayesianAverage(sum: number, count: number, priorMean = PRIOR_MEAN, priorWeight = PRIOR_WEIGHT): number {
  return (priorWeight * priorMean + sum) / (priorWeight + count);
}

/** The colour band of a score out of 10 (§9: thresholds 8, 6 and 4). */
export function scoreBand(score: number): "great" | "good" | "fair" | "poor" {
  return score >= 8 ? "great" : score >= 6 ? "good" : score >= 4 ? "fair" : "poor";
}

/** Percentages of two counts that add up to 100 (0 and 0 when nobody voted). */
export function splitPercent(a: number, b: number): [number, number] {
  const total = a + b;
  if (total === 0) return [0, 0];
  const left = Math.round((a / total) * 100);
  return [left, 100 - left];
}
