// Private data on staff screens and answers (issue 42), on real D1: a moderator sees what
// moderation needs and never a member's email; an admin reads contact details (the email
// included) and an order's delivery phone and address on demand, each read audited; the points
// adjustment answers the new balance only; a deleted account reads pseudonymised in the audit log.
import { env, SELF } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import { auditLog, productSizes, products, users } from "../../api/db/schema";
import { atomicBatch, insertRowsFromJson } from "../../api/db/bulk";
import { catalogueRows } from "../../domain/store-catalogue";
import { anonymisedIdentity } from "../../domain/admin-users";
import { api, createUserAndLogin, ORIGIN } from "./helpers";
import type { Role } from "../../domain/permissions";

const db = () => createDb(env.DB);
async function person(role: Role = "user", extra: { points?: number } = {}) {
  const { user, token, row } = await createUserAndLogin({ role, ...extra });
  return { id: user.id as string, username: user.username as string, email: row.email, token };
}
const page = async (path: string, token: string) => {
  const res = await SELF.fetch(`${ORIGIN}${path}`, { headers: { Authorization: `Bearer ${token}` }, redirect: "manual" });
  return { status: res.status, html: (await res.text()).replaceAll("<!-- -->", "") };
};
const auditRows = (targetId: string, action: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)))
    .all();

beforeAll(async () => {
  const rows = catalogueRows(Date.now());
  await atomicBatch(db(), [insertRowsFromJson(products, rows.products, "replace"), insertRowsFromJson(productSizes, rows.sizes, "replace")]);
});

describe("a member's email is the admin's private data", () => {
  it("a moderator never reads it: not in the list, the file, their answers or the screen, nor found by a search", async () => {
    const [target, moderator] = await Promise.all([person(), person("moderator")]);
    const list = await api(`/admin/users?q=${target.username}`, { token: moderator.token });
    expect(list.status).toBe(200);
    expect(list.body.users).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(target.email);
    const file = await api(`/admin/users/${target.id}`, { token: moderator.token });
    expect(file.status).toBe(200);
    expect(file.body.user).not.toHaveProperty("email");
    expect(JSON.stringify(file.body)).not.toContain(target.email);
    // What moderation needs is there.
    expect(file.body.user).toMatchObject({ id: target.id, username: target.username, firstName: "Test", lastName: "Manager" });
    expect(file.body.user.avatar).toBeTruthy();
    expect(file.body.user.createdAt).toBeTruthy();
    // A search by the email finds nobody for a moderator (no probing it letter by letter).
    expect((await api(`/admin/users?q=${encodeURIComponent(target.email)}`, { token: moderator.token })).body.users).toHaveLength(0);
    // A ban's answer carries no email either.
    const banned = await api(`/admin/users/${target.id}/status`, { token: moderator.token, method: "PATCH", json: { isActive: false, reason: "spam" } });
    expect(banned.status).toBe(200);
    expect(JSON.stringify(banned.body)).not.toContain(target.email);
    await api(`/admin/users/${target.id}/status`, { token: moderator.token, method: "PATCH", json: { isActive: true } });
    for (const path of [`/adminusers?q=${target.username}`, `/adminusers?user=${target.id}`, `/adminusers?user=${target.id}&contact=1`]) {
      const screen = await page(path, moderator.token);
      expect(screen.status, path).toBe(200);
      expect(screen.html, path).toContain(target.username);
      expect(screen.html, path).not.toContain(target.email);
    }
  });

  it("a moderator reads the audit log without emails: an admin's edit of one says it changed, not what to", async () => {
    const [target, moderator, admin] = await Promise.all([person(), person("moderator"), person("admin")]);
    const newEmail = `moved-${target.id.slice(0, 8)}@example.com`;
    expect((await api(`/admin/users/${target.id}`, { method: "PUT", token: admin.token, json: { email: newEmail } })).status).toBe(200);
    const asModerator = await api(`/admin/audit?target=${target.id}`, { token: moderator.token });
    expect(asModerator.status).toBe(200);
    const edit = asModerator.body.entries.find((e: { action: string }) => e.action === "user.edit");
    expect(edit.before).toEqual({ email: "[hidden]" });
    expect(edit.after).toEqual({ email: "[hidden, changed]" });
    for (const [what, text] of [
      ["GET /admin/audit", JSON.stringify(asModerator.body)],
      ["/adminaudit", (await page(`/adminaudit?target=${target.id}`, moderator.token)).html],
      ["/admin", (await page(`/admin`, moderator.token)).html],
    ] as const)
      for (const email of [target.email, newEmail]) expect(text, `${what}: ${email}`).not.toContain(email);
    expect((await page(`/adminaudit?target=${target.id}`, moderator.token)).html).toContain("Changed email");
    // An admin reads the change itself.
    expect(JSON.stringify((await api(`/admin/audit?target=${target.id}`, { token: admin.token })).body)).toContain(newEmail);
  });

  it("an admin reads it only with the contact details, on demand, and the read is audited", async () => {
    const [target, admin] = await Promise.all([person(), person("admin")]);
    expect(JSON.stringify((await api(`/admin/users?q=${target.username}`, { token: admin.token })).body)).not.toContain(target.email);
    expect(JSON.stringify((await api(`/admin/users/${target.id}`, { token: admin.token })).body)).not.toContain(target.email);
    expect((await page(`/adminusers?user=${target.id}`, admin.token)).html).not.toContain(target.email);
    expect(await auditRows(target.id, "user.view_private")).toHaveLength(0);
    // An admin's search still finds the account by its email.
    expect((await api(`/admin/users?q=${encodeURIComponent(target.email)}`, { token: admin.token })).body.users.map((u: { id: string }) => u.id)).toEqual([target.id]);

    const full = await api(`/admin/users/${target.id}?contact=1`, { token: admin.token });
    expect(full.status).toBe(200);
    expect(full.body.contact.email).toBe(target.email);
    expect((await page(`/adminusers?user=${target.id}&contact=1`, admin.token)).html).toContain(target.email);
    const reads = await auditRows(target.id, "user.view_private");
    expect(reads).toHaveLength(2);
    expect(reads[0]).toMatchObject({ actorId: admin.id, subjectUserId: target.id });
    expect((reads[0]!.after as { fields: string[] }).fields).toContain("email");
  });
});

