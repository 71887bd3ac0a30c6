import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { createLeagueSchema, joinLeagueSchema } from "../../domain/leagues";
import { managerLatestTeam } from "../services/leaderboard";
import * as leagues from "../services/leagues";
import { declare, json, params, query } from "../openapi/declare";
import { leagueDetailsSchema, leagueJoinedSchema, leagueCreatedSchema, managerTeamSchema, myLeaguesSchema } from "../responses/game";

const tags: ["Leaderboards"] = ["Leaderboards"];
const id = z.object({ id: z.string().max(64) });

export const leagueRoutes = new Hono<AppEnv>()
  .get("/", declare({ summary: "The user's mini-leagues", description: "Lists the mini-leagues the signed-in user belongs to. Any signed-in user may call it. Changes nothing.", tags, access: "user", responses: { 200: myLeaguesSchema } }), async (c) => c.json(await leagues.myLeagues(c.var.ctx)))
  .post("/", declare({ summary: "Create a mini-league (not in the spec)", description: "Creates a mini-league with a join code; its creator is its first member. Any signed-in user may call it (within the per-user cap). Creates the league and its membership.", tags, access: "user", responses: { 201: leagueCreatedSchema }, errors: [400, 409, 429] }), json(createLeagueSchema), async (c) =>
    c.json(await leagues.createLeague(c.var.ctx, c.req.valid("json")), 201),
  )
  .post("/join", declare({ summary: "Join a mini-league by its code (not in the spec)", description: "Joins a mini-league by its code. Any signed-in user may call it (within the league's and the user's caps). Adds the user to the league.", tags, access: "user", responses: { 200: leagueJoinedSchema }, errors: [400, 404, 409, 429] }), json(joinLeagueSchema), async (c) =>
    c.json(await leagues.joinLeague(c.var.ctx, c.req.valid("json"))),
  )
  .get("/details", declare({ summary: "A mini-league's standings (?id=)", description: "Answers a mini-league's standings (?id=). Members of the league may call it. Changes nothing.", tags, access: "user", responses: { 200: leagueDetailsSchema }, errors: [400, 403, 404] }), query(z.object({ id: z.string().max(64).default("") })), async (c) =>
    c.json(await leagues.leagueDetails(c.var.ctx, c.req.valid("query").id)),
  )
  .get("/manager/:id/team", declare({ summary: "A manager's latest team", description: "Answers a manager's latest team whose deadline has passed, as a league's standings link to it. Any signed-in user may call it. Changes nothing.", tags, access: "user", responses: { 200: managerTeamSchema }, errors: [400, 404] }), params(id), async (c) =>
    c.json(await managerLatestTeam(c.var.ctx, c.req.valid("param").id)),
  )
  .get("/:id", declare({ summary: "A mini-league's standings (not in the spec's path form)", description: "Answers a mini-league's standings, as GET /leagues/details with the id in the path. Members of the league may call it. Changes nothing.", tags, access: "user", responses: { 200: leagueDetailsSchema }, errors: [400, 403, 404] }), params(id), async (c) =>
    c.json(await leagues.leagueDetails(c.var.ctx, c.req.valid("param").id)),
  );
