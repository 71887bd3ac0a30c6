import { count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { changePasswordSchema, presetAvatarUrl, updateProfileSchema } from "../../domain/accounts";
import { ROLES, users } from "../db/schema";
import { badRequest, conflict, forbidden, notFound, parseOrThrow } from "../errors";
import { revokeAllSessionsQuery } from "./sessions";
import { assertUnique, isUniqueViolation } from "./sign-in";
import { canManageUser } from "../../domain/permissions";
import { requireAbility, requireStaff, requireUser, type ServiceContext } from "./context";
import { hashSecret, verifySecret } from "./crypto";
import { replaceUpload } from "./uploads";
import { toUserView } from "./users-view";
import { orderBy, pageOf, parseListQuery } from "./lists";
import type { ListSpec } from "../../domain/lists";

async function loadUser(ctx: ServiceContext, id: string) {
  const user = await ctx.db.select().from(users).where(eq(users.id, id)).get();
  if (!user) throw notFound("User not found");
  return user;
}

export async function getMe(ctx: ServiceContext) {
  return toUserView(await loadUser(ctx, requireUser(ctx).id));
}

export async function updateMe(ctx: ServiceContext, input: unknown) {
  const actor = requireUser(ctx);
  const data = parseOrThrow(updateProfileSchema, input);
  await assertUnique(ctx.db, data, actor.id);
  const { avatar, ...fields } = data;
  const values = { ...fields, ...(avatar ? { avatar: presetAvatarUrl(avatar) } : {}) };
  if (Object.keys(values).length > 0) {
    try {
      await ctx.db.update(users).set(values).where(eq(users.id, actor.id));
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict("That email, username or team name is already taken");
      throw err;
    }
  }
  return getMe(ctx);
}

/** A new uploaded avatar; the one it replaces (if uploaded) is deleted. */
export async function updateMyAvatar(ctx: ServiceContext, file: unknown) {
  return (await uploadMyAvatar(ctx, file)).user;
}

/** The same, with the URL of the file this request stored (another upload may have replaced it since). */
export async function uploadMyAvatar(ctx: ServiceContext, file: unknown) {
  const actor = requireUser(ctx);
  const { url: fileUrl } = await replaceUpload(ctx, "avatar", file, async (url) => {
    // One transaction: the avatar this update replaces, even with uploads racing.
    const [before] = await ctx.db.batch([
      ctx.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, actor.id)),
      ctx.db.update(users).set({ avatar: url }).where(eq(users.id, actor.id)),
    ]);
    if (!before[0]) throw notFound("User not found");
    return before[0].avatar;
  });
  return { fileUrl, user: await getMe(ctx) };
}

/** Changing the password ends every session; the caller signs in again. */
export async function changeMyPassword(ctx: ServiceContext, input: unknown) {
  const actor = requireUser(ctx);
  const { currentPassword, newPassword } = parseOrThrow(changePasswordSchema, input);
  const user = await loadUser(ctx, actor.id);
  if (!(await verifySecret(currentPassword, user.passwordHash)))
    throw badRequest("Current password is incorrect", [{ path: "currentPassword", message: "Current password is incorrect" }]);
  const passwordHash = await hashSecret(newPassword);
  await ctx.db.batch([ctx.db.update(users).set({ passwordHash }).where(eq(users.id, actor.id)), revokeAllSessionsQuery(ctx, actor.id)]);
  return { message: "Password changed. Please sign in again." };
}

// ---- staff ----------------------------------------------------------------

export const USER_LIST: ListSpec<"createdAt" | "lastLogin" | "points" | "username"> = {
  defaultLimit: 20,
  maxLimit: 100,
  sortKeys: ["createdAt", "lastLogin", "points", "username"],
};

export async function listUsers(ctx: ServiceContext, query: unknown) {
  requireStaff(ctx);
  const q = parseListQuery(USER_LIST, query);
  const order = orderBy({ createdAt: users.createdAt, lastLogin: users.lastLogin, points: users.points, username: sql`lower(${users.username})` }, q);
  const { rows, ...page } = await pageOf(
    q,
    ctx.db.select().from(users).orderBy(order).limit(q.limit).offset(q.offset).all(),
    ctx.db.select({ n: count() }).from(users).get(),
  );
  return { users: rows.map(toUserView), ...page };
}

const adminUpdateSchema = z.object({
  isActive: z.boolean().optional(),
  role: z.enum(ROLES).optional(),
});

/** Deactivating a user (a ban) ends their sessions at once. Roles: admins only. */
export async function adminUpdateUser(ctx: ServiceContext, userId: string, input: unknown) {
  const actor = requireAbility(ctx, "users:manage");
  const data = parseOrThrow(adminUpdateSchema, input);
  if (data.role !== undefined) requireAbility(ctx, "staff:manage");
  const target = await loadUser(ctx, userId);
  if (!canManageUser(actor, target))
    throw forbidden(userId === actor.id ? "You cannot deactivate or demote yourself." : "Only administrators can change a moderator or an administrator.");
  if (data.isActive === undefined && data.role === undefined) throw badRequest("Nothing to change");
  const update = ctx.db.update(users).set(data).where(eq(users.id, userId));
  // A deactivation ends every session in the same transaction.
  if (data.isActive === false) await ctx.db.batch([update, revokeAllSessionsQuery(ctx, userId)]);
  else await update;
  return toUserView(await loadUser(ctx, userId));
}

