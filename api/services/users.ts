import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { inList } from "../db/in-list";
import { accountMessages } from "../../domain/messages/accounts";
import { identityKeys } from "../../domain/accounts";
import { presetAvatarUrl } from "../../domain/account-fields";
import { profileMessages as pm } from "../../domain/messages/profile";
import { ledgerMovement, type AvatarChoice, type PasswordChangeInput, type ProfileUpdateInput } from "../../domain/profile";
import { accountNotices, pointsLedger, users } from "../db/schema";
import { challengerTeams } from "../db/shard-schema";
import { gameShards, shardOfUser } from "../db/shards";
import type { BanScope, RemovedItem } from "../../domain/moderation";
import { noticeMessages as nm } from "../../domain/messages/notices";
import { storeMessages } from "../../domain/messages/store";
import { storeAdminMessages } from "../../domain/messages/store-admin";
import { orderRef } from "../../domain/store";
import { currentLocale } from "../../domain/locale";
import { badRequest, forbidden, notFound } from "../errors";
import { revokeAllSessionsQuery } from "./sessions";
import { consumeRateLimit, consumeRateLimits, refundRateLimits } from "./rate-limit";
import { closeRealtimeSessions } from "./realtime";
import { assertUnique, duplicateConflict } from "./sign-in";
import { voidResetTokensQuery } from "./password-recovery";
import type { PreferencesInput } from "../../domain/preferences";
import { requireUser, type ServiceContext } from "./context";
import { hashSecret, verifySecret } from "./crypto";
import { deleteUpload, MEDIA_PATH, replaceUpload } from "./uploads";
import { toUserView } from "./users-view";

async function loadUser(ctx: ServiceContext, id: string) {
  const user = await ctx.db.select().from(users).where(eq(users.id, id)).get();
  if (!user) throw notFound("User not found");
  return user;
}

/** The signed-in user's own account (a user reads no one else's profile: staff use /admin/users). */
export async function getMe(ctx: ServiceContext) {
  return toUserView(await loadUser(ctx, requireUser(ctx).id));
}
export type Me = Awaited<ReturnType<typeof getMe>>;

/** 400 on the currentPassword field unless it is the user's password; 429 past the wrong-password limit. */
async function assertCurrentPassword(ctx: ServiceContext, currentPassword: string | undefined, passwordHash: string, missing: string = pm.currentPasswordRequired) {
  if (!currentPassword) throw badRequest(missing, [{ path: "currentPassword", message: missing }]);
  const check = [["passwordCheck", requireUser(ctx).id]] as const;
  await consumeRateLimits(ctx, check);
  if (!(await verifySecret(currentPassword, passwordHash)))
    throw badRequest(pm.currentPasswordIncorrect, [{ path: "currentPassword", message: pm.currentPasswordIncorrect }]);
  await refundRateLimits(ctx, check); // only wrong passwords count
}

/**
 * The URL an avatar choice stores: a preset's image, or an avatar the user uploaded
 * (POST /upload/avatar's fileUrl). Someone else's upload is refused (403), a deleted one
 * too (404): an avatar never points at an object that is not there.
 */
async function avatarUrl(ctx: ServiceContext, choice: AvatarChoice): Promise<string> {
  if ("preset" in choice) return presetAvatarUrl(choice.preset);
  if (choice.ownerId !== requireUser(ctx).id) throw forbidden(pm.avatarNotYours);
  if (!(await ctx.env.MEDIA.head(choice.upload.slice(MEDIA_PATH.length)))) throw notFound(pm.avatarMissing);
  return choice.upload;
}

/**
 * Updates the profile (PUT /users/me, the /profile form). A new sign-in email needs the
 * current password and leaves a notice on the account (old and new address); a new
 * avatar replaces an uploaded one, which is then deleted. Email, username and team name
 * stay unique by their identity keys.
 */
