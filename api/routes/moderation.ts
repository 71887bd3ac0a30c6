import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { paramAs, queryAs, readJsonAs } from "../http/body";
import { bulkModerate, openCaseIds } from "../services/moderation-bulk";
import { REPORTABLE_KINDS, bulkModerationSchema, caseQuerySchema } from "../../domain/moderation";

/** The moderation queues' bulk actions (issue 25): one action on many cases, and "select all matching". */
export const moderationRoutes = new Hono<AppEnv>()
  .post("/bulk", async (c) => c.json(await bulkModerate(c.var.ctx, await readJsonAs(c, bulkModerationSchema))))
  .get("/:kind/ids", async (c) => c.json(await openCaseIds(c.var.ctx, paramAs(c, "kind", z.enum(REPORTABLE_KINDS)), queryAs(c, caseQuerySchema))));
