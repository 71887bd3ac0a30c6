// Formations from positions: pure, with no texts, so that a page showing a formation (My Team)
// does not load the squad rules and their messages (domain/squad.ts re-exports both).
import type { Position } from "./constants.ts";

/** Players per position; a player whose position is unknown (null) is not counted. */
export function positionCounts(members: Iterable<{ position: Position | null }>): Record<Position, number> {
  const counts: Record<Position, number> = { GK: 0, DEF: 0, MID: 0, FWD: 0 };
  for (const { position } of members) if (position !== null) counts[position] += 1;
  return counts;
}

/** Formation of starters as DEF-MID-FWD, e.g. "4-4-2", for pages that hold players rather than a squad. */
export function formationOf(starters: Iterable<{ position: Position | null }>): string {
  const counts = positionCounts(starters);
  return `${counts.DEF}-${counts.MID}-${counts.FWD}`;
}
