// Routes for signed-in users only: 401 before the body is read or checked (a signed-out
// client learns nothing about its input).
import { createMiddleware } from "hono/factory";
import { requireUser } from "../services/context";
import type { AppEnv } from "./app-env";

export const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c.var.ctx);
  await next();
});
