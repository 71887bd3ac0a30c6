import { Hono } from "hono";
import { z } from "zod";
import { errorEnvelopeSchema } from "../errors";
import type { AppEnv } from "../http/app-env";
import * as fpl from "../services/fpl-import";
import { clockAdvanceSchema } from "../../domain/local-timeline";
import { playerExtractionSchema } from "../../domain/player-import";
import { advanceLocalClock } from "../services/staff-runs";
import { declare, json, optionalJson, params } from "../openapi/declare";
import * as s from "../responses/staff";

const tags: ["Admin"] = ["Admin"];

export const adminFplRoutes = new Hono<AppEnv>()
  .post(
    "/players-fpl/extract",
    declare({
      summary: "Import the players from the configured source (409: held, send {confirm} back to apply)", description: "Imports the players from the configured source; an import that would change many players is held (409) until sent again with its confirm token. Only admins may call it. Backs up and replaces the players table, and writes the audit log.",
      tags,
      access: "staff",
      optionalBody: playerExtractionSchema,
      // 409: a held extraction (its code to confirm), or the error envelope (e.g. a player's club not imported yet).
      responses: { 200: s.playerExtractionSchema, 409: z.union([s.playerExtractionSchema, errorEnvelopeSchema]) },
      errors: [400, 403, 409, 422, 429, 502],
    }),
    // No body (the spec's call) or {confirm}: the code of a held extraction's answer, to apply that feed.
    optionalJson(playerExtractionSchema),
    async (c) => {
      const result = await fpl.extractPlayers(c.var.ctx, undefined, c.req.valid("json"));
      return c.json(result, result.success ? 200 : 409);
    },
  )
  .post("/teams-fpl/extract", declare({ summary: "Import the clubs from the configured source", description: "Imports the clubs from the configured source. Only admins may call it. Replaces the clubs and writes the audit log.", tags, access: "staff", responses: { 200: s.teamExtractionSchema }, errors: [403, 502] }), async (c) =>
    c.json(await fpl.extractTeams(c.var.ctx)),
  )
  .get("/players-fpl/backups", declare({ summary: "The players table's backups", description: "Lists the backups of the players table that an import made. Only admins may call it. Changes nothing.", tags, access: "staff", responses: { 200: s.backupsSchema }, errors: [403] }), async (c) =>
    c.json({ success: true, backups: await fpl.listPlayerBackups(c.var.ctx) }),
  )
  .post("/clock", declare({ summary: "Move the local replay's clock on (local data only; not in the spec)", description: "Moves the local replay's clock on (local data only), so that deadlines pass and gameweeks are scored. Only admins on a local server may call it. Changes the replay's time and what follows from it; writes the audit log.", tags, access: "staff", responses: { 200: s.clockSchema }, errors: [400, 403, 404] }), json(clockAdvanceSchema), async (c) =>
    c.json(await advanceLocalClock(c.var.ctx, c.req.valid("json"))),
  )
  .post("/players-fpl/restore/:id", declare({ summary: "Restore the players table from a backup (by table name or id)", description: "Restores the players table from one of its backups, named by table name or id. Only admins may call it. Replaces the players table and writes the audit log.", tags, access: "staff", responses: { 200: s.restoreSchema }, errors: [400, 403, 404] }), params(z.object({ id: z.string().max(100) })), async (c) =>
    c.json(await fpl.restorePlayerBackup(c.var.ctx, c.req.valid("param").id)),
  );
