import { describe, expect, it } from "vitest";
import {
  challengeRulesSchema,
  DEFAULT_CHALLENGE_RULES,
  evaluateChallengeRules,
  ruleStatusProblems,
  squadFromSubmission,
  teamSubmissionSchema,
  teamsNamedByRules,
  toChallengeRulesWire,
  validateFullTeam,
  validateTeamSubmission,
  type ChallengeRules,
  type SubmittedPlayer,
} from "./challenge-rules.ts";
import type { SlotId } from "./constants.ts";
import { indexPlayers, type Squad } from "./squad.ts";
import { catalogue } from "./test-catalogue.ts";

const players = indexPlayers(catalogue);

const rules: ChallengeRules = DEFAULT_CHALLENGE_RULES;

function squadOf(entries: Array<[number, SlotId]>, captainId: number | null = 20, viceCaptainId: number | null = 21): Squad {
  return { picks: entries.map(([playerId, slot]) => ({ playerId, slot })), captainId, viceCaptainId };
}

// A valid team: 4-4-2, cost 990, ARS 3 (Gabriel, Saliba, Rice), LIV 3 (Virgil, Salah, Isak). Captain Salah, vice Palmer.
const validEntries: Array<[number, SlotId]> = [
  [1, "GK-0"], [2, "SUB-0"],
  [10, "DEF-0"], [11, "DEF-1"], [12, "DEF-2"], [13, "DEF-3"], [14, "SUB-1"],
  [20, "MID-0"], [21, "MID-1"], [22, "MID-2"], [23, "MID-3"], [24, "SUB-2"],
  [30, "FWD-0"], [31, "FWD-1"], [32, "SUB-3"],
];
const validTeam = squadOf(validEntries);

/** validEntries with one player replaced by another in the same slot. */
function replacing(outId: number, inId: number): Array<[number, SlotId]> {
  return validEntries.map(([id, slot]) => [id === outId ? inId : id, slot]);
}

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

describe("teamSubmissionSchema", () => {
  const body = {
    gameweekId: "6f1c7c1e-3c1a-4b7e-9a51-1b0f2a3c4d5e",
    teamName: "  Terrace Kings  ",
    managerName: "Pep Guardiola",
    selectedPlayers: [
      { id: 20, slotId: "MID-0", captain: true, viceCaptain: false, price: 1, points: 999, webName: "Fake" },
      { id: 2, starter: false },
    ],
    remainingBudget: 999,
  };

  it("trims names, keeps only what it reads and drops client prices and points", () => {
    const parsed = teamSubmissionSchema.parse(body);
    expect(parsed).toEqual({
      gameweekId: body.gameweekId,
      teamName: "Terrace Kings",
      managerName: "Pep Guardiola",
      selectedPlayers: [
        { id: 20, slot: "MID-0", starter: true, captain: true, viceCaptain: false },
        { id: 2, slot: null, starter: false, captain: false, viceCaptain: false },
      ],
    });
  });

  it("limits the team name to 1-40 characters and needs a manager", () => {
    expect(teamSubmissionSchema.safeParse({ ...body, teamName: "   " }).success).toBe(false);
    expect(teamSubmissionSchema.safeParse({ ...body, teamName: "x".repeat(41) }).success).toBe(false);
    expect(teamSubmissionSchema.safeParse({ ...body, teamName: "x".repeat(40) }).success).toBe(true);
    expect(teamSubmissionSchema.safeParse({ ...body, managerName: "" }).success).toBe(false);
    expect(teamSubmissionSchema.safeParse({ ...body, gameweekId: "" }).success).toBe(false);
  });

  it("rejects wrong types", () => {
    expect(teamSubmissionSchema.safeParse({ ...body, selectedPlayers: [{ id: "20", starter: true }] }).success).toBe(false);
    expect(teamSubmissionSchema.safeParse({ ...body, selectedPlayers: [{ id: 20, starter: true, captain: "yes" }] }).success).toBe(false);
    expect(teamSubmissionSchema.safeParse({ ...body, selectedPlayers: "all" }).success).toBe(false);
    expect(teamSubmissionSchema.safeParse({ ...body, teamName: 7 }).success).toBe(false);
  });

  it("needs a valid slot or a starter flag, consistent with each other", () => {
    expect(teamSubmissionSchema.safeParse({ ...body, selectedPlayers: [{ id: 20 }] }).success).toBe(false);
    expect(teamSubmissionSchema.safeParse({ ...body, selectedPlayers: [{ id: 20, slot: "MID-9" }] }).success).toBe(false);
    expect(teamSubmissionSchema.safeParse({ ...body, selectedPlayers: [{ id: 20, slot: "SUB-0", starter: true }] }).success).toBe(false);
    expect(teamSubmissionSchema.safeParse({ ...body, selectedPlayers: [{ id: 20, slot: "SUB-0", slotId: "SUB-1" }] }).success).toBe(false);
    expect(teamSubmissionSchema.parse({ ...body, selectedPlayers: [{ id: 20, slot: "SUB-0", starter: false }] }).selectedPlayers[0]).toMatchObject({
      slot: "SUB-0",
      starter: false,
    });
  });

  it("refuses more than 30 players outright", () => {
    const many = Array.from({ length: 31 }, (_, index) => ({ id: index + 1, starter: true }));
    expect(teamSubmissionSchema.safeParse({ ...body, selectedPlayers: many }).success).toBe(false);
  });
});

