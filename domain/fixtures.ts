// What a client may ask of the fixture lists.
import { z } from "zod";
import { limitSchema } from "./lists.ts";
import { gameweekParamSchema } from "./gameweek.ts";

export const FIXTURES_MAX = 380;

export const fixtureQuerySchema = z.object({
  limit: limitSchema({ defaultLimit: 20, maxLimit: FIXTURES_MAX }),
  gameweek: gameweekParamSchema.optional(),
});
export type FixtureQuery = z.output<typeof fixtureQuerySchema>;
