import { beforeAll, describe, expect, it } from "vitest";
import { api } from "./helpers";
import { seedGame } from "./game-data";

beforeAll(async () => {
  await seedGame();
});

describe("reference data", () => {
  it("lists the 820 real players with every spec field, cacheable with an ETag", async () => {
    const res = await api("/players");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(820);
    const haaland = res.body.find((p: { webName: string }) => p.webName === "Haaland");
    expect(haaland).toMatchObject({ team: "MCI", position: "FWD", price: 14.6, priceTenths: 146, status: expect.any(String) });
    for (const field of ["firstName", "secondName", "teamId", "teamCode", "form", "pointsPerGame", "selectedByPercent", "transfersIn", "ictIndex", "expectedGoals", "chanceOfPlayingNextRound", "news", "photo"])
      expect(haaland, field).toHaveProperty(field);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=600");
    const etag = res.headers.get("ETag")!;
    expect(etag).toMatch(/^".+"$/);
    const again = await api("/players", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("lists every player's card for the picker, with availability, news and price change, cacheable with an ETag", async () => {
    const res = await api("/players/cards");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(820);
    const roefs = res.body.find((p: { webName: string }) => p.webName === "Roefs");
    expect(roefs).toMatchObject({ team: "SUN", position: "GK", status: "i", news: expect.stringContaining("Hamstring"), newsAdded: expect.any(String), priceChangeTenths: expect.any(Number) });
    expect(Object.keys(roefs)).not.toContain("ictIndex");
    const etag = res.headers.get("ETag")!;
    expect((await api("/players/cards", { headers: { "If-None-Match": etag } })).status).toBe(304);
  });

  it("gives every club's next three fixtures from a gameweek with their difficulty, for the picker, cacheable with an ETag", async () => {
    const res = await api("/fixtures/next/18");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toHaveLength(20);
    for (const list of Object.values(res.body) as { gameweek: number; opponent: string; home: boolean; difficulty: number }[][]) {
      expect(list).toHaveLength(3);
      for (const f of list) {
        expect(f.gameweek).toBeGreaterThanOrEqual(18);
        expect(f.difficulty).toBeGreaterThanOrEqual(1);
        expect(f.difficulty).toBeLessThanOrEqual(5);
      }
    }
    const etag = res.headers.get("ETag")!;
    expect((await api("/fixtures/next/18", { headers: { "If-None-Match": etag } })).status).toBe(304);
    for (const bad of ["0", "39", "abc", "18.5"]) expect((await api(`/fixtures/next/${bad}`)).status, bad).toBe(400);
  });

  it("derives season figures from the played gameweeks of the timeline", async () => {
    const res = await api("/players");
    // With gameweek 18 upcoming, totals come from gameweeks 1-17 only, so they are below the snapshot's GW29 totals.
    const salah = res.body.find((p: { webName: string }) => p.webName === "M.Salah");
    expect(salah.totalPoints).toBeGreaterThan(0);
    expect(salah.totalPoints).toBeLessThan(200);
  });

  it("lists the 20 clubs", async () => {
    const res = await api("/teams");
    expect(res.body).toHaveLength(20);
    expect(res.body.map((c: { shortName: string }) => c.shortName)).toContain("ARS");
  });

  it("lists a challenge for every gameweek with its status, deadline and rewards", async () => {
    const res = await api("/gameweeks");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(38);
    const gw18 = res.body.find((c: { gameweek: number }) => c.gameweek === 18);
    expect(gw18).toMatchObject({ status: "upcoming", isLive: false, participants: 0, champion: null, rewards: { rank1: { points: 200 }, rank2: { points: 150 }, rank3: { points: 100 } } });
    expect(Date.parse(gw18.deadline) - Date.now()).toBeGreaterThan(47 * 3600_000);
    expect(res.body.find((c: { gameweek: number }) => c.gameweek === 17)).toMatchObject({ status: "active", isLive: true });
    expect(res.body.find((c: { gameweek: number }) => c.gameweek === 16).status).toBe("completed");
    expect(res.body.find((c: { gameweek: number }) => c.gameweek === 30).status).toBe("locked");
  });

  it("gives the gameweek status object of the spec", async () => {
    const res = await api("/gameweeks/status");
    expect(res.body).toMatchObject({
      currentGameweek: 17,
      openedGameweeks: [18, 19, 20],
      settings: { autoOpenNextGameweek: true, maxOpenGameweeks: 3, deadlineWarningHours: 24 },
    });
    expect(res.body.status["18"]).toMatchObject({ id: 18, status: "upcoming", isLive: false });
  });
});
