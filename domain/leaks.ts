// Leaks (rumour posts): community.md §3 "Leak", §4 "Leak vote", §5 "Leak submission",
// §9 "Leaks". Categories, reliability levels, the temperature scale, the hot order, the
// top contributors (leaks-rules.ts, re-exported here) and the input schemas. Pure; the store is
// api/services/leaks.ts.
import { z } from "zod";
import { cursorPagingSchema } from "./lists.ts";
import { strictRowIdSchema } from "./ids.ts";
import { leaksMessages } from "./messages/leaks.ts";
import { DEFAULT_CATEGORY, DEFAULT_RELIABILITY, LEAK_CATEGORIES, LEAKS_PAGE_SIZE, RELIABILITY_LEVELS, TAG_MAX, TAGS_MAX, isLeakImageUrl, normalizeTags } from "./leaks-rules.ts";

// The rules and limits live in leaks-rules.ts, without zod, for the screens (decision 028).
export * from "./leaks-rules.ts";

const m = leaksMessages;
/** A catalogue text read when the check fails, in the language of the request. */
const say = (text: () => string) => ({ error: text });

const required = (field: "title" | "description" | "source", max: number) =>
  z
    .string(say(() => m.fieldRequired(field)))
    .trim()
    .min(1, say(() => m.fieldRequired(field)))
    .max(max, say(() => m.fieldTooLong(field, max)));

const imageUrl = z
  .string()
  .trim()
  .max(1000, say(() => m.imageUrlTooLong))
  .refine(isLeakImageUrl, say(() => m.imageUrlInvalid));

export const leakInputSchema = z.object({
  title: required("title", 200),
  description: required("description", 5000),
  source: required("source", 200),
  imageUrl: imageUrl.optional().nullable(),
  category: z.enum(LEAK_CATEGORIES, say(() => m.unknownCategory)).default(DEFAULT_CATEGORY),
  reliability: z.enum(RELIABILITY_LEVELS, say(() => m.unknownReliability)).default(DEFAULT_RELIABILITY),
  tags: z
    .array(z.string().max(TAG_MAX, say(() => m.tagTooLong(TAG_MAX))), say(() => m.tagsList))
    .default([])
    .transform(normalizeTags)
    .refine((t) => t.length <= TAGS_MAX, say(() => m.tooManyTags(TAGS_MAX))),
});
export type LeakInput = z.infer<typeof leakInputSchema>;

/** The vote a user wants to have: up, down, or none (the toggle rule of domain/votes-toggle.ts picks it). */
export const leakVoteSchema = z.object({
  vote: z.union([z.literal(1), z.literal(-1), z.literal(0)], say(() => m.voteValue)),
});

export const leakIdSchema = strictRowIdSchema(() => m.unknownLeak);

/** Keyset cursor: "<createdAt>-<id>" of the last leak shown (rows arrive while a user pages). */
export const leaksQuerySchema = cursorPagingSchema({ defaultLimit: LEAKS_PAGE_SIZE, maxLimit: 50 }, "cursor", z.string().regex(/^\d{1,15}-\d{1,15}$/, say(() => m.badCursor))).extend({
  category: z.enum(LEAK_CATEGORIES, say(() => m.unknownCategory)).optional(),
});
export type LeaksQuery = z.infer<typeof leaksQuerySchema>;
