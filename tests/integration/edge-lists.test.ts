// Every list that grows with content, at its edge (issue 23): more than 100 distinct related
// items (tags, players, authors, reporters, members, reactions) behind each feed, queue, thread,
// league, room and admin list, which must answer 200 with the right page. D1 and a room's
// SQLite bind at most 100 parameters a statement, so a read binding one per item fails past it.
// The many rows are written straight into storage (this file is about reading them); the
// request under test goes through the Worker.
import { SELF, env, runInDurableObject } from "cloudflare:test";
import { asc, eq } from "drizzle-orm";
import { getServerByName } from "partyserver";
import { beforeAll, describe, expect, it } from "vitest";
import { insertRowsFromJson } from "../../api/db/bulk";
import { createDb } from "../../api/db/client";
import {
  bans,
  chatSampleMessages,
  commentReactions,
  comments,
  leagueMembers,
  leagues,
  leakVotes,
  leaks,
  orderEvents,
  orderLines,
  orders,
  playerVoteChoices,
  playerVotes,
  postLikes,
  teamVotes,
  userStadiums,
} from "../../api/db/schema";
import type { ChatRoom } from "../../party/chat-room";
import { SNAPSHOT_PARTICIPANTS } from "../../domain/chat";
import { buildTeamRow } from "../factories";
import { freshRoom, join } from "./chat-helpers";
import { cheapSquad, seedGame } from "./game-data";
import { api, createUserAndLogin, ORIGIN } from "./helpers";
import { crowd, openCasesOn, run, wallOf, writeStandings, writeTeams } from "./bulk-seed";

const EDGE = 120; // past D1's 100 bound parameters, whatever else the statement binds
const db = () => createDb(env.DB);

type PlayerRow = { id: number; teamId: number; position: string; price: number; webName: string; firstName: string; secondName: string };
let allPlayers: PlayerRow[];

beforeAll(async () => {
  // Insert rows carry their ids (the official element ids).
  allPlayers = (await seedGame()).players as PlayerRow[];
});

