// Issue 8, sockets end with their session: logout, a password change or reset, a
// deactivation (and session expiry) close that user's open realtime sockets within a second,
// in every room; a deactivated user leaves everyone's online list (decision 014).
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { contextFor } from "../../api/services/context";
import { SESSION_TTL_MS, startSession } from "../../api/services/sessions";
import { api, createUserAndLogin, ORIGIN, registerUser } from "./helpers";
import { freshRoom, join, PUSHED_WITHIN_MS } from "./chat-helpers";

type Socket = Awaited<ReturnType<typeof open>>;

const WITHIN = PUSHED_WITHIN_MS; // the "within a second", with a loaded machine's headroom

/** Opens a room connection with a fresh ticket of `token` (rooms by test name: fresh club rooms). */
const rooms = new Map<string, Promise<string>>();
async function open(token: string, name: string) {
  if (!rooms.has(name)) rooms.set(name, freshRoom(name));
  return join(token, await rooms.get(name)!);
}

/**
 * Still open after the others closed: the room answers a ping on it (a close the room sent with the
 * others' would have come before the pong), and it was not closed.
 */
async function expectOpen(socket: Socket) {
  await socket.roundTrip();
  expect(socket.closed).toBeNull();
}

const elapsed = async (action: () => Promise<unknown>, ...sockets: Socket[]) => {
  const start = Date.now();
  await action();
  const closes = await Promise.all(sockets.map((s) => s.waitForClose()));
  return { ms: Math.max(...closes.map((c) => c.at - start)), codes: closes.map((c) => c.code) };
};

describe("sockets end with their session", () => {
  it("logout closes that session's sockets in every room within a second; another session of the user stays", async () => {
    const alice = await registerUser();
    const bob = await registerUser();
    const phone = await api("/auth/login", { json: { email: alice.payload.email, password: alice.payload.password } });
    const a1 = await open(alice.token, "logout-1");
    const a2 = await open(alice.token, "logout-2");
    const aPhone = await open(phone.body.access_token, "logout-1");
    const b = await open(bob.token, "logout-1");
    await b.waitForOnline([alice.user.id, bob.user.id]);

    const { ms, codes } = await elapsed(() => api("/auth/logout", { method: "POST", token: alice.token }), a1, a2);
    expect(ms).toBeLessThan(WITHIN);
    expect(codes).toEqual([4001, 4001]);
    await expectOpen(aPhone);
    await expectOpen(b);
    // Alice is still online on her phone.
    expect(b.online()).toEqual([alice.user.id, bob.user.id].sort());
  });

  it("a password change closes every socket of the user", async () => {
    const alice = await registerUser();
    const other = await api("/auth/login", { json: { email: alice.payload.email, password: alice.payload.password } });
    const a1 = await open(alice.token, "password-1");
    const a2 = await open(other.body.access_token, "password-2");
    const change = () => api("/users/me/password", { method: "PUT", token: alice.token, json: { currentPassword: alice.payload.password, newPassword: "brand-new-pw" } });
    const { ms } = await elapsed(change, a1, a2);
    expect(ms).toBeLessThan(WITHIN);
  });

  it("a password reset by security question closes every socket of the user", async () => {
    const alice = await registerUser();
    const a = await open(alice.token, "reset-1");
    const verify = await api("/auth/forgot-password/verify", { json: { email: alice.payload.email, securityAnswer: alice.payload.securityAnswer } });
    expect(verify.status).toBe(200);
    const reset = () =>
      api("/auth/forgot-password/reset", { json: { email: alice.payload.email, newPassword: "brand-new-pw", resetToken: verify.body.resetToken } });
    const { ms } = await elapsed(reset, a);
    expect(ms).toBeLessThan(WITHIN);
  });

  it("a deactivation closes the user's sockets and takes them off everyone's online list", async () => {
    const admin = await createUserAndLogin({ role: "admin" });
    const mallory = await registerUser();
    const bob = await registerUser();
    const m = await open(mallory.token, "ban-1");
    const b = await open(bob.token, "ban-1");
    await b.waitForOnline([mallory.user.id, bob.user.id]);
    const deactivate = () => api(`/admin/users/${mallory.user.id}`, { method: "PATCH", token: admin.token, json: { isActive: false } });
    const { ms } = await elapsed(deactivate, m);
    expect(ms).toBeLessThan(WITHIN);
    await b.waitForOnline([bob.user.id]);
    // Someone who comes in afterwards does not see them either.
    const carol = await registerUser();
    const c = await open(carol.token, "ban-1");
    expect(c.online()).toEqual([bob.user.id, carol.user.id].sort());
  });

  it("a ticket issued before its session ended opens nothing", async () => {
    const alice = await registerUser();
    const ticket = (await api("/realtime/ticket", { method: "POST", token: alice.token })).body.ticket;
    expect((await api("/auth/logout", { method: "POST", token: alice.token })).status).toBe(200);
    // A room that exists (the room checks the ticket: an unknown room is a 404 whatever the ticket).
    const res = await SELF.fetch(`${ORIGIN}/parties/chat/${await freshRoom("late")}?ticket=${encodeURIComponent(ticket)}`, { headers: { Upgrade: "websocket" } });
    expect(res.status).toBe(401);
  });

  it("a session that expires closes its sockets when it expires", async () => {
    const alice = await registerUser();
    // A session started so long ago that 1.5 s of it are left.
    const past = Date.now() - SESSION_TTL_MS + 1500;
    const ctx = { ...contextFor(env, null), now: () => past };
    const session = await startSession(ctx, { id: alice.user.id, role: "user" }, false);
    const a = await open(session.accessToken, "expiry-1");
    const closed = await a.waitForClose(1500 + WITHIN + 1000);
    expect(closed.at).toBeGreaterThanOrEqual(session.expiresAt - 50);
    expect(closed.at - session.expiresAt).toBeLessThan(WITHIN);
  });
});