describe("contact details outside the private-data ability", () => {
  it("PATCH /users/{id}/points answers the new balance, not the user", async () => {
    const [target, admin] = await Promise.all([person(), person("admin")]);
    await db().update(users).set({ phone: "+44 7700 900555", address: "9 Gwladys Street" }).where(eq(users.id, target.id));
    const res = await api(`/users/${target.id}/points`, { method: "PATCH", token: admin.token, json: { points: 250, reason: "goodwill" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: target.id, points: 250 });
    expect(JSON.stringify(res.body)).not.toContain(target.email);
    expect(JSON.stringify(res.body)).not.toContain("+44 7700 900555");
  });

  it("order lists show the delivery's name and mode; the phone and address on demand, each read audited", async () => {
    const [buyer, admin] = await Promise.all([person("user", { points: 1000 }), person("admin")]);
    const home = { firstName: "Ada", lastName: "Lovelace", phone: "+44 20 7946 0777", deliveryMode: "home", address: "7 Bramall Lane", city: "Sheffield", postalCode: "S2 4SU", acceptTerms: true };
    const created = await api("/orders", { token: buyer.token, json: { items: [{ productId: "bar-scarf", size: "One Size", quantity: 1 }], deliveryInfo: home } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const orderId = created.body.order.id as string;
    // The buyer reads their own order in full.
    expect(JSON.stringify((await api(`/orders/user/${buyer.id}`, { token: buyer.token })).body)).toContain("7 Bramall Lane");

    const secret = ["+44 20 7946 0777", "7 Bramall Lane", "S2 4SU"];
    const noneIn = (what: string, text: string) => secret.forEach((v) => expect(text, what).not.toContain(v));
    const list = await api(`/orders/admin?q=${buyer.username}`, { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.orders[0].deliveryInfo).toEqual({ firstName: "Ada", lastName: "Lovelace", deliveryMode: "home" });
    noneIn("GET /orders/admin", JSON.stringify(list.body));
    noneIn("GET /orders/user as staff", JSON.stringify((await api(`/orders/user/${buyer.id}`, { token: admin.token })).body));
    const moved = await api(`/orders/admin/${orderId}`, { token: admin.token, method: "PUT", json: { status: "confirmed" } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    noneIn("PUT /orders/admin/{id}", JSON.stringify(moved.body));
    const screen = await page(`/adminorders?q=${buyer.username}`, admin.token);
    expect(screen.status).toBe(200);
    expect(screen.html).toContain('data-testid="show-delivery"');
    noneIn("/adminorders", screen.html);
    expect(await auditRows(orderId, "order.view_private")).toHaveLength(0);

    // On demand: the API and the screen, each read audited.
    const delivery = await api(`/orders/admin/${orderId}/delivery`, { token: admin.token });
    expect(delivery.status).toBe(200);
    expect(delivery.body.deliveryInfo).toMatchObject({ phone: "+44 20 7946 0777", address: "7 Bramall Lane", postalCode: "S2 4SU" });
    const shown = await page(`/adminorders?q=${buyer.username}&delivery=${orderId}`, admin.token);
    expect(shown.html).toContain("7 Bramall Lane");
    const reads = await auditRows(orderId, "order.view_private");
    expect(reads).toHaveLength(2);
    expect(reads[0]).toMatchObject({ actorId: admin.id, subjectUserId: buyer.id, targetKind: "order" });
    expect((await api(`/orders/admin/nope/delivery`, { token: admin.token })).status).toBe(404);
    expect((await api(`/orders/admin/${orderId}/delivery`, { token: buyer.token })).status).toBe(403);
  });
});

describe("account deletion pseudonymises the person in the audit log", () => {
  it("rows by them and about them stay, read without their username, emails or names, wherever staff read the log", async () => {
    const [target, admin, other] = await Promise.all([person("moderator"), person("admin"), person()]);
    const oldEmail = target.email;
    const newEmail = `renamed-${target.id.slice(0, 8)}@example.com`;
    const newName = `zeb${target.id.slice(0, 6)}`;
    // More rows about them than one statement could bind parameters for (D1: 100).
    const row = () => ({ actorId: admin.id, actorLabel: admin.username, action: "user.edit", targetKind: "user", targetId: target.id, targetLabel: target.username, subjectUserId: target.id, before: { firstName: "Zebedee" }, after: { firstName: "Zeb" }, createdAt: Date.now() });
    for (let i = 0; i < 120; i += 8) await db().insert(auditLog).values(Array.from({ length: 8 }, row));
    // Rows about them: an edit (old and new email, names and username), a contact read.
    const edited = await api(`/admin/users/${target.id}`, { method: "PUT", token: admin.token, json: { email: newEmail, firstName: "Zebedee", lastName: "Quartermain", username: newName } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await api(`/admin/users/${target.id}?contact=1`, { token: admin.token })).status).toBe(200);
    // A row by them: the moderator bans someone (under their new name).
    expect((await api(`/admin/users/${other.id}/status`, { token: target.token, method: "PATCH", json: { isActive: false, reason: "spam" } })).status).toBe(200);
    const identities = [target.username, newName, oldEmail, newEmail, "Zebedee", "Quartermain"];
    const noneIn = (what: string, text: string) => identities.forEach((v) => expect(text, `${what}: ${v}`).not.toContain(v));
    // Before the deletion, the log names them (the test would pass for nothing otherwise).
    expect(JSON.stringify((await api(`/admin/audit?target=${target.id}`, { token: admin.token })).body)).toContain(newEmail);

    const deleted = await api(`/admin/users/${target.id}?reason=GDPR`, { method: "DELETE", token: admin.token });
    expect(deleted.status).toBe(200);
    const pseudonym = anonymisedIdentity(target.id).username;

    // Every action stays, found by the account's id ...
    const log = await api(`/admin/audit?target=${target.id}`, { token: admin.token });
    expect(log.status).toBe(200);
    expect(log.body.total).toBeGreaterThanOrEqual(123);
    const actions = log.body.entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["user.edit", "user.view_private", "user.delete"]));
    noneIn("GET /admin/audit?target=id", JSON.stringify(log.body));
    const lastPage = await api(`/admin/audit?target=${target.id}&page=3`, { token: admin.token });
    expect(lastPage.body.entries.length).toBeGreaterThan(0);
    noneIn("GET /admin/audit?target=id&page=3", JSON.stringify(lastPage.body));
    expect(log.body.entries.find((e: { action: string }) => e.action === "user.delete")).toMatchObject({ targetLabel: pseudonym, actorId: admin.id, reason: "GDPR" });
    const edit = log.body.entries.find((e: { action: string; after: unknown }) => e.action === "user.edit" && JSON.stringify(e.after).includes("email"));
    expect(edit.before).toMatchObject({ email: anonymisedIdentity(target.id).email, firstName: "Deleted", lastName: "user", username: pseudonym });
    expect(edit.targetLabel).toBe(pseudonym);
    // ... the rows they made under their anonymous name ...
    const byThem = await api(`/admin/audit?actor=${target.id}`, { token: admin.token });
    expect(byThem.body.entries.find((e: { action: string }) => e.action === "user.status")).toMatchObject({ actorLabel: pseudonym, targetLabel: other.username });
    noneIn("GET /admin/audit?actor=id", JSON.stringify(byThem.body));
    // ... and their former names find nothing.
    for (const name of [target.username, newName]) {
      expect((await api(`/admin/audit?actor=${name}`, { token: admin.token })).body.total, `actor=${name}`).toBe(0);
      expect((await api(`/admin/audit?target=${name}`, { token: admin.token })).body.total, `target=${name}`).toBe(0);
    }
    // The screens: the audit page, the staff home, the banned user's history in their file.
    noneIn("/adminaudit", (await page(`/adminaudit?target=${target.id}`, admin.token)).html);
    noneIn("/admin", (await page(`/admin`, admin.token)).html);
    const otherFile = await api(`/admin/users/${other.id}`, { token: admin.token });
    expect(otherFile.body.moderationHistory.find((m: { action: string }) => m.action === "user.status")).toMatchObject({ actorLabel: pseudonym });
    noneIn("the banned user's file", JSON.stringify(otherFile.body));
    noneIn("/adminusers?user=other", (await page(`/adminusers?user=${other.id}`, admin.token)).html);
  });

  it("the erasure is stored, not only read so: the rows as D1 holds them name nobody, and the log still refuses every other rewrite", async () => {
    const [target, admin, living] = await Promise.all([person("moderator"), person("admin"), person()]);
    const newEmail = `stored-${target.id.slice(0, 8)}@example.com`;
    expect((await api(`/admin/users/${target.id}`, { method: "PUT", token: admin.token, json: { email: newEmail, firstName: "Ophelia", lastName: "Quickwater" } })).status).toBe(200);
    expect((await api(`/admin/users/${living.id}/status`, { token: target.token, method: "PATCH", json: { isActive: false, reason: "spam" } })).status).toBe(200);
    // 120 more rows about them: the rewrite's parameters do not grow with the log.
    const row = () => ({ actorId: admin.id, actorLabel: admin.username, action: "user.edit", targetKind: "user", targetId: target.id, targetLabel: target.username, subjectUserId: target.id, before: { email: target.email, firstName: "Ophelia" }, after: { email: newEmail }, createdAt: Date.now() });
    for (let i = 0; i < 120; i += 8) await db().insert(auditLog).values(Array.from({ length: 8 }, row));
    const stored = async () =>
      JSON.stringify(
        await env.DB.prepare("SELECT actor_label, target_label, before, after FROM audit_log WHERE actor_id = ?1 OR subject_user_id = ?1 OR (target_kind = 'user' AND target_id = ?1)").bind(target.id).all(),
      );
    expect(await stored()).toContain(newEmail);

    expect((await api(`/admin/users/${target.id}`, { method: "DELETE", token: admin.token })).status).toBe(200);
    const held = await stored();
    for (const v of [target.username, target.email, newEmail, "Ophelia", "Quickwater"]) expect(held, v).not.toContain(v);
    expect(held).toContain(anonymisedIdentity(target.id).username);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE subject_user_id = ?").bind(target.id).first<{ n: number }>())!.n).toBeGreaterThanOrEqual(122);

    // Append-only otherwise: what an action was cannot change, a living person's rows cannot be rewritten, nothing is deleted.
    await expect(env.DB.prepare("UPDATE audit_log SET action = 'user.view' WHERE subject_user_id = ?").bind(target.id).run()).rejects.toThrow(/append-only/);
    await db().insert(auditLog).values({ actorId: admin.id, actorLabel: admin.username, action: "user.edit", targetKind: "user", targetId: living.id, targetLabel: living.username, subjectUserId: living.id, before: { firstName: "A" }, after: { firstName: "B" }, createdAt: Date.now() });
    await expect(env.DB.prepare("UPDATE audit_log SET target_label = 'x' WHERE actor_id = ? AND target_id = ?").bind(admin.id, living.id).run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("DELETE FROM audit_log WHERE subject_user_id = ?").bind(target.id).run()).rejects.toThrow(/append-only/);
  });
});

describe("erasure reaches every mention of the person (issue 42)", () => {
  const comment = async (token: string, json: Record<string, unknown>) => {
    const res = await api("/stadiums/comments", { token, json });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number; content: string };
  };
  const newPost = async (token: string, content = "What a match") => {
    const stadiumId = (await api("/stadiums")).body[0].id as number;
    const res = await api("/stadiums/posts", { token, json: { stadiumId, title: "Derby day", content, category: "match" } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body.post ?? res.body) as { id: number };
  };
  const shownReplies = async (commentId: number) => (await api(`/stadiums/comments/${commentId}/replies`)).body.replies as { id: number; content: string }[];
  const settled = async (role: Role = "user") => {
    const { user, token } = await createUserAndLogin({ role, createdAt: Date.now() - 7 * 86_400_000 });
    return { id: user.id as string, username: user.username as string, token };
  };

  it("a reply to a deleted comment no longer names its author; another reply to them still does", async () => {
    const [author, alice, bob] = await Promise.all([settled(), settled(), settled()]);
    const post = await newPost(author.token);
    const first = await comment(alice.token, { postId: post.id, content: "First" });
    const reply = await comment(bob.token, { postId: post.id, parentCommentId: first.id, content: "Agreed" });
    expect(reply.content).toBe(`@${alice.username} Agreed`);
    expect((await api(`/stadiums/comments/${first.id}`, { token: alice.token, method: "DELETE" })).status).toBe(200);
    // The comment is a placeholder that keeps its reply; the reply does not name alice any more.
    const [shown] = await shownReplies(first.id);
    expect(shown!.id).toBe(reply.id);
    expect(shown!.content).toBe("Agreed");
    expect(JSON.stringify((await api(`/stadiums/posts/${post.id}/comments`)).body)).not.toContain(alice.username);

    // A reply to a comment of hers that is still there keeps naming her.
    const second = await comment(alice.token, { postId: post.id, content: "Second" });
    const kept = await comment(bob.token, { postId: post.id, parentCommentId: second.id, content: "Yes" });
    expect((await shownReplies(second.id)).find((r) => r.id === kept.id)!.content).toBe(`@${alice.username} Yes`);
  });

  it("a deleted account's mentions are rewritten where they are stored and read as the reader's 'Deleted user'", async () => {
    const [author, carol, dave, admin] = await Promise.all([settled(), settled(), settled(), settled("admin")]);
    const post = await newPost(author.token, `Ask @${carol.username} about it`);
    const top = await comment(carol.token, { postId: post.id, content: "My take" });
    const reply = await comment(dave.token, { postId: post.id, parentCommentId: top.id, content: `Right, and @${carol.username.toUpperCase()} said so before` });
    const typed = await comment(dave.token, { postId: post.id, content: `I agree with @${carol.username}. Not @${carol.username}x` });
    // A screen already open holds the name ...
    expect(JSON.stringify((await api(`/stadiums/posts/${post.id}/comments`)).body)).toContain(carol.username);

    expect((await api(`/admin/users/${carol.id}`, { method: "DELETE", token: admin.token })).status).toBe(200);
    const gone = anonymisedIdentity(carol.id).username;
    // ... and reads the label when it next updates: the comments, the replies, the post.
    const label = "Deleted user"; // the reader's language: English here (no Accept-Language)
    const replies = await shownReplies(top.id);
    expect(replies.find((r) => r.id === reply.id)!.content).toBe(`@${label} Right, and @${label} said so before`);
    const page = (await api(`/stadiums/posts/${post.id}/comments`)).body;
    expect(page.comments.find((c: { id: number }) => c.id === typed.id).content).toBe(`I agree with @${label}. Not @${carol.username}x`);
    expect((await api(`/stadiums/posts/${post.id}`)).body.content).toBe(`Ask @${label} about it`);
    // Stored: the name is gone from every row that mentioned her (a longer name that starts the same stays).
    const stored = await env.DB.prepare(`SELECT content FROM comments WHERE id IN (?, ?)`).bind(reply.id, typed.id).all<{ content: string }>();
    for (const row of stored.results) expect(row.content.replaceAll(`@${carol.username}x`, "")).not.toMatch(new RegExp(`@${carol.username}`, "i"));
    expect(stored.results.map((r) => r.content).join(" ")).toContain(`@${gone}`);
    const storedPost = await env.DB.prepare(`SELECT content FROM posts WHERE id = ?`).bind(post.id).first<{ content: string }>();
    expect(storedPost!.content).toBe(`Ask @${gone} about it`);
    // A new reply to her comment names her by the label too.
    const late = await comment(dave.token, { postId: post.id, parentCommentId: top.id, content: "Late" });
    expect((await shownReplies(top.id)).find((r) => r.id === late.id)!.content).toBe(`@${label} Late`);
  });
});