const page = async (path: string, token: string) => {
  const res = await SELF.fetch(`${ORIGIN}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, html: (await res.text()).replaceAll("<!-- -->", "") };
};

describe("leaks", () => {
  it(`the feed and /leaks with ${EDGE} distinct tags naming players across the page`, async () => {
    // Tags that name exactly one player, so each has a card to check.
    const keys = new Map<string, number>();
    for (const p of allPlayers)
      for (const k of new Set([p.webName.toLowerCase(), `${p.firstName} ${p.secondName}`.toLowerCase()])) keys.set(k, (keys.get(k) ?? 0) + 1);
    // SQLite's lower() folds ASCII only: "Ødegaard" has no card today (left as it is, not this test's point).
    const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
    const tagged = allPlayers.filter((p) => keys.get(p.webName.toLowerCase()) === 1 && asciiLower(p.webName) === p.webName.toLowerCase()).slice(0, EDGE);
    expect(tagged).toHaveLength(EDGE);
    // Every fifth tag is the full name (the other expression compared), where that is unique too.
    const fullName = (p: (typeof tagged)[number]) => `${p.firstName} ${p.secondName}`.toLowerCase();
    const tagOf = (p: (typeof tagged)[number], n: number) =>
      n % 5 === 0 && keys.get(fullName(p)) === 1 && asciiLower(`${p.firstName} ${p.secondName}`) === fullName(p) ? fullName(p) : p.webName.toLowerCase();
    const tags = tagged.map(tagOf);
    expect(tags.filter((t, n) => t !== tagged[n]!.webName.toLowerCase()).length).toBeGreaterThan(10);
    const authors = await crowd(EDGE / 10);
    const now = Date.now();
    const rows = authors.map((a, i) => ({
      authorId: a.id,
      title: `Edge leak ${i}`,
      description: "Ten names",
      source: "Edge",
      imageUrl: "/images/leaks/stock1.jpg",
      category: "transfer",
      reliability: "high",
      tags: JSON.stringify(tags.slice(i * 10, i * 10 + 10)),
      score: 0,
      createdAt: now - i * 1000,
      updatedAt: now - i * 1000,
    }));
    await run(insertRowsFromJson(leaks, rows));
    const viewer = await createUserAndLogin();

    const res = await api("/leaks", { token: viewer.token });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const mine = res.body.leaks.filter((l: { title: string }) => l.title.startsWith("Edge leak "));
    expect(mine.map((l: { title: string }) => l.title)).toEqual(rows.map((r) => r.title));
    for (const [i, leak] of mine.entries()) {
      expect(Object.keys(leak.tagCards).sort()).toEqual(tags.slice(i * 10, i * 10 + 10).sort());
      for (let n = i * 10; n < i * 10 + 10; n++) expect(leak.tagCards[tags[n]!]).toMatchObject({ kind: "player", player: { id: tagged[n]!.id } });
    }

    const html = await page("/leaks", viewer.token);
    expect(html.status).toBe(200);
    for (const r of rows) expect(html.html).toContain(r.title);
  });

  it(`votes: ${EDGE} voters on a leak, the viewer's vote on each of a 50-leak page`, async () => {
    const [author] = await crowd(1);
    const voters = await crowd(EDGE);
    const viewer = await createUserAndLogin();
    const now = Date.now() + 60_000; // newest of the file
    const rows = Array.from({ length: 50 }, (_, i) => ({
      authorId: author!.id,
      title: `Voted leak ${i}`,
      description: "d",
      source: "s",
      imageUrl: "/images/leaks/stock1.jpg",
      category: "injury",
      reliability: "medium",
      tags: "[]",
      score: i === 0 ? EDGE + 1 : 1,
      createdAt: now - i,
      updatedAt: now - i,
    }));
    await run(insertRowsFromJson(leaks, rows));
    const ids = (await api("/leaks?limit=50", { token: viewer.token })).body.leaks.map((l: { id: number }) => l.id) as number[];
    expect(ids).toHaveLength(50);
    await run(
      insertRowsFromJson(leakVotes, [
        ...ids.map((leakId) => ({ leakId, userId: viewer.user.id, vote: 1, createdAt: now })),
        ...voters.map((v) => ({ leakId: ids[0]!, userId: v.id, vote: 1, createdAt: now })),
      ]),
    );
    const res = await api("/leaks?limit=50", { token: viewer.token });
    expect(res.status).toBe(200);
    expect(res.body.leaks.map((l: { title: string }) => l.title)).toEqual(rows.map((r) => r.title));
    expect(res.body.leaks.every((l: { myVote: number }) => l.myVote === 1)).toBe(true);
    expect(res.body.leaks[0].note).toBe(EDGE + 1);
    // Taking the vote back recomputes the score from the 120 other rows.
    const back = await api(`/leaks/${ids[0]}/vote`, { token: viewer.token, json: { vote: 0 } });
    expect(back.body).toEqual({ id: ids[0], note: EDGE, myVote: 0 });
  });
});

