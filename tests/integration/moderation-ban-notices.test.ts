// Issue 42's moderation findings on real D1:
// - a ban from a queue takes the banned author's open cases out of it in the same confirmed action,
//   their reports cleared (one audit row per case) or the items removed, however many (a list over
//   D1's 100 parameters included);
// - one notice per moderation action: a bulk removal of 30 comments, even sent in chunks, is one
//   notice ('30 of your comments were removed'), and each ban is told with its reason and end.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import { insertRowsFromJson } from "../../api/db/bulk";
import { comments } from "../../api/db/schema";
import { api, createUserAndLogin } from "./helpers";
import { crowd, openCasesOn, run, wallOf } from "./bulk-seed";

/** `n` comments by one author under a post of their own, each with an open case. */
async function reportedComments(n: number) {
  const wall = await wallOf(1);
  const author = wall.authors[0]!;
  const postId = wall.posts[0]!.id;
  const now = Date.now();
  await run(insertRowsFromJson(comments, Array.from({ length: n }, (_, i) => ({ postId, authorId: author.id, content: `Nasty ${i}`, reactionsCount: 0, repliesCount: 0, createdAt: now + i, parentId: null, deletedAt: null }))));
  const rows = await createDb(env.DB).select({ id: comments.id }).from(comments).where(eq(comments.postId, postId)).orderBy(comments.id);
  const ids = rows.map((r) => String(r.id));
  await openCasesOn("comment", ids.map((itemId) => ({ itemId, authorId: author.id })), await crowd(3), 3);
  return { author, ids };
}

