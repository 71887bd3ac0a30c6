// Messages of the realtime rooms (community.md §7 "Chat realtime"). Inbound messages are
// parsed with zod on every receipt; identity never comes from the client, only from the
// server's ticket check. Shapes: domain/chat.ts.
//
// One socket is one room: the client opens /parties/chat/{roomId}?ticket=… and is in the room
// once the server sends `room_snapshot` (the 10 latest messages, the first page of participants,
// the settings; get_participants asks for the next pages).
// join_room with the same roomId asks for the snapshot again; leave_room leaves (the server
// closes the socket with LEFT_ROOM). Any message naming another room is answered with
// `error` code "wrong_room". After the snapshot, presence comes as deltas only.
// Close codes a client must not reconnect after: SESSION_ENDED, CHAT_BANNED, ROOM_FULL,
// ROOM_FORBIDDEN, TOO_MANY_SOCKETS, LEFT_ROOM (before the upgrade, the Worker answers 401 without a valid
// ticket, 404 for an unknown room and 403 for a private room the user may not enter).
import { z } from "zod";
import type { Role } from "./permissions";
import {
  chatEmojiSchema,
  historyQuerySchema,
  messageIdSchema,
  participantsQuerySchema,
  roomIdSchema,
  sendMessageInputSchema,
  type ChatMessage,
  type ChatRoom,
  type ChatSettings,
  type MatchScore,
  type Participant,
  type Reaction,
} from "./chat";
import { textIdSchema } from "./ids";
import type { RoomText } from "./chat-system";

/** A client's own id for a message it sends, echoed in new_message / error (optimistic UI, resend after reconnection). */
const clientIdSchema = textIdSchema.optional();