describe("validateFullTeam", () => {
  it("accepts a valid team", () => {
    expect(validateFullTeam(validTeam, players, rules)).toEqual([]);
  });

  it("refuses 16 players", () => {
    const sixteen = squadOf([...validEntries, [33, "FWD-2"]]);
    const errors = validateFullTeam(sixteen, players, { ...rules, budgetTenths: 1500 });
    expect(errors).toContain("A squad must have exactly 15 players (this one has 16).");
    expect(errors).toContain("The starting XI must have exactly 11 players (it has 12).");
    expect(errors).toContain("The squad must have exactly 3 forwards (it has 4).");
  });

  it("refuses 4 players from one club under a max-3 rule, naming the club", () => {
    const fourArsenal = squadOf(replacing(22, 25)); // Saka for Mbeumo
    expect(validateFullTeam(fourArsenal, players, { ...rules, budgetTenths: 1100 })).toEqual([
      "Too many players from ARS: 4 (the limit is 3 per club).",
    ]);
    expect(validateFullTeam(fourArsenal, players, { ...rules, budgetTenths: 1100, maxPlayersPerTeam: 4 })).toEqual([]);
  });

  it("refuses a team over budget", () => {
    expect(validateFullTeam(validTeam, players, { ...rules, budgetTenths: 985 })).toEqual(["The squad costs £99.0m, over the £98.5m budget."]);
  });

  it("refuses an excluded player, matched by name or id", () => {
    const byName = challengeRulesSchema.parse({ mustExcludePlayer: ["Haaland", "Salah"] });
    expect(validateFullTeam(validTeam, players, byName)).toEqual(["Salah is excluded from this challenge."]);
    expect(validateFullTeam(validTeam, players, { ...rules, mustExcludePlayers: [20] })).toEqual(["M.Salah is excluded from this challenge."]);
  });

  it("needs a required player", () => {
    expect(validateFullTeam(validTeam, players, { ...rules, mustHavePlayers: [33] })).toEqual([
      "Haaland is required by this challenge but is not in your squad.",
    ]);
    expect(validateFullTeam(validTeam, players, { ...rules, mustHavePlayers: ["salah"] })).toEqual([]);
  });

  it("needs the required clubs", () => {
    const needs = { ...rules, mustHavePlayerFromTeam: [{ team: "MCI", count: 2 }, { team: "LIV", count: 3 }, { team: "TOT", count: 1 }] };
    expect(validateFullTeam(validTeam, players, needs)).toEqual([
      "This challenge needs at least 2 players from MCI (you have 1).",
      "This challenge needs at least 1 player from TOT (you have 0).",
    ]);
  });

  it("needs a captain from the club when minPlayersFromTeam says position 'captain'", () => {
    const arsenalCaptain = challengeRulesSchema.parse({ minPlayersFromTeam: { team: "ARS", count: 2, position: "captain" } });
    expect(validateFullTeam(validTeam, players, arsenalCaptain)).toEqual(["Your captain must play for ARS (M.Salah does not)."]);
    expect(validateFullTeam({ ...validTeam, captainId: 10 }, players, arsenalCaptain)).toEqual([]);
    const fourArsenal = challengeRulesSchema.parse({ minPlayersFromTeam: { team: "ARS", count: 3 } });
    expect(validateFullTeam(validTeam, players, fourArsenal)).toEqual([]);
  });

  it("checks the formation: 1 GK, 3-5 DEF, 2-5 MID, 1-3 FWD", () => {
    // Pickford on for Gabriel: 2 goalkeepers and 3 defenders start, Gabriel sits.
    const twoKeepers = squadOf([
      [1, "GK-0"], [2, "GK-1"],
      [10, "SUB-0"], [11, "DEF-1"], [12, "DEF-2"], [13, "DEF-3"], [14, "SUB-1"],
      [20, "MID-0"], [21, "MID-1"], [22, "MID-2"], [23, "MID-3"], [24, "SUB-2"],
      [30, "FWD-0"], [31, "FWD-1"], [32, "SUB-3"],
    ]);
    expect(validateFullTeam(twoKeepers, players, rules)).toEqual(["The starting XI must have exactly 1 goalkeeper (it has 2)."]);

    const twoDefenders = squadOf([
      [1, "GK-0"], [2, "SUB-0"],
      [10, "DEF-0"], [11, "DEF-1"], [12, "SUB-1"], [13, "SUB-2"], [14, "SUB-3"],
      [20, "MID-0"], [21, "MID-1"], [22, "MID-2"], [23, "MID-3"], [24, "MID-4"],
      [30, "FWD-0"], [31, "FWD-1"], [32, "FWD-2"],
    ]);
    expect(validateFullTeam(twoDefenders, players, rules)).toEqual(["The starting XI must have between 3 and 5 defenders (it has 2)."]);

    // 5-2-3 is legal in the official game (the spec's 3-5 MID is not followed).
    const fiveTwoThree = squadOf([
      [1, "GK-0"], [2, "SUB-0"],
      [10, "DEF-0"], [11, "DEF-1"], [12, "DEF-2"], [13, "DEF-3"], [14, "DEF-4"],
      [20, "MID-0"], [21, "MID-1"], [22, "SUB-1"], [23, "SUB-2"], [24, "SUB-3"],
      [30, "FWD-0"], [31, "FWD-1"], [32, "FWD-2"],
    ]);
    expect(validateFullTeam(fiveTwoThree, players, rules)).toEqual([]);
  });

  it("checks the squad composition 2 GK / 5 DEF / 5 MID / 3 FWD", () => {
    const threeKeepers = squadOf(replacing(14, 3)); // Raya on the bench instead of Muñoz
    expect(validateFullTeam(threeKeepers, players, { ...rules, maxPlayersPerTeam: 4 })).toEqual([
      "The squad must have exactly 2 goalkeepers (it has 3).",
      "The squad must have exactly 5 defenders (it has 4).",
    ]);
  });

  it("needs one captain and one different vice-captain, both starting", () => {
    expect(validateFullTeam({ ...validTeam, captainId: null, viceCaptainId: null }, players, rules)).toEqual([
      "Choose a captain.",
      "Choose a vice-captain.",
    ]);
    expect(validateFullTeam({ ...validTeam, viceCaptainId: 20 }, players, rules)).toEqual(["The captain and vice-captain must be different players."]);
    expect(validateFullTeam({ ...validTeam, captainId: 24 }, players, rules)).toEqual(["The captain (Rice) must be in the starting XI."]);
    expect(validateFullTeam({ ...validTeam, viceCaptainId: 33 }, players, rules)).toEqual(["The vice-captain must be one of your players."]);
  });

  it("reports duplicates, unknown players and misplaced slots", () => {
    const duplicate = squadOf(replacing(23, 22)); // Mbeumo twice
    expect(validateFullTeam(duplicate, players, rules)).toContain("Mbeumo is selected more than once.");
    const unknown = squadOf(replacing(23, 999));
    expect(validateFullTeam(unknown, players, rules)).toContain("Unknown player id 999.");
    const wrongSlot = squadOf(validEntries.map(([id, slot]) => [id, id === 30 ? "MID-4" : slot]));
    expect(validateFullTeam(wrongSlot, players, rules)).toEqual(["Watkins (FWD) cannot play in slot MID-4."]);
    const sharedSlot = squadOf(validEntries.map(([id, slot]) => [id, id === 31 ? "FWD-0" : slot]));
    expect(validateFullTeam(sharedSlot, players, rules)).toEqual(["Slot FWD-0 is used by more than one player."]);
  });
});

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

