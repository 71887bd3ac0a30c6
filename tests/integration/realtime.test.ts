import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, ORIGIN, registerUser } from "./helpers";
import { freshRoom, join, openSocket, ticketFor } from "./chat-helpers";

describe("realtime rooms", () => {
  it("needs a signed-in user to get a ticket", async () => {
    expect((await api("/realtime/ticket", { method: "POST" })).status).toBe(401);
  });

  it("refuses connections without a ticket or with a made-up one", async () => {
    expect((await openSocket(null, "general")).status).toBe(401);
    expect((await openSocket(null, "general", "not-a-ticket")).status).toBe(401);
  });

  it("refuses a room that does not exist (404)", async () => {
    const user = await registerUser();
    expect((await openSocket(user.token, "no-such-room")).status).toBe(404);
    expect((await openSocket(user.token, "club-9999")).status).toBe(404);
  });

  it("authenticates two clients: one snapshot each, then presence as deltas with identities from the server", async () => {
    const alice = await registerUser();
    const bob = await registerUser();
    const room = await freshRoom();
    const a = await join(alice.token, room);
    const snapshot = a.messages.find((m) => m.type === "room_snapshot")!;
    expect(snapshot.you.username).toBe(alice.user.username);
    expect(snapshot.room.id).toBe(room);

    const b = await join(bob.token, room);
    // Alice receives a delta naming Bob, not a whole list.
    const joined = await a.waitFor((m) => m.type === "user_joined_room");
    expect(joined.user).toMatchObject({ userId: bob.user.id, username: bob.user.username, isOnline: true });
    expect(a.messages.filter((m) => m.type === "room_snapshot")).toHaveLength(1);
    expect(b.online()).toEqual([alice.user.id, bob.user.id].sort());

    b.send({ type: "ping" });
    await b.waitFor((m) => m.type === "pong");
    b.send("{not json");
    await b.waitFor((m) => m.type === "error" && m.code === "invalid");
    b.ws.close();
    await a.waitFor((m) => m.type === "user_left_room" && m.userId === bob.user.id);
    a.ws.close();
  });

  it("a ticket opens several connections, to any room, until its uses run out (chat-states.test.ts)", async () => {
    const user = await registerUser();
    const ticket = await ticketFor(user.token);
    const first = await openSocket(user.token, "general", ticket);
    expect(first.status).toBe(101);
    const second = await openSocket(user.token, "general", ticket);
    expect(second.status).toBe(101);
    if ("ws" in first) first.ws.close();
    if ("ws" in second) second.ws.close();
  });

  it("ignores an identity header sent by the client", async () => {
    const res = await SELF.fetch(`${ORIGIN}/parties/chat/lobby`, {
      headers: { Upgrade: "websocket", "x-terrace-identity": JSON.stringify({ userId: "x", username: "mallory", avatar: "" }) },
    });
    expect(res.status).toBe(401);
  });
});
