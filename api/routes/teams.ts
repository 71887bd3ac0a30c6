import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { cachedJson } from "../http/cache";
import { listClubs } from "../services/reference";

export const teamRoutes = new Hono<AppEnv>().get("/", async (c) => cachedJson(c, await listClubs(c.var.ctx), 600));
