import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { challengeAdminSchema, challengeAdminUpdateSchema, statusMoveSchema } from "../../domain/challenge-admin";
import { gameweekParamSchema } from "../../domain/gameweek";
import { editChallenge, setGameweekStatus } from "../services/staff-runs";
import { edgeCached } from "../http/edge-cache";
import * as gameweeks from "../services/gameweeks";
import { gameweekStatus } from "../services/reference";
import { declare, json, params } from "../openapi/declare";
import { challengeListSchema, challengeSchema, deletedSchema, gameweekStatusSchema, statusMovedSchema } from "../responses/game";

const tags: ["Challenges"] = ["Challenges"];
const id = z.object({ id: z.string().max(64) });

export const gameweekRoutes = new Hono<AppEnv>()
  .get("/", declare({ summary: "Every gameweek's challenge (cached 2 minutes, ETag)", description: "Lists every gameweek's challenge with its deadline, status and rules (cached 2 minutes; If-None-Match answers 304). Anyone may call it. Changes nothing.", tags, access: "public", etag: true, responses: { 200: challengeListSchema } }), async (c) =>
    edgeCached(c, { scopes: ["gameweeks", "figures"], browserMaxAge: 120 }, gameweeks.listChallenges),
  )
  .get("/status", declare({ summary: "The gameweeks' state: current, opened, deadlines (cached, ETag)", description: "Answers the gameweeks' state: the current and next gameweek, which are open, and their deadlines (cached; If-None-Match answers 304). Anyone may call it. Changes nothing.", tags, access: "public", etag: true, responses: { 200: gameweekStatusSchema } }), async (c) =>
    edgeCached(c, { scopes: ["gameweeks"], browserMaxAge: 120 }, gameweekStatus),
  )
  .get("/:id{[0-9a-f-]{36}|[0-9]{1,2}}", declare({ summary: "One challenge, by its id or gameweek number (not in the spec)", description: "Answers one gameweek's challenge and its rules, by the challenge's uuid or the gameweek's number (from the edge cache; If-None-Match answers 304). Anyone may call it. Changes nothing.", tags, access: "public", etag: true, responses: { 200: challengeSchema }, errors: [404] }), async (c) =>
    edgeCached(c, { scopes: ["gameweeks"] }, (read) => gameweeks.getChallenge(read, c.req.param("id"))),
  )
  .post("/admin", declare({ summary: "Create a gameweek's challenge", description: "Creates the challenge of a gameweek that has none, with its deadline and rules. Only admins may call it. Creates the challenge and writes the audit log.", tags, access: "staff", responses: { 201: challengeSchema }, errors: [400, 409] }), json(challengeAdminSchema), async (c) =>
    c.json(await gameweeks.createChallenge(c.var.ctx, c.req.valid("json")), 201),
  )
  .put("/admin/:id", declare({ summary: "Edit a challenge", description: "Edits a challenge's name, deadline and rules. Only admins may call it. Changes the challenge and writes the audit log.", tags, access: "staff", responses: { 200: challengeSchema }, errors: [400, 404, 409] }), params(id), json(challengeAdminUpdateSchema), async (c) =>
    c.json(await editChallenge(c.var.ctx, c.req.valid("param").id, c.req.valid("json"))),
  )
  .post(
    "/admin/:gw/status",
    declare({ summary: "Move a gameweek to another status (not in the spec)", description: "Moves a gameweek to another status (locked, upcoming: open for saves, active: live, completed) along the allowed steps: completed only from active once every match is scored, upcoming only before its deadline, never back from a completed gameweek whose rewards were paid (409 with the reason). Only admins may call it. Changes the gameweek's status and writes the audit log.", tags, access: "staff", responses: { 200: statusMovedSchema }, errors: [400, 404, 409] }),
    params(z.object({ gw: gameweekParamSchema })),
    json(statusMoveSchema),
    async (c) => c.json(await setGameweekStatus(c.var.ctx, c.req.valid("param").gw, c.req.valid("json").status)),
  )
  .delete("/admin/:id", declare({ summary: "Delete a challenge", description: "Deletes a challenge that has no saved teams (409 otherwise: lock the gameweek instead). Only admins may call it. Deletes the challenge and writes the audit log.", tags, access: "staff", responses: { 200: deletedSchema }, errors: [400, 404, 409] }), params(id), async (c) =>
    c.json(await gameweeks.deleteChallenge(c.var.ctx, c.req.valid("param").id)),
  );
