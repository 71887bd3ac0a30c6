// Issue 48: the pages opened at the deadline (the team builder, My Team) and saving a team cost at
// most 3 D1 round trips each: the public data they show comes from the edge cache
// (api/http/edge-values.ts), D1 is read for the session and the manager's own rows. Counted with
// the local data's X-D1-Round-Trips header (api/http/d1-meter.ts), on the real runtime.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { publishDataVersions } from "../../api/http/edge-cache";
import { api, createUserAndLogin, ORIGIN, pageFetch, registerUser } from "./helpers";
import { cheapSquad, seedGame } from "./game-data";

type Player = { id: number; teamId: number; position: string; priceTenths: number; webName: string };

function trips(res: Response | { headers: Headers }) {
  const header = res.headers.get("X-D1-Round-Trips");
  expect(header).toMatch(/^\d+$/);
  return Number(header);
}

let manager: { token: string };
let open: number;
let challengeName: string;
let save: () => ReturnType<typeof api>;

beforeAll(async () => {
  await seedGame();
  const admin = await createUserAndLogin({ role: "admin" });
  open = ((await api("/gameweeks/status")).body.openedGameweeks as number[])[0]!;
  challengeName = `Deadline ${open}`;
  const rules = await api(`/gameweeks/admin/${open}`, { method: "PUT", token: admin.token, json: { challengeName, rules: { budget: 100, maxPlayersPerTeam: 3 } } });
  expect(rules.status, JSON.stringify(rules.body)).toBe(200);
  const all = ((await api("/players")).body as Player[]).map((p) => ({ ...p, price: p.priceTenths }));
  const { selected } = cheapSquad(all);
  manager = await registerUser();
  save = () => api("/challengers/create-team", { token: manager.token, json: { gameweekId: String(open), teamName: "Deadline FC", managerName: "Arne Slot", selectedPlayers: selected } });
  const saved = await save();
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
});

/** A page as the manager's browser asks for it, once to warm the cache, then counted (versions just read: steady state). */
async function warmPage(path: string) {
  const cookie = `terrace_session=${manager.token}`;
  await (await pageFetch(`${ORIGIN}${path}`, { headers: { Cookie: cookie } })).text();
  await publishDataVersions(env);
  const res = await pageFetch(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });
  return { res, html: await res.text() };
}

describe("the pages opened at the deadline, in D1 round trips", () => {
  it("My Team: 3 (the session, the shell's notices, the manager's teams), the status, the challenge and the players' cards from the edge cache", async () => {
    const { res, html } = await warmPage("/my-team");
    expect(res.status).toBe(200);
    expect(html).toContain("Deadline FC");
    expect(html).toContain(challengeName);
    expect(trips(res)).toBeLessThanOrEqual(3);
  });

  it("the team builder: 3 (the session, the shell's notices, the manager's saved squad on their shard)", async () => {
    const { res, html } = await warmPage(`/pick-team?gw=${open}`);
    expect(res.status).toBe(200);
    expect(html).toContain("Deadline FC");
    expect(trips(res)).toBeLessThanOrEqual(3);
  });

  it("saving a team: at most 3", async () => {
    await publishDataVersions(env);
    const again = await save();
    expect(again.status).toBe(201);
    expect(trips(again)).toBeLessThanOrEqual(3);
  });

  it("My Team reads a staff edit of the challenge on the next request", async () => {
    // A gameweek whose challenge this file has not cached: D1 is rolled back between tests here,
    // and a version it reached before could come again with other data (never so in production).
    const later = open + 2;
    const cookie = `terrace_session=${manager.token}`;
    const header = async () => (await (await pageFetch(`${ORIGIN}/my-team?gw=${later}`, { headers: { Cookie: cookie } })).text()).match(/<p class="muted myteam-sub">.*?<\/p>/)?.[0];
    expect(await header()).toContain(`Gameweek ${later}`);
    const admin = await createUserAndLogin({ role: "admin" });
    const edit = await api(`/gameweeks/admin/${later}`, { method: "PUT", token: admin.token, json: { challengeName: "Renamed at the deadline" } });
    expect(edit.status).toBe(200);
    expect(await header()).toContain("Renamed at the deadline");
  });
});
