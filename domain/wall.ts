// The stadium fan wall (community.md §2 Stadium wall, §5 Post/Comments/Stadium, §9): the input
// schemas. The limits and the pure rules: wall-rules.ts (re-exported here).
import { z } from "zod";
import { reasonSchema } from "./reasons.ts";
import { cursorPagingSchema, offsetPagingSchema, offsetSchema } from "./lists.ts";
import { wallMessages as t } from "./messages/wall.ts";
import { rowIdSchema } from "./ids.ts";
import { COMMENT_MAX, LEAGUES, POST_CATEGORIES, POST_CONTENT_MAX, POST_TITLE_MAX, POSTS_PAGE, REACTION_TYPES } from "./wall-rules.ts";

// The rules and limits live in wall-rules.ts, without zod, for the screens (decision 028).
export * from "./wall-rules.ts";

const id = rowIdSchema;

/** Our own uploads only: a post's image is a URL /upload/post-image returned. */
const imageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/media\/[A-Za-z0-9/_.-]+$/, { error: () => t.imageUploadError })
  .nullable()
  .optional();

export const postInputSchema = z.object({
  stadiumId: id,
  title: z.string({ error: () => t.titleRequired }).trim().min(1, { error: () => t.titleRequired }).max(POST_TITLE_MAX, { error: () => t.titleTooLong(POST_TITLE_MAX) }),
  content: z.string({ error: () => t.contentRequired }).trim().min(1, { error: () => t.contentRequired }).max(POST_CONTENT_MAX, { error: () => t.contentTooLong(POST_CONTENT_MAX) }),
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
  content: z.string().max(COMMENT_MAX, { error: () => t.commentTooLong(COMMENT_MAX) }),
});
export type CommentInput = z.infer<typeof commentInputSchema>;
export const reactInputSchema = z.object({ commentId: id, type: z.enum(REACTION_TYPES) });
export const commentReportSchema = z.object({ commentId: id, reason: reasonSchema({ max: 500, required: () => t.reportReasonRequired }) });
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
  capacity: z.coerce.number({ error: () => t.capacityNotWhole }).int({ error: () => t.capacityNotWhole }).min(0).max(250_000).default(0),
  image: imageUrl,
  primaryColor: hex.default("#000000"),
  secondaryColor: hex.default("#FFFFFF"),
});
export type StadiumInput = z.infer<typeof stadiumInputSchema>;
