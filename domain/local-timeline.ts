// The local timeline of the embedded data set (DESIGN.md §4, decision 005): the real
// 2025-26 dates moved so that gameweek G is upcoming with its deadline one to three days
// ahead, G-1 is live (matches played, under way and to come) and earlier gameweeks are
// completed. Dates move by whole days, so every kickoff keeps its real UK time of day
// (12:30, 15:00, 17:30, 20:00): one shift for gameweeks >= G and another for gameweeks < G,
// chosen together so that `now` falls inside the live gameweek and its last match ends
// before G's deadline. Each gameweek keeps its own rhythm.

import { z } from "zod";
import { GAMEWEEK_COUNT } from "./constants.ts";
import { parseGameweekNumber, type GameweekStatus } from "./gameweek.ts";

export const DEADLINE_BEFORE_KICKOFF_MS = 90 * 60 * 1000;
/** A fixture counts as finished this long after its kickoff (90 min + half-time + stoppage). */
export const MATCH_DURATION_MS = 115 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export type TimelineFixture = { id: number; gameweek: number | null; kickoffTime: number | null };
export type TimelineOptions = {
  currentGameweek: number;
  now: number;
  /** Upcoming gameweeks open at once (the settings' maxOpenGameweeks, default 3). */
  maxOpenGameweeks?: number;
};
export type TimelineGameweek = { id: number; deadline: number; status: GameweekStatus; isLive: boolean };
export type FixtureState = "finished" | "live" | "scheduled";

export function fixtureState(kickoff: number | null, now: number): FixtureState {
  if (kickoff === null || now < kickoff) return "scheduled";
  return now >= kickoff + MATCH_DURATION_MS ? "finished" : "live";
}

/** Last Sunday of a month at 01:00 UTC (when UK clocks change). */
function lastSundayOneUtc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0, 1));
  return last.getTime() - last.getUTCDay() * DAY;
}

/** The UK's offset from UTC at `t` (British Summer Time from the last Sunday of March to the last Sunday of October). */
export function ukOffsetMs(t: number): number {
  const year = new Date(t).getUTCFullYear();
  return t >= lastSundayOneUtc(year, 2) && t < lastSundayOneUtc(year, 9) ? HOUR : 0;
}

/** `t` moved by whole calendar days, keeping its UK time of day across a clock change. */
export function shiftByDays(t: number, days: number): number {
  const moved = t + days * DAY;
  return moved + ukOffsetMs(t) - ukOffsetMs(moved);
}

export function buildLocalTimeline(fixtures: readonly TimelineFixture[], options: TimelineOptions) {
  const { currentGameweek: g, now } = options;
  const maxOpen = options.maxOpenGameweeks ?? 3;
  if (parseGameweekNumber(g) === null) throw new RangeError(`current gameweek must be 1-${GAMEWEEK_COUNT}, got ${g}`);

  const kickoffsOf = (gw: number) =>
    fixtures.filter((f) => f.gameweek === gw && f.kickoffTime !== null).map((f) => f.kickoffTime as number);
  const upcomingKickoffs = kickoffsOf(g);
  const liveKickoffs = g > 1 ? kickoffsOf(g - 1) : [];
  if (upcomingKickoffs.length === 0) throw new RangeError(`gameweek ${g} has no scheduled fixture`);
  const realDeadline = Math.min(...upcomingKickoffs) - DEADLINE_BEFORE_KICKOFF_MS;

  // Whole-day shifts that bring a moment near a target.
  const daysNear = (from: number, to: number) => Math.round((to - from) / DAY);
  const range = (center: number, spread: number) => Array.from({ length: 2 * spread + 1 }, (_, i) => center - spread + i);

  // The upcoming deadline one to three days ahead (two ideally); the live gameweek around now,
  // with matches played, under way and to come, all over before that deadline.
  let best = { penalty: Infinity, pastDays: 0, futureDays: 0 };
  const futureCandidates = range(daysNear(realDeadline, now + 2 * DAY), 2);
  const pastCandidates = liveKickoffs.length
    ? range(daysNear((Math.min(...liveKickoffs) + Math.max(...liveKickoffs)) / 2, now), 4)
    : [null];
  for (const pastDays of pastCandidates) {
    const live = pastDays === null ? [] : liveKickoffs.map((k) => shiftByDays(k, pastDays));
    const states = live.map((k) => fixtureState(k, now));
    const count = (s: FixtureState) => states.filter((x) => x === s).length;
    for (const futureDays of futureCandidates) {
      const deadline = shiftByDays(realDeadline, futureDays);
      let penalty = 0;
      if (deadline < now + DAY || deadline > now + 3 * DAY) penalty += 1000;
      if (live.length) {
        if (Math.max(...live) + MATCH_DURATION_MS > deadline) penalty += 500;
        if (count("finished") === 0) penalty += 100;
        if (count("scheduled") === 0) penalty += 100;
        if (count("live") === 0) penalty += 10;
        penalty += Math.abs(count("finished") - count("scheduled")) / live.length;
      }
      penalty += Math.abs(deadline - (now + 2 * DAY)) / (100 * DAY);
      if (penalty < best.penalty) best = { penalty, pastDays: pastDays ?? futureDays, futureDays };
    }
  }
  const daysFor = (gw: number | null) => (gw !== null && gw < g ? best.pastDays : best.futureDays);

  const kickoffs = new Map<number, number | null>();
  for (const f of fixtures) kickoffs.set(f.id, f.kickoffTime === null ? null : shiftByDays(f.kickoffTime, daysFor(f.gameweek)));

  const gameweeks: TimelineGameweek[] = [];
  for (let id = 1; id <= GAMEWEEK_COUNT; id++) {
    const shifted = fixtures.filter((f) => f.gameweek === id).map((f) => kickoffs.get(f.id)).filter((k): k is number => k != null);
    // Gameweeks without any dated fixture get a nominal weekly deadline after the last known one.
    const deadline = shifted.length ? Math.min(...shifted) - DEADLINE_BEFORE_KICKOFF_MS : (gameweeks.at(-1)?.deadline ?? now) + 7 * DAY;
    const status: TimelineGameweek["status"] = id < g - 1 ? "completed" : id === g - 1 ? "active" : id < g + maxOpen ? "upcoming" : "locked";
    gameweeks.push({ id, deadline, status, isLive: status === "active" });
  }
  return { kickoffs, gameweeks, pastDays: best.pastDays, futureDays: best.futureDays };
}

/** An admin moving the local replay clock on (POST /admin/clock; local data only). */
export const clockAdvanceSchema = z.object({ advanceMinutes: z.number().int().min(1).max(60 * 24 * 14) });
export type ClockAdvance = z.output<typeof clockAdvanceSchema>;
