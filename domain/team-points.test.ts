import { describe, expect, it } from "vitest";
import type { Position } from "./constants.ts";
import type { SquadPick } from "./squad.ts";
import { combineFixtures, computeTeamPoints, gameweekPicks, isGameweekFinal } from "./team-points.ts";
import type { PlayerGameweek, GameweekPick } from "./team-points.ts";

// Starting 3-4-3: GK 1; DEF 2-4; MID 5-8; FWD 9-11 (captain 9, vice 5).
// Bench: GK 12, DEF 13, DEF 14, MID 15, in that order unless a test says otherwise.
const POSITION_OF: Record<number, Position> = {
  1: "GK", 2: "DEF", 3: "DEF", 4: "DEF", 5: "MID", 6: "MID", 7: "MID", 8: "MID",
  9: "FWD", 10: "FWD", 11: "FWD", 12: "GK", 13: "DEF", 14: "DEF", 15: "MID",
};

function squad(benchOrder: number[] = [12, 13, 14, 15], captain = 9, vice = 5): GameweekPick[] {
  return Object.entries(POSITION_OF).map(([id, position]) => {
    const playerId = Number(id);
    const benchIndex = benchOrder.indexOf(playerId);
    return {
      playerId,
      position,
      starter: benchIndex === -1,
      benchOrder: benchIndex === -1 ? null : benchIndex + 1,
      isCaptain: playerId === captain,
      isViceCaptain: playerId === vice,
    };
  });
}

/** Everyone played and all fixtures are finished; each player scores his id in points, so totals are traceable. */
function results(overrides: Record<number, Partial<PlayerGameweek>> = {}): Map<number, PlayerGameweek> {
  const map = new Map<number, PlayerGameweek>();
  for (let id = 1; id <= 15; id++) map.set(id, { points: id, played: true, fixturesFinished: true, ...overrides[id] });
  return map;
}
const DID_NOT_PLAY: Partial<PlayerGameweek> = { points: 0, played: false };

// Sum of ids 1..11 is 66; the captain (9) adds 9 more.
const XI_POINTS = 66;

