// Issue 26, "chat that says what state it is in": a ticket opens connections to any room while it
// lasts (switching rooms costs no new ticket), the per-user limit on tickets still holds under
// concurrent requests, the heartbeat is answered, and a message resent with the same client id
// after an unclear failure is stored once.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createDb } from "../../api/db/client";
import { realtimeTickets } from "../../api/db/schema";
import { sha256Hex } from "../../api/services/crypto";
import { RATE_LIMITS } from "../../domain/limits";
import { REALTIME_TICKET } from "../../domain/realtime-link";
import { api, registerUser } from "./helpers";
import { freshRoom, join, openSocket, ticketFor, type ChatClient } from "./chat-helpers";

const db = () => createDb(env.DB);
const ticketRow = async (ticket: string) => (await db().select().from(realtimeTickets).where(eq(realtimeTickets.tokenHash, await sha256Hex(ticket))).all())[0]!;

describe("realtime tickets: one ticket, many rooms", () => {
  it("one ticket opens sockets to several rooms; the answer says how many and until when", async () => {
    const user = await registerUser();
    const before = Date.now();
    const res = await api("/realtime/ticket", { method: "POST", token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.uses).toBe(REALTIME_TICKET.uses);
    const expiresAt = Date.parse(res.body.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + REALTIME_TICKET.ttlMs);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + REALTIME_TICKET.ttlMs);

    const rooms = [await freshRoom(), await freshRoom(), await freshRoom(), "general"];
    const sockets: ChatClient[] = [];
    for (const room of rooms) {
      const s = await openSocket(user.token, room, res.body.ticket);
      expect(s.status, room).toBe(101);
      const client = s as ChatClient;
      expect(client.messages.find((m) => m.type === "room_snapshot")?.room.id).toBe(room);
      sockets.push(client);
    }
    // The same room again (a switch back) with the same ticket.
    const back = await openSocket(user.token, rooms[0]!, res.body.ticket);
    expect(back.status).toBe(101);
    sockets.push(back as ChatClient);
    expect((await ticketRow(res.body.ticket)).uses).toBe(5);
    for (const s of sockets) s.ws.close();
  });

  it("a ticket stops at its number of uses, at its expiry, and with its session", async () => {
    const user = await registerUser();
    const room = await freshRoom();
    // Used up: the last use opens, the one after is refused.
    const spent = await ticketFor(user.token);
    await db().update(realtimeTickets).set({ uses: REALTIME_TICKET.uses - 1 }).where(eq(realtimeTickets.tokenHash, await sha256Hex(spent)));
    const last = await openSocket(user.token, room, spent);
    expect(last.status).toBe(101);
    expect((await openSocket(user.token, room, spent)).status).toBe(401);
    (last as ChatClient).ws.close();

    // Expired.
    const old = await ticketFor(user.token);
    await db().update(realtimeTickets).set({ expiresAt: Date.now() - 1 }).where(eq(realtimeTickets.tokenHash, await sha256Hex(old)));
    expect((await openSocket(user.token, room, old)).status).toBe(401);

    // Its session ended after a first use: no second one.
    const live = await ticketFor(user.token);
    const first = await openSocket(user.token, room, live);
    expect(first.status).toBe(101);
    expect((await api("/auth/logout", { method: "POST", token: user.token })).status).toBe(200);
    expect((await openSocket(null, await freshRoom(), live)).status).toBe(401);
  });

  it("concurrent upgrades cannot use a ticket more often than it allows", async () => {
    const user = await registerUser();
    const room = await freshRoom();
    const ticket = await ticketFor(user.token);
    await db().update(realtimeTickets).set({ uses: REALTIME_TICKET.uses - 2 }).where(eq(realtimeTickets.tokenHash, await sha256Hex(ticket)));
    const results = await Promise.all(Array.from({ length: 6 }, () => openSocket(user.token, room, ticket)));
    expect(results.filter((r) => r.status === 101)).toHaveLength(2);
    expect(results.filter((r) => r.status === 401)).toHaveLength(4);
    expect((await ticketRow(ticket)).uses).toBe(REALTIME_TICKET.uses);
    for (const r of results) if ("ws" in r) r.ws.close();
  });

  it("the per-user limit on tickets holds when many are asked at once: exactly the limit, then 429 with its end", async () => {
    const user = await registerUser();
    const { limit, windowMs } = RATE_LIMITS.realtimeTicket;
    const asked = Date.now();
    const answers = await Promise.all(Array.from({ length: limit + 15 }, () => api("/realtime/ticket", { method: "POST", token: user.token })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(limit);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.body.error.code).toBe("rate_limited");
      const retryAfter = Number(r.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter * 1000).toBeLessThanOrEqual(windowMs + 1000);
    }
    // Only the granted tickets were written.
    const rows = await db().select({ n: sql<number>`count(*)` }).from(realtimeTickets).where(eq(realtimeTickets.userId, user.user.id)).get();
    expect(rows?.n).toBe(limit);
    expect(Date.now() - asked).toBeLessThan(windowMs);
  });
});

