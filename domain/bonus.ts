// Provisional bonus points: 3/2/1 (a season's `bonus_by_rank`) to the best Bonus Points
// System (BPS) scores of one fixture, with the official tie rules.

import type { SeasonRules } from "./season-rules.ts";

export interface FixtureBpsEntry {
  element: number;
  bps: number;
  minutes: number;
}

/**
 * Bonus for every player of one fixture (element -> 0..3; every entry gets a
 * key). Players are ranked by BPS with shared ranks for ties ("1, 1, 3"
 * ranking), and rank n gets the season's `bonus_by_rank[n - 1]` (2024-25 and
 * 2025-26: rank 1 gets 3, rank 2 gets 2, rank 3 gets 1). This gives
 * exactly the official tie rules:
 * - two tie for first: both 3, the next 1 (rank 3);
 * - three tie for first: all 3, nobody else (next rank is 4);
 * - one first, two tie second: 3, 2, 2, nobody 1;
 * - a tie for third: all of them 1.
 * Players with 0 minutes get nothing and do not take a rank. Give one entry
 * per player: a repeated entry takes a rank of its own.
 *
 * Over 2025-26 gw1-19 this equals the official `bonus` column in all 190
 * fixtures, and in every fixture of the shipped 2024-25 gameweeks (bonus.test.ts).
 * The bundled CSVs repeat a few rows verbatim; fed in twice, such a player
 * took two ranks and pushed the real third out of the bonus (gw6 fixture 56,
 * gw8 fixture 73), so callers must pass one entry per player.
 */
export function provisionalBonus(entries: readonly FixtureBpsEntry[], rules: SeasonRules): Map<number, number> {
  const bonus = new Map<number, number>();
  for (const entry of entries) bonus.set(entry.element, 0);

  const ranked = entries.filter((entry) => entry.minutes > 0).sort((a, b) => b.bps - a.bps);
  ranked.forEach((entry, index) => {
    // Shared rank: a player tied with the one above takes that player's rank.
    let rank = index + 1;
    while (rank > 1 && ranked[rank - 2].bps === entry.bps) rank--;
    const points = rules.bonus_by_rank[rank - 1] ?? 0;
    if (points > 0) bonus.set(entry.element, points);
  });
  return bonus;
}
