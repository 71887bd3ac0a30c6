// The small player catalogue shared by the domain's squad and challenge-rules tests, and a valid
// team of it. Prices in tenths; the 15 of squad.test.ts's `phaseOne` cost 990 (£99.0m).
import type { Position, SlotId } from "../../domain/constants.ts";
import type { RulesPlayer, Squad } from "../../domain/squad.ts";

export function p(id: number, webName: string, teamShort: string, position: Position, price: number, extra: Partial<RulesPlayer> = {}): RulesPlayer {
  return { id, webName, teamId: teamShort.charCodeAt(0), teamShort, position, price, ...extra };
}

export const catalogue: RulesPlayer[] = [
  p(1, "Sánchez", "CHE", "GK", 45),
  p(2, "Pickford", "EVE", "GK", 55),
  p(3, "Raya", "ARS", "GK", 55),
  p(10, "Gabriel", "ARS", "DEF", 60),
  p(11, "Saliba", "ARS", "DEF", 55),
  p(12, "Virgil", "LIV", "DEF", 60),
  p(13, "Gvardiol", "MCI", "DEF", 55),
  p(14, "Muñoz", "CRY", "DEF", 50),
  p(15, "Timber", "ARS", "DEF", 50),
  p(20, "M.Salah", "LIV", "MID", 130, { firstName: "Mohamed", secondName: "Salah" }),
  p(21, "Palmer", "CHE", "MID", 100),
  p(22, "Mbeumo", "MUN", "MID", 75),
  p(23, "Semenyo", "BOU", "MID", 70),
  p(24, "Rice", "ARS", "MID", 60),
  p(25, "Saka", "ARS", "MID", 95),
  p(30, "Watkins", "AVL", "FWD", 60),
  p(31, "Isak", "LIV", "FWD", 60),
  p(32, "Wood", "NFO", "FWD", 55),
  p(33, "Haaland", "MCI", "FWD", 140),
];

export function squadOf(entries: Array<[number, SlotId]>, captainId: number | null = 20, viceCaptainId: number | null = 21): Squad {
  return { picks: entries.map(([playerId, slot]) => ({ playerId, slot })), captainId, viceCaptainId };
}

// A valid team: 4-4-2, cost 990, ARS 3 (Gabriel, Saliba, Rice), LIV 3 (Virgil, Salah, Isak). Captain Salah, vice Palmer.
export const validEntries: Array<[number, SlotId]> = [
  [1, "GK-0"], [2, "SUB-0"],
  [10, "DEF-0"], [11, "DEF-1"], [12, "DEF-2"], [13, "DEF-3"], [14, "SUB-1"],
  [20, "MID-0"], [21, "MID-1"], [22, "MID-2"], [23, "MID-3"], [24, "SUB-2"],
  [30, "FWD-0"], [31, "FWD-1"], [32, "SUB-3"],
];
export const validTeam = squadOf(validEntries);

/** validEntries with one player replaced by another in the same slot. */
export function replacing(outId: number, inId: number): Array<[number, SlotId]> {
  return validEntries.map(([id, slot]) => [id === outId ? inId : id, slot]);
}
