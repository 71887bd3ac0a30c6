import { Hono } from "hono";
import { fixtureQuerySchema } from "../../domain/fixtures";
import type { AppEnv } from "../http/app-env";
import { paramAs, queryAs } from "../http/body";
import { cachedJson } from "../http/cache";
import { gameweekParamSchema } from "../../domain/gameweek";
import { allFixtures, nextFixturesFrom, recentResults, upcomingFixtures } from "../services/fixtures";

export const fixtureRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await allFixtures(c.var.ctx, queryAs(c, fixtureQuerySchema))))
  .get("/upcoming", async (c) => c.json(await upcomingFixtures(c.var.ctx, queryAs(c, fixtureQuerySchema))))
  .get("/results", async (c) => c.json(await recentResults(c.var.ctx, queryAs(c, fixtureQuerySchema))))
  // Each club's next three fixtures from a gameweek, with their difficulty (the builder's picker).
  .get("/next/:gameweek", async (c) => cachedJson(c, await nextFixturesFrom(c.var.ctx, paramAs(c, "gameweek", gameweekParamSchema)), 600));
