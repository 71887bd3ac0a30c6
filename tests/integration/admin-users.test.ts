// User management (/api/admin/users): who may do what, the validation of each field, bans that
// sign the user out, deletion that keeps the game's sums, and an audit row for every action.
import { env, SELF } from "cloudflare:test";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import {
  accountNotices,
  auditLog,
  cartLines,
  orders,
  pointsLedger,
  postBookmarks,
  posts,
  productSizes,
  products,
  sessions,
  userStadiums,
  users,
} from "../../api/db/schema";
import { atomicBatch, insertRowsFromJson } from "../../api/db/bulk";
import { challengerTeams, seasonStandings } from "../../api/db/shard-schema";
import { gameShards, shardOfUser } from "../../api/db/shards";
import { writeStandings, writeTeams } from "./bulk-seed";
import { catalogueRows } from "../../domain/store-catalogue";
import { applyLedger } from "../../api/services/points";
import { api, createUserAndLogin, ORIGIN, registerUser, registration } from "./helpers";
import type { Role } from "../../domain/permissions";
import { DELETED_USER_NAME } from "../../domain/messages";
import { anonymisedIdentity } from "../../domain/admin-users";

const db = () => createDb(env.DB);
async function person(role: Role = "user", extra: { points?: number } = {}) {
  const { user, token, row, password } = await createUserAndLogin({ role, ...extra });
  return { id: user.id as string, username: user.username as string, email: row.email, token, password };
}
const auditOf = (userId: string, action: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, userId), eq(auditLog.action, action)))
    .all();

describe("every admin user endpoint is for staff", () => {
  it("answers 401 to anonymous callers and 403 to users, on every route", async () => {
    const user = await registerUser();
    const target = await person();
    const calls: [string, string, unknown?][] = [
      ["GET", "/admin/users"],
      ["GET", `/admin/users/${target.id}`],
      ["PUT", `/admin/users/${target.id}`, { firstName: "X" }],
      ["DELETE", `/admin/users/${target.id}`],
      ["PATCH", `/admin/users/${target.id}/status`, { isActive: false }],
      ["PATCH", `/admin/users/${target.id}`, { isActive: false }],
      ["POST", "/admin/players-fpl/extract"],
      ["POST", "/admin/teams-fpl/extract"],
      ["GET", "/admin/players-fpl/backups"],
      ["POST", "/admin/players-fpl/restore/1"],
    ];
    for (const [method, path, json] of calls) {
      expect((await api(path, { method, json })).status, `${method} ${path} anonymous`).toBe(401);
      expect((await api(path, { method, json, token: user.token })).status, `${method} ${path} as a user`).toBe(403);
    }
    // Nothing changed.
    const row = await db().select().from(users).where(eq(users.id, target.id)).get();
    expect(row).toMatchObject({ isActive: true, firstName: "Test", deletedAt: null });
  });

  it("lets a moderator see users and ban ordinary users, but not edit, delete or act on staff", async () => {
    const moderator = await person("moderator");
    const other = await person("moderator");
    const admin = await person("admin");
    const user = await person();
    expect((await api("/admin/users", { token: moderator.token })).status).toBe(200);
    expect((await api(`/admin/users/${user.id}`, { token: moderator.token })).status).toBe(200);
    expect((await api(`/admin/users/${user.id}`, { method: "PUT", token: moderator.token, json: { firstName: "X" } })).status).toBe(403);
    expect((await api(`/admin/users/${user.id}`, { method: "DELETE", token: moderator.token })).status).toBe(403);
    for (const staff of [other, admin])
      expect((await api(`/admin/users/${staff.id}/status`, { method: "PATCH", token: moderator.token, json: { isActive: false } })).status).toBe(403);
    expect((await api(`/admin/users/${moderator.id}/status`, { method: "PATCH", token: moderator.token, json: { isActive: false } })).status).toBe(403);
    const banned = await api(`/admin/users/${user.id}/status`, { method: "PATCH", token: moderator.token, json: { isActive: false, reason: "spam" } });
    expect(banned.status).toBe(200);
    expect(banned.body.user).toMatchObject({ id: user.id, isActive: false });
    // An admin may act on a moderator.
    expect((await api(`/admin/users/${other.id}/status`, { method: "PATCH", token: admin.token, json: { isActive: false } })).status).toBe(200);
  });
});

