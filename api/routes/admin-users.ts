import { Hono } from "hono";
import * as users from "../services/users";
import type { AppEnv } from "../http/app-env";
import { adminUserUpdateSchema } from "../../domain/accounts";
import { listQuerySchema } from "../../domain/lists";
import { queryAs, readJsonAs } from "../http/body";

export const adminUserRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await users.listUsers(c.var.ctx, queryAs(c, listQuerySchema(users.USER_LIST)))))
  .patch("/:id", async (c) => c.json(await users.adminUpdateUser(c.var.ctx, c.req.param("id"), await readJsonAs(c, adminUserUpdateSchema))));
