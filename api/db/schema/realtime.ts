// Realtime presence registry: one row per open socket, written by the room on connect and
// deleted on close, so that a service that ends a session knows which rooms to tell (decision 014).
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts.ts";

export const realtimeConnections = sqliteTable(
  "realtime_connections",
  {
    /** Made by the room (not the client's connection id, which the client chooses). */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id").notNull(),
    /** The room's party (its Durable Object binding, e.g. "chat") and name. */
    party: text("party").notNull(),
    room: text("room").notNull(),
    connectedAt: integer("connected_at").notNull(),
  },
  (t) => [index("realtime_connections_user_idx").on(t.userId), index("realtime_connections_session_idx").on(t.sessionId)],
);

/**
 * Sample chat history of the embedded local data only (scripts/sample-chat.ts writes it; production
 * seeds none). History lives in each room's Durable Object (decision 018), which the seed cannot
 * reach: a room copies its rows from here, with the same sequence numbers, when it starts on local
 * data, so that the sample reports (report_cases `<room>.<seq>`) name the right messages.
 */
export const chatSampleMessages = sqliteTable(
  "chat_sample_messages",
  {
    roomId: text("room_id").notNull(),
    seq: integer("seq").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    /** The seq of the message it replies to, in the same room. */
    replyToSeq: integer("reply_to_seq"),
    /** JSON [{ emoji, users: [userId] }]. */
    reactions: text("reactions"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.seq] })],
);
