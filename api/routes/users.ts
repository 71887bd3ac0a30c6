import { Hono } from "hono";
import * as users from "../services/users";
import { adjustUserPoints } from "../services/points";
import type { AppEnv } from "../http/app-env";
import { changePasswordSchema, presetAvatarUpdateSchema, updateProfileSchema } from "../../domain/accounts";
import { pointsAdjustmentSchema } from "../../domain/points";
import { parseOrThrow } from "../errors";
import { isMultipart, readJsonAs, readMultipart } from "../http/body";

export const userRoutes = new Hono<AppEnv>()
  .get("/me", async (c) => c.json(await users.getMe(c.var.ctx)))
  .put("/me", async (c) => c.json(await users.updateMe(c.var.ctx, await readJsonAs(c, updateProfileSchema))))
  .get("/me/notices", async (c) => c.json(await users.myNotices(c.var.ctx)))
  // The spec's path (community.md §7); PUT /me/password is the same, kept for older clients.
  .post("/me/change-password", async (c) => c.json(await users.changeMyPassword(c.var.ctx, await readJsonAs(c, changePasswordSchema))))
  .put("/me/password", async (c) => c.json(await users.changeMyPassword(c.var.ctx, await readJsonAs(c, changePasswordSchema))))
  .patch("/:id/points", async (c) =>
    c.json(await adjustUserPoints(c.var.ctx, c.req.param("id"), await readJsonAs(c, pointsAdjustmentSchema), c.req.header("Idempotency-Key"))),
  )
  // {avatar} names a preset (short name or image path); a multipart `avatar` file uploads one.
  .post("/me/avatar", async (c) => {
    if (!isMultipart(c)) return c.json(await users.setMyPresetAvatar(c.var.ctx, await readJsonAs(c, presetAvatarUpdateSchema)));
    const { fields, files } = await readMultipart(c);
    const file = files.avatar ?? files.avatarFile ?? null;
    if (!file && fields.avatar) return c.json(await users.setMyPresetAvatar(c.var.ctx, parseOrThrow(presetAvatarUpdateSchema, fields)));
    return c.json(await users.updateMyAvatar(c.var.ctx, file));
  });
