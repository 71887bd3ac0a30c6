import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { bulkModerate, openCaseIds } from "../services/moderation-bulk";
import { REPORTABLE_KINDS, VOTE_KINDS, bulkModerationSchema, caseQuerySchema } from "../../domain/moderation";
import { declare, json, params, query } from "../openapi/declare";
import { TOTAL_COUNT, bulkResultSchema, caseIdsSchema, reportedVotesSchema } from "../responses/staff";
import { pagedArray } from "../http/body";
import { reportedVotes } from "../services/votes";

const tags: ["Moderation"] = ["Moderation"];

/** The moderation queues' bulk actions (issue 25): one action on many cases, and "select all matching". */
export const moderationRoutes = new Hono<AppEnv>()
  .post("/bulk", declare({ summary: "One action on many cases (not in the spec; audited)", description: "Applies one action to up to 100 reported items of one kind: clear their reports, delete them, or ban their authors (for a duration, their other reported items cleared or removed). Staff may call it. Closes each case, tells the authors concerned and writes one audit row per item.", tags, access: "staff", responses: { 200: bulkResultSchema }, errors: [400, 409] }), json(bulkModerationSchema), async (c) =>
    c.json(await bulkModerate(c.var.ctx, c.req.valid("json"))),
  )
  .get(
    "/:kind/ids",
    declare({ summary: "The ids of every open case matching a queue's filters (not in the spec)", description: "Answers the ids of every open case of a queue that matches its filters, for a bulk action. Staff may call it. Changes nothing.", tags, access: "staff", responses: { 200: caseIdsSchema }, errors: [400] }),
    params(z.object({ kind: z.enum(REPORTABLE_KINDS) })),
    query(caseQuerySchema),
    async (c) => c.json(await openCaseIds(c.var.ctx, c.req.valid("param").kind, c.req.valid("query"))),
  )
  .get(
    "/:kind/reported",
    declare({ summary: "Reported team votes or player polls, a page at a time (X-Total-Count; not in the spec)", description: "Lists the reported team votes or player polls, a page at a time (X-Total-Count gives the total). Staff may call it. Changes nothing.", tags, access: "staff", headers: TOTAL_COUNT, responses: { 200: reportedVotesSchema }, errors: [400] }),
    params(z.object({ kind: z.enum(VOTE_KINDS) })),
    query(caseQuerySchema),
    async (c) => pagedArray(c, await reportedVotes(c.var.ctx, c.req.valid("param").kind, c.req.valid("query"))),
  );