describe("computeTeamPoints", () => {
  it("counts the XI and doubles the captain when everyone played", () => {
    const result = computeTeamPoints(squad(), results(), { final: true });
    expect(result.total).toBe(XI_POINTS + 9);
    expect(result.substitutions).toEqual([]);
    expect(result.multipliedPlayerId).toBe(9);
    expect(result.benchPoints).toBe(12 + 13 + 14 + 15);
    expect(result.players.find((player) => player.playerId === 9)).toMatchObject({ multiplier: 2, contribution: 18, inFinalXI: true });
    expect(result.players.find((player) => player.playerId === 12)).toMatchObject({ multiplier: 0, contribution: 0, inFinalXI: false });
  });

  it("takes the captain multiplier as a parameter (triple captain)", () => {
    expect(computeTeamPoints(squad(), results(), { final: true, captainMultiplier: 3 }).total).toBe(XI_POINTS + 18);
  });

  it("replaces a GK who did not play with the bench GK", () => {
    const result = computeTeamPoints(squad(), results({ 1: DID_NOT_PLAY }), { final: true });
    expect(result.substitutions).toEqual([{ outPlayerId: 1, inPlayerId: 12 }]);
    expect(result.total).toBe(XI_POINTS - 1 + 12 + 9);
  });

  it("never brings the bench GK on for an outfield player, nor an outfield player for the GK", () => {
    const outfield = computeTeamPoints(squad(), results({ 10: DID_NOT_PLAY }), { final: true });
    expect(outfield.substitutions).toEqual([{ outPlayerId: 10, inPlayerId: 13 }]);

    const keeper = computeTeamPoints(squad(), results({ 1: DID_NOT_PLAY, 12: DID_NOT_PLAY }), { final: true });
    expect(keeper.substitutions).toEqual([]);
    expect(keeper.total).toBe(XI_POINTS - 1 + 9);
  });

  it("skips a bench player who would break the formation and takes the next", () => {
    // Bench order MID 15 before DEF 13: with only 3 DEF, DEF 2 must be replaced by a DEF.
    const result = computeTeamPoints(squad([12, 15, 13, 14]), results({ 2: DID_NOT_PLAY }), { final: true });
    expect(result.substitutions).toEqual([{ outPlayerId: 2, inPlayerId: 13 }]);
    expect(result.total).toBe(XI_POINTS - 2 + 13 + 9);
  });

  it("gives a skipped bench player the next place he fits", () => {
    // DEF 2 and MID 5 out: MID 15 cannot replace DEF 2 but can replace MID 5; DEF 13 then replaces DEF 2.
    const result = computeTeamPoints(squad([12, 15, 13, 14]), results({ 2: DID_NOT_PLAY, 5: DID_NOT_PLAY }), { final: true });
    expect(result.substitutions).toEqual([
      { outPlayerId: 5, inPlayerId: 15 },
      { outPlayerId: 2, inPlayerId: 13 },
    ]);
  });

  it("skips bench players who did not play", () => {
    const result = computeTeamPoints(squad(), results({ 10: DID_NOT_PLAY, 13: DID_NOT_PLAY }), { final: true });
    expect(result.substitutions).toEqual([{ outPlayerId: 10, inPlayerId: 14 }]);
  });

  it("counts a card without minutes as played", () => {
    const result = computeTeamPoints(squad(), results({ 10: { points: -3, played: true } }), { final: true });
    expect(result.substitutions).toEqual([]);
    expect(result.total).toBe(XI_POINTS - 10 - 3 + 9);
  });

  it("doubles the vice-captain when the captain did not play", () => {
    const result = computeTeamPoints(squad(), results({ 9: DID_NOT_PLAY }), { final: true });
    expect(result.multipliedPlayerId).toBe(5);
    expect(result.substitutions).toEqual([{ outPlayerId: 9, inPlayerId: 13 }]);
    expect(result.total).toBe(XI_POINTS - 9 + 13 + 5);
  });

  it("doubles nobody when neither captain nor vice-captain played", () => {
    const result = computeTeamPoints(squad(), results({ 9: DID_NOT_PLAY, 5: DID_NOT_PLAY }), { final: true });
    expect(result.multipliedPlayerId).toBeNull();
    expect(result.substitutions).toEqual([
      { outPlayerId: 5, inPlayerId: 13 },
      { outPlayerId: 9, inPlayerId: 14 },
    ]);
    expect(result.total).toBe(XI_POINTS - 9 - 5 + 13 + 14);
    expect(result.players.every((player) => player.multiplier <= 1)).toBe(true);
  });

  it("treats a player missing from the results (no fixture) as not played", () => {
    const map = results();
    map.delete(10);
    const result = computeTeamPoints(squad(), map, { final: true });
    expect(result.substitutions).toEqual([{ outPlayerId: 10, inPlayerId: 13 }]);
  });

  describe("provisional (final: false)", () => {
    it("keeps a starter who has not played while his fixture is unfinished, captaincy included", () => {
      const result = computeTeamPoints(
        squad(),
        results({ 9: { ...DID_NOT_PLAY, fixturesFinished: false }, 10: { ...DID_NOT_PLAY, fixturesFinished: false } }),
        { final: false },
      );
      expect(result.substitutions).toEqual([]);
      expect(result.multipliedPlayerId).toBe(9);
      expect(result.total).toBe(XI_POINTS - 9 - 10);
    });

    it("substitutes a starter whose fixtures are finished, with bench players who have already played", () => {
      const result = computeTeamPoints(
        squad(),
        results({ 10: DID_NOT_PLAY, 13: { ...DID_NOT_PLAY, fixturesFinished: false }, 14: { fixturesFinished: false } }),
        { final: false },
      );
      expect(result.substitutions).toEqual([{ outPlayerId: 10, inPlayerId: 14 }]);
    });

    it("gives the armband to a vice who may still play once the captain is out", () => {
      const result = computeTeamPoints(squad(), results({ 9: DID_NOT_PLAY, 5: { ...DID_NOT_PLAY, fixturesFinished: false } }), {
        final: false,
      });
      expect(result.multipliedPlayerId).toBe(5);
    });

    it("is overridden by final: true, which treats every fixture as finished", () => {
      const result = computeTeamPoints(squad(), results({ 10: { ...DID_NOT_PLAY, fixturesFinished: false } }), { final: true });
      expect(result.substitutions).toEqual([{ outPlayerId: 10, inPlayerId: 13 }]);
    });
  });

  it("rejects malformed squads", () => {
    const noCaptain = squad().map((pick) => ({ ...pick, isCaptain: false }));
    expect(() => computeTeamPoints(noCaptain, results(), { final: true })).toThrow(/one captain/);
    const benchCaptain = squad(undefined, 12);
    expect(() => computeTeamPoints(benchCaptain, results(), { final: true })).toThrow(/must be starters/);
    const badOrder = squad().map((pick) => (pick.playerId === 15 ? { ...pick, benchOrder: 3 } : pick));
    expect(() => computeTeamPoints(badOrder, results(), { final: true })).toThrow(/bench orders/);
    expect(() => computeTeamPoints(squad().slice(1), results(), { final: true })).toThrow(/11 starters/);
  });
});

