// User management for staff (/adminusers, /api/admin/users): the sorted, searched list; one
// user's file (profile, points history, teams, moderation history); edits by admins; bans by
// moderators and admins (the account's isActive); and deletion as anonymisation (decision 016).
// Every action writes its audit row in the same batch as the change.
import { adminUserMessages } from "../../domain/messages/admin";
import { and, asc, count, desc, eq, gt, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { inList } from "../db/in-list";
import { identityKeys } from "../../domain/accounts";
import { presetAvatarUrl, DEFAULT_AVATAR } from "../../domain/account-fields";
import {
  anonymisedIdentity,
  DELETED_USER_LABEL,
  USER_LIST,
  type AdminUserEditInput,
  type AdminUserStatusInput,
  type UserFilters,
  type UserSortKey,
} from "../../domain/admin-users";
import type { ListQuery } from "../../domain/lists";
import { can, canManageUser, type Role } from "../../domain/permissions";
import { atomicBatch, chunksOf, type RawStatement } from "../db/bulk";
import { mentionsName, replaceMentions } from "../../domain/mentions";
import { containsText } from "../db/search";
import { searchKey } from "../../domain/search-key";
import {
  accountNotices,
  bans,
  cartLines,
  hiddenComments,
  orders,
  pointsLedger,
  postBookmarks,
  realtimeTickets,
  recoveryAttempts,
  userStadiums,
  users,
} from "../db/schema";
import { challengerTeams, seasonStandings } from "../db/shard-schema";
import { gameShards, shardOfUser } from "../db/shards";
import { badRequest, forbidden, notFound } from "../errors";
import { requireAbility, type Actor, type ServiceContext } from "./context";
import { orderBy, pageOf } from "./lists";
import { auditErasureStatements, auditStatement, moderationHistory } from "./audit";
import { banEndsAt, type BanDuration, type BanScope } from "../../domain/moderation";
import { voidResetTokensQuery } from "./password-recovery";
import { closeRealtimeSessions } from "./realtime";
import { revokeAllSessionsQuery } from "./sessions";
import { assertUnique, duplicateConflict } from "./sign-in";
import { deleteUpload } from "./uploads";
import { toStaffUserView, toUserContact } from "./users-view";

export { USER_LIST };

type UserRow = typeof users.$inferSelect;

/** A live (not deleted) account, or 404: a deleted account is only an anonymous row kept for the game's history. */
async function loadLiveUser(ctx: ServiceContext, id: string): Promise<UserRow> {
  const user = await ctx.db.select().from(users).where(eq(users.id, id)).get();
  if (!user || user.deletedAt !== null) throw notFound(adminUserMessages.userNotFound);
  return user;
}

/** Refuses what the actor may not do to the target: nobody acts on themselves; only admins act on staff. */
function assertMayManage(actor: Actor, target: UserRow, what: string) {
  if (canManageUser(actor, target)) return;
  throw forbidden(actor.id === target.id ? `You cannot ${what} your own account here.` : "Only administrators can act on a moderator or an administrator.");
}

// ---- the list ------------------------------------------------------------------------------------

export type UserListQuery = ListQuery<UserSortKey> & Partial<UserFilters>;

const SORT_COLUMNS = { createdAt: users.createdAt, lastLogin: users.lastLogin, points: users.points, username: sql`lower(${users.username})` };

/** A ban in force in a scope (posts, comments, chat) for the user of the row being read. */
const scopedBanInForce = (now: number) =>
  sql`EXISTS (SELECT 1 FROM bans b WHERE b.user_id = ${users.id} AND b.lifted_at IS NULL AND (b.ends_at IS NULL OR b.ends_at > ${now}))`;

/**
 * GET /admin/users: live accounts, sorted by a whitelisted key (the id breaks ties, so pages never
 * overlap), searched, filtered by role and status (issue 25), paged. No contact details, the email
 * included: the list never carries them (toStaffUserView); each row says which scoped bans are in force and until when.
 */
export async function listUsers(ctx: ServiceContext, query: UserListQuery) {
  requireAbility(ctx, "users:manage");
  const now = ctx.now();
  const filters: SQL[] = [isNull(users.deletedAt)];
  if (query.q) {
    // Names by their folded key (issue 45: any case, any accent, any script; memberSearchKey).
    const names = sql`instr(${users.searchKey}, ${searchKey(query.q)}) > 0`;
    // The email is the admin's private data (issue 42): a moderator's search does not match it,
    // so it cannot be probed word by word either.
    const email = can(ctx.actor?.role, "users:private-data") ? [containsText(users.email, query.q)] : [];
    filters.push(or(names, ...email)!);
  }
  if (query.role === "staff") filters.push(ne(users.role, "user"));
  else if (query.role) filters.push(eq(users.role, query.role));
  if (query.status === "active") filters.push(eq(users.isActive, true));
  else if (query.status === "deactivated") filters.push(eq(users.isActive, false));
  else if (query.status === "banned") filters.push(scopedBanInForce(now));
  const filtered = filters.length > 1;
  const where = and(...filters);
  const tieBreak = query.order === "asc" ? asc(users.id) : desc(users.id);
  const { rows, ...page } = await pageOf(
    query,
    ctx.db.select().from(users).where(where).orderBy(orderBy(SORT_COLUMNS, query), tieBreak).limit(query.limit).offset(query.offset).all(),
    filtered
      ? ctx.db.select({ n: count() }).from(users).where(where).get()
      : // All rows minus the deleted ones: two index counts, where counting live rows would read the table.
        ctx.db.select({ n: sql<number>`count(*) - (SELECT count(*) FROM users WHERE deleted_at IS NOT NULL)` }).from(users).get(),
  );
  const bansOf = await scopedBansOf(ctx, rows.map((r) => r.id), now);
  return { users: rows.map((r) => ({ ...toStaffUserView(r), bans: bansOf.get(r.id) ?? [] })), ...page };
}

/** The scoped bans in force of these users, by user: scope, reason, end (ms or null: permanent). */
async function scopedBansOf(ctx: ServiceContext, userIds: string[], now: number) {
  const byUser = new Map<string, { scope: BanScope; reason: string; endsAt: string | null }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await ctx.db
    .select({ userId: bans.userId, scope: bans.scope, reason: bans.reason, endsAt: bans.endsAt })
    .from(bans)
    .where(and(inList(bans.userId, userIds), isNull(bans.liftedAt), or(isNull(bans.endsAt), gt(bans.endsAt, now))))
    .orderBy(asc(bans.id))
    .all();
  for (const b of rows) {
    const list = (byUser.get(b.userId) ?? []).filter((x) => x.scope !== b.scope); // the latest per scope is the one in force
    list.push({ scope: b.scope as BanScope, reason: b.reason, endsAt: b.endsAt === null ? null : new Date(b.endsAt).toISOString() });
    byUser.set(b.userId, list);
  }
  return byUser;
}
export type UserList = Awaited<ReturnType<typeof listUsers>>;

// ---- one user --------------------------------------------------------------------------------------

const HISTORY_ROWS = 50;

/**
 * GET /admin/users/{id}: the account, its bans in force, season standing, points history (the
 * ledger), teams and moderation history. Its contact details only with `contact` (admins: the
 * users:private-data ability, a 403 for others), and that read is audited (issue 25).
 */
export async function getUserFile(ctx: ServiceContext, id: string, options: { contact?: boolean } = {}) {
  requireAbility(ctx, "users:manage");
  if (options.contact) requireAbility(ctx, "users:private-data");
  const user = await loadLiveUser(ctx, id);
  const contact = options.contact ? await userContact(ctx, user) : null;
  const [ledger, ledgerTotal, teams, standing, moderation] = await Promise.all([
    ctx.db
      .select({ id: pointsLedger.id, amount: pointsLedger.amount, reason: pointsLedger.reason, key: pointsLedger.key, createdAt: pointsLedger.createdAt })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, id))
      .orderBy(desc(pointsLedger.id))
      .limit(HISTORY_ROWS)
      .all(),
    ctx.db.select({ n: count(), sum: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)` }).from(pointsLedger).where(eq(pointsLedger.userId, id)).get(),
    shardOfUser(gameShards(ctx.env), id)
      .db.select({ id: challengerTeams.id, gameweek: challengerTeams.gameweek, teamName: challengerTeams.teamName, totalPoints: challengerTeams.totalPoints, rank: challengerTeams.rank })
      .from(challengerTeams)
      .where(eq(challengerTeams.userId, id))
      .orderBy(desc(challengerTeams.gameweek))
      .all(),
    shardOfUser(gameShards(ctx.env), id).db.select({ totalPoints: seasonStandings.totalPoints, rank: seasonStandings.rank }).from(seasonStandings).where(eq(seasonStandings.userId, id)).get(),
    moderationHistory(ctx, id),
  ]);
  const now = ctx.now();
  return {
    user: toStaffUserView(user),
    contact,
    bans: (await scopedBansOf(ctx, [id], now)).get(id) ?? [],
    standing: standing ?? null,
    pointsHistory: {
      entries: ledger.map((e) => ({ ...e, createdAt: new Date(e.createdAt).toISOString() })),
      total: ledgerTotal?.n ?? 0,
      balance: ledgerTotal?.sum ?? 0,
    },
    teams,
    moderationHistory: moderation.map((m) => ({ ...m, createdAt: new Date(m.createdAt).toISOString() })),
  };
}
export type UserFile = Awaited<ReturnType<typeof getUserFile>>;

/** A user's contact details, for an admin: the read leaves an audit row (who read whose, when). */
async function userContact(ctx: ServiceContext, user: UserRow) {
  await atomicBatch(ctx.db, [
    auditStatement(ctx, { action: "user.view_private", targetKind: "user", targetId: user.id, targetLabel: user.username, subjectUserId: user.id, after: { fields: ["email", "phone", "address", "city", "postalCode", "country"] } }),
  ]);
  return toUserContact(user);
}

// ---- edit ------------------------------------------------------------------------------------------

/**
 * PUT /admin/users/{id}: names, email, team name (admins), role (admins, never their own).
 * Names stay unique by their identity keys: a clash is a 409 naming the field. The audit row
 * keeps what changed.
 */
export async function editUser(ctx: ServiceContext, id: string, input: AdminUserEditInput) {
  const actor = requireAbility(ctx, "users:edit");
  const target = await loadLiveUser(ctx, id);
  const { role, ...fields } = input;
  const roleChanges = role !== undefined && role !== target.role;
  if (roleChanges) {
    requireAbility(ctx, "staff:manage");
    assertMayManage(actor, target, "change the role of");
  } else if (target.id !== actor.id) assertMayManage(actor, target, "edit");

  const changed = Object.fromEntries(Object.entries(fields).filter(([k, v]) => v !== undefined && v !== target[k as keyof UserRow])) as Partial<typeof fields>;
  if (Object.keys(changed).length === 0 && !roleChanges) return toStaffUserView(target);

  const identity = {
    email: changed.email ?? target.email,
    username: changed.username ?? target.username,
    teamName: changed.teamName ?? target.teamName,
    firstName: changed.firstName ?? target.firstName,
    lastName: changed.lastName ?? target.lastName,
  };
  await assertUnique(ctx.db, changed, id);
  const keys = identityKeys(identity);
  const values = {
    ...changed,
    ...(changed.email !== undefined ? { emailKey: keys.emailKey } : {}),
    ...(changed.username !== undefined ? { usernameKey: keys.usernameKey } : {}),
    ...(changed.teamName !== undefined ? { teamNameKey: keys.teamNameKey } : {}),
    searchKey: keys.searchKey,
    ...(roleChanges ? { role } : {}),
  };
  const statements: (RawStatement | { toSQL(): { sql: string; params: unknown[] } })[] = [ctx.db.update(users).set(values).where(eq(users.id, id))];
  const pick = (row: Partial<UserRow>) => Object.fromEntries(Object.keys(changed).map((k) => [k, row[k as keyof UserRow]]));
  if (Object.keys(changed).length > 0)
    statements.push(auditStatement(ctx, { action: "user.edit", targetKind: "user", targetId: id, targetLabel: changed.username ?? target.username, subjectUserId: id, before: pick(target), after: changed }));
  if (roleChanges)
    statements.push(auditStatement(ctx, { action: "user.role", targetKind: "user", targetId: id, targetLabel: target.username, subjectUserId: id, before: { role: target.role }, after: { role } }));
  // The new email is told to the account's owner, as when they change it themselves.
  if (changed.email !== undefined)
    statements.push(ctx.db.insert(accountNotices).values({ userId: id, kind: "email_changed", oldValue: target.email, newValue: changed.email, createdAt: ctx.now() }));
  try {
    await atomicBatch(ctx.db, statements);
  } catch (err) {
    await duplicateConflict(ctx.db, changed, err, id);
  }
  return toStaffUserView(await loadLiveUser(ctx, id));
}

// ---- ban / unban -----------------------------------------------------------------------------------

/**
 * PATCH /admin/users/{id}/status {isActive, reason}: a ban (false) ends the user's sessions in
 * the same transaction and closes their sockets right after; moderators may ban ordinary users
 * only. Setting the status it already has changes nothing and writes nothing.
 */
export async function setUserStatus(ctx: ServiceContext, id: string, { isActive, reason, duration = "permanent" }: Omit<AdminUserStatusInput, "duration"> & { duration?: BanDuration }) {
  const actor = requireAbility(ctx, "users:manage");
  const target = await loadLiveUser(ctx, id);
  assertMayManage(actor, target, isActive ? "reactivate" : "deactivate");
  if (target.isActive === isActive) return toStaffUserView(target);
  // Conditional on the status read above, and audited only if it changed: the same ban sent
  // twice at once is applied and audited once.
  // A ban keeps its reason and end for the sign-in screen (issue 25); a reactivation clears them.
  const until = isActive ? null : banEndsAt(duration, ctx.now());
  const update = ctx.db
    .update(users)
    .set({ isActive, deactivatedReason: isActive ? null : (reason ?? null), deactivatedUntil: until })
    .where(and(eq(users.id, id), eq(users.isActive, target.isActive)));
  const audit = auditStatement(ctx, {
    action: "user.status",
    targetKind: "user",
    targetId: id,
    targetLabel: target.username,
    subjectUserId: id,
    reason: reason ?? null,
    before: { isActive: target.isActive },
    after: isActive ? { isActive } : { isActive, duration, until },
  }, { ifChanged: true });
  if (!isActive) {
    await atomicBatch(ctx.db, [update, audit, revokeAllSessionsQuery(ctx, id)]);
    await closeRealtimeSessions(ctx, { userId: id }); // and their sockets: they leave every room at once
  } else await atomicBatch(ctx.db, [update, audit]);
  return toStaffUserView(await loadLiveUser(ctx, id));
}

/** The older PATCH /admin/users/{id} {isActive?, role?}: the same rules as the status and role changes above. */
export async function adminUpdateUser(ctx: ServiceContext, id: string, data: { isActive?: boolean; role?: Role }) {
  requireAbility(ctx, "users:manage");
  if (data.isActive === undefined && data.role === undefined) throw badRequest(adminUserMessages.nothingToChange);
  if (data.role !== undefined) {
    requireAbility(ctx, "staff:manage");
    await editUser(ctx, id, { role: data.role });
  }
  if (data.isActive !== undefined) return setUserStatus(ctx, id, { isActive: data.isActive, reason: undefined });
  return toStaffUserView(await loadLiveUser(ctx, id));
}

// ---- delete (anonymise) ----------------------------------------------------------------------------

/**
 * What erasing a user means in each area's tables, besides the users row itself. The row is
 * kept (every foreign key, present or future, stays valid); each area whose rows carry
 * personal data or content adds its statements here (decision 016).
 */
function erasureStatements(ctx: ServiceContext, target: UserRow, anonymous: ReturnType<typeof anonymisedIdentity>) {
  return [
    revokeAllSessionsQuery(ctx, target.id),
    voidResetTokensQuery(ctx, target.id),
    ctx.db.delete(realtimeTickets).where(eq(realtimeTickets.userId, target.id)),
    // Old and new emails, recovery attempts by email: personal data.
    ctx.db.delete(accountNotices).where(eq(accountNotices.userId, target.id)),
    ctx.db.delete(recoveryAttempts).where(eq(recoveryAttempts.emailKey, target.emailKey)),
    // Store: the cart goes; orders stay (their ledger debit and stock moves stand) without the
    // name, phone and address they were sent to (decision 023).
    ctx.db.delete(cartLines).where(eq(cartLines.userId, target.id)),
    ctx.db
      .update(orders)
      .set({ deliveryInfo: sql`json_object('firstName', 'Deleted', 'lastName', 'user', 'phone', '', 'deliveryMode', ${orders.deliveryMode}, 'erased', json('true'))` })
      .where(eq(orders.userId, target.id)),
    // The wall: private choices go (chosen stadium, bookmarks, hidden comments). Posts, comments,
    // leaks and votes stay with the anonymous row, so others' replies and every count hold.
    ctx.db.delete(userStadiums).where(eq(userStadiums.userId, target.id)),
    ctx.db.delete(postBookmarks).where(eq(postBookmarks.userId, target.id)),
    ctx.db.delete(hiddenComments).where(eq(hiddenComments.userId, target.id)),
  ];
}

/**
 * Erasure reaches every mention of the person (issue 42): each wall comment and post that mentions
 * the account's username by `@name` is rewritten to name its anonymous username instead, which every
 * screen reads as 'Deleted user' (domain/mentions.ts). The rows are found by a LIKE (case-insensitive
 * for ASCII letters), checked by the one mention rule, and written back 20 a statement as one JSON
 * parameter each (D1 binds at most 100), each only if its text has not changed since it was read.
 */
async function mentionErasureStatements(ctx: ServiceContext, username: string, anonymousName: string): Promise<RawStatement[]> {
  const like = `%@${username.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const statements: RawStatement[] = [];
  for (const [table, columns] of [
    ["comments", ["content"]],
    ["posts", ["title", "content"]],
  ] as const) {
    for (const column of columns) {
      const rows = await ctx.db.$client
        .prepare(`SELECT id, ${column} AS text FROM ${table} WHERE ${column} LIKE ? ESCAPE '\\'`)
        .bind(like)
        .all<{ id: number; text: string }>();
      const changed = rows.results.filter((r) => mentionsName(r.text, username)).map((r) => ({ id: r.id, was: r.text, text: replaceMentions(r.text, username, anonymousName) }));
      for (const chunk of chunksOf(changed, 20))
        statements.push({
          sql: `UPDATE ${table} SET ${column} = (SELECT json_extract(j.value, '$.text') FROM json_each(?1) j WHERE json_extract(j.value, '$.id') = ${table}.id)
                WHERE id IN (SELECT json_extract(value, '$.id') FROM json_each(?1))
                  AND ${column} = (SELECT json_extract(j.value, '$.was') FROM json_each(?1) j WHERE json_extract(j.value, '$.id') = ${table}.id)`,
          params: [JSON.stringify(chunk)],
        });
    }
  }
  return statements;
}

/**
 * DELETE /admin/users/{id} (admins): the account is erased but its row stays, anonymised,
 * inactive and marked deleted, so the ledger, rankings and leagues it appears in still add up.
 * Sessions end and sockets close at once; an uploaded avatar is deleted from storage.
 */
export async function deleteUser(ctx: ServiceContext, id: string, reason?: string) {
  const actor = requireAbility(ctx, "users:edit");
  const target = await loadLiveUser(ctx, id);
  assertMayManage(actor, target, "delete");
  const anonymous = anonymisedIdentity(id);
  const erase = ctx.db
    .update(users)
    .set({
      ...anonymous,
      avatar: presetAvatarUrl(DEFAULT_AVATAR),
      passwordHash: "!deleted", // no password matches it
      securityQuestion: "",
      securityAnswerHash: "!deleted",
      phone: null,
      address: null,
      city: null,
      postalCode: null,
      country: null,
      role: "user",
      isActive: false,
      deletedAt: ctx.now(),
    })
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  // Past teams keep their points and ranks; the names on them go. They are on the manager's shard,
  // so first: if the main batch then failed, a retry finds the account as it was and does both again.
  await shardOfUser(gameShards(ctx.env), id)
    .db.update(challengerTeams)
    .set({ teamName: anonymous.teamName, managerName: DELETED_USER_LABEL })
    .where(eq(challengerTeams.userId, id));
  const mentions = await mentionErasureStatements(ctx, target.username, anonymous.username);
  await atomicBatch(ctx.db, [
    erase,
    ...erasureStatements(ctx, target, anonymous),
    ...mentions,
    // Stored, not only read so (migration 0032 lets this one rewrite through the append-only trigger).
    ...auditErasureStatements(id, anonymous),
    // The audit row names the account by its anonymous name, as every row about it now reads (audit.ts pseudonymised).
    auditStatement(ctx, { action: "user.delete", targetKind: "user", targetId: id, targetLabel: anonymous.username, subjectUserId: id, reason: reason ?? null }),
  ]);
  await closeRealtimeSessions(ctx, { userId: id });
  await deleteUpload(ctx, "avatar", target.avatar);
  return { success: true, message: adminUserMessages.userDeleted, id };
}
