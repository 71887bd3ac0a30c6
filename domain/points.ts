// What an admin sends to set a user's points (PATCH /users/{id}/points).
import { z } from "zod";

export const pointsAdjustmentSchema = z.object({
  points: z.number({ error: "points must be a whole number" }).int("points must be a whole number").min(0, "points cannot be negative").max(10_000_000),
  reason: z.string().trim().max(200).optional(),
});
export type PointsAdjustment = z.output<typeof pointsAdjustmentSchema>;
