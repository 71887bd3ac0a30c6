import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { challengeAdminSchema, challengeAdminUpdateSchema, statusMoveSchema } from "../../domain/challenge-admin";
import { gameweekParamSchema } from "../../domain/gameweek";
import { editChallenge, setGameweekStatus } from "../services/staff-runs";
import { paramAs, readJsonAs } from "../http/body";
import { cachedJson } from "../http/cache";
import * as gameweeks from "../services/gameweeks";
import { gameweekStatus } from "../services/reference";

export const gameweekRoutes = new Hono<AppEnv>()
  .get("/", async (c) => cachedJson(c, await gameweeks.listChallenges(c.var.ctx), 120))
  .get("/status", async (c) => cachedJson(c, await gameweekStatus(c.var.ctx), 120))
  .get("/:id{[0-9a-f-]{36}|[0-9]{1,2}}", async (c) => c.json(await gameweeks.getChallenge(c.var.ctx, c.req.param("id"))))
  .post("/admin", async (c) => c.json(await gameweeks.createChallenge(c.var.ctx, await readJsonAs(c, challengeAdminSchema)), 201))
  .put("/admin/:id", async (c) => c.json(await editChallenge(c.var.ctx, c.req.param("id"), await readJsonAs(c, challengeAdminUpdateSchema))))
  .post("/admin/:gw/status", async (c) =>
    c.json(await setGameweekStatus(c.var.ctx, paramAs(c, "gw", gameweekParamSchema), (await readJsonAs(c, statusMoveSchema)).status)),
  )
  .delete("/admin/:id", async (c) => c.json(await gameweeks.deleteChallenge(c.var.ctx, c.req.param("id"))));
