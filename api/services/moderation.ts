// The moderation core (DESIGN §9, domain/moderation.ts): reports with auto-hide, bans, and
// the audit log. Areas (fan wall, comments, chat, leaks, store, admin) call these; they keep
// their own items and their own screens, and the rules live here once.
import { and, count, desc, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import { inList } from "../db/in-list";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { atomicBatch, type RawStatement } from "../db/bulk";
import { containsText } from "../db/search";
import { auditLog, bans, reportCases, reports, users } from "../db/schema";
import { AppError, conflict, forbidden, notFound } from "../errors";
import {
  AUDIT_PAGE_SIZE,
  AUTO_HIDE_REPORTERS,
  MODERATION_HISTORY_MONTHS,
  REPORT_STANDING_MS,
  banEndsAt,
  type AuditAction,
  type AuditQuery,
  type BanInput,
  type BanScope,
  type ReportableKind,
} from "../../domain/moderation";
import { canManageUser, isStaff } from "../../domain/permissions";
import { moderationMessages } from "../../domain/messages/moderation";
import { requireAbility, requireUser, type ServiceContext } from "./context";
import type { Db } from "../db/client";
import { DAY_MS } from "../../domain/constants";
import { consumeRateLimit } from "./rate-limit";
import { shownName } from "./users-view";
import { isUniqueViolation } from "../db/constraint-errors";
import { AREA_LOCALE } from "../../domain/messages";

// ---- audit log -----------------------------------------------------------------

export type AuditEntry = {
  action: AuditAction;
  targetKind: string;
  targetId: string | number;
  targetLabel?: string | null;
  /** The user the action concerns (author of removed content, banned user...). */
  subjectUserId?: string | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
};

/**
 * The audit row of a staff action, to run in the same batch as the action (all or nothing).
 * The actor is the context's; their username is read in the statement and kept as a label.
 */
export function auditStatement(ctx: ServiceContext, entry: AuditEntry, options: { ifChanged?: boolean } = {}): RawStatement {
  const actorId = ctx.actor?.id ?? null;
  // ifChanged: only when the statement just before it in the batch changed a row, so a
  // conditional update that lost a race (the same ban sent twice at once) leaves no second row.
  return {
    sql: `INSERT INTO audit_log (actor_id, actor_label, action, target_kind, target_id, target_label, subject_user_id, reason, before, after, created_at)
          SELECT ?, COALESCE((SELECT username FROM users WHERE id = ?), ?), ?, ?, ?, ?, ?, ?, ?, ?, ?${options.ifChanged ? " WHERE changes() > 0" : ""}`,
    params: [
      actorId,
      actorId,
      actorId ?? "system",
      entry.action,
      entry.targetKind,
      String(entry.targetId),
      entry.targetLabel ?? null,
      entry.subjectUserId ?? null,
      entry.reason ?? null,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      ctx.now(),
    ],
  };
}

/** Appends one audit row on its own (when the action itself is not a D1 write). */
export async function recordAudit(ctx: ServiceContext, entry: AuditEntry) {
  await atomicBatch(ctx.db, [auditStatement(ctx, entry)]);
}

export type AuditRow = typeof auditLog.$inferSelect;

/** The staff page's list: newest first, filtered by actor (id or name), action and target (id or label). */
export async function listAudit(ctx: ServiceContext, query: AuditQuery) {
  requireAbility(ctx, "staff:view");
  const filters: SQL[] = [];
  if (query.actor) filters.push(or(eq(auditLog.actorId, query.actor), eq(auditLog.actorLabel, query.actor))!);
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.target) {
    filters.push(or(eq(auditLog.targetId, query.target), eq(auditLog.subjectUserId, query.target), containsText(auditLog.targetLabel, query.target))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const offset = (query.page - 1) * AUDIT_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(AUDIT_PAGE_SIZE).offset(offset),
    ctx.db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { entries: rows, total: total?.n ?? 0, page: query.page, pageSize: AUDIT_PAGE_SIZE };
}

/** A user's moderation history (audit rows that concern them) over the last months: the ban dialog shows it. */
export async function moderationHistory(ctx: ServiceContext, userId: string) {
  requireAbility(ctx, "content:moderate");
  const since = ctx.now() - MODERATION_HISTORY_MONTHS * 30 * DAY_MS;
  return ctx.db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorLabel: auditLog.actorLabel,
      targetKind: auditLog.targetKind,
      targetLabel: auditLog.targetLabel,
      reason: auditLog.reason,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(and(eq(auditLog.subjectUserId, userId), gt(auditLog.createdAt, since)))
    .orderBy(desc(auditLog.id))
    .limit(100);
}

// ---- reports -------------------------------------------------------------------

export type ReportTarget = {
  kind: ReportableKind;
  itemId: string | number;
  authorId: string | null;
  /** Where the item lives (stadium, room), shown by the moderation screens. */
  context?: string | null;
  snapshot: { title?: string | null; text?: string | null; image?: string | null };
};

/** The area's words for the two refusals (each screen has its own, §8). */
export type ReportMessages = { alreadyReported: string; ownItem?: string };

export type ReportOutcome = { reporters: number; hidden: boolean };

/** The case of an item, if it was ever reported. */
export async function reportCaseOf(db: Db, kind: ReportableKind, itemId: string | number) {
  const [row] = await db
    .select()
    .from(reportCases)
    .where(and(eq(reportCases.kind, kind), eq(reportCases.itemId, String(itemId))))
    .limit(1);
  return row ?? null;
}

/**
 * Reports an item for the signed-in user: one row per reporter (a second is refused with
 * the area's message), the count and the hidden flag recomputed from the rows in the same
 * batch. Returns null when moderators already removed the item (the spec's 'already
 * processed' answer).
 */
export async function reportItem(ctx: ServiceContext, target: ReportTarget, reason: string, messages: ReportMessages): Promise<ReportOutcome | null> {
  const actor = requireUser(ctx);
  if (target.authorId && target.authorId === actor.id) throw forbidden(messages.ownItem ?? moderationMessages.cannotReportOwn);
  await consumeRateLimit(ctx, "report", actor.id);
  const itemId = String(target.itemId);
  const existing = await reportCaseOf(ctx.db, target.kind, itemId);
  if (existing?.status === "removed") return null;
  const now = ctx.now();
  const where = [target.kind, itemId] as const;
  try {
    const results = await atomicBatch(ctx.db, [
      {
        // A case cleared earlier opens again with a fresh snapshot (its round moved on at the clearing).
        sql: `INSERT INTO report_cases (kind, item_id, author_id, context, status, round, reporters, hidden, snapshot_title, snapshot_text, snapshot_image, first_reported_at, last_reported_at)
              VALUES (?, ?, ?, ?, 'open', 1, 0, 0, ?, ?, ?, ?, ?)
              ON CONFLICT (kind, item_id) DO UPDATE SET
                last_reported_at = excluded.last_reported_at,
                status = CASE WHEN status = 'cleared' THEN 'open' ELSE status END,
                snapshot_title = CASE WHEN status = 'cleared' THEN excluded.snapshot_title ELSE snapshot_title END,
                snapshot_text = CASE WHEN status = 'cleared' THEN excluded.snapshot_text ELSE snapshot_text END,
                snapshot_image = CASE WHEN status = 'cleared' THEN excluded.snapshot_image ELSE snapshot_image END`,
        params: [
          ...where,
          target.authorId,
          target.context ?? null,
          target.snapshot.title ?? null,
          target.snapshot.text ?? null,
          target.snapshot.image ?? null,
          now,
          now,
        ],
      },
      {
        sql: `INSERT INTO reports (case_id, round, reporter_id, reason, created_at)
              SELECT id, round, ?, ?, ? FROM report_cases WHERE kind = ? AND item_id = ? AND status = 'open'`,
        params: [actor.id, reason, now, ...where],
      },
      {
        // reporters: every report of the round (what staff see); hidden: only those with standing count.
        sql: `UPDATE report_cases SET
                reporters = (SELECT count(*) FROM reports r WHERE r.case_id = report_cases.id AND r.round = report_cases.round),
                hidden = (status = 'open' AND (${standingReportsSql}) >= ?)
              WHERE kind = ? AND item_id = ?`,
        params: [REPORT_STANDING_MS, AUTO_HIDE_REPORTERS, ...where],
      },
      { sql: `SELECT reporters, hidden, status FROM report_cases WHERE kind = ? AND item_id = ?`, params: [...where] },
    ]);
    const row = (results[3] as D1Result<{ reporters: number; hidden: number; status: string }>).results[0];
    if (!row || row.status === "removed") return null;
    return { reporters: row.reporters, hidden: !!row.hidden };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(messages.alreadyReported);
    throw err;
  }
}

/**
 * The reports of a case's current round that count toward auto-hide (REPORT_STANDING_MS): by
 * staff, or by an account at least that old when it reported (bind 1: the age) that had no
 * report on this item in an earlier, cleared round. Correlated with the outer report_cases row.
 */
const standingReportsSql = `SELECT count(*) FROM reports r JOIN users u ON u.id = r.reporter_id
  WHERE r.case_id = report_cases.id AND r.round = report_cases.round
    AND (u.role != 'user' OR u.created_at <= r.created_at - ?)
    AND NOT EXISTS (SELECT 1 FROM reports e WHERE e.case_id = r.case_id AND e.round < r.round AND e.reporter_id = r.reporter_id)`;

/** The statement that closes an item's case when the item is deleted (by staff or its author). */
export function caseRemovedStatement(ctx: ServiceContext, kind: ReportableKind, itemId: string | number): RawStatement {
  return {
    sql: `UPDATE report_cases SET status = 'removed', hidden = 0, handled_by = ?, handled_at = ? WHERE kind = ? AND item_id = ? AND status != 'removed'`,
    params: [ctx.actor?.id ?? null, ctx.now(), kind, String(itemId)],
  };
}

/**
 * Clears an item's reports (staff): the item shows again, the case is handled, and the
 * next report starts a new round. Audited in the same batch.
 */
export async function clearReports(ctx: ServiceContext, kind: ReportableKind, itemId: string | number, label?: string | null) {
  requireAbility(ctx, "content:moderate");
  const existing = await reportCaseOf(ctx.db, kind, itemId);
  if (!existing || existing.status !== "open") throw notFound(moderationMessages.noOpenReports);
  await atomicBatch(ctx.db, [
    {
      sql: `UPDATE report_cases SET status = 'cleared', hidden = 0, reporters = 0, round = round + 1, handled_by = ?, handled_at = ?
            WHERE id = ? AND status = 'open'`,
      params: [ctx.actor!.id, ctx.now(), existing.id],
    },
    auditStatement(ctx, {
      action: "reports.clear",
      targetKind: kind,
      targetId: itemId,
      targetLabel: label ?? existing.snapshotTitle ?? existing.snapshotText?.slice(0, 80) ?? null,
      subjectUserId: existing.authorId,
      before: { reporters: existing.reporters, hidden: existing.hidden },
    }),
  ]);
}

export type ReportView = { reporterId: string; username: string; reason: string; createdAt: number };
export type OpenCase = typeof reportCases.$inferSelect & { reports: ReportView[] };

/** Open cases of a kind, most recently reported first, each with its current round's reports. */
export async function openCases(ctx: ServiceContext, kind: ReportableKind, limit = 100): Promise<OpenCase[]> {
  requireAbility(ctx, "content:moderate");
  const cases = await ctx.db
    .select()
    .from(reportCases)
    .where(and(eq(reportCases.kind, kind), eq(reportCases.status, "open")))
    .orderBy(desc(reportCases.lastReportedAt))
    .limit(limit);
  if (cases.length === 0) return [];
  const rows = await ctx.db
    .select({ caseId: reports.caseId, round: reports.round, reporterId: reports.reporterId, username: shownName(users.username, AREA_LOCALE.moderation), reason: reports.reason, createdAt: reports.createdAt })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(
      inList(
        reports.caseId,
        cases.map((c) => c.id),
      ),
    )
    .orderBy(reports.createdAt);
  return cases.map((c) => ({
    ...c,
    reports: rows.filter((r) => r.caseId === c.id && r.round === c.round).map(({ caseId: _c, round: _r, ...r }) => r),
  }));
}

/**
 * A WHERE fragment that keeps an area's rows visible to this viewer: items hidden by
 * reports are left out, except for their author and staff.
 */
export function visibleTo(ctx: ServiceContext, kind: ReportableKind, idColumn: SQLiteColumn | SQL, authorColumn: SQLiteColumn | SQL): SQL {
  if (ctx.actor && isStaff(ctx.actor.role)) return sql`1 = 1`;
  const hidden = sql`EXISTS (SELECT 1 FROM report_cases rc WHERE rc.kind = ${kind} AND rc.item_id = CAST(${idColumn} AS TEXT) AND rc.hidden = 1)`;
  return ctx.actor ? sql`(NOT ${hidden} OR ${authorColumn} = ${ctx.actor.id})` : sql`NOT ${hidden}`;
}

// ---- bans ----------------------------------------------------------------------

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

/** The bans in force in a scope (bind 1) at a time (bind 2) of a JSON array of user ids (bind 3): user_id, reason, ends_at; oldest first (the last per user is the one in force). */
export const activeBansAmongSql = `
  SELECT user_id, reason, ends_at FROM bans
  WHERE scope = ?1 AND lifted_at IS NULL AND (ends_at IS NULL OR ends_at > ?2)
    AND user_id IN (SELECT value FROM json_each(?3))
  ORDER BY id`;

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

/** Bans a user from a scope (staff; moderators ban ordinary users only). A ban in force is replaced. Audited. */
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
  ]);
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
