// Leaks (community.md §7 "Leaks"): the feed, posting, voting, and the staff edit/delete.
import { Hono } from "hono";
import { z } from "zod";
import { removalInputSchema } from "../../domain/moderation";
import type { AppEnv } from "../http/app-env";
import { ADMIN_LEAK_LIST, leakIdSchema, leakInputSchema, leaksQuerySchema, leakVoteSchema } from "../../domain/leaks";
import { listQuerySchema } from "../../domain/lists";
import * as leaks from "../services/leaks";
import { declare, json, optionalJson, params, query } from "../openapi/declare";
import { adminLeaksSchema, leakDeletedSchema, leakFeedSchema, leakSchema, leakVotedSchema } from "../responses/community";

const tags: ["Leaks"] = ["Leaks"];
const id = z.object({ id: leakIdSchema });

export const leakRoutes = new Hono<AppEnv>()
  .get("/", declare({ summary: "The leaks feed (cursor paging, hot and top contributors)", description: "Answers the leaks feed, newest first with cursor paging, with the hot leaks and the top contributors. Any signed-in user may call it. Changes nothing.", tags, access: "user", responses: { 200: leakFeedSchema }, errors: [400] }), query(leaksQuerySchema), async (c) =>
    c.json(await leaks.listLeaks(c.var.ctx, c.req.valid("query"))),
  )
  .post("/", declare({ summary: "Post a leak", description: "Posts a transfer leak (title, description, source, and optionally an image, category, reliability and tags). Any signed-in user may call it (rate-limited). Creates the leak.", tags, access: "user", responses: { 201: leakSchema }, errors: [400, 403, 409, 429] }), json(leakInputSchema), async (c) =>
    c.json(await leaks.createLeak(c.var.ctx, c.req.valid("json")), 201),
  )
  .get("/admin", declare({ summary: "Every leak, a page at a time (staff)", description: "Lists every leak for the staff, a page at a time. Staff may call it. Changes nothing.", tags, access: "staff", responses: { 200: adminLeaksSchema }, errors: [400] }), query(listQuerySchema(ADMIN_LEAK_LIST)), async (c) =>
    c.json(await leaks.listLeaksAdmin(c.var.ctx, c.req.valid("query"))),
  )
  .put("/admin/:id", declare({ summary: "Edit a leak (staff; audited)", description: "Edits a leak's title, content or image. Staff may call it. Changes the leak and writes the audit log.", tags, access: "staff", responses: { 200: leakSchema }, errors: [400, 404] }), params(id), json(leakInputSchema), async (c) =>
    c.json(await leaks.updateLeakAsStaff(c.var.ctx, c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete(
    "/admin/:id",
    declare({ summary: "Delete a leak with a reason (staff; audited)", description: "Deletes a leak with a reason; its author is told. Staff may call it. Deletes the leak and writes the audit log.", tags, access: "staff", optionalBody: removalInputSchema, responses: { 200: leakDeletedSchema }, errors: [400, 404] }),
    params(id),
    optionalJson(removalInputSchema),
    async (c) => c.json(await leaks.deleteLeakAsStaff(c.var.ctx, c.req.valid("param").id, c.req.valid("json").reason)),
  )
  .get("/:id", declare({ summary: "One leak (not in the spec)", description: "Answers one leak with its votes. Any signed-in user may call it. Changes nothing.", tags, access: "user", responses: { 200: leakSchema }, errors: [400, 404] }), params(id), async (c) =>
    c.json(await leaks.getLeak(c.var.ctx, c.req.valid("param").id)),
  )
  .post("/:id/vote", declare({ summary: "Vote a leak up or down (again: undo)", description: "Votes a leak up or down; the same vote again removes it, the other switches. Any signed-in user may call it. Changes the user's vote and the leak's counts.", tags, access: "user", responses: { 200: leakVotedSchema }, errors: [400, 403, 404, 409, 429] }), params(id), json(leakVoteSchema), async (c) =>
    c.json(await leaks.voteOnLeak(c.var.ctx, c.req.valid("param").id, c.req.valid("json").vote)),
  );
