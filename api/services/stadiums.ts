// Stadiums of the fan wall (domain/wall.ts): read by everyone, written by staff (stadiums:manage),
// each write audited in its batch. The user's chosen stadium is kept on the server.
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { can } from "../../domain/permissions";
import { atomicBatch } from "../db/bulk";
import { searchKey } from "../../domain/search-key";
import { inList } from "../db/in-list";
import { posts, stadiums, userStadiums } from "../db/schema";
import { conflict, notFound } from "../errors";
import { adminStadiumMessages as t } from "../../domain/messages/admin";
import type { StadiumInput } from "../../domain/wall";
import { requireAbility, requireUser, type ServiceContext } from "./context";
import { auditStatement } from "./audit";
import { consumeRateLimit } from "./rate-limit";
import { deleteUpload } from "./uploads";
import { isUniqueViolation } from "../db/constraint-errors";

export type Stadium = typeof stadiums.$inferSelect;
export const STADIUM_NOT_FOUND = "Stade introuvable";

export type StadiumFilter = { q?: string; league?: string; country?: string; club?: string; /** Staff's list: archived stadiums too. */ archived?: boolean };

export async function listStadiums(ctx: ServiceContext, filter: StadiumFilter = {}): Promise<Stadium[]> {
  const where = [];
  if (filter.league) where.push(eq(stadiums.league, filter.league));
  // Archived grounds leave the chooser; staff still list them to manage them.
  if (!(filter.archived && ctx.actor && can(ctx.actor.role, "stadiums:manage"))) where.push(isNull(stadiums.archivedAt));
  // A fan looks for their club: the Premier League grounds first, each league by club.
  const rows = await ctx.db
    .select()
    .from(stadiums)
    .where(where.length ? and(...where) : undefined)
    .orderBy(sql`${stadiums.league} != 'Premier League'`, asc(stadiums.league), asc(stadiums.club))
    .limit(500);
  // Names compared folded, any case and accent ('etihad', 'Estádio', 'SAINT-ÉTIENNE'): SQLite's
  // lower() folds A-Z only. The table is the staff's list of grounds (a few hundred at most).
  const q = filter.q ? searchKey(filter.q) : "";
  const same = (value: string, wanted: string | undefined) => wanted === undefined || searchKey(value) === searchKey(wanted);
  return rows.filter(
    (r) => (!q || [r.name, r.club, r.city].some((v) => searchKey(v).includes(q))) && same(r.country, filter.country) && same(r.club, filter.club),
  );
}

export async function getStadium(ctx: ServiceContext, id: number): Promise<Stadium> {
  const [row] = await ctx.db.select().from(stadiums).where(eq(stadiums.id, id)).limit(1);
  if (!row) throw notFound(STADIUM_NOT_FOUND);
  return row;
}

