// Mini-league rules shared by the create/join forms and the leagues service: the name and
// invite-code limits and the schemas that enforce them.
import { z } from "zod";

export const LEAGUE_NAME_MAX_LENGTH = 40;
export const INVITE_CODE_LENGTH = 6;
/** Letters and digits an invite code is drawn from: no 0/O, 1/I to misread. Joining accepts any letter or digit. */
export const INVITE_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const MAX_LEAGUES_PER_USER = 20;

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
