import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { pagedArray, paramAs, queryAs, readJsonAs, readOptionalJsonAs } from "../http/body";
import { banUser, bannedUsers, unbanUser } from "../services/bans";
import { clearReports } from "../services/reports";
import { moderationHistory } from "../services/audit";
import { requireAbility } from "../services/context";
import * as comments from "../services/comments";
import * as wall from "../services/wall-moderation";
import { banInputSchema, removalInputSchema, caseQuerySchema } from "../../domain/moderation";
import { rowIdSchema, textIdSchema } from "../../domain/ids";


/** Comment moderation (community.md §7): reports by users, the staff screen's calls. */
export const commentModerationRoutes = new Hono<AppEnv>()
  .get("/admin/reported-comments", async (c) => pagedArray(c, await wall.reportedComments(c.var.ctx, queryAs(c, caseQuerySchema))))
  .delete("/admin/comments/:id", async (c) => {
    requireAbility(c.var.ctx, "content:moderate");
    const { reason } = await readOptionalJsonAs(c, removalInputSchema);
    return c.json(await comments.deleteComment(c.var.ctx, paramAs(c, "id", rowIdSchema), reason));
  })
  .post("/admin/clear-reports/:id", async (c) => {
    await clearReports(c.var.ctx, "comment", paramAs(c, "id", rowIdSchema));
    return c.json({ success: true });
  })
  .post("/admin/ban-user/:id", async (c) => c.json(await banUser(c.var.ctx, paramAs(c, "id", textIdSchema), "comments", await readJsonAs(c, banInputSchema))))
  .post("/admin/unban-user/:id", async (c) => c.json(await unbanUser(c.var.ctx, paramAs(c, "id", textIdSchema), "comments")))
  .get("/admin/banned-users", async (c) => c.json(await bannedUsers(c.var.ctx, "comments")))
  .get("/admin/history/:id", async (c) => c.json(await moderationHistory(c.var.ctx, paramAs(c, "id", textIdSchema))));
