import { describe, expect, it, vi } from "vitest";
import { SOCKETS_PER_PERSON } from "../../domain/chat";
import { CHAT_BANNED, ROOM_FULL, TOO_MANY_SOCKETS } from "../../domain/chat-protocol";
import { FIXED_ROOMS, LOBBY, type RoomConfig } from "../../domain/chat-rooms";
import { rateLimitFor } from "../../domain/limits";
import { Brakes } from "./brakes";
import type { Admission } from "./shared";

const general: RoomConfig = { ...FIXED_ROOMS[0]!, maxParticipants: 20 };
const env = { LOCAL_DATA: "false" };
/** The brakes with no way to D1: what these tests check is decided in memory (a read would throw). */
const noD1 = () => Promise.reject(new Error("no D1 here"));
const brakes = () => new Brakes({ env, count: noD1, check: noD1 });
const admission = (userId: string, ban: Admission["admitted"]["ban"] = null, readAt = 1_000): Admission => ({
  identity: { userId, username: userId, avatar: "", role: "user", sessionId: "s", sessionExpiresAt: 0 },
  admitted: { registryId: "r", ban, readAt, participant: null },
});
const empty = { online: 0, sockets: 0, held: undefined };

describe("brakes: who may stay (admission)", () => {
  it("refuses a banned user (4003), but not in the lobby", () => {
    const ban = { reason: "spam", endsAt: null };
    expect(brakes().admissionRefusal(general, admission("u1", ban), empty)?.close).toEqual(CHAT_BANNED);
    expect(brakes().admissionRefusal(LOBBY, admission("u1", ban), empty)).toBeNull();
  });

  it("a room full in people or in sockets refuses a newcomer (4004), not someone already in it", () => {
    const b = brakes();
    expect(b.admissionRefusal(general, admission("u1"), { online: 20, sockets: 20, held: undefined })?.close).toEqual(ROOM_FULL);
    expect(b.admissionRefusal(general, admission("u1"), { online: 3, sockets: 20 * SOCKETS_PER_PERSON, held: undefined })?.close).toEqual(ROOM_FULL);
    expect(b.admissionRefusal(general, admission("u1"), { online: 20, sockets: 20, held: 1 })).toBeNull();
  });

  it("a person's socket past SOCKETS_PER_PERSON in the room is refused (4006, decision 041); those before pass", () => {
    const b = brakes();
    expect(b.admissionRefusal(general, admission("u1"), { online: 1, sockets: SOCKETS_PER_PERSON - 1, held: SOCKETS_PER_PERSON - 1 })).toBeNull();
    const refused = b.admissionRefusal(general, admission("u1"), { online: 1, sockets: SOCKETS_PER_PERSON, held: SOCKETS_PER_PERSON });
    expect(refused?.close).toEqual(TOO_MANY_SOCKETS);
    expect(refused?.message).toMatchObject({ type: "error", code: "too_many_sockets" });
  });

  it("a ban pushed after admission's read began wins over that read; else the read is the truth (a lift included)", () => {
    const b = brakes();
    b.banChanged("u1", { reason: "pushed", endsAt: null }, 2_000);
    expect(b.admissionRefusal(general, admission("u1", null, 1_500), empty)?.close).toEqual(CHAT_BANNED);
    // Read after the push: D1 says no ban (lifted since), and the room forgets it.
    expect(b.admissionRefusal(general, admission("u1", null, 2_500), empty)).toBeNull();
    expect(b.banOf("u1", 3_000)).toBeUndefined();
  });

  it("a ban with an end is over at its end", () => {
    const b = brakes();
    b.banChanged("u1", { reason: "cool down", endsAt: 5_000 }, 1_000);
    expect(b.banOf("u1", 4_999)?.reason).toBe("cool down");
    expect(b.banOf("u1", 5_000)).toBeUndefined();
  });
});

describe("brakes: writes", () => {
  const sender = { userId: "u1", username: "u1", avatar: "", role: "user" as const };

  it("a banned user's write over a socket is refused from memory, with no D1 read", async () => {
    const b = brakes();
    b.banChanged("u1", { reason: "spam", endsAt: null });
    expect(await b.checkWrite(sender, "chatMessage", "socket", Date.now())).toMatchObject({ ok: false, code: "banned" });
  });

  it("past the limit, the user's writes are refused until the window ends, without a D1 round trip each", async () => {
    const b = brakes();
    const rule = rateLimitFor("chatMessage", env);
    expect(b.judge("chatMessage", "chatMessage:u1", { count: rule.limit, windowStart: 0 }, 10)).toBeNull();
    const refused = b.judge("chatMessage", "chatMessage:u1", { count: rule.limit + 1, windowStart: 0 }, 10);
    expect(refused).toMatchObject({ ok: false, code: "rate_limited", retryAt: new Date(rule.windowMs).toISOString() });
    expect(await b.checkWrite(sender, "chatMessage", "socket", rule.windowMs - 1)).toMatchObject({ code: "rate_limited" });
    expect(await b.checkWrite(sender, "chatMessage", "rest", rule.windowMs - 1)).toMatchObject({ code: "rate_limited" });
    // Another limit of the same user is not braked.
    await expect(b.checkWrite(sender, "chatReaction", "socket", rule.windowMs - 1)).rejects.toThrow("no D1 here");
  });

  it("staff writing over a socket are not limited", async () => {
    expect(await brakes().checkWrite({ ...sender, role: "admin" }, "chatMessage", "socket", 0)).toBeNull();
  });

  it("a user's writes run one after the other in the order they came, a failed one included", async () => {
    // On the test's own clock: with real timers, a pause of the machine between the first and the
    // third timer's start (a busy CI) could let "first" (30 ms) end before "other" (1 ms).
    vi.useFakeTimers();
    try {
      const b = brakes();
      const order: string[] = [];
      const later = (name: string, ms: number, fail = false) => () =>
        new Promise<string>((resolve, reject) => setTimeout(() => (order.push(name), fail ? reject(new Error(name)) : resolve(name)), ms));
      const first = b.inOrder("u1", later("first", 30, true));
      const second = b.inOrder("u1", later("second", 1));
      const other = b.inOrder("u2", later("other", 1));
      const firstOutcome = first.then(() => "resolved", (e: Error) => e.message);
      await vi.runAllTimersAsync();
      expect(await firstOutcome).toBe("first");
      expect(await second).toBe("second");
      await other;
      expect(order).toEqual(["other", "first", "second"]);
    } finally {
      vi.useRealTimers();
    }
  });
});
