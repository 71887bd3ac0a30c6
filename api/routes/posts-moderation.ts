import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { pagedArray, readJsonAs } from "../http/body";
import { bannedUsers, unbanUser } from "../services/bans";
import { banAuthor } from "../services/moderation-bulk";
import { clearReports } from "../services/reports";
import { moderationHistory } from "../services/audit";
import { requireAbility } from "../services/context";
import * as posts from "../services/posts";
import * as wall from "../services/wall-moderation";
import { queueBanInputSchema, reportInputSchema, removalInputSchema, caseQuerySchema } from "../../domain/moderation";
import { rowIdSchema, textIdSchema } from "../../domain/ids";
import { declare, json, optionalJson, params, query } from "../openapi/declare";
import { reportResultSchema } from "../responses/community";
import * as s from "../responses/staff";

const tags: ["Moderation"] = ["Moderation"];
const row = z.object({ id: rowIdSchema });
const user = z.object({ id: textIdSchema });
/** Moderators before the body is read. */
export const contentModerator = createMiddleware<AppEnv>(async (c, next) => {
  requireAbility(c.var.ctx, "content:moderate");
  await next();
});

/** Post moderation (community.md §7): reports by users, the staff screen's calls. */
export const postModerationRoutes = new Hono<AppEnv>()
  .post(
    "/report/:postId",
    declare({ summary: "Report a post (null: already handled)", description: "Reports a post to the moderators with a reason; answers null when the case is already handled. Any signed-in user may call it, once per post. Adds a report (3 reporters hide the post until a moderator decides).", tags: ["Wall"], access: "user", optionalBody: reportInputSchema, responses: { 200: reportResultSchema }, errors: [400, 403, 404, 409, 429] }),
    params(z.object({ postId: rowIdSchema })),
    async (c) => {
      // The spec's client sends no body; a reason is optional.
      const hasBody = !!(await c.req.raw.clone().text()).trim();
      const { reason } = hasBody ? await readJsonAs(c, reportInputSchema) : { reason: "" };
      return c.json(await posts.reportPost(c.var.ctx, c.req.valid("param").postId, reason));
    },
  )
  // The spec's array, a page at a time (?limit=&offset= and filters); X-Total-Count says how many match.
  .get(
    "/admin/reported-posts",
    declare({ summary: "Reported posts, a page at a time (X-Total-Count)", description: "Lists the posts with open reports, a page at a time (X-Total-Count gives the total). Staff may call it. Changes nothing.", tags, access: "staff", headers: s.TOTAL_COUNT, responses: { 200: s.reportedPostsSchema }, errors: [400] }),
    query(caseQuerySchema),
    async (c) => pagedArray(c, await wall.reportedPosts(c.var.ctx, c.req.valid("query"))),
  )
  .delete(
    "/admin/posts/:id",
    declare({ summary: "Remove a post with a reason (audited)", description: "Removes a reported post with a reason; its author is told. Staff may call it. Removes the post, closes its case and writes the audit log.", tags, access: "staff", optionalBody: removalInputSchema, responses: { 200: s.removedSchema }, errors: [400, 404] }),
    contentModerator,
    params(row),
    optionalJson(removalInputSchema),
    async (c) => c.json(await posts.deletePost(c.var.ctx, c.req.valid("param").id, c.req.valid("json").reason)),
  )
  .post("/admin/clear-reports/:id", declare({ summary: "Clear a post's reports (audited)", description: "Dismisses a post's reports and keeps the post (shown again if it was hidden). Staff may call it. Closes the case and writes the audit log.", tags, access: "staff", responses: { 200: s.successSchema }, errors: [400, 404] }), params(row), async (c) => {
    await clearReports(c.var.ctx, "post", c.req.valid("param").id);
    return c.json({ success: true });
  })
  .post("/admin/ban-user/:id", declare({ summary: "Ban a user from posting (audited)", description: "Bans a user from posting, for a duration or for good, with a reason. Staff may call it. Writes the ban, a notice to the user and the audit log. The author's open cases in the scope leave the moderation queue: their reports cleared (authorItems: clear, the default) or the items removed (remove).", tags, access: "staff", responses: { 200: s.banResultSchema }, errors: [400, 403, 404, 409] }), params(user), json(queueBanInputSchema), async (c) =>
    // Like every ban: the author's open cases in the scope leave the queue (reports cleared by default).
    c.json(await banAuthor(c.var.ctx, c.req.valid("param").id, "posts", c.req.valid("json"))),
  )
  .post("/admin/unban-user/:id", declare({ summary: "Lift a posting ban (audited)", description: "Lifts a user's posting ban. Staff may call it. Ends the ban, tells the user and writes the audit log.", tags, access: "staff", responses: { 200: s.banResultSchema }, errors: [400, 404] }), params(user), async (c) =>
    c.json(await unbanUser(c.var.ctx, c.req.valid("param").id, "posts")),
  )
  .get("/admin/banned-users", declare({ summary: "Users banned from posting", description: "Lists the users with an active posting ban. Staff may call it. Changes nothing.", tags, access: "staff", responses: { 200: s.bannedUsersSchema } }), async (c) => c.json(await bannedUsers(c.var.ctx, "posts")))
  .get("/admin/history/:id", declare({ summary: "A user's moderation history (not in the spec)", description: "Answers a user's moderation history: reports against them, removals and bans. Staff may call it. Changes nothing.", tags, access: "staff", responses: { 200: s.moderationHistorySchema }, errors: [400, 404] }), params(user), async (c) =>
    c.json(await moderationHistory(c.var.ctx, c.req.valid("param").id)),
  );
