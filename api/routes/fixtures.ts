import { Hono } from "hono";
import { z } from "zod";
import { fixtureQuerySchema } from "../../domain/fixtures";
import type { AppEnv } from "../http/app-env";
import { cachedJson } from "../http/cache";
import { gameweekParamSchema } from "../../domain/gameweek";
import { allFixtures, nextFixturesFrom, recentResults, upcomingFixtures } from "../services/fixtures";
import { declare, params, query } from "../openapi/declare";
import { fixtureListSchema, nextFixturesSchema } from "../responses/game";

const tags: ["Reference"] = ["Reference"];

export const fixtureRoutes = new Hono<AppEnv>()
  .get("/", declare({ summary: "Fixtures", description: "Lists the fixtures, optionally of one gameweek (?gameweek=), up to ?limit=. Anyone may call it. Changes nothing.", tags, access: "public", responses: { 200: fixtureListSchema }, errors: [400] }), query(fixtureQuerySchema), async (c) =>
    c.json(await allFixtures(c.var.ctx, c.req.valid("query"))),
  )
  .get("/upcoming", declare({ summary: "Fixtures still to play", description: "Lists the fixtures not played yet, soonest first. Anyone may call it. Changes nothing.", tags, access: "public", responses: { 200: fixtureListSchema }, errors: [400] }), query(fixtureQuerySchema), async (c) =>
    c.json(await upcomingFixtures(c.var.ctx, c.req.valid("query"))),
  )
  .get("/results", declare({ summary: "Recent results", description: "Lists the latest played fixtures with their scores. Anyone may call it. Changes nothing.", tags, access: "public", responses: { 200: fixtureListSchema }, errors: [400] }), query(fixtureQuerySchema), async (c) =>
    c.json(await recentResults(c.var.ctx, c.req.valid("query"))),
  )
  // Each club's next three fixtures from a gameweek, with their difficulty (the builder's picker).
  .get(
    "/next/:gameweek",
    declare({ summary: "Each club's next three fixtures from a gameweek, with their difficulty (not in the spec; cached, ETag)", description: "Answers each club's next three fixtures from a gameweek on, with their difficulty (cached; If-None-Match answers 304). Anyone may call it. Changes nothing.", tags, access: "public", etag: true, responses: { 200: nextFixturesSchema }, errors: [400] }),
    params(z.object({ gameweek: gameweekParamSchema })),
    async (c) => cachedJson(c, await nextFixturesFrom(c.var.ctx, c.req.valid("param").gameweek), 600),
  );
