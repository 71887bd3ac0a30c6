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
    declare({ summary: "Report a post (null: already handled)", tags: ["Wall"], access: "user", optionalBody: reportInputSchema, responses: { 200: reportResultSchema }, errors: [400, 403, 404, 409, 429] }),
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
    declare({ summary: "Reported posts, a page at a time (X-Total-Count)", tags, access: "staff", headers: s.TOTAL_COUNT, responses: { 200: s.reportedPostsSchema }, errors: [400] }),
    query(caseQuerySchema),
    async (c) => pagedArray(c, await wall.reportedPosts(c.var.ctx, c.req.valid("query"))),
  )
  .delete(
    "/admin/posts/:id",
    declare({ summary: "Remove a post with a reason (audited)", tags, access: "staff", optionalBody: removalInputSchema, responses: { 200: s.removedSchema }, errors: [400, 404] }),
    contentModerator,
    params(row),
    optionalJson(removalInputSchema),
    async (c) => c.json(await posts.deletePost(c.var.ctx, c.req.valid("param").id, c.req.valid("json").reason)),
  )
  .post("/admin/clear-reports/:id", declare({ summary: "Clear a post's reports (audited)", tags, access: "staff", responses: { 200: s.successSchema }, errors: [400, 404] }), params(row), async (c) => {
    await clearReports(c.var.ctx, "post", c.req.valid("param").id);
    return c.json({ success: true });
  })
  .post("/admin/ban-user/:id", declare({ summary: "Ban a user from posting (audited)", tags, access: "staff", responses: { 200: s.banResultSchema }, errors: [400, 403, 404, 409] }), params(user), json(queueBanInputSchema), async (c) =>
    // Like every ban: the author's open cases in the scope leave the queue (reports cleared by default).
    c.json(await banAuthor(c.var.ctx, c.req.valid("param").id, "posts", c.req.valid("json"))),
  )
  .post("/admin/unban-user/:id", declare({ summary: "Lift a posting ban (audited)", tags, access: "staff", responses: { 200: s.banResultSchema }, errors: [400, 404] }), params(user), async (c) =>
    c.json(await unbanUser(c.var.ctx, c.req.valid("param").id, "posts")),
  )
  .get("/admin/banned-users", declare({ summary: "Users banned from posting", tags, access: "staff", responses: { 200: s.bannedUsersSchema } }), async (c) => c.json(await bannedUsers(c.var.ctx, "posts")))
  .get("/admin/history/:id", declare({ summary: "A user's moderation history (not in the spec)", tags, access: "staff", responses: { 200: s.moderationHistorySchema }, errors: [400, 404] }), params(user), async (c) =>
    c.json(await moderationHistory(c.var.ctx, c.req.valid("param").id)),
  );
