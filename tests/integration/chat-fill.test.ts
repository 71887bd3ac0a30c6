// Issue 30, a room that fills as fast as a bare one: a join receives a bounded snapshot (the first
// page of participants; the rest page by page over the socket), and the upgrades arriving together
// are admitted in one batch by the room (tickets checked and counted, registry, bans), with every
// check still made: a bad ticket is a 401 and a banned user is refused, whoever arrives with them.
import { env, runInDurableObject, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getServerByName } from "partyserver";
import type { ChatRoom } from "../../party/chat-room";
import { ERASED_AUTHOR, PARTICIPANT_MAX_PAGE_SIZE, SNAPSHOT_PARTICIPANTS } from "../../domain/chat";
import { api, createUserAndLogin, eventually, ORIGIN, registerUser } from "./helpers";
import { freshRoom, join, makeClient, openSocket, ticketFor, type ChatClient } from "./chat-helpers";
import { sha256Hex } from "../../api/services/crypto";

const OFFLINE = 150;

/** Puts `n` people who came before (offline, seen one second apart, the last the most recent) into a room's participants. */
async function pastParticipants(room: string, n: number) {
  const stub = await getServerByName(env.CHAT as unknown as DurableObjectNamespace<ChatRoom>, room);
  const now = Date.now() - 3_600_000;
  const ids = Array.from({ length: n }, (_, i) => `past-${String(i).padStart(3, "0")}`);
  await runInDurableObject(stub, (_room, state) => {
    for (const [i, id] of ids.entries())
      state.storage.sql.exec("INSERT INTO participants (user_id, username, avatar, joined_at, last_seen) VALUES (?, ?, '/images/avatars/avatar1.svg', ?, ?)", id, `ancien ${i}`, now, now + i * 1000);
  });
  return ids;
}

/** Every page after the snapshot's, asked over the socket until the room says there is no more. */
async function allPages(client: ChatClient, room: string, first: number, limit: number) {
  const pages: { participants: { userId: string; isOnline: boolean; lastSeen: string }[]; offset: number; hasMore: boolean }[] = [];
  for (let offset = first, i = 0; ; i++) {
    client.send({ type: "get_participants", roomId: room, offset, limit });
    const page = await client.waitFor((m) => m.type === "participants_page" && m.offset === offset);
    pages.push(page as never);
    if (!page.hasMore) return pages;
    offset += page.participants.length;
    expect(i).toBeLessThan(20);
  }
}

describe("a join's snapshot is bounded; the participants come page by page", () => {
  it(`a room ${OFFLINE} people visited: the snapshot lists the first ${SNAPSHOT_PARTICIPANTS} (online first), the pages list everyone once, in order`, async () => {
    const room = await freshRoom("Busy");
    const [alice, bob] = await Promise.all([registerUser(), registerUser()]);
    const a = await join(alice.token, room);
    const past = await pastParticipants(room, OFFLINE);
    const b = await join(bob.token, room);
    const snapshot = b.messages.find((m) => m.type === "room_snapshot")!;
    expect(snapshot.room.participants).toHaveLength(SNAPSHOT_PARTICIPANTS);
    expect(snapshot.moreParticipants).toBe(true);
    expect(snapshot.room.onlineCount).toBe(2);
    // Online first, the latest comer first; then the most recently seen.
    expect(snapshot.room.participants.slice(0, 3).map((p: any) => [p.userId, p.isOnline])).toEqual([
      [bob.user.id, true],
      [alice.user.id, true],
      [past.at(-1), false],
    ]);
    // Bounded: the same size whatever the number of people the room has seen.
    expect(JSON.stringify(snapshot).length).toBeLessThan(8_000);

    const pages = await allPages(b, room, SNAPSHOT_PARTICIPANTS, 50);
    const listed = [...snapshot.room.participants, ...pages.flatMap((p) => p.participants)];
    expect(listed.map((p) => p.userId)).toEqual([bob.user.id, alice.user.id, ...[...past].reverse()]);
    expect(pages.map((p) => p.participants.length)).toEqual([50, 50, 32]);
    expect(listed.filter((p) => p.isOnline)).toHaveLength(2);

    // A page that starts among those online, and one past the end.
    b.send({ type: "get_participants", roomId: room, offset: 1, limit: 2 });
    const mixed = await b.waitFor((m) => m.type === "participants_page" && m.offset === 1);
    expect(mixed.participants.map((p: any) => p.userId)).toEqual([alice.user.id, past.at(-1)]);
    expect(mixed.hasMore).toBe(true);
    b.send({ type: "get_participants", roomId: room, offset: 500, limit: 10 });
    expect(await b.waitFor((m) => m.type === "participants_page" && m.offset === 500)).toMatchObject({ participants: [], hasMore: false });

    // A page too big, or another room's: refused, nothing listed.
    b.send({ type: "get_participants", roomId: room, offset: 0, limit: PARTICIPANT_MAX_PAGE_SIZE + 1 });
    expect(await b.waitFor((m) => m.type === "error")).toMatchObject({ code: "invalid" });
    b.send({ type: "get_participants", roomId: "general", offset: 0, limit: 10 });
    expect(await b.waitFor((m) => m.type === "error" && m.code === "wrong_room")).toBeTruthy();
    a.ws.close();
    b.ws.close();
  });

  it("a deleted account among a page shows under the anonymous label (decision 016)", async () => {
    const room = await freshRoom();
    const [gone, viewer] = await Promise.all([registerUser(), registerUser()]);
    (await join(gone.token, room)).ws.close();
    await pastParticipants(room, 30);
    await env.DB.prepare("UPDATE users SET deleted_at = ? WHERE id = ?").bind(Date.now(), gone.user.id).run();
    const v = await join(viewer.token, room);
    const pages = await allPages(v, room, 0, 100);
    const row = pages.flatMap((p) => p.participants).find((p) => p.userId === gone.user.id) as any;
    expect(row.username).toBe(ERASED_AUTHOR.username);
    expect(JSON.stringify(pages)).not.toContain(gone.user.username);
    v.ws.close();
  });
});

