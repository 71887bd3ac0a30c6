// Polls and team votes in the moderation core (issue 42, decision 040): a member reports one (one
// report per reporter, a second is 409; the author cannot), three reporters with standing hide it
// from everyone but its author and staff, it waits in the votes' queue with its reports, its author
// deletes it, staff remove it with a reason (audited, the author told), and a report after that
// answers null ('already handled').
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, api, createUserAndLogin, SETTLED_ACCOUNT } from "./helpers";
import { seedGame } from "./game-data";

let playerIds: number[];
beforeAll(async () => {
  await seedGame();
  playerIds = (await api("/players")).body.slice(0, 2).map((p: { id: number }) => p.id);
});

const teamVote = async (token: string, title: string) => {
  const res = await api("/votes/teams", { token, json: { title, imageUrl: "https://example.com/squad.png", formation: "4-4-2" } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
};
const poll = async (token: string, title: string) => {
  const res = await api("/votes/players", { token, json: { title, player1: playerIds[0], player2: playerIds[1], action: "captain" } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
};
const listed = async (token: string | undefined, id: string) => {
  const body = (await api("/votes", { token })).body;
  return [...body.teamVotes, ...body.playerVotes].some((v: { id: string }) => v.id === id);
};

describe("reporting polls and team votes", () => {
  it("one report per reporter, not the author's; three hide it for others; it waits in the queue with its reports", async () => {
    const [author, a, b, c, mod] = await Promise.all([
      createUserAndLogin(SETTLED_ACCOUNT),
      createUserAndLogin(SETTLED_ACCOUNT),
      createUserAndLogin(SETTLED_ACCOUNT),
      createUserAndLogin(SETTLED_ACCOUNT),
      createUserAndLogin({ role: "moderator" }),
    ]);
    for (const [kinds, make, kind] of [
      ["teams", teamVote, "team_vote"],
      ["players", poll, "player_vote"],
    ] as const) {
      const id = await make(author.token, `Rate this ${kind}`);
      expect((await api(`/votes/${kinds}/${id}/report`, { method: "POST" })).status).toBe(401);
      expect((await api(`/votes/${kinds}/${id}/report`, { token: author.token, json: { reason: "mine" } })).status).toBe(403);
      expect((await api(`/votes/${kinds}/nope/report`, { token: a.token, method: "POST" })).status).toBe(404);
      expect((await api(`/votes/${kinds}/${id}/report`, { token: a.token, json: { reason: "x".repeat(501) } })).status).toBe(400);
      // Sent at once, the unique key keeps one report per reporter.
      const twice = await Promise.all([1, 2, 3].map(() => api(`/votes/${kinds}/${id}/report`, { token: a.token, json: { reason: "Insulting title" } })));
      expect(twice.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      expect(twice.find((r) => r.status === 409)!.body.error.message).toBe("You have already reported this");
      expect((await api(`/votes/${kinds}/${id}/report`, { token: b.token, method: "POST" })).body).toEqual({ reporters: 2, hidden: false });
      expect(await listed(undefined, id)).toBe(true);
      expect((await api(`/votes/${kinds}/${id}/report`, { token: c.token, json: { reason: "Spam" } })).body).toEqual({ reporters: 3, hidden: true });
      // Hidden from everyone but its author and staff.
      expect(await listed(undefined, id)).toBe(false);
      expect(await listed(a.token, id)).toBe(false);
      expect(await listed(author.token, id)).toBe(true);
      expect(await listed(mod.token, id)).toBe(true);
      // The queue: the vote, its author and each report, the total in X-Total-Count; users are refused.
      expect((await api(`/admin/moderation/${kind}/reported`, { token: a.token })).status).toBe(403);
      const queue = await api(`/admin/moderation/${kind}/reported?author=${author.user.id}`, { token: mod.token });
      expect(queue.status).toBe(200);
      expect(queue.headers.get("X-Total-Count")).toBe("1");
      expect(queue.body[0]).toMatchObject({ id, kind, authorId: author.user.id, title: `Rate this ${kind}`, hidden: true, reportsCount: 3 });
      expect(queue.body[0].reportedBy.map((r: { reason: string }) => r.reason)).toEqual(["Insulting title", "", "Spam"]);
      expect((await api(`/admin/moderation/chat_message/reported`, { token: mod.token })).status).toBe(400);
    }
  });

  it("its author deletes it (no notice); staff remove it with a reason, audited and told; a later report is null", async () => {
    const [author, other, mod] = await Promise.all([createUserAndLogin(SETTLED_ACCOUNT), createUserAndLogin(SETTLED_ACCOUNT), createUserAndLogin({ role: "moderator" })]);
    const own = await poll(author.token, "Salah or Haaland");
    expect((await api(`/votes/players/${own}`, { token: other.token, method: "DELETE" })).status).toBe(403);
    expect((await api(`/votes/players/${own}`, { method: "DELETE" })).status).toBe(401);
    expect((await api(`/votes/players/${own}`, { token: author.token, method: "DELETE" })).body).toEqual({ id: own, deleted: true });
    expect((await api(`/votes/players/${own}`, { token: author.token, method: "DELETE" })).status).toBe(404);
    expect(await listed(author.token, own)).toBe(false);

    const reported = await teamVote(author.token, "My GW18 wildcard");
    expect((await api(`/votes/teams/${reported}/report`, { token: other.token, json: { reason: "Offensive picture" } })).status).toBe(200);
    expect((await api(`/votes/teams/${reported}`, { token: mod.token, method: "DELETE", json: { reason: "r".repeat(501) } })).status).toBe(400);
    expect((await api(`/votes/teams/${reported}`, { token: mod.token, method: "DELETE", json: { reason: "Offensive picture" } })).status).toBe(200);
    expect(await listed(author.token, reported)).toBe(false);
    // The case is closed: a report now answers 'already handled', and the queue no longer has it.
    expect((await api(`/votes/teams/${reported}/report`, { token: mod.token, method: "POST" })).body).toBeNull();
    expect((await api(`/admin/moderation/team_vote/reported?author=${author.user.id}`, { token: mod.token })).headers.get("X-Total-Count")).toBe("0");
    const audit = await env.DB.prepare(`SELECT action, target_kind, reason, subject_user_id FROM audit_log WHERE target_id = ?`).bind(reported).all();
    expect(audit.results).toEqual([{ action: "content.delete", target_kind: "team_vote", reason: "Offensive picture", subject_user_id: author.user.id }]);
    const notices = (await api("/users/me/notices", { token: author.token })).body.notices;
    expect(notices).toHaveLength(1); // nothing for the poll the author deleted
    expect(notices[0]).toMatchObject({
      kind: "content_removed",
      item: "team_vote",
      count: 1,
      locale: "en-GB",
      message: 'Your team vote "My GW18 wildcard" was removed by the moderators. Reason: Offensive picture',
    });
  });

  it("are cleared, removed and their authors banned by the queue's bulk action; a poll's author banned from posting cannot post another", async () => {
    const [author, reporter, mod] = await Promise.all([createUserAndLogin(SETTLED_ACCOUNT), createUserAndLogin(SETTLED_ACCOUNT), createUserAndLogin({ role: "moderator" })]);
    const ids = [await poll(author.token, "One"), await poll(author.token, "Two"), await poll(author.token, "Three")];
    for (const id of ids) expect((await api(`/votes/players/${id}/report`, { token: reporter.token, method: "POST" })).status).toBe(200);
    const cleared = await api("/admin/moderation/bulk", { token: mod.token, json: { kind: "player_vote", action: "clear", itemIds: [ids[0]] } });
    expect(cleared.body).toMatchObject({ done: [ids[0]], failed: [] });
    const removed = await api("/admin/moderation/bulk", { token: mod.token, json: { kind: "player_vote", action: "delete", itemIds: [ids[1]], reason: "Duplicate" } });
    expect(removed.body).toMatchObject({ done: [ids[1]], failed: [] });
    const banned = await api("/admin/moderation/bulk", { token: mod.token, json: { kind: "player_vote", action: "ban", itemIds: [ids[2]], reason: "Poll spam", duration: "7d" } });
    expect(banned.body).toMatchObject({ done: [ids[2]], bannedUsers: [author.user.id] });
    expect((await api(`/admin/moderation/player_vote/reported?author=${author.user.id}`, { token: mod.token })).headers.get("X-Total-Count")).toBe("0");
    const refused = await api("/votes/players", { token: author.token, json: { title: "Again", player1: playerIds[0], player2: playerIds[1], action: "captain" } });
    expect(refused.status).toBe(403);
  });

  it("work as plain forms without JavaScript: /votes reports and deletes, /adminpolls lists and removes with a reason", async () => {
    const [author, reporter, mod] = await Promise.all([createUserAndLogin(SETTLED_ACCOUNT), createUserAndLogin(SETTLED_ACCOUNT), createUserAndLogin({ role: "moderator" })]);
    const reported = await poll(author.token, "Form poll");
    const own = await poll(author.token, "Own form poll");
    const headers = (token: string) => ({ Authorization: `Bearer ${token}`, Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host });
    const form = async (path: string, token: string, fields: Record<string, string>) => {
      const res = await SELF.fetch(`${ORIGIN}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { ...headers(token), "Content-Type": "application/x-www-form-urlencoded" }, redirect: "manual" });
      return { status: res.status, html: await res.text() };
    };
    const html = await (await SELF.fetch(`${ORIGIN}/votes?filter=pvp`, { headers: headers(reporter.token) })).text();
    expect(html).toContain('name="intent" value="report"');

    const reportedOnce = await form("/votes?filter=pvp", reporter.token, { intent: "report", kind: "player_vote", id: reported, reason: "Hors sujet" });
    expect(reportedOnce.status).toBe(200);
    expect(reportedOnce.html).toContain("Thanks, the moderators will look at it.");
    const twice = await form("/votes?filter=pvp", reporter.token, { intent: "report", kind: "player_vote", id: reported });
    expect(twice.status).toBe(409);
    expect(twice.html).toContain("You have already reported this");
    expect((await form("/votes", reporter.token, { intent: "report", kind: "post", id: reported })).status).toBe(400);
    // Deleting asks for the confirmation first; only the author may.
    expect((await form("/votes", author.token, { intent: "remove", kind: "player_vote", id: own })).status).toBe(400);
    expect((await form("/votes", reporter.token, { intent: "remove", kind: "player_vote", id: own, confirm: "yes" })).status).toBe(403);
    const deleted = await form("/votes?filter=mine", author.token, { intent: "remove", kind: "player_vote", id: own, confirm: "yes" });
    expect(deleted.status).toBe(200);
    expect(deleted.html).toContain("Your vote was deleted.");

    // The queue's page, refused to users; the row's delete with its reason.
    expect((await SELF.fetch(`${ORIGIN}/adminpolls`, { headers: headers(reporter.token), redirect: "manual" })).status).toBe(403);
    const queue = await (await SELF.fetch(`${ORIGIN}/adminpolls?author=${author.user.id}`, { headers: headers(mod.token) })).text();
    expect(queue).toContain(`data-item-id="${reported}"`);
    expect(queue).toContain("Hors sujet");
    const removed = await form(`/adminpolls?author=${author.user.id}`, mod.token, { intent: "delete", itemId: reported, reason: "Sondage injurieux", confirm: "yes" });
    expect(removed.status).toBe(302);
    const audit = await env.DB.prepare(`SELECT reason FROM audit_log WHERE target_id = ? AND action = 'content.delete'`).bind(reported).first<{ reason: string }>();
    expect(audit?.reason).toBe("Sondage injurieux");
  });
});
