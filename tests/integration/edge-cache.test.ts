// Issue 48: the public reads are served from the edge cache (api/http/edge-cache.ts), keyed by the
// data versions (migrations/0035). Counted with the local data's X-D1-Round-Trips header
// (api/http/d1-meter.ts), on the real Cache API of the Workers runtime.
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import { players } from "../../api/db/schema";
import { runGameweekJobs } from "../../api/jobs/gameweek-jobs";
import { api, createUserAndLogin, ORIGIN, registerUser } from "./helpers";
import { cheapSquad, seedGame } from "./game-data";

const edge = () => (caches as unknown as { default: Cache }).default;
/** The D1 round trips an answer cost (the header must be there: an answer without it counted nothing). */
function trips(res: { headers: Headers }) {
  const header = res.headers.get("X-D1-Round-Trips");
  expect(header).toMatch(/^\d+$/);
  return Number(header);
}
let admin: { token: string };
type Player = { id: number; teamId: number; position: string; priceTenths: number; webName: string; totalPoints: number };

beforeAll(async () => {
  await seedGame();
  admin = await createUserAndLogin({ role: "admin" });
});

describe("public reads from the edge cache", () => {
  it("works in this runtime: edge() keeps what is put", async () => {
    const key = `${ORIGIN}/__probe`;
    await edge().put(key, new Response("kept", { headers: { "Cache-Control": "max-age=60" } }));
    expect(await (await edge().match(key))?.text()).toBe("kept");
  });

  it("serves a cached answer without a D1 read, and a 304 for its ETag without one either", async () => {
    for (const path of ["/players", "/players/cards", "/teams", "/fixtures", "/fixtures?gameweek=18", "/fixtures/next/18", "/gameweeks", "/gameweeks/status", "/gameweeks/18", "/leaderboard"]) {
      const first = await api(path);
      expect(first.status, path).toBe(200);
      const again = await api(path);
      expect(again.status, path).toBe(200);
      expect(again.headers.get("X-Edge-Cache"), path).toBe("hit");
      expect(trips(again), path).toBe(0);
      expect(again.body, path).toEqual(first.body);
      const etag = again.headers.get("ETag")!;
      expect(etag, path).toBe(first.headers.get("ETag"));
      const notModified = await api(path, { headers: { "If-None-Match": etag } });
      expect(notModified.status, path).toBe(304);
      expect(trips(notModified), path).toBe(0);
    }
  });

  it("costs a signed-in caller no session read on a public read: the answer is everyone's", async () => {
    const { token } = await registerUser();
    const anonymous = await api("/gameweeks/status");
    const signedIn = await api("/gameweeks/status", { token });
    expect(signedIn.body).toEqual(anonymous.body);
    expect(trips(signedIn)).toBe(0);
    expect(signedIn.headers.get("Set-Cookie")).toBeNull();
  });

  it("rebuilds once when the version moves: the others get the previous answer meanwhile", async () => {
    const before = await api("/gameweeks");
    expect(before.status).toBe(200);
    const edit = await api("/gameweeks/admin/19", { method: "PUT", token: admin.token, json: { challengeName: "Deadline Hour" } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const crowd = await Promise.all(Array.from({ length: 8 }, () => api("/gameweeks")));
    const states = crowd.map((r) => r.headers.get("X-Edge-Cache"));
    expect(states.filter((s) => s === "miss")).toHaveLength(1);
    expect(states.filter((s) => s === "stale")).toHaveLength(7);
    expect(crowd.reduce((n, r) => n + trips(r), 0)).toBe(trips(crowd[states.indexOf("miss")]!));
    for (const r of crowd.filter((r) => r.headers.get("X-Edge-Cache") === "stale")) expect(r.headers.get("ETag")).toBe(before.headers.get("ETag"));
    const after = await api("/gameweeks");
    expect(after.headers.get("X-Edge-Cache")).toBe("hit");
    expect(after.body.find((c: { gameweek: number }) => c.gameweek === 19).challengeName).toBe("Deadline Hour");
  });
});

describe("a data change is read on the next request", () => {
  it("a staff edit", async () => {
    const etag = (await api("/gameweeks/19")).headers.get("ETag")!;
    const edit = await api("/gameweeks/admin/19", { method: "PUT", token: admin.token, json: { challengeName: "After the edit" } });
    expect(edit.status).toBe(200);
    const next = await api("/gameweeks/19", { headers: { "If-None-Match": etag } });
    expect(next.status).toBe(200);
    expect(next.body.challengeName).toBe("After the edit");
    expect((await api("/gameweeks")).body.find((c: { gameweek: number }) => c.gameweek === 19).challengeName).toBe("After the edit");
  });

  it("an import of the players", async () => {
    const cached = await api("/players");
    const res = await api("/admin/players-fpl/extract", { method: "POST", token: admin.token });
    const applied = res.status === 409 ? await api("/admin/players-fpl/extract", { method: "POST", token: admin.token, json: { confirm: res.body.confirmation } }) : res;
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const next = await api("/players");
    expect(next.headers.get("ETag")).not.toBe(cached.headers.get("ETag"));
    expect(next.headers.get("X-Edge-Cache")).toBe("miss");
    const stored = new Map((await createDb(env.DB).select().from(players).all()).map((p) => [p.id, p]));
    const differing = (next.body as Player[]).filter((p) => stored.get(p.id)!.totalPoints !== p.totalPoints || stored.get(p.id)!.price !== p.priceTenths);
    expect(differing).toEqual([]);
    // The import changed players the cached answer showed otherwise.
    expect((cached.body as Player[]).some((p) => stored.get(p.id)!.totalPoints !== p.totalPoints || stored.get(p.id)!.price !== p.priceTenths)).toBe(true);
  });

  it("a scoring run: the gameweek's teams are counted by the run, not on request", async () => {
    const participants = async (gw: number) => ((await api("/gameweeks")).body as { gameweek: number; participants: number }[]).find((c) => c.gameweek === gw)!.participants;
    const status = (await api("/gameweeks/status")).body;
    const open = status.openedGameweeks[0] as number;
    const rules = await api(`/gameweeks/admin/${open}`, { method: "PUT", token: admin.token, json: { rules: { budget: 100, maxPlayersPerTeam: 3 } } });
    expect(rules.status).toBe(200);
    const before = await participants(open);
    const all = ((await api("/players")).body as Player[]).map((p) => ({ ...p, price: p.priceTenths }));
    const { selected } = cheapSquad(all);
    const { token } = await registerUser();
    const saved = await api("/challengers/create-team", { token, json: { gameweekId: String(open), teamName: "Late FC", managerName: "Arne Slot", selectedPlayers: selected } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(await participants(open)).toBe(before); // the stored figure until the run
    await runGameweekJobs(env);
    expect(await participants(open)).toBe(before + 1);
  });
});

describe("a signed-in answer", () => {
  it("is never cached for anyone else", async () => {
    const alice = await registerUser();
    const bob = await registerUser();
    const mine = await api("/users/me", { token: alice.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Cache-Control")).toBe("no-store");
    expect(mine.headers.get("X-Edge-Cache")).toBeNull();
    expect(await edge().match(`${ORIGIN}/api/users/me`)).toBeUndefined();
    expect(await edge().match(`${ORIGIN}/__edge/api/users/me`)).toBeUndefined();
    const bobs = JSON.stringify((await api("/users/me", { token: bob.token })).body);
    expect(bobs).toContain(bob.payload.username);
    expect(bobs).not.toContain(alice.payload.username);
    expect((await api("/users/me")).status).toBe(401);
  });
});

describe("the bytes of a cached answer", () => {
  /** The answer as a client that takes `acceptEncoding` gets it: the runtime's fetch undoes the gzip it was sent. */
  const fetchAs = (path: string, acceptEncoding?: string) => SELF.fetch(`${ORIGIN}/api${path}`, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} });

  it("are the gzip kept in the cache, sent as they are to a client that takes gzip, and plain to one that does not", async () => {
    for (const path of ["/players", "/fixtures", "/gameweeks/status"]) {
      const plain = await (await fetchAs(path)).text(); // the first builds
      const zipped = await fetchAs(path, "gzip, deflate, br");
      expect(zipped.headers.get("X-Edge-Cache"), path).toBe("hit");
      expect(zipped.headers.get("Content-Encoding"), path).toBe("gzip");
      expect(zipped.headers.get("Vary"), path).toContain("Accept-Encoding");
      expect(await zipped.text(), path).toBe(plain);
      for (const refuses of [undefined, "identity", "gzip;q=0, br"]) {
        const res = await fetchAs(path, refuses);
        expect(res.headers.get("Content-Encoding"), `${path} ${refuses}`).toBeNull();
        expect(await res.text(), `${path} ${refuses}`).toBe(plain);
      }
      expect(JSON.parse(plain), path).toBeTruthy();
    }
    // The cache holds the compressed bytes: the player list's entry is a tenth of its JSON.
    const entry = await edge().match(`${ORIGIN}/__edge/en-GB/api/players`);
    const size = (await fetchAs("/players").then((r) => r.text())).length;
    expect(entry, "the players' cache entry").toBeDefined();
    const stored = new Uint8Array(await entry!.arrayBuffer());
    expect([stored[0], stored[1]]).toEqual([0x1f, 0x8b]); // gzip's magic
    expect(stored.length).toBeLessThan(size / 5);
  });
});