describe("votes", () => {
  it(`the list and /votes with polls and attached squads naming ${EDGE * 2} distinct players`, async () => {
    const authors = await crowd(60);
    const viewer = await createUserAndLogin();
    const now = Date.now();
    const pool = [...allPlayers].sort((a, b) => a.id - b.id);
    const polls = authors.map((a, i) => ({
      id: crypto.randomUUID(),
      authorId: a.id,
      title: `Edge poll ${i}`,
      description: "",
      gameweek: 18,
      action: "captain",
      player1Id: pool[2 * i]!.id,
      player2Id: pool[2 * i + 1]!.id,
      tags: [],
      createdAt: now - i * 1000,
      votes1: 1,
      votes2: 0,
    }));
    // Eight team votes, each with a squad of 15 players no other squad or poll names.
    const used = new Set(polls.flatMap((p) => [p.player1Id, p.player2Id]));
    const squads = authors.slice(0, 8).map((a) => {
      const { selected } = cheapSquad(pool, { exclude: (p) => used.has(p.id), maxPerClub: 3 });
      for (const s of selected) used.add(s.id);
      return buildTeamRow(a.id, 18, selected, now);
    });
    expect(used.size).toBe(EDGE + 120);
    const teams = squads.map((s, i) => ({
      id: crypto.randomUUID(),
      authorId: s.userId,
      title: `Edge squad ${i}`,
      description: "",
      imageUrl: null,
      teamId: s.id,
      gameweek: 18,
      formation: "4-4-2",
      tags: [],
      createdAt: now - i * 1000,
      ratings: 0,
      defenseSum: 0,
      midfieldSum: 0,
      attackSum: 0,
      tacticsSum: 0,
    }));
    await writeTeams(squads);
    await run(
      insertRowsFromJson(playerVotes, polls),
      insertRowsFromJson(teamVotes, teams),
      insertRowsFromJson(playerVoteChoices, polls.map((p) => ({ playerVoteId: p.id, userId: viewer.user.id, choice: 1, createdAt: now }))),
    );

    const res = await api("/votes", { token: viewer.token });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const shown = res.body.playerVotes.filter((v: { title: string }) => v.title.startsWith("Edge poll "));
    expect(shown.map((v: { title: string }) => v.title)).toEqual(polls.map((p) => p.title));
    for (const [i, v] of shown.entries()) {
      expect(v.player1?.id).toBe(polls[i]!.player1Id);
      expect(v.player2?.id).toBe(polls[i]!.player2Id);
      expect(v.myChoice).toBe("player1");
    }
    for (const [i, t] of teams.entries()) {
      const card = res.body.teamVotes.find((v: { id: string }) => v.id === t.id);
      expect(card.team.players.map((p: { id: number }) => p.id).sort()).toEqual(squads[i]!.picks.map((p) => p.playerId).sort());
    }

    const html = await page("/votes", viewer.token);
    expect(html.status).toBe(200);
    expect(html.html).toContain("Edge poll 0");
    expect(html.html).toContain("Edge poll 59");
    expect(html.html).toContain(pool[119]!.webName);
  });
});

