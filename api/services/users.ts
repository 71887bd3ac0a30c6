import { desc, eq } from "drizzle-orm";
import {
  presetAvatarUrl,
  identityKeys,
  type ChangePasswordInput,
  type PresetAvatarUpdateInput,
  type UpdateProfileInput,
} from "../../domain/accounts";
import { accountMessages } from "../../domain/messages/accounts";
import { accountNotices, users } from "../db/schema";
import { badRequest, notFound } from "../errors";
import { revokeAllSessionsQuery } from "./sessions";
import { consumeRateLimits, refundRateLimits } from "./rate-limit";
import { closeRealtimeSessions } from "./realtime";
import { assertUnique, duplicateConflict } from "./sign-in";
import { voidResetTokensQuery } from "./password-recovery";
import { requireUser, type ServiceContext } from "./context";
import { hashSecret, verifySecret } from "./crypto";
import { deleteUpload, replaceUpload } from "./uploads";
import { toUserView } from "./users-view";

async function loadUser(ctx: ServiceContext, id: string) {
  const user = await ctx.db.select().from(users).where(eq(users.id, id)).get();
  if (!user) throw notFound("User not found");
  return user;
}

export async function getMe(ctx: ServiceContext) {
  return toUserView(await loadUser(ctx, requireUser(ctx).id));
}
export type Me = Awaited<ReturnType<typeof getMe>>;

/** 400 on the currentPassword field unless it is the user's password; 429 past the wrong-password limit. */
async function assertCurrentPassword(ctx: ServiceContext, currentPassword: string | undefined, passwordHash: string) {
  if (!currentPassword)
    throw badRequest(accountMessages.currentPasswordRequired, [{ path: "currentPassword", message: accountMessages.currentPasswordRequired }]);
  const check = [["passwordCheck", requireUser(ctx).id]] as const;
  await consumeRateLimits(ctx, check);
  if (!(await verifySecret(currentPassword, passwordHash)))
    throw badRequest(accountMessages.currentPasswordIncorrect, [{ path: "currentPassword", message: accountMessages.currentPasswordIncorrect }]);
  await refundRateLimits(ctx, check); // only wrong passwords count
}

/**
 * Updates the profile. A new sign-in email needs the current password and leaves a
 * notice on the account (old and new address); a preset avatar replaces an uploaded one,
 * which is then deleted. Names stay unique by their keys.
 */
export async function updateMe(ctx: ServiceContext, data: UpdateProfileInput) {
  const actor = requireUser(ctx);
  const { avatar, currentPassword, ...fields } = data;
  const user = await loadUser(ctx, actor.id);
  const emailChanges = fields.email !== undefined && fields.email !== user.email;
  if (emailChanges) await assertCurrentPassword(ctx, currentPassword, user.passwordHash);
  await assertUnique(ctx.db, fields, actor.id);
  const keys = identityKeys({ email: fields.email ?? user.email, username: fields.username ?? user.username, teamName: fields.teamName ?? user.teamName });
  const values = {
    ...fields,
    ...(fields.email !== undefined ? { emailKey: keys.emailKey } : {}),
    ...(fields.username !== undefined ? { usernameKey: keys.usernameKey } : {}),
    ...(fields.teamName !== undefined ? { teamNameKey: keys.teamNameKey } : {}),
    ...(avatar ? { avatar: presetAvatarUrl(avatar) } : {}),
  };
  if (Object.keys(values).length > 0) {
    const update = ctx.db.update(users).set(values).where(eq(users.id, actor.id));
    // The avatar this update replaces is read in the same transaction.
    const readBefore = ctx.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, actor.id));
    try {
      const [before] = emailChanges
        ? await ctx.db.batch([
            readBefore,
            update,
            ctx.db.insert(accountNotices).values({ userId: actor.id, kind: "email_changed", oldValue: user.email, newValue: fields.email!, createdAt: ctx.now() }),
          ])
        : await ctx.db.batch([readBefore, update]);
      if (avatar) await deleteUpload(ctx, "avatar", before[0]?.avatar);
    } catch (err) {
      await duplicateConflict(ctx.db, fields, err, actor.id);
    }
  }
  return getMe(ctx);
}

/** POST /users/me/avatar {avatar}: a preset (by short name or image path); an uploaded avatar it replaces is deleted. */
export async function setMyPresetAvatar(ctx: ServiceContext, { avatar }: PresetAvatarUpdateInput) {
  return updateMe(ctx, { avatar });
}

/** The account's notices, newest first: sign-in email changes, recovery attempts told at sign-in. */
export async function myNotices(ctx: ServiceContext) {
  const actor = requireUser(ctx);
  const rows = await ctx.db
    .select()
    .from(accountNotices)
    .where(eq(accountNotices.userId, actor.id))
    .orderBy(desc(accountNotices.createdAt), desc(accountNotices.id))
    .limit(50)
    .all();
  return {
    notices: rows.map((n) => {
      const createdAt = new Date(n.createdAt).toISOString();
      return n.kind === "email_changed"
        ? { id: n.id, kind: n.kind, oldEmail: n.oldValue, newEmail: n.newValue, createdAt }
        : { id: n.id, kind: n.kind, attempts: Number(n.newValue ?? 0), createdAt };
    }),
  };
}
export type MyNotices = Awaited<ReturnType<typeof myNotices>>;

/** A new uploaded avatar; the one it replaces (if uploaded) is deleted. */
export async function updateMyAvatar(ctx: ServiceContext, file: File | null) {
  return (await uploadMyAvatar(ctx, file)).user;
}

/** The same, with the URL of the file this request stored (another upload may have replaced it since). */
export async function uploadMyAvatar(ctx: ServiceContext, file: File | null) {
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

/** Changing the password ends every session and voids every reset token; the caller signs in again. */
export async function changeMyPassword(ctx: ServiceContext, { currentPassword, newPassword }: ChangePasswordInput) {
  const actor = requireUser(ctx);
  const user = await loadUser(ctx, actor.id);
  await assertCurrentPassword(ctx, currentPassword, user.passwordHash);
  const passwordHash = await hashSecret(newPassword);
  await ctx.db.batch([
    ctx.db.update(users).set({ passwordHash }).where(eq(users.id, actor.id)),
    revokeAllSessionsQuery(ctx, actor.id),
    voidResetTokensQuery(ctx, actor.id),
  ]);
  await closeRealtimeSessions(ctx, { userId: actor.id });
  return { message: accountMessages.passwordChanged };
}

// Staff actions on accounts (list, edit, ban, delete): api/services/admin-users.ts.
