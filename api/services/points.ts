// The points ledger: every change of spendable points is a uniquely keyed row,
// and a user's balance is the sum of their rows (never negative: CHECK on users).
import { and, eq, or, sql } from "drizzle-orm";
import { atomicBatch, type RawStatement } from "../db/bulk";
import type { Db } from "../db/client";
import { pointsLedger, users } from "../db/schema";
import { AppError, notFound } from "../errors";
import { EARNED_KEY_PREFIXES, type PointsAdjustment } from "../../domain/points";
import { requireAbility, type ServiceContext } from "./context";
import { auditStatement } from "./audit";
import { isCheckViolation } from "../db/constraint-errors";

export type LedgerEntry = { key: string; userId: string; amount: number; reason: string };

/** Recomputes a user's balance from the ledger. */
export function recomputeBalance(userId: string): RawStatement {
  return {
    sql: "UPDATE users SET points = (SELECT COALESCE(SUM(amount), 0) FROM points_ledger WHERE user_id = ?) WHERE id = ?",
    params: [userId, userId],
  };
}

/**
 * Statements that apply entries exactly once (a repeated key is ignored) and
 * refresh the balances. Run them in one batch: if any balance would go
 * negative, the CHECK fails and nothing is applied.
 */
export function ledgerStatements(entries: LedgerEntry[], now: number): RawStatement[] {
  if (entries.length === 0) return [];
  const json = JSON.stringify(entries.map((e) => ({ ...e, createdAt: now })));
  const insert: RawStatement = {
    sql: `INSERT OR IGNORE INTO points_ledger (key, user_id, amount, reason, created_at)
          SELECT json_extract(value, '$.key'), json_extract(value, '$.userId'), json_extract(value, '$.amount'),
                 json_extract(value, '$.reason'), json_extract(value, '$.createdAt') FROM json_each(?)`,
    params: [json],
  };
  const userIds = JSON.stringify([...new Set(entries.map((e) => e.userId))]);
  const refresh: RawStatement = {
    sql: `UPDATE users SET points = (SELECT COALESCE(SUM(amount), 0) FROM points_ledger WHERE user_id = users.id)
          WHERE id IN (SELECT value FROM json_each(?))`,
    params: [userIds],
  };
  return [insert, refresh];
}

export async function applyLedger(db: Db, entries: LedgerEntry[], now: number) {
  try {
    await atomicBatch(db, ledgerStatements(entries, now));
  } catch (err) {
    if (isCheckViolation(err)) throw new AppError(409, "conflict", "Not enough points: a balance cannot go below zero.");
    throw err;
  }
}


/**
 * PATCH /users/{id}/points {points}: an admin sets a balance. The difference is
 * a ledger row; an Idempotency-Key makes a retried request count once. The answer is the
 * user's id and new balance.
 */
export async function adjustUserPoints(ctx: ServiceContext, userId: string, { points, reason }: PointsAdjustment, idempotencyKey?: string | null) {
  const actor = requireAbility(ctx, "points:adjust");
  const user = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get();
  if (!user) throw notFound("User not found");
  const key = `admin:${idempotencyKey?.slice(0, 100) || crypto.randomUUID()}`;
  await atomicBatch(ctx.db, [
    {
      sql: `INSERT OR IGNORE INTO points_ledger (key, user_id, amount, reason, created_at)
            SELECT ?, ?, ? - COALESCE((SELECT SUM(amount) FROM points_ledger WHERE user_id = ?), 0), ?, ?`,
      params: [key, userId, points, userId, reason ? `Adjustment by admin: ${reason}` : `Adjustment by admin ${actor.id}`, ctx.now()],
    },
    recomputeBalance(userId),
    auditStatement(ctx, { action: "points.adjust", targetKind: "user", targetId: userId, subjectUserId: userId, reason: reason ?? null, after: { points, key } }),
  ]);
  // What the caller needs, the new balance: not the whole user, whose contact details are the
  // users:private-data ability's, read on demand and audited (issue 42).
  const after = (await ctx.db.select({ id: users.id, points: users.points }).from(users).where(eq(users.id, userId)).get())!;
  return { id: after.id, points: after.points };
}

export async function ledgerOf(ctx: ServiceContext, userId: string) {
  return ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(sql`${pointsLedger.id} desc`).limit(100).all();
}

/**
 * Points a user has earned in total: the sum of their earned ledger rows (rewards, an opening
 * balance; the rule and why: EARNED_KEY_PREFIXES in domain/points.ts). Refunds never count.
 */
export async function earnedPointsOf(db: Db, userId: string): Promise<number> {
  // GLOB, not LIKE: case-sensitive, and `_` is no wildcard.
  const earned = or(...EARNED_KEY_PREFIXES.map((prefix) => sql`${pointsLedger.key} GLOB ${`${prefix}*`}`));
  const row = await db
    .select({ n: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)` })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), earned))
    .get();
  return row?.n ?? 0;
}
