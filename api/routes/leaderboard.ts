import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { LEADERBOARD_LIST, leaderboard } from "../services/leaderboard";
import { listQuerySchema } from "../../domain/lists";
import { queryAs } from "../http/body";

export const leaderboardRoutes = new Hono<AppEnv>().get("/", async (c) => c.json(await leaderboard(c.var.ctx, queryAs(c, listQuerySchema(LEADERBOARD_LIST)))));
