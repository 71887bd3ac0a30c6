import { Hono } from "hono";
import { z } from "zod";
import { notFound } from "../errors";
import type { AppEnv } from "../http/app-env";
import { gameweekParamSchema } from "../../domain/gameweek";
import { listQuerySchema } from "../../domain/lists";
import { teamSubmissionSchema, teamUpdateSchema } from "../../domain/team-submission-schema";
import * as teams from "../services/challengers";
import { updateRankings } from "../services/staff-runs";
import { myLiveTeams } from "../services/live-teams";
import { staffOnly } from "../http/signed-in";
import { declare, json, params, query } from "../openapi/declare";
import { deletedSchema, liveTeamsSchema, rankingsUpdatedSchema, savedTeamSchema, teamListSchema, teamPageSchema, teamSchema } from "../responses/game";

const tags: ["Teams"] = ["Teams"];
const text = z.string().max(64);
const gameweek = z.object({ gameweek: gameweekParamSchema });
const teamsQuery = listQuerySchema(teams.GAMEWEEK_TEAMS);

export const challengerRoutes = new Hono<AppEnv>()
  .post("/", declare({ summary: "Save the user's squad for a gameweek", tags, access: "user", responses: { 201: savedTeamSchema }, errors: [400, 404, 409, 423, 429] }), json(teamSubmissionSchema), async (c) =>
    c.json(await teams.saveTeam(c.var.ctx, c.req.valid("json")), 201),
  )
  .post("/create-team", declare({ summary: "Save the user's squad (the spec's second path)", tags, access: "user", responses: { 201: savedTeamSchema }, errors: [400, 404, 409, 423, 429] }), json(teamSubmissionSchema), async (c) =>
    c.json(await teams.saveTeam(c.var.ctx, c.req.valid("json")), 201),
  )
  .get("/", declare({ summary: "Teams the caller may see, a page at a time", tags, access: "user", responses: { 200: teamPageSchema }, errors: [400] }), query(teamsQuery), async (c) =>
    c.json(await teams.listVisibleTeams(c.var.ctx, c.req.valid("query"))),
  )
  .get("/my-teams", declare({ summary: "The user's teams", tags, access: "user", responses: { 200: teamListSchema } }), async (c) => c.json(await teams.myTeams(c.var.ctx)))
  .get(
    "/my-teams/gameweek/:gameweekId",
    declare({ summary: "The user's team of a gameweek (404: none yet)", tags, access: "user", responses: { 200: teamSchema }, errors: [400, 404] }),
    params(z.object({ gameweekId: text })),
    async (c) => c.json(await teams.myTeamForGameweek(c.var.ctx, c.req.valid("param").gameweekId)),
  )
  .get("/gameweek/:gameweek", declare({ summary: "The teams of a gameweek, a page at a time (403 before its deadline: teams are revealed then)", tags, access: "user", responses: { 200: teamPageSchema }, errors: [400, 403, 404] }), params(gameweek), query(teamsQuery), async (c) =>
    c.json(await teams.teamsOfGameweek(c.var.ctx, c.req.valid("param").gameweek, c.req.valid("query"))),
  )
  .get("/user/:userId", declare({ summary: "A user's teams (what the caller may see)", tags, access: "user", responses: { 200: teamListSchema }, errors: [400, 404] }), params(z.object({ userId: text })), async (c) =>
    c.json(await teams.teamsOfUser(c.var.ctx, c.req.valid("param").userId)),
  )
  .get(
    "/user/:userId/gameweek/:gameweek",
    declare({ summary: "A user's team of a gameweek (404: none)", tags, access: "user", responses: { 200: teamSchema }, errors: [400, 404] }),
    params(z.object({ userId: text, gameweek: gameweekParamSchema })),
    async (c) => {
      const { userId, gameweek } = c.req.valid("param");
      const list = await teams.teamsOfUser(c.var.ctx, userId, gameweek);
      if (list.length === 0) throw notFound("No team for this gameweek");
      return c.json(list[0]!);
    },
  )
  .get("/my-live-teams", declare({ summary: "The user's live teams with their points", tags, access: "user", responses: { 200: liveTeamsSchema } }), async (c) => c.json(await myLiveTeams(c.var.ctx)))
  .post(
    "/gameweek/:gameweek/update-rankings",
    declare({ summary: "Score and rank a gameweek's teams again (staff)", tags, access: "staff", responses: { 200: rankingsUpdatedSchema }, errors: [400, 404, 409] }),
    staffOnly,
    params(z.object({ gameweek: text })),
    async (c) => c.json(await updateRankings(c.var.ctx, c.req.valid("param").gameweek)),
  )
  .get("/:id", declare({ summary: "One team (what the caller may see)", tags, access: "user", responses: { 200: teamSchema }, errors: [400, 404] }), params(z.object({ id: text })), async (c) =>
    c.json(await teams.getTeam(c.var.ctx, c.req.valid("param").id)),
  )
  .patch("/:id", declare({ summary: "Update the user's team before the deadline", tags, access: "user", responses: { 200: savedTeamSchema }, errors: [400, 403, 404, 409, 423, 429] }), params(z.object({ id: text })), json(teamUpdateSchema), async (c) =>
    c.json(await teams.updateTeam(c.var.ctx, c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/:id", declare({ summary: "Delete the user's team before the deadline", tags, access: "user", responses: { 200: deletedSchema }, errors: [400, 403, 404, 409, 423] }), params(z.object({ id: text })), async (c) =>
    c.json(await teams.deleteTeam(c.var.ctx, c.req.valid("param").id)),
  );
