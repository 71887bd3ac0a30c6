import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { allFixtures, recentResults, upcomingFixtures } from "../services/fixtures";

export const fixtureRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await allFixtures(c.var.ctx, c.req.query())))
  .get("/upcoming", async (c) => c.json(await upcomingFixtures(c.var.ctx, c.req.query())))
  .get("/results", async (c) => c.json(await recentResults(c.var.ctx, c.req.query())));
