import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { leaderboard } from "../services/leaderboard";

export const leaderboardRoutes = new Hono<AppEnv>().get("/", async (c) => c.json(await leaderboard(c.var.ctx, c.req.query())));
