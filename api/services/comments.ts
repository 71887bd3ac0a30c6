// Comments of the stadium wall (domain/wall.ts): two levels (a reply to a reply joins the
// top comment's thread and names its author with @), four reactions one row per user and
// comment (the same again removes, another switches) counted in the same batch, a per-user
// hide kept on the server, reports through the moderation core.
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { inList } from "../db/in-list";
import { pressStatements } from "../db/toggle";
import { atomicBatch, type RawStatement } from "../db/bulk";
import { commentReactions, comments, posts, stadiums, users } from "../db/schema";
import { badRequest, forbidden, notFound } from "../errors";
import { OWN_RECENT_MS, PREVIEW_COMMENTS, PREVIEW_OWN_RECENT, PREVIEW_REPLIES, REACTION_TYPES, arrangePreview, commentText, type CommentInput, type ReactionType } from "../../domain/wall";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { wallMessages as t } from "../../domain/messages/wall";
import { ownOrAny } from "../../domain/permissions";
import { requireUser, type ServiceContext } from "./context";
import { assertNotBanned } from "./bans";
import { auditStatement } from "./audit";
import { removalNoticeStatement } from "./notices";
import { caseRemovedStatement, reportCaseOf, reportItem, visibleTo } from "./reports";
import { consumeRateLimit } from "./rate-limit";
import { getPost } from "./posts";
import { assertWallOpen, refuseIfArchived } from "./stadiums";
import { shownName } from "./users-view";
import { DELETED_USER_NAME } from "../../domain/messages";
import { currentLocale } from "../../domain/locale";
import { isDeletedUsername, leadingMention, shownCommentText } from "../../domain/mentions";
import { usernameSkeleton } from "../../domain/accounts";

export type Reactions = Record<ReactionType, number>;
export type CommentView = {
  id: number;
  postId: number;
  content: string;
  createdAt: number;
  authorId: string;
  author: { username: string; teamName: string; avatar: string };
  parentCommentId: number | null;
  repliesCount: number;
  reactions: Reactions;
  reactionsCount: number;
  /** The spec's likesCount: all reactions. */
  likesCount: number;
  userReaction: ReactionType | null;
  /** Deleted while it had replies: a placeholder ('[commentaire supprimé]') that keeps its replies. */
  deleted: boolean;
  replies?: CommentView[];
};

function commentColumns(ctx: ServiceContext) {
  const me = ctx.actor?.id ?? "";
  return {
    id: comments.id,
    postId: comments.postId,
    content: comments.content,
    createdAt: comments.createdAt,
    authorId: comments.authorId,
    parentId: comments.parentId,
    repliesCount: comments.repliesCount,
    reactionsCount: comments.reactionsCount,
    username: shownName(users.username, currentLocale()),
    teamName: shownName(users.teamName, currentLocale()),
    avatar: users.avatar,
    deletedAt: comments.deletedAt,
    userReaction: sql<string | null>`(SELECT type FROM comment_reactions r WHERE r.comment_id = ${comments.id} AND r.user_id = ${me})`,
  };
}

/** What this viewer may see: not hidden by reports (visibleTo), not hidden by themself. */
function visible(ctx: ServiceContext, id: SQLiteColumn | SQL = comments.id, author: SQLiteColumn | SQL = comments.authorId): SQL {
  const me = ctx.actor?.id ?? "";
  return and(visibleTo(ctx, "comment", id, author), sql`NOT EXISTS (SELECT 1 FROM hidden_comments h WHERE h.comment_id = ${id} AND h.user_id = ${me})`)!;
}

/**
 * For each reply that starts with a mention: is the name it mentions still someone in its thread,
 * with a comment before the reply that is not deleted, on a live account? (issue 42: a reply to a
 * deleted comment must not keep naming its author; shownCommentText drops such a mention). One
 * read for the page, filtered on the names mentioned.
 */
