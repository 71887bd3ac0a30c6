import { Hono } from "hono";
import * as admin from "../services/admin-users";
import type { AppEnv } from "../http/app-env";
import { adminUserUpdateSchema } from "../../domain/accounts";
import { adminUserDeleteSchema, adminUserEditSchema, adminUserStatusSchema, userFileQuerySchema, userListQuerySchema } from "../../domain/admin-users";
import { queryAs, readJsonAs } from "../http/body";

export const adminUserRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await admin.listUsers(c.var.ctx, queryAs(c, userListQuerySchema))))
  // ?contact=1: with the contact details (admins; audited).
  .get("/:id", async (c) => c.json(await admin.getUserFile(c.var.ctx, c.req.param("id"), { contact: queryAs(c, userFileQuerySchema).contact })))
  .put("/:id", async (c) => c.json({ user: await admin.editUser(c.var.ctx, c.req.param("id"), await readJsonAs(c, adminUserEditSchema)) }))
  .delete("/:id", async (c) => c.json(await admin.deleteUser(c.var.ctx, c.req.param("id"), queryAs(c, adminUserDeleteSchema).reason)))
  .patch("/:id/status", async (c) => c.json({ user: await admin.setUserStatus(c.var.ctx, c.req.param("id"), await readJsonAs(c, adminUserStatusSchema)) }))
  // The older combined form {isActive?, role?}, kept for its clients.
  .patch("/:id", async (c) => c.json(await admin.adminUpdateUser(c.var.ctx, c.req.param("id"), await readJsonAs(c, adminUserUpdateSchema))));