describe("combineFixtures", () => {
  it("sums a double gameweek: points add up, played if any, finished if all", () => {
    const combined = combineFixtures([
      { playerId: 7, points: 2, played: true, finished: true },
      { playerId: 7, points: 5, played: false, finished: false },
      { playerId: 8, points: 0, played: false, finished: true },
    ]);
    expect(combined.get(7)).toEqual({ points: 7, played: true, fixturesFinished: false });
    expect(combined.get(8)).toEqual({ points: 0, played: false, fixturesFinished: true });
  });
});

describe("gameweekPicks", () => {
  it("reads stored picks: bench order from SUB-n, positions from the players, the armbands from the ids", () => {
    const stored: SquadPick[] = [
      { playerId: 1, slot: "GK-0" }, { playerId: 12, slot: "SUB-0" },
      { playerId: 2, slot: "DEF-0" }, { playerId: 3, slot: "DEF-1" }, { playerId: 4, slot: "DEF-2" }, { playerId: 13, slot: "SUB-1" }, { playerId: 14, slot: "SUB-2" },
      { playerId: 5, slot: "MID-0" }, { playerId: 6, slot: "MID-1" }, { playerId: 7, slot: "MID-2" }, { playerId: 8, slot: "MID-3" }, { playerId: 15, slot: "SUB-3" },
      { playerId: 9, slot: "FWD-0" }, { playerId: 10, slot: "FWD-1" }, { playerId: 11, slot: "FWD-2" },
    ];
    const picks = gameweekPicks({ picks: stored, captainId: 9, viceCaptainId: 5 }, new Map(Object.entries(POSITION_OF).map(([id, position]) => [Number(id), position])));
    const byId = (list: GameweekPick[]) => [...list].sort((a, b) => a.playerId - b.playerId);
    expect(byId(picks)).toEqual(byId(squad()));
    expect(computeTeamPoints(picks, results(), { final: true }).total).toBe(XI_POINTS + 9);
  });

  it("takes an unknown player's position from his pitch slot", () => {
    const [pick] = gameweekPicks({ picks: [{ playerId: 999, slot: "DEF-4" }], captainId: 1, viceCaptainId: 2 }, new Map());
    expect(pick).toMatchObject({ position: "DEF", starter: true, benchOrder: null });
  });
});

describe("isGameweekFinal", () => {
  const done = { finished: true };
  it("is final once every fixture is finished and every bonus confirmed, never without fixtures", () => {
    expect(isGameweekFinal([done, done], [{ bonusConfirmed: true }])).toBe(true);
    expect(isGameweekFinal([done, { finished: false }], [{ bonusConfirmed: true }])).toBe(false);
    expect(isGameweekFinal([done], [{ bonusConfirmed: true }, { bonusConfirmed: false }])).toBe(false);
    expect(isGameweekFinal([], [])).toBe(false);
  });
});
