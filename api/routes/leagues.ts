import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { createLeagueSchema, joinLeagueSchema } from "../../domain/leagues";
import { readJsonAs } from "../http/body";
import { managerLatestTeam } from "../services/leaderboard";
import * as leagues from "../services/leagues";

export const leagueRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await leagues.myLeagues(c.var.ctx)))
  .post("/", async (c) => c.json(await leagues.createLeague(c.var.ctx, await readJsonAs(c, createLeagueSchema)), 201))
  .post("/join", async (c) => c.json(await leagues.joinLeague(c.var.ctx, await readJsonAs(c, joinLeagueSchema))))
  .get("/details", async (c) => c.json(await leagues.leagueDetails(c.var.ctx, c.req.query("id") ?? "")))
  .get("/manager/:id/team", async (c) => c.json(await managerLatestTeam(c.var.ctx, c.req.param("id"))))
  .get("/:id", async (c) => c.json(await leagues.leagueDetails(c.var.ctx, c.req.param("id"))));
