// Issue 30, the chat's hot path: a message over a socket goes out with no storage read before it.
// The ban it is checked against is the one read at admission or pushed by the ban service (from
// any path that bans: the user's screen, the queues' bulk action), and its count on the user's
// limit is the slot counted ahead after their last write, so limits and bans still hold.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createUserAndLogin, registerUser } from "./helpers";
import { freshRoom, join, openSocket, PUSHED_WITHIN_MS, type ChatClient } from "./chat-helpers";

const text = (content: string) => ({ type: "text", content });
const post = (token: string, room: string, message: unknown) => api(`/chat/rooms/${room}/messages`, { token, json: message });

describe("the socket path reads no ban: the pushed one stops it", () => {
  it("a ban written straight to D1 is not read per message (REST reads it); a bulk ban from the queue closes the socket within a second", async () => {
    const [mallory, reporter] = await Promise.all([registerUser(), registerUser()]);
    const mod = await createUserAndLogin({ role: "moderator" });
    const room = await freshRoom();
    const m = await join(mallory.token, room);
    m.send({ type: "send_message", roomId: room, message: text("un"), clientId: "c1" });
    const first = await m.waitFor((x) => x.clientId === "c1");
    expect(first.type).toBe("new_message");

    // A ban row no service announced (as if written by hand): the room does not read it per message...
    await env.DB.prepare("INSERT INTO bans (user_id, scope, reason, banned_by, created_at, ends_at) VALUES (?, 'chat', 'à la main', ?, ?, NULL)")
      .bind(mallory.user.id, mod.user.id, Date.now())
      .run();
    m.send({ type: "send_message", roomId: room, message: text("deux"), clientId: "c2" });
    expect((await m.waitFor((x) => x.clientId === "c2")).type).toBe("new_message");
    // ...while REST, which may reach rooms where she has no socket, reads it.
    expect((await post(mallory.token, room, text("trois"))).status).toBe(403);

    // The queue's bulk ban (not the chat screen's call) reaches her socket through the ban service.
    expect((await api(`/chat/messages/${first.message.id}/report`, { token: reporter.token, json: { reason: "spam" } })).status).toBe(200);
    const start = Date.now();
    const bulk = await api("/admin/moderation/bulk", { token: mod.token, json: { kind: "chat_message", action: "ban", itemIds: [first.message.id], reason: "Spam en rafale", duration: "24h" } });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect(bulk.body.bannedUsers).toEqual([mallory.user.id]);
    const closed = await m.waitForClose();
    expect(closed.code).toBe(4003);
    expect(closed.at - start).toBeLessThan(PUSHED_WITHIN_MS);
    expect(m.messages.find((x) => x.type === "error")).toMatchObject({ code: "banned", message: expect.stringContaining("Spam en rafale") });
    const again = (await openSocket(mallory.token, room)) as ChatClient;
    expect(again.messages[0]).toMatchObject({ type: "error", code: "banned" });

    // The lift is pushed too: back in, she writes over the socket at once.
    expect((await api(`/admin/users/${mallory.user.id}/unban-chat`, { method: "POST", token: mod.token })).status).toBe(200);
    const back = await join(mallory.token, room);
    back.send({ type: "send_message", roomId: room, message: text("pardon"), clientId: "c3" });
    expect((await back.waitFor((x) => x.clientId === "c3")).type).toBe("new_message");
    back.ws.close();
  });
});

describe("the socket path's limit: slots counted ahead, never past the limit", () => {
  it("14 messages in a burst on one socket: exactly 10 go out, in order, to a watcher and in the history; the rest are refused to the sender", async () => {
    const [alice, bob] = await Promise.all([registerUser(), registerUser()]);
    const room = await freshRoom();
    const watcher = await join(bob.token, room);
    const a = await join(alice.token, room);
    for (let i = 0; i < 14; i++) a.send({ type: "send_message", roomId: room, message: text(`m${i}`), clientId: `b${i}` });
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => a.waitFor((x) => x.clientId === `b${i}`)));
    const sent = answers.filter((x) => x.type === "new_message").map((x) => x.message.content);
    expect(sent).toHaveLength(10);
    for (const x of answers.filter((x) => x.type === "error")) expect(x).toMatchObject({ code: "rate_limited", retryAt: expect.any(String) });
    const seen = await watcher.waitForCount((x) => x.type === "new_message", 10);
    expect(seen.map((x) => x.message.content)).toEqual(sent);
    // Sent in order: the frames' order is the messages' order.
    expect(sent).toEqual([...sent].sort((x, y) => Number(x.slice(1)) - Number(y.slice(1))));
    const history = await api(`/chat/rooms/${room}/messages?limit=50`, { token: bob.token });
    expect(history.body.messages.map((x: any) => x.content)).toEqual(sent);
    // Over REST too, in another room: the limit is the user's, across rooms.
    expect((await post(alice.token, await freshRoom(), text("ailleurs"))).status).toBe(429);
    a.ws.close();
    watcher.ws.close();
  });

  it("one message at a time: the slot counted after each lets the next go out, and the eleventh is refused", async () => {
    const alice = await registerUser();
    const room = await freshRoom();
    const a = await join(alice.token, room);
    const outcomes: string[] = [];
    for (let i = 0; i < 11; i++) {
      a.send({ type: "send_message", roomId: room, message: text(`s${i}`), clientId: `s${i}` });
      outcomes.push((await a.waitFor((x) => x.clientId === `s${i}`)).type);
    }
    expect(outcomes).toEqual([...new Array(10).fill("new_message"), "error"]);
    a.ws.close();
  });
});
