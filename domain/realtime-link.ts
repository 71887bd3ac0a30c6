// The browser's realtime link, as rules (decision 032): a ticket opens several connections while
// it lasts, so switching rooms costs no new one; a heartbeat tells a dead link from a quiet one;
// a refused ticket (429) says until when. Pure: the client (app/features/realtime/) and the
// ticket service (api/services/realtime.ts) read these.

/**
 * A realtime ticket: how long it lasts and how many connections it may open. The per-user limit
 * on tickets (domain/limits.ts realtimeTicket: 60 per 10 minutes) stays the abuse guard; a ticket
 * may open at most `uses` sockets, so one user opens at most 60 x 30 in 10 minutes.
 */
export const REALTIME_TICKET = { ttlMs: 2 * 60_000, uses: 30 } as const;

/** A ticket the client holds: the server's answer, with the uses it has left. */
export type HeldTicket = { ticket: string; expiresAt: number; usesLeft: number };

/** Margin before a ticket's expiry when the client stops offering it (the upgrade takes time). */
export const TICKET_EXPIRY_MARGIN_MS = 10_000;

/** May the client open one more connection with this ticket at `now`? */
export function ticketUsable(held: HeldTicket | null, now: number): held is HeldTicket {
  return !!held && held.usesLeft > 0 && held.expiresAt - TICKET_EXPIRY_MARGIN_MS > now;
}

/**
 * The heartbeat: when the link has been quiet for `quietMs`, the client pings; when nothing at
 * all has come back `deadlineMs` after a ping, the link is dead (offline, reconnect). Any message
 * counts as a sign of life. The room answers pings without waking (a hibernation auto-response).
 * Checked every tickMs, so a dead network is seen within quietMs + deadlineMs + 2 x tickMs (20 s).
 */
export const HEARTBEAT = { quietMs: 10_000, deadlineMs: 5_000, tickMs: 2_500 } as const;

/** What the heartbeat does at `now`: send a ping, declare the link dead, or nothing. */
export function heartbeatStep(link: { lastHeardAt: number; pingSentAt: number | null }, now: number): "ping" | "dead" | "wait" {
  if (link.pingSentAt !== null && link.pingSentAt >= link.lastHeardAt) return now - link.pingSentAt >= HEARTBEAT.deadlineMs ? "dead" : "wait";
  return now - link.lastHeardAt >= HEARTBEAT.quietMs ? "ping" : "wait";
}

/** The exact ping frame (the room's auto-response matches it byte for byte) and its answer. */
export const PING_FRAME = '{"type":"ping"}';
export const PONG_FRAME = '{"type":"pong"}';

/**
 * When a refused ticket may be asked again: now plus the answer's Retry-After (seconds), or a
 * minute when it has none or it cannot be read.
 */
export function retryAtFrom(retryAfter: string | null, now: number): number {
  const seconds = retryAfter && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : 60;
  return now + Math.max(1, seconds) * 1000;
}
