import { describe, expect, it } from "vitest";
import { seasonRules } from "./season-rules.ts";
import { eventsForTeam, mergeTold, newEvents, toldNow, type LiveStat } from "./push-live.ts";
import { dueReminders } from "./push-queue.ts";

const stat = (playerId: number, s: Partial<LiveStat> = {}): LiveStat => ({ playerId, goalsScored: 0, assists: 0, cleanSheets: 0, bonus: 0, bonusConfirmed: false, fixtureFinished: false, ...s });
const rules = seasonRules("2025-26");
const positions = new Map([[1, "FWD"], [2, "MID"], [3, "DEF"]] as const);
const names = new Map([[1, "Haaland"], [2, "Saka"], [3, "Gabriel"]]);

describe("live events", () => {
  it("tells goals and assists as they come, a clean sheet only at full time, bonus only once confirmed", () => {
    const live = toldNow([stat(1, { goalsScored: 1 }), stat(2, { assists: 1 }), stat(3, { cleanSheets: 1 }), stat(2, { bonus: 2 })]);
    expect(newEvents({}, live, positions, names, rules).map((e) => [e.name, e.points])).toEqual([["Haaland", 4], ["Saka", 3]]);
    const final = toldNow([stat(1, { goalsScored: 1, fixtureFinished: true }), stat(2, { assists: 1, bonus: 2, bonusConfirmed: true, fixtureFinished: true }), stat(3, { cleanSheets: 1, fixtureFinished: true })]);
    const events = newEvents(live, final, positions, names, rules);
    expect(events).toEqual([
      { playerId: 3, name: "Gabriel", goals: 0, assists: 0, cleanSheet: true, bonus: 0, points: 4 },
      { playerId: 2, name: "Saka", goals: 0, assists: 0, cleanSheet: false, bonus: 2, points: 2 },
    ]);
  });

  it("never tells an event twice, nor takes back one that was disallowed", () => {
    const one = toldNow([stat(1, { goalsScored: 1 })]);
    const told = mergeTold({}, one);
    expect(newEvents(told, one, positions, names, rules)).toEqual([]);
    const disallowed = toldNow([stat(1)]);
    expect(newEvents(told, disallowed, positions, names, rules)).toEqual([]);
    expect(mergeTold(told, disallowed)).toEqual(told);
    // The same goal given again after the VAR check is not told a second time.
    expect(newEvents(mergeTold(told, disallowed), one, positions, names, rules)).toEqual([]);
  });

  it("counts for a team only its starters, the captain doubled", () => {
    const events = newEvents({}, toldNow([stat(1, { goalsScored: 1 }), stat(2, { assists: 1 })]), positions, names, rules);
    const team = { picks: [{ playerId: 1, slot: "FWD-0" as const }, { playerId: 2, slot: "SUB-1" as const }], captainId: 1 };
    expect(eventsForTeam(events, team).map((l) => [l.event.name, l.multiplier])).toEqual([["Haaland", 2]]);
  });
});

describe("deadline reminders due", () => {
  const H = 3_600_000;
  it("24 h and 1 h before; when both are due only the nearer is sent", () => {
    const gw = (deadline: number, status = "upcoming") => ({ id: 5, deadline, status });
    expect(dueReminders([gw(25 * H)], 0)).toEqual([]);
    expect(dueReminders([gw(23 * H)], 0)).toEqual([{ gameweek: 5, lead: 24, deadline: 23 * H, send: true }]);
    expect(dueReminders([gw(30 * 60_000)], 0)).toEqual([
      { gameweek: 5, lead: 24, deadline: 30 * 60_000, send: false },
      { gameweek: 5, lead: 1, deadline: 30 * 60_000, send: true },
    ]);
    expect(dueReminders([gw(-1)], 0)).toEqual([]);
    expect(dueReminders([gw(H / 2, "active")], 0)).toEqual([]);
  });
});
