// Account notices as their owner handles them (the shell's bell and /notices, issue 25): which
// ones to mark read. The notices themselves are written by the services of the actions they tell.
import { z } from "zod";
import { rowIdSchema } from "./ids.ts";

/** The most notices one call marks by id (the page shows 50). */
export const NOTICES_MARK_MAX = 50;

/** POST /users/me/notices/read {ids?}: the notices named, or every unread one when no ids are given. */
export const noticesReadSchema = z
  .object({ ids: z.array(rowIdSchema).min(1, "Name at least one notice").max(NOTICES_MARK_MAX, `At most ${NOTICES_MARK_MAX} notices a call`).optional() })
  .strict();
export type NoticesReadInput = z.output<typeof noticesReadSchema>;
