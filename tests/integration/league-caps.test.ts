// Issue 8, caps hold under concurrency: a manager is in at most 20 mini-leagues (created or
// joined), even with 30 requests at once (a conditional insert, not check-then-insert).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_LEAGUES_PER_USER } from "../../domain/leagues";
import { api, registerUser } from "./helpers";

const memberships = async (userId: string) =>
  (await env.DB.prepare("select count(*) as n from league_members where user_id = ?").bind(userId).first<{ n: number }>())!.n;
const CAP_MESSAGE = `You can be in at most ${MAX_LEAGUES_PER_USER} leagues.`;

describe(`the ${MAX_LEAGUES_PER_USER} leagues per manager cap`, () => {
  it("holds with 30 creates at once", async () => {
    const { token, user } = await registerUser();
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => api("/leagues", { token, json: { name: `Burst ${i}` } })));
    const created = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(created).toHaveLength(MAX_LEAGUES_PER_USER);
    for (const r of refused) expect(r.body.error).toMatchObject({ code: "bad_request", message: CAP_MESSAGE });
    expect(await memberships(user.id)).toBe(MAX_LEAGUES_PER_USER);
    // No league was left behind without its owner.
    const orphans = await env.DB.prepare(
      "select count(*) as n from leagues l where l.owner_id = ? and not exists (select 1 from league_members m where m.league_id = l.id)",
    )
      .bind(user.id)
      .first<{ n: number }>();
    expect(orphans!.n).toBe(0);
  });

  it("holds with 30 joins at once", async () => {
    // 30 leagues by two owners (each under the cap).
    const owners = [await registerUser(), await registerUser()];
    const codes: string[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await api("/leagues", { token: owners[i % 2]!.token, json: { name: `Open ${i}` } });
      expect(res.status).toBe(201);
      codes.push(res.body.code);
    }
    const joiner = await registerUser();
    const results = await Promise.all(codes.map((code) => api("/leagues/join", { token: joiner.token, json: { code } })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(MAX_LEAGUES_PER_USER);
    for (const r of results.filter((r) => r.status !== 200)) expect(r.body.error).toMatchObject({ code: "bad_request", message: CAP_MESSAGE });
    expect(await memberships(joiner.user.id)).toBe(MAX_LEAGUES_PER_USER);
    // Joining a league one is already in stays fine at the cap.
    const mine = results.find((r) => r.status === 200)!;
    expect((await api("/leagues/join", { token: joiner.token, json: { code: mine.body.code } })).status).toBe(200);
  });

  it("holds with creates and joins mixed", async () => {
    const owner = await registerUser();
    const codes: string[] = [];
    for (let i = 0; i < 15; i++) codes.push((await api("/leagues", { token: owner.token, json: { name: `Mixed ${i}` } })).body.code);
    const { token, user } = await registerUser();
    const results = await Promise.all([
      ...codes.map((code) => api("/leagues/join", { token, json: { code } })),
      ...Array.from({ length: 15 }, (_, i) => api("/leagues", { token, json: { name: `Mine ${i}` } })),
    ]);
    expect(results.filter((r) => r.status === 200 || r.status === 201)).toHaveLength(MAX_LEAGUES_PER_USER);
    expect(await memberships(user.id)).toBe(MAX_LEAGUES_PER_USER);
  });
});
