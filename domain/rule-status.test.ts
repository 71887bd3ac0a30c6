import { describe, expect, it } from "vitest";
import { catalogue, squadOf, validTeam } from "../tests/support/catalogue.ts";
import { DEFAULT_CHALLENGE_RULES, type ChallengeRules } from "./challenge-rules.ts";
import { challengeRulesSchema } from "./challenge-rules-schema.ts";
import { evaluateChallengeRules, ruleStatusProblems } from "./rule-status.ts";
import { indexPlayers } from "./squad.ts";

const players = indexPlayers(catalogue);

const rules: ChallengeRules = DEFAULT_CHALLENGE_RULES;

describe("evaluateChallengeRules", () => {
  const challenge = challengeRulesSchema.parse({
    budget: 100,
    maxPlayersPerTeam: 3,
    mustHavePlayer: 33,
    mustExcludePlayer: ["Salah", "Palmer", "Haaland"].slice(1),
    mustHavePlayerFromTeam: [{ team: "LIV", count: 2 }, { team: "MUN", count: 2 }],
    minPlayersFromTeam: { team: "LIV", count: 1, position: "captain" },
  });

  it("gives every rule a status, label and tone for the challenge card", () => {
    // Mid-build: Salah and Isak only.
    const partial = squadOf([[20, "MID-0"], [31, "FWD-0"]], 20, null);
    expect(evaluateChallengeRules(partial, players, challenge)).toEqual([
      { rule: "budget", budgetTenths: 1000, usedTenths: 190, remainingTenths: 810, met: true, tone: "neutral", label: "£19.0m / £100.0m" },
      { rule: "maxPlayersPerTeam", max: 3, overLimit: [], met: true, tone: "neutral", label: "Max 3 per club" },
      { rule: "mustHavePlayer", player: 33, name: "Haaland", present: false, met: false, tone: "unmet", label: "Haaland" },
      { rule: "mustExcludePlayer", player: "Palmer", name: "Palmer", present: false, met: true, tone: "neutral", label: "Palmer" },
      { rule: "mustExcludePlayer", player: "Haaland", name: "Haaland", present: false, met: true, tone: "neutral", label: "Haaland" },
      { rule: "mustHavePlayerFromTeam", team: "LIV", required: 2, have: 2, met: true, tone: "met", label: "LIV: 2/2" },
      { rule: "mustHavePlayerFromTeam", team: "MUN", required: 2, have: 0, met: false, tone: "unmet", label: "MUN: 0/2" },
      { rule: "minPlayersFromTeam", team: "LIV", required: 1, have: 2, met: true, tone: "met", label: "LIV: 2/1" },
      { rule: "captainFromTeam", team: "LIV", captainName: "M.Salah", met: true, tone: "met", label: "Captain from LIV" },
    ]);
  });

  it("shows an empty squad's rules as things to do (neutral), not red failures, still unmet", () => {
    const statuses = evaluateChallengeRules(squadOf([], null, null), players, challenge);
    expect(statuses.map((status) => status.tone)).toEqual(statuses.map(() => "neutral"));
    expect(statuses.filter((status) => !status.met).map((status) => status.rule)).toEqual(["mustHavePlayer", "mustHavePlayerFromTeam", "mustHavePlayerFromTeam", "minPlayersFromTeam", "captainFromTeam"]);
    // One player is a start: the rules not met turn red.
    const started = evaluateChallengeRules(squadOf([[20, "MID-0"]], null, null), players, challenge);
    expect(started.find((status) => status.rule === "mustHavePlayer")).toMatchObject({ met: false, tone: "unmet" });
  });

  it("shows an excluded player present in red", () => {
    const statuses = evaluateChallengeRules(validTeam, players, challenge);
    expect(statuses.find((status) => status.rule === "mustExcludePlayer" && status.name === "Palmer")).toMatchObject({
      present: true,
      met: false,
      tone: "unmet",
    });
  });

  it("marks the budget and the club limit red when broken", () => {
    const overLimit = squadOf([[10, "DEF-0"], [11, "DEF-1"], [15, "DEF-2"], [24, "MID-0"], [33, "FWD-0"]]);
    const statuses = evaluateChallengeRules(overLimit, players, { ...rules, budgetTenths: 300 });
    expect(statuses[0]).toMatchObject({ rule: "budget", usedTenths: 365, remainingTenths: -65, met: false, tone: "unmet" });
    expect(statuses[1]).toMatchObject({ rule: "maxPlayersPerTeam", overLimit: [{ team: "ARS", count: 4 }], tone: "unmet" });
    expect(ruleStatusProblems(statuses[1])).toEqual(["Too many players from ARS: 4 (the limit is 3 per club)."]);
  });

  it("reports a missing captain for a captain rule", () => {
    const statuses = evaluateChallengeRules(squadOf([[20, "MID-0"]], null, null), players, challenge);
    const captain = statuses.find((status) => status.rule === "captainFromTeam")!;
    expect(captain).toMatchObject({ captainName: null, met: false, tone: "unmet" });
    expect(ruleStatusProblems(captain)).toEqual(["Your captain must play for LIV."]);
  });
});

