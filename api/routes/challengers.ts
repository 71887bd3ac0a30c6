import { Hono } from "hono";
import { notFound } from "../errors";
import type { AppEnv } from "../http/app-env";
import { gameweekParamSchema } from "../../domain/gameweek";
import { listQuerySchema } from "../../domain/lists";
import { teamSubmissionSchema, teamUpdateSchema } from "../../domain/team-submission-schema";
import { paramAs, queryAs, readJsonAs } from "../http/body";
import * as teams from "../services/challengers";
import { updateRankings } from "../services/staff-runs";
import { myLiveTeams } from "../services/live-teams";

export const challengerRoutes = new Hono<AppEnv>()
  .post("/", async (c) => c.json(await teams.saveTeam(c.var.ctx, await readJsonAs(c, teamSubmissionSchema)), 201))
  .post("/create-team", async (c) => c.json(await teams.saveTeam(c.var.ctx, await readJsonAs(c, teamSubmissionSchema)), 201))
  .get("/", async (c) => c.json(await teams.listVisibleTeams(c.var.ctx, queryAs(c, listQuerySchema(teams.GAMEWEEK_TEAMS)))))
  .get("/my-teams", async (c) => c.json(await teams.myTeams(c.var.ctx)))
  .get("/my-teams/gameweek/:gameweekId", async (c) => c.json(await teams.myTeamForGameweek(c.var.ctx, c.req.param("gameweekId"))))
  .get("/gameweek/:gameweek", async (c) =>
    c.json(await teams.teamsOfGameweek(c.var.ctx, paramAs(c, "gameweek", gameweekParamSchema), queryAs(c, listQuerySchema(teams.GAMEWEEK_TEAMS)))),
  )
  .get("/user/:userId", async (c) => c.json(await teams.teamsOfUser(c.var.ctx, c.req.param("userId"))))
  .get("/user/:userId/gameweek/:gameweek", async (c) => {
    const list = await teams.teamsOfUser(c.var.ctx, c.req.param("userId"), paramAs(c, "gameweek", gameweekParamSchema));
    if (list.length === 0) throw notFound("No team for this gameweek");
    return c.json(list[0]);
  })
  .get("/my-live-teams", async (c) => c.json(await myLiveTeams(c.var.ctx)))
  .post("/gameweek/:gameweek/update-rankings", async (c) => c.json(await updateRankings(c.var.ctx, c.req.param("gameweek"))))
  .get("/:id", async (c) => c.json(await teams.getTeam(c.var.ctx, c.req.param("id"))))
  .patch("/:id", async (c) => c.json(await teams.updateTeam(c.var.ctx, c.req.param("id"), await readJsonAs(c, teamUpdateSchema))))
  .delete("/:id", async (c) => c.json(await teams.deleteTeam(c.var.ctx, c.req.param("id"))));