async function mentionsStillThere(ctx: ServiceContext, rows: readonly { id: number; parentId: number | null; content: string }[]) {
  const asked = rows.flatMap((r) => {
    const name = r.parentId !== null ? leadingMention(r.content) : null;
    return name !== null && !isDeletedUsername(name) ? [{ id: r.id, thread: r.parentId!, key: usernameSkeleton(name) }] : [];
  });
  const there = new Map<number, Set<string>>();
  if (asked.length === 0) return (_row: { id: number }) => undefined;
  const found = await ctx.db.$client
    .prepare(
      `SELECT c.id AS id, coalesce(c.parent_id, c.id) AS thread, u.username_key AS key FROM comments c JOIN users u ON u.id = c.author_id
       WHERE (c.id IN (SELECT value FROM json_each(?1)) OR c.parent_id IN (SELECT value FROM json_each(?1)))
         AND u.username_key IN (SELECT value FROM json_each(?2)) AND c.deleted_at IS NULL AND u.deleted_at IS NULL`,
    )
    .bind(JSON.stringify([...new Set(asked.map((a) => a.thread))]), JSON.stringify([...new Set(asked.map((a) => a.key))]))
    .all<{ id: number; thread: number; key: string }>();
  for (const a of asked) there.set(a.id, new Set(found.results.filter((f) => f.thread === a.thread && f.id < a.id).map((f) => f.key)));
  return (row: { id: number }) => {
    const keys = there.get(row.id);
    return keys ? (name: string) => keys.has(usernameSkeleton(name)) : undefined;
  };
}

async function toViews(ctx: ServiceContext, rows: Awaited<ReturnType<typeof selectComments>>): Promise<CommentView[]> {
  const ids = rows.map((r) => r.id);
  const stillThere = await mentionsStillThere(ctx, rows);
  // The ids as one JSON parameter: a page of previews has up to 120 (D1 binds at most 100).
  const counts = ids.length
    ? await ctx.db.$client
        .prepare(`SELECT comment_id, type, count(*) AS n FROM comment_reactions WHERE comment_id IN (SELECT value FROM json_each(?)) GROUP BY comment_id, type`)
        .bind(JSON.stringify(ids))
        .all<{ comment_id: number; type: ReactionType; n: number }>()
    : { results: [] };
  return rows.map((r) => {
    const reactions = Object.fromEntries(REACTION_TYPES.map((type) => [type, 0])) as Reactions;
    for (const c of counts.results) if (c.comment_id === r.id) reactions[c.type] = c.n;
    const deleted = r.deletedAt != null;
    return {
      id: r.id,
      postId: r.postId,
      // A placeholder names nobody and says nothing: only that a comment was there.
      // Mentions of deleted accounts read 'Utilisateur supprimé'; a leading one of a comment gone is dropped.
      content: deleted ? t.deletedCommentPlaceholder : shownCommentText(r.content, { deletedLabel: DELETED_USER_NAME[currentLocale()], stillThere: stillThere(r) }),
      createdAt: r.createdAt,
      authorId: deleted ? "" : r.authorId,
      author: deleted ? { username: "", teamName: "", avatar: "" } : { username: r.username, teamName: r.teamName, avatar: r.avatar },
      deleted,
      parentCommentId: r.parentId,
      repliesCount: r.repliesCount,
      reactions,
      reactionsCount: r.reactionsCount,
      likesCount: r.reactionsCount,
      userReaction: (r.userReaction as ReactionType | null) ?? null,
    };
  });
}

function selectComments(ctx: ServiceContext) {
  return ctx.db.select(commentColumns(ctx)).from(comments).innerJoin(users, eq(users.id, comments.authorId));
}

/** Top comments of a post, newest first, `{comments, total}`; with `preview`, the top 2 by reactions with 2 replies each. */
export async function listComments(ctx: ServiceContext, postId: number, page: { limit: number; offset: number; preview?: boolean }) {
  await getPost(ctx, postId);
  if (page.preview) return (await previewsOf(ctx, [postId])).get(postId)!;
  const where = and(eq(comments.postId, postId), isNull(comments.parentId), visible(ctx));
  const rows = await selectComments(ctx).where(where).orderBy(desc(comments.id)).limit(page.limit).offset(page.offset);
  const [total] = await ctx.db.select({ n: sql<number>`count(*)` }).from(comments).where(where);
  return { comments: await toViews(ctx, rows), total: total?.n ?? 0 };
}

type CommentRow = Awaited<ReturnType<typeof selectComments>>[number];

/** The columns of selectComments under their result names, for the window queries below. */
function commentSelectList(ctx: ServiceContext): SQL {
  const me = ctx.actor?.id ?? "";
  return sql`${comments.id} AS id, ${comments.postId} AS postId, ${comments.content} AS content, ${comments.createdAt} AS createdAt,
    ${comments.authorId} AS authorId, ${comments.parentId} AS parentId, ${comments.repliesCount} AS repliesCount,
    ${comments.reactionsCount} AS reactionsCount, ${shownName(users.username, currentLocale())} AS username, ${shownName(users.teamName, currentLocale())} AS teamName, ${users.avatar} AS avatar,
    ${comments.deletedAt} AS deletedAt, (SELECT type FROM comment_reactions r WHERE r.comment_id = ${comments.id} AND r.user_id = ${me}) AS userReaction`;
}

