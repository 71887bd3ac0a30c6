import { Hono } from "hono";
import { forgotRequestSchema, forgotResetSchema, forgotVerifySchema, loginSchema, registerSchema } from "../../domain/accounts";
import { parseOrThrow } from "../errors";
import * as recovery from "../services/password-recovery";
import { logout } from "../services/sessions";
import { login, register } from "../services/sign-in";
import { getMe } from "../services/users";
import type { AppEnv } from "../http/app-env";
import { isMultipart, readJsonAs, readMultipart } from "../http/body";

export const authRoutes = new Hono<AppEnv>()
  .post("/login", async (c) => c.json(await login(c.var.ctx, await readJsonAs(c, loginSchema))))
  .post("/register", async (c) => {
    if (isMultipart(c)) {
      const { fields, files } = await readMultipart(c);
      return c.json(await register(c.var.ctx, parseOrThrow(registerSchema, fields), files.avatarFile ?? files.avatar ?? null), 201);
    }
    return c.json(await register(c.var.ctx, await readJsonAs(c, registerSchema)), 201);
  })
  .post("/logout", async (c) => {
    await logout(c.var.ctx);
    return c.json({ ok: true });
  })
  .post("/forgot-password/request", async (c) => c.json(await recovery.forgotPasswordRequest(c.var.ctx, await readJsonAs(c, forgotRequestSchema))))
  .post("/forgot-password/verify", async (c) => c.json(await recovery.forgotPasswordVerify(c.var.ctx, await readJsonAs(c, forgotVerifySchema))))
  .post("/forgot-password/reset", async (c) => c.json(await recovery.forgotPasswordReset(c.var.ctx, await readJsonAs(c, forgotResetSchema))))
  .get("/me", async (c) => c.json(await getMe(c.var.ctx)));
