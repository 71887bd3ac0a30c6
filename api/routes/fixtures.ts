import { Hono } from "hono";
import { fixtureQuerySchema } from "../../domain/fixtures";
import type { AppEnv } from "../http/app-env";
import { queryAs } from "../http/body";
import { allFixtures, recentResults, upcomingFixtures } from "../services/fixtures";

export const fixtureRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await allFixtures(c.var.ctx, queryAs(c, fixtureQuerySchema))))
  .get("/upcoming", async (c) => c.json(await upcomingFixtures(c.var.ctx, queryAs(c, fixtureQuerySchema))))
  .get("/results", async (c) => c.json(await recentResults(c.var.ctx, queryAs(c, fixtureQuerySchema))));
