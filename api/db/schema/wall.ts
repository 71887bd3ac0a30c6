// The stadium fan wall (domain/wall.ts): stadiums, each user's chosen stadium, posts with
// likes and bookmarks, threaded comments with reactions, and comments a user hid for
// themself. One row per user and item under a primary key; the counts on posts and
// comments are recomputed from those rows in the batch that changes them.
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts.ts";

export const stadiums = sqliteTable(
  "stadiums",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    club: text("club").notNull(),
    league: text("league").notNull().default("Premier League"),
    country: text("country").notNull().default("England"),
    city: text("city").notNull().default(""),
    capacity: integer("capacity").notNull().default(0),
    image: text("image"),
    primaryColor: text("primary_color").notNull().default("#000000"),
    secondaryColor: text("secondary_color").notNull().default("#FFFFFF"),
    createdAt: integer("created_at").notNull(),
    /** Archived (issue 25): off the chooser, its wall read-only; a stadium with posts is archived, never deleted. */
    archivedAt: integer("archived_at"),
  },
  (t) => [
    index("stadiums_league_idx").on(t.league, t.name),
    check("stadiums_capacity_valid", sql`${t.capacity} >= 0`),
    check("stadiums_name_not_blank", sql`length(trim(${t.name})) > 0 and length(trim(${t.club})) > 0`),
  ],
);

/** The stadium a user chose: it follows them to another device. */
export const userStadiums = sqliteTable("user_stadiums", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  stadiumId: integer("stadium_id")
    .notNull()
    .references(() => stadiums.id, { onDelete: "cascade" }),
  chosenAt: integer("chosen_at").notNull(),
});

export const posts = sqliteTable(
  "posts",
  {
    // Ids grow with time: the keyset cursor of the wall is the id.
    id: integer("id").primaryKey({ autoIncrement: true }),
    stadiumId: integer("stadium_id")
      .notNull()
      .references(() => stadiums.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    category: text("category").notNull().default("general"),
    image: text("image"),
    likesCount: integer("likes_count").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at"),
  },
  (t) => [
    index("posts_stadium_idx").on(t.stadiumId, t.id),
    index("posts_stadium_category_idx").on(t.stadiumId, t.category, t.id),
    index("posts_author_idx").on(t.authorId),
    check("posts_category_valid", sql`${t.category} in ('general', 'news', 'transfer', 'match', 'training', 'fan')`),
  ],
);

export const postLikes = sqliteTable(
  "post_likes",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("post_likes_user_idx").on(t.userId)],
);

export const postBookmarks = sqliteTable(
  "post_bookmarks",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("post_bookmarks_user_idx").on(t.userId, t.createdAt)],
);

export const comments = sqliteTable(
  "comments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    parentId: integer("parent_id").references((): any => comments.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    reactionsCount: integer("reactions_count").notNull().default(0),
    repliesCount: integer("replies_count").notNull().default(0),
    createdAt: integer("created_at").notNull(),
    /** Deleted while it had replies: kept, emptied, as a placeholder that holds its replies (issue 25). */
    deletedAt: integer("deleted_at"),
  },
  (t) => [
    index("comments_post_idx").on(t.postId, t.parentId, t.id),
    index("comments_post_top_idx").on(t.postId, t.parentId, t.reactionsCount, t.id),
    index("comments_parent_idx").on(t.parentId, t.id),
  ],
);

export const commentReactions = sqliteTable(
  "comment_reactions",
  {
    commentId: integer("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index("comment_reactions_user_idx").on(t.userId),
    check("comment_reactions_type_valid", sql`${t.type} in ('peace', 'respect', 'handshake', 'heart_hand')`),
  ],
);

/** Comments a user hid from their own view. */
export const hiddenComments = sqliteTable(
  "hidden_comments",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    commentId: integer("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.commentId] })],
);
