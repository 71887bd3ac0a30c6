// Issue 48, D1 read replication (api/http/d1-sessions.ts): every request's databases run in a
// Sessions API session; a write's answer carries its bookmarks so that the manager's next reads
// are at least that new; the edge cache's rebuilds read at the bookmark of their versions. Local
// workerd has no replicas (a session is the primary): these tests hold the mechanics to account.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE, BOOKMARKS_HEADER, readBookmarks } from "../../api/http/d1-sessions";
import { edgeValue, forgetDataVersions } from "../../api/http/edge-cache";
import { contextFor } from "../../api/services/context";
import { gameweekStatus } from "../../api/services/reference";
import { shardOfUser, gameShards } from "../../api/db/shards";
import { api, createUserAndLogin, ORIGIN, pageFetch, registerUser } from "./helpers";
import { cheapSquad, seedGame } from "./game-data";

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
type Player = { id: number; teamId: number; position: string; priceTenths: number; webName: string };

let open: number;
beforeAll(async () => {
  await seedGame();
  open = ((await api("/gameweeks/status")).body.openedGameweeks as number[])[0]!;
  const admin = await createUserAndLogin({ role: "admin" });
  const rules = await api(`/gameweeks/admin/${open}`, { method: "PUT", token: admin.token, json: { rules: { budget: 100, maxPlayersPerTeam: 3 } } });
  expect(rules.status, JSON.stringify(rules.body)).toBe(200);
});

describe("D1 sessions", () => {
  it("are supported by the local runtime: a query gives a bookmark, a session opens at it", async () => {
    const session = env.DB.withSession("first-primary");
    expect(session.getBookmark()).toBeNull();
    await session.prepare("SELECT 1").first();
    const bookmark = session.getBookmark();
    expect(bookmark).toMatch(BOOKMARK);
    expect(await env.DB.withSession(bookmark!).prepare("SELECT 2 AS n").first("n")).toBe(2);
  });

  it("a save's answer carries the bookmarks of the databases it wrote, and My Team read with them shows the team", async () => {
    const all = ((await api("/players")).body as Player[]).map((p) => ({ ...p, price: p.priceTenths }));
    const manager = await registerUser();
    const res = await api("/challengers/create-team", { token: manager.token, json: { gameweekId: String(open), teamName: "Bookmark FC", managerName: "Arne Slot", selectedPlayers: cheapSquad(all).selected } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const carried = res.headers.get(BOOKMARKS_HEADER)!;
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${BOOKMARK_COOKIE}=`))!;
    expect(cookie).toMatch(/Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookie).toContain(carried);
    // The main database (the session, the save's limit) and the manager's own shard, which holds the team.
    const bookmarks = readBookmarks(new Request(ORIGIN, { headers: { Cookie: `${BOOKMARK_COOKIE}=${carried}` } }));
    const shard = shardOfUser(gameShards(env), manager.user.id);
    expect([...bookmarks.keys()].sort()).toEqual(["DB", `SHARD_${shard.number}`].sort());
    const page = await pageFetch(`${ORIGIN}/my-team`, { headers: { Cookie: `terrace_session=${manager.token}; ${BOOKMARK_COOKIE}=${carried}` } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Bookmark FC");
  });

  it("a read sets no bookmark: a public answer never carries a cookie", async () => {
    for (const path of ["/gameweeks/status", "/players/cards"]) {
      const res = await api(path);
      expect(res.headers.get("Set-Cookie"), path).toBeNull();
      expect(res.headers.get(BOOKMARKS_HEADER), path).toBeNull();
    }
  });

  it("a bookmark that is not one is dropped, never handed to D1", async () => {
    const request = (value: string) => new Request(ORIGIN, { headers: { Cookie: `theme=dark; ${BOOKMARK_COOKIE}=${value}` } });
    const good = "00000000-0000000a-00000000-00000000000000000000000000000000";
    expect([...readBookmarks(request(`DB~${good}.SHARD_1~garbage.EVIL~${good}.SHARD_2~${good}`))]).toEqual([
      ["DB", good],
      ["SHARD_2", good],
    ]);
    expect(readBookmarks(request("DB~' OR 1=1")).size).toBe(0);
    const res = await pageFetch(`${ORIGIN}/api/gameweeks/status`, { headers: { Cookie: `${BOOKMARK_COOKIE}=DB~nonsense` } });
    expect(res.status).toBe(200);
  });

  it("an edge cache rebuild reads in a session anchored at the bookmark of the versions it is stored under", async () => {
    await forgetDataVersions();
    const opened: (string | undefined)[] = [];
    const watched = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "withSession") return (constraint?: string) => (opened.push(constraint), target.withSession(constraint));
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const ctx = contextFor({ ...env, DB: watched }, null);
    const status = await edgeValue(ctx, ORIGIN, "/api/gameweeks/status-probe", ["gameweeks"], gameweekStatus);
    expect(status.openedGameweeks.length).toBeGreaterThan(0);
    // First the versions (any replica), then the rebuild at the bookmark that read gave.
    expect(opened[0]).toBe("first-unconstrained");
    expect(opened[1]).toMatch(BOOKMARK);
  });
});
