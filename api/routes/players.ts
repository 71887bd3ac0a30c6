import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { cachedJson } from "../http/cache";
import { listPlayers, toPlayerCard } from "../services/reference";

export const playerRoutes = new Hono<AppEnv>()
  .get("/", async (c) => cachedJson(c, await listPlayers(c.var.ctx), 600))
  // The screens' card of every player (domain/players.ts): what the team builder's picker loads
  // when it opens, instead of carrying 820 players in the page.
  .get("/cards", async (c) => cachedJson(c, (await listPlayers(c.var.ctx)).map(toPlayerCard), 600));
