// The small player catalogue shared by the squad and challenge-rules tests.
// Prices in tenths; the 15 of squad.test.ts's `phaseOne` cost 990 (£99.0m).
import type { Position } from "./constants.ts";
import type { RulesPlayer } from "./squad.ts";

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
