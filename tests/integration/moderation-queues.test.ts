// Moderation at community scale (issue 25): a queue of 300 reported posts pages to its last case
// with the staff home's count, filters by reason, author, stadium and age, and is cleared in bulk
// (chunks of 100, one audit row per item, the refusals reported, not thrown); "select all
// matching" hands out the ids; a bulk ban bans each author once; users are refused.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { buildRequestContext } from "../../api/http/request-context";
import { staffHome } from "../../api/services/staff-home";
import { api, createUserAndLogin, ORIGIN } from "./helpers";
import { crowd, openCasesOn, wallOf } from "./bulk-seed";

const QUEUE = 300;

async function reportedWall() {
  const wall = await wallOf(QUEUE);
  const reporters = await crowd(10);
  await openCasesOn("post", wall.posts.map((p) => ({ itemId: String(p.id), authorId: p.authorId, context: `Edge Park ${wall.ground}` })), reporters, 3);
  return wall;
}

async function homeCounts(token: string) {
  return (await staffHome(await buildRequestContext(env, new Request(`${ORIGIN}/admin`, { headers: { Authorization: `Bearer ${token}` } })))).openReports;
}

describe("a queue of 300 reported posts", () => {
  it("pages to the last case, agrees with the staff home, filters, and clears in bulk with one audit row per item", async () => {
    const wall = await reportedWall();
    const mod = await createUserAndLogin({ role: "moderator" });
    const user = await createUserAndLogin();
    const home = await homeCounts(mod.token);
    const first = await api("/posts-moderation/admin/reported-posts?limit=100", { token: mod.token });
    expect(first.headers.get("X-Total-Count")).toBe(String(home.post));
    expect(home.post).toBeGreaterThanOrEqual(QUEUE);

    // Every case of this wall, page after page, newest report first, no duplicate and no gap.
    const ours = new Set(wall.posts.map((p) => p.id));
    const seen: number[] = [];
    for (let offset = 0; offset < home.post; offset += 100) {
      const page = await api(`/posts-moderation/admin/reported-posts?limit=100&offset=${offset}`, { token: mod.token });
      expect(page.status).toBe(200);
      seen.push(...page.body.map((p: { id: number }) => p.id).filter((id: number) => ours.has(id)));
    }
    expect(seen).toEqual([...wall.posts].reverse().map((p) => p.id));
    expect((await api("/posts-moderation/admin/reported-posts?limit=101", { token: mod.token })).status).toBe(400);
    expect((await api("/posts-moderation/admin/reported-posts?offset=-1", { token: mod.token })).status).toBe(400);

    // Filters: a reason's words, an author, the stadium, the age.
    const byReason = await api(`/posts-moderation/admin/reported-posts?reason=${encodeURIComponent("because 299")}`, { token: mod.token });
    expect(byReason.body.map((p: { id: number }) => p.id)).toContain(wall.posts[299]!.id);
    const author = wall.authors[7]!;
    const byAuthor = await api(`/posts-moderation/admin/reported-posts?author=${author.username}`, { token: mod.token });
    expect(byAuthor.body.map((p: { authorId: string }) => p.authorId)).toEqual([author.id]);
    const byStadium = await api(`/posts-moderation/admin/reported-posts?context=${encodeURIComponent(`Edge Park ${wall.ground}`)}&limit=1`, { token: mod.token });
    expect(byStadium.headers.get("X-Total-Count")).toBe(String(QUEUE));
    expect((await api("/posts-moderation/admin/reported-posts?olderThanHours=1", { token: mod.token })).body.some((p: { id: number }) => ours.has(p.id))).toBe(false);

    // Select all matching (the stadium), then clear them in chunks of 100.
    expect((await api(`/admin/moderation/post/ids?context=x`, { token: user.token })).status).toBe(403);
    const all = await api(`/admin/moderation/post/ids?context=${encodeURIComponent(`Edge Park ${wall.ground}`)}`, { token: mod.token });
    expect(all.body.total).toBe(QUEUE);
    const ids: string[] = all.body.itemIds;
    expect(ids).toHaveLength(QUEUE);
    expect((await api("/admin/moderation/bulk", { token: user.token, json: { kind: "post", action: "clear", itemIds: ids.slice(0, 1) } })).status).toBe(403);
    expect((await api("/admin/moderation/bulk", { token: mod.token, json: { kind: "post", action: "clear", itemIds: ids.slice(0, 101) } })).status).toBe(400);
    let cleared = 0;
    for (let i = 0; i < ids.length; i += 100) {
      const res = await api("/admin/moderation/bulk", { token: mod.token, json: { kind: "post", action: "clear", itemIds: ids.slice(i, i + 100) } });
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
      expect(res.body.failed).toEqual([]);
      cleared += res.body.done.length;
    }
    expect(cleared).toBe(QUEUE);
    expect((await homeCounts(mod.token)).post).toBe(home.post - QUEUE);
    const audits = await env.DB.prepare(`SELECT count(*) AS n FROM audit_log WHERE action = 'reports.clear' AND target_kind = 'post' AND target_id IN (SELECT value FROM json_each(?))`)
      .bind(JSON.stringify(ids))
      .first<{ n: number }>();
    expect(audits!.n).toBe(QUEUE);
    // A second clear of the same items is refused item by item, not as a whole.
    const again = await api("/admin/moderation/bulk", { token: mod.token, json: { kind: "post", action: "clear", itemIds: ids.slice(0, 3) } });
    expect(again.body).toMatchObject({ done: [], failed: [{ status: 404 }, { status: 404 }, { status: 404 }] });
  });

  it("deletes in bulk with a reason, and bans each author once", async () => {
    const wall = await wallOf(4);
    const reporters = await crowd(3);
    await openCasesOn("post", wall.posts.map((p) => ({ itemId: String(p.id), authorId: wall.posts[0]!.authorId })), reporters, 3);
    const mod = await createUserAndLogin({ role: "moderator" });
    const ids = wall.posts.map((p) => String(p.id));
    const banned = await api("/admin/moderation/bulk", { token: mod.token, json: { kind: "post", action: "ban", itemIds: ids, reason: "Spam run", duration: "7d" } });
    expect(banned.body).toMatchObject({ done: ids, failed: [], bannedUsers: [wall.posts[0]!.authorId] });
    expect((await api("/admin/moderation/bulk", { token: mod.token, json: { kind: "post", action: "ban", itemIds: ids } })).status).toBe(400); // a ban needs its reason
    const deleted = await api("/admin/moderation/bulk", { token: mod.token, json: { kind: "post", action: "delete", itemIds: [...ids, "999999999"], reason: "Spam run" } });
    expect(deleted.body.done).toEqual(ids);
    expect(deleted.body.failed).toMatchObject([{ itemId: "999999999", status: 404 }]);
    for (const p of wall.posts) expect((await api(`/stadiums/posts/${p.id}`)).status).toBe(404);
    const audits = await env.DB.prepare(`SELECT count(*) AS n FROM audit_log WHERE action = 'content.delete' AND target_kind = 'post' AND reason = 'Spam run' AND target_id IN (SELECT value FROM json_each(?))`)
      .bind(JSON.stringify(ids))
      .first<{ n: number }>();
    expect(audits!.n).toBe(4);
  });
});
