import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import * as fpl from "../services/fpl-import";
import { clockAdvanceSchema } from "../../domain/local-timeline";
import { playerExtractionSchema } from "../../domain/player-import";
import { readJsonAs, readOptionalJsonAs } from "../http/body";
import { advanceLocalClock } from "../services/staff-runs";

export const adminFplRoutes = new Hono<AppEnv>()
  .post("/players-fpl/extract", async (c) => {
    // No body (the spec's call) or {confirm}: the code of a held extraction's answer, to apply that feed.
    const body = await readOptionalJsonAs(c, playerExtractionSchema);
    const result = await fpl.extractPlayers(c.var.ctx, undefined, body);
    return c.json(result, result.success ? 200 : 409);
  })
  .post("/teams-fpl/extract", async (c) => c.json(await fpl.extractTeams(c.var.ctx)))
  .get("/players-fpl/backups", async (c) => c.json({ success: true, backups: await fpl.listPlayerBackups(c.var.ctx) }))
  .post("/clock", async (c) => c.json(await advanceLocalClock(c.var.ctx, await readJsonAs(c, clockAdvanceSchema))))
  .post("/players-fpl/restore/:id", async (c) => c.json(await fpl.restorePlayerBackup(c.var.ctx, c.req.param("id"))));
