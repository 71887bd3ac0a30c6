import { Hono } from "hono";
import { issueRealtimeTicket } from "../services/realtime";
import type { AppEnv } from "../http/app-env";
import { declare } from "../openapi/declare";
import { realtimeTicketSchema } from "../responses/community";

export const realtimeRoutes = new Hono<AppEnv>().post(
  "/ticket",
  declare({ summary: "A ticket to open the chat's WebSockets (/parties/...; up to `uses` connections for 2 minutes; not in the spec)", description: "Answers a short-lived ticket to open the chat's WebSockets (/parties/...): up to `uses` connections within 2 minutes. Any signed-in user may call it (rate-limited). Stores the ticket.", tags: ["Chat"], access: "user", responses: { 200: realtimeTicketSchema }, errors: [403, 429] }),
  async (c) => c.json(await issueRealtimeTicket(c.var.ctx)),
);
