// What a client may ask of the fixture lists.
import { z } from "zod";
import { gameweekParamSchema } from "./gameweek.ts";

export const FIXTURES_MAX = 380;

export const fixtureQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(FIXTURES_MAX).default(20),
  gameweek: gameweekParamSchema.optional(),
});
export type FixtureQuery = z.output<typeof fixtureQuerySchema>;
