// Bans (DESIGN §9, domain/moderation.ts): a user barred from writing in one scope (posts,
// comments, chat), until an end date or for good; reading stays allowed. Audited.
import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { inList } from "../db/in-list";
import { atomicBatch } from "../db/bulk";
import { bans, users } from "../db/schema";
import { AppError, forbidden, notFound } from "../errors";
import { banEndsAt, type BanInput, type BanScope } from "../../domain/moderation";
import { canManageUser } from "../../domain/permissions";
import { moderationMessages } from "../../domain/messages/moderation";
import { requireAbility, requireUser, type ServiceContext } from "./context";
import type { Db } from "../db/client";
import { auditStatement } from "./audit";
import { tellRoomsOfChatBan } from "./chat-bans";
import { banNoticeStatement } from "./notices";

const activeBanWhere = (now: number) => and(isNull(bans.liftedAt), or(isNull(bans.endsAt), gt(bans.endsAt, now)));

/** The ban in force for a user in a scope, if any (an expired or lifted ban does not count). */
export async function activeBan(db: Db, userId: string, scope: BanScope, now: number) {
  const [row] = await activeBanQuery(db, userId, scope, now);
  return row ?? null;
}

/** activeBan's query, to run in a batch with others (at most one row). */
export function activeBanQuery(db: Db, userId: string, scope: BanScope, now: number) {
  return db
    .select()
    .from(bans)
    .where(and(eq(bans.userId, userId), eq(bans.scope, scope), activeBanWhere(now)))
    .orderBy(desc(bans.id))
    .limit(1);
}

/**
 * The bans in force in a scope (bind 1) at a time (bind 2) of the users a subquery names (its own
 * binds from 3): user_id, reason, ends_at; oldest first (the last per user is the one in force).
 */
export const activeBansOfSql = (usersSubquery: string) => `
  SELECT user_id, reason, ends_at FROM bans
  WHERE scope = ?1 AND lifted_at IS NULL AND (ends_at IS NULL OR ends_at > ?2)
    AND user_id IN (${usersSubquery})
  ORDER BY id`;

/** activeBansOfSql of a JSON array of user ids (bind 3). */
export const activeBansAmongSql = activeBansOfSql("SELECT value FROM json_each(?3)");

/** Of these users, those banned in `scope` now (the screens' isPostBanned / isCommentBanned / isChatBanned). */
export async function bannedAmong(db: Db, scope: BanScope, userIds: string[], now: number): Promise<Set<string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: bans.userId })
    .from(bans)
    .where(and(eq(bans.scope, scope), inList(bans.userId, ids), activeBanWhere(now)));
  return new Set(rows.map((r) => r.userId));
}

/** Refuses a write in `scope` by a banned user, with the scope's message (reading stays allowed). */
export async function assertNotBanned(ctx: ServiceContext, scope: BanScope) {
  const actor = requireUser(ctx);
  const ban = await activeBan(ctx.db, actor.id, scope, ctx.now());
  if (ban) throw new AppError(403, "forbidden", moderationMessages.youAreBanned(scope, ban.reason, ban.endsAt));
}

/**
 * Bans a user from a scope (staff; moderators ban ordinary users only). A ban in force is replaced.
 * Audited. A chat ban reaches the rooms holding the user's sockets at once (api/services/chat-bans.ts),
 * whoever bans: the user's screen, the queues' bulk action, the API.
 */
