import { describe, expect, it } from "vitest";
import type { ChallengeRules } from "./challenge-rules.ts";
import type { SlotId } from "./constants.ts";
import { withLocale } from "./locale.ts";
import {
  addPlayer,
  addPlayerBadge,
  addPlayerMessage,
  benchOrder,
  benchPicks,
  benchRefusalMessage,
  canReturnToField,
  canSendToBench,
  checkAddPlayer,
  EMPTY_SQUAD,
  fieldRefusalMessage,
  formationOf,
  firstFreeBenchSlot,
  firstFreeSlot,
  indexPlayers,
  isSlotId,
  playerMatchesRef,
  remainingBudget,
  removePlayer,
  returnToField,
  sendToBench,
  setCaptain,
  setViceCaptain,
  slotIndex,
  slotPosition,
  squadCost,
  startingFormation,
  type Squad,
} from "./squad.ts";
import { catalogue } from "../tests/support/catalogue.ts";

const players = indexPlayers(catalogue);
const player = (id: number) => players.get(id)!;

const rules: ChallengeRules = {
  budgetTenths: 1000,
  maxPlayersPerTeam: 3,
  mustHavePlayers: [],
  mustExcludePlayers: [],
  mustHavePlayerFromTeam: [],
  minPlayersFromTeam: null,
};

function squadOf(entries: Array<[number, SlotId]>, captainId: number | null = null, viceCaptainId: number | null = null): Squad {
  return { picks: entries.map(([playerId, slot]) => ({ playerId, slot })), captainId, viceCaptainId };
}

// Phase 1: 15 players on the pitch. ARS 3 (Gabriel, Saliba, Rice), LIV 3 (Virgil, Salah, Isak).
const phaseOne = squadOf([
  [1, "GK-0"], [2, "GK-1"],
  [10, "DEF-0"], [11, "DEF-1"], [12, "DEF-2"], [13, "DEF-3"], [14, "DEF-4"],
  [20, "MID-0"], [21, "MID-1"], [22, "MID-2"], [23, "MID-3"], [24, "MID-4"],
  [30, "FWD-0"], [31, "FWD-1"], [32, "FWD-2"],
]);

// Phase 2, 4-4-2: bench Pickford, Muñoz, Rice, Wood.
const phaseTwo = squadOf(
  [
    [1, "GK-0"], [2, "SUB-0"],
    [10, "DEF-0"], [11, "DEF-1"], [12, "DEF-2"], [13, "DEF-3"], [14, "SUB-1"],
    [20, "MID-0"], [21, "MID-1"], [22, "MID-2"], [23, "MID-3"], [24, "SUB-2"],
    [30, "FWD-0"], [31, "FWD-1"], [32, "SUB-3"],
  ],
  20,
  21,
);


/** A text as a French reader gets it. */
const fr = <T,>(read: () => T) => withLocale("fr-FR", read);

describe("slots", () => {
  it("knows slot ids and their positions", () => {
    expect(isSlotId("DEF-4")).toBe(true);
    expect(isSlotId("DEF-5")).toBe(false);
    expect(isSlotId("SUB-3")).toBe(true);
    expect(slotPosition("MID-2")).toBe("MID");
    expect(slotPosition("SUB-0")).toBeNull();
  });

  it("gives the bench order 1-4 of a bench slot, none for a pitch slot", () => {
    expect(benchOrder("SUB-0")).toBe(1);
    expect(benchOrder("SUB-3")).toBe(4);
    expect(benchOrder("DEF-3")).toBeNull();
    expect(slotIndex("DEF-3")).toBe(3);
  });

  it("finds the first free slot of a position and of the bench", () => {
    const squad = squadOf([[10, "DEF-0"], [11, "DEF-2"], [2, "SUB-0"]]);
    expect(firstFreeSlot(squad, "DEF")).toBe("DEF-1");
    expect(firstFreeSlot(squad, "GK")).toBe("GK-0");
    expect(firstFreeSlot(phaseOne, "FWD")).toBeNull();
    expect(firstFreeBenchSlot(squad)).toBe("SUB-1");
    expect(firstFreeBenchSlot(phaseTwo)).toBeNull();
  });
});

