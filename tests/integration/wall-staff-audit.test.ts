// Audit of issue 11 on real D1: every staff route of the wall (API and staff pages) writes
// exactly one audit row (and an author's own action none); a ban ends by itself; reactions
// from many users at once all count; a post's image must be its author's own upload.
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createUserAndLogin, ORIGIN, SETTLED_ACCOUNT, readInFrench, pageFetch } from "./helpers";
import type { Role } from "../../domain/permissions";

// These tests read the French texts (the spec's); requests ask for French (issue 45).
readInFrench();

async function person(role: Role = "user") {
  const { user, token } = await createUserAndLogin({ role, ...SETTLED_ACCOUNT });
  return { id: user.id as string, username: user.username as string, token };
}
type Person = Awaited<ReturnType<typeof person>>;

/** Every audit row written by this actor so far. */
async function auditRows(actorId: string) {
  const { results } = await env.DB.prepare(`SELECT action, target_kind, target_id FROM audit_log WHERE actor_id = ? ORDER BY id`).bind(actorId).all<{ action: string; target_kind: string; target_id: string }>();
  return results;
}

/** Runs one staff step and checks it answered `status` and appended exactly one row: `action` on `target`. */
async function expectOneAuditRow(actor: Person, step: () => Promise<number>, action: string, target: { kind: string; id: string | number }, status = 200) {
  const before = (await auditRows(actor.id)).length;
  expect(await step(), action).toBe(status);
  const after = await auditRows(actor.id);
  expect(after.length - before, `${action}: one audit row`).toBe(1);
  expect(after.at(-1)).toEqual({ action, target_kind: target.kind, target_id: String(target.id) });
}

