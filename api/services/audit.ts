// The audit log (DESIGN §9, domain/moderation.ts): every staff action leaves one row, written
// in the same batch as the action it records.
import { and, count, desc, eq, gt, or, sql, type SQL } from "drizzle-orm";
import { atomicBatch, type RawStatement } from "../db/bulk";
import { containsText } from "../db/search";
import { inList } from "../db/in-list";
import { auditLog } from "../db/schema";
import { AUDIT_PAGE_SIZE, MODERATION_HISTORY_MONTHS, type AuditAction, type AuditQuery } from "../../domain/moderation";
import { DAY_MS } from "../../domain/constants";
import { requireAbility, type ServiceContext } from "./context";

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

/**
 * One audit row per item a query selects, in one statement (a staff action that removes many
 * things at once: a post and its comments). The query yields `id`, `label`, `subject` (the user
 * concerned) and `before` (JSON text) for each item.
 */
export function auditEachStatement(ctx: ServiceContext, entry: Pick<AuditEntry, "action" | "targetKind" | "reason">, items: RawStatement): RawStatement {
  const actorId = ctx.actor?.id ?? null;
  return {
    sql: `INSERT INTO audit_log (actor_id, actor_label, action, target_kind, target_id, target_label, subject_user_id, reason, before, after, created_at)
          SELECT ?, COALESCE((SELECT username FROM users WHERE id = ?), ?), ?, ?, CAST(i.id AS TEXT), i.label, i.subject, ?, i.before, NULL, ?
          FROM (${items.sql}) AS i`,
    params: [actorId, actorId, actorId ?? "system", entry.action, entry.targetKind, entry.reason ?? null, ctx.now(), ...items.params],
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

/** What a moderation history shows of each audit row. */
const HISTORY_COLUMNS = {
  id: auditLog.id,
  action: auditLog.action,
  actorLabel: auditLog.actorLabel,
  targetKind: auditLog.targetKind,
  targetLabel: auditLog.targetLabel,
  reason: auditLog.reason,
  createdAt: auditLog.createdAt,
};

/** A user's moderation history (audit rows that concern them) over the last months: the ban dialog shows it. */
export async function moderationHistory(ctx: ServiceContext, userId: string) {
  requireAbility(ctx, "content:moderate");
  const since = ctx.now() - MODERATION_HISTORY_MONTHS * 30 * DAY_MS;
  return ctx.db
    .select(HISTORY_COLUMNS)
    .from(auditLog)
    .where(and(eq(auditLog.subjectUserId, userId), gt(auditLog.createdAt, since)))
    .orderBy(desc(auditLog.id))
    .limit(100);
}

/**
 * The moderation histories of many users at once (a queue page's authors, issue 25): one read
 * instead of one per author, each user's newest 100 rows as moderationHistory gives them.
 */
export async function moderationHistories(ctx: ServiceContext, userIds: Iterable<string>): Promise<Record<string, Awaited<ReturnType<typeof moderationHistory>>>> {
  requireAbility(ctx, "content:moderate");
  const ids = [...new Set(userIds)];
  const out: Record<string, Awaited<ReturnType<typeof moderationHistory>>> = Object.fromEntries(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const since = ctx.now() - MODERATION_HISTORY_MONTHS * 30 * DAY_MS;
  const recent = and(inList(auditLog.subjectUserId, ids), gt(auditLog.createdAt, since));
  const rank = sql<number>`row_number() OVER (PARTITION BY ${auditLog.subjectUserId} ORDER BY ${auditLog.id} DESC)`;
  const ranked = ctx.db
    .select({
      subjectUserId: auditLog.subjectUserId,
      ...HISTORY_COLUMNS,
      rank: rank.as("rank"),
    })
    .from(auditLog)
    .where(recent)
    .as("ranked");
  const rows = await ctx.db.select().from(ranked).where(sql`${ranked.rank} <= 100`).orderBy(desc(ranked.id));
  for (const { subjectUserId, rank: _rank, ...row } of rows) out[subjectUserId!]?.push(row);
  return out;
}
