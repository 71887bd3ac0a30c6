import { Hono } from "hono";
import * as users from "../services/users";
import { adjustUserPoints } from "../services/points";
import type { AppEnv } from "../http/app-env";
import { avatarUpdateSchema, passwordChangeSchema, POINTS_HISTORY_PAGE, profileUpdateSchema } from "../../domain/profile";
import { listQuerySchema } from "../../domain/lists";
import { pointsAdjustmentSchema } from "../../domain/points";
import { noticesReadSchema } from "../../domain/notices";
import { parseOrThrow } from "../errors";
import { isMultipart, queryAs, readJsonAs, readMultipart, readOptionalJsonAs } from "../http/body";
import { signedIn } from "../http/signed-in";

const historyQuery = listQuerySchema({ defaultLimit: POINTS_HISTORY_PAGE, maxLimit: 100 });

// The profile (community.md §7 "Profile and users"): every answer about the user is {user}.
export const userRoutes = new Hono<AppEnv>()
  .use("/me", signedIn)
  .use("/me/*", signedIn)
  .get("/me", async (c) => c.json({ user: await users.getMe(c.var.ctx) }))
  .put("/me", async (c) => c.json(await users.updateMe(c.var.ctx, await readJsonAs(c, profileUpdateSchema))))
  .get("/me/notices", async (c) => c.json(await users.myNotices(c.var.ctx)))
  // Not in the spec (issue 25): the shell's bell counts the unread; this marks some or all read.
  .post("/me/notices/read", async (c) => c.json(await users.markNoticesRead(c.var.ctx, await readOptionalJsonAs(c, noticesReadSchema))))
  // Not in the spec: the profile's points history (the ledger) and season chart.
  .get("/me/points-history", async (c) => c.json(await users.myPointsHistory(c.var.ctx, queryAs(c, historyQuery))))
  .get("/me/season", async (c) => c.json(await users.mySeason(c.var.ctx)))
  // The spec's path (community.md §7); PUT /me/password is the same, kept for older clients.
  .post("/me/change-password", async (c) => c.json(await users.changeMyPassword(c.var.ctx, await readJsonAs(c, passwordChangeSchema))))
  .put("/me/password", async (c) => c.json(await users.changeMyPassword(c.var.ctx, await readJsonAs(c, passwordChangeSchema))))
  .patch("/:id/points", async (c) =>
    c.json(await adjustUserPoints(c.var.ctx, c.req.param("id"), await readJsonAs(c, pointsAdjustmentSchema), c.req.header("Idempotency-Key"))),
  )
  // {avatar}: a preset (short name or image path) or the fileUrl of the user's own upload
  // (POST /upload/avatar, the spec's two-step flow); a multipart `avatar` file uploads one.
  .post("/me/avatar", async (c) => {
    if (!isMultipart(c)) return c.json(await users.setMyAvatar(c.var.ctx, await readJsonAs(c, avatarUpdateSchema)));
    const { fields, files } = await readMultipart(c);
    const file = files.avatar ?? files.avatarFile ?? null;
    if (!file && fields.avatar) return c.json(await users.setMyAvatar(c.var.ctx, parseOrThrow(avatarUpdateSchema, fields)));
    return c.json(await users.updateMyAvatar(c.var.ctx, file));
  });
