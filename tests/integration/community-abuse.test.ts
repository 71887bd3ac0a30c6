// The community half under abuse (issue 23), on real D1 through the API: reports cannot be
// used as a weapon (a per-user limit, standing before a report hides anything, cleared
// reporters do not count twice), hidden content stays hidden (no replies, no thread by id),
// every repeatable wall, profile and stadium action has a brake that holds under requests sent
// at once, bans cover reactions, no vote in one's own poll, control-character-only staff text
// is a 400, and a deleted account's content carries one anonymous label.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../domain/limits";
import { DELETED_USER_NAME } from "../../domain/messages";
import { seedGame } from "./game-data";
import { ageAccounts, api, createUserAndLogin, registerUser, SETTLED_ACCOUNT } from "./helpers";

type Role = "user" | "moderator" | "admin";
async function person(role: Role = "user", settled = true) {
  const { user, token } = await createUserAndLogin({ role, ...(settled ? SETTLED_ACCOUNT : {}) });
  return { id: user.id as string, username: user.username as string, token };
}
type Person = Awaited<ReturnType<typeof person>>;

async function firstStadium() {
  return (await api("/stadiums")).body[0].id as number;
}

async function newPost(author: Person, title = "Derby day") {
  const res = await api("/stadiums/posts", { token: author.token, json: { stadiumId: await firstStadium(), title, content: "What a match", category: "match" } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number };
}

/** Posts written straight into D1 (the test is about what others do with them, not the author's post limit). */
async function postsBy(authorId: string, n: number) {
  const stadiumId = await firstStadium();
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const row = await env.DB.prepare(`INSERT INTO posts (stadium_id, author_id, title, content, category, created_at) VALUES (?, ?, ?, 'x', 'general', ?) RETURNING id`)
      .bind(stadiumId, authorId, `Post ${i}`, Date.now())
      .first<{ id: number }>();
    ids.push(row!.id);
  }
  return ids;
}

const reportPost = (who: Person, postId: number) => api(`/posts-moderation/report/${postId}`, { token: who.token, json: { reason: "spam" } });
const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();
const count = (xs: number[], status: number) => xs.filter((s) => s === status).length;

beforeAll(async () => {
  await seedGame();
});

