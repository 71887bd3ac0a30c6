// Mini-league rules shared by the create/join forms and the leagues service: the name and
// invite-code limits and the schemas that enforce them.
import { z } from "zod";
import { leaderboardMessages as m } from "./messages/leaderboard.ts";

import { INVITE_CODE_LENGTH, LEAGUE_NAME_MAX_LENGTH } from "./leagues-rules";

export * from "./leagues-rules";

export const createLeagueSchema = z.object({
  name: z
    .string({ error: () => m.leagueNameRequired })
    .trim()
    .min(1, { error: () => m.leagueNameRequired })
    .max(LEAGUE_NAME_MAX_LENGTH, { error: () => m.leagueNameTooLong(LEAGUE_NAME_MAX_LENGTH) }),
});

export const joinLeagueSchema = z.object({
  code: z
    .string({ error: () => m.inviteCodeRequired })
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9]{${INVITE_CODE_LENGTH}}$`), { error: () => m.inviteCodeShape(INVITE_CODE_LENGTH) }),
});

export type CreateLeagueInput = z.output<typeof createLeagueSchema>;
export type JoinLeagueInput = z.output<typeof joinLeagueSchema>;
