// Community votes (community.md §2 "Community Votes", §3, §4, §5, §9 "Votes"): team ratings in
// four categories and player polls (PvP). Pure rules; storage in api/services/votes.ts.
import { z } from "zod";
import { gameweekNumberSchema } from "./gameweek.ts";
import { votesMessages } from "./messages/votes.ts";
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

/** Tags: lower-cased, trimmed, unique, blanks dropped. */
export const tagsSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.split(",") : (v ?? [])),
  z
    .array(z.string().trim().toLowerCase().max(30, "A tag is at most 30 characters"))
    .transform((tags) => [...new Set(tags.filter(Boolean))])
    .pipe(z.array(z.string()).max(TAGS_MAX, `At most ${TAGS_MAX} tags`)),
);

const title = z.string({ error: votesMessages.titleRequired }).trim().min(1, votesMessages.titleRequired).max(TITLE_MAX, `The title is at most ${TITLE_MAX} characters`);
const description = z.string().trim().max(DESCRIPTION_MAX, `The description is at most ${DESCRIPTION_MAX} characters`).default("");

/** POST /votes/teams: an image (an upload's URL) or one of the author's saved teams is required. */
export const teamVoteCreateSchema = z
  .object({
    title,
    description,
    imageUrl: z.string().trim().max(500).optional().nullable(),
    /** One of the author's own saved teams (challenger team id), shown on a small pitch. */
    teamId: z.string().trim().max(64).optional().nullable(),
    gameweek: gameweekNumberSchema.optional(),
    formation: z.enum(FORMATIONS, { error: "Choose one of the formations" }).default("4-4-2"),
    tags: tagsSchema.default([]),
  })
  .refine((v) => !!v.imageUrl || !!v.teamId, { path: ["imageUrl"], message: votesMessages.imageOrTeamRequired });
export type TeamVoteCreate = z.output<typeof teamVoteCreateSchema>;

/**
 * A poll's player: an id, a typed name ('Mo Salah', 'M.Salah (LIV)'), or the spec's object
 * (`{id, name, team, …}`, §3 "Player vote"), read as its id, else as its name and club.
 */
const playerName = z.string().trim().min(1, votesMessages.playersRequired).max(60);
const playerObject = z
  .looseObject({ id: z.coerce.number().int().positive().optional(), name: playerName.optional(), webName: playerName.optional(), team: z.string().trim().max(40).optional() })
  .transform((p, ctx) => {
    if (p.id !== undefined) return p.id;
    const name = p.name ?? p.webName;
    if (name) return p.team && /^[A-Za-z]{3}$/.test(p.team) ? `${name} (${p.team.toUpperCase()})` : name;
    ctx.addIssue({ code: "custom", message: votesMessages.playersRequired });
    return z.NEVER;
  });
const playerRef = z.union([z.number().int().positive(), playerName, playerObject], { error: votesMessages.playersRequired });

/** POST /votes/players: two different real players. */
export const playerVoteCreateSchema = z
  .object({
    title,
    description,
    gameweek: gameweekNumberSchema.optional(),
    action: z.enum(PLAYER_VOTE_ACTIONS, { error: "Choose captain, buy, sell or bench" }).default("captain"),
    player1: playerRef,
    player2: playerRef,
    tags: tagsSchema.default([]),
  })
  .refine((v) => String(v.player1).toLowerCase() !== String(v.player2).toLowerCase(), { path: ["player2"], message: votesMessages.samePlayerTwice });
export type PlayerVoteCreate = z.output<typeof playerVoteCreateSchema>;

const stars = z.number({ error: votesMessages.rateAllCategories }).int(votesMessages.rateAllCategories).min(RATING_MIN, votesMessages.rateAllCategories).max(RATING_MAX, votesMessages.rateAllCategories);
const categoryScore = z.object({ category: z.enum(TEAM_VOTE_CATEGORIES), score: stars });

/**
 * POST /votes/teams/{id}/vote: {votes: [{category, score}]} or one {category, score} (the spec's
 * two readings). A rating is all four categories at once: anything less is refused.
 */
export const teamRatingSchema = z
  .union([z.object({ votes: z.array(categoryScore).max(8) }), categoryScore.transform((one) => ({ votes: [one] }))])
  .transform((v, ctx) => {
    const byCategory = new Map(v.votes.map((s) => [s.category, s.score]));
    if (TEAM_VOTE_CATEGORIES.some((c) => !byCategory.has(c))) {
      ctx.addIssue({ code: "custom", path: ["votes"], message: votesMessages.rateAllCategories });
      return z.NEVER;
    }
    return Object.fromEntries(TEAM_VOTE_CATEGORIES.map((c) => [c, byCategory.get(c)!])) as Record<TeamVoteCategory, number>;
  });
export type TeamRating = z.output<typeof teamRatingSchema>;

export const playerChoiceSchema = z.object({ choice: z.enum(["player1", "player2"], { error: "Choose player1 or player2" }) });
