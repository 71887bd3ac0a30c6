import { Hono } from "hono";
import * as recovery from "../services/password-recovery";
import { logout } from "../services/sessions";
import { login, register } from "../services/sign-in";
import { getMe } from "../services/users";
import type { AppEnv } from "../http/app-env";
import { isMultipart, readJson, readMultipart } from "../http/body";

export const authRoutes = new Hono<AppEnv>()
  .post("/login", async (c) => c.json(await login(c.var.ctx, await readJson(c))))
  .post("/register", async (c) => {
    if (isMultipart(c)) {
      const { fields, files } = await readMultipart(c);
      return c.json(await register(c.var.ctx, fields, files.avatarFile ?? files.avatar ?? null), 201);
    }
    return c.json(await register(c.var.ctx, await readJson(c)), 201);
  })
  .post("/logout", async (c) => {
    await logout(c.var.ctx);
    return c.json({ ok: true });
  })
  .post("/forgot-password/request", async (c) => c.json(await recovery.forgotPasswordRequest(c.var.ctx, await readJson(c))))
  .post("/forgot-password/verify", async (c) => c.json(await recovery.forgotPasswordVerify(c.var.ctx, await readJson(c))))
  .post("/forgot-password/reset", async (c) => c.json(await recovery.forgotPasswordReset(c.var.ctx, await readJson(c))))
  .get("/me", async (c) => c.json(await getMe(c.var.ctx)));
