// What an admin sends to set a user's points (PATCH /users/{id}/points).
import { z } from "zod";
import { reasonSchema } from "./reasons.ts";

export const pointsAdjustmentSchema = z.object({
  points: z.number({ error: "points must be a whole number" }).int("points must be a whole number").min(0, "points cannot be negative").max(10_000_000),
  reason: reasonSchema({ max: 200 }).optional(),
});
export type PointsAdjustment = z.output<typeof pointsAdjustmentSchema>;

/**
 * Earned points, the VIP rooms' measure (decision 019): what the game gave, never what a
 * purchase gave back. A ledger row's kind is its key's prefix (as ledgerMovement in
 * domain/profile.ts reads it): gameweek rewards are earned, and so is an opening balance
 * (the rewards of the seasons before the ledger). Store orders, their refunds and admin
 * adjustments are not: otherwise buying and cancelling would earn the refund each time.
 */
export const EARNED_KEY_PREFIXES = ["reward:", "opening:"] as const;

export const isEarned = (ledgerKey: string): boolean => EARNED_KEY_PREFIXES.some((prefix) => ledgerKey.startsWith(prefix));
