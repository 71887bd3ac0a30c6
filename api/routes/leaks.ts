// Leaks (community.md §7 "Leaks"): the feed, posting, voting, and the staff edit/delete.
import { Hono } from "hono";
import { removalInputSchema } from "../../domain/moderation";
import type { AppEnv } from "../http/app-env";
import { paramAs, queryAs, readJsonAs, readOptionalJsonAs } from "../http/body";
import { ADMIN_LEAK_LIST, leakIdSchema, leakInputSchema, leaksQuerySchema, leakVoteSchema } from "../../domain/leaks";
import { listQuerySchema } from "../../domain/lists";
import * as leaks from "../services/leaks";

export const leakRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await leaks.listLeaks(c.var.ctx, queryAs(c, leaksQuerySchema))))
  .post("/", async (c) => c.json(await leaks.createLeak(c.var.ctx, await readJsonAs(c, leakInputSchema)), 201))
  .get("/admin", async (c) => c.json(await leaks.listLeaksAdmin(c.var.ctx, queryAs(c, listQuerySchema(ADMIN_LEAK_LIST)))))
  .put("/admin/:id", async (c) => c.json(await leaks.updateLeakAsStaff(c.var.ctx, paramAs(c, "id", leakIdSchema), await readJsonAs(c, leakInputSchema))))
  .delete("/admin/:id", async (c) => {
    const { reason } = await readOptionalJsonAs(c, removalInputSchema);
    return c.json(await leaks.deleteLeakAsStaff(c.var.ctx, paramAs(c, "id", leakIdSchema), reason));
  })
  .get("/:id", async (c) => c.json(await leaks.getLeak(c.var.ctx, paramAs(c, "id", leakIdSchema))))
  .post("/:id/vote", async (c) => c.json(await leaks.voteOnLeak(c.var.ctx, paramAs(c, "id", leakIdSchema), (await readJsonAs(c, leakVoteSchema)).vote)));
