import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import { atomicBatch, insertRowsFromJson } from "../../api/db/bulk";
import { auditLog, leaks, leakVotes, users } from "../../api/db/schema";
import { contextFor } from "../../api/services/context";
import { startSession } from "../../api/services/sessions";
import { STOCK_IMAGES } from "../../domain/leaks";
import { RATE_LIMITS } from "../../domain/limits";
import { buildUserRow } from "../factories";
import { api, createUserAndLogin } from "./helpers";
import { and, eq } from "drizzle-orm";

const db = () => createDb(env.DB);
const leak = (overrides: Record<string, unknown> = {}) => ({
  title: "Salah to miss the weekend",
  description: "Hamstring tightness in training.",
  source: "Club presser",
  tags: ["Salah", "liv", "salah "],
  ...overrides,
});

/** `n` users signed in without the password round trip (one hash for all). */
async function manyUsers(n: number) {
  const base = await buildUserRow();
  const rows = Array.from({ length: n }, (_, i) => {
    const id = crypto.randomUUID();
    const tag = `${id.slice(0, 8)}${i}`;
    return { ...base, id, email: `v${tag}@example.com`, emailKey: `v${tag}@example.com`, username: `voter${tag}`, usernameKey: `voter${tag}`, teamName: `T${tag}`, teamNameKey: `t${tag}` };
  });
  await atomicBatch(db(), [insertRowsFromJson(users, rows)]);
  const ctx = contextFor(env as never, null);
  return Promise.all(rows.map(async (r) => ({ id: r.id, token: (await startSession(ctx, { id: r.id, role: "user" }, false)).accessToken })));
}

