// Web Push, the person's side (issue 46): the VAPID key, a browser's subscription saved, moved,
// capped and deleted, and the preferences, on real D1 through the API; plus the settings screen's
// form (/profile/notifications) without JavaScript.
import { SELF, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import { pushPreferences, pushSubscriptions } from "../../api/db/schema";
import { contextFor } from "../../api/services/context";
import { pushPublicKey, savePushSubscription } from "../../api/services/push-subscriptions";
import { AppError } from "../../api/errors";
import { DEFAULT_PUSH_PREFERENCES } from "../../domain/push-preferences";
import { MAX_PUSH_SUBSCRIPTIONS_PER_PERSON } from "../../domain/push-subscription";
import { api, createUserAndLogin, ORIGIN } from "./helpers";

const P256DH = "BEQkul5yphOm3OXuCNEyKAgY6IdnMQg5jhhAB-stzgDv5fhRd6wZyO8phG-gmUkAX5EGGwTgZ5fwDLKu18Tcb-o";
const AUTH = "dAZpVYR3vW6LxVfoqCatjg";
let seq = 0;
const endpoint = () => `https://fcm.googleapis.com/fcm/send/test-${Date.now().toString(36)}-${seq++}`;
const subscription = (url = endpoint(), keys: Partial<{ p256dh: string; auth: string }> = {}) => ({ endpoint: url, expirationTime: null, keys: { p256dh: P256DH, auth: AUTH, ...keys } });
const db = () => createDb(env.DB);
const rowsOf = (userId: string) => db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const rowOf = (url: string) => db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, url)).get();

describe("push: the key", () => {
  it("answers the VAPID public key to a signed-in person, 401 otherwise", async () => {
    const { token } = await createUserAndLogin();
    const res = await api("/push/key", { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: env.VAPID_PUBLIC_KEY });
    expect((await api("/push/key")).status).toBe(401);
  });

  it("is 404 push unavailable when the server has no key", async () => {
    const { user } = await createUserAndLogin();
    const ctx = contextFor({ ...env, VAPID_PUBLIC_KEY: undefined }, { id: user.id, role: "user", sessionId: "s" });
    let thrown: unknown;
    try {
      pushPublicKey(ctx);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).status).toBe(404);
  });
});

