// The chat room as the services see it: the calls a room's Durable Object answers (RPC) and the
// one way to reach a room. party/chat-room.ts implements this interface; no module of api/
// imports party/ (the room is a client of the services, never the other way round).
import { getServerByName } from "partyserver";
import type { RoomText } from "../../domain/chat-system";
import type { ChatEmoji, ChatHistoryPage, ChatMessage, MatchScore, Reaction, SendMessageInput } from "../../domain/chat";
import type { LiveLine } from "../../domain/chat-live";
import type { RelayFrame, RelayIncoming, RelayReply, RelayVerdict } from "../../domain/chat-relays";
import type { ErrorCode } from "../../domain/chat-protocol";
import type { RoomConfig } from "../../domain/chat-rooms";
import type { Role } from "../../domain/permissions";
import type { Env } from "../env";

/** Who sends a message, as the room or the REST service knows them (never from the client). */
export type Sender = { userId: string; username: string; avatar: string; role: Role };
/** A chat ban in force, as a room keeps it: its reason and end (null: permanent). */
export type ChatBan = { reason: string; endsAt: number | null };
/** Who reads a page of history: staff and a message's author still see it when reports hid it. */
export type Viewer = { userId: string; staff: boolean };

/** A refusal, as the socket's `error` and the REST service's status both need it. */
export type Refusal = { ok: false; code: ErrorCode; text: RoomText; retryAt?: string };
export type Outcome<T> = ({ ok: true } & T) | Refusal;

/** One session of a user, or (no sessionId) every session of the user. */
export type SessionTarget = { userId: string; sessionId?: string };

export interface ChatRoomRpc {
  /** POST /chat/rooms/{id}/messages: the same path as a socket's send_message. */
  postFromRest(config: RoomConfig, sender: Sender, input: SendMessageInput): Promise<Outcome<{ message: ChatMessage }>>;
  history(config: RoomConfig, limit: number, offset: number, beforeSeq: number | null, viewer: Viewer): Promise<ChatHistoryPage>;
  reactFromRest(sender: Sender, messageId: string, emoji: ChatEmoji): Promise<Outcome<{ messageId: string; reactions: Reaction[] }>>;
  message(seq: number): Promise<ChatMessage | null>;
  messages(seqs: number[]): Promise<(ChatMessage | null)[]>;
  /** Reports hid a message, or a moderator showed it again (api/services/chat.ts setMessageHidden). */
  setHidden(seq: number, hidden: boolean): Promise<{ found: boolean }>;
  deleteMessage(seq: number): Promise<{ deleted: boolean }>;
  /**
   * A chat ban started (the room keeps it, tells the user's sockets here why and closes them) or
   * was lifted (null: forgotten). Returns how many sockets it closed.
   */
  chatBanChanged(userId: string, ban: ChatBan | null): Promise<number>;
  matchUpdate(config: RoomConfig, match: MatchScore, lines: LiveLine[]): Promise<{ posted: number }>;
  /** A session (or every session of a user) ended: its sockets here close. Returns how many. */
  endSessions(target: SessionTarget): Promise<number>;
  /**
   * A big room's relays (party/room-relay.ts): the upgrades a relay received, by ticket hash, admitted
   * with the room's own in its next batch (the same checks); one verdict each, in order.
   */
  admitFromRelay(relay: string, tokenHashes: string[]): Promise<RelayVerdict[]>;
  /** Client frames of a relay's sockets, in the order they came; the room's answers to those sockets. */
  relayFrames(relay: string, frames: RelayIncoming[]): Promise<RelayReply[]>;
  /** Sockets of a relay closed (by their clients or the network). */
  relayLeft(relay: string, registryIds: string[]): Promise<void>;
}

/** What a relay answers its room (party/room-relay.ts): the frames to send on, in the room's order. */
export interface RoomRelayRpc {
  /** Frames sent again after a call that failed on its way back are skipped (by seq). Returns how many sockets the relay holds. */
  deliver(frames: RelayFrame[]): Promise<{ held: number }>;
  /** The registry ids of the sockets the relay holds: the room checks its own list against them when the counts differ. */
  heldSockets(): Promise<string[]>;
}

/** The rooms' Durable Object bindings, by party (the URL's /parties/<party>/<room>). */
const PARTIES = { chat: (env: Env) => env.CHAT } as const;
export type Party = keyof typeof PARTIES;
export const isParty = (party: string): party is Party => Object.hasOwn(PARTIES, party);

/** The stub of a room, by party and name (the room is created on first use). */
export async function roomStub(env: Env, roomId: string, party: Party = "chat"): Promise<ChatRoomRpc> {
  const namespace = PARTIES[party](env) as unknown as DurableObjectNamespace;
  return (await getServerByName(namespace as never, roomId)) as unknown as ChatRoomRpc;
}