/** A post card's comments: its top ones with their first replies, `total` top comments and `count` comments in all (both visible to the viewer). */
export type Preview = { comments: CommentView[]; total: number; count: number };

/**
 * The comment previews of several posts (a wall page) in a handful of statements, whatever
 * the number of posts: each post's top comments (by reactions, then newest: PREVIEW_COMMENTS,
 * each picked through the post's index with LIMIT 1 OFFSET k) with their first replies
 * (PREVIEW_REPLIES), and under them the viewer's own comments of the last OWN_RECENT_MS
 * (PREVIEW_OWN_RECENT at most, replies likewise: a new comment shows at once where it was
 * written); the reaction counts, and each post's visible totals. The ids travel as one JSON
 * parameter (D1 binds at most 100). The posts are assumed visible to the viewer (they come
 * from a page of the wall).
 */
export async function previewsOf(ctx: ServiceContext, postIds: number[]): Promise<Map<number, Preview>> {
  const out = new Map(postIds.map((id) => [id, { comments: [] as CommentView[], total: 0, count: 0 }]));
  if (postIds.length === 0) return out;
  const ids = JSON.stringify(postIds);
  const me = ctx.actor?.id ?? "";
  const since = ctx.now() - OWN_RECENT_MS;
  const nth = (k: number) =>
    sql`SELECT p.value AS post_id, (SELECT c.id FROM comments c WHERE c.post_id = p.value AND c.parent_id IS NULL AND ${visible(ctx, sql`c.id`, sql`c.author_id`)}
      ORDER BY c.reactions_count DESC, c.id DESC LIMIT 1 OFFSET ${k}) AS id FROM json_each(${ids}) p`;
  const ownNth = (k: number) =>
    sql`SELECT p.value AS post_id, (SELECT c.id FROM comments c WHERE c.post_id = p.value AND c.parent_id IS NULL AND c.author_id = ${me} AND c.created_at > ${since}
      AND c.deleted_at IS NULL AND ${visible(ctx, sql`c.id`, sql`c.author_id`)} ORDER BY c.id DESC LIMIT 1 OFFSET ${k}) AS id FROM json_each(${ids}) p`;
  const union = (parts: SQL[]) => sql.join(parts, sql` UNION `);
  const picks = [...Array.from({ length: PREVIEW_COMMENTS }, (_, k) => nth(k)), ...Array.from({ length: PREVIEW_OWN_RECENT }, (_, k) => ownNth(k))];
  const topsWhere = and(sql`${comments.postId} IN (SELECT value FROM json_each(${ids}))`, isNull(comments.parentId), visible(ctx));
  const [rows, totals, counts] = await Promise.all([
    ctx.db.all<CommentRow>(sql`WITH tops AS (SELECT id FROM (${union(picks)}) WHERE id IS NOT NULL)
      SELECT ${commentSelectList(ctx)} FROM ${comments} JOIN ${users} ON ${users.id} = ${comments.authorId} WHERE ${comments.id} IN (SELECT id FROM tops)`),
    ctx.db.select({ postId: comments.postId, n: sql<number>`count(*)` }).from(comments).where(topsWhere).groupBy(comments.postId),
    visibleCounts(ctx, postIds),
  ]);
  const tops = await withReplies(ctx, await toViews(ctx, rows), PREVIEW_REPLIES, since);
  const byPost = new Map<number, CommentView[]>();
  for (const v of tops) byPost.set(v.postId, [...(byPost.get(v.postId) ?? []), v]);
  for (const [postId, list] of byPost) out.get(postId)!.comments = arrangePreview(list, PREVIEW_COMMENTS);
  for (const t of totals) out.get(t.postId)!.total = t.n;
  for (const [postId, n] of counts) out.get(postId)!.count = n;
  return out;
}

/**
 * Each post's comments and replies the viewer can read (issue 41: the card's 'N commentaires' and
 * its 'Voir les N commentaires' say the same number): not deleted (a placeholder is no comment),
 * not hidden from the viewer, and a reply only under a top comment they can read.
 */