describe("money and formation", () => {
  it("adds prices in tenths", () => {
    expect(squadCost(phaseOne, players)).toBe(990);
    expect(remainingBudget(phaseOne, players, 1000)).toBe(10);
    expect(squadCost(EMPTY_SQUAD, players)).toBe(0);
  });

  it("gives the formation of the starters", () => {
    expect(startingFormation(phaseTwo, players)).toBe("4-4-2");
    expect(formationOf([{ position: "GK" }, { position: "DEF" }, { position: "DEF" }, { position: "FWD" }, { position: null }])).toBe("2-0-1");
  });
});

describe("playerMatchesRef", () => {
  it("matches ids and names loosely", () => {
    expect(playerMatchesRef(player(20), 20)).toBe(true);
    expect(playerMatchesRef(player(20), 21)).toBe(false);
    expect(playerMatchesRef(player(20), "Salah")).toBe(true);
    expect(playerMatchesRef(player(20), "m.salah")).toBe(true);
    expect(playerMatchesRef(player(20), "Mohamed  Salah")).toBe(true);
    expect(playerMatchesRef(player(1), "sanchez")).toBe(true);
    expect(playerMatchesRef(player(20), "Sal")).toBe(false);
    expect(playerMatchesRef(player(20), " ")).toBe(false);
  });
});

