// Realtime presence registry: one row per open socket, written by the room on connect and
// deleted on close, so that a service that ends a session knows which rooms to tell (decision 014).
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
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