export async function visibleCounts(ctx: ServiceContext, postIds: number[]): Promise<Map<number, number>> {
  if (postIds.length === 0) return new Map();
  const rows = await ctx.db.all<{ postId: number; n: number }>(sql`SELECT c.post_id AS postId, count(*) AS n FROM comments c
    WHERE c.post_id IN (SELECT value FROM json_each(${JSON.stringify(postIds)})) AND c.deleted_at IS NULL AND ${visible(ctx, sql`c.id`, sql`c.author_id`)}
      AND (c.parent_id IS NULL OR EXISTS (SELECT 1 FROM comments p WHERE p.id = c.parent_id AND ${visible(ctx, sql`p.id`, sql`p.author_id`)}))
    GROUP BY c.post_id`);
  return new Map(rows.map((r) => [r.postId, r.n]));
}

/**
 * Top comments with their first `limit` replies (oldest first), read in two statements for
 * all of them (a window per thread; the ids as one JSON parameter); with `ownSince`, the
 * viewer's own replies written since then too (a new reply shows where it was written).
 */
export async function withReplies(ctx: ServiceContext, tops: CommentView[], limit: number, ownSince?: number): Promise<CommentView[]> {
  if (tops.length === 0) return [];
  const own = ownSince === undefined ? sql`0` : sql`(${comments.authorId} = ${ctx.actor?.id ?? ""} AND ${comments.createdAt} > ${ownSince})`;
  const rows = await ctx.db.all<CommentRow>(sql`SELECT * FROM (
      SELECT ${commentSelectList(ctx)}, row_number() OVER (PARTITION BY ${comments.parentId} ORDER BY ${comments.id}) AS rn, ${own} AS own
      FROM ${comments} JOIN ${users} ON ${users.id} = ${comments.authorId}
      WHERE ${comments.parentId} IN (SELECT value FROM json_each(${JSON.stringify(tops.map((c) => c.id))})) AND ${visible(ctx)}
    ) WHERE rn <= ${limit} OR own ORDER BY id`);
  const byParent = new Map<number, CommentView[]>();
  for (const v of await toViews(ctx, rows)) byParent.set(v.parentCommentId!, [...(byParent.get(v.parentCommentId!) ?? []), v]);
  return tops.map((c) => ({ ...c, replies: byParent.get(c.id) ?? [] }));
}

/** Replies of a comment, oldest first, 10 a page. */
export async function listReplies(ctx: ServiceContext, commentId: number, page: { limit: number; offset: number }, check = true) {
  // Replies under a hidden comment or post are hidden with it, even when asked for by id.
  if (check) await visibleComment(ctx, commentId);
  const where = and(eq(comments.parentId, commentId), visible(ctx));
  const rows = await selectComments(ctx).where(where).orderBy(asc(comments.id)).limit(page.limit).offset(page.offset);
  const [total] = await ctx.db.select({ n: sql<number>`count(*)` }).from(comments).where(where);
  return { replies: await toViews(ctx, rows), total: total?.n ?? 0 };
}

async function storedComment(ctx: ServiceContext, id: number) {
  const [row] = await ctx.db.select().from(comments).where(and(eq(comments.id, id), isNull(comments.deletedAt))).limit(1);
  if (!row) throw notFound(t.commentGone);
  return row;
}

const recountStatements = (postId: number, parentId: number | null): RawStatement[] => [
  // Placeholders (deleted comments kept for their replies) are not counted.
  { sql: `UPDATE posts SET comments_count = (SELECT count(*) FROM comments WHERE post_id = ? AND deleted_at IS NULL) WHERE id = ?`, params: [postId, postId] },
  ...(parentId ? [{ sql: `UPDATE comments SET replies_count = (SELECT count(*) FROM comments WHERE parent_id = ?) WHERE id = ?`, params: [parentId, parentId] }] : []),
];

