// Leaks: the feed with its hot and contributor panels, posting, one vote per user and
// leak, and the staff edit/delete (audited in the same batch). Rules: domain/leaks.ts and
// domain/votes-toggle.ts. A score is only ever recomputed from the vote rows.
import { leaksMessages } from "../../domain/messages/leaks";
import { and, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import { searchKey } from "../../domain/search-key";
import { inList } from "../db/in-list";
import {
  ADMIN_LEAK_SORTS,
  CONTRIBUTOR_WINDOW_MS,
  HOT_SCORE,
  hotLeaks,
  rankContributors,
  SCORE_MAX,
  SCORE_MIN,
  STOCK_IMAGES,
  type AdminLeakSort,
  type Contributor,
  type LeakCategory,
  type LeakInput,
  type LeaksQuery,
  type Reliability,
} from "../../domain/leaks";
import type { VoteState } from "../../domain/votes-toggle";
import type { PlayerCard } from "../../domain/players";
import type { ListQuery } from "../../domain/lists";
import { atomicBatch, type RawStatement } from "../db/bulk";
import { clubs, leaks, leakVotes, players, users } from "../db/schema";
import { forbidden, notFound } from "../errors";
import { requireAbility, requireUser, type ServiceContext } from "./context";
import { auditStatement } from "./audit";
import { removalNoticeStatement } from "./notices";
import { consumeRateLimit } from "./rate-limit";
import { toPlayerCard, toPlayerView } from "./reference";
import { assertOwnUpload, deleteUpload } from "./uploads";
import { orderBy, pageOf } from "./lists";
import { shownName } from "./users-view";
import { currentLocale } from "../../domain/locale";

/** What a tag that names a real player or club links to. */
export type TagCard = { kind: "player"; player: PlayerCard } | { kind: "club"; club: { id: number; name: string; shortName: string } };

/** A leak as the spec's client reads it (§3), plus the caller's own vote and its tags' cards. */
export type LeakView = {
  id: number;
  note: number;
  addedBy: string;
  addedByName: string;
  title: string;
  imageUrl: string;
  source: string;
  publishDate: string;
  createdAt: number;
  description: string;
  reliability: Reliability;
  category: LeakCategory;
  tags: string[];
  tagCards: Record<string, TagCard>;
  myVote: VoteState;
  mine: boolean;
};

export type HotLeak = Pick<LeakView, "id" | "title" | "note" | "category" | "publishDate" | "addedByName">;
export type LeaksPage = { leaks: LeakView[]; nextCursor: string | null; hot?: HotLeak[]; topContributors?: Contributor[] };

const leakColumns = {
  id: leaks.id,
  authorId: leaks.authorId,
  authorName: shownName(users.username, currentLocale()),
  title: leaks.title,
  description: leaks.description,
  source: leaks.source,
  imageUrl: leaks.imageUrl,
  category: leaks.category,
  reliability: leaks.reliability,
  tags: leaks.tags,
  score: leaks.score,
  createdAt: leaks.createdAt,
};
type ColumnValue<C> = C extends SQL<infer T> ? T : C extends { _: { data: infer D } } ? D : never;
type LeakRow = { [K in keyof typeof leakColumns]: ColumnValue<(typeof leakColumns)[K]> };

const parseTags = (json: string): string[] => {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
};

function toView(row: LeakRow, viewerId: string | null, myVote: VoteState, cards: Map<string, TagCard>): LeakView {
  const tags = parseTags(row.tags);
  return {
    id: row.id,
    note: row.score,
    addedBy: row.authorId,
    addedByName: row.authorName,
    title: row.title,
    imageUrl: row.imageUrl,
    source: row.source,
    publishDate: new Date(row.createdAt).toISOString(),
    createdAt: row.createdAt,
    description: row.description,
    reliability: row.reliability as Reliability,
    category: row.category as LeakCategory,
    tags,
    tagCards: Object.fromEntries(tags.flatMap((t) => (cards.has(t) ? [[t, cards.get(t)!]] : []))),
    myVote,
    mine: row.authorId === viewerId,
  };
}

/**
 * Tags that name exactly one player (by web name or full name) or a club (by name or short name),
 * whatever the case and accents ('odegaard', 'ØDEGAARD' and 'Ødegaard' all name Ødegaard):
 * compared by searchKey() (domain/search-key.ts), the players' stored keys (migration 0034).
 */
export async function tagCards(ctx: ServiceContext, tags: readonly string[]): Promise<Map<string, TagCard>> {
  const wanted = [...new Set(tags)].slice(0, 200);
  const cards = new Map<string, TagCard>();
  if (!wanted.length) return cards;
  const tagsByKey = new Map<string, string[]>();
  for (const tag of wanted) tagsByKey.set(searchKey(tag), [...(tagsByKey.get(searchKey(tag)) ?? []), tag]);
  const keys = [...tagsByKey.keys()];
  const [clubRows, playerRows] = await Promise.all([
    ctx.db.select().from(clubs).all(),
    ctx.db
      .select()
      .from(players)
      .where(or(inList(players.webNameKey, keys), inList(players.fullNameKey, keys)))
      .all(),
  ]);
  const clubById = new Map(clubRows.map((c) => [c.id, c]));
  for (const c of clubRows)
    for (const key of new Set([searchKey(c.name), searchKey(c.shortName)]))
      for (const tag of tagsByKey.get(key) ?? []) cards.set(tag, { kind: "club", club: { id: c.id, name: c.name, shortName: c.shortName } });
  const byKey = new Map<string, typeof playerRows>();
  for (const p of playerRows)
    for (const key of new Set([p.webNameKey, p.fullNameKey])) if (tagsByKey.has(key)) byKey.set(key, [...(byKey.get(key) ?? []), p]);
  for (const [key, list] of byKey)
    for (const tag of tagsByKey.get(key)!)
      if (list.length === 1 && !cards.has(tag)) cards.set(tag, { kind: "player", player: toPlayerCard(toPlayerView(list[0]!, clubById.get(list[0]!.teamId))) });
  return cards;
}

/** The caller's votes on some leaks. */
async function myVotes(ctx: ServiceContext, userId: string | null, ids: number[]): Promise<Map<number, VoteState>> {
  if (!userId || !ids.length) return new Map();
  const rows = await ctx.db
    .select({ leakId: leakVotes.leakId, vote: leakVotes.vote })
    .from(leakVotes)
    .where(and(eq(leakVotes.userId, userId), inList(leakVotes.leakId, ids)))
    .all();
  return new Map(rows.map((r) => [r.leakId, r.vote as VoteState]));
}

async function views(ctx: ServiceContext, rows: LeakRow[]): Promise<LeakView[]> {
  const viewerId = ctx.actor?.id ?? null;
  const [votes, cards] = await Promise.all([myVotes(ctx, viewerId, rows.map((r) => r.id)), tagCards(ctx, rows.flatMap((r) => parseTags(r.tags)))]);
  return rows.map((r) => toView(r, viewerId, votes.get(r.id) ?? 0, cards));
}

/** Hot panel: candidates at HOT_SCORE or more, newest first, ranked by domain/leaks.ts hotRank. */
export async function hotPanel(ctx: ServiceContext): Promise<HotLeak[]> {
  // A tenfold score is worth 12.5 hours, and scores stop at 999: the 100 newest hot leaks
  // hold the top 5 unless more than 100 hot leaks were posted within half a day.
  const candidates = await ctx.db
    .select({ id: leaks.id, title: leaks.title, note: leaks.score, category: leaks.category, createdAt: leaks.createdAt, addedByName: shownName(users.username, currentLocale()) })
    .from(leaks)
    .innerJoin(users, eq(users.id, leaks.authorId))
    .where(gte(leaks.score, HOT_SCORE))
    // "+ 0": read the few hot rows through leaks_hot_idx, not every leak through the date index.
    .orderBy(desc(sql`${leaks.createdAt} + 0`))
    .limit(100)
    .all();
  return hotLeaks(candidates).map((l) => ({
    id: l.id,
    title: l.title,
    note: l.note,
    category: l.category as LeakCategory,
    publishDate: new Date(l.createdAt).toISOString(),
    addedByName: l.addedByName,
  }));
}

/** Top contributors: summed scores of each author's leaks of the last 30 days (scores never hold a self-vote). */
export async function contributorsPanel(ctx: ServiceContext): Promise<Contributor[]> {
  const since = ctx.now() - CONTRIBUTOR_WINDOW_MS;
  const sums = await ctx.db
    .select({ userId: leaks.authorId, score: sql<number>`sum(${leaks.score})`.mapWith(Number), leaks: sql<number>`count(*)`.mapWith(Number) })
    .from(leaks)
    .where(gte(leaks.createdAt, since))
    .groupBy(leaks.authorId)
    .orderBy(desc(sql`sum(${leaks.score})`), desc(sql`count(*)`))
    .limit(20)
    .all();
  if (!sums.length) return [];
  const names = await ctx.db
    .select({ id: users.id, username: shownName(users.username, currentLocale()) })
    .from(users)
    .where(inList(users.id, sums.map((s) => s.userId)))
    .all();
  const nameOf = new Map(names.map((n) => [n.id, n.username]));
  return rankContributors(sums.map((s) => ({ ...s, username: nameOf.get(s.userId) ?? "?" })));
}

/** GET /leaks: a page of the feed, newest first (keyset), with the panels on the first page. */
export async function listLeaks(ctx: ServiceContext, query: LeaksQuery): Promise<LeaksPage> {
  requireUser(ctx);
  const where: SQL[] = [];
  if (query.category) where.push(eq(leaks.category, query.category));
  if (query.cursor) {
    const [at, id] = query.cursor.split("-").map(Number) as [number, number];
    where.push(or(lt(leaks.createdAt, at), and(eq(leaks.createdAt, at), lt(leaks.id, id)))!);
  }
  const rows = await ctx.db
    .select(leakColumns)
    .from(leaks)
    .innerJoin(users, eq(users.id, leaks.authorId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(leaks.createdAt), desc(leaks.id))
    .limit(query.limit + 1)
    .all();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? `${last.createdAt}-${last.id}` : null;
  if (query.cursor) return { leaks: await views(ctx, page), nextCursor };
  const [list, hot, topContributors] = await Promise.all([views(ctx, page), hotPanel(ctx), contributorsPanel(ctx)]);
  return { leaks: list, nextCursor, hot, topContributors };
}

async function leakRow(ctx: ServiceContext, id: number): Promise<LeakRow> {
  const row = await ctx.db.select(leakColumns).from(leaks).innerJoin(users, eq(users.id, leaks.authorId)).where(eq(leaks.id, id)).get();
  if (!row) throw notFound(leaksMessages.leakGone);
  return row;
}

export async function getLeak(ctx: ServiceContext, id: number): Promise<LeakView> {
  requireUser(ctx);
  return (await views(ctx, [await leakRow(ctx, id)]))[0]!;
}

/** POST /leaks: the author and the date are the server's; no image means the first stock image. */
export async function createLeak(ctx: ServiceContext, input: LeakInput): Promise<LeakView> {
  const actor = requireUser(ctx);
  await consumeRateLimit(ctx, "leakCreate", actor.id);
  assertOwnUpload(ctx, "leakImage", input.imageUrl);
  const now = ctx.now();
  const [created] = await ctx.db
    .insert(leaks)
    .values({
      authorId: actor.id,
      title: input.title,
      description: input.description,
      source: input.source,
      imageUrl: input.imageUrl || STOCK_IMAGES[0]!,
      category: input.category,
      reliability: input.reliability,
      tags: JSON.stringify(input.tags),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: leaks.id });
  return getLeak(ctx, created!.id);
}

/** The statement that recomputes a leak's score from its vote rows (clamped), for the batch that changes one. */
export function recomputeScoreStatement(leakId: number): RawStatement {
  return {
    sql: `UPDATE leaks SET score = max(?, min(?, (SELECT coalesce(sum(vote), 0) FROM leak_votes WHERE leak_id = ?))) WHERE id = ?`,
    params: [SCORE_MIN, SCORE_MAX, leakId, leakId],
  };
}

export type LeakVoteResult = { id: number; note: number; myVote: VoteState };

/**
 * POST /leaks/{id}/vote: sets the caller's vote to `vote` (1, -1, or 0 to remove it; the
 * client picks it with domain/votes-toggle.ts). Idempotent, so a double send counts once.
 * The row and the score change in one batch; one's own leak is refused.
 */
export async function voteOnLeak(ctx: ServiceContext, leakId: number, vote: VoteState): Promise<LeakVoteResult> {
  const actor = requireUser(ctx);
  await consumeRateLimit(ctx, "leakVote", actor.id);
  const leak = await ctx.db.select({ authorId: leaks.authorId }).from(leaks).where(eq(leaks.id, leakId)).get();
  if (!leak) throw notFound(leaksMessages.leakGone);
  if (leak.authorId === actor.id) throw forbidden(leaksMessages.ownLeakVote);
  const change: RawStatement =
    vote === 0
      ? { sql: `DELETE FROM leak_votes WHERE leak_id = ? AND user_id = ?`, params: [leakId, actor.id] }
      : {
          // The author check again inside the statement; the key keeps one row per user and leak.
          sql: `INSERT INTO leak_votes (leak_id, user_id, vote, created_at)
                SELECT id, ?, ?, ? FROM leaks WHERE id = ? AND author_id <> ?
                ON CONFLICT (leak_id, user_id) DO UPDATE SET vote = excluded.vote`,
          params: [actor.id, vote, ctx.now(), leakId, actor.id],
        };
  await atomicBatch(ctx.db, [change, recomputeScoreStatement(leakId)]);
  const after = await ctx.db.batch([
    ctx.db.select({ score: leaks.score }).from(leaks).where(eq(leaks.id, leakId)),
    ctx.db.select({ vote: leakVotes.vote }).from(leakVotes).where(and(eq(leakVotes.leakId, leakId), eq(leakVotes.userId, actor.id))),
  ]);
  if (!after[0][0]) throw notFound(leaksMessages.leakGone);
  return { id: leakId, note: after[0][0].score, myVote: (after[1][0]?.vote ?? 0) as VoteState };
}

// ---- staff ------------------------------------------------------------------------------------

export type AdminLeakRow = { id: number; title: string; note: number; category: LeakCategory; reliability: Reliability; source: string; addedByName: string; publishDate: string; votes: number };

export async function listLeaksAdmin(ctx: ServiceContext, query: ListQuery<AdminLeakSort>) {
  requireAbility(ctx, "leaks:manage");
  const sortColumns: Record<AdminLeakSort, SQL> = { date: sql`${leaks.createdAt}`, note: sql`${leaks.score}`, title: sql`lower(${leaks.title})` };
  const page = await pageOf(
    query,
    ctx.db
      .select({ ...leakColumns, votes: sql<number>`(select count(*) from leak_votes v where v.leak_id = ${leaks.id})`.mapWith(Number) })
      .from(leaks)
      .innerJoin(users, eq(users.id, leaks.authorId))
      .orderBy(orderBy(sortColumns, query), desc(leaks.id))
      .limit(query.limit)
      .offset(query.offset)
      .all(),
    ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(leaks).get(),
  );
  return { ...page, rows: page.rows.map((r) => ({ ...toView(r, null, 0, new Map()), votes: r.votes })) };
}
export { ADMIN_LEAK_SORTS };

const snapshot = (l: LeakRow) => ({ title: l.title, description: l.description, source: l.source, imageUrl: l.imageUrl, category: l.category, reliability: l.reliability, tags: parseTags(l.tags) });

/** PUT /leaks/admin/{id}: staff edit of the content (never the score or author), audited in the same batch. */
export async function updateLeakAsStaff(ctx: ServiceContext, id: number, input: LeakInput, reason?: string): Promise<LeakView> {
  requireAbility(ctx, "leaks:manage");
  const before = await leakRow(ctx, id);
  if (input.imageUrl && input.imageUrl !== before.imageUrl) assertOwnUpload(ctx, "leakImage", input.imageUrl);
  const values = {
    title: input.title,
    description: input.description,
    source: input.source,
    imageUrl: input.imageUrl || before.imageUrl,
    category: input.category,
    reliability: input.reliability,
    tags: JSON.stringify(input.tags),
    updatedAt: ctx.now(),
  };
  await atomicBatch(ctx.db, [
    ctx.db.update(leaks).set(values).where(eq(leaks.id, id)),
    auditStatement(ctx, {
      action: "leak.edit",
      targetKind: "leak",
      targetId: id,
      targetLabel: input.title,
      subjectUserId: before.authorId,
      reason: reason ?? null,
      before: snapshot(before),
      after: { ...values, tags: input.tags, updatedAt: undefined },
    }),
  ]);
  if (before.imageUrl !== values.imageUrl) await deleteUpload(ctx, "leakImage", before.imageUrl);
  return getLeak(ctx, id);
}

/** DELETE /leaks/admin/{id}: the leak and its votes go, the audit row stays (same batch); its uploaded image is deleted. */
export async function deleteLeakAsStaff(ctx: ServiceContext, id: number, reason?: string): Promise<{ id: number; deleted: true }> {
  requireAbility(ctx, "leaks:manage");
  const before = await leakRow(ctx, id);
  const [, deleted] = await atomicBatch(ctx.db, [
    auditStatement(ctx, {
      action: "leak.delete",
      targetKind: "leak",
      targetId: id,
      targetLabel: before.title,
      subjectUserId: before.authorId,
      reason: reason ?? null,
      before: { ...snapshot(before), note: before.score },
    }),
    { sql: `DELETE FROM leaks WHERE id = ?`, params: [id] },
    ...removalNoticeStatement(ctx, { item: "leak", authorId: before.authorId, label: before.title, reason }),
  ]);
  if (!deleted?.meta.changes) throw notFound(leaksMessages.leakGone);
  await deleteUpload(ctx, "leakImage", before.imageUrl);
  return { id, deleted: true };
}