export async function createStadium(ctx: ServiceContext, input: StadiumInput): Promise<Stadium> {
  requireAbility(ctx, "stadiums:manage");
  // The id is taken before the batch so the audit row names it in the same batch; two
  // admins creating at the same instant collide on the key and the second tries again.
  for (let attempt = 0; ; attempt++) {
    const [top] = await ctx.db.select({ id: sql<number>`coalesce(max(${stadiums.id}), 0) + 1` }).from(stadiums);
    const id = top!.id;
    try {
      await atomicBatch(ctx.db, [
        ctx.db.insert(stadiums).values({ ...input, id, image: input.image ?? null, createdAt: ctx.now() }),
        auditStatement(ctx, { action: "stadium.create", targetKind: "stadium", targetId: id, targetLabel: input.name, after: input }),
      ]);
      return getStadium(ctx, id);
    } catch (err) {
      if (attempt < 3 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

export async function updateStadium(ctx: ServiceContext, id: number, input: StadiumInput): Promise<Stadium> {
  requireAbility(ctx, "stadiums:manage");
  const before = await getStadium(ctx, id);
  await atomicBatch(ctx.db, [
    ctx.db
      .update(stadiums)
      .set({ ...input, image: input.image ?? null })
      .where(eq(stadiums.id, id)),
    auditStatement(ctx, { action: "stadium.edit", targetKind: "stadium", targetId: id, targetLabel: input.name, before, after: input }),
  ]);
  if (before.image && before.image !== input.image) await deleteUpload(ctx, "stadiumImage", before.image).catch(() => {});
  return getStadium(ctx, id);
}

/** What a stadium holds, read in one statement per list: its posts, their comments (placeholders left out) and the fans who chose it. */
const usageColumns = {
  id: stadiums.id,
  // Written out: drizzle names a lone table's column without its table, which the subqueries would misread.
  posts: sql<number>`(SELECT count(*) FROM posts WHERE posts.stadium_id = stadiums.id)`,
  comments: sql<number>`(SELECT count(*) FROM comments c JOIN posts p ON p.id = c.post_id WHERE p.stadium_id = stadiums.id AND c.deleted_at IS NULL)`,
  fans: sql<number>`(SELECT count(*) FROM user_stadiums u WHERE u.stadium_id = stadiums.id)`,
};
export type StadiumUsage = { posts: number; comments: number; fans: number };

/** A stadium's weight, for the confirmations: its posts, their comments and the fans who chose it. */
export async function stadiumUsage(ctx: ServiceContext, id: number): Promise<StadiumUsage> {
  const [row] = await ctx.db.select(usageColumns).from(stadiums).where(eq(stadiums.id, id));
  return row ? { posts: row.posts, comments: row.comments, fans: row.fans } : { posts: 0, comments: 0, fans: 0 };
}

/** The same for the staff list's stadiums, by id (staff: the counts are for archive and delete decisions). */
export async function stadiumsUsage(ctx: ServiceContext, ids: readonly number[]): Promise<Map<number, StadiumUsage>> {
  requireAbility(ctx, "stadiums:manage");
  if (!ids.length) return new Map();
  const rows = await ctx.db.select(usageColumns).from(stadiums).where(inList(stadiums.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { posts: r.posts, comments: r.comments, fans: r.fans }]));
}

/** Only an empty stadium is deleted (no post): one with posts is archived instead (409 with the count). */
export async function deleteStadium(ctx: ServiceContext, id: number) {
  requireAbility(ctx, "stadiums:manage");
  const before = await getStadium(ctx, id);
  const noPosts = sql`NOT EXISTS (SELECT 1 FROM ${posts} WHERE ${posts.stadiumId} = ${id})`;
  // The emptiness is read in the statement: a post sent meanwhile keeps its stadium.
  const [deleted] = await atomicBatch(ctx.db, [
    ctx.db.delete(stadiums).where(and(eq(stadiums.id, id), noPosts)),
    auditStatement(ctx, { action: "stadium.delete", targetKind: "stadium", targetId: id, targetLabel: before.name, before }, { ifChanged: true }),
  ]);
  if (!deleted?.meta.changes) throw conflict(t.hasPosts((await stadiumUsage(ctx, id)).posts));
  if (before.image) await deleteUpload(ctx, "stadiumImage", before.image).catch(() => {});
  return { id };
}

/** Archives a stadium (off the chooser, its wall read-only) or brings it back. Audited. */
export async function setStadiumArchived(ctx: ServiceContext, id: number, archived: boolean): Promise<Stadium> {
  requireAbility(ctx, "stadiums:manage");
  const before = await getStadium(ctx, id);
  if (!!before.archivedAt === archived) return before;
  await atomicBatch(ctx.db, [
    ctx.db
      .update(stadiums)
      .set({ archivedAt: archived ? ctx.now() : null })
      .where(eq(stadiums.id, id)),
    auditStatement(ctx, { action: archived ? "stadium.archive" : "stadium.unarchive", targetKind: "stadium", targetId: id, targetLabel: before.name, after: await stadiumUsage(ctx, id) }),
  ]);
  return getStadium(ctx, id);
}

/** Refuses a write on an archived stadium's wall (posts, comments, reactions): it is read-only. */
export async function assertWallOpen(ctx: ServiceContext, stadiumId: number) {
  const stadium = await getStadium(ctx, stadiumId);
  refuseIfArchived(stadium);
  return stadium;
}

/** The same rule for a caller that already read the stadium's archivedAt (one read less on a hot path). */
export function refuseIfArchived(stadium: { archivedAt: number | null }) {
  if (stadium.archivedAt) throw conflict(t.readOnlyWall);
}

/** The signed-in user's chosen stadium (null when none). */
export async function myStadium(ctx: ServiceContext): Promise<Stadium | null> {
  if (!ctx.actor) return null;
  const [row] = await ctx.db
    .select({ s: stadiums })
    .from(userStadiums)
    .innerJoin(stadiums, eq(stadiums.id, userStadiums.stadiumId))
    .where(eq(userStadiums.userId, ctx.actor.id))
    .limit(1);
  return row?.s ?? null;
}

/** Remembers (or with null, clears) the user's stadium. */
export async function chooseStadium(ctx: ServiceContext, stadiumId: number | null): Promise<Stadium | null> {
  const actor = requireUser(ctx);
  await consumeRateLimit(ctx, "stadiumChoice", actor.id);
  if (stadiumId === null) {
    await ctx.db.delete(userStadiums).where(eq(userStadiums.userId, actor.id));
    return null;
  }
  const stadium = await assertWallOpen(ctx, stadiumId);
  await ctx.db
    .insert(userStadiums)
    .values({ userId: actor.id, stadiumId, chosenAt: ctx.now() })
    .onConflictDoUpdate({ target: userStadiums.userId, set: { stadiumId, chosenAt: ctx.now() } });
  return stadium;
}
