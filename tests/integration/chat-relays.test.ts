// Issue 28, a room too big for one Durable Object: past its threshold, a room's new sockets are held
// by relays (party/room-relay.ts); the room still admits, checks, orders, stores and decides. Here a
// room's own settings (setRelaySettings: kept in its real storage) put one socket on the room
// and the others two a relay, so that every path crosses two relays and the room.
import { env, evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getServerByName } from "partyserver";
import type { ChatRoom } from "../../party/chat-room";
import { relayName } from "../../domain/chat-relays";
import { FINAL_CLOSE_CODES, RECONNECT } from "../../domain/chat-close-codes";
import type { RoomRelay } from "../../party/room-relay";
import { ageAccounts, api, createUserAndLogin, registerUser, readInFrench, pageFetch } from "./helpers";
import { freshRoom, join, openSocket, PUSHED_WITHIN_MS, type ChatClient } from "./chat-helpers";

// These tests read the French texts (the spec's); requests ask for French (issue 45).
readInFrench();

const text = (content: string) => ({ type: "text", content });

/** The room's own relay settings (kept in its storage, as they would be after a restart). */
async function relaySettings(room: string, above: number, perRelay: number) {
  const stub = await getServerByName(env.CHAT as unknown as DurableObjectNamespace<ChatRoom>, room);
  await runInDurableObject(stub, (instance) => instance.setRelaySettings(above, perRelay));
}

/** How many sockets each of a room's relays holds, and how many the room itself holds. */
async function placement(room: string, relays: number) {
  const ns = env.CHAT_RELAY!;
  const held: number[] = [];
  for (let i = 0; i < relays; i++) held.push(await runInDurableObject(ns.get(ns.idFromName(relayName(room, i))), (_r, state) => state.getWebSockets().length));
  const stub = await getServerByName(env.CHAT as unknown as DurableObjectNamespace<ChatRoom>, room);
  const own = await runInDurableObject(stub, (_r, state) => state.getWebSockets().length);
  return { own, held };
}

const newMessages = (c: ChatClient) => c.messages.filter((m) => m.type === "new_message").map((m) => m.message.content as string);

/** Three users in a fresh room: alice's socket on the room, bob's and carol's on its first relay; each sees all three online. */
async function aliceOnTheRoomBobAndCarolOnARelay() {
  const [alice, bob, carol] = await Promise.all([registerUser(), registerUser(), registerUser()]);
  const room = await freshRoom("Derby");
  const a = await join(alice.token, room);
  await relaySettings(room, 1, 2);
  const b = await join(bob.token, room);
  const c = await join(carol.token, room);
  expect(await placement(room, 2)).toEqual({ own: 1, held: [2, 0] });
  await a.waitForOnline([alice, bob, carol].map((u) => u.user.id));
  return { alice, bob, carol, room, a, b, c };
}

/**
 * The room's next `times` calls to deliver on relay `relay` fail as an unreachable relay's would
 * (the relay itself is real and untouched; its class's method throws until then). Returns the way
 * back, and how many calls failed.
 */
async function failDeliveries(relay: string, times: number) {
  const ns = env.CHAT_RELAY!;
  let failed = 0;
  let original: RoomRelay["deliver"] | null = null;
  let proto: { deliver: RoomRelay["deliver"] } | null = null;
  await runInDurableObject(ns.get(ns.idFromName(relay)), (instance: RoomRelay) => {
    proto = Object.getPrototypeOf(instance) as { deliver: RoomRelay["deliver"] };
    original = proto.deliver;
    proto.deliver = async function (this: RoomRelay, frames) {
      if (failed < times) {
        failed++;
        throw new Error("relay unreachable (test)");
      }
      return original!.call(this, frames);
    };
  });
  const restore = () => {
    if (proto && original) proto.deliver = original;
  };
  return Object.assign(restore, { failed: () => failed });
}