export async function updateMe(ctx: ServiceContext, data: ProfileUpdateInput) {
  const actor = requireUser(ctx);
  await consumeRateLimit(ctx, "profileUpdate", actor.id);
  const { avatar: choice, currentPassword, ...fields } = data;
  const user = await loadUser(ctx, actor.id);
  const emailChanges = fields.email !== undefined && fields.email !== user.email;
  if (emailChanges) await assertCurrentPassword(ctx, currentPassword, user.passwordHash, pm.currentPasswordForEmail);
  await assertUnique(ctx.db, fields, actor.id, pm);
  const avatar = choice ? await avatarUrl(ctx, choice) : undefined;
  const keys = identityKeys({
    email: fields.email ?? user.email,
    username: fields.username ?? user.username,
    teamName: fields.teamName ?? user.teamName,
    firstName: fields.firstName ?? user.firstName,
    lastName: fields.lastName ?? user.lastName,
  });
  const values = {
    ...fields,
    ...(fields.email !== undefined ? { emailKey: keys.emailKey } : {}),
    ...(fields.username !== undefined ? { usernameKey: keys.usernameKey } : {}),
    ...(fields.teamName !== undefined ? { teamNameKey: keys.teamNameKey } : {}),
    searchKey: keys.searchKey,
    ...(avatar ? { avatar } : {}),
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
      if (avatar && before[0]?.avatar !== avatar) await deleteUpload(ctx, "avatar", before[0]?.avatar);
    } catch (err) {
      await duplicateConflict(ctx.db, fields, err, actor.id, pm);
    }
  }
  return { user: await getMe(ctx) };
}

/** PUT /users/me/preferences and the language switch: the person's language and time zone (issue 45). */
export async function setMyPreferences(ctx: ServiceContext, input: PreferencesInput) {
  const actor = requireUser(ctx);
  const values = {
    ...(input.locale !== undefined ? { locale: input.locale } : {}),
    ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
  };
  if (Object.keys(values).length > 0) await ctx.db.update(users).set(values).where(eq(users.id, actor.id));
  return { user: await getMe(ctx) };
}

/** POST /users/me/avatar {avatar}: a preset (by short name or image path) or the user's own uploaded avatar; an uploaded avatar it replaces is deleted. */
export async function setMyAvatar(ctx: ServiceContext, { avatar }: { avatar: AvatarChoice }) {
  return updateMe(ctx, { avatar });
}

/** How many notices the user has not marked read: the shell's bell. */
export async function unreadNoticeCount(ctx: ServiceContext): Promise<number> {
  const actor = requireUser(ctx);
  const row = await ctx.db
    .select({ n: count() })
    .from(accountNotices)
    .where(and(eq(accountNotices.userId, actor.id), isNull(accountNotices.readAt)))
    .get();
  return row?.n ?? 0;
}

/** Notices are shown 50 at a time (the newest): older ones are history. */
export const NOTICES_SHOWN = 50;

/**
 * The account's notices, newest first: sign-in email changes, recovery attempts told at sign-in,
 * staff removals (one per moderation action, with its count) and bans. Each carries its message
 * composed in the notices page's language (English, decision 040) and that locale.
 */
export async function myNotices(ctx: ServiceContext) {
  const actor = requireUser(ctx);
  const [rows, unread] = await Promise.all([
    ctx.db
      .select()
      .from(accountNotices)
      .where(eq(accountNotices.userId, actor.id))
      .orderBy(desc(accountNotices.createdAt), desc(accountNotices.id))
      .limit(NOTICES_SHOWN)
      .all(),
    unreadNoticeCount(ctx),
  ]);
  return {
    unread,
    notices: rows.map((n) => {
      const common = { id: n.id, createdAt: new Date(n.createdAt).toISOString(), read: n.readAt !== null };
      // One language on the page (decision 040): every message in the notices' English, with its locale.
      const locale = currentLocale();
      if (n.kind === "content_removed") {
        const { item, label, count = 1 } = JSON.parse(n.oldValue ?? "{}") as { item: RemovedItem; label: string; count?: number };
        return { ...common, kind: n.kind, item, label, count, reason: n.newValue, message: nm.removed(item, label, count, n.newValue), locale };
      }
      if (n.kind === "user_banned") {
        const { scope, endsAt } = JSON.parse(n.oldValue ?? "{}") as { scope: BanScope; endsAt: number | null };
        const reason = n.newValue ?? "";
        return { ...common, kind: n.kind, scope, endsAt: endsAt === null ? null : new Date(endsAt).toISOString(), reason, message: nm.banned(scope, endsAt, reason), locale };
      }
      if (n.kind === "order_status") {
        const detail = JSON.parse(n.oldValue ?? "{}") as { order: string; from: string; to: string; trackingNumber?: string; refund?: number };
        const message = storeAdminMessages.orderStatusNotice(orderRef(detail.order), detail.to, { ...detail, reason: n.newValue });
        return { ...common, kind: n.kind, orderId: detail.order, status: detail.to, trackingNumber: detail.trackingNumber ?? null, reason: n.newValue, message, locale };
      }
      if (n.kind === "email_changed")
        return { ...common, kind: n.kind, oldEmail: n.oldValue, newEmail: n.newValue, message: nm.emailChanged(n.oldValue ?? "", n.newValue ?? ""), locale };
      const attempts = Number(n.newValue ?? 0);
      return { ...common, kind: n.kind, attempts, message: accountMessages.recoveryAttemptsNotice(attempts), locale };
    }),
  };
}

