// Community votes (community.md §2 "Community Votes", §3, §4, §5, §9 "Votes"): team ratings in
// four categories and player polls (PvP). Pure rules; storage in api/services/votes.ts.
import { z } from "zod";
import { gameweekNumberSchema } from "./gameweek.ts";
import { rowIdSchema } from "./ids.ts";
import { votesMessages } from "./messages/votes.ts";

const m = votesMessages;
/** A catalogue text read when the check fails, in the language of the request. */
const say = (text: () => string) => ({ error: text });
import { FORMATIONS, PLAYER_VOTE_ACTIONS, RATING_MAX, RATING_MIN, TAGS_MAX, TEAM_VOTE_CATEGORIES, TITLE_MAX, DESCRIPTION_MAX, type TeamVoteCategory } from "./votes-rules.ts";

// The rules and limits live in votes-rules.ts, without zod, for the screens (decision 028).
export * from "./votes-rules.ts";

/** Tags: lower-cased, trimmed, unique, blanks dropped. */
export const tagsSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.split(",") : (v ?? [])),
  z
    .array(z.string().trim().toLowerCase().max(30, say(() => m.tagTooLong)))
    .transform((tags) => [...new Set(tags.filter(Boolean))])
    .pipe(z.array(z.string()).max(TAGS_MAX, say(() => m.tooManyTags(TAGS_MAX)))),
);

const title = z.string(say(() => m.titleRequired)).trim().min(1, say(() => m.titleRequired)).max(TITLE_MAX, say(() => m.titleTooLong(TITLE_MAX)));
const description = z.string().trim().max(DESCRIPTION_MAX, say(() => m.descriptionTooLong(DESCRIPTION_MAX))).default("");

/** POST /votes/teams: an image (an upload's URL) or one of the author's saved teams is required. */
export const teamVoteCreateSchema = z
  .object({
    title,
    description,
    imageUrl: z.string().trim().max(500).optional().nullable(),
    /** One of the author's own saved teams (challenger team id), shown on a small pitch. */
    teamId: z.string().trim().max(64).optional().nullable(),
    gameweek: gameweekNumberSchema.optional(),
    formation: z.enum(FORMATIONS, say(() => m.chooseFormation)).default("4-4-2"),
    tags: tagsSchema.default([]),
  })
  .refine((v) => !!v.imageUrl || !!v.teamId, { path: ["imageUrl"], error: () => m.imageOrTeamRequired });
export type TeamVoteCreate = z.output<typeof teamVoteCreateSchema>;

/**
 * A poll's player: an id, a typed name ('Mo Salah', 'M.Salah (LIV)'), or the spec's object
 * (`{id, name, team, …}`, §3 "Player vote"), read as its id, else as its name and club.
 */
const playerName = z.string().trim().min(1, say(() => m.playersRequired)).max(60);
const playerObject = z
  .looseObject({ id: rowIdSchema.optional(), name: playerName.optional(), webName: playerName.optional(), team: z.string().trim().max(40).optional() })
  .transform((p, ctx) => {
    if (p.id !== undefined) return p.id;
    const name = p.name ?? p.webName;
    if (name) return p.team && /^[A-Za-z]{3}$/.test(p.team) ? `${name} (${p.team.toUpperCase()})` : name;
    ctx.addIssue({ code: "custom", message: m.playersRequired });
    return z.NEVER;
  });
const playerRef = z.union([z.number().int().positive(), playerName, playerObject], say(() => m.playersRequired));

/** POST /votes/players: two different real players. */
export const playerVoteCreateSchema = z
  .object({
    title,
    description,
    gameweek: gameweekNumberSchema.optional(),
    action: z.enum(PLAYER_VOTE_ACTIONS, say(() => m.chooseAction)).default("captain"),
    player1: playerRef,
    player2: playerRef,
    tags: tagsSchema.default([]),
  })
  .refine((v) => String(v.player1).toLowerCase() !== String(v.player2).toLowerCase(), { path: ["player2"], error: () => m.samePlayerTwice });
export type PlayerVoteCreate = z.output<typeof playerVoteCreateSchema>;

const stars = z.number(say(() => m.rateAllCategories)).int(say(() => m.rateAllCategories)).min(RATING_MIN, say(() => m.rateAllCategories)).max(RATING_MAX, say(() => m.rateAllCategories));
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
      ctx.addIssue({ code: "custom", path: ["votes"], message: m.rateAllCategories });
      return z.NEVER;
    }
    return Object.fromEntries(TEAM_VOTE_CATEGORIES.map((c) => [c, byCategory.get(c)!])) as Record<TeamVoteCategory, number>;
  });
export type TeamRating = z.output<typeof teamRatingSchema>;

export const playerChoiceSchema = z.object({ choice: z.enum(["player1", "player2"], say(() => m.chooseSide)) });