async function postLeak(token: string, body: Record<string, unknown> = leak()) {
  const res = await api("/leaks", { token, json: body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe("leaks: posting and reading", () => {
  it("posts a leak with the server's author, date, stock image and normalised tags; tags that name a player or club carry its card", async () => {
    const { token, user } = await createUserAndLogin();
    const created = await postLeak(token, leak({ note: 500, addedBy: "someone-else", publishDate: "2001-01-01", tags: ["Salah", "salah", "Arsenal", "nobody special"] }));
    expect(created).toMatchObject({ note: 0, addedBy: user.id, imageUrl: STOCK_IMAGES[0], category: "team-news", reliability: "medium", myVote: 0, mine: true });
    expect(created.tags).toEqual(["salah", "arsenal", "nobody special"]);
    expect(Date.parse(created.publishDate)).toBeGreaterThan(Date.now() - 60_000);
    const feed = await api(`/leaks?limit=50`, { token });
    expect(feed.status).toBe(200);
    const mine = feed.body.leaks.find((l: { id: number }) => l.id === created.id);
    expect(mine).toBeTruthy();
    const cards = mine.tagCards;
    if (cards.arsenal) expect(cards.arsenal).toMatchObject({ kind: "club", club: { shortName: "ARS" } });
    expect(cards["nobody special"]).toBeUndefined();
    expect(Array.isArray(feed.body.hot)).toBe(true);
    expect(Array.isArray(feed.body.topContributors)).toBe(true);
  });

  it("pages newest first by cursor, filters by category, and refuses bad queries with 400", async () => {
    const { token } = await createUserAndLogin();
    for (let i = 0; i < 3; i++) await postLeak(token, leak({ title: `Contract ${i}`, category: "contract" }));
    const first = await api(`/leaks?category=contract&limit=2`, { token });
    expect(first.status).toBe(200);
    expect(first.body.leaks).toHaveLength(2);
    expect(first.body.leaks.every((l: { category: string }) => l.category === "contract")).toBe(true);
    const second = await api(`/leaks?category=contract&limit=2&cursor=${first.body.nextCursor}`, { token });
    expect(second.body.leaks[0].id).toBeLessThan(first.body.leaks[1].id);
    expect(second.body.hot).toBeUndefined();
    expect((await api(`/leaks?category=gossip`, { token })).status).toBe(400);
    expect((await api(`/leaks?cursor=abc`, { token })).status).toBe(400);
    expect((await api(`/leaks?limit=500`, { token })).status).toBe(400);
    expect((await api(`/leaks`)).status).toBe(401);
  });

  it("refuses blank fields, unknown categories, bad image URLs and someone else's upload with 400/403; nothing is written", async () => {
    const { token } = await createUserAndLogin();
    const before = (await db().select().from(leaks).all()).length;
    for (const body of [
      leak({ title: "  " }),
      leak({ description: undefined }),
      leak({ source: "" }),
      leak({ category: "gossip" }),
      leak({ reliability: "certain" }),
      leak({ imageUrl: "javascript:alert(1)" }),
      leak({ tags: "salah" }),
      leak({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }),
    ]) {
      const res = await api("/leaks", { token, json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const bad = await api("/leaks", { token, body: "{not json", headers: { "Content-Type": "application/json" } });
    expect(bad.status).toBe(400);
    const foreign = await api("/leaks", { token, json: leak({ imageUrl: "/media/leaks/other-user/abc.png" }) });
    expect(foreign.status).toBe(403);
    expect((await api("/leaks", { json: leak() })).status).toBe(401);
    expect((await db().select().from(leaks).all()).length).toBe(before);
  });

  it("limits leaks per user per hour (429)", async () => {
    const { token } = await createUserAndLogin();
    const results = await Promise.all(Array.from({ length: RATE_LIMITS.leakCreate.limit + 2 }, (_, i) => api("/leaks", { token, json: leak({ title: `Burst ${i}` }) })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(RATE_LIMITS.leakCreate.limit);
    expect(results.filter((r) => r.status === 429)).toHaveLength(2);
  });
});

describe("leaks: uploads", () => {
  it("accepts a PNG by content under 5 MB, refuses text (415), an oversize file (413), a missing field (400)", async () => {
    const { token, user } = await createUserAndLogin();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 2, 0, 0, 0, 2, 8, 6, 0, 0, 0]);
    const form = (bytes: Uint8Array<ArrayBuffer>, field = "image") => {
      const f = new FormData();
      f.append(field, new File([bytes], "x.png", { type: "image/png" }));
      return f;
    };
    const ok = await api("/uploads/leaks", { token, body: form(png) });
    expect(ok.status).toBe(201);
    expect(ok.body.fileUrl).toMatch(new RegExp(`^/media/leaks/${user.id}/`));
    const created = await postLeak(token, leak({ imageUrl: ok.body.fileUrl }));
    expect(created.imageUrl).toBe(ok.body.fileUrl);
    expect((await api("/uploads/leaks", { token, body: form(new TextEncoder().encode("not an image at all")) })).status).toBe(415);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png);
    expect((await api("/uploads/leaks", { token, body: form(big) })).status).toBe(413);
    expect((await api("/uploads/leaks", { token, body: form(png, "file") })).status).toBe(400);
  });
});

describe("leaks: votes", () => {
  it("100 concurrent votes from distinct users give exactly 100", async () => {
    const author = await createUserAndLogin();
    const created = await postLeak(author.token);
    const voters = await manyUsers(100);
    const results = await Promise.all(voters.map((v) => api(`/leaks/${created.id}/vote`, { token: v.token, json: { vote: 1 } })));
    expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const row = await db().select().from(leaks).where(eq(leaks.id, created.id)).get();
    expect(row?.score).toBe(100);
    expect((await db().select().from(leakVotes).where(eq(leakVotes.leakId, created.id)).all()).length).toBe(100);
    // ... and the hot panel and contributors see it.
    const feed = await api("/leaks", { token: voters[0]!.token });
    expect(feed.body.hot.some((h: { id: number }) => h.id === created.id)).toBe(true);
    expect(feed.body.topContributors.some((c: { userId: string; score: number }) => c.userId === author.user.id && c.score >= 100)).toBe(true);
  });

  it("the same user voting twice at once counts once; switch moves by two; 0 removes; own leak refused", async () => {
    const author = await createUserAndLogin();
    const created = await postLeak(author.token);
    const [voter] = await manyUsers(1);
    const vote = (vote: unknown, token = voter!.token) => api(`/leaks/${created.id}/vote`, { token, json: { vote } });
    const twice = await Promise.all([vote(1), vote(1)]);
    expect(twice.map((r) => r.status)).toEqual([200, 200]);
    expect(twice.map((r) => r.body.note)).toEqual([1, 1]);
    const down = await vote(-1);
    expect(down.body).toEqual({ id: created.id, note: -1, myVote: -1 });
    const removed = await vote(0);
    expect(removed.body).toEqual({ id: created.id, note: 0, myVote: 0 });
    const own = await vote(1, author.token);
    expect(own.status).toBe(403);
    expect(await db().select().from(leakVotes).where(and(eq(leakVotes.leakId, created.id), eq(leakVotes.userId, author.user.id))).get()).toBeUndefined();
    for (const bad of [2, "1", null, 0.5]) expect((await vote(bad)).status).toBe(400);
    expect((await api(`/leaks/999999999/vote`, { token: voter!.token, json: { vote: 1 } })).status).toBe(404);
    expect((await api(`/leaks/abc/vote`, { token: voter!.token, json: { vote: 1 } })).status).toBe(400);
    expect((await api(`/leaks/${created.id}/vote`, { json: { vote: 1 } })).status).toBe(401);
  });

  it("a score never leaves -999..999 and never reads a pushed number", async () => {
    const author = await createUserAndLogin();
    const created = await postLeak(author.token);
    await env.DB.prepare(`UPDATE leaks SET score = 999 WHERE id = ?`).bind(created.id).run();
    // A stale counter is replaced by the rows' sum on the next vote.
    const [voter] = await manyUsers(1);
    const res = await api(`/leaks/${created.id}/vote`, { token: voter!.token, json: { vote: 1 } });
    expect(res.body.note).toBe(1);
    await expect(env.DB.prepare(`UPDATE leaks SET score = 1000 WHERE id = ?`).bind(created.id).run()).rejects.toThrow();
  });

  it("limits votes per user per minute (429)", async () => {
    const author = await createUserAndLogin();
    const created = await postLeak(author.token);
    const [voter] = await manyUsers(1);
    const n = RATE_LIMITS.leakVote.limit + 3;
    const results = [];
    for (let i = 0; i < n; i++) results.push((await api(`/leaks/${created.id}/vote`, { token: voter!.token, json: { vote: i % 2 ? 1 : -1 } })).status);
    expect(results.filter((s) => s === 429)).toHaveLength(3);
  });
});

describe("leaks: staff", () => {
  it("only staff list, edit and delete; each edit and delete is audited in the same batch", async () => {
    const author = await createUserAndLogin();
    const created = await postLeak(author.token);
    const user = await createUserAndLogin();
    const mod = await createUserAndLogin({ role: "moderator" });
    const body = leak({ title: "Edited title", category: "injury", reliability: "high" });
    expect((await api(`/leaks/admin`, { token: user.token })).status).toBe(403);
    expect((await api(`/leaks/admin/${created.id}`, { method: "PUT", token: user.token, json: body })).status).toBe(403);
    expect((await api(`/leaks/admin/${created.id}`, { method: "DELETE", token: author.token })).status).toBe(403);
    expect((await api(`/leaks/admin/${created.id}`, { method: "DELETE" })).status).toBe(401);

    const list = await api(`/leaks/admin?sort=title&order=asc&limit=100`, { token: mod.token });
    expect(list.status).toBe(200);
    const titles = list.body.rows.map((r: { title: string }) => r.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await api(`/leaks/admin?sort=author`, { token: mod.token })).status).toBe(400);

    expect((await api(`/leaks/admin/${created.id}`, { method: "PUT", token: mod.token, json: { ...body, title: "" } })).status).toBe(400);
    const edited = await api(`/leaks/admin/${created.id}`, { method: "PUT", token: mod.token, json: { ...body, note: 999 } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: "Edited title", category: "injury", reliability: "high", note: 0, addedBy: author.user.id });

    const deleted = await api(`/leaks/admin/${created.id}`, { method: "DELETE", token: mod.token });
    expect(deleted.status).toBe(200);
    expect((await api(`/leaks/admin/${created.id}`, { method: "DELETE", token: mod.token })).status).toBe(404);
    expect((await api(`/leaks/admin/${created.id}`, { method: "PUT", token: mod.token, json: body })).status).toBe(404);
    expect((await api(`/leaks/admin/x1`, { method: "DELETE", token: mod.token })).status).toBe(400);
    const audit = await db().select().from(auditLog).where(eq(auditLog.targetId, String(created.id))).all();
    expect(audit.filter((a) => a.targetKind === "leak").map((a) => a.action).sort()).toEqual(["leak.delete", "leak.edit"]);
    expect(audit.every((a) => a.actorId === mod.user.id)).toBe(true);
  });
});