/** A stadium with `n` posts by `n` authors, newest last in the array. */
describe("the wall", () => {
  it(`the feed and /terrace with ${EDGE} posts by ${EDGE} authors, liked by one viewer`, async () => {
    const wall = await wallOf(EDGE);
    const viewer = await createUserAndLogin();
    await run(
      insertRowsFromJson(userStadiums, [{ userId: viewer.user.id, stadiumId: wall.ground, chosenAt: Date.now() }]),
      insertRowsFromJson(postLikes, wall.posts.map((p) => ({ postId: p.id, userId: viewer.user.id, createdAt: Date.now() }))),
    );
    const newest = [...wall.posts].reverse();
    const first = await api(`/stadiums/${wall.ground}/posts?limit=50`, { token: viewer.token });
    expect(first.status).toBe(200);
    expect(first.body.posts.map((p: { id: number }) => p.id)).toEqual(newest.slice(0, 50).map((p) => p.id));
    expect(first.body.posts.every((p: { isLiked: boolean }) => p.isLiked)).toBe(true);
    const third = await api(`/stadiums/${wall.ground}/posts?limit=50&offset=100`, { token: viewer.token });
    expect(third.body.posts.map((p: { id: number }) => p.id)).toEqual(newest.slice(100).map((p) => p.id));

    const html = await page("/terrace", viewer.token);
    expect(html.status).toBe(200);
    expect(html.html).toContain(newest[0]!.title);
  });

  it(`a thread with ${EDGE} comments by ${EDGE} authors, ${EDGE} replies and ${EDGE} reactions on one comment`, async () => {
    const wall = await wallOf(1);
    const post = wall.posts[0]!;
    const people = await crowd(EDGE);
    const viewer = await createUserAndLogin();
    const now = Date.now();
    await run(insertRowsFromJson(comments, people.map((a, i) => ({ postId: post.id, parentId: null, authorId: a.id, content: `Comment ${i}`, reactionsCount: 0, repliesCount: 0, createdAt: now + i }))));
    const tops = await db().select({ id: comments.id }).from(comments).where(eq(comments.postId, post.id)).orderBy(asc(comments.id));
    const busy = tops[0]!.id;
    await run(
      insertRowsFromJson(userStadiums, [{ userId: viewer.user.id, stadiumId: wall.ground, chosenAt: now }]),
      insertRowsFromJson(comments, people.map((a, i) => ({ postId: post.id, parentId: busy, authorId: a.id, content: `Reply ${i}`, reactionsCount: 0, repliesCount: 0, createdAt: now + EDGE + i }))),
      insertRowsFromJson(commentReactions, people.map((a) => ({ commentId: busy, userId: a.id, type: "respect", createdAt: now }))),
      { sql: "UPDATE comments SET replies_count = ?, reactions_count = ? WHERE id = ?", params: [EDGE, EDGE, busy] },
      { sql: "UPDATE posts SET comments_count = ? WHERE id = ?", params: [2 * EDGE, post.id] },
    );

    const newestFirst = tops.map((c) => c.id).reverse();
    const list = await api(`/stadiums/posts/${post.id}/comments?limit=50`, { token: viewer.token });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(EDGE);
    expect(list.body.comments.map((c: { id: number }) => c.id)).toEqual(newestFirst.slice(0, 50));
    const last = await api(`/stadiums/posts/${post.id}/comments?limit=50&offset=100`, { token: viewer.token });
    expect(last.body.comments.map((c: { id: number }) => c.id)).toEqual(newestFirst.slice(100));
    expect(last.body.comments.at(-1)).toMatchObject({ id: busy, repliesCount: EDGE, reactions: { respect: EDGE } });
    const preview = await api(`/stadiums/posts/${post.id}/comments?preview=1`, { token: viewer.token });
    expect(preview.status).toBe(200);
    expect(preview.body.comments[0]).toMatchObject({ id: busy, reactions: { respect: EDGE } }); // the most reacted first
    const replies = await api(`/stadiums/comments/${busy}/replies?limit=50&offset=100`, { token: viewer.token });
    expect(replies.status).toBe(200);
    expect(replies.body.total).toBe(EDGE);
    expect(replies.body.replies).toHaveLength(EDGE - 100);
    const reactions = await api(`/stadiums/comments/${busy}/reactions`, { token: viewer.token });
    expect(reactions.body).toMatchObject({ commentId: busy, reactions: { respect: EDGE } });

    const html = await page(`/terrace?thread=${post.id}`, viewer.token);
    expect(html.status).toBe(200);
    expect(html.html).toContain(`Comment ${EDGE - 1}`);
  });
});