const openAmong = async (ids: string[]) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM report_cases WHERE kind = 'comment' AND status = 'open' AND item_id IN (SELECT value FROM json_each(?))`).bind(JSON.stringify(ids)).first<{ n: number }>())!.n;
const noticesOf = async (userId: string) =>
  (await env.DB.prepare(`SELECT kind, old_value, new_value FROM account_notices WHERE user_id = ? ORDER BY id`).bind(userId).all<{ kind: string; old_value: string; new_value: string | null }>()).results;

describe("a ban from a queue", () => {
  it("takes the banned author's 30 cases out of the open queue (reports cleared, one audit row each) and tells them of the ban", async () => {
    const { author, ids } = await reportedComments(30);
    const mod = await createUserAndLogin({ role: "moderator" });
    expect(await openAmong(ids)).toBe(30);
    // The moderator selected 3 of the author's rows: the ban reaches all 30.
    const res = await api("/admin/moderation/bulk", { token: mod.token, json: { kind: "comment", action: "ban", itemIds: ids.slice(0, 3), reason: "Harcèlement", duration: "7d" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ done: ids.slice(0, 3), failed: [], bannedUsers: [author.id] });
    expect(await openAmong(ids)).toBe(0);
    const queue = await api(`/comments-moderation/admin/reported-comments?author=${author.id}`, { token: mod.token });
    expect(queue.headers.get("X-Total-Count")).toBe("0");
    const audits = await env.DB.prepare(`SELECT count(*) AS n FROM audit_log WHERE action = 'reports.clear' AND target_kind = 'comment' AND subject_user_id = ? AND reason = 'Harcèlement'`).bind(author.id).first<{ n: number }>();
    expect(audits!.n).toBe(30);
    // The items stay (their reports were cleared), and the author has one notice: the ban, with its reason and end.
    expect((await env.DB.prepare(`SELECT count(*) AS n FROM comments WHERE author_id = ?`).bind(author.id).first<{ n: number }>())!.n).toBe(30);
    const notices = await noticesOf(author.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.kind).toBe("user_banned");
    expect(notices[0]!.new_value).toBe("Harcèlement");
    expect(JSON.parse(notices[0]!.old_value)).toMatchObject({ scope: "comments", endsAt: expect.any(Number) });
    // A second chunk of the same selection does not ban again.
    const again = await api("/admin/moderation/bulk", { token: mod.token, json: { kind: "comment", action: "ban", itemIds: ids.slice(3, 6), reason: "Harcèlement", duration: "7d" } });
    expect(again.body).toMatchObject({ done: ids.slice(3, 6), bannedUsers: [] });
    expect((await env.DB.prepare(`SELECT count(*) AS n FROM bans WHERE user_id = ?`).bind(author.id).first<{ n: number }>())!.n).toBe(1);
  });

  it("removes all of a banned author's 120 reported items when asked (a list past D1's 100 parameters), told in one notice", async () => {
    const { author, ids } = await reportedComments(120);
    const mod = await createUserAndLogin({ role: "moderator" });
    const res = await api("/admin/moderation/bulk", { token: mod.token, json: { kind: "comment", action: "ban", itemIds: [ids[0]], reason: "Spam", duration: "permanent", authorItems: "remove" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await openAmong(ids)).toBe(0);
    expect((await env.DB.prepare(`SELECT count(*) AS n FROM comments WHERE author_id = ?`).bind(author.id).first<{ n: number }>())!.n).toBe(0);
    const deletes = await env.DB.prepare(`SELECT count(*) AS n FROM audit_log WHERE action = 'content.delete' AND target_kind = 'comment' AND subject_user_id = ?`).bind(author.id).first<{ n: number }>();
    expect(deletes!.n).toBe(120);
    const notices = await noticesOf(author.id);
    expect(notices.map((n) => n.kind)).toEqual(["user_banned", "content_removed"]);
    expect(JSON.parse(notices[1]!.old_value)).toMatchObject({ item: "comment", count: 120 });
    const shown = (await api("/users/me/notices", { token: await tokenOf(author.id) })).body.notices;
    expect(shown.map((n: { message: string }) => n.message)).toEqual([
      "120 of your comments were removed by the moderators. Reason: Spam",
      "You are banned from commenting permanently. Reason: Spam",
    ]);
  });

  it("is refused with a clear 400 for an unknown choice of what becomes of the items", async () => {
    const { ids } = await reportedComments(1);
    const mod = await createUserAndLogin({ role: "moderator" });
    const res = await api("/admin/moderation/bulk", { token: mod.token, json: { kind: "comment", action: "ban", itemIds: ids, reason: "x", authorItems: "burn" } });
    expect(res.status).toBe(400);
    expect(await openAmong(ids)).toBe(1);
  });
});

describe("one notice per moderation action", () => {
  it("a bulk removal of 30 comments, sent in two chunks, is one notice: '30 of your comments were removed: reason'", async () => {
    const { author, ids } = await reportedComments(30);
    const mod = await createUserAndLogin({ role: "moderator" });
    for (const chunk of [ids.slice(0, 20), ids.slice(20)]) {
      const res = await api("/admin/moderation/bulk", { token: mod.token, json: { kind: "comment", action: "delete", itemIds: chunk, reason: "Spam" } });
      expect(res.body).toMatchObject({ done: chunk, failed: [] });
    }
    const token = await tokenOf(author.id);
    const { notices, unread } = (await api("/users/me/notices", { token })).body;
    expect(unread).toBe(1);
    expect(notices).toEqual([expect.objectContaining({ kind: "content_removed", item: "comment", count: 30, reason: "Spam", message: "30 of your comments were removed by the moderators. Reason: Spam", locale: "en-GB" })]);
    // Another action (another reason) is another notice, in the singular.
    const more = await lateComment(author.id);
    expect((await api(`/comments-moderation/admin/comments/${more}`, { token: mod.token, method: "DELETE", json: { reason: "Hors sujet" } })).status).toBe(200);
    const after = (await api("/users/me/notices", { token })).body.notices;
    expect(after.map((n: { message: string }) => n.message)).toEqual(['Your comment "Late one" was removed by the moderators. Reason: Hors sujet', "30 of your comments were removed by the moderators. Reason: Spam"]);
  });

  it("a ban from the user's own dialog is told with its reason and end", async () => {
    const [user, mod] = await Promise.all([createUserAndLogin(), createUserAndLogin({ role: "moderator" })]);
    expect((await api(`/posts-moderation/admin/ban-user/${user.user.id}`, { token: mod.token, json: { reason: "Hors sujet", duration: "24h" } })).status).toBe(200);
    const [notice] = (await api("/users/me/notices", { token: user.token })).body.notices;
    expect(notice).toMatchObject({ kind: "user_banned", scope: "posts", reason: "Hors sujet", endsAt: expect.any(String), locale: "en-GB" });
    expect(notice.message).toMatch(/^You are banned from posting on the fan wall and in the votes until .+\. Reason: Hors sujet$/);
  });
});

/** A session for a user written straight into storage (the crowd's one password). */
async function tokenOf(userId: string) {
  const row = await env.DB.prepare(`SELECT email FROM users WHERE id = ?`).bind(userId).first<{ email: string }>();
  const res = await api("/auth/login", { json: { email: row!.email, password: "password123" } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.access_token as string;
}

/** One more comment by the user, on a fresh post. */
async function lateComment(authorId: string) {
  const wall = await wallOf(1);
  const [row] = await createDb(env.DB).insert(comments).values({ postId: wall.posts[0]!.id, authorId, content: "Late one", createdAt: Date.now() }).returning({ id: comments.id });
  return row!.id;
}