describe("squadFromSubmission and validateTeamSubmission", () => {
  const submitted = (id: number, starter: boolean, extra: Partial<SubmittedPlayer> = {}): SubmittedPlayer => ({
    id,
    slot: null,
    starter,
    captain: false,
    viceCaptain: false,
    ...extra,
  });
  // The spec's create-team body: starter flags, no slots.
  const byStarterFlag = validEntries.map(([id, slot]) =>
    submitted(id, !slot.startsWith("SUB-"), { captain: id === 20, viceCaptain: id === 21 }),
  );

  it("gives slots from the starter flags, after the explicit ones", () => {
    const withExplicit = byStarterFlag.map((player) => (player.id === 13 ? { ...player, slot: "DEF-0" as const } : player));
    const { squad, errors } = squadFromSubmission(withExplicit, players);
    expect(errors).toEqual([]);
    expect(squad.captainId).toBe(20);
    expect(squad.viceCaptainId).toBe(21);
    const slotOf = (id: number) => squad.picks.find((pick) => pick.playerId === id)?.slot;
    expect(slotOf(13)).toBe("DEF-0");
    expect(slotOf(10)).toBe("DEF-1");
    expect(slotOf(2)).toBe("SUB-0");
    expect(slotOf(32)).toBe("SUB-3");
    expect(validateFullTeam(squad, players, rules)).toEqual([]);
  });

  it("validates a whole submission in one call", () => {
    const body = teamSubmissionSchema.parse({ gameweekId: "gw-18", teamName: "A", managerName: "B", selectedPlayers: byStarterFlag });
    expect(validateTeamSubmission(body, players, rules).errors).toEqual([]);
  });

  it("reports several captains, unknown players and starters with no free slot", () => {
    const twoCaptains = byStarterFlag.map((player) => (player.id === 22 ? { ...player, captain: true } : player));
    expect(validateTeamSubmission({ selectedPlayers: twoCaptains }, players, rules).errors).toEqual([
      "Only one captain can be named (2 players are marked as captain).",
    ]);

    const unknown = byStarterFlag.map((player) => (player.id === 23 ? { ...player, id: 999 } : player));
    expect(validateTeamSubmission({ selectedPlayers: unknown }, players, rules).errors).toEqual([
      "Unknown player id 999.",
      "A squad must have exactly 15 players (this one has 14).",
      "The starting XI must have exactly 11 players (it has 10).",
      "The squad must have exactly 5 midfielders (it has 4).",
    ]);

    const fourForwards = [...byStarterFlag.map((player) => (player.id === 32 ? { ...player, starter: true } : player)), submitted(33, true)];
    const result = validateTeamSubmission({ selectedPlayers: fourForwards }, players, { ...rules, budgetTenths: 1500 });
    // 16 players: the size is reported first and alone, since it explains the rest.
    expect(result.errors).toEqual(["A squad must have exactly 15 players (this one has 16)."]);
    const fiveForwardsIn15 = fourForwards.filter((player) => player.id !== 22);
    expect(validateTeamSubmission({ selectedPlayers: fiveForwardsIn15 }, players, { ...rules, budgetTenths: 1500 }).errors[0]).toBe(
      "No free forward place for Haaland: too many forwards in the starting XI.",
    );
  });
});