export async function createComment(ctx: ServiceContext, input: CommentInput): Promise<CommentView> {
  const actor = requireUser(ctx);
  await assertNotBanned(ctx, "comments");
  await assertWallOpen(ctx, (await getPost(ctx, input.postId)).stadiumId);
  let parentId: number | null = null;
  let replyTo: string | null = null;
  if (input.parentCommentId) {
    // A comment hidden by reports (or by the viewer) takes no replies: it is gone for them.
    const parent = await visibleComment(ctx, input.parentCommentId);
    // A placeholder takes no direct reply (its thread still takes replies to its replies).
    if (parent.deletedAt !== null) throw notFound(t.commentGone);
    if (parent.postId !== input.postId) throw badRequest(t.createCommentError);
    parentId = parent.parentId ?? parent.id; // two levels: a reply to a reply joins the thread
    if (parent.parentId) await visibleComment(ctx, parent.parentId); // ...whose top must be visible too
    // The stored name: a deleted account's anonymous one, which every screen reads as 'Deleted user' (domain/mentions.ts).
    const [author] = await ctx.db.select({ username: users.username }).from(users).where(eq(users.id, parent.authorId));
    replyTo = author?.username ?? null;
  }
  const content = commentText(input.content, replyTo);
  if (content === null) throw badRequest(t.commentBlank);
  await consumeRateLimit(ctx, "wallComment", actor.id);
  const now = ctx.now();
  const results = await atomicBatch(ctx.db, [
    { sql: `INSERT INTO comments (post_id, parent_id, author_id, content, created_at) VALUES (?, ?, ?, ?, ?)`, params: [input.postId, parentId, actor.id, content, now] },
    { sql: `SELECT last_insert_rowid() AS id`, params: [] },
    ...recountStatements(input.postId, parentId),
  ]);
  const id = (results[1] as D1Result<{ id: number }>).results[0]!.id;
  const [view] = await toViews(ctx, await selectComments(ctx).where(eq(comments.id, id)));
  return view!;
}

/** Deletes a comment and its replies (author or staff; staff audited); its case closes in the batch. */
export async function deleteComment(ctx: ServiceContext, id: number, reason?: string | null) {
  const before = await storedComment(ctx, id);
  const access = ownOrAny(requireUser(ctx), before.authorId, "content:moderate");
  if (!access) throw forbidden(t.commentDeleteNotAllowed);
  const asStaff = access === "any";
  const now = ctx.now();
  const hasReplies = sql`EXISTS (SELECT 1 FROM comments c WHERE c.parent_id = ${id})`;
  const statements = [
    // With replies (read in the statement, so a reply sent meanwhile is never cascaded away): a
    // placeholder that keeps them, emptied of its words and reactions. Without: gone.
    ctx.db
      .update(comments)
      .set({ content: "", deletedAt: now, reactionsCount: 0 })
      .where(and(eq(comments.id, id), hasReplies)),
    ctx.db.delete(commentReactions).where(eq(commentReactions.commentId, id)),
    ctx.db.delete(comments).where(and(eq(comments.id, id), sql`NOT ${hasReplies}`)),
    // A placeholder whose last reply this was goes too.
    ...(before.parentId
      ? [
          ctx.db
            .delete(comments)
            .where(and(eq(comments.id, before.parentId), isNotNull(comments.deletedAt), sql`NOT EXISTS (SELECT 1 FROM comments c WHERE c.parent_id = ${before.parentId} AND c.id != ${id})`)),
        ]
      : []),
    caseRemovedStatement(ctx, "comment", id),
    ...recountStatements(before.postId, before.parentId),
  ];
  if (asStaff)
    statements.push(
      ...removalNoticeStatement(ctx, { item: "comment", authorId: before.authorId, label: before.content, reason }),
      auditStatement(ctx, {
        action: "content.delete",
        targetKind: "comment",
        targetId: id,
        targetLabel: before.content.slice(0, 80),
        subjectUserId: before.authorId,
        reason: reason ?? null,
        before: { content: before.content, postId: before.postId, parentId: before.parentId },
      }),
    );
  await atomicBatch(ctx.db, statements);
  return { id, deleted: true };
}

/** A comment this viewer may see, under a post they may see (a hidden post hides its thread). */
async function visibleComment(ctx: ServiceContext, id: number) {
  const [row] = await ctx.db
    .select({ id: comments.id, postId: comments.postId, parentId: comments.parentId, authorId: comments.authorId, content: comments.content, deletedAt: comments.deletedAt, archivedAt: stadiums.archivedAt })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .innerJoin(stadiums, eq(stadiums.id, posts.stadiumId))
    .where(and(eq(comments.id, id), visible(ctx), visibleTo(ctx, "post", posts.id, posts.authorId)))
    .limit(1);
  if (!row) throw notFound(t.commentGone);
  return row;
}

/**
 * A reaction in one batch: insert, or switch the type, or (the same type again) mark and
 * delete; the comment's count recomputed from the rows. Concurrent presses apply in order.
 */
