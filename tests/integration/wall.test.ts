// The stadium wall on real D1: stadiums, posts (keyset paging under concurrent posting),
// likes/bookmarks/reactions under concurrent presses, comments and replies, reports with
// auto-hide, bans refusing writes, and the moderation endpoints with an audit row each.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createUserAndLogin, SETTLED_ACCOUNT, readInFrench, pageFetch } from "./helpers";
import type { Role } from "../../domain/permissions";

// These tests read the French texts (the spec's); requests ask for French (issue 45).
readInFrench();

async function person(role: Role = "user") {
  const { user, token } = await createUserAndLogin({ role, ...SETTLED_ACCOUNT });
  return { id: user.id as string, username: user.username as string, token };
}

async function auditCount(action: string, targetId: string | number) {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM audit_log WHERE action = ? AND target_id = ?`).bind(action, String(targetId)).first<{ n: number }>();
  return row!.n;
}

async function firstStadium() {
  const res = await api("/stadiums");
  return res.body[0].id as number;
}

async function newPost(token: string, stadiumId: number, title = "Derby day") {
  const res = await api("/stadiums/posts", { token, json: { stadiumId, title, content: "What a match", category: "match" } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe("stadiums", () => {
  it("lists the seeded grounds and filters them", async () => {
    const all = await api("/stadiums");
    expect(all.body.filter((s: any) => s.league === "Premier League")).toHaveLength(20);
    expect((await api("/stadiums/search?q=anfield")).body[0]).toMatchObject({ club: "Liverpool", city: "Liverpool", capacity: 61276 });
    expect((await api("/stadiums/league/La%20Liga")).body.length).toBeGreaterThan(0);
    expect((await api("/stadiums/country/spain")).body.every((s: any) => s.country === "Spain")).toBe(true);
    expect((await api("/stadiums/club/Arsenal")).body[0].name).toBe("Emirates Stadium");
    expect((await api("/stadiums/999999")).status).toBe(404);
    expect((await api("/stadiums/abc")).status).toBe(400);
  });

  it("remembers the chosen stadium on the server", async () => {
    const u = await person();
    const id = await firstStadium();
    expect((await api("/stadiums/mine", { token: u.token })).body.stadium).toBeNull();
    expect((await api("/stadiums/mine", { token: u.token, json: { stadiumId: id } })).body.stadium.id).toBe(id);
    expect((await api("/stadiums/mine", { token: u.token })).body.stadium.id).toBe(id);
    expect((await api("/stadiums/mine", { token: u.token, json: { stadiumId: null } })).body.stadium).toBeNull();
  });

  it("lets only admins write stadiums, each write audited", async () => {
    const admin = await person("admin");
    const moderator = await person("moderator");
    const body = { name: "Test Ground", club: "Test FC", league: "Other", country: "Wales", city: "Cardiff", capacity: 1234 };
    expect((await api("/stadiums", { token: moderator.token, json: body })).status).toBe(403);
    expect((await api("/stadiums", { token: admin.token, json: { ...body, name: " " } })).body.error ?? "").toBeDefined();
    const bad = await api("/stadiums", { token: admin.token, json: { ...body, name: " " } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Le nom du stade et le club sont obligatoires");
    expect((await api("/stadiums", { token: admin.token, json: { ...body, capacity: 12.5 } })).status).toBe(400);
    const created = await api("/stadiums", { token: admin.token, json: body });
    expect(created.status).toBe(201);
    expect(await auditCount("stadium.create", created.body.id)).toBe(1);
    const updated = await api(`/stadiums/${created.body.id}/update`, { token: admin.token, json: { ...body, capacity: 2000 } });
    expect(updated.body.capacity).toBe(2000);
    expect(await auditCount("stadium.edit", created.body.id)).toBe(1);
    expect((await api(`/stadiums/${created.body.id}`, { token: admin.token, method: "DELETE" })).status).toBe(200);
    expect(await auditCount("stadium.delete", created.body.id)).toBe(1);
    expect((await api(`/stadiums/${created.body.id}`)).status).toBe(404);
  });
});

describe("posts", () => {
  it("keeps one of an identical post sent twice at once (a double tap) and refuses it again within five minutes", async () => {
    const u = await person();
    const stadiumId = await firstStadium();
    const body = { stadiumId, title: "Double tap", content: "Sent twice", category: "fan" };
    const answers = await Promise.all([1, 2, 3].map(() => api("/stadiums/posts", { token: u.token, json: body })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error.message).toBe("Ce post vient déjà d'être publié.");
    const stored = await env.DB.prepare(`SELECT count(*) AS n FROM posts WHERE author_id = ? AND title = 'Double tap'`).bind(u.id).first<{ n: number }>();
    expect(stored!.n).toBe(1);
    // Another text, another wall or another author is a new post.
    expect((await api("/stadiums/posts", { token: u.token, json: { ...body, content: "Sent once more, changed" } })).status).toBe(201);
    expect((await api("/stadiums/posts", { token: (await person()).token, json: body })).status).toBe(201);
  });

  it("validates, and only the author or staff edit or delete", async () => {
    const [author, other, moderator] = await Promise.all([person(), person(), person("moderator")]);
    const stadiumId = await firstStadium();
    expect((await api("/stadiums/posts", { json: { stadiumId, title: "t", content: "c" } })).status).toBe(401);
    expect((await api("/stadiums/posts", { token: author.token, json: { stadiumId, title: "  ", content: "c" } })).status).toBe(400);
    expect((await api("/stadiums/posts", { token: author.token, json: { stadiumId, title: "t", content: "c", category: "gossip" } })).status).toBe(400);
    expect((await api("/stadiums/posts", { token: author.token, json: { stadiumId, title: "x".repeat(201), content: "c" } })).status).toBe(400);
    expect((await api("/stadiums/posts", { token: author.token, json: { stadiumId, title: "t", content: "c", image: "https://evil.example/x.png" } })).status).toBe(400);
    expect((await api("/stadiums/posts", { token: author.token, json: { stadiumId: 999999, title: "t", content: "c" } })).status).toBe(404);
    const post = await newPost(author.token, stadiumId);
    expect(post).toMatchObject({ title: "Derby day", author: { username: author.username }, likesCount: 0, isLiked: false });

    const edit = await api(`/stadiums/posts/${post.id}/update`, { token: other.token, json: { title: "Mine now" } });
    expect(edit.status).toBe(403);
    expect(edit.body.error.message).toBe("Vous n'avez pas l'autorisation pour cette action.");
    expect((await api(`/stadiums/posts/${post.id}/update`, { token: author.token, json: { title: "Edited" } })).body.title).toBe("Edited");
    expect(await auditCount("content.edit", post.id)).toBe(0);
    expect((await api(`/stadiums/posts/${post.id}/update`, { token: moderator.token, json: { content: "Tidied" } })).body.content).toBe("Tidied");
    expect(await auditCount("content.edit", post.id)).toBe(1);

    const del = await api(`/stadiums/posts/${post.id}`, { token: other.token, method: "DELETE" });
    expect(del.status).toBe(403);
    expect(del.body.error.message).toBe("Vous n'avez pas l'autorisation de supprimer ce post.");
    expect((await api(`/stadiums/posts/${post.id}`, { token: author.token, method: "DELETE" })).status).toBe(200);
    const again = await api(`/stadiums/posts/${post.id}`, { token: author.token, method: "DELETE" });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe("Le post a déjà été supprimé.");
  });

  it("pages by keyset with no duplicate or gap while others post", async () => {
    const admin = await person("admin");
    const ground = await api("/stadiums", { token: admin.token, json: { name: "Paging Park", club: "Paging FC" } });
    const stadiumId = ground.body.id;
    const authors = await Promise.all([person(), person(), person()]);
    for (let i = 0; i < 15; i++) await newPost(authors[i % 3]!.token, stadiumId, `p${i}`);
    const seen: number[] = [];
    let before: number | null = null;
    let round = 0;
    do {
      const page: any = await api(`/stadiums/${stadiumId}/posts?limit=4${before ? `&before=${before}` : ""}`);
      seen.push(...page.body.posts.map((p: any) => p.id));
      before = page.body.nextCursor;
      // Others post at once between pages: they land above the first page, never in ours.
      await Promise.all(authors.map((a, k) => newPost(a.token, stadiumId, `late${round}-${k}`)));
      round++;
    } while (before);
    expect(seen).toHaveLength(15);
    expect(new Set(seen).size).toBe(15);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    const cat = await api(`/stadiums/${stadiumId}/posts?category=news`);
    expect(cat.body.posts).toHaveLength(0);
    const search = await api(`/stadiums/${stadiumId}/posts?q=p1`);
    expect(search.body.posts.length).toBeGreaterThan(0);
  });

  it("toggles likes and bookmarks once per press, even at once", async () => {
    const [author, fan] = await Promise.all([person(), person()]);
    const post = await newPost(author.token, await firstStadium());
    const presses = await Promise.all([1, 2, 3].map(() => api(`/stadiums/posts/${post.id}/like`, { token: fan.token, method: "POST" })));
    expect(presses.every((r) => r.status === 200)).toBe(true);
    const status = await api(`/stadiums/posts/${post.id}/like-status`, { token: fan.token });
    expect(status.body).toEqual({ isLiked: true, likesCount: 1 }); // three toggles: on
    const others = await Promise.all([person(), person()]);
    await Promise.all(others.map((o) => api(`/stadiums/posts/${post.id}/like`, { token: o.token, method: "POST" })));
    expect((await api(`/stadiums/posts/${post.id}`)).body.likesCount).toBe(3);
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM post_likes WHERE post_id = ?`).bind(post.id).first<{ n: number }>();
    expect(row!.n).toBe(3);

    expect((await api(`/stadiums/posts/${post.id}/bookmark`, { token: fan.token, method: "POST" })).body).toEqual({ isBookmarked: true });
    expect((await api(`/stadiums/bookmarks`, { token: fan.token })).body.posts.map((p: any) => p.id)).toEqual([post.id]);
    expect((await api(`/stadiums/posts/${post.id}/bookmark`, { token: fan.token, method: "POST" })).body).toEqual({ isBookmarked: false });
    expect((await api(`/stadiums/posts/${post.id}/bookmark-status`, { token: fan.token })).body).toEqual({ isBookmarked: false });
  });
});

