// The stadium fan wall (community.md §2 Stadium wall, §5 Post/Comments/Stadium, §9): input
// schemas, limits and the pure rules (reply prefix, comment preview order, keyset cursor).
import { z } from "zod";
import { reasonSchema } from "./reasons.ts";
import { press } from "./toggle";
import { cursorPagingSchema, offsetPagingSchema, offsetSchema } from "./lists.ts";
import { wallMessages as t } from "./messages/wall.ts";
import { rowIdSchema } from "./ids.ts";

export const POST_CATEGORIES = ["general", "news", "transfer", "match", "training", "fan"] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];
export const REACTION_TYPES = ["peace", "respect", "handshake", "heart_hand"] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];
export const LEAGUES = ["Premier League", "La Liga", "Serie A", "Bundesliga", "Ligue 1", "Other"] as const;

export const POST_TITLE_MAX = 200;
export const POST_CONTENT_MAX = 5000;
export const COMMENT_MAX = 2000;
export const POSTS_PAGE = 20;
export const COMMENTS_PAGE = 20;
/** An identical post (same wall, title and text) by the same author within this time is a double send, refused (issue 26). */
export const DUPLICATE_POST_WINDOW_MS = 5 * 60_000;
export const REPLIES_PAGE = 10;
/** The preview under a post: its top comments and their first replies. */
export const PREVIEW_COMMENTS = 2;
export const PREVIEW_REPLIES = 2;
/** Post images are cropped at 16:9 and never wider than this (the server keeps the pixel limits). */
export const POST_IMAGE_RATIO = 16 / 9;
export const POST_IMAGE_MAX_WIDTH = 800;

const id = rowIdSchema;

/** Our own uploads only: a post's image is a URL /upload/post-image returned. */
const imageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/media\/[A-Za-z0-9/_.-]+$/, t.imageUploadError)
  .nullable()
  .optional();

export const postInputSchema = z.object({
  stadiumId: id,
  title: z.string({ error: t.titleRequired }).trim().min(1, t.titleRequired).max(POST_TITLE_MAX, t.titleTooLong(POST_TITLE_MAX)),
  content: z.string({ error: t.contentRequired }).trim().min(1, t.contentRequired).max(POST_CONTENT_MAX, t.contentTooLong(POST_CONTENT_MAX)),
  category: z.enum(POST_CATEGORIES).default("general"),
  image: imageUrl,
});
export type PostInput = z.infer<typeof postInputSchema>;
export const postUpdateSchema = postInputSchema.omit({ stadiumId: true }).partial();
export type PostUpdate = z.infer<typeof postUpdateSchema>;

/** Wall pages: keyset by post id (`before`), `offset` accepted as the spec's but ignored when a cursor is given. */
export const postListQuerySchema = cursorPagingSchema({ defaultLimit: POSTS_PAGE, maxLimit: 50 }, "before", id).extend({
  offset: offsetSchema(100_000),
  category: z.enum(["all", ...POST_CATEGORIES]).default("all"),
  q: z.string().trim().max(100).optional(),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

export const pageQuerySchema = (size: number) => offsetPagingSchema({ defaultLimit: size, maxLimit: 50, maxOffset: 100_000 });

export const commentInputSchema = z.object({
  postId: id,
  parentCommentId: id.nullable().optional(),
  content: z.string().max(COMMENT_MAX, `${COMMENT_MAX} caractères au maximum`),
});
export type CommentInput = z.infer<typeof commentInputSchema>;
export const reactInputSchema = z.object({ commentId: id, type: z.enum(REACTION_TYPES) });
export const commentReportSchema = z.object({ commentId: id, reason: reasonSchema({ max: 500, required: t.reportReasonRequired }) });
export const commentHideSchema = z.object({ commentId: id });
/** POST /stadiums/{id}/archive: archive (true) or bring back (false). */
export const stadiumArchiveSchema = z.object({ archived: z.boolean({ error: "archived must be true or false" }) });
export const chooseStadiumSchema = z.object({ stadiumId: id.nullable() });

const hex = z
  .string()
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, "Couleur invalide (#RRGGBB)");
export const STADIUM_REQUIRED = "Le nom du stade et le club sont obligatoires";
export const stadiumInputSchema = z.object({
  name: z.string({ error: STADIUM_REQUIRED }).trim().min(1, STADIUM_REQUIRED).max(120),
  club: z.string({ error: STADIUM_REQUIRED }).trim().min(1, STADIUM_REQUIRED).max(120),
  league: z.enum(LEAGUES).default("Premier League"),
  country: z.string().trim().max(80).default("England"),
  city: z.string().trim().max(80).default(""),
  capacity: z.coerce.number({ error: "La capacité doit être un nombre entier" }).int("La capacité doit être un nombre entier").min(0).max(250_000).default(0),
  image: imageUrl,
  primaryColor: hex.default("#000000"),
  secondaryColor: hex.default("#FFFFFF"),
});
export type StadiumInput = z.infer<typeof stadiumInputSchema>;

/**
 * The text of a new comment: trimmed; blank is ignored (null). A reply starts with
 * @parentAuthor (added when the writer did not type it).
 */
export function commentText(content: string, replyTo: string | null): string | null {
  const text = content.trim();
  if (!text) return null;
  if (!replyTo) return text;
  const prefix = t.replyPrefix(replyTo);
  return text.startsWith(prefix.trim()) ? text : prefix + text;
}

/** The preview's order: most reactions first, then newest. */
export function previewOrder<T extends { reactionsCount: number; id: number }>(a: T, b: T): number {
  return b.reactionsCount - a.reactionsCount || b.id - a.id;
}

/** The next page's cursor: the last id shown when the page was full, null at the end. */
export function nextCursor(ids: number[], limit: number): number | null {
  return ids.length < limit ? null : ids[ids.length - 1]!;
}

/** The counts after a press (the optimistic view the server's answer then confirms or rolls back). */
export function afterReaction(state: { mine: ReactionType | null; counts: Record<ReactionType, number> }, pressed: ReactionType) {
  const mine = press(state.mine, pressed);
  const counts = { ...state.counts };
  if (state.mine) counts[state.mine] = Math.max(0, counts[state.mine] - 1);
  if (mine) counts[mine] += 1;
  return { mine, counts };
}

/** Capacity in thousands for the cards ("60,7k"). */
export function capacityThousands(capacity: number, locale = "fr-FR"): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(capacity / 1000)}k`;
}
