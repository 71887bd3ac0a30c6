// Mini-league rules shared by the create/join forms and the leagues service: the name and
// invite-code limits and the schemas that enforce them.
import { z } from "zod";

import { INVITE_CODE_LENGTH, LEAGUE_NAME_MAX_LENGTH } from "./leagues-rules";

export * from "./leagues-rules";

export const createLeagueSchema = z.object({
  name: z
    .string({ error: "League name is required" })
    .trim()
    .min(1, "League name is required")
    .max(LEAGUE_NAME_MAX_LENGTH, `League name must be at most ${LEAGUE_NAME_MAX_LENGTH} characters`),
});

export const joinLeagueSchema = z.object({
  code: z
    .string({ error: "Invite code is required" })
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9]{${INVITE_CODE_LENGTH}}$`), `An invite code has ${INVITE_CODE_LENGTH} letters and digits`),
});

export type CreateLeagueInput = z.output<typeof createLeagueSchema>;
export type JoinLeagueInput = z.output<typeof joinLeagueSchema>;
