import { Hono } from "hono";
import { forgotRequestSchema, forgotResetSchema, forgotVerifySchema, loginSchema, registerSchema } from "../../domain/accounts";
import { forgotAnswerSchema, meSchema, okSchema, registerMultipartSchema, sessionSchema } from "../responses/game";
import { parseOrThrow } from "../errors";
import * as recovery from "../services/password-recovery";
import { logout } from "../services/sessions";
import { login, register } from "../services/sign-in";
import { getMe } from "../services/users";
import type { AppEnv } from "../http/app-env";
import { isMultipart, readJsonAs, readMultipart } from "../http/body";
import { declare, json } from "../openapi/declare";

const tags: ["Auth"] = ["Auth"];

export const authRoutes = new Hono<AppEnv>()
  .post(
    "/login",
    declare({ summary: "Sign in: the access token and the user", tags, access: "public", responses: { 200: sessionSchema }, errors: [400, 401, 403, 413, 429] }),
    json(loginSchema),
    async (c) => c.json(await login(c.var.ctx, c.req.valid("json"))),
  )
  .post(
    "/register",
    declare({
      summary: "Create an account (JSON, or multipart with an avatar file)",
      tags,
      access: "public",
      multipart: registerMultipartSchema,
      alsoJson: registerSchema,
      responses: { 201: sessionSchema },
      errors: [400, 409, 413, 415, 429],
    }),
    async (c) => {
      if (isMultipart(c)) {
        const { fields, files } = await readMultipart(c);
        return c.json(await register(c.var.ctx, parseOrThrow(registerSchema, fields), files.avatarFile ?? files.avatar ?? null), 201);
      }
      return c.json(await register(c.var.ctx, await readJsonAs(c, registerSchema)), 201);
    },
  )
  .post("/logout", declare({ summary: "Sign out: the token stops working", tags, access: "optional", responses: { 200: okSchema } }), async (c) => {
    await logout(c.var.ctx);
    return c.json({ ok: true });
  })
  .post(
    "/forgot-password/request",
    declare({ summary: "Password recovery, step 1: the account's security question", tags, access: "public", responses: { 200: forgotAnswerSchema }, errors: [400, 404, 429] }),
    json(forgotRequestSchema),
    async (c) => c.json(await recovery.forgotPasswordRequest(c.var.ctx, c.req.valid("json"))),
  )
  .post(
    "/forgot-password/verify",
    declare({ summary: "Password recovery, step 2: check the security answer", tags, access: "public", responses: { 200: forgotAnswerSchema }, errors: [400, 401, 404, 429] }),
    json(forgotVerifySchema),
    async (c) => c.json(await recovery.forgotPasswordVerify(c.var.ctx, c.req.valid("json"))),
  )
  .post(
    "/forgot-password/reset",
    declare({ summary: "Password recovery, step 3: set the new password", tags, access: "public", responses: { 200: forgotAnswerSchema }, errors: [400, 401, 404, 429] }),
    json(forgotResetSchema),
    async (c) => c.json(await recovery.forgotPasswordReset(c.var.ctx, c.req.valid("json"))),
  )
  .get("/me", declare({ summary: "The signed-in user", tags, access: "user", responses: { 200: meSchema } }), async (c) => c.json(await getMe(c.var.ctx)));
