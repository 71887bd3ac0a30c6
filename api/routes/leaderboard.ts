import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { edgeCached } from "../http/edge-cache";
import { LEADERBOARD_LIST, leaderboard } from "../services/leaderboard";
import { listQuerySchema } from "../../domain/lists";
import { declare, query } from "../openapi/declare";
import { leaderboardSchema } from "../responses/game";

export const leaderboardRoutes = new Hono<AppEnv>().get(
  "/",
  declare({ summary: "The season's leaderboard, a page at a time", description: "Answers the season's leaderboard (managers by season points, with their gameweek standings), a page at a time (from the edge cache; If-None-Match answers 304). Anyone may call it, signed in or not: the answer is the same for everyone. Changes nothing.", tags: ["Leaderboards"], access: "optional", etag: true, responses: { 200: leaderboardSchema }, errors: [400] }),
  query(listQuerySchema(LEADERBOARD_LIST)),
  async (c) => edgeCached(c, { scopes: ["standings", "gameweeks"], input: c.req.valid("query") }, (read) => leaderboard(read, c.req.valid("query"))),
);
