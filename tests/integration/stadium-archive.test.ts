// Staff actions never destroy more than they say (issue 25): a stadium with posts cannot be
// deleted (409 with the count, nothing gone); it is archived instead: off the chooser, its wall
// read-only (no post, comment, reaction or like; reading and bookmarks stay), and it can come
// back. Only an empty stadium is deleted. Every step audited; only admins may do it.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createUserAndLogin, SETTLED_ACCOUNT } from "./helpers";

async function stadium(adminToken: string, name: string) {
  const res = await api("/stadiums", { token: adminToken, json: { name, club: `${name} FC`, league: "Other", country: "Wales", city: "Cardiff", capacity: 1000 } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

const audits = async (action: string, id: number) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM audit_log WHERE action = ? AND target_id = ?`).bind(action, String(id)).first<{ n: number }>())!.n;

describe("archiving a stadium", () => {
  it("refuses to delete a stadium with posts, archives it instead (read-only, off the chooser), and deletes only an empty one", async () => {
    const [admin, moderator, fan] = await Promise.all([createUserAndLogin({ role: "admin" }), createUserAndLogin({ role: "moderator" }), createUserAndLogin(SETTLED_ACCOUNT)]);
    const id = await stadium(admin.token, "Archive Park");
    expect((await api("/stadiums/mine", { token: fan.token, json: { stadiumId: id } })).status).toBe(200);
    const post = (await api("/stadiums/posts", { token: fan.token, json: { stadiumId: id, title: "Home", content: "Our ground", category: "general" } })).body;
    const comment = (await api("/stadiums/comments", { token: fan.token, json: { postId: post.id, content: "Love it" } })).body;

    const refused = await api(`/stadiums/${id}`, { token: admin.token, method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/1 post.*archive it instead/);
    expect((await api(`/stadiums/${id}`)).status).toBe(200);
    expect((await api(`/stadiums/posts/${post.id}`)).status).toBe(200);
    expect(await audits("stadium.delete", id)).toBe(0);

    // Only admins archive; the caller is checked before the body.
    expect((await api(`/stadiums/${id}/archive`, { token: moderator.token, json: { archived: true } })).status).toBe(403);
    expect((await api(`/stadiums/${id}/update`, { token: moderator.token, json: {} })).status).toBe(403);
    expect((await api(`/stadiums/${id}/archive`, { token: admin.token, json: { archived: "yes" } })).status).toBe(400);
    const archived = await api(`/stadiums/${id}/archive`, { token: admin.token, json: { archived: true } });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect(archived.body.archivedAt).toEqual(expect.any(Number));
    expect(await audits("stadium.archive", id)).toBe(1);

    // Off the chooser (but in staff's list), its wall readable and read-only.
    expect((await api("/stadiums")).body.some((s: { id: number }) => s.id === id)).toBe(false);
    expect((await api("/stadiums?archived=true", { token: fan.token })).body.some((s: { id: number }) => s.id === id)).toBe(false);
    expect((await api("/stadiums?archived=true", { token: admin.token })).body.some((s: { id: number }) => s.id === id)).toBe(true);
    expect((await api(`/stadiums/${id}/posts`)).body.posts.map((p: { id: number }) => p.id)).toEqual([post.id]);
    const writes = [
      api("/stadiums/posts", { token: fan.token, json: { stadiumId: id, title: "Again", content: "x", category: "general" } }),
      api(`/stadiums/posts/${post.id}/update`, { token: fan.token, json: { title: "Edited" } }),
      api("/stadiums/comments", { token: fan.token, json: { postId: post.id, content: "More" } }),
      api("/stadiums/comments/react", { token: fan.token, json: { commentId: comment.id, type: "respect" } }),
      api(`/stadiums/posts/${post.id}/like`, { token: fan.token, method: "POST" }),
      api("/stadiums/mine", { token: (await createUserAndLogin()).token, json: { stadiumId: id } }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body.error.message).toBe("This stadium is archived: its wall is read-only."); // the reader's language: English (no Accept-Language)
    }
    expect((await api(`/stadiums/posts/${post.id}/bookmark`, { token: fan.token, method: "POST" })).status).toBe(200);

    // Back again: writable, on the chooser.
    expect((await api(`/stadiums/${id}/archive`, { token: admin.token, json: { archived: false } })).body.archivedAt).toBeNull();
    expect((await api("/stadiums/comments", { token: fan.token, json: { postId: post.id, content: "Back" } })).status).toBe(201);
    expect(await audits("stadium.unarchive", id)).toBe(1);

    // An empty stadium is deleted, audited once.
    const empty = await stadium(admin.token, "Empty Lane");
    expect((await api(`/stadiums/${empty}`, { token: admin.token, method: "DELETE" })).status).toBe(200);
    expect((await api(`/stadiums/${empty}`)).status).toBe(404);
    expect(await audits("stadium.delete", empty)).toBe(1);
  });
});