describe("reports cannot be used as a weapon", () => {
  it("brand-new accounts' reports are kept but hide nothing; settled accounts' do", async () => {
    const author = await person();
    const post = await newPost(author);
    const fresh = await Promise.all([person("user", false), person("user", false), person("user", false)]);
    for (const f of fresh) expect((await reportPost(f, post.id)).status).toBe(200);
    const last = await api(`/stadiums/posts/${post.id}`, { token: fresh[0]!.token });
    expect(last.status, "three fresh accounts hide nothing").toBe(200);
    const mod = await person("moderator");
    const queue = await api("/posts-moderation/admin/reported-posts", { token: mod.token });
    expect(queue.body.find((p: any) => p.id === post.id).reportsCount).toBe(3); // staff still see every report

    const settled = await Promise.all([person(), person(), person()]);
    for (const s of settled.slice(0, 2)) expect((await reportPost(s, post.id)).body).toMatchObject({ hidden: false });
    expect((await reportPost(settled[2]!, post.id)).body).toMatchObject({ hidden: true });
    expect((await api(`/stadiums/posts/${post.id}`, { token: fresh[0]!.token })).status).toBe(404);
    // A day later, the same fresh accounts have standing for what they report next.
    await ageAccounts(...fresh.map((f) => f.id));
    const other = await newPost(author, "Another");
    for (const f of fresh) await reportPost(f, other.id);
    expect((await api(`/stadiums/posts/${other.id}`, { token: settled[0]!.token })).status).toBe(404);
  });

  it("after staff clear an item, the same reporters cannot hide it again; new reporters can", async () => {
    const author = await person();
    const mod = await person("moderator");
    const post = await newPost(author);
    const crowd = await Promise.all([person(), person(), person()]);
    for (const r of crowd) await reportPost(r, post.id);
    expect((await api(`/stadiums/posts/${post.id}`, { token: mod.token })).status).toBe(200);
    expect((await api(`/stadiums/posts/${post.id}`, { token: crowd[0]!.token })).status).toBe(404);
    expect((await api(`/posts-moderation/admin/clear-reports/${post.id}`, { token: mod.token, method: "POST" })).status).toBe(200);

    const again = await Promise.all(crowd.map((r) => reportPost(r, post.id)));
    expect(statuses(again)).toEqual([200, 200, 200]);
    expect(again.some((r) => r.body.hidden)).toBe(false);
    expect((await api(`/stadiums/posts/${post.id}`, { token: crowd[0]!.token })).status, "the cleared crowd cannot hide it again").toBe(200);

    const newcomers = await Promise.all([person(), person(), person()]);
    for (const r of newcomers) await reportPost(r, post.id);
    expect((await api(`/stadiums/posts/${post.id}`, { token: crowd[0]!.token })).status, "three new reporters do").toBe(404);
  });

  it(`one user sends at most ${RATE_LIMITS.report.limit} reports an hour, across kinds, even sent at once`, async () => {
    const author = await person();
    const reporter = await person();
    const ids = await postsBy(author.id, RATE_LIMITS.report.limit + 1);
    const results = await Promise.all(ids.map((id) => reportPost(reporter, id)));
    const s = results.map((r) => r.status);
    expect(count(s, 200)).toBe(RATE_LIMITS.report.limit);
    expect(count(s, 429)).toBe(1);
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.body.error.message).toBe(RATE_LIMITS.report.message["en-GB"]);
    // Comments and chat messages draw on the same allowance.
    const c = await api("/stadiums/comments", { token: author.token, json: { postId: ids[0], content: "hello" } });
    expect((await api("/stadiums/comments/report", { token: reporter.token, json: { commentId: c.body.id, reason: "spam" } })).status).toBe(429);
  });
});

describe("hidden content does not leak", () => {
  it("a hidden comment takes no replies and its thread is not readable by id; nor is a hidden post's", async () => {
    const author = await person();
    const reader = await person();
    const post = await newPost(author);
    const top = (await api("/stadiums/comments", { token: author.token, json: { postId: post.id, content: "top" } })).body;
    const reply = (await api("/stadiums/comments", { token: reader.token, json: { postId: post.id, content: "reply", parentCommentId: top.id } })).body;
    expect((await api(`/stadiums/comments/${top.id}/replies`, { token: reader.token })).body.replies).toHaveLength(1);

    for (const r of await Promise.all([person(), person(), person()])) await api("/stadiums/comments/report", { token: r.token, json: { commentId: top.id, reason: "insults" } });
    const more = await api("/stadiums/comments", { token: reader.token, json: { postId: post.id, content: "more", parentCommentId: top.id } });
    expect(more.status, JSON.stringify(more.body)).toBe(404);
    expect((await api("/stadiums/comments", { token: reader.token, json: { postId: post.id, content: "via the reply", parentCommentId: reply.id } })).status).toBe(404);
    expect((await api(`/stadiums/comments/${top.id}/replies`, { token: reader.token })).status).toBe(404);
    expect((await api(`/stadiums/comments/${top.id}/replies`)).status).toBe(404);
    // Its author and staff still see it.
    expect((await api(`/stadiums/comments/${top.id}/replies`, { token: author.token })).status).toBe(200);

    // A hidden post hides its whole thread: comments, replies and reactions by id.
    const post2 = await newPost(author, "Second");
    const top2 = (await api("/stadiums/comments", { token: reader.token, json: { postId: post2.id, content: "top" } })).body;
    for (const r of await Promise.all([person(), person(), person()])) await reportPost(r, post2.id);
    expect((await api(`/stadiums/comments/${top2.id}/replies`, { token: reader.token })).status).toBe(404);
    expect((await api(`/stadiums/comments/${top2.id}/reactions`, { token: reader.token })).status).toBe(404);
    expect((await api("/stadiums/comments/react", { token: reader.token, json: { commentId: top2.id, type: "respect" } })).status).toBe(404);
    expect((await api("/stadiums/comments", { token: reader.token, json: { postId: post2.id, content: "x", parentCommentId: top2.id } })).status).toBe(404);
  });
});

