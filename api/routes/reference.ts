import { Hono } from "hono";
import { cachedJson } from "../http/cache";
import type { AppEnv } from "../http/app-env";
import { listClubs, listPlayers } from "../services/reference";

export const playerRoutes = new Hono<AppEnv>().get("/", async (c) => cachedJson(c, await listPlayers(c.var.ctx), 600));
export const teamRoutes = new Hono<AppEnv>().get("/", async (c) => cachedJson(c, await listClubs(c.var.ctx), 600));
