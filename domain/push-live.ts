// Live pushes (issue 46): what happened to players since the last push, told once and coalesced
// to one push a minute per person. The cron's tick compares the stored stats with what was
// already told (push_live_state), sends the new events in one fan-out, and each person's push
// lists the events of their final XI, the captain's doubled ('Haaland goal +8 (C)').
import type { Position } from "./constants.ts";
import type { SeasonRules } from "./season-rules-schema.ts";
import type { LiveEvent } from "./push-queue.ts";
import { isBenchSlot } from "./slots.ts";
import type { SquadPick } from "./squad.ts";

/** What is told of a player: goals, assists, a clean sheet kept to full time (0/1), confirmed bonus. */
export type Told = [goals: number, assists: number, cleanSheet: number, bonus: number];
export type ToldState = Record<string, Told>;

/** A gameweek's stats rows as the tick reads them (main database), with the fixture's state. */
export type LiveStat = { playerId: number; goalsScored: number; assists: number; cleanSheets: number; bonus: number; bonusConfirmed: boolean; fixtureFinished: boolean };

/**
 * Each player's countable state now: goals and assists as they come; a clean sheet only once his
 * fixture is finished and he kept it (kept to full time); bonus only once confirmed.
 */
export function toldNow(stats: readonly LiveStat[]): ToldState {
  const state: ToldState = {};
  for (const s of stats) {
    const t = (state[s.playerId] ??= [0, 0, 0, 0]);
    t[0] += s.goalsScored;
    t[1] += s.assists;
    if (s.fixtureFinished && s.cleanSheets > 0) t[2] = 1;
    if (s.bonusConfirmed && s.fixtureFinished) t[3] += s.bonus;
  }
  return state;
}

/**
 * The events to tell: for each player, what grew since `before` (a goal disallowed, a count that
 * shrank, is not told and not taken back), with the points it brings by `rules` and position.
 * `names`: the players' short names.
 */
export function newEvents(before: ToldState, now: ToldState, positions: ReadonlyMap<number, Position>, names: ReadonlyMap<number, string>, rules: SeasonRules): LiveEvent[] {
  const events: LiveEvent[] = [];
  for (const [id, t] of Object.entries(now)) {
    const was = before[id] ?? [0, 0, 0, 0];
    const goals = Math.max(0, t[0] - was[0]);
    const assists = Math.max(0, t[1] - was[1]);
    const cleanSheet = t[2] > was[2];
    const bonus = Math.max(0, t[3] - was[3]);
    if (!goals && !assists && !cleanSheet && !bonus) continue;
    const playerId = Number(id);
    const position = positions.get(playerId) ?? "MID";
    const points = goals * rules.goals_scored[position] + assists * rules.per_event.assists + (cleanSheet ? rules.clean_sheets.points[position] : 0) + bonus;
    events.push({ playerId, name: names.get(playerId) ?? `#${playerId}`, goals, assists, cleanSheet, bonus, points });
  }
  return events.sort((a, b) => b.points - a.points || a.playerId - b.playerId);
}

/** What was told, grown by what is told now (counts never go down). */
export function mergeTold(before: ToldState, now: ToldState): ToldState {
  const out: ToldState = { ...before };
  for (const [id, t] of Object.entries(now)) {
    const was = before[id] ?? [0, 0, 0, 0];
    out[id] = [Math.max(was[0], t[0]), Math.max(was[1], t[1]), Math.max(was[2], t[2]), Math.max(was[3], t[3])];
  }
  return out;
}

/** One person's part of a live push: the events of players in their XI, with the multiplier each counts at (2: captain). */
export type PersonLive = { lines: { event: LiveEvent; multiplier: number }[]; points: number; rank: number | null; previousRank: number | null };

/**
 * The events of `events` that count for a team: its starters' (by the stored picks: a SUB slot is
 * the bench), the captain's doubled. Empty: nothing to tell this person.
 */
export function eventsForTeam(events: readonly LiveEvent[], team: { picks: readonly SquadPick[]; captainId: number }, captainMultiplier = 2) {
  const starters = new Set(team.picks.filter((p) => !isBenchSlot(p.slot)).map((p) => p.playerId));
  return events.filter((e) => starters.has(e.playerId)).map((event) => ({ event, multiplier: event.playerId === team.captainId ? captainMultiplier : 1 }));
}
