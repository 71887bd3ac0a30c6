// Routes for signed-in users only: 401 before the body is read or checked (a signed-out
// client learns nothing about its input).
import { createMiddleware } from "hono/factory";
import { requireStaff, requireUser } from "../services/context";
import type { AppEnv } from "./app-env";

export const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c.var.ctx);
  await next();
});

/** Staff routes whose path has no "admin" segment (api/app.ts checks those): 401/403 before any input is read. */
export const staffOnly = createMiddleware<AppEnv>(async (c, next) => {
  requireStaff(c.var.ctx);
  await next();
});
