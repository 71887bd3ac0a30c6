// Bench order: the substitute goalkeeper first, the outfield substitutes reorderable; auto-subs
// follow that order (team-points.ts reads SUB-n as bench order n+1).
import { describe, expect, it } from "vitest";
import { catalogue, squadOf, validEntries, validTeam } from "../tests/support/catalogue.ts";
import { DEFAULT_CHALLENGE_RULES } from "./challenge-rules.ts";
import { benchOrder, benchPicks, benchPlaceName, benchSlotFor, canSendToBench, indexPlayers, moveSubstitute, sendToBench, type Squad } from "./squad.ts";
import { computeTeamPoints, gameweekPicks, type PlayerGameweek } from "./team-points.ts";
import { validateFullTeam } from "./team-submission.ts";

const players = indexPlayers(catalogue);
const benchIds = (squad: Squad) => benchPicks(squad).map((p) => p.playerId);

describe("bench places", () => {
  it("puts a goalkeeper in the first place and outfield players after it, in the order they were benched", () => {
    const allOnPitch = squadOf(validEntries.map(([id, slot]) => [id, slot.startsWith("SUB") ? (id === 2 ? "GK-1" : id === 14 ? "DEF-4" : id === 24 ? "MID-4" : "FWD-2") : slot]));
    let squad = allOnPitch;
    for (const id of [24, 14, 32]) {
      const r = sendToBench(squad, id, players);
      expect(r.ok).toBe(true);
      if (r.ok) squad = r.squad;
    }
    expect(benchPicks(squad)).toEqual([
      { playerId: 24, slot: "SUB-1" },
      { playerId: 14, slot: "SUB-2" },
      { playerId: 32, slot: "SUB-3" },
    ]);
    expect(canSendToBench(squad, 13, players)).toMatchObject({ ok: false, reason: "bench-needs-goalkeeper" });
    expect(benchSlotFor(squad, "GK")).toBe("SUB-0");
    const keeper = sendToBench(squad, 2, players);
    expect(keeper.ok && benchPicks(keeper.squad)[0]).toEqual({ playerId: 2, slot: "SUB-0" });
  });

  it("names the places GK, 1st, 2nd and 3rd sub", () => {
    expect([1, 2, 3, 4].map(benchPlaceName)).toEqual(["GK", "1st sub", "2nd sub", "3rd sub"]);
  });
});

describe("moveSubstitute", () => {
  it("moves an outfield substitute earlier or later, swapping places", () => {
    expect(benchIds(validTeam)).toEqual([2, 14, 24, 32]);
    const earlier = moveSubstitute(validTeam, 32, -1, players);
    expect(earlier.ok && benchIds(earlier.squad)).toEqual([2, 14, 32, 24]);
    const later = moveSubstitute(validTeam, 14, 1, players);
    expect(later.ok && benchIds(later.squad)).toEqual([2, 24, 14, 32]);
  });
  it("keeps the goalkeeper first and stops at the ends", () => {
    expect(moveSubstitute(validTeam, 14, -1, players)).toMatchObject({ ok: false, reason: "at-end" });
    expect(moveSubstitute(validTeam, 32, 1, players)).toMatchObject({ ok: false, reason: "at-end" });
    expect(moveSubstitute(validTeam, 2, 1, players)).toMatchObject({ ok: false, reason: "keeper-first" });
    expect(moveSubstitute(validTeam, 20, 1, players)).toMatchObject({ ok: false, reason: "not-on-bench" });
  });
});

describe("the server's check", () => {
  it("refuses a substitute goalkeeper anywhere but the first bench place", () => {
    const swapped = squadOf(validEntries.map(([id, slot]) => [id, id === 2 ? "SUB-3" : id === 32 ? "SUB-0" : slot]));
    expect(validateFullTeam(swapped, players, DEFAULT_CHALLENGE_RULES)).toContain("The substitute goalkeeper must take the first bench place.");
    expect(validateFullTeam(validTeam, players, DEFAULT_CHALLENGE_RULES)).toEqual([]);
  });
});

describe("auto-subs follow the bench order", () => {
  // A starting defender (10) did not play; the 1st and 2nd outfield subs (14 DEF, 24 MID) both played.
  const results = new Map<number, PlayerGameweek>(catalogue.map((p) => [p.id, { points: p.id === 10 ? 0 : 2, played: p.id !== 10, fixturesFinished: true }]));
  const subsOf = (squad: Squad) => {
    const picks = gameweekPicks({ picks: squad.picks, captainId: 20, viceCaptainId: 21 }, new Map(catalogue.map((p) => [p.id, p.position])));
    return computeTeamPoints(picks, results, { final: true }).substitutions;
  };
  it("brings on the first outfield sub who keeps a valid formation, and another after a reorder", () => {
    expect(subsOf(validTeam)).toEqual([{ outPlayerId: 10, inPlayerId: 14 }]);
    const reordered = moveSubstitute(validTeam, 24, -1, players);
    expect(reordered.ok).toBe(true);
    if (reordered.ok) expect(subsOf(reordered.squad)).toEqual([{ outPlayerId: 10, inPlayerId: 24 }]);
    expect(benchOrder("SUB-1")).toBe(2);
  });
});
