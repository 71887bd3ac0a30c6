// Sending Web Push (issue 46; docs/decisions/053-push-sending.md): what the push queue's
// producers remember so that each push goes once.
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * A push job claimed once: 'deadline:12:24' (the 24 h reminder of gameweek 12), 'deadline:12:1',
 * 'final:12'. Whoever inserts the row sends it; a second tick (or a second consumer) finds it
 * and sends nothing.
 */
export const pushClaims = sqliteTable("push_claims", {
  key: text("key").primaryKey(),
  claimedAt: integer("claimed_at").notNull(),
  /** How many people the job's fan-out was planned for (filled as its pages are planned). */
  planned: integer("planned").notNull().default(0),
});

/**
 * Where the sweeps of rows written elsewhere have got to: 'notices' (account_notices.id) and
 * 'replies' (comments.id). A sweep claims the range above `last_id` by moving it (compare and set).
 */
export const pushCursors = sqliteTable("push_cursors", {
  name: text("name").primaryKey(),
  lastId: integer("last_id").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

/**
 * The live events already told for a gameweek (one row per gameweek): each player's goals,
 * assists, clean sheet kept to full time and confirmed bonus, as JSON {playerId: [g, a, cs, b]};
 * `minute` is the game minute of the last tick that told them (a tick claims its minute by
 * moving it, so a person gets at most one live push a minute).
 */
export const pushLiveState = sqliteTable("push_live_state", {
  gameweek: integer("gameweek").primaryKey(),
  told: text("told").notNull(),
  minute: integer("minute").notNull(),
});

/** The rank a person was last told in a gameweek's live pushes: the next one says 'rank 12,403 → 9,877'. */
export const pushLiveRanks = sqliteTable(
  "push_live_ranks",
  {
    gameweek: integer("gameweek").notNull(),
    userId: text("user_id").notNull(),
    rank: integer("rank").notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameweek, t.userId] })],
);
