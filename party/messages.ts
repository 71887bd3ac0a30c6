// Messages of the realtime rooms. Inbound messages are parsed with zod on every
// receipt; identity never comes from the client, only from the server's ticket check.
import { z } from "zod";
import type { Role } from "../api/db/schema";

export const clientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ping") }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export type PresenceUser = { userId: string; username: string; avatar: string };
/**
 * Who a connection is, as the Worker hands it to the room after the ticket check (the role lets
 * the room apply staff rules), and the session it belongs to: the socket ends with it (decision 014).
 */
export type RoomIdentity = PresenceUser & { role: Role; sessionId: string; sessionExpiresAt: number };
export type ServerMessage =
  | { type: "welcome"; you: PresenceUser; online: PresenceUser[] }
  | { type: "presence"; online: PresenceUser[] }
  | { type: "pong"; at: string }
  | { type: "error"; message: string };

/** How a room closes a socket whose session has ended (or never was valid): the client should not reconnect with it. */
export const SESSION_ENDED = { code: 4001, reason: "Session ended" } as const;

/** Header the Worker sets after checking the ticket; any client copy is stripped first. */
export const IDENTITY_HEADER = "x-terrace-identity";
