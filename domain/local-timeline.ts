// The local timeline of the embedded data set (DESIGN.md §4): real 2025-26 dates
// moved so that gameweek G is upcoming with its deadline about two days ahead,
// G-1 is live (part of its fixtures played, the rest to come), and earlier
// gameweeks are completed. Two constant shifts keep every gameweek's own rhythm:
// one for gameweeks >= G (anchored on G's deadline) and one for gameweeks < G
// (anchored so that G-1's last kickoff falls `gapBeforeDeadlineMs` before G's deadline).

import { z } from "zod";
import { GAMEWEEK_COUNT } from "./constants.ts";
import { parseGameweekNumber, type GameweekStatus } from "./gameweek.ts";

export const DEADLINE_BEFORE_KICKOFF_MS = 90 * 60 * 1000;
/** A fixture counts as finished this long after its kickoff (90 min + half-time + stoppage). */
export const MATCH_DURATION_MS = 115 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

export type TimelineFixture = { id: number; gameweek: number | null; kickoffTime: number | null };
export type TimelineOptions = {
  currentGameweek: number;
  now: number;
  /** How far ahead the upcoming deadline is (default 2 days). */
  deadlineAheadMs?: number;
  /** Time between the live gameweek's last kickoff and the next deadline (default 6 h). */
  gapBeforeDeadlineMs?: number;
  /** Upcoming gameweeks open at once (the settings' maxOpenGameweeks, default 3). */
  maxOpenGameweeks?: number;
};
export type TimelineGameweek = { id: number; deadline: number; status: GameweekStatus; isLive: boolean };
export type FixtureState = "finished" | "live" | "scheduled";

export function fixtureState(kickoff: number | null, now: number): FixtureState {
  if (kickoff === null || now < kickoff) return "scheduled";
  return now >= kickoff + MATCH_DURATION_MS ? "finished" : "live";
}

export function buildLocalTimeline(fixtures: readonly TimelineFixture[], options: TimelineOptions) {
  const { currentGameweek: g, now } = options;
  const deadlineAhead = options.deadlineAheadMs ?? 2 * 24 * HOUR;
  const gap = options.gapBeforeDeadlineMs ?? 6 * HOUR;
  const maxOpen = options.maxOpenGameweeks ?? 3;
  if (parseGameweekNumber(g) === null) throw new RangeError(`current gameweek must be 1-${GAMEWEEK_COUNT}, got ${g}`);

  const kickoffsOf = (gw: number) =>
    fixtures.filter((f) => f.gameweek === gw && f.kickoffTime !== null).map((f) => f.kickoffTime as number);
  const firstKickoff = (gw: number) => Math.min(...kickoffsOf(gw));
  const lastKickoff = (gw: number) => Math.max(...kickoffsOf(gw));
  if (kickoffsOf(g).length === 0) throw new RangeError(`gameweek ${g} has no scheduled fixture`);

  const roundToMinute = (ms: number) => Math.round(ms / 60_000) * 60_000;
  const upcomingDeadline = roundToMinute(now + deadlineAhead);
  const shiftFuture = upcomingDeadline - (firstKickoff(g) - DEADLINE_BEFORE_KICKOFF_MS);
  const shiftPast = g > 1 && kickoffsOf(g - 1).length > 0 ? upcomingDeadline - gap - lastKickoff(g - 1) : shiftFuture;
  const shiftFor = (gw: number | null) => (gw !== null && gw < g ? shiftPast : shiftFuture);

  const kickoffs = new Map<number, number | null>();
  for (const f of fixtures) kickoffs.set(f.id, f.kickoffTime === null ? null : f.kickoffTime + shiftFor(f.gameweek));

  const gameweeks: TimelineGameweek[] = [];
  for (let id = 1; id <= GAMEWEEK_COUNT; id++) {
    const shifted = fixtures.filter((f) => f.gameweek === id).map((f) => kickoffs.get(f.id)).filter((k): k is number => k != null);
    // Gameweeks without any dated fixture get a nominal weekly deadline after the last known one.
    const deadline = shifted.length ? Math.min(...shifted) - DEADLINE_BEFORE_KICKOFF_MS : (gameweeks.at(-1)?.deadline ?? upcomingDeadline) + 7 * 24 * HOUR;
    const status: TimelineGameweek["status"] = id < g - 1 ? "completed" : id === g - 1 ? "active" : id < g + maxOpen ? "upcoming" : "locked";
    gameweeks.push({ id, deadline, status, isLive: status === "active" });
  }
  return { kickoffs, gameweeks, shiftPast, shiftFuture };
}

/** An admin moving the local replay clock on (POST /admin/clock; local data only). */
export const clockAdvanceSchema = z.object({ advanceMinutes: z.number().int().min(1).max(60 * 24 * 14) });
export type ClockAdvance = z.output<typeof clockAdvanceSchema>;