/** Open report cases on items, the last one newest; one case also has `many` reporters. */
describe("moderation queues", () => {
  it(`posts: ${EDGE} open cases by ${EDGE} reporters, the API and /adminposts?limit=100 show the newest 100 (a page holds at most 100)`, async () => {
    const wall = await wallOf(EDGE);
    const reporters = await crowd(EDGE);
    await openCasesOn("post", wall.posts.map((p) => ({ itemId: String(p.id), authorId: p.authorId })), reporters, EDGE);
    await run(insertRowsFromJson(bans, [{ userId: wall.posts.at(-1)!.authorId, scope: "posts", reason: "edge", bannedBy: null, createdAt: Date.now(), endsAt: null, liftedAt: null, liftedBy: null }]));
    const mod = await createUserAndLogin({ role: "moderator" });
    const res = await api("/posts-moderation/admin/reported-posts?limit=100", { token: mod.token });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const newest = [...wall.posts].reverse();
    expect(res.body.map((p: { id: number }) => p.id)).toEqual(newest.slice(0, 100).map((p) => p.id));
    // The queue pages on to the last case, and says how many there are.
    expect(res.headers.get("X-Total-Count")).toBe(String(EDGE));
    const rest = await api("/posts-moderation/admin/reported-posts?limit=100&offset=100", { token: mod.token });
    expect(rest.body.map((p: { id: number }) => p.id)).toEqual(newest.slice(100).map((p) => p.id));
    expect(res.body[0].reportedBy).toHaveLength(EDGE);
    expect(res.body[0].author.isPostBanned).toBe(true);
    expect(res.body[1].author.isPostBanned).toBe(false);
    const html = await page("/adminposts?limit=100", mod.token);
    expect(html.status).toBe(200);
    expect(html.html).toContain(newest[0]!.title);
    expect(html.html).toContain(newest[99]!.title);
  });

  it(`comments: ${EDGE} open cases by ${EDGE} reporters, the API and /admincomments?limit=100 show the newest 100`, async () => {
    const wall = await wallOf(1);
    const people = await crowd(EDGE);
    const now = Date.now();
    await run(insertRowsFromJson(comments, people.map((a, i) => ({ postId: wall.posts[0]!.id, parentId: null, authorId: a.id, content: `Reported comment ${i}`, reactionsCount: 0, repliesCount: 0, createdAt: now + i }))));
    const rows = await db().select({ id: comments.id, authorId: comments.authorId, content: comments.content }).from(comments).where(eq(comments.postId, wall.posts[0]!.id)).orderBy(asc(comments.id));
    await openCasesOn("comment", rows.map((c) => ({ itemId: String(c.id), authorId: c.authorId })), people, EDGE);
    const mod = await createUserAndLogin({ role: "moderator" });
    const res = await api("/comments-moderation/admin/reported-comments?limit=100", { token: mod.token });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const newest = [...rows].reverse();
    expect(res.body.map((c: { id: number }) => c.id)).toEqual(newest.slice(0, 100).map((c) => c.id));
    expect(res.body[0].reportedBy).toHaveLength(EDGE);
    const html = await page("/admincomments?limit=100", mod.token);
    expect(html.status).toBe(200);
    expect(html.html).toContain(newest[0]!.content);
    expect(html.html).toContain(newest[99]!.content);
  });

  it(`chat: ${EDGE} open cases on messages of ${EDGE} authors, the API and /adminreports?limit=100 show the newest 100`, async () => {
    const room = await freshRoom("Reported");
    const people = await crowd(EDGE);
    const now = Date.now();
    await run(insertRowsFromJson(chatSampleMessages, people.map((a, i) => ({ roomId: room, seq: i + 1, userId: a.id, content: `Reported line ${i}`, replyToSeq: null, reactions: null, createdAt: now + i }))));
    await openCasesOn("chat_message", people.map((a, i) => ({ itemId: `${room}.${i + 1}`, authorId: a.id, context: room })), people, EDGE);
    const mod = await createUserAndLogin({ role: "moderator" });
    const res = await api("/admin/chat/reported-messages?limit=100", { token: mod.token });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.map((m: { id: string }) => m.id)).toEqual(Array.from({ length: 100 }, (_, i) => `${room}.${EDGE - i}`));
    expect(res.body[0]).toMatchObject({ content: `Reported line ${EDGE - 1}`, user: { username: people[EDGE - 1]!.username } });
    expect(res.body[0].reportedBy).toHaveLength(EDGE);
    const html = await page("/adminreports?limit=100", mod.token);
    expect(html.status).toBe(200);
    expect(html.html).toContain(`Reported line ${EDGE - 1}`);
    expect(html.html).toContain(`Reported line ${EDGE - 100}`);
  });
});

