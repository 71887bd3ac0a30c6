import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { edgeCached } from "../http/edge-cache";
import { listClubs } from "../services/reference";
import { declare } from "../openapi/declare";
import { clubListSchema } from "../responses/game";

export const teamRoutes = new Hono<AppEnv>().get("/", declare({ summary: "The Premier League clubs (cached, ETag)", description: "Lists the twenty Premier League clubs (cached; If-None-Match answers 304). Anyone may call it. Changes nothing.", tags: ["Reference"], access: "public", etag: true, responses: { 200: clubListSchema } }), async (c) =>
  edgeCached(c, { scopes: ["players"], browserMaxAge: 600 }, listClubs),
);
