// A room too big for one Durable Object (issue 28, decision 035 "Rooms beyond one object"): past
// RELAY_ABOVE sockets of its own, a room's new sockets are held by relay objects (party/room-relay.ts),
// RELAY_SOCKETS each. The room still checks, orders, stores and decides; a relay holds sockets, hands
// their admission, frames and closes to the room in batches and sends on what the room gives it.
// Pure: no zod, no runtime.

/**
 * Sockets a room holds itself before new sockets go to relays (counted in sockets, not people: a
 * user's second tab loads the room as a second person would; issue 42). Why 1,000: one object sends a message to
 * 1,000 sockets within the fan-out target (scripts/bench/chat-fanout.ts, p95 < 150 ms) and a relay
 * costs a hop (about a millisecond and one RPC per message) that a room of that size does not need:
 * every room of the product up to 1,000 people runs exactly as before, with no relay at all.
 */
export const RELAY_ABOVE = 1_000;
/** Sockets one relay holds before the next relay is used: a relay's send loop stays as cheap as a room's within RELAY_ABOVE. */
export const RELAY_SOCKETS = 1_000;
/** Header the room answers an upgrade with when it goes to a relay (the relay's name), and the Worker hands the relay; client copies are dropped. */
export const RELAY_HEADER = "x-terrace-relay";
/** The status of the room's answer that sends an upgrade on to a relay (read by the Worker only; never reaches a client). */
export const RELAY_REDIRECT_STATUS = 307;

/** A relay's name: its room's, then `~` and its index (`~` never appears in a room id). */
export const relayName = (room: string, index: number) => `${room}~${index}`;

/** The room of a relay's name, or null if the name is not one. */
export function roomOfRelay(name: string): string | null {
  const at = name.lastIndexOf("~");
  if (at <= 0 || !/^\d+$/.test(name.slice(at + 1))) return null;
  return name.slice(0, at);
}

/**
 * The threshold in force: RELAY_ABOVE unless another whole number (0 up) is set, by the room's own
 * setting or the Worker's CHAT_RELAY_ABOVE var: the integration tests and the bench use them to put
 * small rooms on relays.
 */
export function relayAbove(raw: string | null | undefined): number {
  if (raw == null || !/^\d+$/.test(raw.trim())) return RELAY_ABOVE;
  return Number(raw.trim());
}

/** Sockets per relay: RELAY_SOCKETS unless a whole number from 1 up is given (a room's own setting: the tests use it to spread few sockets over several relays). */
export function relaySockets(raw: string | null | undefined): number {
  return raw && /^\d+$/.test(raw.trim()) && Number(raw) >= 1 ? Number(raw) : RELAY_SOCKETS;
}

/**
 * Which relay takes the next socket, from each relay's load (sockets held and on their way): the
 * first with room left, else a new one. Filling one relay before the next keeps R (the RPCs per
 * message) as small as the room's size allows.
 */
export function pickRelay(loads: readonly number[], capacity = RELAY_SOCKETS): number {
  const free = loads.findIndex((load) => load < capacity);
  return free === -1 ? loads.length : free;
}

/**
 * What the room sends its relays, in order (each has a `seq`): a frame to their sockets, all of them
 * or some, or sockets to close. `except`: not this user's sockets; `only`: this user's sockets only;
 * `hiddenFrom`: not this author's nor staff's (a message hidden by reports).
 */
export type RelayFrame =
  | { seq: number; payload: string; except?: string; only?: string; hiddenFrom?: string }
  | { seq: number; close: RelayClose; code: number; reason: string; payload?: string };
/** Which sockets of a relay to close: a user's, a session's, these registry ids, or all (frames for them were lost: they reconnect). */
export type RelayClose = { userId: string; sessionId?: string } | { registryIds: string[] } | { all: true };

/** Whether a frame goes to a socket of `userId` (staff: sees hidden messages). */
export function frameReaches(frame: { except?: string; only?: string; hiddenFrom?: string }, userId: string, staff: boolean): boolean {
  if (frame.except !== undefined && frame.except === userId) return false;
  if (frame.only !== undefined && frame.only !== userId) return false;
  if (frame.hiddenFrom !== undefined && (frame.hiddenFrom === userId || staff)) return false;
  return true;
}

/** The room's answer to one socket a relay asked it to admit. */
export type RelayVerdict =
  | { status: 401 | 403 | 503 }
  /** Accepted, then told why and closed (banned, room full), as the room does with its own sockets. */
  | { status: 101; refused: { payload: string; code: number; reason: string }; registryId: string }
  | {
      status: 101;
      registryId: string;
      userId: string;
      sessionId: string;
      staff: boolean;
      /** The room's snapshot for this socket, encoded. */
      snapshot: string;
      /** The seq of the last frame the room sent its relays before the snapshot: later ones reach this socket, earlier ones not. */
      after: number;
    };

/** One client frame a relay hands the room, and the room's answer to that socket (frames, then maybe a close). */
export type RelayIncoming = { registryId: string; text: string };
export type RelayReply = { registryId: string; frames: string[]; close?: { code: number; reason: string } };
