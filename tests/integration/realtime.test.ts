import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, ORIGIN, registerUser } from "./helpers";

type Received = { type: string; [k: string]: any };

/** Opens a room connection through the Worker and records what it receives. */
async function connect(ticket: string | null, room = "lobby") {
  const query = ticket === null ? "" : `?ticket=${encodeURIComponent(ticket)}`;
  const res = await SELF.fetch(`${ORIGIN}/parties/chat/${room}${query}`, { headers: { Upgrade: "websocket" } });
  if (res.status !== 101) return { status: res.status, body: await res.json<any>() };
  const ws = res.webSocket!;
  const messages: Received[] = [];
  const waiters: Array<() => void> = [];
  ws.addEventListener("message", (e) => {
    messages.push(JSON.parse(String(e.data)));
    waiters.splice(0).forEach((w) => w());
  });
  ws.accept();
  async function waitFor(predicate: (m: Received) => boolean, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching message; got ${JSON.stringify(messages)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
  return { status: 101, ws, messages, waitFor };
}

async function ticketFor(token: string) {
  const res = await api("/realtime/ticket", { method: "POST", token });
  expect(res.status).toBe(200);
  return res.body.ticket as string;
}

describe("realtime rooms", () => {
  it("needs a signed-in user to get a ticket", async () => {
    expect((await api("/realtime/ticket", { method: "POST" })).status).toBe(401);
  });

  it("refuses connections without a ticket or with a made-up one", async () => {
    expect((await connect(null)).status).toBe(401);
    expect((await connect("not-a-ticket")).status).toBe(401);
  });

  it("authenticates two clients and broadcasts presence from one to the other", async () => {
    const alice = await registerUser();
    const bob = await registerUser();
    const a = await connect(await ticketFor(alice.token), "broadcast-test");
    expect(a.status).toBe(101);
    const welcome = await a.waitFor!((m) => m.type === "welcome");
    expect(welcome.you.username).toBe(alice.user.username);

    const b = await connect(await ticketFor(bob.token), "broadcast-test");
    await b.waitFor!((m) => m.type === "welcome");
    // Alice receives the broadcast naming Bob, with identities from the server.
    const presence = await a.waitFor!((m) => m.type === "presence" && m.online.some((u: any) => u.username === bob.user.username));
    expect(presence.online.map((u: any) => u.userId).sort()).toEqual([alice.user.id, bob.user.id].sort());

    b.ws!.send(JSON.stringify({ type: "ping" }));
    await b.waitFor!((m) => m.type === "pong");
    b.ws!.send("{not json");
    await b.waitFor!((m) => m.type === "error");
    a.ws!.close();
    b.ws!.close();
  });

  it("refuses a ticket the second time it is used", async () => {
    const user = await registerUser();
    const ticket = await ticketFor(user.token);
    const first = await connect(ticket);
    expect(first.status).toBe(101);
    const second = await connect(ticket);
    expect(second.status).toBe(401);
    first.ws!.close();
  });

  it("ignores an identity header sent by the client", async () => {
    const res = await SELF.fetch(`${ORIGIN}/parties/chat/lobby`, {
      headers: { Upgrade: "websocket", "x-terrace-identity": JSON.stringify({ userId: "x", username: "mallory", avatar: "" }) },
    });
    expect(res.status).toBe(401);
  });
});
