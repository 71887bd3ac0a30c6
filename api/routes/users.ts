import { Hono } from "hono";
import { z } from "zod";
import * as users from "../services/users";
import { adjustUserPoints } from "../services/points";
import type { AppEnv } from "../http/app-env";
import { avatarUpdateSchema, passwordChangeSchema, POINTS_HISTORY_PAGE, profileUpdateSchema } from "../../domain/profile";
import { listQuerySchema } from "../../domain/lists";
import { pointsAdjustmentSchema } from "../../domain/points";
import { noticesReadSchema } from "../../domain/notices";
import { preferencesSchema } from "../../domain/preferences";
import { parseOrThrow } from "../errors";
import { isMultipart, readJsonAs, readMultipart } from "../http/body";
import { signedIn, staffOnly } from "../http/signed-in";
import { declare, json, optionalJson, params, query } from "../openapi/declare";
import { avatarMultipartSchema, noticesReadResultSchema, noticesSchema, passwordChangedSchema, pointsAdjustedSchema, pointsHistorySchema, seasonSchema, userEnvelopeSchema } from "../responses/game";

const historyQuery = listQuerySchema({ defaultLimit: POINTS_HISTORY_PAGE, maxLimit: 100 });
const tags: ["Profile"] = ["Profile"];

// The profile (community.md §7 "Profile and users"): every answer about the user is {user}.
export const userRoutes = new Hono<AppEnv>()
  .use("/me", signedIn)
  .use("/me/*", signedIn)
  .get("/me", declare({ summary: "The signed-in user's profile", description: "Answers the signed-in user's profile as the profile screen shows it. Any signed-in user may call it. Changes nothing.", tags, access: "user", responses: { 200: userEnvelopeSchema } }), async (c) => c.json({ user: await users.getMe(c.var.ctx) }))
  .put("/me", declare({ summary: "Update the profile", description: "Updates the signed-in user's own profile fields (names, username, email with the current password, team name, contact details, avatar preset). Any signed-in user may call it, for their own account only. Changes the user's row.", tags, access: "user", responses: { 200: userEnvelopeSchema }, errors: [400, 409, 429] }), json(profileUpdateSchema), async (c) =>
    c.json(await users.updateMe(c.var.ctx, c.req.valid("json"))),
  )
  // Not in the spec (issue 45): the language and time zone every screen and answer uses.
  .put("/me/preferences", declare({ summary: "Set the language and time zone (not in the spec)", description: "Sets the signed-in user's language (en-GB or fr-FR; null: the browser's Accept-Language decides) and time zone (IANA; null: Europe/London). Screens, notices, pushes and API errors then speak that language. Any signed-in user may call it, for their own account only. Changes the user's row.", tags, access: "user", responses: { 200: userEnvelopeSchema }, errors: [400] }), json(preferencesSchema), async (c) =>
    c.json(await users.setMyPreferences(c.var.ctx, c.req.valid("json"))),
  )
  .get("/me/notices", declare({ summary: "The user's notices (not in the spec)", description: "Lists the notices the server wrote for the signed-in user (moderation decisions, bans, rewards), newest first. Any signed-in user may call it. Changes nothing.", tags, access: "user", responses: { 200: noticesSchema } }), async (c) => c.json(await users.myNotices(c.var.ctx)))
  // Not in the spec (issue 25): the shell's bell counts the unread; this marks some or all read.
  .post(
    "/me/notices/read",
    declare({ summary: "Mark some or all notices read (not in the spec)", description: "Marks the listed notices, or all of them, as read. Any signed-in user may call it, for their own notices. Changes the notices' read state.", tags, access: "user", optionalBody: noticesReadSchema, responses: { 200: noticesReadResultSchema }, errors: [400] }),
    optionalJson(noticesReadSchema),
    async (c) => c.json(await users.markNoticesRead(c.var.ctx, c.req.valid("json"))),
  )
  // Not in the spec: the profile's points history (the ledger) and season chart.
  .get("/me/points-history", declare({ summary: "The points ledger, newest first (not in the spec)", description: "Lists the signed-in user's points ledger (rewards, purchases, adjustments), newest first. Any signed-in user may call it. Changes nothing.", tags, access: "user", responses: { 200: pointsHistorySchema }, errors: [400] }), query(historyQuery), async (c) =>
    c.json(await users.myPointsHistory(c.var.ctx, c.req.valid("query"))),
  )
  .get("/me/season", declare({ summary: "The user's gameweek points and ranks (not in the spec)", description: "Answers the signed-in user's points and rank in each scored gameweek of the season. Any signed-in user may call it. Changes nothing.", tags, access: "user", responses: { 200: seasonSchema } }), async (c) => c.json(await users.mySeason(c.var.ctx)))
  // The spec's path (community.md §7); PUT /me/password is the same, kept for older clients.
  .post("/me/change-password", declare({ summary: "Change the password", description: "Changes the signed-in user's password after checking the current one. Any signed-in user may call it. Changes the password and ends every session of the account (the caller signs in again).", tags, access: "user", responses: { 200: passwordChangedSchema }, errors: [400, 401, 429] }), json(passwordChangeSchema), async (c) =>
    c.json(await users.changeMyPassword(c.var.ctx, c.req.valid("json"))),
  )
  .put("/me/password", declare({ summary: "Change the password (older path)", description: "The same as POST /users/me/change-password, under its older path. Any signed-in user may call it. Changes the password and ends every session of the account (the caller signs in again).", tags, access: "user", responses: { 200: passwordChangedSchema }, errors: [400, 401, 429] }), json(passwordChangeSchema), async (c) =>
    c.json(await users.changeMyPassword(c.var.ctx, c.req.valid("json"))),
  )
  .patch(
    "/:id/points",
    declare({
      summary: "Adjust a user's points (admin; audited)", description: "Adds or removes points on a user's balance with a reason, through the points ledger. Only admins may call it. Writes a ledger row and the audit log.",
      tags: ["Admin"],
      access: "staff",
      requestHeaders: [{ name: "Idempotency-Key", description: "A retried call with the same key applies once" }],
      responses: { 200: pointsAdjustedSchema },
      errors: [400, 404, 409, 422],
    }),
    staffOnly,
    params(z.object({ id: z.string().max(64) })),
    json(pointsAdjustmentSchema),
    async (c) => c.json(await adjustUserPoints(c.var.ctx, c.req.valid("param").id, c.req.valid("json"), c.req.header("Idempotency-Key"))),
  )
  // {avatar}: a preset (short name or image path) or the fileUrl of the user's own upload
  // (POST /upload/avatar, the spec's two-step flow); a multipart `avatar` file uploads one.
  .post(
    "/me/avatar",
    declare({
      summary: "Set the avatar: {avatar} (a preset or an uploaded fileUrl), or a multipart avatar file", description: "Sets the signed-in user's avatar: a preset name, the fileUrl of an uploaded image, or a multipart image file. Any signed-in user may call it. Changes the user's avatar and deletes the replaced upload.",
      tags,
      access: "user",
      multipart: avatarMultipartSchema,
      alsoJson: avatarUpdateSchema,
      responses: { 200: userEnvelopeSchema },
      // 403: another user's upload named as the avatar; 404: an upload that is not there.
      errors: [400, 403, 404, 413, 415, 429],
    }),
    async (c) => {
      if (!isMultipart(c)) return c.json(await users.setMyAvatar(c.var.ctx, await readJsonAs(c, avatarUpdateSchema)));
      const { fields, files } = await readMultipart(c);
      const file = files.avatar ?? files.avatarFile ?? null;
      if (!file && fields.avatar) return c.json(await users.setMyAvatar(c.var.ctx, parseOrThrow(avatarUpdateSchema, fields)));
      return c.json(await users.updateMyAvatar(c.var.ctx, file));
    },
  );