describe("heartbeat and resends", () => {
  it("a ping is answered with a pong (the runtime's auto-response)", async () => {
    const user = await registerUser();
    const s = await join(user.token, await freshRoom());
    s.send('{"type":"ping"}');
    const pong = await s.waitFor((m) => m.type === "pong");
    // No `at`: the runtime answered, the room was not woken for it.
    expect(pong.at).toBeUndefined();
    s.ws.close();
  });

  it("a message resent with the same client id is stored once; the sender gets it back, the others once", async () => {
    const [alice, bob] = await Promise.all([registerUser(), registerUser()]);
    const room = await freshRoom();
    const a = await join(alice.token, room);
    const b = await join(bob.token, room);
    const send = (s: ChatClient, content: string, clientId: string) => s.send({ type: "send_message", roomId: room, clientId, message: { type: "text", content } });

    send(a, "Une fois", "resend-1");
    const first = await a.waitFor((m) => m.type === "new_message" && m.clientId === "resend-1");
    // The socket drops before the sender knows; a new socket resends the same message.
    a.ws.close();
    const again = await join(alice.token, room);
    send(again, "Une fois", "resend-1");
    const echo = await again.waitFor((m) => m.type === "new_message" && m.clientId === "resend-1");
    expect(echo.message.id).toBe(first.message.id);
    // Two resends at once are stored once too.
    send(again, "Deux envois", "resend-2");
    send(again, "Deux envois", "resend-2");
    const echoes = await again.waitForCount((m) => m.type === "new_message" && m.clientId === "resend-2", 2);
    expect(echoes[0]!.message.id).toBe(echoes[1]!.message.id);

    // Bob saw each message once; the history holds each once.
    await b.waitFor((m) => m.type === "new_message" && m.message.content === "Deux envois");
    // The room read both resends before b's ping: a second copy would come before the pong.
    await b.roundTrip();
    expect(b.messages.filter((m) => m.type === "new_message").map((m) => m.message.content)).toEqual(["Une fois", "Deux envois"]);
    const history = await api(`/chat/rooms/${room}/messages`, { token: bob.token });
    expect(history.body.messages.map((m: { content: string }) => m.content)).toEqual(["Une fois", "Deux envois"]);

    // A client id is the sender's own: another user's message with the same id is a new message.
    send(b, "Même identifiant", "resend-1");
    const bobs = await b.waitFor((m) => m.type === "new_message" && m.clientId === "resend-1");
    expect(bobs.message.id).not.toBe(first.message.id);
    // A refused message is not remembered: sent again, corrected, it is stored.
    send(again, "x".repeat(5000), "resend-3");
    await again.waitFor((m) => m.type === "error" && m.clientId === "resend-3");
    send(again, "Corrigé", "resend-3");
    const corrected = await again.waitFor((m) => m.type === "new_message" && m.clientId === "resend-3");
    expect(corrected.message.content).toBe("Corrigé");
    again.ws.close();
    b.ws.close();
  });
});