describe("the list", () => {
  it("sorts by each key (ties broken by id, no overlap between pages), searches and pages", async () => {
    const admin = await person("admin");
    const tag = `zq${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await createUserAndLogin({ username: `${tag}${i}`, teamName: `${tag} team ${i}`, points: (i * 7) % 5 }));
    const found = await api(`/admin/users?q=${tag}&sort=username&order=asc&limit=2`, { token: admin.token });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ total: 5, limit: 2, offset: 0 });
    expect(found.body.users.map((u: { username: string }) => u.username)).toEqual([`${tag}0`, `${tag}1`]);
    expect(found.body.users[0]).not.toHaveProperty("passwordHash");
    expect(found.body.users[0]).not.toHaveProperty("securityAnswerHash");
    const seen = new Set<string>();
    for (const offset of [0, 2, 4]) {
      const page = await api(`/admin/users?q=${tag}&sort=points&order=desc&limit=2&offset=${offset}`, { token: admin.token });
      for (const u of page.body.users) seen.add(u.id);
    }
    expect(seen.size).toBe(5);
    for (const sort of ["createdAt", "lastLogin", "points", "username"])
      for (const order of ["asc", "desc"]) expect((await api(`/admin/users?sort=${sort}&order=${order}`, { token: admin.token })).status).toBe(200);
    // By email and team name too; wildcards are literal.
    expect((await api(`/admin/users?q=${encodeURIComponent(made[3]!.row.email.toUpperCase())}`, { token: admin.token })).body.total).toBe(1);
    expect((await api(`/admin/users?q=${encodeURIComponent(`${tag} team 2`)}`, { token: admin.token })).body.total).toBe(1);
    expect((await api(`/admin/users?q=${encodeURIComponent("%")}`, { token: admin.token })).body.total).toBe(0);
  });

  it("refuses bad queries with 400", async () => {
    const admin = await person("admin");
    for (const query of ["sort=password", "order=up", "limit=0", "limit=101", "offset=-1", `q=${"x".repeat(101)}`])
      expect((await api(`/admin/users?${query}`, { token: admin.token })).status, query).toBe(400);
  });
});

describe("one user's file", () => {
  it("shows the profile, standing, points history from the ledger, teams and moderation history", async () => {
    const admin = await person("admin");
    const user = await person("user", { points: 120 });
    await applyLedger(db(), [{ key: `test:bonus:${user.id}`, userId: user.id, amount: 30, reason: "GW3 reward" }], Date.now());
    await api(`/admin/users/${user.id}/status`, { method: "PATCH", token: admin.token, json: { isActive: false, reason: "Insults" } });
    const res = await api(`/admin/users/${user.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, points: 150, isActive: false });
    expect(res.body.pointsHistory).toMatchObject({ total: 2, balance: 150 });
    expect(res.body.pointsHistory.entries[0]).toMatchObject({ amount: 30, reason: "GW3 reward" });
    expect(res.body.teams).toEqual([]);
    expect(res.body.moderationHistory[0]).toMatchObject({ action: "user.status", reason: "Insults" });
    expect((await api(`/admin/users/nobody`, { token: admin.token })).status).toBe(404);
  });
});