/** A staff page's form action, signed in by token (302: the action redirected with its toast). */
async function pageAction(path: string, token: string, fields: Record<string, string>) {
  const res = await pageFetch(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Authorization: `Bearer ${token}`, Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host, "Content-Type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  await res.arrayBuffer();
  return res.status;
}

async function firstStadium() {
  return (await api("/stadiums")).body[0].id as number;
}
let postCount = 0;
async function newPost(token: string, stadiumId: number, title = `Audit walk ${++postCount}`) {
  const res = await api("/stadiums/posts", { token, json: { stadiumId, title, content: "Contenu", category: "fan" } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
async function newComment(token: string, postId: number) {
  const res = await api("/stadiums/comments", { token, json: { postId, content: "Un commentaire" } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
async function reportPost(postId: number, reporter: Person) {
  expect((await api(`/posts-moderation/report/${postId}`, { token: reporter.token, json: { reason: "spam" } })).status).toBe(200);
}
async function reportComment(commentId: number, reporter: Person) {
  expect((await api("/stadiums/comments/report", { token: reporter.token, json: { commentId, reason: "insulte" } })).status).toBe(200);
}

describe("every staff route of the wall writes one audit row", () => {
  it("through the API", async () => {
    const [admin, moderator, author, reporter] = await Promise.all([person("admin"), person("moderator"), person(), person()]);
    const stadiumId = await firstStadium();
    const ok = (p: Promise<{ status: number }>) => p.then((r) => r.status);

    // Stadiums (admin).
    const ground = await api("/stadiums", { token: admin.token, json: { name: "Audit Park", club: "Audit FC" } });
    expect(ground.status).toBe(201);
    expect(await auditRows(admin.id)).toEqual([{ action: "stadium.create", target_kind: "stadium", target_id: String(ground.body.id) }]);
    await expectOneAuditRow(admin, () => ok(api(`/stadiums/${ground.body.id}/update`, { token: admin.token, json: { name: "Audit Park", club: "Audit FC", capacity: 500 } })), "stadium.edit", { kind: "stadium", id: ground.body.id });
    await expectOneAuditRow(admin, () => ok(api(`/stadiums/${ground.body.id}`, { token: admin.token, method: "DELETE" })), "stadium.delete", { kind: "stadium", id: ground.body.id });

    // Posts: staff edit and delete from the wall, then the moderation endpoints.
    const p1 = await newPost(author.token, stadiumId);
    await expectOneAuditRow(moderator, () => ok(api(`/stadiums/posts/${p1}/update`, { token: moderator.token, json: { content: "Modéré" } })), "content.edit", { kind: "post", id: p1 });
    await expectOneAuditRow(moderator, () => ok(api(`/stadiums/posts/${p1}`, { token: moderator.token, method: "DELETE" })), "content.delete", { kind: "post", id: p1 });
    const p2 = await newPost(author.token, stadiumId);
    await reportPost(p2, reporter);
    await expectOneAuditRow(moderator, () => ok(api(`/posts-moderation/admin/clear-reports/${p2}`, { token: moderator.token, method: "POST" })), "reports.clear", { kind: "post", id: p2 });
    await expectOneAuditRow(moderator, () => ok(api(`/posts-moderation/admin/posts/${p2}`, { token: moderator.token, method: "DELETE" })), "content.delete", { kind: "post", id: p2 });
    await expectOneAuditRow(moderator, () => ok(api(`/posts-moderation/admin/ban-user/${author.id}`, { token: moderator.token, json: { reason: "Spam", duration: "24h" } })), "user.ban", { kind: "user", id: author.id });
    await expectOneAuditRow(moderator, () => ok(api(`/posts-moderation/admin/unban-user/${author.id}`, { token: moderator.token, method: "POST" })), "user.unban", { kind: "user", id: author.id });

    // Comments: staff delete from the wall, then the moderation endpoints.
    const p3 = await newPost(author.token, stadiumId);
    const c1 = await newComment(author.token, p3);
    await expectOneAuditRow(moderator, () => ok(api(`/stadiums/comments/${c1}`, { token: moderator.token, method: "DELETE" })), "content.delete", { kind: "comment", id: c1 });
    const c2 = await newComment(author.token, p3);
    await reportComment(c2, reporter);
    await expectOneAuditRow(moderator, () => ok(api(`/comments-moderation/admin/clear-reports/${c2}`, { token: moderator.token, method: "POST" })), "reports.clear", { kind: "comment", id: c2 });
    await expectOneAuditRow(moderator, () => ok(api(`/comments-moderation/admin/comments/${c2}`, { token: moderator.token, method: "DELETE" })), "content.delete", { kind: "comment", id: c2 });
    await expectOneAuditRow(moderator, () => ok(api(`/comments-moderation/admin/ban-user/${author.id}`, { token: moderator.token, json: { reason: "Insultes", duration: "7d" } })), "user.ban", { kind: "user", id: author.id });
    await expectOneAuditRow(moderator, () => ok(api(`/comments-moderation/admin/unban-user/${author.id}`, { token: moderator.token, method: "POST" })), "user.unban", { kind: "user", id: author.id });

    // Refused staff steps and reads write nothing.
    const before = (await auditRows(moderator.id)).length;
    expect((await api(`/posts-moderation/admin/clear-reports/${p3}`, { token: moderator.token, method: "POST" })).status).toBe(404);
    expect((await api(`/comments-moderation/admin/unban-user/${author.id}`, { token: moderator.token, method: "POST" })).status).toBe(404);
    expect((await api(`/posts-moderation/admin/ban-user/${author.id}`, { token: moderator.token, json: { reason: " " } })).status).toBe(400);
    expect((await api(`/stadiums`, { token: moderator.token, json: { name: "x", club: "y" } })).status).toBe(403);
    for (const path of ["/posts-moderation/admin/reported-posts", "/posts-moderation/admin/banned-users", "/comments-moderation/admin/reported-comments", "/comments-moderation/admin/banned-users", `/posts-moderation/admin/history/${author.id}`])
      expect((await api(path, { token: moderator.token })).status, path).toBe(200);
    expect((await auditRows(moderator.id)).length).toBe(before);

    // The author's own edit and delete are not staff actions.
    const p4 = await newPost(author.token, stadiumId);
    const c4 = await newComment(author.token, p4);
    expect((await api(`/stadiums/posts/${p4}/update`, { token: author.token, json: { title: "À moi" } })).status).toBe(200);
    expect((await api(`/stadiums/comments/${c4}`, { token: author.token, method: "DELETE" })).status).toBe(200);
    expect((await api(`/stadiums/posts/${p4}`, { token: author.token, method: "DELETE" })).status).toBe(200);
    expect(await auditRows(author.id)).toEqual([]);
  });

  it("through the staff pages (/adminposts, /admincomments, /adminstadiums) and the wall's own staff buttons (/terrace)", async () => {
    const [admin, moderator, author, reporter] = await Promise.all([person("admin"), person("moderator"), person(), person()]);
    const stadiumId = await firstStadium();
    const page = (path: string, who: Person, fields: Record<string, string>) => () => pageAction(path, who.token, fields);

    // /adminposts
    const p1 = await newPost(author.token, stadiumId);
    await reportPost(p1, reporter);
    await expectOneAuditRow(moderator, page("/adminposts", moderator, { intent: "clear", itemId: String(p1), confirm: "yes" }), "reports.clear", { kind: "post", id: p1 }, 302);
    await reportPost(p1, reporter);
    await expectOneAuditRow(moderator, page("/adminposts", moderator, { intent: "delete", itemId: String(p1), confirm: "yes" }), "content.delete", { kind: "post", id: p1 }, 302);
    await expectOneAuditRow(moderator, page("/adminposts", moderator, { intent: "ban", userId: author.id, reason: "Spam", duration: "72h" }), "user.ban", { kind: "user", id: author.id }, 302);
    await expectOneAuditRow(moderator, page("/adminposts", moderator, { intent: "unban", userId: author.id, confirm: "yes" }), "user.unban", { kind: "user", id: author.id }, 302);

    // /admincomments
    const p2 = await newPost(author.token, stadiumId);
    const c1 = await newComment(author.token, p2);
    await reportComment(c1, reporter);
    await expectOneAuditRow(moderator, page("/admincomments", moderator, { intent: "clear", itemId: String(c1), confirm: "yes" }), "reports.clear", { kind: "comment", id: c1 }, 302);
    await expectOneAuditRow(moderator, page("/admincomments", moderator, { intent: "delete", itemId: String(c1), confirm: "yes" }), "content.delete", { kind: "comment", id: c1 }, 302);
    await expectOneAuditRow(moderator, page("/admincomments", moderator, { intent: "ban", userId: author.id, reason: "Insultes", duration: "30d" }), "user.ban", { kind: "user", id: author.id }, 302);
    await expectOneAuditRow(moderator, page("/admincomments", moderator, { intent: "unban", userId: author.id, confirm: "yes" }), "user.unban", { kind: "user", id: author.id }, 302);

    // /terrace: a moderator's delete buttons on someone else's post and comment.
    const p3 = await newPost(author.token, stadiumId);
    const c2 = await newComment(author.token, p3);
    await expectOneAuditRow(moderator, page("/terrace", moderator, { intent: "deleteComment", commentId: String(c2), confirm: "yes" }), "content.delete", { kind: "comment", id: c2 }, 302);
    await expectOneAuditRow(moderator, page("/terrace", moderator, { intent: "deletePost", postId: String(p3), confirm: "yes" }), "content.delete", { kind: "post", id: p3 }, 302);

    // /adminstadiums
    const before = (await auditRows(admin.id)).length;
    expect(await pageAction("/adminstadiums", admin.token, { intent: "create", name: "Page Park", club: "Page FC", league: "Other", country: "Wales", capacity: "1200" })).toBe(302);
    const created = (await auditRows(admin.id)).slice(before);
    expect(created.map((r) => r.action)).toEqual(["stadium.create"]);
    const groundId = created[0]!.target_id;
    await expectOneAuditRow(admin, page("/adminstadiums", admin, { intent: "update", id: groundId, name: "Page Park", club: "Page FC", league: "Other", country: "Wales", capacity: "1300" }), "stadium.edit", { kind: "stadium", id: groundId }, 302);
    await expectOneAuditRow(admin, page("/adminstadiums", admin, { intent: "delete", id: groundId, confirm: "yes" }), "stadium.delete", { kind: "stadium", id: groundId }, 302);

    // A refused page action (unconfirmed, blank reason, nothing to clear) answers 400/404 and writes nothing.
    const mark = (await auditRows(moderator.id)).length;
    expect(await pageAction("/adminposts", moderator.token, { intent: "delete", itemId: String(p2) })).toBe(400);
    expect(await pageAction("/adminposts", moderator.token, { intent: "ban", userId: author.id, reason: "  ", duration: "24h" })).toBe(400);
    expect(await pageAction("/admincomments", moderator.token, { intent: "clear", itemId: String(c1), confirm: "yes" })).toBe(404);
    expect(await pageAction("/adminposts", author.token, { intent: "ban", userId: reporter.id, reason: "x", duration: "24h" })).toBe(403);
    expect((await auditRows(moderator.id)).length).toBe(mark);
    expect(await auditRows(author.id)).toEqual([]);
  });
});

describe("bans end by themselves", () => {
  it("an ended ban no longer refuses posts, no longer lists the user as banned, and a new ban applies again", async () => {
    const [moderator, author] = await Promise.all([person("moderator"), person()]);
    const stadiumId = await firstStadium();
    expect((await api(`/posts-moderation/admin/ban-user/${author.id}`, { token: moderator.token, json: { reason: "Spam", duration: "24h" } })).status).toBe(200);
    const refused = await api("/stadiums/posts", { token: author.token, json: { stadiumId, title: "t", content: "c" } });
    expect(refused.status).toBe(403);
    const listed = await api("/posts-moderation/admin/banned-users", { token: moderator.token });
    expect(listed.body.some((b: { userId: string }) => b.userId === author.id)).toBe(true);

    // 25 hours later (the ban's end moved into the past): nothing to lift by hand.
    await env.DB.prepare(`UPDATE bans SET ends_at = ? WHERE user_id = ? AND scope = 'posts'`).bind(Date.now() - 3_600_000, author.id).run();
    expect((await api("/stadiums/posts", { token: author.token, json: { stadiumId, title: "De retour", content: "c" } })).status).toBe(201);
    const after = await api("/posts-moderation/admin/banned-users", { token: moderator.token });
    expect(after.body.some((b: { userId: string }) => b.userId === author.id)).toBe(false);
    expect((await api(`/posts-moderation/admin/unban-user/${author.id}`, { token: moderator.token, method: "POST" })).status).toBe(404);

    expect((await api(`/posts-moderation/admin/ban-user/${author.id}`, { token: moderator.token, json: { reason: "Encore", duration: "permanent" } })).status).toBe(200);
    expect((await api("/stadiums/posts", { token: author.token, json: { stadiumId, title: "t", content: "c" } })).status).toBe(403);
  });
});

describe("reactions under concurrency", () => {
  it("twenty users reacting at once all count; each switching at once keeps one reaction per user", async () => {
    const author = await person();
    const crowd = await Promise.all(Array.from({ length: 20 }, () => person()));
    const postId = await newPost(author.token, await firstStadium());
    const commentId = await newComment(author.token, postId);
    const react = (p: Person, type: string) => api("/stadiums/comments/react", { token: p.token, json: { commentId, type } });
    const first = await Promise.all(crowd.map((p, i) => react(p, i % 2 ? "respect" : "peace")));
    expect(first.every((r) => r.status === 200)).toBe(true);
    expect((await api(`/stadiums/comments/${commentId}/reactions`)).body.reactions).toEqual({ peace: 10, respect: 10, handshake: 0, heart_hand: 0 });
    // Everyone switches to handshake at once; then the first five press it again (removes).
    await Promise.all(crowd.map((p) => react(p, "handshake")));
    await Promise.all(crowd.slice(0, 5).map((p) => react(p, "handshake")));
    expect((await api(`/stadiums/comments/${commentId}/reactions`)).body.reactions).toEqual({ peace: 0, respect: 0, handshake: 15, heart_hand: 0 });
    const stored = await env.DB.prepare(`SELECT reactions_count AS n FROM comments WHERE id = ?`).bind(commentId).first<{ n: number }>();
    expect(stored!.n).toBe(15);
    expect((await api(`/stadiums/comments/${commentId}/user-reaction`, { token: crowd[0]!.token })).body.userReaction).toBeNull();
    expect((await api(`/stadiums/comments/${commentId}/user-reaction`, { token: crowd[9]!.token })).body.userReaction).toBe("handshake");
  });
});

describe("post images are the author's own uploads", () => {
  it("refuses someone else's upload or another kind's object (403), so deleting the post cannot delete another user's image", async () => {
    const [owner, thief, moderator] = await Promise.all([person(), person(), person("moderator")]);
    const stadiumId = await firstStadium();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 16, 0, 0, 0, 9, 8, 6, 0, 0, 0]);
    const form = new FormData();
    form.append("file", new File([png], "p.png", { type: "image/png" }));
    const uploaded = await api("/upload/post-image", { token: owner.token, body: form });
    expect(uploaded.status).toBe(201);
    const url = uploaded.body.fileUrl as string;

    const stolen = await api("/stadiums/posts", { token: thief.token, json: { stadiumId, title: "Pas à moi", content: "c", image: url } });
    expect(stolen.status).toBe(403);
    expect(stolen.body.error.message).toBe("Vous n'avez pas l'autorisation pour cette action.");
    expect((await api("/stadiums/posts", { token: thief.token, json: { stadiumId, title: "Avatar", content: "c", image: `/media/avatars/${thief.id}/x.png` } })).status).toBe(403);
    const own = await newPost(thief.token, stadiumId, "Le mien");
    expect((await api(`/stadiums/posts/${own}/update`, { token: thief.token, json: { image: url } })).status).toBe(403);

    // The owner posts it; a moderator's edit keeps it; the object is still there.
    const post = await api("/stadiums/posts", { token: owner.token, json: { stadiumId, title: "Le vrai", content: "c", image: url } });
    expect(post.status).toBe(201);
    expect((await api(`/stadiums/posts/${post.body.id}/update`, { token: moderator.token, json: { content: "Relu", image: url } })).status).toBe(200);
    expect(await env.MEDIA.head(url.slice("/media/".length))).not.toBeNull();
  });
});

describe("the wall page's comment previews", () => {
  it("read for many posts at once, give each post what its own preview gives (top 2 by reactions, 2 replies, totals, hidden left out)", async () => {
    const admin = await person("admin");
    const ground = (await api("/stadiums", { token: admin.token, json: { name: "Preview Park", club: "Preview FC" } })).body.id as number;
    const [a, b, viewer] = await Promise.all([person(), person(), person()]);
    const postIds = [await newPost(a.token, ground, "Un"), await newPost(b.token, ground, "Deux"), await newPost(a.token, ground, "Trois")];
    for (const [k, postId] of postIds.entries()) {
      for (let i = 0; i < 3 + k; i++) {
        const top = await newComment(i % 2 ? a.token : b.token, postId);
        for (let r = 0; r < i; r++) await api("/stadiums/comments", { token: (r % 2 ? a : b).token, json: { postId, parentCommentId: top, content: `réponse ${r}` } });
        if (i === 1) await api("/stadiums/comments/react", { token: viewer.token, json: { commentId: top, type: "heart_hand" } });
        if (i === 2 && k === 1) await api("/stadiums/comments/hide", { token: viewer.token, json: { commentId: top } });
      }
    }
    const { contextFor } = await import("../../api/services/context");
    const { previewsOf } = await import("../../api/services/comments");
    const ctx = contextFor(env as never, { id: viewer.id, role: "user", sessionId: "test" });
    const together = await previewsOf(ctx, postIds);
    for (const postId of postIds) {
      const alone = await api(`/stadiums/posts/${postId}/comments?preview=1`, { token: viewer.token });
      expect(JSON.parse(JSON.stringify(together.get(postId)))).toEqual(alone.body);
      expect(alone.body.comments).toHaveLength(2);
      expect(alone.body.comments[0].reactionsCount).toBe(1); // the one with a reaction comes first
      expect(alone.body.comments.every((c: { replies: unknown[]; repliesCount: number }) => c.replies.length === Math.min(2, c.repliesCount))).toBe(true);
    }
    expect(together.get(postIds[1]!)!.total).toBe(3); // 4 top comments, one hidden by the viewer
    expect((await previewsOf(ctx, [])).size).toBe(0);
  });
});
