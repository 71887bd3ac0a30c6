// The people moderated are told, and staff see what they need (issue 25), on real D1 through the
// pages' loaders and actions: a removal's notice in the shell's bell and on /notices (read, then
// marked read); the chat, wall post and comment forms of a banned user off with the reason and
// end; the user admin's ban lengths, scoped bans, role and status filters; contact details
// admin-only, each read audited.
import { env, SELF } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import { auditLog, users } from "../../api/db/schema";
import { api, createUserAndLogin, ORIGIN, SETTLED_ACCOUNT, pageFetch } from "./helpers";
import { freshRoom } from "./chat-helpers";
import type { Role } from "../../domain/permissions";


const db = () => createDb(env.DB);
async function person(role: Role = "user") {
  const { user, token } = await createUserAndLogin({ role, ...SETTLED_ACCOUNT });
  return { id: user.id as string, username: user.username as string, token };
}
const page = async (path: string, token: string) => {
  const res = await pageFetch(`${ORIGIN}${path}`, { headers: { Authorization: `Bearer ${token}` }, redirect: "manual" });
  return { status: res.status, html: (await res.text()).replaceAll("<!-- -->", "") };
};
const action = async (path: string, token: string, fields: Record<string, string>) => {
  const res = await pageFetch(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Authorization: `Bearer ${token}`, Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host, "Content-Type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  return { status: res.status, text: await res.text() };
};
const unescape = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

describe("notices in the shell", () => {
  it("a post removed by staff leaves a notice with the reason: the bell counts it, /notices shows it in the page's English (decision 040), marking it read clears the count", async () => {
    const [author, moderator] = await Promise.all([person(), person("moderator")]);
    const quiet = await page("/notices", author.token);
    expect(quiet.status).toBe(200);
    expect(quiet.html).toContain('data-testid="notices-empty"');
    expect(quiet.html).toContain('aria-label="Notices"');

    const stadiumId = (await api("/stadiums")).body[0].id as number;
    const post = (await api("/stadiums/posts", { token: author.token, json: { stadiumId, title: "Arbitre vendu", content: "Honteux", category: "match" } })).body;
    expect((await api(`/posts-moderation/admin/posts/${post.id}`, { token: moderator.token, method: "DELETE", json: { reason: "Propos injurieux" } })).status).toBe(200);
    await api("/users/me", { token: author.token }); // nothing else changes the count

    // Every signed-in page's shell carries the bell with the unread count.
    const home = await page("/fixtures", author.token);
    expect(home.html).toContain('aria-label="Notices, 1 unread"');
    expect(home.html).toMatch(/data-testid="notices-count"[^>]*>1</);

    const list = await page("/notices", author.token);
    const html = unescape(list.html);
    expect(html).toContain('Your post "Arbitre vendu" was removed by the moderators. Reason: Propos injurieux');
    // One language on the page: no French chrome or text around the staff's own words.
    expect(html).toMatch(/class="notice-message" lang="en"/);
    expect(html).not.toContain("lang=\"fr\"");
    expect(html).not.toContain("supprimé par la modération");
    expect(html).toContain("Removed by the moderators");
    expect(html).toContain("1 unread");

    const { notices, unread } = (await api("/users/me/notices", { token: author.token })).body;
    expect(unread).toBe(1);
    expect(notices[0]).toMatchObject({ kind: "content_removed", read: false, reason: "Propos injurieux", locale: "en-GB" });

    // Someone else cannot mark it; a bad id is a clear 400 (form and API), never a 500.
    expect((await api("/users/me/notices/read", { token: moderator.token, json: { ids: [notices[0].id] } })).body).toEqual({ unread: 0 });
    expect((await api("/users/me/notices", { token: author.token })).body.unread).toBe(1);
    expect((await api("/users/me/notices/read", { token: author.token, json: { ids: ["x"] } })).status).toBe(400);
    expect((await api("/users/me/notices/read", { token: author.token, json: { ids: [] } })).status).toBe(400);
    expect((await action("/notices", author.token, { intent: "read", noticeId: "abc" })).status).toBe(400);
    expect((await action("/notices", author.token, { intent: "nope" })).status).toBe(400);
    expect((await api("/users/me/notices/read", { json: {} })).status).toBe(401);

    const marked = await action("/notices", author.token, { intent: "read", noticeId: String(notices[0].id) });
    expect(marked.status).toBe(200);
    expect((await api("/users/me/notices", { token: author.token })).body).toMatchObject({ unread: 0, notices: [{ read: true }] });
    const after = await page("/fixtures", author.token);
    expect(after.html).toContain('aria-label="Notices"');
    expect(after.html).not.toContain('data-testid="notices-count"');
  });

  it("an email change by staff is told in the notices' English; 'mark all' marks every unread one", async () => {
    const [user, admin] = await Promise.all([person(), person("admin")]);
    expect((await api(`/admin/users/${user.id}`, { token: admin.token, method: "PUT", json: { email: `moved-${user.id}@example.com` } })).status).toBe(200);
    const stadiumId = (await api("/stadiums")).body[0].id as number;
    const post = (await api("/stadiums/posts", { token: user.token, json: { stadiumId, title: "Deux", content: "x", category: "match" } })).body;
    await api(`/posts-moderation/admin/posts/${post.id}`, { token: admin.token, method: "DELETE" });
    const { notices, unread } = (await api("/users/me/notices", { token: user.token })).body;
    expect(unread).toBe(2);
    expect(notices.find((n: any) => n.kind === "email_changed")).toMatchObject({ locale: "en-GB", message: expect.stringContaining(`to moved-${user.id}@example.com`) });
    expect((await action("/notices", user.token, { intent: "readAll" })).status).toBe(200);
    expect((await api("/users/me/notices", { token: user.token })).body.unread).toBe(0);
  });
});

describe("a banned user's forms", () => {
  it("the chat composer is off with the ban's reason and end; the wall's post and comment forms too, each for its own ban", async () => {
    const [fan, moderator] = await Promise.all([person(), person("moderator")]);
    const room = await freshRoom("Ban FC");
    const free = await page(`/chat?room=${room}`, fan.token);
    expect(free.html).not.toContain('data-testid="chat-ban"');

    expect((await api(`/admin/users/${fan.id}/ban-chat`, { token: moderator.token, json: { reason: "Spam de liens", duration: "7d" } })).status).toBe(200);
    const chat = unescape((await page(`/chat?room=${room}`, fan.token)).html);
    expect(chat).toMatch(/data-testid="chat-ban"[^>]*>You are banned from the chat until [^<]+\. Reason: Spam de liens</);
    expect(chat).toMatch(/<textarea[^>]*id="chat-input"[^>]*disabled=""/);
    // The no-JS form is refused by the server too.
    const sent = await action(`/chat?room=${room}`, fan.token, { intent: "send", roomId: room, content: "encore" });
    expect(sent.status).toBe(403);

    // The wall: a comment ban leaves the post composer on, and the reverse.
    const stadiumId = (await api("/stadiums")).body[0].id as number;
    await api("/stadiums/mine", { token: fan.token, json: { stadiumId } });
    await api("/stadiums/posts", { token: moderator.token, json: { stadiumId, title: "Ouvert", content: "Parlez", category: "match" } });
    expect((await api(`/comments-moderation/admin/ban-user/${fan.id}`, { token: moderator.token, json: { reason: "Insultes", duration: "24h" } })).status).toBe(200);
    let wall = unescape((await page("/terrace", fan.token)).html);
    expect(wall).toMatch(/data-testid="comment-ban"[^>]*>You are banned from comments until [^<]+\. Reason: Insultes</);
    expect(wall).toMatch(/<input[^>]*name="content"[^>]*disabled=""[^>]*aria-describedby="comment-ban"/);
    expect(wall).not.toContain('data-testid="post-ban"');
    expect(wall).toMatch(/<fieldset class="wall-composer-fields">/);

    expect((await api(`/posts-moderation/admin/ban-user/${fan.id}`, { token: moderator.token, json: { reason: "Hors sujet", duration: "permanent" } })).status).toBe(200);
    wall = unescape((await page("/terrace", fan.token)).html);
    expect(wall).toMatch(/data-testid="post-ban"[^>]*>You are banned from posts\. Reason: Hors sujet</);
    expect(wall).toMatch(/<fieldset class="wall-composer-fields" disabled=""/);
  });
});

describe("user admin", () => {
  it("bans an account for a preset length with its end in the list and file, and scoped bans from the file", async () => {
    const [target, moderator] = await Promise.all([person(), person("moderator")]);
    const before = Date.now();
    const banned = await action(`/adminusers?user=${target.id}`, moderator.token, { intent: "ban", userId: target.id, reason: "Triche", duration: "7d" });
    expect(banned.status).toBe(302);
    const row = await db().select().from(users).where(eq(users.id, target.id)).get();
    expect(row).toMatchObject({ isActive: false, deactivatedReason: "Triche" });
    expect(row!.deactivatedUntil! - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(row!.deactivatedUntil! - before).toBeLessThan(7 * 86_400_000 + 60_000);
    const bad = await action(`/adminusers?user=${target.id}`, moderator.token, { intent: "ban", userId: target.id, reason: "x", duration: "forever" });
    expect(bad.status).toBe(400);

    const list = (await api(`/admin/users?q=${target.username}`, { token: moderator.token })).body.users[0];
    expect(list).toMatchObject({ isActive: false, deactivatedReason: "Triche", deactivatedUntil: new Date(row!.deactivatedUntil!).toISOString() });
    const screen = await page(`/adminusers?q=${target.username}&user=${target.id}`, moderator.token);
    expect(screen.html).toContain('data-testid="ban-end"');
    expect(screen.html).toContain("Banned until");
    expect(screen.html).toContain('data-testid="deactivated-reason">Triche');

    // Scoped bans from the file, with presets; lifted from there too.
    const other = await person();
    expect((await action(`/adminusers?user=${other.id}`, moderator.token, { intent: "banScope", userId: other.id, scope: "chat", reason: "Flood", duration: "24h" })).status).toBe(302);
    expect((await action(`/adminusers?user=${other.id}`, moderator.token, { intent: "banScope", userId: other.id, scope: "everything", reason: "x" })).status).toBe(400);
    const file = (await api(`/admin/users/${other.id}`, { token: moderator.token })).body;
    expect(file.bans).toEqual([{ scope: "chat", reason: "Flood", endsAt: expect.any(String) }]);
    expect((await page(`/adminusers?user=${other.id}`, moderator.token)).html).toContain('data-testid="scope-ban-chat"');
    expect((await action(`/adminusers?user=${other.id}`, moderator.token, { intent: "unbanScope", userId: other.id, scope: "chat" })).status).toBe(302);
    expect((await api(`/admin/users/${other.id}`, { token: moderator.token })).body.bans).toEqual([]);
  });

  it("filters the list by role and status on the server, with paging, and refuses unknown filters with a 400", async () => {
    const admin = await person("admin");
    // Earlier tests of this file made staff and banned users too: count from here.
    const total = async (query: string) => (await api(`/admin/users?${query}`, { token: admin.token })).body.total as number;
    const [modsBefore, staffBefore, offBefore, bannedBefore] = await Promise.all([total("role=moderator"), total("role=staff"), total("status=deactivated"), total("status=banned")]);
    const mods = await Promise.all([person("moderator"), person("moderator"), person("moderator")]);
    const off = await person();
    await api(`/admin/users/${off.id}/status`, { token: admin.token, method: "PATCH", json: { isActive: false, reason: "Spam", duration: "30d" } });
    const chatty = await person();
    await api(`/admin/users/${chatty.id}/ban-chat`, { token: admin.token, json: { reason: "Flood", duration: "72h" } });

    // Page by page (two a page), every moderator once.
    const seen: string[] = [];
    for (let offset = 0; offset < modsBefore + 3; offset += 2) {
      const p = await api(`/admin/users?role=moderator&limit=2&offset=${offset}`, { token: admin.token });
      expect(p.body.total).toBe(modsBefore + 3);
      expect(p.body.users.every((u: any) => u.role === "moderator")).toBe(true);
      seen.push(...p.body.users.map((u: any) => u.id));
    }
    expect(seen).toHaveLength(modsBefore + 3);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(mods.map((m) => m.id)));
    const staff = (await api(`/admin/users?role=staff&limit=100`, { token: admin.token })).body;
    expect(staff.users.every((u: any) => u.role !== "user")).toBe(true);
    expect(staff.total).toBe(staffBefore + 3); // the admin above was already counted
    const offRows = (await api(`/admin/users?status=deactivated&limit=100`, { token: admin.token })).body;
    expect(offRows.total).toBe(offBefore + 1);
    expect(offRows.users.map((u: any) => u.id)).toContain(off.id);
    expect(offRows.users.every((u: any) => !u.isActive)).toBe(true);
    const bannedRows = (await api(`/admin/users?status=banned&limit=100`, { token: admin.token })).body;
    expect(bannedRows.total).toBe(bannedBefore + 1);
    expect(bannedRows.users.find((u: any) => u.id === chatty.id).bans).toEqual([{ scope: "chat", reason: "Flood", endsAt: expect.any(String) }]);
    expect(bannedRows.users.map((u: any) => u.id)).not.toContain(off.id);
    expect((await api(`/admin/users?status=active&role=user`, { token: admin.token })).body.users.map((u: any) => u.id)).not.toContain(off.id);
    for (const bad of ["role=boss", "status=gone"]) expect((await api(`/admin/users?${bad}`, { token: admin.token })).status).toBe(400);

    // The screen's GET form: the filters hold across pages; an unknown value is no filter.
    const screen = await page(`/adminusers?role=moderator&page=1`, admin.token);
    expect(screen.html.match(/data-user="/g)).toHaveLength(Math.min(20, modsBefore + 3));
    expect(screen.html).not.toContain(`data-user="${off.username}"`);
    expect((await page(`/adminusers?status=deactivated`, admin.token)).html).toContain(`data-user="${off.username}"`);
    expect((await page(`/adminusers?role=boss`, admin.token)).status).toBe(200);
  });

  it("contact details are admin-only: a moderator's list, file and answers omit them; an admin's read is audited", async () => {
    const [target, moderator, admin] = await Promise.all([person(), person("moderator"), person("admin")]);
    await db().update(users).set({ phone: "+44 7700 900123", address: "1 Anfield Road", city: "Liverpool", postalCode: "L4 0TH", country: "England" }).where(eq(users.id, target.id));
    const privateValues = ["+44 7700 900123", "1 Anfield Road", "L4 0TH"];
    const noneIn = (body: unknown) => privateValues.forEach((v) => expect(JSON.stringify(body)).not.toContain(v));

    const modFile = await api(`/admin/users/${target.id}`, { token: moderator.token });
    expect(modFile.status).toBe(200);
    noneIn(modFile.body);
    expect(modFile.body.user).not.toHaveProperty("phone");
    expect(modFile.body.user).not.toHaveProperty("address");
    expect(modFile.body.contact).toBeNull();
    noneIn((await api(`/admin/users?q=${target.username}`, { token: moderator.token })).body);
    expect((await api(`/admin/users/${target.id}?contact=1`, { token: moderator.token })).status).toBe(403);
    const modScreen = await page(`/adminusers?user=${target.id}&contact=1`, moderator.token);
    expect(modScreen.status).toBe(200);
    privateValues.forEach((v) => expect(modScreen.html).not.toContain(v));
    expect(modScreen.html).not.toContain('data-testid="show-contact"');
    // A moderator's ban answers no contact details either.
    noneIn((await api(`/admin/users/${target.id}/status`, { token: moderator.token, method: "PATCH", json: { isActive: false, reason: "x" } })).body);
    await api(`/admin/users/${target.id}/status`, { token: moderator.token, method: "PATCH", json: { isActive: true } });

    const reads = () => db().select().from(auditLog).where(and(eq(auditLog.targetId, target.id), eq(auditLog.action, "user.view_private"))).all();
    // An admin's plain file does not carry them (nothing read, nothing audited) ...
    noneIn((await api(`/admin/users/${target.id}`, { token: admin.token })).body);
    expect(await reads()).toHaveLength(0);
    // ... asking does, and is audited: by the API and by the screen.
    const full = await api(`/admin/users/${target.id}?contact=1`, { token: admin.token });
    expect(full.body.contact).toEqual({ email: expect.any(String), phone: "+44 7700 900123", address: "1 Anfield Road", city: "Liverpool", postalCode: "L4 0TH", country: "England" });
    expect((await api(`/admin/users/${target.id}?contact=yes`, { token: admin.token })).status).toBe(400);
    const screen = await page(`/adminusers?user=${target.id}`, admin.token);
    expect(screen.html).toContain('data-testid="show-contact"');
    expect(screen.html).not.toContain("1 Anfield Road");
    expect((await page(`/adminusers?user=${target.id}&contact=1`, admin.token)).html).toContain("1 Anfield Road");
    const rows = await reads();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actorId: admin.id, subjectUserId: target.id, targetLabel: target.username });
  });
});