/** Marks the user's notices read: the ones named, or all. Only the user's own; marking twice changes nothing. */
export async function markNoticesRead(ctx: ServiceContext, input: { ids?: number[] }) {
  const actor = requireUser(ctx);
  const mine = and(eq(accountNotices.userId, actor.id), isNull(accountNotices.readAt));
  await ctx.db
    .update(accountNotices)
    .set({ readAt: ctx.now() })
    .where(input.ids ? and(mine, inList(accountNotices.id, input.ids)) : mine);
  return { unread: await unreadNoticeCount(ctx) };
}
export type MyNotices = Awaited<ReturnType<typeof myNotices>>;

/** A new uploaded avatar; the one it replaces (if uploaded) is deleted: {user}. */
export async function updateMyAvatar(ctx: ServiceContext, file: File | null) {
  return { user: (await uploadMyAvatar(ctx, file)).user };
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
export async function changeMyPassword(ctx: ServiceContext, { currentPassword, newPassword }: PasswordChangeInput) {
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
  return { message: pm.signInAgain, user: toUserView({ ...user, passwordHash }) };
}

// ---- points history and season, the user's own ----------------------------------------------------

/**
 * Every movement of the user's points (the ledger), newest first, each with the balance
 * right after it (a running sum in ledger order, computed before the page is cut).
 */
export async function myPointsHistory(ctx: ServiceContext, query: { limit: number; offset: number }) {
  const actor = requireUser(ctx);
  const rows = ctx.db.all<{ id: number; key: string; amount: number; reason: string; createdAt: number; balance: number }>(sql`
    SELECT id, key, amount, reason, created_at AS createdAt, balance FROM (
      SELECT id, key, amount, reason, created_at, SUM(amount) OVER (ORDER BY id ROWS UNBOUNDED PRECEDING) AS balance
      FROM ${pointsLedger} WHERE user_id = ${actor.id}
    ) ORDER BY id DESC LIMIT ${query.limit} OFFSET ${query.offset}`);
  const total = ctx.db.select({ n: sql<number>`count(*)` }).from(pointsLedger).where(eq(pointsLedger.userId, actor.id)).get();
  const [list, count] = await Promise.all([rows, total]);
  return {
    movements: list.map((r) => ({
      id: r.id,
      ...ledgerMovement(r.key),
      amount: r.amount,
      balance: r.balance,
      reason: r.reason,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
    total: count?.n ?? 0,
    limit: query.limit,
    offset: query.offset,
  };
}
export type PointsHistory = Awaited<ReturnType<typeof myPointsHistory>>;

/** The user's gameweek points and rank over the season (their saved teams, one a gameweek). */
export async function mySeason(ctx: ServiceContext) {
  const actor = requireUser(ctx);
  const gameweeks = await shardOfUser(gameShards(ctx.env), actor.id)
    .db.select({ gameweek: challengerTeams.gameweek, points: challengerTeams.totalPoints, rank: challengerTeams.rank })
    .from(challengerTeams)
    .where(eq(challengerTeams.userId, actor.id))
    .orderBy(challengerTeams.gameweek)
    .limit(38)
    .all();
  return { gameweeks };
}
export type MySeason = Awaited<ReturnType<typeof mySeason>>;

// Staff actions on accounts (list, edit, ban, delete): api/services/admin-users.ts.