describe("upgrades arriving together are admitted in one batch, every check kept", () => {
  it("twelve at once: ten open, a spent ticket is a 401, a banned user is refused with the ban; each ticket counted once", async () => {
    const room = await freshRoom();
    const mod = await createUserAndLogin({ role: "moderator" });
    const users = await Promise.all(Array.from({ length: 11 }, () => registerUser()));
    const banned = users[10]!;
    expect((await api(`/admin/users/${banned.user.id}/ban-chat`, { token: mod.token, json: { reason: "Flood", duration: "24h" } })).status).toBe(200);
    const tickets = await Promise.all(users.map((u) => ticketFor(u.token)));
    const results = await Promise.all([
      ...users.map((u, i) => openSocket(u.token, room, tickets[i]!)),
      openSocket(null, room, "not-a-ticket-at-all"),
    ]);
    expect(results.map((r) => r.status)).toEqual([...Array(11).fill(101), 401]);
    const sockets = results.slice(0, 10) as ChatClient[];
    for (const s of sockets) expect(s.messages[0]).toMatchObject({ type: "room_snapshot" });
    const refused = results[10] as ChatClient;
    expect(refused.messages[0]).toMatchObject({ type: "error", code: "banned", message: expect.stringContaining("Flood") });
    expect((await refused.waitForClose()).code).toBe(4003);
    // Each ticket counted once; the registry holds the ten admitted (the refused one's row is gone).
    for (const t of tickets) {
      const row = await env.DB.prepare("SELECT uses FROM realtime_tickets WHERE token_hash = ?").bind(await sha256Hex(t)).first<{ uses: number }>();
      expect(row?.uses).toBe(1);
    }
    const admitted = users.slice(0, 10).map((u) => u.user.id).sort();
    const registry = async () =>
      (await env.DB.prepare("SELECT user_id FROM realtime_connections WHERE room = ?").bind(room).all<{ user_id: string }>()).results.map((r) => r.user_id).sort();
    await eventually(async () => JSON.stringify(await registry()) === JSON.stringify(admitted), "the registry holds the ten admitted");
    expect(await registry()).toEqual(admitted);
    // Each sees the ten online (the snapshot's first page, then presence).
    for (const s of sockets) await s.waitForOnline(admitted);
    for (const s of sockets) s.ws.close();
  });
});

