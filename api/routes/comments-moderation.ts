import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { paramAs, readJsonAs } from "../http/body";
import * as moderation from "../services/moderation";
import { requireAbility } from "../services/context";
import * as comments from "../services/comments";
import * as wall from "../services/wall-moderation";
import { banInputSchema } from "../../domain/moderation";
import { idSchema } from "../../domain/wall";

const userId = z.string().trim().min(1).max(64);

/** Comment moderation (community.md §7): reports by users, the staff screen's calls. */
export const commentModerationRoutes = new Hono<AppEnv>()
  .get("/admin/reported-comments", async (c) => c.json(await wall.reportedComments(c.var.ctx)))
  .delete("/admin/comments/:id", async (c) => {
    requireAbility(c.var.ctx, "content:moderate");
    return c.json(await comments.deleteComment(c.var.ctx, paramAs(c, "id", idSchema)));
  })
  .post("/admin/clear-reports/:id", async (c) => {
    await moderation.clearReports(c.var.ctx, "comment", paramAs(c, "id", idSchema));
    return c.json({ success: true });
  })
  .post("/admin/ban-user/:id", async (c) => c.json(await moderation.banUser(c.var.ctx, paramAs(c, "id", userId), "comments", await readJsonAs(c, banInputSchema))))
  .post("/admin/unban-user/:id", async (c) => c.json(await moderation.unbanUser(c.var.ctx, paramAs(c, "id", userId), "comments")))
  .get("/admin/banned-users", async (c) => c.json(await moderation.bannedUsers(c.var.ctx, "comments")))
  .get("/admin/history/:id", async (c) => c.json(await moderation.moderationHistory(c.var.ctx, paramAs(c, "id", userId))));
