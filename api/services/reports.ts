// Reports (DESIGN §9, domain/moderation.ts): one case per reported item, one report per
// reporter and round, auto-hide from reporters with standing. Areas keep their own items and
// screens and call these.
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { containsText } from "../db/search";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { inList } from "../db/in-list";
import { atomicBatch, type RawStatement } from "../db/bulk";
import { reportCases, reports, users } from "../db/schema";
import { conflict, forbidden, notFound } from "../errors";
import { AUTO_HIDE_REPORTERS, CASE_QUEUE, REPORTABLE_KINDS, REPORT_STANDING_MS, type CaseQuery, type ReportableKind } from "../../domain/moderation";
import { can } from "../../domain/permissions";
import { moderationMessages } from "../../domain/messages/moderation";
import { currentLocale } from "../../domain/locale";
import { requireAbility, requireUser, type ServiceContext } from "./context";
import type { Db } from "../db/client";
import { consumeRateLimit } from "./rate-limit";
import { shownName } from "./users-view";
import { isUniqueViolation } from "../db/constraint-errors";
import { auditStatement } from "./audit";

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

/** caseRemovedStatement for every item a query selects (bind its params): the cases of what goes with a parent (a post's comments). */
export function casesRemovedAmongStatement(ctx: ServiceContext, kind: ReportableKind, items: RawStatement): RawStatement {
  return {
    sql: `UPDATE report_cases SET status = 'removed', hidden = 0, handled_by = ?, handled_at = ?
          WHERE kind = ? AND status != 'removed' AND item_id IN (SELECT CAST(id AS TEXT) FROM (${items.sql}))`,
    params: [ctx.actor?.id ?? null, ctx.now(), kind, ...items.params],
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

/**
 * The items a kind's case can still be acted on: an open case whose item is still there (a
 * post or comment deleted another way leaves no case in the queue nor in the staff home's
 * count). Chat messages live in their rooms: their cases close when staff delete them.
 */
const ITEM_THERE: Record<ReportableKind, SQL> = {
  post: sql`EXISTS (SELECT 1 FROM posts p WHERE p.id = CAST(${reportCases.itemId} AS INTEGER))`,
  comment: sql`EXISTS (SELECT 1 FROM comments c WHERE c.id = CAST(${reportCases.itemId} AS INTEGER) AND c.deleted_at IS NULL)`,
  chat_message: sql`1 = 1`,
  team_vote: sql`EXISTS (SELECT 1 FROM team_votes v WHERE v.id = ${reportCases.itemId})`,
  player_vote: sql`EXISTS (SELECT 1 FROM player_votes v WHERE v.id = ${reportCases.itemId})`,
};

/** The open cases of a kind that a query's filters keep (the queue and its count read the same). */
function openCaseWhere(ctx: ServiceContext, kind: ReportableKind, filter: Partial<CaseQuery> = {}): SQL {
  const where: SQL[] = [eq(reportCases.kind, kind), eq(reportCases.status, "open"), ITEM_THERE[kind]];
  if (filter.reason)
    where.push(sql`EXISTS (SELECT 1 FROM reports r WHERE r.case_id = ${reportCases.id} AND r.round = ${reportCases.round} AND ${containsText(sql`r.reason`, filter.reason)})`);
  if (filter.author)
    where.push(sql`(${reportCases.authorId} = ${filter.author} OR ${reportCases.authorId} IN (SELECT id FROM users WHERE username_key = lower(${filter.author}) OR lower(username) = lower(${filter.author})))`);
  if (filter.context) where.push(sql`lower(${reportCases.context}) = lower(${filter.context})`);
  if (filter.olderThanHours !== undefined) where.push(sql`${reportCases.firstReportedAt} <= ${ctx.now() - filter.olderThanHours * 3_600_000}`);
  return and(...where)!;
}

/** How many open cases each kind has (the staff home's counts: the same rule as the queues). */
export async function openCaseCounts(ctx: ServiceContext): Promise<Record<ReportableKind, number>> {
  const counts = await Promise.all(REPORTABLE_KINDS.map((kind) => ctx.db.select({ n: count() }).from(reportCases).where(openCaseWhere(ctx, kind)).get()));
  return Object.fromEntries(REPORTABLE_KINDS.map((kind, i) => [kind, counts[i]?.n ?? 0])) as Record<ReportableKind, number>;
}

/** The stadiums (posts, comments) or rooms (chat) that have open cases of a kind, with how many: a queue's filter choices. */
export async function openCaseContexts(ctx: ServiceContext, kind: ReportableKind): Promise<{ context: string; cases: number }[]> {
  requireAbility(ctx, "content:moderate");
  const rows = await ctx.db
    .select({ context: reportCases.context, cases: count() })
    .from(reportCases)
    .where(and(openCaseWhere(ctx, kind), sql`${reportCases.context} IS NOT NULL`))
    .groupBy(reportCases.context)
    .orderBy(reportCases.context);
  return rows.flatMap((r) => (r.context ? [{ context: r.context, cases: r.cases }] : []));
}

/** A page of a kind's open cases, most recently reported first, each with its current round's reports, and how many match in all. */
export async function openCases(
  ctx: ServiceContext,
  kind: ReportableKind,
  query: CaseQuery = { limit: CASE_QUEUE.defaultLimit, offset: 0 },
  options: { withReports?: boolean } = {},
): Promise<{ cases: OpenCase[]; total: number }> {
  requireAbility(ctx, "content:moderate");
  const where = openCaseWhere(ctx, kind, query);
  const [cases, [total]] = await Promise.all([
    ctx.db.select().from(reportCases).where(where).orderBy(desc(reportCases.lastReportedAt), desc(reportCases.id)).limit(query.limit).offset(query.offset),
    ctx.db.select({ n: count() }).from(reportCases).where(where),
  ]);
  if (cases.length === 0 || options.withReports === false) return { cases: cases.map((c) => ({ ...c, reports: [] })), total: total?.n ?? 0 };
  const rows = await ctx.db
    .select({ caseId: reports.caseId, round: reports.round, reporterId: reports.reporterId, username: shownName(users.username, currentLocale()), reason: reports.reason, createdAt: reports.createdAt })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(
      inList(
        reports.caseId,
        cases.map((c) => c.id),
      ),
    )
    .orderBy(reports.createdAt);
  return {
    cases: cases.map((c) => ({
      ...c,
      reports: rows.filter((r) => r.caseId === c.id && r.round === c.round).map(({ caseId: _c, round: _r, ...r }) => r),
    })),
    total: total?.n ?? 0,
  };
}

/**
 * A WHERE fragment that keeps an area's rows visible to this viewer: items hidden by
 * reports are left out, except for their author and staff.
 */
export function visibleTo(ctx: ServiceContext, kind: ReportableKind, idColumn: SQLiteColumn | SQL, authorColumn: SQLiteColumn | SQL): SQL {
  if (ctx.actor && can(ctx.actor.role, "content:moderate")) return sql`1 = 1`;
  const hidden = sql`EXISTS (SELECT 1 FROM report_cases rc WHERE rc.kind = ${kind} AND rc.item_id = CAST(${idColumn} AS TEXT) AND rc.hidden = 1)`;
  return ctx.actor ? sql`(NOT ${hidden} OR ${authorColumn} = ${ctx.actor.id})` : sql`NOT ${hidden}`;
}