describe("checkAddPlayer", () => {
  const small = squadOf([[10, "DEF-0"], [11, "DEF-1"], [24, "MID-0"]]); // 3 ARS, cost 175

  it("accepts a player and gives the first free slot of the position", () => {
    expect(checkAddPlayer(small, player(12), players, rules)).toEqual({ ok: true, slot: "DEF-2" });
    expect(checkAddPlayer(EMPTY_SQUAD, player(33), players, rules)).toEqual({ ok: true, slot: "FWD-0" });
  });

  it("refuses a player already in the squad", () => {
    const check = checkAddPlayer(small, player(10), players, rules);
    expect(check).toEqual({ ok: false, reason: "already-selected" });
    // The spec's French texts are the French catalogue's; English readers get their translation.
    expect(fr(() => addPlayerBadge("already-selected"))).toBe("Déjà sélectionné");
    expect(addPlayerBadge("already-selected")).toBe("Already selected");
    if (!check.ok) expect(fr(() => addPlayerMessage(player(10), check))).toBe("Gabriel est déjà dans votre équipe !");
    if (!check.ok) expect(addPlayerMessage(player(10), check)).toBe("Gabriel is already in your team!");
  });

  it("refuses a 4th player from one club under the default max of 3", () => {
    const check = checkAddPlayer(small, player(25), players, rules);
    expect(check).toEqual({ ok: false, reason: "club-full", team: "ARS", max: 3, have: 3 });
    expect(fr(() => addPlayerBadge("club-full"))).toBe("Équipe pleine");
    expect(addPlayerBadge("club-full")).toBe("Club full");
    if (!check.ok) {
      expect(fr(() => addPlayerMessage(player(25), check))).toBe("Vous ne pouvez avoir que 3 joueurs maximum de ARS. Vous en avez déjà 3.");
      expect(addPlayerMessage(player(25), check)).toBe("You can only have a maximum of 3 players from ARS. You already have 3.");
    }
  });

  it("uses the challenge's maxPlayersPerTeam", () => {
    const twoPerClub = { ...rules, maxPlayersPerTeam: 2 };
    const check = checkAddPlayer(squadOf([[10, "DEF-0"], [11, "DEF-1"]]), player(24), players, twoPerClub);
    expect(check).toMatchObject({ ok: false, reason: "club-full", max: 2, have: 2 });
    if (!check.ok) expect(fr(() => addPlayerMessage(player(24), check))).toBe("Vous ne pouvez avoir que 2 joueurs maximum de ARS. Vous en avez déjà 2.");
    expect(checkAddPlayer(squadOf([[10, "DEF-0"], [11, "DEF-1"]]), player(24), players, { ...rules, maxPlayersPerTeam: 4 }).ok).toBe(true);
  });

  it("refuses a player the budget cannot pay for, with the spec's message", () => {
    const fourteen = removePlayer(phaseOne, 32); // cost 935, 65 left
    const check = checkAddPlayer(fourteen, player(33), players, rules);
    expect(check).toEqual({ ok: false, reason: "over-budget", price: 140, totalAfter: 1075, budget: 1000 });
    expect(fr(() => addPlayerBadge("over-budget"))).toBe("Budget insuffisant");
    if (!check.ok) expect(fr(() => addPlayerMessage(player(33), check))).toBe("Solde insuffisant ! Haaland coûte 14,0 M£. Total: 107,5 M£ > 100,0 M£");
    if (!check.ok) expect(addPlayerMessage(player(33), check)).toBe("Not enough budget! Haaland costs £14.0m. Total: £107.5m > £100.0m");
    // Exactly on budget is allowed.
    expect(checkAddPlayer(fourteen, player(32), players, { ...rules, budgetTenths: 935 + 55 })).toEqual({ ok: true, slot: "FWD-2" });
  });

  it("in switch mode counts the budget as total - replaced price + new price", () => {
    // Full squad at 990: Haaland (140) for Wood (55) -> 1075, over 1000.
    const overBudget = checkAddPlayer(phaseOne, player(33), players, rules, { replacingPlayerId: 32 });
    expect(overBudget).toEqual({ ok: false, reason: "over-budget", price: 140, totalAfter: 1075, budget: 1000 });
    // With a budget of 107.5 it fits exactly, takes Wood's slot, although the squad holds 15 players.
    expect(checkAddPlayer(phaseOne, player(33), players, { ...rules, budgetTenths: 1075 }, { replacingPlayerId: 32 })).toEqual({
      ok: true,
      slot: "FWD-2",
    });
  });

  it("in switch mode frees the replaced player's club place", () => {
    // ARS is full (Gabriel, Saliba, Rice); Saka for Rice keeps ARS at 3.
    expect(checkAddPlayer(phaseOne, player(25), players, { ...rules, budgetTenths: 1100 }, { replacingPlayerId: 24 })).toEqual({
      ok: true,
      slot: "MID-4",
    });
    // Saka for Semenyo (BOU) would make 4 ARS.
    expect(checkAddPlayer(phaseOne, player(25), players, { ...rules, budgetTenths: 1100 }, { replacingPlayerId: 23 })).toMatchObject({
      ok: false,
      reason: "club-full",
    });
  });

  it("in switch mode needs the same position and a replaced player in the squad", () => {
    expect(checkAddPlayer(phaseOne, player(33), players, { ...rules, budgetTenths: 1500 }, { replacingPlayerId: 24 })).toEqual({
      ok: false,
      reason: "switch-position-mismatch",
      position: "MID",
    });
    expect(checkAddPlayer(phaseOne, player(33), players, rules, { replacingPlayerId: 999 })).toEqual({ ok: false, reason: "replaced-not-in-squad" });
  });

  it("refuses a 16th player and a 3rd goalkeeper", () => {
    expect(checkAddPlayer(phaseOne, player(33), players, { ...rules, budgetTenths: 1500 })).toEqual({ ok: false, reason: "squad-full", max: 15 });
    const twoKeepers = squadOf([[1, "GK-0"], [2, "GK-1"]]);
    const check = checkAddPlayer(twoKeepers, player(3), players, rules);
    expect(check).toEqual({ ok: false, reason: "position-full", position: "GK", max: 2 });
    if (!check.ok) expect(fr(() => addPlayerMessage(player(3), check))).toBe("Vous ne pouvez avoir que 2 gardiens.");
    if (!check.ok) expect(addPlayerMessage(player(3), check)).toBe("You can only have 2 goalkeepers.");
  });

  it("refuses a player the challenge excludes, by id or by name", () => {
    expect(checkAddPlayer(EMPTY_SQUAD, player(33), players, { ...rules, mustExcludePlayers: [33] })).toEqual({ ok: false, reason: "excluded" });
    const check = checkAddPlayer(EMPTY_SQUAD, player(20), players, { ...rules, mustExcludePlayers: ["Haaland", "Salah"] });
    expect(check).toEqual({ ok: false, reason: "excluded" });
    if (!check.ok) expect(fr(() => addPlayerMessage(player(20), check))).toBe("M.Salah est exclu par les règles de ce défi.");
    expect(fr(() => addPlayerBadge("excluded"))).toBe("Exclu du défi");
  });

  it("checks a chosen slot", () => {
    expect(checkAddPlayer(small, player(12), players, rules, { slot: "DEF-4" })).toEqual({ ok: true, slot: "DEF-4" });
    expect(checkAddPlayer(small, player(12), players, rules, { slot: "DEF-0" })).toEqual({ ok: false, reason: "slot-occupied", slot: "DEF-0" });
    expect(checkAddPlayer(small, player(12), players, rules, { slot: "MID-3" })).toEqual({
      ok: false,
      reason: "slot-position-mismatch",
      slot: "MID-3",
    });
    expect(checkAddPlayer(small, player(12), players, rules, { slot: "SUB-1" })).toEqual({ ok: true, slot: "SUB-1" });
  });

  it("reports the first reason in picker order: already selected before club full before budget", () => {
    const tight = { ...rules, budgetTenths: 100 };
    expect(checkAddPlayer(small, player(10), players, tight)).toMatchObject({ reason: "already-selected" });
    expect(checkAddPlayer(small, player(25), players, tight)).toMatchObject({ reason: "club-full" });
  });
});