export async function react(ctx: ServiceContext, commentId: number, type: ReactionType) {
  const actor = requireUser(ctx);
  await assertNotBanned(ctx, "comments");
  const comment = await visibleComment(ctx, commentId);
  if (comment.deletedAt !== null) throw notFound(t.commentGone);
  refuseIfArchived(comment);
  await consumeRateLimit(ctx, "wallReaction", actor.id);
  const key = [commentId, actor.id];
  // One reaction per user and comment: the same again removes it, another replaces it.
  const results = await atomicBatch(ctx.db, [
    ...pressStatements("comment_reactions", { comment_id: commentId, user_id: actor.id }, ctx.now(), { column: "type", value: type }),
    { sql: `UPDATE comments SET reactions_count = (SELECT count(*) FROM comment_reactions WHERE comment_id = ?) WHERE id = ?`, params: [commentId, commentId] },
    { sql: `SELECT type FROM comment_reactions WHERE comment_id = ? AND user_id = ?`, params: key },
  ]);
  const mine = (results[3] as D1Result<{ type: ReactionType }>).results[0]?.type ?? null;
  return { commentId, userReaction: mine, reactions: await reactionsOf(ctx, commentId) };
}

export async function reactionsOf(ctx: ServiceContext, commentId: number): Promise<Reactions> {
  const rows = await ctx.db.$client
    .prepare(`SELECT type, count(*) AS n FROM comment_reactions WHERE comment_id = ? GROUP BY type`)
    .bind(commentId)
    .all<{ type: ReactionType; n: number }>();
  const out = Object.fromEntries(REACTION_TYPES.map((type) => [type, 0])) as Reactions;
  for (const r of rows.results) out[r.type] = r.n;
  return out;
}

export async function reactions(ctx: ServiceContext, commentId: number) {
  await visibleComment(ctx, commentId);
  return { commentId, reactions: await reactionsOf(ctx, commentId) };
}

export async function userReaction(ctx: ServiceContext, commentId: number) {
  const actor = requireUser(ctx);
  await visibleComment(ctx, commentId);
  const row = await ctx.db.$client
    .prepare(`SELECT type FROM comment_reactions WHERE comment_id = ? AND user_id = ?`)
    .bind(commentId, actor.id)
    .first<{ type: ReactionType }>();
  return { commentId, userReaction: row?.type ?? null };
}

/** Hides a comment for the signed-in user only (kept on the server). */
export async function hideComment(ctx: ServiceContext, commentId: number) {
  const actor = requireUser(ctx);
  await consumeRateLimit(ctx, "commentHide", actor.id);
  await storedComment(ctx, commentId);
  await ctx.db.$client
    .prepare(`INSERT INTO hidden_comments (user_id, comment_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`)
    .bind(actor.id, commentId, ctx.now())
    .run();
  return { commentId, hidden: true };
}

export async function reportComment(ctx: ServiceContext, commentId: number, reason: string) {
  requireUser(ctx);
  const [row] = await ctx.db
    .select({ id: comments.id, authorId: comments.authorId, content: comments.content, title: posts.title, stadium: stadiums.name })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .innerJoin(stadiums, eq(stadiums.id, posts.stadiumId))
    .where(and(eq(comments.id, commentId), isNull(comments.deletedAt)))
    .limit(1);
  if (!row) {
    if ((await reportCaseOf(ctx.db, "comment", commentId))?.status === "removed") return null;
    throw notFound(t.commentGone);
  }
  return reportItem(
    ctx,
    { kind: "comment", itemId: commentId, authorId: row.authorId, context: row.stadium, snapshot: { title: row.title, text: row.content } },
    reason,
    { alreadyReported: t.commentAlreadyReported },
  );
}

/** Comments by id with their post and stadium, for the moderation screen (staff: no filter). */
export async function commentsByIds(ctx: ServiceContext, ids: number[]) {
  if (ids.length === 0) return new Map<number, never>();
  const rows = await ctx.db
    .select({
      id: comments.id,
      authorId: comments.authorId,
      content: comments.content,
      createdAt: comments.createdAt,
      parentCommentId: comments.parentId,
      username: shownName(users.username, currentLocale()),
      teamName: shownName(users.teamName, currentLocale()),
      avatar: users.avatar,
      postId: posts.id,
      postTitle: posts.title,
      stadiumName: stadiums.name,
      stadiumClub: stadiums.club,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .innerJoin(posts, eq(posts.id, comments.postId))
    .innerJoin(stadiums, eq(stadiums.id, posts.stadiumId))
    .where(inList(comments.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
