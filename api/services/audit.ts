// The audit log (DESIGN §9, domain/moderation.ts): every staff action leaves one row, written
// in the same batch as the action it records.
import { and, count, desc, eq, gt, isNotNull, not, or, sql, type SQL } from "drizzle-orm";
import { atomicBatch, type RawStatement } from "../db/bulk";
import { containsText } from "../db/search";
import { inList } from "../db/in-list";
import { auditLog, users } from "../db/schema";
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

/** The fields of a person that an audit row's before/after may hold (a user.edit's old and new email and names). */
export const AUDIT_IDENTITY_FIELDS = ["email", "username", "teamName", "firstName", "lastName", "phone", "address", "city", "postalCode", "country"] as const;
type Person = Record<(typeof AUDIT_IDENTITY_FIELDS)[number], string | null>;
type AuditLike = { actorId?: string | null; actorLabel: string; targetKind: string; targetId?: string; targetLabel: string | null; subjectUserId?: string | null; before?: unknown; after?: unknown };

/** The deleted accounts among these ids, each with the anonymous identity its row now holds (decision 016). */
async function deletedPeople(ctx: ServiceContext, ids: Iterable<string | null | undefined>): Promise<Map<string, Person>> {
  const wanted = [...new Set([...ids].filter((id): id is string => !!id))];
  const out = new Map<string, Person>();
  if (wanted.length === 0) return out;
  const rows = await ctx.db
    .select({ id: users.id, email: users.email, username: users.username, teamName: users.teamName, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(inList(users.id, wanted), isNotNull(users.deletedAt)))
    .all();
  for (const r of rows) out.set(r.id, { ...r, phone: null, address: null, city: null, postalCode: null, country: null });
  return out;
}

/** A before/after snapshot with the person's identity fields replaced by their anonymous ones. */
function withoutIdentity(value: unknown, person: Person): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const field of AUDIT_IDENTITY_FIELDS) if (field in copy) copy[field] = person[field];
  return copy;
}

/**
 * Audit rows as staff read them once a person's account is deleted (issue 42): the actions stay,
 * the identity goes. Rows they made name them by their anonymous username; rows about their
 * account label it so; the identity and contact fields of those rows' before and after (a
 * user.edit's old and new email and names) read as the anonymous account's. Every read of the
 * log (the audit page and API, the staff home, moderation histories) goes through here. The rows
 * as stored are append-only (migration 0007's triggers), so this is where the erasure holds;
 * decision 039 says what storing it takes.
 */
export async function pseudonymised<T extends AuditLike>(ctx: ServiceContext, rows: T[]): Promise<T[]> {
  const people = await deletedPeople(ctx, rows.flatMap((r) => [r.actorId, r.subjectUserId, r.targetKind === "user" ? r.targetId : null]));
  if (people.size === 0) return rows;
  return rows.map((row) => {
    const actor = row.actorId ? people.get(row.actorId) : undefined;
    const target = row.targetKind === "user" && row.targetId ? people.get(row.targetId) : undefined;
    const person = target ?? (row.subjectUserId ? people.get(row.subjectUserId) : undefined);
    if (!actor && !person) return row;
    return {
      ...row,
      ...(actor ? { actorLabel: actor.username } : {}),
      ...(target ? { targetLabel: target.username } : {}),
      ...(person && "before" in row ? { before: withoutIdentity(row.before, person) } : {}),
      ...(person && "after" in row ? { after: withoutIdentity(row.after, person) } : {}),
    };
  });
}

/** The row's actor, or its target or subject when a user, is a deleted account (a search by a former name must not find them). */
const namesDeletedPerson = (column: "actor_id" | "target" ) =>
  column === "actor_id"
    ? sql`EXISTS (SELECT 1 FROM users du WHERE du.id = ${auditLog.actorId} AND du.deleted_at IS NOT NULL)`
    : sql`EXISTS (SELECT 1 FROM users du WHERE du.deleted_at IS NOT NULL AND (du.id = ${auditLog.subjectUserId} OR (${auditLog.targetKind} = 'user' AND du.id = ${auditLog.targetId})))`;

/** Appends one audit row on its own (when the action itself is not a D1 write). */
export async function recordAudit(ctx: ServiceContext, entry: AuditEntry) {
  await atomicBatch(ctx.db, [auditStatement(ctx, entry)]);
}

export type AuditRow = typeof auditLog.$inferSelect;

/** The staff page's list: newest first, filtered by actor (id or name), action and target (id or label). */
export async function listAudit(ctx: ServiceContext, query: AuditQuery) {
  requireAbility(ctx, "staff:view");
  const filters: SQL[] = [];
  // A deleted account's former name finds nothing (its rows read under its anonymous name); its id still does.
  if (query.actor) filters.push(or(eq(auditLog.actorId, query.actor), and(eq(auditLog.actorLabel, query.actor), not(namesDeletedPerson("actor_id"))))!);
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.target) {
    filters.push(or(eq(auditLog.targetId, query.target), eq(auditLog.subjectUserId, query.target), and(containsText(auditLog.targetLabel, query.target), not(namesDeletedPerson("target"))))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const offset = (query.page - 1) * AUDIT_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(AUDIT_PAGE_SIZE).offset(offset),
    ctx.db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { entries: await pseudonymised(ctx, rows), total: total?.n ?? 0, page: query.page, pageSize: AUDIT_PAGE_SIZE };
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
  const rows = await ctx.db
    .select({ ...HISTORY_COLUMNS, ...WHO_COLUMNS })
    .from(auditLog)
    .where(and(eq(auditLog.subjectUserId, userId), gt(auditLog.createdAt, since)))
    .orderBy(desc(auditLog.id))
    .limit(100);
  return (await pseudonymised(ctx, rows)).map(historyRow);
}

/** Who a history row names, read to pseudonymise it and then dropped (the history shows labels only). */
const WHO_COLUMNS = { actorId: auditLog.actorId, targetId: auditLog.targetId, subjectUserId: auditLog.subjectUserId };
const historyRow = <T extends { actorId: string | null; targetId: string; subjectUserId: string | null }>({ actorId: _a, targetId: _t, subjectUserId: _s, ...row }: T) => row;

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
      ...HISTORY_COLUMNS,
      ...WHO_COLUMNS,
      rank: rank.as("rank"),
    })
    .from(auditLog)
    .where(recent)
    .as("ranked");
  const rows = await ctx.db.select().from(ranked).where(sql`${ranked.rank} <= 100`).orderBy(desc(ranked.id));
  for (const { rank: _rank, ...row } of await pseudonymised(ctx, rows)) out[row.subjectUserId!]?.push(historyRow(row));
  return out;
}
