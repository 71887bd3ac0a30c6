import { Hono } from "hono";
import * as users from "../services/users";
import { adjustUserPoints } from "../services/points";
import type { AppEnv } from "../http/app-env";
import { pointsAdjustmentSchema } from "../../domain/points";
import { readJson, readJsonAs, readMultipart } from "../http/body";

export const userRoutes = new Hono<AppEnv>()
  .get("/me", async (c) => c.json(await users.getMe(c.var.ctx)))
  .put("/me", async (c) => c.json(await users.updateMe(c.var.ctx, await readJson(c))))
  .put("/me/password", async (c) => c.json(await users.changeMyPassword(c.var.ctx, await readJson(c))))
  .patch("/:id/points", async (c) =>
    c.json(await adjustUserPoints(c.var.ctx, c.req.param("id"), await readJsonAs(c, pointsAdjustmentSchema), c.req.header("Idempotency-Key"))),
  )
  .post("/me/avatar", async (c) => {
    const { files } = await readMultipart(c);
    return c.json(await users.updateMyAvatar(c.var.ctx, files.avatar ?? files.avatarFile ?? null));
  });
