// The HTTP source against a stubbed fetch: malformed, partial and failed responses must
// throw FplSourceError with a clear reason; extra fields are ignored.
import { describe, expect, it } from "vitest";
import { buildBootstrapStatic, buildFixturesJson } from "../../tests/support/bootstrap-fixture.ts";
import { createHttpSource, liveRowsFromOfficial } from "./http-source.ts";
import { FplSourceError } from "./source.ts";

const BASE = "https://fpl.test/api";

/** A fetch answering every request with the given body (JSON-encoded unless a string). */
function answering(body: unknown, init: ResponseInit = {}) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, requestInit?: RequestInit) => {
    calls.push({ url: String(input), init: requestInit });
    const text = typeof body === "string" ? body : JSON.stringify(body);
    return new Response(text, { headers: { "content-type": "application/json" }, ...init });
  }) as typeof fetch;
  return { fetchImpl, calls };
}

async function failure(promise: Promise<unknown>): Promise<FplSourceError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e
  );
  expect(error).toBeInstanceOf(FplSourceError);
  return error as FplSourceError;
}

const bootstrap = () => structuredClone(buildBootstrapStatic());

function liveElement(id: number, fixture: number, stats: Record<string, number> = {}) {
  const zero = {
    minutes: 0,
    goals_scored: 0,
    assists: 0,
    clean_sheets: 0,
    goals_conceded: 0,
    own_goals: 0,
    penalties_saved: 0,
    penalties_missed: 0,
    yellow_cards: 0,
    red_cards: 0,
    saves: 0,
    bonus: 0,
    bps: 0,
    clearances_blocks_interceptions: 0,
    tackles: 0,
    recoveries: 0,
    defensive_contribution: 0,
    total_points: 0,
  };
  return {
    id,
    stats: { ...zero, ...stats },
    explain: [
      { fixture, stats: [{ identifier: "minutes", points: stats.minutes ? 2 : 0, value: stats.minutes ?? 0 }] },
    ],
  };
}

describe("http source: requests", () => {
  it("asks the official endpoints under the base URL, as JSON", async () => {
    const { fetchImpl, calls } = answering({ elements: [] });
    const source = createHttpSource(`${BASE}/`, fetchImpl);
    expect(await source.live(7)).toEqual([]);
    expect(calls[0].url).toBe(`${BASE}/event/7/live/`);
    expect(new Headers(calls[0].init?.headers).get("accept")).toBe("application/json");
    expect(calls[0].init?.signal).toBeDefined();
  });

  it("rejects a base URL that is not http(s)", () => {
    expect(() => createHttpSource("ftp://fpl.test/api")).toThrow(FplSourceError);
    expect(() => createHttpSource("not a url")).toThrow(/not a URL/);
  });

  it("rejects a gameweek outside 1-38 without a request", async () => {
    const { fetchImpl, calls } = answering({ elements: [] });
    await expect(createHttpSource(BASE, fetchImpl).live(39)).rejects.toThrow(RangeError);
    expect(calls).toHaveLength(0);
  });
});

describe("http source: transport failures", () => {
  it("HTTP 500", async () => {
    const { fetchImpl } = answering("Internal Server Error", { status: 500, statusText: "Internal Server Error" });
    const error = await failure(createHttpSource(BASE, fetchImpl).bootstrap());
    expect(error.status).toBe(500);
    expect(error.endpoint).toBe("bootstrap-static/");
    expect(error.message).toBe("bootstrap-static/: HTTP 500 Internal Server Error");
  });

  it("HTTP 404 on live", async () => {
    const { fetchImpl } = answering({ detail: "Not found." }, { status: 404 });
    const error = await failure(createHttpSource(BASE, fetchImpl).live(3));
    expect(error.message).toBe("event/3/live/: HTTP 404");
  });

  it("an HTML page instead of JSON (e.g. 'The game is being updated')", async () => {
    const { fetchImpl } = answering("<!DOCTYPE html><html><body>The game is being updated.</body></html>", {
      headers: { "content-type": "text/html; charset=utf-8" },
    });
    const error = await failure(createHttpSource(BASE, fetchImpl).fixtures());
    expect(error.reason).toMatch(
      /^response is not JSON \(content-type text\/html; charset=utf-8, starts with "<!DOCTYPE html>/
    );
  });

  it("an empty body", async () => {
    const { fetchImpl } = answering("");
    const error = await failure(createHttpSource(BASE, fetchImpl).fixtures());
    expect(error.reason).toMatch(/empty response body/);
  });

  it("truncated JSON", async () => {
    const { fetchImpl } = answering(JSON.stringify(bootstrap()).slice(0, 5000));
    const error = await failure(createHttpSource(BASE, fetchImpl).bootstrap());
    expect(error.reason).toMatch(/not JSON/);
  });

  it("a network error", async () => {
    const fetchImpl = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    const error = await failure(createHttpSource(BASE, fetchImpl).bootstrap());
    expect(error.reason).toBe("request failed: fetch failed");
  });

  it("no answer within the timeout", async () => {
    const fetchImpl = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
      })) as typeof fetch;
    const error = await failure(createHttpSource(BASE, fetchImpl, { timeoutMs: 20 }).fixtures());
    expect(error.reason).toBe("no response within 20 ms");
  });
});

