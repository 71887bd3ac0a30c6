import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { cachedJson } from "../http/cache";
import { listClubs } from "../services/reference";
import { declare } from "../openapi/declare";
import { clubListSchema } from "../responses/game";

export const teamRoutes = new Hono<AppEnv>().get("/", declare({ summary: "The Premier League clubs (cached, ETag)", description: "Lists the twenty Premier League clubs (cached; If-None-Match answers 304). Anyone may call it. Changes nothing.", tags: ["Reference"], access: "public", etag: true, responses: { 200: clubListSchema } }), async (c) =>
  cachedJson(c, await listClubs(c.var.ctx), 600),
);
