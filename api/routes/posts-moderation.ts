import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { pagedArray, paramAs, queryAs, readJsonAs, readOptionalJsonAs } from "../http/body";
import { banUser, bannedUsers, unbanUser } from "../services/bans";
import { clearReports } from "../services/reports";
import { moderationHistory } from "../services/audit";
import { requireAbility } from "../services/context";
import * as posts from "../services/posts";
import * as wall from "../services/wall-moderation";
import { banInputSchema, reportInputSchema, removalInputSchema, caseQuerySchema } from "../../domain/moderation";
import { rowIdSchema, textIdSchema } from "../../domain/ids";


/** Post moderation (community.md §7): reports by users, the staff screen's calls. */
export const postModerationRoutes = new Hono<AppEnv>()
  .post("/report/:postId", async (c) => {
    // The spec's client sends no body; a reason is optional.
    const hasBody = !!(await c.req.raw.clone().text()).trim();
    const { reason } = hasBody ? await readJsonAs(c, reportInputSchema) : { reason: "" };
    return c.json(await posts.reportPost(c.var.ctx, paramAs(c, "postId", rowIdSchema), reason));
  })
  // The spec's array, a page at a time (?limit=&offset= and filters); X-Total-Count says how many match.
  .get("/admin/reported-posts", async (c) => pagedArray(c, await wall.reportedPosts(c.var.ctx, queryAs(c, caseQuerySchema))))
  .delete("/admin/posts/:id", async (c) => {
    requireAbility(c.var.ctx, "content:moderate");
    const { reason } = await readOptionalJsonAs(c, removalInputSchema);
    return c.json(await posts.deletePost(c.var.ctx, paramAs(c, "id", rowIdSchema), reason));
  })
  .post("/admin/clear-reports/:id", async (c) => {
    await clearReports(c.var.ctx, "post", paramAs(c, "id", rowIdSchema));
    return c.json({ success: true });
  })
  .post("/admin/ban-user/:id", async (c) => c.json(await banUser(c.var.ctx, paramAs(c, "id", textIdSchema), "posts", await readJsonAs(c, banInputSchema))))
  .post("/admin/unban-user/:id", async (c) => c.json(await unbanUser(c.var.ctx, paramAs(c, "id", textIdSchema), "posts")))
  .get("/admin/banned-users", async (c) => c.json(await bannedUsers(c.var.ctx, "posts")))
  .get("/admin/history/:id", async (c) => c.json(await moderationHistory(c.var.ctx, paramAs(c, "id", textIdSchema))));
