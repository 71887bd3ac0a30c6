import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { cachedJson } from "../http/cache";
import { listPlayers } from "../services/reference";

export const playerRoutes = new Hono<AppEnv>().get("/", async (c) => cachedJson(c, await listPlayers(c.var.ctx), 600));
