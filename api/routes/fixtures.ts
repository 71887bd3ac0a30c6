import { Hono } from "hono";
import { z } from "zod";
import { fixtureQuerySchema } from "../../domain/fixtures";
import type { AppEnv } from "../http/app-env";
import { edgeCached } from "../http/edge-cache";
import { gameweekParamSchema } from "../../domain/gameweek";
import { allFixtures, nextFixturesFrom, recentResults, upcomingFixtures } from "../services/fixtures";
import { declare, params, query } from "../openapi/declare";
import { fixtureListSchema, nextFixturesSchema } from "../responses/game";

const tags: ["Reference"] = ["Reference"];

export const fixtureRoutes = new Hono<AppEnv>()
  .get("/", declare({ summary: "Fixtures", description: "Lists the fixtures, optionally of one gameweek (?gameweek=), up to ?limit= (from the edge cache; If-None-Match answers 304). Anyone may call it. Changes nothing.", tags, access: "public", etag: true, responses: { 200: fixtureListSchema }, errors: [400] }), query(fixtureQuerySchema), async (c) =>
    edgeCached(c, { scopes: ["fixtures"], input: c.req.valid("query") }, (read) => allFixtures(read, c.req.valid("query"))),
  )
  .get("/upcoming", declare({ summary: "Fixtures still to play", description: "Lists the fixtures not played yet, soonest first (from the edge cache; If-None-Match answers 304). Anyone may call it. Changes nothing.", tags, access: "public", etag: true, responses: { 200: fixtureListSchema }, errors: [400] }), query(fixtureQuerySchema), async (c) =>
    edgeCached(c, { scopes: ["fixtures"], input: c.req.valid("query") }, (read) => upcomingFixtures(read, c.req.valid("query"))),
  )
  .get("/results", declare({ summary: "Recent results", description: "Lists the latest played fixtures with their scores (from the edge cache; If-None-Match answers 304). Anyone may call it. Changes nothing.", tags, access: "public", etag: true, responses: { 200: fixtureListSchema }, errors: [400] }), query(fixtureQuerySchema), async (c) =>
    edgeCached(c, { scopes: ["fixtures"], input: c.req.valid("query") }, (read) => recentResults(read, c.req.valid("query"))),
  )
  // Each club's next three fixtures from a gameweek, with their difficulty (the builder's picker).
  .get(
    "/next/:gameweek",
    declare({ summary: "Each club's next three fixtures from a gameweek, with their difficulty (not in the spec; cached, ETag)", description: "Answers each club's next three fixtures from a gameweek on, with their difficulty (cached; If-None-Match answers 304). Anyone may call it. Changes nothing.", tags, access: "public", etag: true, responses: { 200: nextFixturesSchema }, errors: [400] }),
    params(z.object({ gameweek: gameweekParamSchema })),
    async (c) => edgeCached(c, { scopes: ["fixtures"], browserMaxAge: 600 }, (read) => nextFixturesFrom(read, c.req.valid("param").gameweek)),
  );
