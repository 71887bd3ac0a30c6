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
    declare({ summary: "Sign in: the access token and the user", description: "Checks an email and password and answers a bearer access token with the signed-in user. Anyone may call it (rate-limited per address and account). Creates a session; nothing else changes.", tags, access: "public", responses: { 200: sessionSchema }, errors: [400, 401, 403, 413, 429] }),
    json(loginSchema),
    async (c) => c.json(await login(c.var.ctx, c.req.valid("json"))),
  )
  .post(
    "/register",
    declare({
      summary: "Create an account (JSON, or multipart with an avatar file)", description: "Creates a manager account (username, email, password, team and manager names, security question) and signs it in, answering the token and the user. Anyone may call it. Creates the user and a session; an avatar file sent as multipart is stored too.",
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
  .post("/logout", declare({ summary: "Sign out: the token stops working", description: "Ends the session of the bearer token sent, which stops working at once. Anyone may call it; without a token it does nothing. Deletes the session.", tags, access: "optional", responses: { 200: okSchema } }), async (c) => {
    await logout(c.var.ctx);
    return c.json({ ok: true });
  })
  .post(
    "/forgot-password/request",
    declare({ summary: "Password recovery, step 1: the account's security question", description: "First step of password recovery: answers the security question of the account with this email. Anyone may call it (rate-limited). Changes nothing.", tags, access: "public", responses: { 200: forgotAnswerSchema }, errors: [400, 404, 429] }),
    json(forgotRequestSchema),
    async (c) => c.json(await recovery.forgotPasswordRequest(c.var.ctx, c.req.valid("json"))),
  )
  .post(
    "/forgot-password/verify",
    declare({ summary: "Password recovery, step 2: check the security answer", description: "Second step of password recovery: checks the answer to the security question and answers a short-lived reset token. Anyone may call it (rate-limited; failed attempts are counted). Stores the reset token.", tags, access: "public", responses: { 200: forgotAnswerSchema }, errors: [400, 401, 404, 429] }),
    json(forgotVerifySchema),
    async (c) => c.json(await recovery.forgotPasswordVerify(c.var.ctx, c.req.valid("json"))),
  )
  .post(
    "/forgot-password/reset",
    declare({ summary: "Password recovery, step 3: set the new password", description: "Third step of password recovery: sets a new password with the reset token of step 2. Anyone holding a valid reset token may call it. Changes the password, spends the token (and voids the account's other reset tokens) and ends every session of the account.", tags, access: "public", responses: { 200: forgotAnswerSchema }, errors: [400, 401, 404, 429] }),
    json(forgotResetSchema),
    async (c) => c.json(await recovery.forgotPasswordReset(c.var.ctx, c.req.valid("json"))),
  )
  .get("/me", declare({ summary: "The signed-in user", description: "Answers the account of the bearer token (id, names, role, points). Any signed-in user may call it. Changes nothing.", tags, access: "user", responses: { 200: meSchema } }), async (c) => c.json(await getMe(c.var.ctx)));
