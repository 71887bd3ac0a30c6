// Round trip: bundled snapshot -> official-shaped JSON (bootstrap-fixture.ts) -> the HTTP
// source's parse (zod, explain mapping) -> the snapshot source's normalised output.
import { describe, expect, it } from "vitest";
import { buildBootstrapStatic, buildFixturesJson, buildLiveJson } from "./bootstrap-fixture.ts";
import { createHttpSource } from "../../api/fpl/http-source.ts";
import { SNAPSHOT_LIVE_GAMEWEEKS } from "../../api/fpl/snapshot-data.ts";
import { createSnapshotSource } from "../../api/fpl/snapshot-source.ts";

/** A fetch that serves the fixture JSON like the official API, recording the URLs asked for. */
function fixtureServer() {
  const requested: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    requested.push(url.pathname);
    const live = /^\/api\/event\/(\d+)\/live\/$/.exec(url.pathname);
    const body =
      url.pathname === "/api/bootstrap-static/"
        ? buildBootstrapStatic()
        : url.pathname === "/api/fixtures/"
        ? buildFixturesJson()
        : live
        ? buildLiveJson(Number(live[1]))
        : undefined;
    if (body === undefined) return new Response("Not found", { status: 404 });
    // Through text, as over the wire.
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return { fetchImpl, requested };
}

describe("official-shaped JSON from the bundled data", () => {
  it("bootstrap-static has the official fields and types", () => {
    const json = buildBootstrapStatic();
    expect(json.teams).toHaveLength(20);
    expect(json.elements).toHaveLength(820);
    expect(json.events).toHaveLength(38);
    expect(json.element_types.map((t) => t.singular_name_short)).toEqual(["GKP", "DEF", "MID", "FWD"]);
    expect(json.element_types.reduce((sum, t) => sum + t.element_count, 0)).toBe(820);
    const raya = json.elements.find((e) => e.id === 1)!;
    expect(raya).toMatchObject({
      web_name: "Raya",
      team: 1,
      element_type: 1,
      now_cost: 60,
      form: "3.2",
      selected_by_percent: "34.5",
      expected_goals: "0.00",
      chance_of_playing_next_round: null,
      in_dreamteam: true,
    });
    expect(json.teams[0]).toMatchObject({ id: 1, name: "Arsenal", short_name: "ARS", code: 3, strength: 5 });
  });

  it("fixtures/ has the 380 fixtures", () => {
    const json = buildFixturesJson();
    expect(json).toHaveLength(380);
    expect(json.find((f) => f.id === 1)).toMatchObject({
      event: 1,
      team_h: 12,
      team_a: 4,
      team_h_score: 4,
      team_a_score: 2,
      stats: [],
    });
  });

  it("event/{id}/live/ has totals and an explain whose points add up to total_points", () => {
    for (const gameweek of SNAPSHOT_LIVE_GAMEWEEKS) {
      const { elements } = buildLiveJson(gameweek) as {
        elements: {
          stats: { total_points: number };
          explain: { stats: { identifier: string; points: number; points_modification: number }[] }[];
        }[];
      };
      expect(elements.length).toBeGreaterThan(600);
      for (const element of elements) {
        const explained = element.explain
          .flatMap((f) => f.stats)
          .reduce((sum, s) => sum + s.points + s.points_modification, 0);
        expect(explained).toBe(element.stats.total_points);
        // The scoring engine reproduces the official points, so no modification is needed.
        expect(element.explain.flatMap((f) => f.stats).every((s) => s.points_modification === 0)).toBe(true);
        expect(element.explain.every((f) => f.stats[0].identifier === "minutes")).toBe(true);
      }
    }
    expect(buildLiveJson(20)).toEqual({ elements: [] });
  });
});

describe("round trip: snapshot -> official JSON -> HTTP source = snapshot source", () => {
  const snapshot = createSnapshotSource();

  it("bootstrap", async () => {
    const { fetchImpl, requested } = fixtureServer();
    const http = createHttpSource("https://fpl.test/api/", fetchImpl);
    expect(await http.bootstrap()).toEqual(await snapshot.bootstrap());
    expect(requested).toEqual(["/api/bootstrap-static/"]);
  });

  it("fixtures", async () => {
    const { fetchImpl } = fixtureServer();
    const http = createHttpSource("https://fpl.test/api", fetchImpl);
    expect(await http.fixtures()).toEqual(await snapshot.fixtures());
  });

  it("live, every gameweek 1-38", async () => {
    const { fetchImpl, requested } = fixtureServer();
    const http = createHttpSource("https://fpl.test/api", fetchImpl);
    for (let gameweek = 1; gameweek <= 38; gameweek++) {
      expect(await http.live(gameweek), `gameweek ${gameweek}`).toEqual(await snapshot.live(gameweek));
    }
    expect(requested[0]).toBe("/api/event/1/live/");
  });
});
