// Gameweek rules shared by the API, the jobs and the pages: what a gameweek number is, which
// gameweek a page opens on, and when a gameweek's teams are revealed. Pure: no I/O.
import { z } from "zod";
import { GAMEWEEK_COUNT } from "./constants.ts";
import { gameMessages } from "./messages/game.ts";

export const GAMEWEEK_STATUSES = ["completed", "active", "upcoming", "locked"] as const;
export type GameweekStatus = (typeof GAMEWEEK_STATUSES)[number];

/** Read when a value fails, in the reader's language. */
const NUMBER_MESSAGE = { error: () => gameMessages.gameweekNumber(GAMEWEEK_COUNT) };

/** A gameweek number, 1-38, as a JSON body sends it. */
export const gameweekNumberSchema = z
  .number(NUMBER_MESSAGE)
  .int(NUMBER_MESSAGE)
  .min(1, NUMBER_MESSAGE)
  .max(GAMEWEEK_COUNT, NUMBER_MESSAGE);

/** The same from a path, query or form parameter ("18"). A blank string is no number. */
export const gameweekParamSchema = z.preprocess(
  // Digits only once trimmed (a typed space is forgiven), no leading zero, sign, exponent, point or
  // hex ("0x12" is no gameweek 18, issue 42); anything else is left as is, and refused.
  (value) => (typeof value === "string" && /^[1-9][0-9]{0,2}$/.test(value.trim()) ? Number(value.trim()) : value),
  gameweekNumberSchema,
);

/** A gameweek number from a parameter, or null when it is absent or not a whole number from 1 to 38. */
export function parseGameweekNumber(value: unknown): number | null {
  const parsed = gameweekParamSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The gameweek a page shows when none is asked for: the first open (upcoming) one, else the
 * current one (spec game.md §4).
 */
export function defaultGameweek(status: { openedGameweeks: readonly number[]; currentGameweek: number }): number {
  return status.openedGameweeks[0] ?? status.currentGameweek;
}

/**
 * Teams of a gameweek are revealed to other managers once its deadline has passed: the gameweek
 * is active or completed, or still upcoming with its deadline gone (the job has not locked it
 * yet). A locked gameweek (not open yet) reveals nothing. Queries filter on the same rule with
 * gameweekRevealed() of api/db/rules.ts.
 */
export function isTeamRevealed(gameweek: { status: GameweekStatus; deadline: number } | null | undefined, now: number): boolean {
  if (!gameweek) return false;
  return gameweek.status === "active" || gameweek.status === "completed" || (gameweek.status === "upcoming" && now >= gameweek.deadline);
}
