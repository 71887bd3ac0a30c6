import { describe, expect, it } from "vitest";
import type { MatchScore } from "./chat";
import { eventText, fixtureEvents, lineEvents, stateEvents, type LiveLine } from "./chat-live";

const line = (over: Partial<LiveLine> = {}): LiveLine => ({
  playerId: 1,
  playerName: "Saka",
  teamShortName: "ARS",
  position: "MID",
  goalsScored: 0,
  assists: 0,
  ownGoals: 0,
  penaltiesSaved: 0,
  penaltiesMissed: 0,
  yellowCards: 0,
  redCards: 0,
  saves: 0,
  bonus: 0,
  totalPoints: 2,
  ...over,
});
const match: MatchScore = {
  fixtureId: 9,
  gameweek: 17,
  kickoffTime: null,
  home: { teamId: 1, name: "Arsenal", shortName: "ARS", score: 1 },
  away: { teamId: 2, name: "Chelsea", shortName: "CHE", score: 0 },
  started: true,
  finished: false,
  minutes: 30,
};

describe("live match events", () => {
  it("a goal, an assist and a card with their fantasy points", () => {
    const events = lineEvents(line(), line({ goalsScored: 1, assists: 1, yellowCards: 1 }));
    expect(events.map((e) => [e.kind, e.points])).toEqual([
      ["goal", 5],
      ["assist", 3],
      ["yellow_card", -1],
    ]);
    expect(eventText(events[0]!, match)).toBe("⚽ But de Saka (ARS) ! +5 pts · ARS 1 - 0 CHE");
  });

  it("goal points follow the position", () => {
    expect(lineEvents(null, line({ position: "DEF", goalsScored: 1 }))[0]!.points).toBe(6);
    expect(lineEvents(null, line({ position: "FWD", goalsScored: 2 })).map((e) => e.points)).toEqual([4, 4]);
  });

  it("saves milestones every 3 saves, and provisional bonus changes", () => {
    const gk = line({ position: "GK", playerName: "Raya" });
    expect(lineEvents(gk, { ...gk, saves: 2 })).toEqual([]);
    const three = lineEvents({ ...gk, saves: 2 }, { ...gk, saves: 3 });
    expect(three).toMatchObject([{ kind: "saves", points: 1, value: 3 }]);
    expect(lineEvents({ ...gk, saves: 3 }, { ...gk, saves: 5 })).toEqual([]);
    expect(lineEvents({ ...gk, bonus: 1 }, { ...gk, bonus: 3 })).toMatchObject([{ kind: "bonus", points: 3, value: 1 }]);
  });

  it("nothing new, nothing posted; a fixture is the sum of its players", () => {
    expect(lineEvents(line({ goalsScored: 1 }), line({ goalsScored: 1 }))).toEqual([]);
    const previous = new Map([[1, line({ goalsScored: 1 })]]);
    const events = fixtureEvents(previous, [line({ goalsScored: 2 }), line({ playerId: 2, playerName: "Rice", assists: 1 })]);
    expect(events.map((e) => `${e.kind}:${e.playerName}`)).toEqual(["goal:Saka", "assist:Rice"]);
  });

  it("kick-off and full time once each", () => {
    expect(stateEvents(null, match).map((e) => e.kind)).toEqual(["kickoff"]);
    expect(stateEvents(match, match)).toEqual([]);
    expect(stateEvents(match, { ...match, finished: true }).map((e) => e.kind)).toEqual(["full_time"]);
  });
});
