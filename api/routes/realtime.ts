import { Hono } from "hono";
import { issueRealtimeTicket } from "../services/realtime";
import type { AppEnv } from "../http/app-env";

export const realtimeRoutes = new Hono<AppEnv>().post("/ticket", async (c) => c.json(await issueRealtimeTicket(c.var.ctx)));
