import { describe, expect, it } from "vitest";
import { DEFAULT_CHALLENGE_RULES, teamsNamedByRules, toChallengeRulesWire } from "./challenge-rules.ts";
import { challengeRulesSchema } from "./challenge-rules-schema.ts";

describe("challengeRulesSchema", () => {
  it("fills the defaults: budget £100m (1000 tenths), max 3 per club", () => {
    expect(challengeRulesSchema.parse({})).toEqual(DEFAULT_CHALLENGE_RULES);
    expect(DEFAULT_CHALLENGE_RULES).toMatchObject({ budgetTenths: 1000, maxPlayersPerTeam: 3 });
  });

  it("converts the budget from £m to tenths once", () => {
    expect(challengeRulesSchema.parse({ budget: 85 }).budgetTenths).toBe(850);
    expect(challengeRulesSchema.parse({ budget: 92.5 }).budgetTenths).toBe(925);
  });

  it("keeps the budget between 50 and 150 in steps of 0.5", () => {
    expect(challengeRulesSchema.safeParse({ budget: 49.5 }).success).toBe(false);
    expect(challengeRulesSchema.safeParse({ budget: 150.5 }).success).toBe(false);
    expect(challengeRulesSchema.safeParse({ budget: 92.3 }).success).toBe(false);
    expect(challengeRulesSchema.safeParse({ budget: "100" }).success).toBe(false);
    expect(challengeRulesSchema.safeParse({ budget: 50 }).success).toBe(true);
    expect(challengeRulesSchema.safeParse({ budget: 150 }).success).toBe(true);
  });

  it("keeps maxPlayersPerTeam between 1 and 5", () => {
    expect(challengeRulesSchema.safeParse({ maxPlayersPerTeam: 0 }).success).toBe(false);
    expect(challengeRulesSchema.safeParse({ maxPlayersPerTeam: 6 }).success).toBe(false);
    expect(challengeRulesSchema.safeParse({ maxPlayersPerTeam: 2.5 }).success).toBe(false);
    expect(challengeRulesSchema.parse({ maxPlayersPerTeam: 4 }).maxPlayersPerTeam).toBe(4);
  });

  it("normalises a single required-club object to a list and upper-cases club codes", () => {
    expect(challengeRulesSchema.parse({ mustHavePlayerFromTeam: { team: " liv ", count: 2 } }).mustHavePlayerFromTeam).toEqual([{ team: "LIV", count: 2 }]);
    expect(challengeRulesSchema.parse({ mustHavePlayerFromTeam: null }).mustHavePlayerFromTeam).toEqual([]);
  });

  it("rejects a club listed twice, bad counts, bad codes and counts above the club limit", () => {
    const twice = challengeRulesSchema.safeParse({ mustHavePlayerFromTeam: [{ team: "LIV", count: 1 }, { team: "liv", count: 2 }] });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]).toMatchObject({ path: ["mustHavePlayerFromTeam", 1, "team"], message: "LIV is listed more than once" });
    expect(challengeRulesSchema.safeParse({ mustHavePlayerFromTeam: [{ team: "LIV", count: 0 }] }).success).toBe(false);
    expect(challengeRulesSchema.safeParse({ mustHavePlayerFromTeam: [{ team: "LIV", count: 6 }] }).success).toBe(false);
    expect(challengeRulesSchema.safeParse({ mustHavePlayerFromTeam: [{ team: "Liverpool", count: 1 }] }).success).toBe(false);
    const overLimit = challengeRulesSchema.safeParse({ maxPlayersPerTeam: 2, mustHavePlayerFromTeam: [{ team: "LIV", count: 3 }] });
    expect(overLimit.error?.issues[0].message).toBe("Cannot require 3 players from LIV with a limit of 2 per club");
    const tooMany = challengeRulesSchema.safeParse({
      maxPlayersPerTeam: 4,
      mustHavePlayerFromTeam: ["ARS", "LIV", "MCI", "CHE"].map((team) => ({ team, count: 4 })),
    });
    expect(tooMany.success).toBe(false);
  });

  it("accepts excluded players as a name or a list: trimmed, blanks dropped, unique", () => {
    expect(challengeRulesSchema.parse({ mustExcludePlayer: " Haaland " }).mustExcludePlayers).toEqual(["Haaland"]);
    expect(challengeRulesSchema.parse({ mustExcludePlayer: ["Haaland", " haaland", "", "Salah", 20, "20"] }).mustExcludePlayers).toEqual([
      "Haaland",
      "Salah",
      20,
    ]);
    expect(challengeRulesSchema.parse({ mustExcludePlayer: "" }).mustExcludePlayers).toEqual([]);
    expect(challengeRulesSchema.safeParse({ mustExcludePlayer: [true] }).success).toBe(false);
  });

  it("accepts the required player as an id or a name, and not both required and excluded", () => {
    expect(challengeRulesSchema.parse({ mustHavePlayer: 381 }).mustHavePlayers).toEqual([381]);
    expect(challengeRulesSchema.parse({ mustHavePlayer: "Salah" }).mustHavePlayers).toEqual(["Salah"]);
    expect(challengeRulesSchema.parse({ mustHavePlayer: null }).mustHavePlayers).toEqual([]);
    const both = challengeRulesSchema.safeParse({ mustHavePlayer: "Salah", mustExcludePlayer: ["SALAH"] });
    expect(both.error?.issues[0].message).toBe("Salah cannot be both required and excluded");
  });

  it("reads minPlayersFromTeam with position 'captain'", () => {
    expect(challengeRulesSchema.parse({ minPlayersFromTeam: { team: "liv", count: 2, position: "captain" } }).minPlayersFromTeam).toEqual({
      team: "LIV",
      count: 2,
      captainFromTeam: true,
    });
    expect(challengeRulesSchema.parse({ minPlayersFromTeam: { team: "LIV", count: 1 } }).minPlayersFromTeam?.captainFromTeam).toBe(false);
    expect(challengeRulesSchema.safeParse({ minPlayersFromTeam: { team: "LIV", count: 1, position: "goalkeeper" } }).success).toBe(false);
  });

  it("drops unknown fields and round-trips through the wire shape", () => {
    const parsed = challengeRulesSchema.parse({
      budget: 85,
      maxPlayersPerTeam: 2,
      mustHavePlayer: "Salah",
      mustExcludePlayer: ["Haaland", 235],
      mustHavePlayerFromTeam: [{ team: "LIV", count: 2 }],
      minPlayersFromTeam: { team: "ARS", count: 1, position: "captain" },
      somethingElse: true,
    });
    expect(parsed).not.toHaveProperty("somethingElse");
    const wire = toChallengeRulesWire(parsed);
    expect(wire).toEqual({
      budget: 85,
      maxPlayersPerTeam: 2,
      mustHavePlayer: ["Salah"],
      mustExcludePlayer: ["Haaland", 235],
      mustHavePlayerFromTeam: [{ team: "LIV", count: 2 }],
      minPlayersFromTeam: { team: "ARS", count: 1, position: "captain" },
    });
    expect(challengeRulesSchema.parse(wire)).toEqual(parsed);
    expect(teamsNamedByRules(parsed)).toEqual(["LIV", "ARS"]);
  });
});

