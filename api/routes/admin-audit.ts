import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { auditQuerySchema } from "../../domain/moderation";
import { listAudit } from "../services/audit";
import { declare, query } from "../openapi/declare";
import { auditPageSchema } from "../responses/staff";

/** GET /admin/audit?actor=&action=&target=&page=: the audit log (staff). */
export const adminAuditRoutes = new Hono<AppEnv>().get(
  "/",
  declare({ summary: "The audit log, filtered by actor, action and target (not in the spec)", description: "Lists the audit log of staff actions, filtered by actor, action and target, newest first. Staff (moderators and admins) may call it. Changes nothing.", tags: ["Admin"], access: "staff", responses: { 200: auditPageSchema }, errors: [400] }),
  query(auditQuerySchema),
  async (c) => c.json(await listAudit(c.var.ctx, c.req.valid("query"))),
);
