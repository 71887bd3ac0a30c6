// Community votes (domain/votes.ts): team votes rated in four categories, and player polls.
// One row per user and vote under a primary key; the totals on the vote rows are recomputed
// from those rows in the batch that adds one, never pushed by a client.
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts.ts";

export const teamVotes = sqliteTable(
  "team_votes",
  {
    id: text("id").primaryKey(),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    imageUrl: text("image_url"),
    /** An attached saved team of the author's (shown on a small pitch); on the author's shard, so no foreign key: a team deleted since shows none. */
    teamId: text("team_id"),
    gameweek: integer("gameweek").notNull(),
    formation: text("formation").notNull(),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull(),
    createdAt: integer("created_at").notNull(),
    ratings: integer("ratings").notNull().default(0),
    defenseSum: integer("defense_sum").notNull().default(0),
    midfieldSum: integer("midfield_sum").notNull().default(0),
    attackSum: integer("attack_sum").notNull().default(0),
    tacticsSum: integer("tactics_sum").notNull().default(0),
  },
  (t) => [index("team_votes_created_idx").on(t.createdAt), index("team_votes_author_idx").on(t.authorId, t.createdAt)],
);

export const teamVoteRatings = sqliteTable(
  "team_vote_ratings",
  {
    teamVoteId: text("team_vote_id")
      .notNull()
      .references(() => teamVotes.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    defense: integer("defense").notNull(),
    midfield: integer("midfield").notNull(),
    attack: integer("attack").notNull(),
    tactics: integer("tactics").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamVoteId, t.userId] }),
    index("team_vote_ratings_user_idx").on(t.userId),
    check("team_vote_ratings_stars", sql`${t.defense} between 1 and 5 and ${t.midfield} between 1 and 5 and ${t.attack} between 1 and 5 and ${t.tactics} between 1 and 5`),
  ],
);

export const playerVotes = sqliteTable(
  "player_votes",
  {
    id: text("id").primaryKey(),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    gameweek: integer("gameweek").notNull(),
    action: text("action").notNull(),
    // FPL player ids, without a foreign key: imports replace the players table wholesale
    // (delete and insert, api/services/fpl-import.ts); the cards read the players at display time.
    player1Id: integer("player1_id").notNull(),
    player2Id: integer("player2_id").notNull(),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull(),
    createdAt: integer("created_at").notNull(),
    votes1: integer("votes1").notNull().default(0),
    votes2: integer("votes2").notNull().default(0),
  },
  (t) => [
    index("player_votes_created_idx").on(t.createdAt),
    index("player_votes_author_idx").on(t.authorId, t.createdAt),
    check("player_votes_action_valid", sql`${t.action} in ('captain', 'buy', 'sell', 'bench')`),
    check("player_votes_two_players", sql`${t.player1Id} <> ${t.player2Id}`),
  ],
);

export const playerVoteChoices = sqliteTable(
  "player_vote_choices",
  {
    playerVoteId: text("player_vote_id")
      .notNull()
      .references(() => playerVotes.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 1 or 2. */
    choice: integer("choice").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerVoteId, t.userId] }), index("player_vote_choices_user_idx").on(t.userId), check("player_vote_choices_valid", sql`${t.choice} in (1, 2)`)],
);