describe("the Worker's part of an upgrade, and the rows written after the answers (issue 30, the fill)", () => {
  it("routes /parties itself: an unknown party or room is a 404, a plain request a 401, forged identity headers change nothing", async () => {
    const room = await freshRoom();
    const { token, user } = await registerUser();
    const ticket = await ticketFor(token);
    const upgrade = { Upgrade: "websocket" };
    const q = `?ticket=${encodeURIComponent(ticket)}`;
    expect((await SELF.fetch(`${ORIGIN}/parties/other/${room}${q}`, { headers: upgrade })).status).toBe(404);
    expect((await SELF.fetch(`${ORIGIN}/parties/chat/match-99999999${q}`, { headers: upgrade })).status).toBe(404);
    expect((await SELF.fetch(`${ORIGIN}/parties/chat/${room}${q}`)).status).toBe(401);
    // The room reads who the socket is from its own ticket check only.
    const mallory = encodeURIComponent(JSON.stringify({ userId: "mallory", username: "mallory", avatar: "", role: "admin", sessionId: "x", sessionExpiresAt: 1e15 }));
    const res = await SELF.fetch(`${ORIGIN}/parties/chat/${room}${q}`, { headers: { ...upgrade, "x-terrace-identity": mallory, "x-terrace-admission": mallory } });
    expect(res.status).toBe(101);
    const client = makeClient(res.webSocket!);
    const snapshot = await client.waitFor((m) => m.type === "room_snapshot");
    expect(snapshot.you).toMatchObject({ userId: user.id, username: user.username });
    client.ws.close();
  });

  it("a comer's participant row is written once the answers are out: it keeps its first joinedAt and shows offline after a leave", async () => {
    const room = await freshRoom();
    const [alice, bob] = await Promise.all([registerUser(), registerUser()]);
    const a1 = await join(alice.token, room);
    const firstJoin = a1.messages[0].room.participants.find((p: any) => p.userId === alice.user.id).joinedAt;
    const stub = await getServerByName(env.CHAT as unknown as DurableObjectNamespace<ChatRoom>, room);
    const rows = () =>
      runInDurableObject(stub, (_room, state) => state.storage.sql.exec<{ user_id: string; joined_at: number }>("SELECT user_id, joined_at FROM participants").toArray());
    await eventually(async () => (await rows()).length > 0, "alice's participant row");
    expect(await rows()).toEqual([{ user_id: alice.user.id, joined_at: Date.parse(firstJoin) }]);
    const b = await join(bob.token, room);
    a1.ws.close();
    await b.waitFor((m) => m.type === "user_left_room" && m.userId === alice.user.id);
    b.send({ type: "get_participants", roomId: room, offset: 0, limit: 10 });
    const page = await b.waitFor((m) => m.type === "participants_page");
    expect(page.participants.map((p: any) => [p.userId, p.isOnline, p.joinedAt === firstJoin])).toEqual([
      [bob.user.id, true, false],
      [alice.user.id, false, true],
    ]);
    await new Promise((r) => setTimeout(r, 5));
    const a2 = await join(alice.token, room);
    expect(a2.messages[0].room.participants.find((p: any) => p.userId === alice.user.id)).toMatchObject({ isOnline: true, joinedAt: firstJoin });
    a2.ws.close();
    b.ws.close();
  });
});

describe("presence of joins arriving together, and the registry rows of sockets closing together (issue 30, the fill)", () => {
  it("twelve joining at once reach someone already there as one batch listing all of them, not one delta each; one joining alone is still a delta", async () => {
    const room = await freshRoom();
    const [watcher, late, ...comers] = await Promise.all(Array.from({ length: 14 }, () => registerUser()));
    const w = await join(watcher.token, room);
    const tickets = await Promise.all(comers.map((u) => ticketFor(u.token)));
    const sockets = (await Promise.all(comers.map((u, i) => openSocket(u.token, room, tickets[i]!)))) as ChatClient[];
    expect(sockets.map((s) => s.status)).toEqual(Array(12).fill(101));
    const everyone = [watcher, ...comers].map((u) => u.user.id);
    await w.waitForOnline(everyone);
    for (const s of sockets) await s.waitForOnline(everyone);
    // The admission batches that took them (a window of 4 ms, up to two in D1 at once, then whatever came meanwhile): a few at most.
    const presence = w.messages.filter((m) => m.type === "presence_batch" || m.type === "user_joined_room");
    expect(presence.length).toBeLessThanOrEqual(4);
    expect(presence.some((m) => m.type === "presence_batch" && m.joined.length > 1 && m.onlineCount > 2)).toBe(true);
    const batch = presence.find((m) => m.type === "presence_batch")!;
    expect(batch.joined[0]).toMatchObject({ isOnline: true, joinedAt: expect.any(String), lastSeen: expect.any(String) });

    // Alone, a comer is told to the others at once, as its own delta.
    const l = await join(late.token, room);
    await w.waitFor((m) => m.type === "user_joined_room" && m.user.userId === late.user.id);
    l.ws.close();
    await w.waitFor((m) => m.type === "user_left_room" && m.userId === late.user.id);

    // Twelve leaving together: every registry row of theirs goes (deleted together), the watcher's stays.
    const registry = async () =>
      (await env.DB.prepare("SELECT user_id FROM realtime_connections WHERE room = ?").bind(room).all<{ user_id: string }>()).results.map((r) => r.user_id);
    for (const s of sockets) s.ws.close();
    await eventually(async () => (await registry()).length <= 1, "the registry down to the watcher");
    expect(await registry()).toEqual([watcher.user.id]);
    await w.waitForOnline([watcher.user.id]);
    w.ws.close();
  });
});
