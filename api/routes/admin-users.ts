import { Hono } from "hono";
import { z } from "zod";
import * as admin from "../services/admin-users";
import type { AppEnv } from "../http/app-env";
import { adminUserUpdateSchema } from "../../domain/accounts";
import { adminUserDeleteSchema, adminUserEditSchema, adminUserStatusSchema, userFileQuerySchema, userListQuerySchema } from "../../domain/admin-users";
import { declare, json, params, query } from "../openapi/declare";
import * as s from "../responses/staff";

const tags: ["Admin"] = ["Admin"];
const id = z.object({ id: z.string().max(64) });

export const adminUserRoutes = new Hono<AppEnv>()
  .get("/", declare({ summary: "Users, filtered, sorted and paged", description: "Lists the users, filtered by text, role and status, sorted and a page at a time. Staff may call it. Changes nothing.", tags, access: "staff", responses: { 200: s.adminUserPageSchema }, errors: [400] }), query(userListQuerySchema), async (c) =>
    c.json(await admin.listUsers(c.var.ctx, c.req.valid("query"))),
  )
  // ?contact=1: with the contact details (admins; audited).
  .get("/:id", declare({ summary: "A user's file (?contact=1: with contact details, admins; audited)", description: "Answers one user's file (account, activity, bans); with ?contact=1 also the contact details, for admins only. Staff may call it. Reading contact details writes the audit log.", tags, access: "staff", responses: { 200: s.userFileSchema }, errors: [400, 403, 404] }), params(id), query(userFileQuerySchema), async (c) =>
    c.json(await admin.getUserFile(c.var.ctx, c.req.valid("param").id, { contact: c.req.valid("query").contact })),
  )
  .put("/:id", declare({ summary: "Edit a user (audited)", description: "Edits a user's account fields (names, username, email, team name, role). Only admins may call it. Changes the user and writes the audit log.", tags, access: "staff", responses: { 200: s.adminUserEnvelopeSchema }, errors: [400, 403, 404, 409] }), params(id), json(adminUserEditSchema), async (c) =>
    c.json({ user: await admin.editUser(c.var.ctx, c.req.valid("param").id, c.req.valid("json")) }),
  )
  .delete("/:id", declare({ summary: "Delete a user (?reason=; audited)", description: "Deletes a user's account with a reason; the account is anonymised (?reason= gives the reason). Only admins may call it. Deletes the account and writes the audit log.", tags, access: "staff", responses: { 200: s.userDeletedSchema }, errors: [400, 403, 404, 409] }), params(id), query(adminUserDeleteSchema), async (c) =>
    c.json(await admin.deleteUser(c.var.ctx, c.req.valid("param").id, c.req.valid("query").reason)),
  )
  .patch("/:id/status", declare({ summary: "Activate or deactivate a user (audited)", description: "Activates or deactivates a user; a deactivated user cannot sign in and their sessions end. Staff may call it for ordinary users; only admins act on moderators and admins, and nobody on themselves. Changes the user's status and writes the audit log.", tags, access: "staff", responses: { 200: s.adminUserEnvelopeSchema }, errors: [400, 403, 404, 409] }), params(id), json(adminUserStatusSchema), async (c) =>
    c.json({ user: await admin.setUserStatus(c.var.ctx, c.req.valid("param").id, c.req.valid("json")) }),
  )
  // The older combined form {isActive?, role?}, kept for its clients.
  .patch("/:id", declare({ summary: "Change a user's activity or role (older combined form; audited)", description: "Changes a user's activity or role in the older combined form. Staff may call it to change an ordinary user's activity; a role change needs an admin, and only admins act on moderators and admins. Changes the user and writes the audit log.", tags, access: "staff", responses: { 200: s.adminUserUpdatedSchema }, errors: [400, 403, 404, 409] }), params(id), json(adminUserUpdateSchema), async (c) =>
    c.json(await admin.adminUpdateUser(c.var.ctx, c.req.valid("param").id, c.req.valid("json"))),
  );
