// Leaks (community.md §3 "Leak"): rumour posts and one vote row per user and leak.
// `score` is recomputed from the vote rows in the batch that changes one (never pushed by a
// client) and clamped to -999..999 (domain/leaks.ts).
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts.ts";

export const leaks = sqliteTable(
  "leaks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    source: text("source").notNull(),
    imageUrl: text("image_url").notNull(),
    category: text("category").notNull(),
    reliability: text("reliability").notNull(),
    /** JSON array of normalised tags (domain/leaks.ts normalizeTags). */
    tags: text("tags").notNull().default("[]"),
    score: integer("score").notNull().default(0),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("leaks_feed_idx").on(t.createdAt, t.id),
    index("leaks_category_feed_idx").on(t.category, t.createdAt, t.id),
    index("leaks_hot_idx").on(t.score, t.createdAt),
    index("leaks_author_idx").on(t.createdAt, t.authorId, t.score),
    check("leaks_score_range", sql`${t.score} between -999 and 999`),
    check("leaks_category_valid", sql`${t.category} in ('injury', 'transfer', 'team-news', 'contract', 'tactics', 'rule-change', 'international')`),
    check("leaks_reliability_valid", sql`${t.reliability} in ('very-high', 'high', 'medium', 'low')`),
  ],
);

/** One vote per user and leak (the key): +1 or -1; no row is no vote. */
export const leakVotes = sqliteTable(
  "leak_votes",
  {
    leakId: integer("leak_id")
      .notNull()
      .references(() => leaks.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vote: integer("vote").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.leakId, t.userId] }), index("leak_votes_user_idx").on(t.userId), check("leak_votes_vote_valid", sql`${t.vote} in (1, -1)`)],
);
