import { describe, expect, it } from "vitest";
import realFixtures from "../data/fixtures.json" with { type: "json" };
import { buildLocalTimeline, DEADLINE_BEFORE_KICKOFF_MS, fixtureState, MATCH_DURATION_MS, shiftByDays, ukOffsetMs } from "./local-timeline";

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

  it("puts the upcoming gameweek's deadline one to three days ahead, 90 minutes before its first kickoff", () => {
    const gw18 = gameweeks[17]!;
    expect(gw18.status).toBe("upcoming");
    expect(gw18.deadline).toBeGreaterThanOrEqual(now + DAY);
    expect(gw18.deadline).toBeLessThanOrEqual(now + 3 * DAY);
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

describe("buildLocalTimeline on the real 2025-26 fixtures", () => {
  const real = realFixtures.map((f) => ({ id: f.id, gameweek: f.event, kickoffTime: f.kickoff_time ? Date.parse(f.kickoff_time) : null }));
  // One formatter for the thousands of readings (toLocaleTimeString builds one per call, seconds in all).
  const ukTime = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit" });
  const ukClock = (t: number) => ukTime.format(t);
  // Every hour of a week in November (GMT) and one in July (BST), for gameweeks 18, 10 and 5.
  const moments = [Date.UTC(2026, 10, 23), Date.UTC(2026, 6, 6)].flatMap((start) => Array.from({ length: 7 * 24 }, (_, h) => start + h * H + 17 * 60_000));

  for (const g of [18, 10, 5]) {
    it(`gameweek ${g} upcoming: whole-day shifts keep real UK kickoff times; deadline 1-3 days ahead; the live gameweek spans now`, () => {
      for (const now of moments) {
        const { kickoffs, gameweeks, pastDays, futureDays } = buildLocalTimeline(real, { currentGameweek: g, now });
        expect(Number.isInteger(pastDays) && Number.isInteger(futureDays)).toBe(true);
        // Collected, then asserted once: an expect per fixture per hour is most of the test's time.
        const moved = real
          .filter((x) => x.kickoffTime !== null && (x.gameweek === g || x.gameweek === g - 1 || x.gameweek === 1))
          .filter((f) => ukClock(kickoffs.get(f.id)!) !== ukClock(f.kickoffTime!))
          .map((f) => f.id);
        expect(moved).toEqual([]);
        const deadline = gameweeks[g - 1]!.deadline;
        expect(deadline - now).toBeGreaterThanOrEqual(DAY);
        expect(deadline - now).toBeLessThanOrEqual(3 * DAY);
        const live = real.filter((f) => f.gameweek === g - 1).map((f) => kickoffs.get(f.id)!);
        const states = live.map((k) => fixtureState(k, now));
        expect(states).toContain("finished");
        expect(states).toContain("scheduled");
        expect(Math.max(...live) + MATCH_DURATION_MS).toBeLessThanOrEqual(deadline);
      }
    });
  }

  it("puts a match under way at now when the time of day allows it", () => {
    const now = Date.UTC(2026, 10, 27, 21); // 21:00 UK: the live gameweek's Saturday 20:00 matches are on
    const { kickoffs } = buildLocalTimeline(real, { currentGameweek: 18, now });
    const states = real.filter((f) => f.gameweek === 17).map((f) => fixtureState(kickoffs.get(f.id)!, now));
    expect(states).toContain("live");
  });
});

describe("shiftByDays and ukOffsetMs", () => {
  it("knows British Summer Time and keeps the UK time of day across a clock change", () => {
    expect(ukOffsetMs(Date.UTC(2025, 7, 15, 19))).toBe(H);
    expect(ukOffsetMs(Date.UTC(2025, 11, 20, 12))).toBe(0);
    const summer = Date.UTC(2025, 7, 16, 11, 30); // 12:30 BST
    const winter = shiftByDays(summer, 100);
    expect(new Date(winter).toISOString()).toBe("2025-11-24T12:30:00.000Z"); // 12:30 GMT
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