describe("a room past its threshold fans out through relays", () => {
  it("messages from the room's socket and from relays' sockets reach every socket exactly once, in the room's order; the history is the same", async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => registerUser()));
    const room = await freshRoom("Derby");
    const first = await join(users[0]!.token, room);
    await relaySettings(room, 1, 2);
    const clients = [first];
    for (const u of users.slice(1)) clients.push(await join(u.token, room));
    // One socket on the room, two on each of two relays.
    expect(await placement(room, 3)).toEqual({ own: 1, held: [2, 2, 0] });
    // Presence stays whole: the last comer's snapshot counts everyone, the first saw each join.
    const last = clients.at(-1)!.messages.find((m) => m.type === "room_snapshot")!;
    expect(last.room.onlineCount).toBe(5);
    await first.waitForOnline(users.map((u) => u.user.id));

    // Senders on the room (0), relay 0 (1) and relay 1 (3), interleaved, each with its client id.
    const order: string[] = [];
    for (let round = 0; round < 3; round++)
      for (const i of [0, 1, 3]) {
        const content = `r${round}-from-${i}`;
        order.push(content);
        clients[i]!.send({ type: "send_message", roomId: room, message: text(content), clientId: `c-${content}` });
        await clients[i]!.waitFor((m) => m.clientId === `c-${content}`);
      }
    for (const c of clients) {
      await c.waitForCount((m) => m.type === "new_message", order.length);
      await new Promise((r) => setTimeout(r, 50));
      // Exactly once each, in the order the room stored them; the sender's own copy carries its client id.
      expect(newMessages(c)).toEqual(order);
    }
    for (const [i, c] of clients.entries()) {
      const own = c.messages.filter((m) => m.type === "new_message" && m.message.userId === users[i]!.user.id);
      expect(own.every((m) => typeof m.clientId === "string")).toBe(true);
    }
    const seqs = clients[4]!.messages.filter((m) => m.type === "new_message").map((m) => Number(String(m.message.id).split(".").pop()));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));

    // The history is the room's, whoever sent over which object.
    const history = await api(`/chat/rooms/${room}/messages?limit=50`, { token: users[2]!.token });
    expect(history.status).toBe(200);
    expect(history.body.messages.map((m: any) => m.content)).toEqual(order);

    // A relay's socket asks the room: a page of participants and a typing start reach it and the others.
    clients[2]!.send({ type: "get_participants", roomId: room, offset: 0, limit: 10 });
    const page = await clients[2]!.waitFor((m) => m.type === "participants_page");
    expect(page.participants.filter((p: any) => p.isOnline)).toHaveLength(5);
    clients[3]!.send({ type: "typing_start", roomId: room });
    await clients[0]!.waitFor((m) => m.type === "user_typing" && m.userId === users[3]!.user.id);
    await clients[1]!.waitFor((m) => m.type === "user_typing" && m.userId === users[3]!.user.id);
    expect(clients[3]!.messages.some((m) => m.type === "user_typing")).toBe(false);
    // Bad frames are answered to their socket only.
    clients[4]!.send("not json");
    expect((await clients[4]!.waitFor((m) => m.type === "error")).code).toBe("invalid");

    // A relay's socket that closes leaves the room's presence.
    clients[2]!.ws.close();
    await first.waitForOnline(users.filter((_, i) => i !== 2).map((u) => u.user.id));
    for (const c of clients) if (c !== clients[2]) c.ws.close();
  });

  it("a ban closes a relay's socket with its reason; the banned user's messages and sockets are refused; a moderator's delete and a hide reach the relays", async () => {
    const [alice, bob, mallory, reporter1, reporter2, reporter3] = await Promise.all(Array.from({ length: 6 }, () => registerUser()));
    const mod = await createUserAndLogin({ role: "moderator" });
    await ageAccounts(reporter1.user.id, reporter2.user.id, reporter3.user.id); // reports with standing (decision 029)
    const room = await freshRoom("Derby");
    const a = await join(alice.token, room);
    await relaySettings(room, 1, 1);
    const b = await join(bob.token, room);
    const m = await join(mallory.token, room);
    const watcherMod = await join(mod.token, room);
    expect(await placement(room, 3)).toEqual({ own: 1, held: [1, 1, 1] });

    // Mallory, on relay 1, writes; then a report-hide and a staff delete go to every relay's sockets (the hide not to her nor staff).
    m.send({ type: "send_message", roomId: room, message: text("spam"), clientId: "m1" });
    const spam = (await m.waitFor((x) => x.clientId === "m1")).message;
    b.send({ type: "send_message", roomId: room, message: text("à supprimer"), clientId: "b1" });
    const doomed = (await b.waitFor((x) => x.clientId === "b1")).message;
    for (const r of [reporter1, reporter2, reporter3]) expect((await api(`/chat/messages/${spam.id}/report`, { token: r.token, json: { reason: "spam" } })).status).toBe(200);
    await a.waitFor((x) => x.type === "message_deleted" && x.messageId === spam.id);
    await b.waitFor((x) => x.type === "message_deleted" && x.messageId === spam.id);
    await new Promise((r) => setTimeout(r, 100));
    expect(m.messages.some((x) => x.type === "message_deleted")).toBe(false);
    expect(watcherMod.messages.some((x) => x.type === "message_deleted")).toBe(false);
    expect((await api(`/admin/chat/messages/${doomed.id}`, { method: "DELETE", token: mod.token })).status).toBe(200);
    for (const c of [a, b, m, watcherMod]) await c.waitFor((x) => x.type === "message_deleted" && x.messageId === doomed.id);

    // The ban closes her socket on the relay, told why, within a second; the others see her leave.
    const start = Date.now();
    const ban = await api(`/admin/users/${mallory.user.id}/ban-chat`, { token: mod.token, json: { reason: "Insultes", duration: "24h" } });
    expect(ban.status, JSON.stringify(ban.body)).toBe(200);
    const closed = await m.waitForClose();
    expect(closed.code).toBe(4003);
    expect(closed.at - start).toBeLessThan(PUSHED_WITHIN_MS);
    expect(m.messages.find((x) => x.type === "error")).toMatchObject({ code: "banned", message: expect.stringContaining("Insultes") });
    await a.waitForOnline([alice.user.id, bob.user.id, mod.user.id]);
    // Back through a relay: refused with the reason, closed; over REST: 403; nothing stored.
    const again = (await openSocket(mallory.token, room)) as ChatClient;
    expect(again.messages[0]).toMatchObject({ type: "error", code: "banned" });
    expect((await again.waitForClose()).code).toBe(4003);
    expect((await api(`/chat/rooms/${room}/messages`, { token: mallory.token, json: text("encore") })).status).toBe(403);
    const history = await api(`/chat/rooms/${room}/messages?limit=50`, { token: alice.token });
    expect(history.body.messages.map((x: any) => x.content)).toEqual([]);
    for (const c of [a, b, watcherMod]) c.ws.close();
  });

  it("a logout closes the session's socket on a relay; the room forgets it", async () => {
    const [alice, bob] = await Promise.all([registerUser(), registerUser()]);
    const room = await freshRoom("Derby");
    const a = await join(alice.token, room);
    await relaySettings(room, 1, 2);
    const b = await join(bob.token, room);
    expect(await placement(room, 1)).toEqual({ own: 1, held: [1] });
    expect((await api("/auth/logout", { method: "POST", token: bob.token })).status).toBeLessThan(300);
    expect((await b.waitForClose()).code).toBe(4001);
    await a.waitForOnline([alice.user.id]);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM realtime_connections WHERE room = ?").bind(room).first<{ n: number }>())?.n).toBe(1);
    a.ws.close();
  });

  it("a deleted account's socket on a relay leaves with the deleted mark, never its old name (decision 016, issue 45)", async () => {
    const { bob, a, b, c } = await aliceOnTheRoomBobAndCarolOnARelay();
    const admin = await createUserAndLogin({ role: "admin" });
    expect((await api(`/admin/users/${bob.user.id}`, { method: "DELETE", token: admin.token })).status).toBe(200);
    await b.waitForClose();
    const left = await a.waitFor((m) => (m.type === "user_left_room" && m.userId === bob.user.id) || (m.type === "presence_batch" && m.left.some((l: any) => l.userId === bob.user.id)));
    const entry = left.type === "user_left_room" ? left : left.left.find((l: any) => l.userId === bob.user.id);
    expect(entry).toMatchObject({ username: "", erased: true });
    expect(JSON.stringify(left)).not.toContain(bob.user.username);
    a.ws.close();
    c.ws.close();
  });

  it("the room evicted (its memory gone) knows its relays' sockets again from its storage: presence and fan-out carry on", async () => {
    const [alice, bob, carol] = await Promise.all([registerUser(), registerUser(), registerUser()]);
    const room = await freshRoom("Derby");
    const a = await join(alice.token, room);
    await relaySettings(room, 1, 1);
    const b = await join(bob.token, room);
    const c = await join(carol.token, room);
    expect(await placement(room, 2)).toEqual({ own: 1, held: [1, 1] });
    // As after hibernation: the room's memory is gone, every socket stays open.
    await evictDurableObject(await getServerByName(env.CHAT as unknown as DurableObjectNamespace<ChatRoom>, room));
    b.send({ type: "send_message", roomId: room, message: text("toujours là"), clientId: "b1" });
    await b.waitFor((m) => m.clientId === "b1");
    for (const x of [a, c]) expect((await x.waitFor((m) => m.type === "new_message")).message.content).toBe("toujours là");
    // A newcomer's snapshot counts the relays' sockets; it lands on a new relay (the room still has sockets on relays).
    const [dave] = await Promise.all([registerUser()]);
    const d = await join(dave.token, room);
    expect(d.messages.find((m) => m.type === "room_snapshot")!.room.onlineCount).toBe(4);
    expect(await placement(room, 3)).toEqual({ own: 1, held: [1, 1, 1] });
    await a.waitForOnline([alice, bob, carol, dave].map((u) => u.user.id));
    for (const x of [a, b, c, d]) x.ws.close();
  });

  it("a relay that lost sockets without telling the room (it restarted): the room forgets them at its next delivery, the others see them leave, and a socket the room does not know is sent to reconnect", async () => {
    const { alice, bob, carol, room, a, b, c } = await aliceOnTheRoomBobAndCarolOnARelay();
    // The room's storage after a restart of its own: two sockets on relay 0 that the relay no longer
    // holds (their users are real accounts), and carol's, which it still holds, missing.
    const ghosts = await Promise.all([registerUser(), registerUser()]);
    const relay = relayName(room, 0);
    const roomStub = await getServerByName(env.CHAT as unknown as DurableObjectNamespace<ChatRoom>, room);
    await runInDurableObject(roomStub, (_instance, state) => {
      const carolRow = state.storage.sql.exec<{ registry_id: string; state: string }>("SELECT registry_id, state FROM relay_sockets").toArray().find((r) => JSON.parse(r.state).user.userId === carol.user.id)!;
      state.storage.sql.exec("DELETE FROM relay_sockets WHERE registry_id = ?", carolRow.registry_id);
      for (const [i, g] of ghosts.entries()) {
        const ghost = { user: { userId: g.user.id, username: g.user.username, avatar: "" }, role: "user", sessionId: `lost-${i}`, sessionExpiresAt: Date.now() + 3_600_000, registryId: `lost-${i}` };
        state.storage.sql.exec("INSERT INTO relay_sockets (registry_id, relay, state) VALUES (?, ?, ?)", ghost.registryId, relay, JSON.stringify(ghost));
      }
    });
    await evictDurableObject(roomStub);
    // A newcomer's snapshot shows what the room believes: the ghosts online, carol not.
    const [dave] = await Promise.all([registerUser()]);
    const d = await join(dave.token, room);
    expect(d.messages.find((m) => m.type === "room_snapshot")!.room.onlineCount).toBe(5);
    // The next message to the relay: it holds 2 sockets where the room counts 3 (bob and the ghosts).
    a.send({ type: "send_message", roomId: room, message: text("qui est là ?"), clientId: "a1" });
    expect((await b.waitFor((m) => m.type === "new_message")).message.content).toBe("qui est là ?");
    for (const g of ghosts) await a.waitFor((m) => m.type === "user_left_room" && m.userId === g.user.id);
    // Carol's socket, unknown to the room, is closed with a code the client reconnects after.
    const closed = await c.waitForClose(3000);
    expect(closed.code).toBe(RECONNECT.code);
    expect(FINAL_CLOSE_CODES).not.toContain(closed.code);
    // Carol reconnects: the room counts alice, bob, dave and her, the ghosts gone. A frame the relay
    // already had, sent again (as after a call that failed on its way back), is not sent twice.
    const c2 = await join(carol.token, room);
    expect(c2.messages.find((m) => m.type === "room_snapshot")!.room.onlineCount).toBe(4);
    const before = b.messages.filter((m) => m.type === "new_message").length;
    const relayStub = env.CHAT_RELAY!.get(env.CHAT_RELAY!.idFromName(relay));
    await runInDurableObject(relayStub, (instance: RoomRelay) => instance.deliver([{ seq: 1, payload: JSON.stringify({ type: "new_message", roomId: room, message: { content: "déjà vu" } }) }]));
    a.send({ type: "send_message", roomId: room, message: text("encore"), clientId: "a2" });
    await b.waitFor((m) => m.type === "new_message" && m.message.content === "encore");
    expect(b.messages.filter((m) => m.type === "new_message").map((m) => m.message.content).slice(before)).toEqual(["encore"]);
    for (const x of [a, b, c2, d]) x.ws.close();
  });

  it("a relay call that fails twice is tried again: its sockets get each message once, in order, and stay", async () => {
    const { alice, bob, carol, room, a, b, c } = await aliceOnTheRoomBobAndCarolOnARelay();
    const restore = await failDeliveries(relayName(room, 0), 2);
    try {
      for (const n of [1, 2, 3]) a.send({ type: "send_message", roomId: room, message: text(`tenace ${n}`), clientId: `t${n}` });
      for (const x of [b, c]) await x.waitForCount((m) => m.type === "new_message", 3);
      await new Promise((r) => setTimeout(r, 200));
      for (const x of [b, c]) expect(newMessages(x)).toEqual(["tenace 1", "tenace 2", "tenace 3"]);
      expect(restore.failed()).toBe(2);
    } finally {
      restore();
    }
    expect(b.closed).toBeNull();
    expect(a.online()).toEqual([alice, bob, carol].map((u) => u.user.id).sort());
    for (const x of [a, b, c]) x.ws.close();
  });

  it("a relay the room cannot reach three times in a row: the room forgets its sockets (the others see them leave), tells it to close them all, and they come back with a fresh snapshot", async () => {
    const { alice, bob, carol, room, a, b, c } = await aliceOnTheRoomBobAndCarolOnARelay();
    const restore = await failDeliveries(relayName(room, 0), 3);
    try {
      a.send({ type: "send_message", roomId: room, message: text("perdu"), clientId: "p1" });
      // The room gives up on the relay: bob and carol leave for everyone else...
      await a.waitForOnline([alice.user.id]);
      // ...and the relay, reached again, closes their sockets with a code the client reconnects after.
      for (const x of [b, c]) {
        const closed = await x.waitForClose(3000);
        expect(closed.code).toBe(RECONNECT.code);
        expect(FINAL_CLOSE_CODES).not.toContain(closed.code);
      }
      expect(restore.failed()).toBe(3);
    } finally {
      restore();
    }
    // They reconnect: a fresh snapshot holds the message they missed, and the room counts them again.
    const b2 = await join(bob.token, room);
    const snapshot = b2.messages.find((m) => m.type === "room_snapshot")!;
    expect(snapshot.messages.map((m: any) => m.content)).toContain("perdu");
    expect(snapshot.room.onlineCount).toBe(2);
    a.send({ type: "send_message", roomId: room, message: text("retrouvé"), clientId: "p2" });
    expect((await b2.waitFor((m) => m.type === "new_message")).message.content).toBe("retrouvé");
    expect(await placement(room, 2)).toEqual({ own: 1, held: [1, 0] });
    for (const x of [a, b2]) x.ws.close();
  });

  it("sockets admitted to relays while messages flow: each gets its snapshot, then every later message once, with no gap", async () => {
    const mod = await createUserAndLogin({ role: "moderator" }); // staff: no limit on the burst
    const users = await Promise.all(Array.from({ length: 6 }, () => registerUser()));
    const room = await freshRoom("Derby");
    const sender = await join(mod.token, room);
    await relaySettings(room, 1, 2);
    const total = 80;
    const sent = (async () => {
      for (let i = 0; i < total; i++) {
        sender.send({ type: "send_message", roomId: room, message: text(`flux ${i}`), clientId: `f${i}` });
        await new Promise((r) => setTimeout(r, 3));
      }
    })();
    // Joins spread over the burst, onto three relays.
    const joiners: ChatClient[] = [];
    for (const u of users) {
      joiners.push(await join(u.token, room));
    }
    await sent;
    const seqOf = (m: any) => Number(String(m.id).split(".").pop());
    const lastSeq = seqOf((await sender.waitFor((m) => m.clientId === `f${total - 1}`)).message);
    await new Promise((r) => setTimeout(r, 300));
    let joinedMidway = 0;
    for (const j of joiners) {
      const snapshot = j.messages.find((m) => m.type === "room_snapshot")!;
      const before = snapshot.messages.map(seqOf);
      const after = j.messages.filter((m) => m.type === "new_message").map((m) => seqOf(m.message));
      const last = Math.max(0, ...before);
      // Nothing twice, nothing missing: the snapshot's messages, then each later one in order, to the last.
      expect(after).toEqual(Array.from({ length: lastSeq - last }, (_, i) => last + 1 + i));
      if (after.length && before.length) joinedMidway++;
    }
    // The joins did land during the burst (the case in question).
    expect(joinedMidway).toBeGreaterThanOrEqual(2);
    expect((await placement(room, 4)).held).toEqual([2, 2, 2, 0]);
    for (const c of [sender, ...joiners]) c.ws.close();
  });
});
