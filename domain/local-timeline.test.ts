import { describe, expect, it } from "vitest";
import { buildLocalTimeline, DEADLINE_BEFORE_KICKOFF_MS, fixtureState, MATCH_DURATION_MS } from "./local-timeline";

const DAY = 24 * 60 * 60 * 1000;
const H = 60 * 60 * 1000;
const t0 = Date.UTC(2025, 11, 1);
// Three fixtures a gameweek, a week apart, each spanning 3 days.
const fixtures = Array.from({ length: 38 }, (_, i) => i + 1).flatMap((gw) =>
  [0, 1, 3].map((d, k) => ({ id: gw * 10 + k, gameweek: gw, kickoffTime: t0 + (gw - 1) * 7 * DAY + d * DAY })),
);

describe("buildLocalTimeline", () => {
  const now = Date.UTC(2026, 10, 21, 12);
  const { kickoffs, gameweeks } = buildLocalTimeline([...fixtures, { id: 999, gameweek: null, kickoffTime: null }], { currentGameweek: 18, now });

  it("puts the upcoming gameweek's deadline two days ahead, 90 minutes before its first kickoff", () => {
    const gw18 = gameweeks[17]!;
    expect(gw18.status).toBe("upcoming");
    expect(gw18.deadline).toBe(now + 2 * DAY);
    expect(kickoffs.get(180)).toBe(gw18.deadline + DEADLINE_BEFORE_KICKOFF_MS);
  });

  it("makes the previous gameweek live: started but not all played, finishing before the next deadline", () => {
    const gw17 = gameweeks[16]!;
    expect(gw17).toMatchObject({ status: "active", isLive: true });
    expect(gw17.deadline).toBeLessThan(now);
    const states = [170, 171, 172].map((id) => fixtureState(kickoffs.get(id)!, now));
    expect(states).toContain("finished");
    expect(states).toContain("scheduled");
    expect(kickoffs.get(172)! + MATCH_DURATION_MS).toBeLessThan(gameweeks[17]!.deadline);
  });

  it("completes earlier gameweeks, opens three upcoming ones and locks the rest", () => {
    expect(gameweeks.slice(0, 16).every((g) => g.status === "completed")).toBe(true);
    expect(gameweeks.filter((g) => g.status === "upcoming").map((g) => g.id)).toEqual([18, 19, 20]);
    expect(gameweeks.slice(20).every((g) => g.status === "locked")).toBe(true);
    expect(kickoffs.get(999)).toBeNull();
  });

  it("keeps each gameweek's own spacing and refuses a gameweek out of range", () => {
    expect(kickoffs.get(191)! - kickoffs.get(190)!).toBe(DAY);
    expect(() => buildLocalTimeline(fixtures, { currentGameweek: 39, now })).toThrow(RangeError);
  });

  it("works for the first gameweek (nothing live yet)", () => {
    const first = buildLocalTimeline(fixtures, { currentGameweek: 1, now });
    expect(first.gameweeks[0]!.status).toBe("upcoming");
    expect(first.gameweeks.some((g) => g.status === "active")).toBe(false);
  });
});

describe("fixtureState", () => {
  it("is scheduled before kickoff, live for the match, finished after", () => {
    expect(fixtureState(1000, 999)).toBe("scheduled");
    expect(fixtureState(1000, 1000 + H)).toBe("live");
    expect(fixtureState(1000, 1000 + MATCH_DURATION_MS)).toBe("finished");
    expect(fixtureState(null, 5)).toBe("scheduled");
  });
});
