import { describe, expect, it } from "vitest";
import { catalogue, replacing, squadOf, validEntries, validTeam } from "../tests/support/catalogue.ts";
import { DEFAULT_CHALLENGE_RULES, type ChallengeRules } from "./challenge-rules.ts";
import { challengeRulesSchema } from "./challenge-rules-schema.ts";
import { indexPlayers, isBenchSlot } from "./squad.ts";
import { squadFromSubmission, validateFullTeam, validateTeamSubmission, type SubmittedPlayer } from "./team-submission.ts";
import { teamSubmissionSchema } from "./team-submission-schema.ts";

const players = indexPlayers(catalogue);

const rules: ChallengeRules = DEFAULT_CHALLENGE_RULES;

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
    submitted(id, !isBenchSlot(slot), { captain: id === 20, viceCaptain: id === 21 }),
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
