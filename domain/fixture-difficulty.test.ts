import { describe, expect, it } from "vitest";
import { fixtureDifficulty, nextFixturesByClub, strengthRange, type ClubStrength } from "./fixture-difficulty.ts";

const club = (id: number, shortName: string, home: number, away: number): ClubStrength => ({ id, shortName, strengthOverallHome: home, strengthOverallAway: away });
// Venue strengths of the 2025-26 data at its extremes: BUR at home 975, ARS away 1365.
const ARS = club(1, "ARS", 1300, 1365);
const BUR = club(3, "BUR", 975, 1090);
const WOL = club(20, "WOL", 1030, 1060);
const CRY = club(8, "CRY", 1160, 1165);
const clubs = [ARS, BUR, WOL, CRY];

describe("fixtureDifficulty", () => {
  const range = strengthRange(clubs);
  it("spans the league's range of venue strengths", () => expect(range).toEqual({ min: 975, max: 1365 }));
  it("is 5 against the strongest side where it is strongest, 1 against the weakest", () => {
    expect(fixtureDifficulty(ARS, false, range)).toBe(5);
    expect(fixtureDifficulty(BUR, true, range)).toBe(1);
  });
  it("depends on the venue", () => {
    expect(fixtureDifficulty(ARS, true, range)).toBe(4);
    expect(fixtureDifficulty(BUR, false, range)).toBe(2);
  });
  it("cuts the range into five bands", () => expect(fixtureDifficulty(CRY, true, range)).toBe(3));
  it("is 3 when every club is as strong", () => expect(fixtureDifficulty(ARS, true, { min: 1000, max: 1000 })).toBe(3));
});

describe("nextFixturesByClub", () => {
  const fixtures = [
    { gameweek: 1, kickoff: "2025-08-16T14:00:00Z", teamH: 1, teamA: 3 },
    { gameweek: 2, kickoff: "2025-08-23T14:00:00Z", teamH: 3, teamA: 1 },
    { gameweek: 3, kickoff: "2025-08-30T14:00:00Z", teamH: 20, teamA: 1 },
    { gameweek: null, kickoff: null, teamH: 8, teamA: 1 },
    { gameweek: 4, kickoff: "2025-09-13T14:00:00Z", teamH: 1, teamA: 8 },
    { gameweek: 5, kickoff: "2025-09-20T14:00:00Z", teamH: 8, teamA: 1 },
  ];
  it("lists each club's next three from the given gameweek, with opponent, venue and difficulty", () => {
    const next = nextFixturesByClub(clubs, fixtures, 2);
    expect(next[1]).toEqual([
      { gameweek: 2, opponent: "BUR", home: false, difficulty: 1 },
      { gameweek: 3, opponent: "WOL", home: false, difficulty: 2 },
      { gameweek: 4, opponent: "CRY", home: true, difficulty: 3 },
    ]);
    expect(next[3]).toEqual([{ gameweek: 2, opponent: "ARS", home: true, difficulty: 5 }]);
    expect(next[20]).toEqual([{ gameweek: 3, opponent: "ARS", home: true, difficulty: 5 }]);
  });
  it("skips unscheduled fixtures and gives clubs without fixtures an empty list", () => {
    expect(nextFixturesByClub(clubs, fixtures, 6)[8]).toEqual([]);
  });
});
