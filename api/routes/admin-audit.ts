import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { queryAs } from "../http/body";
import { auditQuerySchema } from "../../domain/moderation";
import { listAudit } from "../services/audit";

/** GET /admin/audit?actor=&action=&target=&page=: the audit log (staff). */
export const adminAuditRoutes = new Hono<AppEnv>().get("/", async (c) => c.json(await listAudit(c.var.ctx, queryAs(c, auditQuerySchema))));
