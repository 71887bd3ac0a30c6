import { describe, expect, it } from "vitest";
import { defaultGameweek, gameweekNumberSchema, isTeamRevealed, parseGameweekNumber } from "./gameweek.ts";

describe("gameweek numbers", () => {
  it("are whole numbers from 1 to 38, from a body or a parameter", () => {
    expect(gameweekNumberSchema.safeParse(18).success).toBe(true);
    expect(gameweekNumberSchema.safeParse("18").success).toBe(false);
    expect(parseGameweekNumber("18")).toBe(18);
    expect(parseGameweekNumber(" 38 ")).toBe(38);
    expect(parseGameweekNumber(1)).toBe(1);
    for (const bad of ["0", "39", "1.5", "x", "", " ", null, undefined, 0, 39, "0x12", "1e1", "+18", "018", "18.0", "１８"]) expect(parseGameweekNumber(bad)).toBeNull();
    expect(gameweekNumberSchema.safeParse(39).error?.issues[0]?.message).toBe("Gameweek must be a number from 1 to 38");
  });
});

describe("defaultGameweek", () => {
  it("is the first open gameweek, else the current one", () => {
    expect(defaultGameweek({ openedGameweeks: [19, 20], currentGameweek: 18 })).toBe(19);
    expect(defaultGameweek({ openedGameweeks: [], currentGameweek: 38 })).toBe(38);
  });
});

describe("isTeamRevealed", () => {
  const deadline = 1_000_000;
  it("reveals once the deadline has passed, never for a locked gameweek", () => {
    expect(isTeamRevealed({ status: "upcoming", deadline }, deadline - 1)).toBe(false);
    expect(isTeamRevealed({ status: "upcoming", deadline }, deadline)).toBe(true);
    expect(isTeamRevealed({ status: "active", deadline }, deadline - 1)).toBe(true);
    expect(isTeamRevealed({ status: "completed", deadline }, 0)).toBe(true);
    expect(isTeamRevealed({ status: "locked", deadline }, deadline + 1)).toBe(false);
    expect(isTeamRevealed(undefined, deadline)).toBe(false);
  });
});
