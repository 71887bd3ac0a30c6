// The chat room's storage shapes (decision 018; party/chat-store.ts): its tables, the rows they
// hold and how a stored name or quote travels.
import { isErasedName, type ChatMessageType, type MatchEvent, type ReplyQuote } from "../../domain/chat";
import type { SystemLine } from "../../domain/chat-system";

export type Row = Record<string, SqlStorageValue>;

/** A stored name as it travels: a deleted account's as its mark (ERASED_AUTHOR), whatever was stored for it. */
export const named = (username: string): { username: string; erased?: true } => (isErasedName(username) ? { username: "", erased: true } : { username });

/**
 * A stored quote as it travels: its author's mark (named), and the stand-in emoji that quotes of
 * an image or a voice message held before issue 45 read as their type.
 */
export function storedQuote(json: string): ReplyQuote {
  const { userId: _author, username, ...quote } = JSON.parse(json) as StoredQuote;
  const legacy = !quote.type && (quote.content === "📷" ? "image" : quote.content === "🎤" ? "audio" : null);
  return { ...quote, ...named(username), ...(legacy ? { type: legacy, content: "" } : {}) };
}

export type Author = { userId: string; username: string; avatar: string };
/** Who reads history: staff and a message's author see messages hidden by reports. */
export type Viewer = { userId: string; staff: boolean };
/** A quote as stored: with its original's author, so that erasing that account reaches the quote too. */
export type StoredQuote = ReplyQuote & { userId?: string };
export type NewMessage = Author & {
  type: ChatMessageType;
  content: string;
  imageUrl: string | null;
  audioUrl: string | null;
  replyTo: StoredQuote | null;
  event: MatchEvent | null;
  /** A system message's line (key and values), stored in its content column as JSON (issue 45). */
  system?: SystemLine;
  createdAt: number;
};
export type MessageRow = {
  seq: number;
  user_id: string;
  username: string;
  avatar: string;
  type: ChatMessageType;
  content: string;
  image_url: string | null;
  audio_url: string | null;
  reply_to: string | null;
  event: string | null;
  created_at: number;
  hidden?: number;
  /** The quoted original, joined (null when it is gone). */
  quoted_seq?: number | null;
  quoted_hidden?: number | null;
  quoted_user?: string | null;
};

/** Messages `m` with their quoted original `o` (looked up by its seq; null when it is gone). */
export const FROM_WITH_QUOTED = `FROM messages m LEFT JOIN messages o
    ON m.reply_to IS NOT NULL AND o.seq = CAST(substr(json_extract(m.reply_to, '$.messageId'), instr(json_extract(m.reply_to, '$.messageId'), '.') + 1) AS INTEGER)`;
/** A message with its quoted original (the reply's quote shows what the reader may read of it). */
export const WITH_QUOTED = `SELECT m.*, o.seq AS quoted_seq, o.hidden AS quoted_hidden, o.user_id AS quoted_user ${FROM_WITH_QUOTED}`;

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS messages (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL, username TEXT NOT NULL, avatar TEXT NOT NULL,
  type TEXT NOT NULL, content TEXT NOT NULL, image_url TEXT, audio_url TEXT,
  reply_to TEXT, event TEXT, created_at INTEGER NOT NULL,
  hidden INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS messages_created ON messages(created_at);
CREATE TABLE IF NOT EXISTS reactions (
  seq INTEGER NOT NULL, user_id TEXT NOT NULL, emoji TEXT NOT NULL, created_at INTEGER NOT NULL,
  PRIMARY KEY (seq, user_id, emoji)
);
CREATE INDEX IF NOT EXISTS messages_user ON messages(user_id);
-- Deleted accounts (decision 016) whose name and avatar this room has already replaced.
CREATE TABLE IF NOT EXISTS erased (user_id TEXT PRIMARY KEY);
-- The per-room send times of before the limit counted across rooms (D1, rate_limits).
DROP TABLE IF EXISTS sends;
CREATE TABLE IF NOT EXISTS participants (
  user_id TEXT PRIMARY KEY, username TEXT NOT NULL, avatar TEXT NOT NULL, joined_at INTEGER NOT NULL, last_seen INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS participants_seen ON participants(last_seen);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS match_lines (player_id INTEGER PRIMARY KEY, line TEXT NOT NULL);
-- The client's own id of each message sent with one: a resend after an unclear failure (the
-- socket dropped before the echo) is answered with the stored message, not stored twice.
CREATE TABLE IF NOT EXISTS client_ids (
  user_id TEXT NOT NULL, client_id TEXT NOT NULL, seq INTEGER NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (user_id, client_id)
);
CREATE INDEX IF NOT EXISTS client_ids_created ON client_ids(created_at);
-- A big room's sockets held by its relays (party/room-relay.ts): who each is, as admitted here, so
-- that the room knows them again after it was evicted (its own sockets the runtime keeps for it).
CREATE TABLE IF NOT EXISTS relay_sockets (registry_id TEXT PRIMARY KEY, relay TEXT NOT NULL, state TEXT NOT NULL);
`;
