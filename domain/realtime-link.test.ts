import { describe, expect, it } from "vitest";
import { HEARTBEAT, heartbeatStep, REALTIME_TICKET, retryAtFrom, TICKET_EXPIRY_MARGIN_MS, ticketUsable } from "./realtime-link.ts";

describe("realtime tickets held by the client", () => {
  const now = 1_000_000;
  it("a ticket is offered while it has uses left and is not about to expire", () => {
    expect(ticketUsable(null, now)).toBe(false);
    expect(ticketUsable({ ticket: "t", expiresAt: now + REALTIME_TICKET.ttlMs, usesLeft: REALTIME_TICKET.uses }, now)).toBe(true);
    expect(ticketUsable({ ticket: "t", expiresAt: now + REALTIME_TICKET.ttlMs, usesLeft: 0 }, now)).toBe(false);
    expect(ticketUsable({ ticket: "t", expiresAt: now + TICKET_EXPIRY_MARGIN_MS + 1, usesLeft: 1 }, now)).toBe(true);
    expect(ticketUsable({ ticket: "t", expiresAt: now + TICKET_EXPIRY_MARGIN_MS, usesLeft: 1 }, now)).toBe(false);
  });

  it("sixty room switches in a minute need a handful of tickets, far under the limit of 60", () => {
    expect(Math.ceil(61 / REALTIME_TICKET.uses)).toBeLessThanOrEqual(3);
  });

  it("a 429's Retry-After gives the time to try again (a minute when it is missing or unreadable)", () => {
    expect(retryAtFrom("90", now)).toBe(now + 90_000);
    expect(retryAtFrom(null, now)).toBe(now + 60_000);
    expect(retryAtFrom("soon", now)).toBe(now + 60_000);
    expect(retryAtFrom("0", now)).toBe(now + 1_000);
  });
});

describe("heartbeat", () => {
  const t0 = 5_000_000;
  it("pings after a quiet spell, not before", () => {
    expect(heartbeatStep({ lastHeardAt: t0, pingSentAt: null }, t0 + HEARTBEAT.quietMs - 1)).toBe("wait");
    expect(heartbeatStep({ lastHeardAt: t0, pingSentAt: null }, t0 + HEARTBEAT.quietMs)).toBe("ping");
  });

  it("a ping with nothing back by the deadline means the link is dead; anything heard keeps it alive", () => {
    const ping = t0 + HEARTBEAT.quietMs;
    expect(heartbeatStep({ lastHeardAt: t0, pingSentAt: ping }, ping + HEARTBEAT.deadlineMs - 1)).toBe("wait");
    expect(heartbeatStep({ lastHeardAt: t0, pingSentAt: ping }, ping + HEARTBEAT.deadlineMs)).toBe("dead");
    // The pong (or any message) came after the ping: alive, and quiet again from then on.
    expect(heartbeatStep({ lastHeardAt: ping + 100, pingSentAt: ping }, ping + HEARTBEAT.deadlineMs)).toBe("wait");
    expect(heartbeatStep({ lastHeardAt: ping + 100, pingSentAt: ping }, ping + 100 + HEARTBEAT.quietMs)).toBe("ping");
  });

  it("a dead network shows within 20 s, well under the 50 s of the issue", () => {
    expect(HEARTBEAT.quietMs + HEARTBEAT.deadlineMs + 2 * HEARTBEAT.tickMs).toBeLessThanOrEqual(20_000);
  });
});
