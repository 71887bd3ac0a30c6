// Issue 42: one account filled a room with sockets (a ticket opens 30, an account gets 60 tickets in
// 10 minutes: five tickets put 150 sockets of one person in one room). A person holds at most
// SOCKETS_PER_PERSON sockets in one room (the next is refused with TOO_MANY_SOCKETS, those open
// stay: decision 041), and the room's load is judged in sockets where it is judged (relay threshold).
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getServerByName } from "partyserver";
import type { ChatRoom } from "../../party/chat-room";
import { relayName } from "../../domain/chat-relays";
import { SOCKETS_PER_PERSON } from "../../domain/chat-rules";
import { FINAL_CLOSE_CODES, TOO_MANY_SOCKETS } from "../../domain/chat-close-codes";
import { eventually, registerUser } from "./helpers";
import { freshRoom, join, openSocket, ticketFor, type ChatClient } from "./chat-helpers";

const stubOf = (room: string) => getServerByName(env.CHAT as unknown as DurableObjectNamespace<ChatRoom>, room);
const ownSockets = async (room: string) => runInDurableObject(await stubOf(room), (_r, state) => state.getWebSockets().length);
const registryOf = async (room: string, userId: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM realtime_connections WHERE room = ? AND user_id = ?").bind(room, userId).first<{ n: number }>())!.n;

describe("sockets one person holds in one room", () => {
  it("five tickets of one account sent at once (50 upgrades) keep exactly SOCKETS_PER_PERSON in the room; the rest are told why and closed", async () => {
    const [mallory, bob] = await Promise.all([registerUser(), registerUser()]);
    const room = await freshRoom();
    const tickets = await Promise.all(Array.from({ length: 5 }, () => ticketFor(mallory.token)));
    const results = await Promise.all(tickets.flatMap((t) => Array.from({ length: 10 }, () => openSocket(mallory.token, room, t))));
    expect(results.every((r) => r.status === 101)).toBe(true);
    const clients = results as ChatClient[];
    const kept = clients.filter((c) => c.messages.some((m) => m.type === "room_snapshot"));
    const refused = clients.filter((c) => !c.messages.some((m) => m.type === "room_snapshot"));
    expect(kept).toHaveLength(SOCKETS_PER_PERSON);
    expect(refused).toHaveLength(50 - SOCKETS_PER_PERSON);
    for (const c of refused) {
      expect(c.messages[0]).toMatchObject({ type: "error", code: "too_many_sockets" });
      expect(c.messages[0]!.message).toContain(String(SOCKETS_PER_PERSON));
      expect(await c.waitForClose()).toMatchObject({ code: TOO_MANY_SOCKETS.code, reason: TOO_MANY_SOCKETS.reason });
    }
    // A client does not reconnect by itself after that close.
    expect(FINAL_CLOSE_CODES).toContain(TOO_MANY_SOCKETS.code);
    // The room holds 5 sockets of hers, the registry 5 rows; the ones kept still work.
    await eventually(async () => (await ownSockets(room)) === SOCKETS_PER_PERSON && (await registryOf(room, mallory.user.id)) === SOCKETS_PER_PERSON, "room and registry at the cap");
    expect(kept.every((c) => c.closed === null)).toBe(true);
    // Another person still comes in, and sees one person online.
    const b = await join(bob.token, room);
    expect(b.online()).toEqual([bob.user.id, mallory.user.id].sort());
    // One of hers closes: a place for a new one of hers, and only one.
    kept[0]!.ws.close(1000, "bye");
    await eventually(async () => (await ownSockets(room)) === SOCKETS_PER_PERSON, "a socket of hers gone");
    const again = await Promise.all([openSocket(mallory.token, room, tickets[0]!), openSocket(mallory.token, room, tickets[1]!)]);
    expect(again.filter((c) => "messages" in c && c.messages.some((m) => m.type === "room_snapshot"))).toHaveLength(1);
    for (const c of [...clients, ...again, b]) if ("ws" in c) c.ws.close();
  });

  it("the cap is per room: the same person holds SOCKETS_PER_PERSON in another room too", async () => {
    const alice = await registerUser();
    const [one, two] = await Promise.all([freshRoom(), freshRoom()]);
    const ticket = await ticketFor(alice.token);
    const first = (await Promise.all(Array.from({ length: 7 }, () => openSocket(alice.token, one, ticket)))) as ChatClient[];
    const second = (await Promise.all(Array.from({ length: 7 }, () => openSocket(alice.token, two, ticket)))) as ChatClient[];
    const snapshots = (cs: ChatClient[]) => cs.filter((c) => c.messages.some((m) => m.type === "room_snapshot")).length;
    expect([snapshots(first), snapshots(second)]).toEqual([SOCKETS_PER_PERSON, SOCKETS_PER_PERSON]);
    for (const c of [...first, ...second]) c.ws.close();
  });

  it("a room's relay threshold counts sockets, not people: one person's three tabs fill a threshold of three", async () => {
    const [alice, bob] = await Promise.all([registerUser(), registerUser()]);
    const room = await freshRoom("Derby");
    await runInDurableObject(await stubOf(room), (instance) => instance.setRelaySettings(3, 10));
    const tabs = [await join(alice.token, room), await join(alice.token, room), await join(alice.token, room)];
    expect(await ownSockets(room)).toBe(3);
    // Three sockets of one person: the next socket, whoever it is, goes to a relay.
    const b = await join(bob.token, room);
    const ns = env.CHAT_RELAY!;
    const onRelay = await runInDurableObject(ns.get(ns.idFromName(relayName(room, 0))), (_r, state) => state.getWebSockets().length);
    expect({ own: await ownSockets(room), onRelay }).toEqual({ own: 3, onRelay: 1 });
    await tabs[0]!.waitForOnline([alice.user.id, bob.user.id]);
    for (const c of [...tabs, b]) c.ws.close();
  });
});