describe("editing a user (admins)", () => {
  it("validates each field with a 400 naming it", async () => {
    const admin = await person("admin");
    const user = await person();
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: "  " }, "firstName"],
      [{ lastName: "x".repeat(101) }, "lastName"],
      [{ email: "not-an-email" }, "email"],
      [{ username: "has space" }, "username"],
      [{ username: "x".repeat(31) }, "username"],
      [{ teamName: "" }, "teamName"],
      [{ role: "owner" }, "role"],
      [{ points: 1000 }, ""],
      [{}, ""],
    ];
    for (const [json, path] of cases) {
      const res = await api(`/admin/users/${user.id}`, { method: "PUT", token: admin.token, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      if (path) expect(res.body.error.issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    expect((await api(`/admin/users/${user.id}`, { method: "PUT", token: admin.token, body: "nope", headers: { "Content-Type": "application/json" } })).status).toBe(400);
    expect((await api(`/admin/users/nobody`, { method: "PUT", token: admin.token, json: { firstName: "A" } })).status).toBe(404);
  });

  it("changes names, email and team name with their identity keys, tells the owner of a new email, and audits it", async () => {
    const admin = await person("admin");
    const user = await person();
    const tag = Date.now().toString(36);
    const res = await api(`/admin/users/${user.id}`, {
      method: "PUT",
      token: admin.token,
      json: { firstName: "Grace", lastName: "Hopper", email: `Grace${tag}@Example.com`, username: `grace${tag}`, teamName: `Cobol ${tag}` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({ firstName: "Grace", username: `grace${tag}`, teamName: `Cobol ${tag}` });
    const row = await db().select().from(users).where(eq(users.id, user.id)).get();
    expect(row!.emailKey).toBe(`grace${tag}@example.com`);
    // The new email signs in; the owner is told.
    expect((await api("/auth/login", { json: { email: `grace${tag}@example.com`, password: user.password } })).status).toBe(200);
    expect(await db().select().from(accountNotices).where(eq(accountNotices.userId, user.id)).all()).toHaveLength(1);
    const [audit] = await auditOf(user.id, "user.edit");
    expect(audit).toMatchObject({ actorId: admin.id, subjectUserId: user.id });
    expect(audit!.after).toMatchObject({ firstName: "Grace", teamName: `Cobol ${tag}` });
    // Saving the same values again changes nothing and writes no audit row.
    await api(`/admin/users/${user.id}`, { method: "PUT", token: admin.token, json: { firstName: "Grace" } });
    expect(await auditOf(user.id, "user.edit")).toHaveLength(1);
  });

  it("answers 409 naming the field when a name is taken (case and look-alikes included), also under concurrent edits", async () => {
    const admin = await person("admin");
    const [a, b, c] = await Promise.all([person(), person(), person()]);
    const taken = await api(`/admin/users/${a.id}`, { method: "PUT", token: admin.token, json: { username: b.username.toUpperCase() } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.issues[0].path).toBe("username");
    const email = await api(`/admin/users/${a.id}`, { method: "PUT", token: admin.token, json: { email: b.email.toUpperCase() } });
    expect(email.status).toBe(409);
    expect(email.body.error.issues[0].path).toBe("email");
    const name = `race${Date.now().toString(36)}`;
    const results = await Promise.all([a, c].map((u) => api(`/admin/users/${u.id}`, { method: "PUT", token: admin.token, json: { username: name } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("lets only admins change roles, never their own, and audits each change", async () => {
    const admin = await person("admin");
    const user = await person();
    expect((await api(`/admin/users/${admin.id}`, { method: "PUT", token: admin.token, json: { role: "user" } })).status).toBe(403);
    const promoted = await api(`/admin/users/${user.id}`, { method: "PUT", token: admin.token, json: { role: "moderator" } });
    expect(promoted.status).toBe(200);
    expect(promoted.body.user.role).toBe("moderator");
    expect((await auditOf(user.id, "user.role"))[0]).toMatchObject({ before: { role: "user" }, after: { role: "moderator" } });
    // Now staff: a moderator cannot ban them.
    const moderator = await person("moderator");
    expect((await api(`/admin/users/${user.id}/status`, { method: "PATCH", token: moderator.token, json: { isActive: false } })).status).toBe(403);
  });
});

describe("ban and unban", () => {
  it("validates the body", async () => {
    const admin = await person("admin");
    const user = await person();
    for (const json of [{}, { isActive: "no" }, { isActive: false, reason: "x".repeat(501) }])
      expect((await api(`/admin/users/${user.id}/status`, { method: "PATCH", token: admin.token, json })).status, JSON.stringify(json)).toBe(400);
    expect((await api(`/admin/users/nobody/status`, { method: "PATCH", token: admin.token, json: { isActive: false } })).status).toBe(404);
  });

  it("signs the user out at once, keeps the reason in the audit log, and unbanning lets them sign in again", async () => {
    const admin = await person("admin");
    const user = await person();
    expect((await api("/users/me", { token: user.token })).status).toBe(200);
    const res = await api(`/admin/users/${user.id}/status`, { method: "PATCH", token: admin.token, json: { isActive: false, reason: "Cheating" } });
    expect(res.status).toBe(200);
    expect((await api("/users/me", { token: user.token })).status).toBe(401);
    const open = await db().select().from(sessions).where(and(eq(sessions.userId, user.id), sql`${sessions.revokedAt} IS NULL`)).all();
    expect(open).toHaveLength(0);
    expect((await api("/auth/login", { json: { email: user.email, password: user.password } })).status).not.toBe(200);
    // Banning again changes nothing and writes nothing.
    await api(`/admin/users/${user.id}/status`, { method: "PATCH", token: admin.token, json: { isActive: false } });
    const audits = await auditOf(user.id, "user.status");
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ reason: "Cheating", before: { isActive: true }, after: { isActive: false }, actorId: admin.id });
    expect((await api(`/admin/users/${user.id}/status`, { method: "PATCH", token: admin.token, json: { isActive: true } })).status).toBe(200);
    expect((await api("/auth/login", { json: { email: user.email, password: user.password } })).status).toBe(200);
    expect(await auditOf(user.id, "user.status")).toHaveLength(2);
  });
});

describe("the same ban sent at once", () => {
  it("is applied and audited once", async () => {
    const admin = await person("admin");
    const moderator = await person("moderator");
    const user = await person();
    const results = await Promise.all(
      [admin, moderator, admin, moderator].map((who) => api(`/admin/users/${user.id}/status`, { method: "PATCH", token: who.token, json: { isActive: false, reason: "flood" } })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(results.every((r) => r.body.user.isActive === false)).toBe(true);
    expect(await auditOf(user.id, "user.status")).toHaveLength(1);
    const unbans = await Promise.all([admin, moderator].map((who) => api(`/admin/users/${user.id}/status`, { method: "PATCH", token: who.token, json: { isActive: true } })));
    expect(unbans.map((r) => r.status)).toEqual([200, 200]);
    expect(await auditOf(user.id, "user.status")).toHaveLength(2);
  });
});

describe("deleting a user", () => {
  it("keeps their ledger, points and rankings, anonymises them as 'deleted user', erases personal data, and audits it", async () => {
    const admin = await person("admin");
    const user = await person("user", { points: 80 });
    await applyLedger(db(), [{ key: `test:reward:${user.id}`, userId: user.id, amount: 20, reason: "GW5 reward" }], Date.now());
    await db().update(users).set({ phone: "0600000000", address: "1 rue X", city: "Lyon", postalCode: "69000", country: "France" }).where(eq(users.id, user.id));
    const now = Date.now();
    await writeTeams([{ id: crypto.randomUUID(), userId: user.id, gameweek: 5, teamName: "My Private Team", managerName: "Test Manager", picks: [], captainId: 1, viceCaptainId: 2, totalBudget: 1000, squadCost: 990, totalPoints: 64, rank: 3, createdAt: now, updatedAt: now }]);
    await writeStandings([{ userId: user.id, totalPoints: 64, rank: 3, teams: 1, updatedAt: now }]);
    const ledgerBefore = await db().select({ sum: sql<number>`sum(${pointsLedger.amount})`, n: sql<number>`count(*)` }).from(pointsLedger).where(eq(pointsLedger.userId, user.id)).get();

    const res = await api(`/admin/users/${user.id}?reason=${encodeURIComponent("GDPR request")}`, { method: "DELETE", token: admin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const row = (await db().select().from(users).where(eq(users.id, user.id)).get())!;
    expect(row).toMatchObject({ isActive: false, role: "user", firstName: "Deleted", lastName: "user", phone: null, address: null, city: null, postalCode: null, country: null, points: 100 });
    expect(row.deletedAt).not.toBeNull();
    expect(row.email).toMatch(/@deleted\.invalid$/);
    expect(row.email).not.toContain(user.username);
    expect(row.teamName).toMatch(/^Deleted user/);
    const ledgerAfter = await db().select({ sum: sql<number>`sum(${pointsLedger.amount})`, n: sql<number>`count(*)` }).from(pointsLedger).where(eq(pointsLedger.userId, user.id)).get();
    expect(ledgerAfter).toEqual(ledgerBefore);
    expect(ledgerAfter!.sum).toBe(row.points);
    const shard = shardOfUser(gameShards(env), user.id).db;
    expect(await shard.select().from(seasonStandings).where(eq(seasonStandings.userId, user.id)).get()).toMatchObject({ totalPoints: 64, rank: 3 });
    const team = await shard.select().from(challengerTeams).where(eq(challengerTeams.userId, user.id)).get();
    expect(team).toMatchObject({ totalPoints: 64, rank: 3, managerName: "deleted user" });
    expect(team!.teamName).toMatch(/^Deleted user/);

    // Signed out and gone: no session, no sign-in, not listed, 404 to every admin call.
    expect((await api("/users/me", { token: user.token })).status).toBe(401);
    expect((await api("/auth/login", { json: { email: user.email, password: user.password } })).status).not.toBe(200);
    expect((await api(`/admin/users?q=${user.username}`, { token: admin.token })).body.total).toBe(0);
    expect((await api(`/admin/users/${user.id}`, { token: admin.token })).status).toBe(404);
    expect((await api(`/admin/users/${user.id}`, { method: "DELETE", token: admin.token })).status).toBe(404);
    // Their old names are free again.
    expect((await registerUser({ email: user.email, username: user.username })).user.username).toBe(user.username);

    const [audit] = await auditOf(user.id, "user.delete");
    expect(audit).toMatchObject({ actorId: admin.id, reason: "GDPR request", targetLabel: anonymisedIdentity(user.id).username });
    expect(JSON.stringify(audit)).not.toContain(user.username);
    expect(JSON.stringify(audit)).not.toContain(user.email);
  });

  it("erases what the user left in the store and on the wall, keeping paid orders and content others rely on", async () => {
    const rows = catalogueRows(Date.now());
    await atomicBatch(db(), [insertRowsFromJson(products, rows.products, "replace"), insertRowsFromJson(productSizes, rows.sizes, "replace")]);
    const admin = await person("admin");
    const user = await person("user", { points: 500 });
    const home = { firstName: "Ada", lastName: "Lovelace", phone: "+44 20 7946 0000", deliveryMode: "home", address: "1 Anfield Road", city: "Liverpool", postalCode: "L4 0TH", acceptTerms: true };
    const order = await api("/orders", { token: user.token, json: { items: [{ productId: "bar-scarf", size: "One Size", quantity: 1 }], deliveryInfo: home } });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const stadiumId = (await api("/stadiums")).body[0].id as number;
    expect((await api("/stadiums/mine", { token: user.token, json: { stadiumId } })).status).toBe(200);
    const post = await api("/stadiums/posts", { token: user.token, json: { stadiumId, title: "My derby", content: "What a match", category: "match" } });
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    const postId = (post.body.post ?? post.body).id as number;
    await db().insert(postBookmarks).values({ postId, userId: user.id, createdAt: Date.now() });
    await db().insert(cartLines).values({ userId: user.id, productId: "bar-scarf", size: "One Size", quantity: 1, addedAt: Date.now() });
    const before = (await db().select().from(users).where(eq(users.id, user.id)).get())!;

    expect((await api(`/admin/users/${user.id}`, { method: "DELETE", token: admin.token })).status).toBe(200);

    expect(await db().select().from(cartLines).where(eq(cartLines.userId, user.id)).all()).toEqual([]);
    expect(await db().select().from(userStadiums).where(eq(userStadiums.userId, user.id)).all()).toEqual([]);
    expect(await db().select().from(postBookmarks).where(eq(postBookmarks.userId, user.id)).all()).toEqual([]);
    const [kept] = await db().select().from(orders).where(eq(orders.userId, user.id)).all();
    expect(kept).toMatchObject({ total: order.body.order?.total ?? kept!.total, deliveryMode: "home", deliveryInfo: { firstName: "Deleted", lastName: "user", phone: "", erased: true } });
    expect(JSON.stringify(kept!.deliveryInfo)).not.toMatch(/Anfield|Lovelace|7946/);
    // The order's debit stays: the balance is still the ledger's sum.
    const after = (await db().select().from(users).where(eq(users.id, user.id)).get())!;
    expect(after.points).toBe(before.points);
    const sum = await db().select({ sum: sql<number>`sum(${pointsLedger.amount})` }).from(pointsLedger).where(eq(pointsLedger.userId, user.id)).get();
    expect(sum!.sum).toBe(after.points);
    // The post stays, under the anonymous name.
    expect(await db().select().from(posts).where(eq(posts.id, postId)).get()).toMatchObject({ authorId: user.id, title: "My derby" });
    const shown = await api(`/stadiums/posts/${postId}`, { token: admin.token });
    expect(shown.status).toBe(200);
    expect(JSON.stringify(shown.body)).not.toContain(user.username);
    expect(shown.body.author.username).toBe(DELETED_USER_NAME["en-GB"]); // the reader's language (no Accept-Language: English)
    expect(JSON.stringify(shown.body)).not.toContain("deleted-user-");
  });

  it("deletes an uploaded avatar from storage", async () => {
    const admin = await person("admin");
    const png = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0));
    const form = new FormData();
    for (const [k, v] of Object.entries(registration())) form.append(k, String(v));
    form.append("avatarFile", new File([png], "me.png", { type: "image/png" }));
    const registered = await api("/auth/register", { body: form });
    expect(registered.status).toBe(201);
    const key = (registered.body.user.avatar as string).replace(/^\/media\//, "");
    expect(await env.MEDIA.head(key)).not.toBeNull();
    expect((await api(`/admin/users/${registered.body.user.id}`, { method: "DELETE", token: admin.token })).status).toBe(200);
    expect(await env.MEDIA.head(key)).toBeNull();
    const row = await db().select().from(users).where(eq(users.id, registered.body.user.id)).get();
    expect(row!.avatar).toBe("/images/avatars/avatar1.svg");
  });

  it("refuses an admin deleting themselves", async () => {
    const admin = await person("admin");
    expect((await api(`/admin/users/${admin.id}`, { method: "DELETE", token: admin.token })).status).toBe(403);
  });
});

describe("the /adminusers page's forms", () => {
  const post = (token: string, fields: Record<string, string>) =>
    SELF.fetch(`${ORIGIN}/adminusers`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Authorization: `Bearer ${token}`, Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host, "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });

  it("answer a failure with the spec's alert and the right status, never a 500", async () => {
    const admin = await person("admin");
    const user = await person();
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: "ban", id: "nobody", reason: "x" }, 404, "Error updating user status. Please try again."],
      [{ intent: "unban", id: "nobody" }, 404, "Error updating user status. Please try again."],
      [{ intent: "delete", id: "nobody", confirm: "yes" }, 404, "Error deleting user. Please try again."],
      [{ intent: "delete", id: user.id }, 400, "Error deleting user. Please try again."], // not confirmed
      [{ intent: "edit", id: user.id, email: "not-an-email", firstName: "A", lastName: "B", username: user.username, teamName: "T" }, 400, "Error updating user. Please try again."],
    ];
    for (const [fields, status, alert] of cases) {
      const res = await post(admin.token, fields);
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect(await res.text(), JSON.stringify(fields)).toContain(alert);
    }
    expect((await db().select().from(users).where(eq(users.id, user.id)).get())!.deletedAt).toBeNull();
    // A user posting the form is refused as the API refuses them.
    expect((await post(user.token, { intent: "ban", id: admin.id, reason: "x" })).status).toBe(403);
  });
});