describe("addPlayer and switching", () => {
  it("adds into the slot the check gave", () => {
    const result = addPlayer(EMPTY_SQUAD, player(12), players, rules);
    expect(result).toEqual({ ok: true, squad: squadOf([[12, "DEF-0"]]) });
  });

  it("switch keeps slot, starter status and armband", () => {
    const result = addPlayer(phaseTwo, player(25), players, { ...rules, budgetTenths: 1100 }, { replacingPlayerId: 24 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.squad.picks.find((pick) => pick.playerId === 25)?.slot).toBe("SUB-2");
    expect(result.squad.picks.some((pick) => pick.playerId === 24)).toBe(false);

    const fourPerClub = { ...rules, budgetTenths: 1100, maxPlayersPerTeam: 4 };
    const captainSwitched = addPlayer(phaseTwo, player(25), players, fourPerClub, { replacingPlayerId: 20 });
    expect(captainSwitched).toMatchObject({ ok: true, squad: { captainId: 25, viceCaptainId: 21 } });
  });

  it("returns the refusal when the check fails", () => {
    expect(addPlayer(phaseOne, player(33), players, rules)).toEqual({ ok: false, reason: "squad-full", max: 15 });
  });

  it("remove refunds the price and drops the armband", () => {
    const removed = removePlayer(phaseTwo, 20);
    expect(removed.captainId).toBeNull();
    expect(removed.viceCaptainId).toBe(21);
    expect(squadCost(removed, players)).toBe(990 - 130);
  });
});

describe("canSendToBench", () => {
  it("allows a starter onto the bench: a goalkeeper in the first place, an outfield player in the first free after it", () => {
    expect(canSendToBench(phaseOne, 2, players)).toEqual({ ok: true, slot: "SUB-0" });
    expect(canSendToBench(phaseOne, 10, players)).toEqual({ ok: true, slot: "SUB-1" });
    const oneSub = squadOf([[2, "SUB-1"], [10, "DEF-0"]]);
    expect(canSendToBench(oneSub, 10, players)).toEqual({ ok: true, slot: "SUB-2" });
  });

  it("refuses a player who is already a substitute, or not in the squad", () => {
    expect(canSendToBench(phaseTwo, 2, players)).toEqual({ ok: false, reason: "already-on-bench" });
    expect(canSendToBench(phaseTwo, 33, players)).toEqual({ ok: false, reason: "not-in-squad" });
    expect(benchRefusalMessage({ reason: "already-on-bench" }, "Pickford")).toBe("Pickford is already on the bench.");
  });

  it("refuses when 4 substitutes are chosen", () => {
    expect(canSendToBench(phaseTwo, 10, players)).toEqual({ ok: false, reason: "bench-full", max: 4 });
    expect(benchRefusalMessage({ reason: "bench-full", max: 4 })).toBe(
      "The bench is full (4 substitutes). Return a substitute to the field first.",
    );
  });

  it("allows at most 1 goalkeeper among the substitutes", () => {
    const squad = squadOf([[1, "GK-0"], [2, "SUB-0"], [3, "GK-1"]]);
    const check = canSendToBench(squad, 3, players);
    expect(check).toEqual({ ok: false, reason: "bench-position-full", position: "GK", max: 1 });
    if (!check.ok) expect(benchRefusalMessage(check)).toBe("At most 1 goalkeeper can sit on the bench.");
  });

  it("refuses a 3rd defender on the bench", () => {
    const squad = squadOf([[10, "SUB-0"], [11, "SUB-1"], [12, "DEF-0"]]);
    const check = canSendToBench(squad, 12, players);
    expect(check).toEqual({ ok: false, reason: "bench-position-full", position: "DEF", max: 2 });
    if (!check.ok) expect(benchRefusalMessage(check)).toBe("At most 2 defenders can sit on the bench.");
  });

  it("refuses a 3rd forward on the bench", () => {
    const squad = squadOf([[30, "SUB-0"], [31, "SUB-2"], [32, "FWD-0"]]);
    const check = canSendToBench(squad, 32, players);
    expect(check).toEqual({ ok: false, reason: "bench-position-full", position: "FWD", max: 2 });
    if (!check.ok) expect(benchRefusalMessage(check)).toBe("At most 2 forwards can sit on the bench.");
  });

  it("allows 3 midfielders on the bench (a 5-2-3 XI is legal)", () => {
    const squad = squadOf([[20, "SUB-0"], [21, "SUB-1"], [22, "MID-0"]]);
    expect(canSendToBench(squad, 22, players)).toEqual({ ok: true, slot: "SUB-2" });
  });

  it("with 3 outfield substitutes, only a goalkeeper can be the 4th", () => {
    const threeOutfield = squadOf([[14, "SUB-0"], [24, "SUB-1"], [32, "SUB-2"], [10, "DEF-0"], [1, "GK-0"]]);
    const check = canSendToBench(threeOutfield, 10, players);
    expect(check).toEqual({ ok: false, reason: "bench-needs-goalkeeper" });
    if (!check.ok) expect(benchRefusalMessage(check)).toBe("The last bench place must go to a goalkeeper.");
    expect(canSendToBench(threeOutfield, 1, players)).toEqual({ ok: true, slot: "SUB-3" });
  });

  it("with a goalkeeper among 3 substitutes, an outfield 4th is fine", () => {
    const withKeeper = squadOf([[2, "SUB-0"], [14, "SUB-1"], [24, "SUB-2"], [10, "DEF-0"]]);
    expect(canSendToBench(withKeeper, 10, players)).toEqual({ ok: true, slot: "SUB-3" });
  });

  it("building the bench from phase 1 gives a valid 4-4-2", () => {
    let squad = phaseOne;
    for (const id of [2, 14, 24, 32]) {
      const result = sendToBench(squad, id, players);
      expect(result.ok).toBe(true);
      if (result.ok) squad = result.squad;
    }
    expect(benchPicks(squad).map((pick) => pick.playerId)).toEqual([2, 14, 24, 32]);
    expect(startingFormation(squad, players)).toBe("4-4-2");
  });
});

describe("return to field", () => {
  it("puts a substitute in the first free slot of the position", () => {
    expect(canReturnToField(phaseTwo, 14, players)).toEqual({ ok: true, slot: "DEF-4" });
    expect(canReturnToField(phaseTwo, 10, players)).toEqual({ ok: false, reason: "not-on-bench" });
    expect(canReturnToField(phaseTwo, 33, players)).toEqual({ ok: false, reason: "not-in-squad" });
    expect(fieldRefusalMessage({ reason: "not-on-bench" }, "Gabriel")).toBe("Gabriel is already on the field.");
  });

  it("refuses when the pitch row is full", () => {
    const squad = squadOf([[30, "FWD-0"], [31, "FWD-1"], [32, "FWD-2"], [33, "SUB-0"]]);
    const check = canReturnToField(squad, 33, players);
    expect(check).toEqual({ ok: false, reason: "position-full", position: "FWD", max: 3 });
    if (!check.ok) expect(fieldRefusalMessage(check)).toBe("No free forward place on the field (3 at most).");
  });

  it("swaps goalkeepers: bring the bench GK on (2 GK for a moment), then bench the other", () => {
    const on = returnToField(phaseTwo, 2, players);
    expect(on).toMatchObject({ ok: true });
    if (!on.ok) return;
    expect(on.squad.picks.find((pick) => pick.playerId === 2)?.slot).toBe("GK-1");
    const off = sendToBench(on.squad, 1, players);
    expect(off).toMatchObject({ ok: true });
    if (!off.ok) return;
    expect(off.squad.picks.find((pick) => pick.playerId === 1)?.slot).toBe("SUB-0");
  });

  it("swaps outfield players: return a substitute first, then bench a starter", () => {
    const on = returnToField(phaseTwo, 24, players); // Rice in: 12 starters for a moment
    expect(on.ok).toBe(true);
    if (!on.ok) return;
    const off = sendToBench(on.squad, 23, players); // Semenyo out
    expect(off).toMatchObject({ ok: true });
    if (off.ok) expect(benchPicks(off.squad).map((pick) => pick.playerId)).toEqual([2, 14, 23, 32]);
  });
});

describe("armbands", () => {
  it("a benched captain loses the armband", () => {
    const on = returnToField(phaseTwo, 24, players);
    if (!on.ok) throw new Error("setup");
    const benched = sendToBench(on.squad, 20, players);
    expect(benched).toMatchObject({ ok: true, squad: { captainId: null, viceCaptainId: 21 } });
  });

  it("sets captain and vice, swapping them when needed", () => {
    expect(setCaptain(phaseTwo, 30)).toMatchObject({ ok: true, squad: { captainId: 30, viceCaptainId: 21 } });
    expect(setCaptain(phaseTwo, 21)).toMatchObject({ ok: true, squad: { captainId: 21, viceCaptainId: 20 } });
    expect(setViceCaptain(phaseTwo, 20)).toMatchObject({ ok: true, squad: { captainId: 21, viceCaptainId: 20 } });
    expect(setViceCaptain(phaseTwo, 31)).toMatchObject({ ok: true, squad: { captainId: 20, viceCaptainId: 31 } });
  });

  it("refuses a substitute or an outsider", () => {
    expect(setCaptain(phaseTwo, 2)).toEqual({ ok: false, reason: "on-bench" });
    expect(setViceCaptain(phaseTwo, 33)).toEqual({ ok: false, reason: "not-in-squad" });
  });
});
