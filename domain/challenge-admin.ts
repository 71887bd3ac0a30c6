// What staff send to create or edit a gameweek challenge (spec community.md §5 "Challenge (admin)").
import { z } from "zod";
import { challengeRulesSchema } from "./challenge-rules-schema.ts";
import { GAMEWEEK_STATUSES, gameweekNumberSchema, type GameweekStatus } from "./gameweek.ts";
import { challengeAdminMessages as m } from "./messages/challenge-admin.ts";

const rewardPoints = z.number().int().min(0).max(100000);

export const challengeAdminSchema = z.object({
  gameweek: gameweekNumberSchema,
  challengeName: z.string({ error: () => m.challengeNameRequired }).trim().min(1, { error: () => m.challengeNameRequired }).max(80),
  description: z.string().trim().max(500).optional().default(""),
  rules: challengeRulesSchema.optional(),
  rewards: z.object({ rank1: rewardPoints, rank2: rewardPoints, rank3: rewardPoints }).optional(),
  deadline: z.iso.datetime({ offset: true, error: () => m.deadlineInvalid }).optional(),
  status: z
    .union([
      z.enum(GAMEWEEK_STATUSES),
      z.object({ status: z.enum(GAMEWEEK_STATUSES).optional(), deadline: z.iso.datetime({ offset: true }).optional(), isLive: z.boolean().optional() }),
    ])
    .optional(),
});
export type ChallengeAdminInput = z.output<typeof challengeAdminSchema>;

/** An edit: any of the same fields. */
export const challengeAdminUpdateSchema = challengeAdminSchema.partial();
export type ChallengeAdminUpdate = z.output<typeof challengeAdminUpdateSchema>;

/** The status an admin input asks for, in either of the spec's shapes ("active" or {status}). */
export function requestedStatus(input: Pick<ChallengeAdminUpdate, "status">): GameweekStatus | undefined {
  return typeof input.status === "string" ? input.status : input.status?.status;
}

/** POST /gameweeks/admin/{gw}/status. */
export const statusMoveSchema = z.object({ status: z.enum(GAMEWEEK_STATUSES, { error: () => m.chooseStatus }) });