describe("comments", () => {
  it("shows one's own new comment and reply in the preview under the top ones, and counts what the reader can see (issue 41)", async () => {
    const [author, fan, other] = await Promise.all([person(), person(), person()]);
    const post = await newPost(author.token, await firstStadium(), "Preview mine");
    const tops = [];
    for (const content of ["One", "Two", "Three"]) tops.push((await api("/stadiums/comments", { token: other.token, json: { postId: post.id, content } })).body);
    for (const c of tops.slice(0, 2)) await api("/stadiums/comments/react", { token: author.token, json: { commentId: c.id, type: "respect" } });
    for (const content of ["R1", "R2"]) await api("/stadiums/comments", { token: other.token, json: { postId: post.id, parentCommentId: tops[0].id, content } });
    const mine = (await api("/stadiums/comments", { token: fan.token, json: { postId: post.id, content: "Mine" } })).body;
    const myReply = (await api("/stadiums/comments", { token: fan.token, json: { postId: post.id, parentCommentId: tops[0].id, content: "Me too" } })).body;

    const forFan = (await api(`/stadiums/posts/${post.id}/comments?preview=1`, { token: fan.token })).body;
    expect(forFan.comments.map((c: any) => c.id)).toEqual([tops[1].id, tops[0].id, mine.id]);
    expect(forFan.comments[1].replies.map((r: any) => r.content)).toEqual([expect.stringContaining("R1"), expect.stringContaining("R2"), expect.stringContaining("Me too")]);
    expect(forFan.comments[1].replies.at(-1).id).toBe(myReply.id);
    // Another reader sees the top ones only; all count the same 7 comments and replies.
    const forOther = (await api(`/stadiums/posts/${post.id}/comments?preview=1`, { token: author.token })).body;
    expect(forOther.comments.map((c: any) => c.id)).toEqual([tops[1].id, tops[0].id]);
    expect(forOther.comments[1].replies).toHaveLength(2);
    expect({ fan: forFan.count, other: forOther.count, total: forFan.total }).toEqual({ fan: 7, other: 7, total: 4 });
  });

  it("threads replies with @author, previews the top comments, and pages", async () => {
    const [author, a, b] = await Promise.all([person(), person(), person()]);
    const post = await newPost(author.token, await firstStadium());
    expect((await api("/stadiums/comments", { token: a.token, json: { postId: post.id, content: "   " } })).status).toBe(400);
    const c1 = (await api("/stadiums/comments", { token: a.token, json: { postId: post.id, content: "First" } })).body;
    const c2 = (await api("/stadiums/comments", { token: b.token, json: { postId: post.id, content: "Second" } })).body;
    const r1 = await api("/stadiums/comments", { token: b.token, json: { postId: post.id, parentCommentId: c1.id, content: "Agreed" } });
    expect(r1.status).toBe(201);
    expect(r1.body).toMatchObject({ content: `@${a.username} Agreed`, parentCommentId: c1.id });
    // A reply to a reply joins the top thread and names whom it answers.
    const r2 = await api("/stadiums/comments", { token: a.token, json: { postId: post.id, parentCommentId: r1.body.id, content: "Thanks" } });
    expect(r2.body).toMatchObject({ content: `@${b.username} Thanks`, parentCommentId: c1.id });
    await api("/stadiums/comments/react", { token: author.token, json: { commentId: c1.id, type: "respect" } });

    const list = await api(`/stadiums/posts/${post.id}/comments`);
    expect(list.body.total).toBe(2);
    expect(list.body.comments.map((c: any) => c.id)).toEqual([c2.id, c1.id]);
    const preview = await api(`/stadiums/posts/${post.id}/comments?preview=1`);
    expect(preview.body.comments[0]).toMatchObject({ id: c1.id, repliesCount: 2 });
    expect(preview.body.comments[0].replies.map((r: any) => r.id)).toEqual([r1.body.id, r2.body.id]);
    const replies = await api(`/stadiums/comments/${c1.id}/replies?limit=1&offset=1`);
    expect(replies.body).toMatchObject({ total: 2 });
    expect(replies.body.replies.map((r: any) => r.id)).toEqual([r2.body.id]);
    expect((await api(`/stadiums/posts/${post.id}`)).body.commentsCount).toBe(4);

    // Only the author or staff delete; the replies stay under a placeholder and the counts follow.
    const refused = await api(`/stadiums/comments/${c1.id}`, { token: b.token, method: "DELETE" });
    expect(refused.status).toBe(403);
    expect((await api(`/stadiums/comments/${c1.id}`, { token: a.token, method: "DELETE" })).status).toBe(200);
    expect((await api(`/stadiums/posts/${post.id}`)).body.commentsCount).toBe(3);
    const kept = (await api(`/stadiums/posts/${post.id}/comments`)).body.comments.find((c: any) => c.id === c1.id);
    expect(kept).toMatchObject({ deleted: true, content: "[commentaire supprimé]", author: { username: "" }, repliesCount: 2 });
    // Deleting its replies takes the placeholder with the last one.
    for (const r of [r1.body, r2.body]) expect((await api(`/stadiums/comments/${r.id}`, { token: r.id === r1.body.id ? b.token : a.token, method: "DELETE" })).status).toBe(200);
    expect((await api(`/stadiums/posts/${post.id}/comments`)).body.comments.map((c: any) => c.id)).toEqual([c2.id]);
    expect((await api(`/stadiums/posts/${post.id}`)).body.commentsCount).toBe(1);

    // Hide is for the user only.
    await api("/stadiums/comments/hide", { token: a.token, json: { commentId: c2.id } });
    expect((await api(`/stadiums/posts/${post.id}/comments`, { token: a.token })).body.total).toBe(0);
    expect((await api(`/stadiums/posts/${post.id}/comments`, { token: b.token })).body.total).toBe(1);
  });

  it("reactions: the same again removes, another switches, presses at once apply in order", async () => {
    const [author, fan] = await Promise.all([person(), person()]);
    const post = await newPost(author.token, await firstStadium());
    const c = (await api("/stadiums/comments", { token: author.token, json: { postId: post.id, content: "React" } })).body;
    const react = (type: string) => api("/stadiums/comments/react", { token: fan.token, json: { commentId: c.id, type } });
    expect((await react("peace")).body).toMatchObject({ userReaction: "peace", reactions: { peace: 1 } });
    expect((await react("heart_hand")).body).toMatchObject({ userReaction: "heart_hand", reactions: { peace: 0, heart_hand: 1 } });
    expect((await react("heart_hand")).body).toMatchObject({ userReaction: null, reactions: { heart_hand: 0 } });
    expect((await react("wave")).status).toBe(400);
    await Promise.all([react("respect"), react("respect"), react("handshake"), react("peace")]);
    const rows = await env.DB.prepare(`SELECT count(*) AS n FROM comment_reactions WHERE comment_id = ?`).bind(c.id).first<{ n: number }>();
    const stored = await env.DB.prepare(`SELECT reactions_count AS n FROM comments WHERE id = ?`).bind(c.id).first<{ n: number }>();
    expect(stored!.n).toBe(rows!.n);
    expect(rows!.n).toBeLessThanOrEqual(1);
    const mine = await api(`/stadiums/comments/${c.id}/user-reaction`, { token: fan.token });
    const all = await api(`/stadiums/comments/${c.id}/reactions`);
    expect(Object.values(all.body.reactions).reduce((s: number, n: any) => s + n, 0)).toBe(mine.body.userReaction ? 1 : 0);
  });
});