export async function banUser(ctx: ServiceContext, userId: string, scope: BanScope, input: BanInput) {
  const actor = requireAbility(ctx, "content:moderate");
  const [target] = await ctx.db.select({ id: users.id, role: users.role, username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
  if (!target) throw notFound(moderationMessages.userNotFound);
  if (!canManageUser(actor, target)) throw forbidden(moderationMessages.cannotBanThisUser);
  const now = ctx.now();
  const endsAt = banEndsAt(input.duration, now);
  const previous = await activeBan(ctx.db, userId, scope, now);
  await atomicBatch(ctx.db, [
    ctx.db
      .update(bans)
      .set({ liftedAt: now, liftedBy: actor.id })
      .where(and(eq(bans.userId, userId), eq(bans.scope, scope), isNull(bans.liftedAt))),
    ctx.db.insert(bans).values({ userId, scope, reason: input.reason, bannedBy: actor.id, createdAt: now, endsAt }),
    auditStatement(ctx, {
      action: "user.ban",
      targetKind: "user",
      targetId: userId,
      targetLabel: target.username,
      subjectUserId: userId,
      reason: input.reason,
      before: previous ? { scope, reason: previous.reason, endsAt: previous.endsAt } : null,
      after: { scope, duration: input.duration, endsAt },
    }),
    banNoticeStatement(ctx, { userId, scope, reason: input.reason, endsAt }),
  ]);
  if (scope === "chat") await tellRoomsOfChatBan(ctx, userId, { reason: input.reason, endsAt });
  return { userId, username: target.username, scope, reason: input.reason, endsAt, createdAt: now };
}

/** Lifts a user's ban in a scope (staff). Audited. */
export async function unbanUser(ctx: ServiceContext, userId: string, scope: BanScope) {
  const actor = requireAbility(ctx, "content:moderate");
  const now = ctx.now();
  const [target] = await ctx.db.select({ id: users.id, role: users.role, username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
  if (!target) throw notFound(moderationMessages.userNotFound);
  const ban = await activeBan(ctx.db, userId, scope, now);
  if (!ban) throw notFound(moderationMessages.notBanned);
  await atomicBatch(ctx.db, [
    ctx.db
      .update(bans)
      .set({ liftedAt: now, liftedBy: actor.id })
      .where(and(eq(bans.userId, userId), eq(bans.scope, scope), isNull(bans.liftedAt))),
    auditStatement(ctx, {
      action: "user.unban",
      targetKind: "user",
      targetId: userId,
      targetLabel: target.username,
      subjectUserId: userId,
      before: { scope, reason: ban.reason, endsAt: ban.endsAt },
    }),
  ]);
  if (scope === "chat") await tellRoomsOfChatBan(ctx, userId, null);
  return { userId, username: target.username, scope };
}

/** The bans in force in a scope, newest first, with the names the screens show. */
export async function bannedUsers(ctx: ServiceContext, scope: BanScope) {
  requireAbility(ctx, "content:moderate");
  const bannedBy = sql<string | null>`(SELECT username FROM users b WHERE b.id = ${bans.bannedBy})`;
  return ctx.db
    .select({
      id: bans.id,
      userId: bans.userId,
      username: users.username,
      teamName: users.teamName,
      avatar: users.avatar,
      reason: bans.reason,
      createdAt: bans.createdAt,
      endsAt: bans.endsAt,
      bannedByUsername: bannedBy,
    })
    .from(bans)
    .innerJoin(users, eq(users.id, bans.userId))
    .where(and(eq(bans.scope, scope), activeBanWhere(ctx.now())))
    .orderBy(desc(bans.createdAt))
    .limit(500);
}

/** What a banned user's screens show: the ban in force in a scope, with the refusal's own text (the writes' 403 says the same). */
export type MyBan = { scope: BanScope; reason: string; endsAt: number | null; message: string };

/** The signed-in user's own bans in force, by scope (the chat composer, the wall's forms): read, never cached. */
export async function myActiveBans(ctx: ServiceContext): Promise<Partial<Record<BanScope, MyBan>>> {
  const actor = requireUser(ctx);
  const rows = await ctx.db
    .select({ scope: bans.scope, reason: bans.reason, endsAt: bans.endsAt })
    .from(bans)
    .where(and(eq(bans.userId, actor.id), activeBanWhere(ctx.now())))
    .orderBy(bans.id);
  // Oldest first: a later ban in a scope is the one in force.
  return Object.fromEntries(
    rows.map((b) => {
      const scope = b.scope as BanScope;
      return [scope, { scope, reason: b.reason, endsAt: b.endsAt, message: moderationMessages.youAreBanned(scope, b.reason, b.endsAt) }];
    }),
  );
}
