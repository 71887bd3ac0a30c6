import { Hono } from "hono";
import { z } from "zod";
import { notFound } from "../errors";
import { gameMessages } from "../../domain/messages/game";
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
  .post("/", declare({ summary: "Save the user's squad for a gameweek", description: "Saves the signed-in user's 15-player squad for an open gameweek before its deadline: 2 GK, 5 DEF, 5 MID, 3 FWD, an XI in the slots of a formation and four on the bench, one captain and one vice-captain, and the gameweek challenge's rules (budget, club limits, required or excluded players and clubs; read them with GET /gameweeks/{id}). Any signed-in user may call it (rate-limited). Creates the user's one team for that gameweek, or replaces it (with baseVersion, only if it has not changed since).", tags, access: "user", responses: { 201: savedTeamSchema }, errors: [400, 404, 409, 423, 429] }), json(teamSubmissionSchema), async (c) =>
    c.json(await teams.saveTeam(c.var.ctx, c.req.valid("json")), 201),
  )
  .post("/create-team", declare({ summary: "Save the user's squad (the spec's second path)", description: "The same as POST /challengers under the spec's second path: saves the signed-in user's squad for an open gameweek, under the same rules. Any signed-in user may call it (rate-limited). Creates the user's one team for that gameweek, or replaces it.", tags, access: "user", responses: { 201: savedTeamSchema }, errors: [400, 404, 409, 423, 429] }), json(teamSubmissionSchema), async (c) =>
    c.json(await teams.saveTeam(c.var.ctx, c.req.valid("json")), 201),
  )
  .get("/", declare({ summary: "Teams the caller may see, a page at a time", description: "Lists the saved teams the caller may see (their own; others' after the deadline), a page at a time. Any signed-in user may call it. Changes nothing.", tags, access: "user", responses: { 200: teamPageSchema }, errors: [400] }), query(teamsQuery), async (c) =>
    c.json(await teams.listVisibleTeams(c.var.ctx, c.req.valid("query"))),
  )
  .get("/my-teams", declare({ summary: "The user's teams", description: "Lists the signed-in user's saved teams, one per gameweek. Any signed-in user may call it. Changes nothing.", tags, access: "user", responses: { 200: teamListSchema } }), async (c) => c.json(await teams.myTeams(c.var.ctx)))
  .get(
    "/my-teams/gameweek/:gameweekId",
    declare({ summary: "The user's team of a gameweek (404: none yet)", description: "Answers the signed-in user's team of one gameweek, or 404 when there is none yet. Any signed-in user may call it. Changes nothing.", tags, access: "user", responses: { 200: teamSchema }, errors: [400, 404] }),
    params(z.object({ gameweekId: text })),
    async (c) => c.json(await teams.myTeamForGameweek(c.var.ctx, c.req.valid("param").gameweekId)),
  )
  .get("/gameweek/:gameweek", declare({ summary: "The teams of a gameweek, a page at a time (403 before its deadline: teams are revealed then)", description: "Lists the teams of a gameweek, a page at a time; before the deadline they are hidden (403). Any signed-in user may call it. Changes nothing.", tags, access: "user", responses: { 200: teamPageSchema }, errors: [400, 403, 404] }), params(gameweek), query(teamsQuery), async (c) =>
    c.json(await teams.teamsOfGameweek(c.var.ctx, c.req.valid("param").gameweek, c.req.valid("query"))),
  )
  .get("/user/:userId", declare({ summary: "A user's teams (what the caller may see)", description: "Lists a user's teams: all of them for the user or staff, otherwise those whose deadline has passed. Any signed-in user may call it. Changes nothing.", tags, access: "user", responses: { 200: teamListSchema }, errors: [400, 404] }), params(z.object({ userId: text })), async (c) =>
    c.json(await teams.teamsOfUser(c.var.ctx, c.req.valid("param").userId)),
  )
  .get(
    "/user/:userId/gameweek/:gameweek",
    declare({ summary: "A user's team of a gameweek (404: none)", description: "Answers a user's team of one gameweek, if the caller may see it (404 when there is none). Any signed-in user may call it. Changes nothing.", tags, access: "user", responses: { 200: teamSchema }, errors: [400, 404] }),
    params(z.object({ userId: text, gameweek: gameweekParamSchema })),
    async (c) => {
      const { userId, gameweek } = c.req.valid("param");
      const list = await teams.teamsOfUser(c.var.ctx, userId, gameweek);
      if (list.length === 0) throw notFound(gameMessages.save.noTeamYet);
      return c.json(list[0]!);
    },
  )
  .get("/my-live-teams", declare({ summary: "The user's live teams with their points", description: "Lists the signed-in user's teams of the live and recent gameweeks with their points as scored so far. Any signed-in user may call it. Changes nothing.", tags, access: "user", responses: { 200: liveTeamsSchema } }), async (c) => c.json(await myLiveTeams(c.var.ctx)))
  .post(
    "/gameweek/:gameweek/update-rankings",
    declare({ summary: "Score and rank a gameweek's teams again (staff)", description: "Scores every team of a gameweek again from the stored match stats and ranks them. Only admins may call it. Rewrites the gameweek's points and ranks.", tags, access: "staff", responses: { 200: rankingsUpdatedSchema }, errors: [400, 404, 409] }),
    staffOnly,
    params(z.object({ gameweek: text })),
    async (c) => c.json(await updateRankings(c.var.ctx, c.req.valid("param").gameweek)),
  )
  .get("/:id", declare({ summary: "One team (what the caller may see)", description: "Answers one saved team, if the caller may see it (their own, or anyone's after the deadline). Any signed-in user may call it. Changes nothing.", tags, access: "user", responses: { 200: teamSchema }, errors: [400, 404] }), params(z.object({ id: text })), async (c) =>
    c.json(await teams.getTeam(c.var.ctx, c.req.valid("param").id)),
  )
  .patch("/:id", declare({ summary: "Update the user's team before the deadline", description: "Replaces the squad, names or captaincy of the user's own team before the gameweek's deadline; the challenge's rules are checked again. Only the team's owner may call it. Changes the team.", tags, access: "user", responses: { 200: savedTeamSchema }, errors: [400, 403, 404, 409, 423, 429] }), params(z.object({ id: text })), json(teamUpdateSchema), async (c) =>
    c.json(await teams.updateTeam(c.var.ctx, c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/:id", declare({ summary: "Delete the user's team before the deadline", description: "Deletes the user's own team before the gameweek's deadline. Only the team's owner may call it. Deletes the team.", tags, access: "user", responses: { 200: deletedSchema }, errors: [400, 403, 404, 409, 423] }), params(z.object({ id: text })), async (c) =>
    c.json(await teams.deleteTeam(c.var.ctx, c.req.valid("param").id)),
  );