export const clientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ping") }),
  z.object({ type: z.literal("join_room"), roomId: roomIdSchema }),
  z.object({ type: z.literal("leave_room"), roomId: roomIdSchema }),
  z.object({ type: z.literal("send_message"), roomId: roomIdSchema, message: sendMessageInputSchema, clientId: clientIdSchema }),
  z.object({ type: z.literal("add_reaction"), messageId: messageIdSchema, emoji: chatEmojiSchema }),
  z.object({ type: z.literal("typing_start"), roomId: roomIdSchema }),
  z.object({ type: z.literal("typing_stop"), roomId: roomIdSchema }),
  // The REST history's paging (domain/chat.ts historyQuerySchema: limit, offset counted back from
  // `before` when given, else from the newest message, and the `before` cursor).
  historyQuerySchema.extend({ type: z.literal("get_room_messages"), roomId: roomIdSchema }),
  // The participants after the snapshot's first page, in its order (online first): offset, limit.
  participantsQuerySchema.extend({ type: z.literal("get_participants"), roomId: roomIdSchema }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type ClientMessageType = ClientMessage["type"];

/** Who is connected; a deleted account's sockets, while they close, carry its mark (ERASED_AUTHOR: `erased`, name ""). */
export type PresenceUser = { userId: string; username: string; avatar: string; erased?: true };
/**
 * Who a connection is, as the Worker hands it to the room after the ticket check (the role lets
 * the room apply staff rules), and the session it belongs to: the socket ends with it (decision 014).
 */
export type RoomIdentity = PresenceUser & { role: Role; sessionId: string; sessionExpiresAt: number };

export const ERROR_CODES = [
  "invalid", // malformed or unknown message
  "wrong_room", // names a room other than this socket's
  "not_found", // no such message
  "forbidden", // e.g. reply to one's own message
  "too_long",
  "rate_limited",
  "banned",
  "room_full",
  "room_forbidden",
  "too_many_sockets", // this person holds the most sockets one person may hold in the room
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ServerMessage =
  /** On join (and on join_room): the room with its participants, the 10 latest messages, the settings, who you are. */
  | {
      type: "room_snapshot";
      room: ChatRoom;
      you: PresenceUser;
      messages: ChatMessage[];
      hasMore: boolean;
      settings: ChatSettings;
      /** room.participants is the first page of everyone the room has seen; true when there are more (get_participants). */
      moreParticipants: boolean;
    }
  /** Answer to get_participants: the page at `offset` of the snapshot's order (online first), and whether more follow. */
  | { type: "participants_page"; roomId: string; participants: Participant[]; offset: number; hasMore: boolean }
  /** Answer to get_room_messages: oldest first. */
  | { type: "room_messages"; roomId: string; messages: ChatMessage[]; hasMore: boolean; before: string | null; offset: number }
  | { type: "new_message"; message: ChatMessage; clientId?: string }
  | { type: "reaction_updated"; messageId: string; reactions: Reaction[] }
  | { type: "message_deleted"; roomId: string; messageId: string }
  /** Site-wide presence: sent on the "lobby" socket every signed-in page opens, besides its joined/left. */
  | { type: "user_status_changed"; userId: string; isOnline: boolean; lastSeen: string }
  | { type: "user_typing"; userId: string; username: string; roomId: string; isTyping: boolean }
  | { type: "user_joined_room"; roomId: string; user: Participant }
  /** `erased`: a deleted account leaving (name ""): the screen names it, its messages and quotes of them in its reader's language (issue 45). */
  | { type: "user_left_room"; roomId: string; userId: string; username: string; erased?: true }
  /**
   * Rooms with more than 100 connected (domain/chat.ts PRESENCE_BATCH_ABOVE): how many are online
   * now, and a sample (at most PRESENCE_SAMPLE each) of who came and went since the last batch.
   * In any room, the joins of sockets admitted together (one admission batch) come as one batch;
   * up to 100 online it lists all of them (presenceListed).
   */
  | { type: "presence_batch"; roomId: string; onlineCount: number; joined: Participant[]; left: { userId: string; username: string; erased?: true }[] }
  /** Live match rooms: the score changed. */
  | { type: "match_updated"; roomId: string; match: MatchScore }
  /** The answer to a ping: the runtime's auto-response (no `at`, the room stays asleep) or the room's own. */
  | { type: "pong"; at?: string }
  /** The user's chat ban was lifted: sent to their sockets in every room they hold one in, the lobby too, so an open chat screen turns its composer back on and reconnects. */
  | { type: "chat_ban_lifted" }
  /** A refusal: its code, and its text as a key and values (domain/chat-system.ts RoomText), rendered in the reader's language (issue 45). */
  | ({ type: "error"; code: ErrorCode; clientId?: string; retryAt?: string } & RoomText);
export type ServerMessageType = ServerMessage["type"];

// The close codes live in a zod-free module: the realtime link of every signed-in page needs
// them, and importing them from here would put zod in every page's first load (decision 028).
export { CHAT_BANNED, FINAL_CLOSE_CODES, LEFT_ROOM, RECONNECT, ROOM_FORBIDDEN, ROOM_FULL, SESSION_ENDED, TOO_MANY_SOCKETS } from "./chat-close-codes";

/** Header the room sets after checking the ticket (its batched admission, issue 30); any client copy is replaced. */
export const IDENTITY_HEADER = "x-terrace-identity";
/** Header the room itself sets after its batched ticket check: the socket's registry id and chat ban; client copies are replaced. */
export const ADMISSION_HEADER = "x-terrace-admission";
/** Header the Worker sets with the room's configuration (domain/chat-rooms.ts RoomConfig); client copies are replaced. */
export const ROOM_CONFIG_HEADER = "x-terrace-room";

/** Header values are ASCII: JSON (names, emoji) travels percent-encoded. */
export const encodeHeaderJson = (value: unknown) => encodeURIComponent(JSON.stringify(value));
export const decodeHeaderJson = <T>(raw: string | null): T | null => (raw ? (JSON.parse(decodeURIComponent(raw)) as T) : null);