describe("chat rooms", () => {
  it(`history with ${EDGE} authors and ${EDGE} reactions on a message; the snapshot of a room ${EDGE} people visited`, async () => {
    const room = await freshRoom("Busy");
    const people = await crowd(EDGE);
    const now = Date.now();
    await run(
      insertRowsFromJson(
        chatSampleMessages,
        people.map((a, i) => ({
          roomId: room,
          seq: i + 1,
          userId: a.id,
          content: `Line ${i}`,
          replyToSeq: null,
          reactions: i === EDGE - 1 ? JSON.stringify([{ emoji: "👍", users: people.map((p) => p.id) }]) : null,
          createdAt: now - (EDGE - i) * 1000,
        })),
      ),
    );
    const viewer = await createUserAndLogin();
    const res = await api(`/chat/rooms/${room}/messages?limit=50`, { token: viewer.token });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.messages.map((m: { content: string }) => m.content)).toEqual(Array.from({ length: 50 }, (_, i) => `Line ${EDGE - 50 + i}`));
    expect(res.body.hasMore).toBe(true);
    const last = res.body.messages.at(-1);
    expect(last.reactions).toEqual([{ emoji: "👍", count: EDGE, users: people.map((p) => p.id) }]);

    const stub = await getServerByName(env.CHAT as unknown as DurableObjectNamespace<ChatRoom>, room);
    await runInDurableObject(stub, (_i, state) => {
      for (const [i, p] of people.entries())
        state.storage.sql.exec("INSERT OR REPLACE INTO participants (user_id, username, avatar, joined_at, last_seen) VALUES (?, ?, ?, ?, ?)", p.id, p.username, p.avatar, now, now + i);
    });
    const client = await join(viewer.token, room);
    const snapshot = client.messages.find((m) => m.type === "room_snapshot")!;
    expect(snapshot.room.participants).toHaveLength(SNAPSHOT_PARTICIPANTS);
    expect(snapshot.room.participants[0].userId).toBe(viewer.user.id); // online first
    expect(snapshot.messages.map((m: { content: string }) => m.content)).toEqual(Array.from({ length: 10 }, (_, i) => `Line ${EDGE - 10 + i}`));
    expect(snapshot.messages.at(-1).reactions[0].count).toBe(EDGE);
    client.ws.close();

    const html = await page(`/chat?room=${room}`, viewer.token);
    expect(html.status).toBe(200);
    expect(html.html).toContain(`Line ${EDGE - 1}`);
  });
});

describe("leagues", () => {
  it(`a league of ${EDGE} members: its table in the API and on /leaderboard`, async () => {
    const viewer = await createUserAndLogin();
    const members = await crowd(EDGE - 1);
    const id = crypto.randomUUID();
    const now = Date.now();
    await run(
      insertRowsFromJson(leagues, [{ id, name: "Edge League", code: `EDGE${Math.random().toString(36).slice(2, 6).toUpperCase()}`, ownerId: viewer.user.id, createdAt: now }]),
      insertRowsFromJson(leagueMembers, [viewer.user.id, ...members.map((m) => m.id)].map((userId) => ({ leagueId: id, userId, joinedAt: now }))),
    );
    await writeStandings(members.map((m, i) => ({ userId: m.id, totalPoints: 1000 + i, rank: EDGE - 1 - i, teams: 1, updatedAt: now })));
    const res = await api(`/leagues/${id}`, { token: viewer.token });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.table).toHaveLength(EDGE);
    expect(res.body.table[0]).toMatchObject({ rank: 1, manager: members.at(-1)!.username, totalPoints: 1000 + EDGE - 2 });
    expect(res.body.table.at(-1)).toMatchObject({ rank: EDGE, userId: viewer.user.id, totalPoints: 0 });
    const mine = await api("/leagues", { token: viewer.token });
    expect(mine.status).toBe(200);

    const html = await page("/leaderboard", viewer.token);
    expect(html.status).toBe(200);
    expect(html.html).toContain("Edge League");
    expect(html.html).toContain(`${EDGE} members`);
  });
});

