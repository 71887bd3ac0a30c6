import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { pagedArray } from "../http/body";
import { bannedUsers, unbanUser } from "../services/bans";
import { banAuthor } from "../services/moderation-bulk";
import { clearReports } from "../services/reports";
import { moderationHistory } from "../services/audit";
import * as comments from "../services/comments";
import * as wall from "../services/wall-moderation";
import { queueBanInputSchema, removalInputSchema, caseQuerySchema } from "../../domain/moderation";
import { rowIdSchema, textIdSchema } from "../../domain/ids";
import { declare, json, optionalJson, params, query } from "../openapi/declare";
import { contentModerator } from "./posts-moderation";
import * as s from "../responses/staff";

const tags: ["Moderation"] = ["Moderation"];
const row = z.object({ id: rowIdSchema });
const user = z.object({ id: textIdSchema });

/** Comment moderation (community.md §7): reports by users, the staff screen's calls. */
export const commentModerationRoutes = new Hono<AppEnv>()
  .get(
    "/admin/reported-comments",
    declare({ summary: "Reported comments, a page at a time (X-Total-Count)", description: "Lists the comments with open reports, a page at a time (X-Total-Count gives the total). Staff may call it. Changes nothing.", tags, access: "staff", headers: s.TOTAL_COUNT, responses: { 200: s.reportedCommentsSchema }, errors: [400] }),
    query(caseQuerySchema),
    async (c) => pagedArray(c, await wall.reportedComments(c.var.ctx, c.req.valid("query"))),
  )
  .delete(
    "/admin/comments/:id",
    declare({ summary: "Remove a comment with a reason (audited)", description: "Removes a reported comment with a reason; its author is told. Staff may call it. Removes the comment, closes its case and writes the audit log.", tags, access: "staff", optionalBody: removalInputSchema, responses: { 200: s.removedSchema }, errors: [400, 404] }),
    contentModerator,
    params(row),
    optionalJson(removalInputSchema),
    async (c) => c.json(await comments.deleteComment(c.var.ctx, c.req.valid("param").id, c.req.valid("json").reason)),
  )
  .post("/admin/clear-reports/:id", declare({ summary: "Clear a comment's reports (audited)", description: "Dismisses a comment's reports and keeps the comment (shown again if it was hidden). Staff may call it. Closes the case and writes the audit log.", tags, access: "staff", responses: { 200: s.successSchema }, errors: [400, 404] }), params(row), async (c) => {
    await clearReports(c.var.ctx, "comment", c.req.valid("param").id);
    return c.json({ success: true });
  })
  .post("/admin/ban-user/:id", declare({ summary: "Ban a user from commenting (audited)", description: "Bans a user from commenting, for a duration or for good, with a reason. Staff may call it. Writes the ban, a notice to the user and the audit log. The author's open cases in the scope leave the moderation queue: their reports cleared (authorItems: clear, the default) or the items removed (remove).", tags, access: "staff", responses: { 200: s.banResultSchema }, errors: [400, 403, 404, 409] }), params(user), json(queueBanInputSchema), async (c) =>
    // Like every ban: the author's open cases in the scope leave the queue (reports cleared by default).
    c.json(await banAuthor(c.var.ctx, c.req.valid("param").id, "comments", c.req.valid("json"))),
  )
  .post("/admin/unban-user/:id", declare({ summary: "Lift a commenting ban (audited)", description: "Lifts a user's commenting ban. Staff may call it. Ends the ban, tells the user and writes the audit log.", tags, access: "staff", responses: { 200: s.banResultSchema }, errors: [400, 404] }), params(user), async (c) =>
    c.json(await unbanUser(c.var.ctx, c.req.valid("param").id, "comments")),
  )
  .get("/admin/banned-users", declare({ summary: "Users banned from commenting", description: "Lists the users with an active commenting ban. Staff may call it. Changes nothing.", tags, access: "staff", responses: { 200: s.bannedUsersSchema } }), async (c) => c.json(await bannedUsers(c.var.ctx, "comments")))
  .get("/admin/history/:id", declare({ summary: "A user's moderation history (not in the spec)", description: "Answers a user's moderation history: reports against them, removals and bans. Staff may call it. Changes nothing.", tags, access: "staff", responses: { 200: s.moderationHistorySchema }, errors: [400, 404] }), params(user), async (c) =>
    c.json(await moderationHistory(c.var.ctx, c.req.valid("param").id)),
  );
