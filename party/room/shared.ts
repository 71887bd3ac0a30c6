// What the room's parts share: a socket's state, an admission's verdict, the tags and keys that
// find sockets, and the shape of a refusal. No behaviour here: each rule lives in its part.
import type { ChatBan, Refusal } from "../../api/services/room-rpc";
import type { RoomText } from "../../domain/chat-system";
import type { Participant } from "../../domain/chat";
import type { ErrorCode, PresenceUser, RoomIdentity, ServerMessage } from "../../domain/chat-protocol";
import { can, type Role } from "../../domain/permissions";

/** This room class's party: the URL's /parties/chat/<room> and the registry's `party`. */
export const PARTY = "chat";

export const seesHidden = (role: Role) => can(role, "content:moderate");

export type ConnectionState = {
  user: PresenceUser;
  role: RoomIdentity["role"];
  sessionId: string;
  sessionExpiresAt: number;
  /** This socket's row in the registry of open sockets (api/services/realtime.ts). */
  registryId: string;
  /** The user's participant row as of this join (joinedAt, lastSeen: ISO): the presence rebuilt after hibernation shows it. */
  joinedAt?: string;
  lastSeen?: string;
};

/** What the room's gate learnt of an upgrade, handed to getConnectionTags and onConnect (admission.ts). */
export type Admitted = { registryId: string; ban: ChatBan | null; readAt: number; participant: Participant | null };
export type Admission = { identity: RoomIdentity; admitted: Admitted };
export type GateVerdict = Admission | "unauthorized" | "forbidden" | "unavailable";

/** An admitted socket's state (its own or a relay's), from its admission and participant row. */
export function admittedState(user: PresenceUser, { identity, admitted }: Admission, participant: Participant): ConnectionState {
  const { role, sessionId, sessionExpiresAt } = identity;
  return { user, role, sessionId, sessionExpiresAt, registryId: admitted.registryId, joinedAt: participant.joinedAt, lastSeen: participant.lastSeen };
}

/** A socket held by one of the room's relays (party/room-relay.ts), as this room admitted it. */
export type RemoteSocket = ConnectionState & { relay: string; admittedAt?: number };
/** Its key among a user's sockets in the presence (a local socket's is its connection id). */
export const remoteKey = (registryId: string) => `r:${registryId}`;

/** Where the room's answers to a client frame go: a socket of its own, or one a relay holds (its reply). */
export type Peer = { send(payload: string): void; close(code: number, reason: string): void; leave(): Promise<void> };

/** Which path a write came by: a socket (the hot path) or the REST service. */
export type WriteVia = "socket" | "rest";
export type ChatLimit = "chatMessage" | "chatReaction";

export const refuse = (code: ErrorCode, text: RoomText, extra: { retryAt?: string } = {}): Refusal => ({ ok: false, code, text, ...extra });

/** Tags (kept by the runtime across hibernation) to find a user's or a session's sockets. */
export const userTag = (userId: string) => `u:${userId}`;
export const sessionTag = (sessionId: string) => `s:${sessionId}`;

/** Sends to every socket of the room (but a user's own, if named), here and on the relays. */
export type Broadcast = (message: ServerMessage, exceptUserId?: string) => void;

export function send(connection: Pick<Peer, "send">, message: ServerMessage) {
  connection.send(JSON.stringify(message));
}

export function sendError(connection: Pick<Peer, "send">, refusal: Refusal, clientId?: string) {
  send(connection, { type: "error", code: refusal.code, ...refusal.text, ...(clientId ? { clientId } : {}), ...(refusal.retryAt ? { retryAt: refusal.retryAt } : {}) });
}