describe("http source: malformed or partial bootstrap-static", () => {
  const parse = (body: unknown) => failure(createHttpSource(BASE, answering(body).fetchImpl).bootstrap());

  it("JSON that is not an object", async () => {
    expect((await parse([])).reason).toBe("malformed response: expected object, received array");
    expect((await parse(null)).reason).toMatch(/^malformed response/);
  });

  it("missing elements", async () => {
    const { elements: _, ...rest } = bootstrap();
    expect((await parse(rest)).reason).toMatch(/^malformed response: elements: /);
  });

  it("no players", async () => {
    expect((await parse({ ...bootstrap(), elements: [] })).reason).toBe("malformed response: elements: no players");
  });

  it("fewer than 20 teams", async () => {
    const json = bootstrap();
    json.teams = json.teams.filter((t) => t.id !== 20);
    json.elements = json.elements.filter((e) => e.team !== 20);
    expect((await parse(json)).reason).toBe("malformed response: teams: expected 20 teams, got 19");
  });

  it("players referencing an unknown team", async () => {
    const json = bootstrap();
    json.elements[3].team = 99;
    expect((await parse(json)).reason).toBe(
      "malformed response: elements[3].team: player 4 references unknown team 99"
    );
  });

  it("wrong types", async () => {
    const json = bootstrap() as unknown as { elements: Record<string, unknown>[] };
    json.elements[0].now_cost = "6.0";
    json.elements[1].form = "high";
    json.elements[2].status = "x";
    const error = await parse(json);
    expect(error.reason).toMatch(/^malformed response: elements\[0\]\.now_cost: .*number/);
    expect(error.reason).toContain("elements[1].form");
    expect(error.reason).toContain("elements[2].status");
  });

  it("a player missing a field", async () => {
    const json = bootstrap() as unknown as { elements: Record<string, unknown>[] };
    delete json.elements[10].web_name;
    expect((await parse(json)).reason).toBe("malformed response: elements[10].web_name: missing (expected string)");
  });

  it("duplicate player ids", async () => {
    const json = bootstrap();
    json.elements[5].id = json.elements[4].id;
    expect((await parse(json)).reason).toBe("malformed response: elements[5].id: duplicate player id 5");
  });

  it("missing events", async () => {
    const { events: _, ...rest } = bootstrap();
    expect((await parse(rest)).reason).toMatch(/^malformed response: events: /);
  });

  it("lists at most five problems", async () => {
    const json = bootstrap() as unknown as { elements: Record<string, unknown>[] };
    for (let i = 0; i < 8; i++) json.elements[i].now_cost = null;
    expect((await parse(json)).reason).toMatch(/\(and 3 more problems\)$/);
  });

  it("ignores unknown extra fields and accepts decimals sent as numbers", async () => {
    const json = bootstrap() as unknown as { elements: Record<string, unknown>[]; chips: unknown[] };
    json.chips = [{ name: "wildcard" }];
    json.elements[0].something_new = { nested: true };
    json.elements[0].form = 3.2;
    const result = await createHttpSource(BASE, answering(json).fetchImpl).bootstrap();
    expect(result.players[0]).not.toHaveProperty("something_new");
    expect(result.players[0].form).toBe(3.2);
    expect(result.players).toHaveLength(820);
  });
});

