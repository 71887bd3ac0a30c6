import { describe, expect, it } from "vitest";
import { statusMoveEffect, statusMoveRefusal, type GameweekFacts } from "./gameweek-status";

const now = 1_000_000;
const facts = (over: Partial<GameweekFacts> = {}): GameweekFacts => ({
  gameweek: 12,
  status: "active",
  deadline: now - 1,
  teams: 3,
  scored: true,
  rewardsPaid: false,
  ...over,
});

describe("gameweek status moves", () => {
  it("complete only a live gameweek that was scored", () => {
    expect(statusMoveRefusal(facts(), "completed", now)).toBeNull();
    expect(statusMoveRefusal(facts({ scored: false }), "completed", now)).toMatch(/not all finished and scored/);
    expect(statusMoveRefusal(facts({ status: "upcoming" }), "completed", now)).toMatch(/never been scored/);
  });
  it("never reopen a gameweek that paid rewards", () => {
    for (const to of ["upcoming", "active", "locked"] as const)
      expect(statusMoveRefusal(facts({ status: "completed", rewardsPaid: true, deadline: now + 1 }), to, now)).toMatch(/already paid/);
    expect(statusMoveRefusal(facts({ status: "completed", rewardsPaid: false }), "active", now)).toBeNull();
  });
  it("reopen saves only before the deadline, and refuse a move to the same status", () => {
    expect(statusMoveRefusal(facts({ deadline: now + 60_000 }), "upcoming", now)).toBeNull();
    expect(statusMoveRefusal(facts({ deadline: now }), "upcoming", now)).toMatch(/deadline has passed/);
    expect(statusMoveRefusal(facts(), "active", now)).toMatch(/already active/);
  });
  it("say what changes for managers", () => {
    expect(statusMoveEffect(facts(), "upcoming")).toMatch(/Saves reopen/);
    expect(statusMoveEffect(facts({ status: "upcoming", teams: 1 }), "active")).toMatch(/1 saved team are revealed|1 saved team/);
    expect(statusMoveEffect(facts(), "completed")).toMatch(/rewards/);
  });
});