describe("reports and moderation", () => {
  it("reports once per user, hides at 3, and the moderators clear, delete, ban and unban (each audited)", async () => {
    const [author, r1, r2, r3, moderator, other] = await Promise.all([person(), person(), person(), person(), person("moderator"), person()]);
    const stadiumId = await firstStadium();
    const post = await newPost(author.token, stadiumId, "Reported one");
    expect((await api(`/posts-moderation/report/${post.id}`, { token: author.token, method: "POST" })).status).toBe(403);
    expect((await api(`/posts-moderation/report/${post.id}`, { token: r1.token, method: "POST" })).status).toBe(200);
    const twice = await api(`/posts-moderation/report/${post.id}`, { token: r1.token, method: "POST" });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe("Vous avez déjà signalé ce post");
    await Promise.all([r2, r3].map((r) => api(`/posts-moderation/report/${post.id}`, { token: r.token, json: { reason: "spam" } })));
    expect((await api(`/stadiums/posts/${post.id}`, { token: other.token })).status).toBe(404);
    expect((await api(`/stadiums/posts/${post.id}`, { token: author.token })).status).toBe(200);

    expect((await api("/posts-moderation/admin/reported-posts", { token: other.token })).status).toBe(403);
    const reported = await api("/posts-moderation/admin/reported-posts", { token: moderator.token });
    const item = reported.body.find((p: any) => p.id === post.id);
    expect(item).toMatchObject({ title: "Reported one", author: { username: author.username, isPostBanned: false }, reportsCount: 3 });
    expect(item.reportedBy.map((r: any) => r.username).sort()).toEqual([r1.username, r2.username, r3.username].sort());

    // Clear: shown again, audited.
    expect((await api(`/posts-moderation/admin/clear-reports/${post.id}`, { token: moderator.token, method: "POST" })).status).toBe(200);
    expect(await auditCount("reports.clear", post.id)).toBe(1);
    expect((await api(`/stadiums/posts/${post.id}`, { token: other.token })).status).toBe(200);

    // Ban from posts: reason required; the next post is refused with the message; comments still allowed.
    expect((await api(`/posts-moderation/admin/ban-user/${author.id}`, { token: moderator.token, json: { reason: " " } })).status).toBe(400);
    const ban = await api(`/posts-moderation/admin/ban-user/${author.id}`, { token: moderator.token, json: { reason: "Spam", duration: "24h" } });
    expect(ban.status, JSON.stringify(ban.body)).toBe(200);
    expect(await auditCount("user.ban", author.id)).toBeGreaterThanOrEqual(1);
    const refused = await api("/stadiums/posts", { token: author.token, json: { stadiumId, title: "t", content: "c" } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/^Vous êtes banni des posts jusqu'au .*Raison : Spam$/);
    expect((await api("/stadiums/comments", { token: author.token, json: { postId: post.id, content: "still here" } })).status).toBe(201);
    const banned = await api("/posts-moderation/admin/banned-users", { token: moderator.token });
    expect(banned.body.find((b: any) => b.userId === author.id)).toMatchObject({ reason: "Spam", bannedByUsername: moderator.username });
    const history = await api(`/posts-moderation/admin/history/${author.id}`, { token: moderator.token });
    expect(history.body.some((h: any) => h.action === "user.ban")).toBe(true);
    expect((await api(`/posts-moderation/admin/unban-user/${author.id}`, { token: moderator.token, method: "POST" })).status).toBe(200);
    expect(await auditCount("user.unban", author.id)).toBe(1);
    expect((await api("/stadiums/posts", { token: author.token, json: { stadiumId, title: "t", content: "c" } })).status).toBe(201);

    // Staff delete: audited; a later report gets the 'already processed' null.
    expect((await api(`/posts-moderation/admin/posts/${post.id}`, { token: other.token, method: "DELETE" })).status).toBe(403);
    expect((await api(`/posts-moderation/admin/posts/${post.id}`, { token: moderator.token, method: "DELETE" })).status).toBe(200);
    expect(await auditCount("content.delete", post.id)).toBe(1);
    const late = await api(`/posts-moderation/report/${post.id}`, { token: other.token, method: "POST" });
    expect(late.status).toBe(200);
    expect(late.body).toBeNull();
  });

  it("comment moderation: report with a reason, list, clear, delete, ban, unban (each audited)", async () => {
    const [author, reporter, moderator, user] = await Promise.all([person(), person(), person("moderator"), person()]);
    const post = await newPost(author.token, await firstStadium(), "Thread");
    const c = (await api("/stadiums/comments", { token: author.token, json: { postId: post.id, content: "Rude words" } })).body;
    expect((await api("/stadiums/comments/report", { token: reporter.token, json: { commentId: c.id, reason: "" } })).status).toBe(400);
    expect((await api("/stadiums/comments/report", { token: reporter.token, json: { commentId: c.id, reason: "Insults" } })).status).toBe(200);
    expect((await api("/stadiums/comments/report", { token: reporter.token, json: { commentId: c.id, reason: "Insults" } })).status).toBe(409);
    expect((await api("/comments-moderation/admin/reported-comments", { token: user.token })).status).toBe(403);
    const list = await api("/comments-moderation/admin/reported-comments", { token: moderator.token });
    expect(list.body.find((x: any) => x.id === c.id)).toMatchObject({
      content: "Rude words",
      post: { title: "Thread" },
      author: { isCommentBanned: false },
      reportedBy: [{ username: reporter.username, reason: "Insults" }],
    });
    await api(`/comments-moderation/admin/clear-reports/${c.id}`, { token: moderator.token, method: "POST" });
    expect(await auditCount("reports.clear", c.id)).toBe(1);
    await api(`/comments-moderation/admin/ban-user/${author.id}`, { token: moderator.token, json: { reason: "Insults", duration: "7d" } });
    const refused = await api("/stadiums/comments", { token: author.token, json: { postId: post.id, content: "again" } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/^Vous êtes banni des commentaires/);
    expect((await api("/comments-moderation/admin/banned-users", { token: moderator.token })).body.some((b: any) => b.userId === author.id)).toBe(true);
    await api(`/comments-moderation/admin/unban-user/${author.id}`, { token: moderator.token, method: "POST" });
    expect(await auditCount("user.unban", author.id)).toBe(1);
    expect((await api(`/comments-moderation/admin/comments/${c.id}`, { token: moderator.token, method: "DELETE" })).status).toBe(200);
    expect(await auditCount("content.delete", c.id)).toBe(1);
    expect((await api("/stadiums/comments/report", { token: user.token, json: { commentId: c.id, reason: "late" } })).body).toBeNull();
  });
});
