// Domain rules in SQL, for the queries that filter on them. The domain function stays the
// reference (and the one the unit tests pin down); each helper here says which one it mirrors.
import { sql } from "drizzle-orm";
import { gameweeks } from "./schema";

/**
 * domain/gameweek.ts isTeamRevealed() as a condition on the gameweeks table at `now` (epoch ms):
 * active or completed, or upcoming with its deadline passed.
 */
export function gameweekRevealed(now: number) {
  return sql`(${gameweeks.status} in ('active', 'completed') or (${gameweeks.status} = 'upcoming' and ${gameweeks.deadline} <= ${now}))`;
}
