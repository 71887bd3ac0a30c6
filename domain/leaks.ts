// Leaks (rumour posts): community.md §3 "Leak", §4 "Leak vote", §5 "Leak submission",
// §9 "Leaks". Categories, reliability levels, the temperature scale, the hot order, the
// top contributors (leaks-rules.ts, re-exported here) and the input schemas. Pure; the store is
// api/services/leaks.ts.
import { z } from "zod";
import { cursorPagingSchema } from "./lists.ts";
import { strictRowIdSchema } from "./ids.ts";
import { leaksMessages } from "./messages/leaks.ts";
import { DEFAULT_CATEGORY, DEFAULT_RELIABILITY, LEAK_CATEGORIES, LEAK_IMAGE_URL_INVALID, LEAKS_PAGE_SIZE, RELIABILITY_LEVELS, TAG_MAX, TAGS_MAX, isLeakImageUrl, normalizeTags } from "./leaks-rules.ts";

// The rules and limits live in leaks-rules.ts, without zod, for the screens (decision 028).
export * from "./leaks-rules.ts";

const required = (field: string, max: number) =>
  z
    .string({ error: leaksMessages.fieldRequired(field) })
    .trim()
    .min(1, leaksMessages.fieldRequired(field))
    .max(max, `${field} must be at most ${max} characters`);

const imageUrl = z.string().trim().max(1000, "Image URL is too long").refine(isLeakImageUrl, LEAK_IMAGE_URL_INVALID);

export const leakInputSchema = z.object({
  title: required("Title", 200),
  description: required("Description", 5000),
  source: required("Source", 200),
  imageUrl: imageUrl.optional().nullable(),
  category: z.enum(LEAK_CATEGORIES, { error: "Unknown category" }).default(DEFAULT_CATEGORY),
  reliability: z.enum(RELIABILITY_LEVELS, { error: "Unknown reliability" }).default(DEFAULT_RELIABILITY),
  tags: z
    .array(z.string().max(TAG_MAX, `A tag is at most ${TAG_MAX} characters`), { error: "Tags must be a list" })
    .default([])
    .transform(normalizeTags)
    .refine((t) => t.length <= TAGS_MAX, `At most ${TAGS_MAX} tags`),
});
export type LeakInput = z.infer<typeof leakInputSchema>;

/** The vote a user wants to have: up, down, or none (the toggle rule of domain/votes-toggle.ts picks it). */
export const leakVoteSchema = z.object({
  vote: z.union([z.literal(1), z.literal(-1), z.literal(0)], { error: "Vote must be 1, -1 or 0" }),
});

export const leakIdSchema = strictRowIdSchema("Unknown leak");

/** Keyset cursor: "<createdAt>-<id>" of the last leak shown (rows arrive while a user pages). */
export const leaksQuerySchema = cursorPagingSchema({ defaultLimit: LEAKS_PAGE_SIZE, maxLimit: 50 }, "cursor", z.string().regex(/^\d{1,15}-\d{1,15}$/, "Bad cursor")).extend({
  category: z.enum(LEAK_CATEGORIES, { error: "Unknown category" }).optional(),
});
export type LeaksQuery = z.infer<typeof leaksQuerySchema>;
