// The FPL data-source abstraction: the import and the live scoring read clubs,
// players, fixtures and per-fixture live stats through this interface, from the
// bundled snapshot (snapshot-source.ts) or the official API (http-source.ts).

import type { FplBootstrap, FplFixture, FplLiveRow } from "./types.ts";

export interface FplSource {
  /** Clubs, players (and gameweeks when known). */
  bootstrap(): Promise<FplBootstrap>;
  /** All fixtures of the season. */
  fixtures(): Promise<FplFixture[]>;
  /**
   * Per player per fixture stats of a gameweek (1-38); [] when the source has none yet.
   * Throws RangeError for a gameweek outside 1-38.
   */
  live(gameweek: number): Promise<FplLiveRow[]>;
}

/**
 * A source could not deliver usable data: network failure, non-OK status, a body that is not
 * JSON, or JSON that is malformed or partial. The caller must change nothing and report
 * `message` (`endpoint: reason`).
 */
export class FplSourceError extends Error {
  name = "FplSourceError";
  /** What was asked for, e.g. "bootstrap-static/", "fixtures/", "event/3/live/". */
  readonly endpoint: string;
  /** Why it failed, in words. */
  readonly reason: string;
  /** The HTTP status, when the failure is a non-OK response. */
  readonly status: number | undefined;

  constructor(endpoint: string, reason: string, options: { status?: number; cause?: unknown } = {}) {
    super(`${endpoint}: ${reason}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.endpoint = endpoint;
    this.reason = reason;
    this.status = options.status;
  }
}

export const SEASON_GAMEWEEKS = 38;

/** Throws RangeError unless `gameweek` is an integer 1-38. */
export function assertGameweek(gameweek: number): void {
  if (!Number.isInteger(gameweek) || gameweek < 1 || gameweek > SEASON_GAMEWEEKS) {
    throw new RangeError(`gameweek must be an integer 1-${SEASON_GAMEWEEKS}, got ${gameweek}`);
  }
}

/** The official API's base URL, unless FPL_API_BASE names another (wrangler.jsonc vars). */
export function fplApiBase(env: { FPL_API_BASE?: string }): string {
  return env.FPL_API_BASE || "https://fantasy.premierleague.com/api";
}
