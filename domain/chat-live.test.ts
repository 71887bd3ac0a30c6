import { describe, expect, it } from "vitest";
import type { MatchScore } from "./chat";
import { fixtureEvents, lineEvents, stateEvents, type LiveLine } from "./chat-live";
import { isSystemLine, SYSTEM_KEYS, systemLine, systemText } from "./chat-system";
import { withLocale } from "./locale";

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
    // The room keeps a key and values (issue 45); each reader's language renders them.
    const goal = systemLine(events[0]!, match);
    expect(goal).toEqual({ key: "goal", values: { who: "Saka (ARS)", points: 5, value: 1, score: "ARS 1 - 0 CHE", homeName: match.home.name, awayName: match.away.name } });
    expect(isSystemLine(JSON.parse(JSON.stringify(goal)))).toBe(true);
    expect(withLocale("fr-FR", () => systemText(goal))).toBe("But de Saka (ARS) ! +5 pts · ARS 1 - 0 CHE");
    expect(withLocale("en-GB", () => systemText(goal))).toBe("Goal by Saka (ARS)! +5 pts · ARS 1 - 0 CHE");
    const card = systemLine(events[2]!, match);
    expect(withLocale("fr-FR", () => systemText(card))).toBe("Carton jaune pour Saka (ARS) · -1 pt");
    expect(withLocale("en-GB", () => systemText(card))).toBe("Yellow card for Saka (ARS) · -1 pt");
    // Words only: each key's icon is an SVG the screen draws (issue 45), never an emoji in the text.
    for (const key of SYSTEM_KEYS)
      for (const locale of ["fr-FR", "en-GB"] as const)
        expect(withLocale(locale, () => systemText({ key, values: goal.values })), `${key} ${locale}`).not.toMatch(/\p{Extended_Pictographic}/u);
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