describe("every repeatable action has a brake, exact under requests sent at once", () => {
  it(`likes and bookmarks: ${RATE_LIMITS.wallToggle.limit} a minute`, async () => {
    const author = await person();
    const fan = await person();
    const [postId] = await postsBy(author.id, 1);
    const n = RATE_LIMITS.wallToggle.limit;
    const results = await Promise.all(Array.from({ length: n + 1 }, (_, i) => api(`/stadiums/posts/${postId}/${i % 2 ? "like" : "bookmark"}`, { token: fan.token, method: "POST" })));
    const s = results.map((r) => r.status);
    expect(count(s, 200)).toBe(n);
    expect(count(s, 429)).toBe(1);
    expect(results.find((r) => r.status === 429)!.body.error.message).toBe(RATE_LIMITS.wallToggle.message["en-GB"]);
  });

  it(`comment reactions: ${RATE_LIMITS.wallReaction.limit} a minute`, async () => {
    const author = await person();
    const fan = await person();
    const [postId] = await postsBy(author.id, 1);
    const c = (await api("/stadiums/comments", { token: author.token, json: { postId, content: "react to me" } })).body;
    const n = RATE_LIMITS.wallReaction.limit;
    const results = await Promise.all(Array.from({ length: n + 1 }, () => api("/stadiums/comments/react", { token: fan.token, json: { commentId: c.id, type: "respect" } })));
    expect(count(results.map((r) => r.status), 200)).toBe(n);
    expect(count(results.map((r) => r.status), 429)).toBe(1);
  });

  it(`profile updates (${RATE_LIMITS.profileUpdate.limit} an hour) and stadium choices (${RATE_LIMITS.stadiumChoice.limit} an hour)`, async () => {
    const fan = await person();
    const stadiumId = await firstStadium();
    const p = RATE_LIMITS.profileUpdate.limit;
    const profile = await Promise.all(Array.from({ length: p + 1 }, (_, i) => api("/users/me", { token: fan.token, method: "PUT", json: { firstName: `Name${i}` } })));
    expect(count(profile.map((r) => r.status), 200), JSON.stringify(profile[0]!.body)).toBe(p);
    expect(count(profile.map((r) => r.status), 429)).toBe(1);
    const n = RATE_LIMITS.stadiumChoice.limit;
    const choices = await Promise.all(Array.from({ length: n + 1 }, (_, i) => api("/stadiums/mine", { token: fan.token, json: { stadiumId: i % 2 ? stadiumId : null } })));
    expect(count(choices.map((r) => r.status), 200)).toBe(n);
    expect(count(choices.map((r) => r.status), 429)).toBe(1);
  });
});

