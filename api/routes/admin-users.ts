import { Hono } from "hono";
import * as users from "../services/users";
import type { AppEnv } from "../http/app-env";
import { readJson } from "../http/body";

export const adminUserRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await users.listUsers(c.var.ctx, c.req.query())))
  .patch("/:id", async (c) => c.json(await users.adminUpdateUser(c.var.ctx, c.req.param("id"), await readJson(c))));
