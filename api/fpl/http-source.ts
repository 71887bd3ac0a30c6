// The official Fantasy Premier League API as an FplSource:
//   GET {base}/bootstrap-static/   teams, elements (players), events (gameweeks)
//   GET {base}/fixtures/           all fixtures of the season
//   GET {base}/event/{id}/live/    per player: gameweek totals (`stats`) and, per
//                                  fixture, the point-scoring stats (`explain`)
// Every response is validated (schemas.ts); anything unusable (network failure,
// timeout, non-OK status, a body that is not JSON, malformed or partial JSON)
// throws FplSourceError with the reason, so that the caller can change nothing
// and report why.
//
// Per-fixture live rows from `event/{id}/live/`: the endpoint gives, per player,
// `stats` (totals over the gameweek: every counter, bps, CBIT, recoveries,
// defensive_contribution, total_points) and `explain: [{fixture, stats:
// [{identifier, value, points, points_modification?}]}]`, which lists per
// fixture only the stats that score (minutes, goals_scored, assists,
// clean_sheets, goals_conceded, saves, cards, bonus, defensive_contribution, ...)
// and never bps. So:
//   - one fixture in `explain` (nearly every player): the row is the player's
//     `stats` totals, attributed to that fixture. Exact and complete.
//   - two or more (a double gameweek): one row per fixture from that fixture's
//     explain values (absent identifiers are 0) and total_points = the sum of its
//     points + points_modification. A column is exact when the per-fixture values
//     add up to the totals in `stats`; counters explain never lists (bps, CBIT,
//     recoveries) then stay 0 and the row has `complete: false`.
//   - no fixture in `explain`: no row (the player's club has no fixture, or the
//     player was not involved) - unless `stats` is not all zero, which cannot be
//     attributed to a fixture and is rejected as malformed.

import { LIVE_STAT_KEYS, toFplLiveRow } from "./normalise.ts";
import type { OfficialLiveStats } from "./normalise.ts";
import { bootstrapStaticSchema, eventLiveSchema, fixturesSchema, parseOrThrow } from "./schemas.ts";
import type { OfficialLiveElement } from "./schemas.ts";
import { assertGameweek, FplSourceError } from "./source.ts";
import type { FplSource } from "./source.ts";
import type { FplLiveRow } from "./types.ts";

export const DEFAULT_TIMEOUT_MS = 20_000;

export interface HttpSourceOptions {
  /** Abort a request that has not answered within this many milliseconds (default 20 s). */
  timeoutMs?: number;
  /** Sent as User-Agent. */
  userAgent?: string;
}

/** `baseUrl` is the API root, e.g. "https://fantasy.premierleague.com/api" (a trailing slash is fine). */
export function createHttpSource(
  baseUrl: string,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  options: HttpSourceOptions = {}
): FplSource {
  const base = normaliseBaseUrl(baseUrl);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const userAgent = options.userAgent ?? "Terrace (fantasy football game)";

  async function getJson(endpoint: string): Promise<unknown> {
    const url = `${base}/${endpoint}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { accept: "application/json", "user-agent": userAgent },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new FplSourceError(
        endpoint,
        timedOut ? `no response within ${timeoutMs} ms` : `request failed: ${errorMessage(error)}`,
        { cause: error }
      );
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      const statusText = response.statusText ? ` ${response.statusText}` : "";
      throw new FplSourceError(endpoint, `HTTP ${response.status}${statusText}`, { status: response.status });
    }
    let body: string;
    try {
      body = await response.text();
    } catch (error) {
      throw new FplSourceError(endpoint, `could not read the response body: ${errorMessage(error)}`, { cause: error });
    }
    try {
      return JSON.parse(body);
    } catch (error) {
      const contentType = response.headers.get("content-type") ?? "none";
      const start = body.trim().slice(0, 40);
      throw new FplSourceError(
        endpoint,
        body.trim() === ""
          ? `empty response body (content-type ${contentType})`
          : `response is not JSON (content-type ${contentType}, starts with ${JSON.stringify(start)})`,
        { cause: error }
      );
    }
  }

  return {
    async bootstrap() {
      const endpoint = "bootstrap-static/";
      return parseOrThrow(bootstrapStaticSchema, await getJson(endpoint), endpoint);
    },
    async fixtures() {
      const endpoint = "fixtures/";
      return parseOrThrow(fixturesSchema, await getJson(endpoint), endpoint);
    },
    async live(gameweek) {
      assertGameweek(gameweek);
      const endpoint = `event/${gameweek}/live/`;
      const parsed = parseOrThrow(eventLiveSchema, await getJson(endpoint), endpoint);
      return liveRowsFromOfficial(parsed.elements, endpoint);
    },
  };
}

/** Per player per fixture rows from validated `event/{id}/live/` elements (see the header comment). */
export function liveRowsFromOfficial(elements: readonly OfficialLiveElement[], endpoint: string): FplLiveRow[] {
  const rows: FplLiveRow[] = [];
  for (const element of elements) {
    // Fixture -> identifier -> summed value, and the fixture's points (an identifier or a
    // fixture listed twice is summed).
    const perFixture = new Map<number, { values: Map<string, number>; points: number }>();
    for (const entry of element.explain) {
      let fixture = perFixture.get(entry.fixture);
      if (!fixture) perFixture.set(entry.fixture, (fixture = { values: new Map(), points: 0 }));
      for (const stat of entry.stats) {
        fixture.values.set(stat.identifier, (fixture.values.get(stat.identifier) ?? 0) + stat.value);
        fixture.points += stat.points + (stat.points_modification ?? 0);
      }
    }

    if (perFixture.size === 0) {
      const anything = element.stats.total_points !== 0 || LIVE_STAT_KEYS.some((key) => element.stats[key] !== 0);
      if (anything) {
        throw new FplSourceError(
          endpoint,
          `malformed response: element ${element.id} has stats but no fixture in explain`
        );
      }
      continue;
    }

    if (perFixture.size === 1) {
      const [fixtureId] = perFixture.keys();
      rows.push(toFplLiveRow(element.id, fixtureId, element.stats, true));
      continue;
    }

    const split = [...perFixture].map(([fixtureId, fixture]) => {
      const stats = { total_points: fixture.points } as OfficialLiveStats;
      for (const key of LIVE_STAT_KEYS) stats[key] = fixture.values.get(key) ?? 0;
      return { fixtureId, stats };
    });
    const sum = (key: keyof OfficialLiveStats) => split.reduce((total, part) => total + part.stats[key], 0);
    const complete =
      sum("total_points") === element.stats.total_points &&
      LIVE_STAT_KEYS.every((key) => sum(key) === element.stats[key]);
    for (const part of split) rows.push(toFplLiveRow(element.id, part.fixtureId, part.stats, complete));
  }
  return rows.sort((a, b) => a.playerId - b.playerId || a.fixtureId - b.fixtureId);
}

function normaliseBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new FplSourceError("base URL", `not a URL: ${JSON.stringify(baseUrl)}`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new FplSourceError("base URL", `not an http(s) URL: ${JSON.stringify(baseUrl)}`);
  }
  return url.href.replace(/\/+$/, "");
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