describe("http source: malformed or partial fixtures", () => {
  const parse = (body: unknown) => failure(createHttpSource(BASE, answering(body).fetchImpl).fixtures());

  it("not a list", async () => {
    expect((await parse({ fixtures: [] })).reason).toBe("malformed response: expected array, received object");
  });

  it("fewer than 380 fixtures", async () => {
    expect((await parse(buildFixturesJson().slice(0, 200))).reason).toBe(
      "malformed response: expected 380 fixtures, got 200"
    );
  });

  it("a wrong type", async () => {
    const json = structuredClone(buildFixturesJson()) as unknown as Record<string, unknown>[];
    json[7].team_h_score = "4";
    expect((await parse(json)).reason).toMatch(/^malformed response: \[7\]\.team_h_score: /);
  });
});

describe("http source: event live", () => {
  const live = (body: unknown) => createHttpSource(BASE, answering(body).fetchImpl).live(5);

  it("missing elements", async () => {
    expect((await failure(live({}))).reason).toBe("malformed response: elements: missing (expected array)");
  });

  it("an element without a stat", async () => {
    const element = liveElement(1, 40, { minutes: 90, total_points: 2 }) as { stats: Record<string, number> };
    delete element.stats.bps;
    expect((await failure(live({ elements: [element] }))).reason).toMatch(
      /^malformed response: elements\[0\]\.stats\.bps: /
    );
  });

  it("stats that no fixture explains", async () => {
    const element = { ...liveElement(9, 40, { minutes: 90, total_points: 2 }), explain: [] };
    expect((await failure(live({ elements: [element] }))).reason).toBe(
      "malformed response: element 9 has stats but no fixture in explain"
    );
  });

  it("one fixture: the row is the gameweek totals; no fixture and no stats: no row", async () => {
    const rows = await live({
      elements: [
        liveElement(2, 41, {
          minutes: 90,
          bps: 30,
          tackles: 4,
          recoveries: 8,
          defensive_contribution: 12,
          total_points: 4,
        }),
        { ...liveElement(3, 41), explain: [] },
      ],
    });
    expect(rows).toEqual([
      expect.objectContaining({
        playerId: 2,
        fixtureId: 41,
        minutes: 90,
        bps: 30,
        tackles: 4,
        recoveries: 8,
        defensiveContribution: 12,
        totalPoints: 4,
        complete: true,
      }),
    ]);
  });

  it("a double gameweek: one row per fixture from explain; complete only when the split adds up", () => {
    const element = {
      id: 4,
      stats: {
        ...liveElement(4, 0).stats,
        minutes: 180,
        goals_scored: 1,
        clean_sheets: 1,
        bonus: 2,
        bps: 51,
        defensive_contribution: 11,
        clearances_blocks_interceptions: 8,
        tackles: 3,
        total_points: 18,
      },
      explain: [
        {
          fixture: 50,
          stats: [
            { identifier: "minutes", points: 2, value: 90 },
            { identifier: "goals_scored", points: 6, value: 1 },
            { identifier: "bonus", points: 2, value: 2 },
          ],
        },
        {
          fixture: 60,
          stats: [
            { identifier: "minutes", points: 2, value: 90, points_modification: 0 },
            { identifier: "clean_sheets", points: 4, value: 1 },
            { identifier: "defensive_contribution", points: 2, value: 11 },
          ],
        },
      ],
    };
    const rows = liveRowsFromOfficial([element], "event/5/live/");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      playerId: 4,
      fixtureId: 50,
      minutes: 90,
      goalsScored: 1,
      cleanSheets: 0,
      bonus: 2,
      bps: 0,
      totalPoints: 10,
      complete: false,
    });
    expect(rows[1]).toMatchObject({
      playerId: 4,
      fixtureId: 60,
      minutes: 90,
      cleanSheets: 1,
      defensiveContribution: 11,
      tackles: 0,
      totalPoints: 8,
      complete: false,
    });

    // Without the counters explain cannot split, the split is complete.
    const splittable = {
      ...element,
      stats: { ...element.stats, bps: 0, clearances_blocks_interceptions: 0, tackles: 0 },
    };
    expect(liveRowsFromOfficial([splittable], "event/5/live/").every((row) => row.complete)).toBe(true);
  });

  it("duplicate elements", async () => {
    const element = liveElement(1, 40);
    expect((await failure(live({ elements: [element, element] }))).reason).toBe(
      "malformed response: elements[1].id: duplicate element id 1"
    );
  });
});