describe("push: subscriptions", () => {
  it("saves a new browser (201), the same endpoint again (200, keys refreshed), and nothing for a signed-out caller", async () => {
    const { token, user } = await createUserAndLogin();
    const sub = subscription();
    const first = await api("/push/subscriptions", { method: "PUT", token, json: sub, headers: { "User-Agent": "Terrace test browser" } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.subscription.endpoint).toBe(sub.endpoint);
    const fresh = "BDG_AH8gsFsxSHNHNiTSNXjnArXsRit5bDfY4oBa0CgIrQ9sVWm1mpfOYgIs9Vah38BCWtBMFBi-vpPjTptMbkw";
    const again = await api("/push/subscriptions", { method: "PUT", token, json: subscription(sub.endpoint, { p256dh: fresh }) });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ endpoint: sub.endpoint, p256dh: fresh, auth: AUTH, userAgent: "Terrace test browser" });
    expect((await api("/push/subscriptions", { method: "PUT", json: subscription() })).status).toBe(401);
  });

  it("moves an endpoint to whoever subscribes it last (one browser, another account)", async () => {
    const a = await createUserAndLogin();
    const b = await createUserAndLogin();
    const sub = subscription();
    expect((await api("/push/subscriptions", { method: "PUT", token: a.token, json: sub })).status).toBe(201);
    await db().update(pushSubscriptions).set({ lastSentAt: 123 }).where(eq(pushSubscriptions.endpoint, sub.endpoint));
    const moved = await api("/push/subscriptions", { method: "PUT", token: b.token, json: sub });
    expect(moved.status).toBe(201);
    const row = await rowOf(sub.endpoint);
    expect(row?.userId).toBe(b.user.id);
    expect(row?.lastSentAt).toBeNull();
    expect(await rowsOf(a.user.id)).toHaveLength(0);
  });

  it("holds when one endpoint is saved many times at once: one row, one 201", async () => {
    const { token, user } = await createUserAndLogin();
    const sub = subscription();
    const answers = await Promise.all(Array.from({ length: 6 }, () => api("/push/subscriptions", { method: "PUT", token, json: sub })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("holds when two accounts save one endpoint at once: one row, the endpoint with one of them", async () => {
    const a = await createUserAndLogin();
    const b = await createUserAndLogin();
    const sub = subscription();
    const answers = await Promise.all([a, b, a, b].map((who) => api("/push/subscriptions", { method: "PUT", token: who.token, json: sub })));
    for (const answer of answers) expect([200, 201]).toContain(answer.status);
    const rows = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(rows).toHaveLength(1);
    expect([a.user.id, b.user.id]).toContain(rows[0]!.userId);
  });

  it("keeps a person's newest browsers: past the cap, the oldest is replaced", async () => {
    const { token, user } = await createUserAndLogin();
    const endpoints = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS_PER_PERSON + 2 }, () => endpoint());
    for (const url of endpoints) expect((await api("/push/subscriptions", { method: "PUT", token, json: subscription(url) })).status).toBe(201);
    const kept = (await rowsOf(user.id)).map((r) => r.endpoint).sort();
    expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_PERSON);
    expect(kept).toEqual(endpoints.slice(2).sort());
  });

  it("refuses a subscription that is not one with a clear 400 naming the field", async () => {
    const { token } = await createUserAndLogin();
    const cases: [unknown, string][] = [
      [subscription("http://push.example.com/x"), "endpoint"],
      [subscription("https://10.0.0.8/push"), "endpoint"],
      [subscription("javascript:alert(1)"), "endpoint"],
      [subscription(`https://push.example.com/${"x".repeat(1100)}`), "endpoint"],
      [subscription(undefined, { p256dh: P256DH.slice(0, 60) }), "keys.p256dh"],
      [subscription(undefined, { p256dh: `${P256DH.slice(0, 80)}!!!!!!!` }), "keys.p256dh"],
      [subscription(undefined, { auth: "AAAA" }), "keys.auth"],
      [{ endpoint: endpoint() }, "keys"],
      [{ ...subscription(), endpoint: 42 }, "endpoint"],
    ];
    for (const [body, field] of cases) {
      const res = await api("/push/subscriptions", { method: "PUT", token, json: body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error.issues.map((i: { path: string }) => i.path), JSON.stringify(res.body)).toContain(field);
    }
    const notJson = await api("/push/subscriptions", { method: "PUT", token, headers: { "Content-Type": "application/json" }, body: "{oops" });
    expect(notJson.status).toBe(400);
  });

  it("takes the local receiver's http://127.0.0.1 endpoint only on a local server", async () => {
    const { token, user } = await createUserAndLogin();
    const local = subscription("http://127.0.0.1:9999/push/abc");
    expect(env.LOCAL_DATA).toBe("true");
    expect((await api("/push/subscriptions", { method: "PUT", token, json: local })).status).toBe(201);
    const production = contextFor({ ...env, LOCAL_DATA: "false" }, { id: user.id, role: "user", sessionId: "s" });
    await expect(savePushSubscription(production, subscription("http://127.0.0.1:9999/push/def"), null)).rejects.toMatchObject({ status: 400 });
    await expect(savePushSubscription(production, subscription("http://localhost:9999/push/def"), null)).rejects.toMatchObject({ status: 400 });
  });

  it("deletes one's own browser (204); someone else's or an unknown one is 404 and stays", async () => {
    const a = await createUserAndLogin();
    const b = await createUserAndLogin();
    const mine = subscription();
    const theirs = subscription();
    await api("/push/subscriptions", { method: "PUT", token: a.token, json: mine });
    await api("/push/subscriptions", { method: "PUT", token: b.token, json: theirs });
    const gone = await api("/push/subscriptions", { method: "DELETE", token: a.token, json: { endpoint: mine.endpoint } });
    expect(gone.status).toBe(204);
    expect(gone.body).toBeNull();
    expect(await rowOf(mine.endpoint)).toBeUndefined();
    const other = await api("/push/subscriptions", { method: "DELETE", token: a.token, json: { endpoint: theirs.endpoint } });
    expect(other.status).toBe(404);
    expect(await rowOf(theirs.endpoint)).toBeTruthy();
    expect((await api("/push/subscriptions", { method: "DELETE", token: a.token, json: { endpoint: mine.endpoint } })).status).toBe(404);
    expect((await api("/push/subscriptions", { method: "DELETE", token: a.token, json: {} })).status).toBe(400);
    expect((await api("/push/subscriptions", { method: "DELETE", json: { endpoint: theirs.endpoint } })).status).toBe(401);
  });

  it("goes with the account (cascade)", async () => {
    const { token, user } = await createUserAndLogin();
    await api("/push/subscriptions", { method: "PUT", token, json: subscription() });
    await api("/push/preferences", { method: "PUT", token, json: { ...DEFAULT_PUSH_PREFERENCES, deadline: "off" } });
    await env.DB.prepare("PRAGMA foreign_keys = ON").run();
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(user.id).run();
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect(await db().select().from(pushPreferences).where(eq(pushPreferences.userId, user.id))).toHaveLength(0);
  });
});

describe("push: preferences", () => {
  it("answers the defaults, then what the person saved", async () => {
    const { token, user } = await createUserAndLogin();
    const first = await api("/push/preferences", { token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual(DEFAULT_PUSH_PREFERENCES);
    const wanted = { deadline: "always", livePlayers: false, finalPoints: true, wallReplies: false, moderation: true, quietStart: 22 * 60, quietEnd: 7 * 60 };
    const saved = await api("/push/preferences", { method: "PUT", token, json: wanted });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual(wanted);
    expect((await api("/push/preferences", { token })).body).toEqual(wanted);
    const again = await api("/push/preferences", { method: "PUT", token, json: { ...wanted, quietStart: null, quietEnd: null } });
    expect(again.status).toBe(200);
    const rows = await db().select().from(pushPreferences).where(eq(pushPreferences.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ deadline: "always", quietStart: null, quietEnd: null });
  });

  it("refuses an incomplete or wrong shape with a 400, and a signed-out caller with a 401", async () => {
    const { token } = await createUserAndLogin();
    const bad = [
      { ...DEFAULT_PUSH_PREFERENCES, deadline: "sometimes" },
      { ...DEFAULT_PUSH_PREFERENCES, quietStart: 1440, quietEnd: 10 },
      { ...DEFAULT_PUSH_PREFERENCES, quietStart: 600, quietEnd: null },
      { ...DEFAULT_PUSH_PREFERENCES, livePlayers: "yes" },
      { deadline: "off" },
    ];
    for (const body of bad) expect((await api("/push/preferences", { method: "PUT", token, json: body })).status, JSON.stringify(body)).toBe(400);
    expect((await api("/push/preferences")).status).toBe(401);
    expect((await api("/push/preferences", { method: "PUT", json: DEFAULT_PUSH_PREFERENCES })).status).toBe(401);
  });
});

describe("push: the settings screen's form without JavaScript", () => {
  const post = (token: string, fields: Record<string, string>) =>
    SELF.fetch(`${ORIGIN}/profile/notifications`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ intent: "preferences", ...fields }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host, Cookie: `terrace_session=${token}` },
    });

  it("shows the preferences and saves a plain form post", async () => {
    const { token } = await createUserAndLogin();
    const page = await SELF.fetch(`${ORIGIN}/profile/notifications`, { headers: { Cookie: `terrace_session=${token}` } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('name="deadline"');
    expect(html).toContain('name="quietStart"');
    const res = await post(token, { deadline: "off", livePlayers: "on", finalPoints: "on", quietStart: "23:00", quietEnd: "06:30" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/profile/notifications");
    expect((await api("/push/preferences", { token })).body).toEqual({ deadline: "off", livePlayers: true, finalPoints: true, wallReplies: false, moderation: false, quietStart: 23 * 60, quietEnd: 6 * 60 + 30 });
  });

  it("answers a wrong form with 400 and the field's error, and keeps what was saved", async () => {
    const { token } = await createUserAndLogin();
    const res = await post(token, { deadline: "always", quietStart: "22:00", quietEnd: "" });
    expect(res.status).toBe(400);
    expect((await api("/push/preferences", { token })).body).toEqual(DEFAULT_PUSH_PREFERENCES);
    const signedOut = await SELF.fetch(`${ORIGIN}/profile/notifications`, { redirect: "manual" });
    expect(signedOut.status).toBe(302);
  });
});

describe("push: is this browser's subscription mine?", () => {
  it("answers true for one's own endpoint only, and tells nothing of anyone else's", async () => {
    const a = await createUserAndLogin();
    const b = await createUserAndLogin();
    const sub = subscription();
    await api("/push/subscriptions", { method: "PUT", token: a.token, json: sub });
    expect((await api("/push/subscriptions/status", { token: a.token, json: { endpoint: sub.endpoint } })).body).toEqual({ subscribed: true });
    expect((await api("/push/subscriptions/status", { token: b.token, json: { endpoint: sub.endpoint } })).body).toEqual({ subscribed: false });
    expect((await api("/push/subscriptions/status", { token: b.token, json: { endpoint: endpoint() } })).body).toEqual({ subscribed: false });
    expect((await api("/push/subscriptions/status", { token: b.token, json: { endpoint: "nope" } })).status).toBe(400);
    expect((await api("/push/subscriptions/status", { json: { endpoint: sub.endpoint } })).status).toBe(401);
  });
});