describe("admin", () => {
  it(`the users list: ${EDGE} users found by one search, a page of 100 and the rest, and /adminusers`, async () => {
    const admin = await createUserAndLogin({ role: "admin" });
    const people = await crowd(EDGE);
    const prefix = people[0]!.username.slice(0, -"u0".length);
    const byName = people.map((p) => p.username).sort();
    const first = await api(`/admin/users?q=${prefix}&limit=100&sort=username&order=asc`, { token: admin.token });
    expect(first.status, JSON.stringify(first.body).slice(0, 300)).toBe(200);
    expect(first.body.total).toBe(EDGE);
    expect(first.body.users.map((u: { username: string }) => u.username)).toEqual(byName.slice(0, 100));
    const second = await api(`/admin/users?q=${prefix}&limit=100&offset=100&sort=username&order=asc`, { token: admin.token });
    expect(second.body.users.map((u: { username: string }) => u.username)).toEqual(byName.slice(100));
    const html = await page(`/adminusers?q=${prefix}&sort=username&order=asc&page=6`, admin.token);
    expect(html.status).toBe(200);
    expect(html.html).toContain(byName[100]);
    expect(html.html).toContain(byName[EDGE - 1]);
  });
  it(`the orders list: ${EDGE} orders of ${EDGE} buyers, a page of 100 with their lines and events, and /adminorders`, async () => {
    const admin = await createUserAndLogin({ role: "admin" });
    const buyers = await crowd(EDGE);
    const now = Date.now() + 120_000; // newest of the file
    const rows = buyers.map((b, i) => ({
      id: `edge-order-${crypto.randomUUID()}`,
      userId: b.id,
      idempotencyKey: null,
      subtotal: 100 + i,
      shippingCost: 0,
      total: 100 + i,
      deliveryMode: "pickup",
      deliveryInfo: { firstName: "Edge", lastName: `Buyer ${i}`, phone: "+44 7700 900123", address: "", city: "", postalCode: "", deliveryMode: "pickup", acceptTerms: true },
      status: "pending",
      estimatedDelivery: now + 86_400_000,
      actualDelivery: null,
      trackingNumber: `TRC-EDGE${String(i).padStart(3, "0")}`,
      createdAt: now + i,
      updatedAt: now + i,
    }));
    await run(
      insertRowsFromJson(orders, rows),
      insertRowsFromJson(orderLines, rows.map((o, i) => ({ orderId: o.id, productId: "terrace-mug", productName: `Edge mug ${i}`, size: "One Size", quantity: 1, unitPrice: o.subtotal }))),
      insertRowsFromJson(orderEvents, rows.map((o) => ({ orderId: o.id, status: "pending", fromStatus: null, at: o.createdAt, byUserId: o.userId, reason: null }))),
    );
    const newest = [...rows].reverse();
    const res = await api("/orders/admin?limit=100", { token: admin.token });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.orders.map((o: { id: string }) => o.id)).toEqual(newest.slice(0, 100).map((o) => o.id));
    for (const [i, o] of res.body.orders.entries()) {
      expect(o.username).toBe(buyers[EDGE - 1 - i]!.username);
      expect(JSON.stringify(o)).toContain(`Edge mug ${EDGE - 1 - i}`);
    }
    const html = await page("/adminorders", admin.token);
    expect(html.status).toBe(200);
    expect(html.html).toContain(newest[0]!.trackingNumber);
  });

  it(`the leaks list: ${EDGE} leaks of ${EDGE} authors, a page of 100, and /adminleaks`, async () => {
    const admin = await createUserAndLogin({ role: "admin" });
    const authors = await crowd(EDGE);
    const now = Date.now() + 180_000; // newest of the file
    const rows = authors.map((a, i) => ({
      authorId: a.id,
      title: `Staff leak ${i}`,
      description: "d",
      source: "s",
      imageUrl: "/images/leaks/stock1.jpg",
      category: "tactics",
      reliability: "low",
      tags: JSON.stringify([`tag${i}`]),
      score: 0,
      createdAt: now + i,
      updatedAt: now + i,
    }));
    await run(insertRowsFromJson(leaks, rows));
    const res = await api("/leaks/admin?limit=100", { token: admin.token });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.rows.map((l: { title: string }) => l.title)).toEqual([...rows].reverse().slice(0, 100).map((r) => r.title));
    const html = await page("/adminleaks", admin.token);
    expect(html.status).toBe(200);
    expect(html.html).toContain(`Staff leak ${EDGE - 1}`);
  });
});