describe("bans and polls", () => {
  it("a comment-banned user cannot react to comments", async () => {
    const author = await person();
    const fan = await person();
    const mod = await person("moderator");
    const [postId] = await postsBy(author.id, 1);
    const c = (await api("/stadiums/comments", { token: author.token, json: { postId, content: "hi" } })).body;
    expect((await api(`/comments-moderation/admin/ban-user/${fan.id}`, { token: mod.token, json: { reason: "Insults", duration: "24h" } })).status).toBe(200);
    const res = await api("/stadiums/comments/react", { token: fan.token, json: { commentId: c.id, type: "respect" } });
    expect(res.status).toBe(403);
    expect((await api(`/stadiums/comments/${c.id}/reactions`)).body.reactions.respect).toBe(0);
  });

  it("nobody votes in their own player poll", async () => {
    const author = await registerUser();
    const players = (await api("/players")).body.slice(0, 2) as { id: number }[];
    const created = await api("/votes/players", { token: author.token, json: { title: "Captain?", player1: players[0]!.id, player2: players[1]!.id } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const own = await api(`/votes/players/${created.body.id}/vote`, { token: author.token, json: { choice: "player1" } });
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe("You cannot vote in your own poll");
    const list = await api("/votes?filter=pvp", { token: author.token });
    expect(list.body.playerVotes.find((v: any) => v.id === created.body.id)).toMatchObject({ ownerPoll: true, totalVotes: 0 });
  });
});

describe("text made only of control characters", () => {
  it("is a 400 in staff fields (stadium, ban reason), never a 500", async () => {
    const admin = await person("admin");
    const target = await person();
    const nul = "\u0000\u0000\u0000";
    const stadium = await api("/stadiums", { token: admin.token, json: { name: nul, club: nul, league: "Other", country: "Wales", city: "x", capacity: 1 } });
    expect(stadium.status).toBe(400);
    const ban = await api(`/posts-moderation/admin/ban-user/${target.id}`, { token: admin.token, json: { reason: "\u0000\u0001\u001f", duration: "24h" } });
    expect(ban.status).toBe(400);
    // Visible text around a NUL is kept, without it.
    const ok = await api("/stadiums", { token: admin.token, json: { name: `Ground\u0000 ${Date.now()}`, club: "Fuzz FC" } });
    expect(ok.status).toBe(201);
    expect(ok.body.name).not.toContain("\u0000");
  });
});

describe("a deleted account", () => {
  it("shows one anonymous label on its posts, comments, leaks and polls: never its old name or its id", async () => {
    const admin = await person("admin");
    const gone = await person();
    const reader = await person();
    const post = await newPost(gone, "Before I go");
    const comment = (await api("/stadiums/comments", { token: gone.token, json: { postId: post.id, content: "bye" } })).body;
    const leak = await api("/leaks", { token: gone.token, json: { title: "A rumour", description: "Heard it", source: "Pub", tags: ["Salah"] } });
    expect(leak.status, JSON.stringify(leak.body)).toBe(201);
    const players = (await api("/players")).body.slice(0, 2) as { id: number }[];
    const poll = await api("/votes/players", { token: gone.token, json: { title: "Who?", player1: players[0]!.id, player2: players[1]!.id } });
    expect(poll.status).toBe(201);
    // A reply to the departing user's comment names them with @, as it was written.
    expect((await api(`/admin/users/${gone.id}`, { token: admin.token, method: "DELETE" })).status).toBe(200);

    const fr = DELETED_USER_NAME["fr-FR"];
    const en = DELETED_USER_NAME["en-GB"];
    // Each reader reads the label in their own language: this one's browser asks for French on the wall.
    const FR = { "Accept-Language": "fr-FR" };
    const shown = await api(`/stadiums/posts/${post.id}`, { token: reader.token, headers: FR });
    expect(shown.body.author).toMatchObject({ username: fr, teamName: fr });
    expect((await api(`/stadiums/posts/${post.id}`, { token: reader.token })).body.author).toMatchObject({ username: en, teamName: en });
    const comments = await api(`/stadiums/posts/${post.id}/comments`, { token: reader.token, headers: FR });
    expect(comments.body.comments.find((c: any) => c.id === comment.id).author).toMatchObject({ username: fr, teamName: fr });
    const reply = await api("/stadiums/comments", { token: reader.token, json: { postId: post.id, content: "farewell", parentCommentId: comment.id }, headers: FR });
    expect(reply.body.content).toBe(`@${fr} farewell`);
    const leakShown = await api(`/leaks/${leak.body.id}`, { token: reader.token });
    expect(leakShown.body.addedByName).toBe(en);
    const votes = await api("/votes?filter=pvp", { token: reader.token });
    expect(votes.body.playerVotes.find((v: any) => v.id === poll.body.id).authorName).toBe(en);
    for (const body of [shown.body, comments.body, leakShown.body, votes.body, (await api("/leaks", { token: reader.token })).body]) {
      const text = JSON.stringify(body);
      expect(text).not.toContain(gone.username);
      expect(text).not.toContain("deleted-user-");
      expect(text).not.toMatch(/Deleted user [0-9a-f]{8}/);
    }
  });
});
