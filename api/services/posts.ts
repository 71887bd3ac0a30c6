// Posts of the stadium wall (domain/wall.ts). Keyset pages by id (rows arriving while a user
// pages neither repeat nor go missing); likes and bookmarks are one row per user and post,
// toggled and counted in one batch; only the author or staff edit or delete (staff audited);
// posts hidden by reports are left out for everyone but their author and staff (visibleTo).
import { and, desc, eq, lt, or, sql, type SQL } from "drizzle-orm";
import { inList } from "../db/in-list";
import { pressStatements } from "../db/toggle";
import { atomicBatch, type RawStatement } from "../db/bulk";
import { containsText } from "../db/search";
import { postBookmarks, posts, stadiums, users } from "../db/schema";
import { conflict, forbidden, notFound } from "../errors";
import { DUPLICATE_POST_WINDOW_MS, nextCursor, type PostInput, type PostListQuery, type PostUpdate } from "../../domain/wall";
import { wallMessages as t } from "../../domain/messages/wall";
import { ownOrAny } from "../../domain/permissions";
import { requireUser, type ServiceContext } from "./context";
import { assertNotBanned } from "./bans";
import { auditEachStatement, auditStatement } from "./audit";
import { removalNoticeStatement } from "./notices";
import { caseRemovedStatement, casesRemovedAmongStatement, reportCaseOf, reportItem, visibleTo } from "./reports";
import { consumeRateLimit } from "./rate-limit";
import { assertOwnUpload, deleteUpload, storeUpload } from "./uploads";
import { assertWallOpen } from "./stadiums";
import { shownName } from "./users-view";
import { DELETED_USER_NAME } from "../../domain/messages";
import { currentLocale } from "../../domain/locale";
import { shownCommentText } from "../../domain/mentions";

export type PostView = {
  id: number;
  authorId: string;
  title: string;
  content: string;
  image: string | null;
  category: string;
  stadiumId: number;
  createdAt: number;
  updatedAt: number | null;
  author: { username: string; teamName: string; avatar: string };
  stadium: { name: string; club: string };
  likesCount: number;
  commentsCount: number;
  isLiked: boolean;
  isBookmarked: boolean;
};

function postColumns(ctx: ServiceContext) {
  const me = ctx.actor?.id ?? "";
  return {
    id: posts.id,
    authorId: posts.authorId,
    title: posts.title,
    content: posts.content,
    image: posts.image,
    category: posts.category,
    stadiumId: posts.stadiumId,
    createdAt: posts.createdAt,
    updatedAt: posts.updatedAt,
    likesCount: posts.likesCount,
    commentsCount: posts.commentsCount,
    username: shownName(users.username, currentLocale()),
    teamName: shownName(users.teamName, currentLocale()),
    avatar: users.avatar,
    stadiumName: stadiums.name,
    stadiumClub: stadiums.club,
    isLiked: sql<number>`EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = ${posts.id} AND l.user_id = ${me})`,
    isBookmarked: sql<number>`EXISTS (SELECT 1 FROM post_bookmarks b WHERE b.post_id = ${posts.id} AND b.user_id = ${me})`,
  };
}

function toView(r: PostRow): PostView {
  return {
    id: r.id,
    authorId: r.authorId,
    // A deleted account's mentions read 'Utilisateur supprimé' (issue 42, domain/mentions.ts).
    title: shownCommentText(r.title, { deletedLabel: DELETED_USER_NAME[currentLocale()] }),
    content: shownCommentText(r.content, { deletedLabel: DELETED_USER_NAME[currentLocale()] }),
    image: r.image,
    category: r.category,
    stadiumId: r.stadiumId,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    author: { username: r.username, teamName: r.teamName, avatar: r.avatar },
    stadium: { name: r.stadiumName, club: r.stadiumClub },
    likesCount: r.likesCount,
    commentsCount: r.commentsCount,
    isLiked: !!r.isLiked,
    isBookmarked: !!r.isBookmarked,
  };
}

function selectPosts(ctx: ServiceContext) {
  return ctx.db.select(postColumns(ctx)).from(posts).innerJoin(users, eq(users.id, posts.authorId)).innerJoin(stadiums, eq(stadiums.id, posts.stadiumId));
}
type PostRow = Awaited<ReturnType<typeof selectPosts>>[number];

/** A page of a stadium's wall, newest first; `nextCursor` is the `before` of the next page. */
export async function listPosts(ctx: ServiceContext, stadiumId: number, query: PostListQuery) {
  const where: SQL[] = [eq(posts.stadiumId, stadiumId), visibleTo(ctx, "post", posts.id, posts.authorId)];
  if (query.category !== "all") where.push(eq(posts.category, query.category));
  if (query.before) where.push(lt(posts.id, query.before));
  if (query.q) {
    where.push(or(containsText(posts.title, query.q), containsText(posts.content, query.q))!);
  }
  const rows = await selectPosts(ctx)
    .where(and(...where))
    .orderBy(desc(posts.id))
    .limit(query.limit)
    .offset(query.before ? 0 : query.offset);
  const list = rows.map(toView);
  return { posts: list, nextCursor: nextCursor(list.map((p) => p.id), query.limit) };
}

export async function getPost(ctx: ServiceContext, id: number): Promise<PostView> {
  const [row] = await selectPosts(ctx)
    .where(and(eq(posts.id, id), visibleTo(ctx, "post", posts.id, posts.authorId)))
    .limit(1);
  if (!row) throw notFound(t.postGone);
  return toView(row);
}

export async function createPost(ctx: ServiceContext, input: PostInput): Promise<PostView> {
  const { post, duplicate } = await publishPost(ctx, input);
  if (duplicate) throw conflict(t.duplicatePost);
  return post;
}

/**
 * Creates a post, or finds the identical one the same author sent within
 * DUPLICATE_POST_WINDOW_MS (`duplicate`): the wall's form treats that second send as the success
 * it stands for (issue 41); the API answers it with a 409 (createPost).
 */
export async function publishPost(ctx: ServiceContext, input: PostInput): Promise<{ post: PostView; duplicate: boolean }> {
  const actor = requireUser(ctx);
  await assertNotBanned(ctx, "posts");
  assertOwnUpload(ctx, "postImage", input.image, t.notAllowed);
  await assertWallOpen(ctx, input.stadiumId);
  await consumeRateLimit(ctx, "wallPost", actor.id);
  // One statement decides and inserts, so two identical posts sent at once (a double tap, a
  // retried request) leave one: the second finds the first and inserts nothing.
  const now = ctx.now();
  const row = await ctx.db.$client
    .prepare(
      `INSERT INTO posts (stadium_id, author_id, title, content, category, image, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7
       WHERE NOT EXISTS (SELECT 1 FROM posts WHERE author_id = ?2 AND stadium_id = ?1 AND title = ?3 AND content = ?4 AND created_at > ?8)
       RETURNING id`,
    )
    .bind(input.stadiumId, actor.id, input.title, input.content, input.category, input.image ?? null, now, now - DUPLICATE_POST_WINDOW_MS)
    .first<{ id: number }>();
  if (row) return { post: await getPost(ctx, row.id), duplicate: false };
  const twin = await ctx.db.$client
    .prepare(`SELECT id FROM posts WHERE author_id = ?1 AND stadium_id = ?2 AND title = ?3 AND content = ?4 AND created_at > ?5 ORDER BY id DESC LIMIT 1`)
    .bind(actor.id, input.stadiumId, input.title, input.content, now - DUPLICATE_POST_WINDOW_MS)
    .first<{ id: number }>();
  // Gone since (deleted in between): the refusal as before.
  if (!twin) throw conflict(t.duplicatePost);
  return { post: await getPost(ctx, twin.id), duplicate: true };
}

/** The post as stored (no visibility filter): edits and deletes find hidden posts too. */
async function storedPost(ctx: ServiceContext, id: number, gone: string) {
  const [row] = await ctx.db.select().from(posts).where(eq(posts.id, id)).limit(1);
  if (!row) throw notFound(gone);
  return row;
}

/** The author, or staff (whose action on another's post is audited). */
function authorOrStaff(ctx: ServiceContext, authorId: string, refusal: string) {
  const actor = requireUser(ctx);
  const access = ownOrAny(actor, authorId, "content:moderate");
  if (!access) throw forbidden(refusal);
  return { actor, asStaff: access === "any" };
}

/**
 * What every edit passes before anything is written or stored: the post is there, the caller is
 * its author (not banned from posting) or staff, and its wall is open.
 */
async function editablePost(ctx: ServiceContext, id: number) {
  const before = await storedPost(ctx, id, t.postGone);
  const { asStaff } = authorOrStaff(ctx, before.authorId, t.notAllowed);
  if (!asStaff) await assertNotBanned(ctx, "posts");
  await assertWallOpen(ctx, before.stadiumId);
  return { before, asStaff };
}

/** The image a post row held just before the batch's write: read inside the batch, so it is the one replaced. */
const imageBeforeWrite = (id: number): RawStatement => ({ sql: `SELECT image FROM posts WHERE id = ?`, params: [id] });
const imageReplaced = (results: D1Result[]) => (results[0] as D1Result<{ image: string | null }>).results[0]?.image ?? null;

/**
 * Edits a post. `image`: a new URL (the editor's own upload), null to remove it, absent to keep
 * it. The old object is deleted only once the row points elsewhere (after the batch), and it is
 * the one the batch replaced, so concurrent edits never delete an image a row still shows.
 */
export async function updatePost(ctx: ServiceContext, id: number, input: PostUpdate): Promise<PostView> {
  await applyUpdate(ctx, id, input, await editablePost(ctx, id));
  return getPost(ctx, id);
}

/**
 * Edits a post with a new image file (the edit form): the edit is checked before the file is
 * stored, so a refused edit stores nothing; if the write then fails, the new object is deleted
 * and the post keeps its image: nothing is lost or half-written.
 */
export async function updatePostWithImage(ctx: ServiceContext, id: number, input: Omit<PostUpdate, "image">, file: unknown): Promise<PostView> {
  const editable = await editablePost(ctx, id);
  const stored = await storeUpload(ctx, "postImage", file);
  try {
    await applyUpdate(ctx, id, { ...input, image: stored.url }, editable);
  } catch (err) {
    await deleteUpload(ctx, "postImage", stored.url);
    throw err;
  }
  return getPost(ctx, id);
}

async function applyUpdate(ctx: ServiceContext, id: number, input: PostUpdate, { before, asStaff }: Awaited<ReturnType<typeof editablePost>>) {
  // A new image must be the editor's own upload (staff may keep or remove the author's).
  if (input.image && input.image !== before.image) assertOwnUpload(ctx, "postImage", input.image, t.notAllowed);
  const changes = { ...input, updatedAt: ctx.now() };
  const statements: (RawStatement | { toSQL(): { sql: string; params: unknown[] } })[] = [imageBeforeWrite(id), ctx.db.update(posts).set(changes).where(eq(posts.id, id))];
  if (asStaff)
    statements.push(
      auditStatement(ctx, {
        action: "content.edit",
        targetKind: "post",
        targetId: id,
        targetLabel: before.title,
        subjectUserId: before.authorId,
        before: { title: before.title, content: before.content, category: before.category, image: before.image },
        after: input,
      }),
    );
  const replaced = imageReplaced(await atomicBatch(ctx.db, statements));
  if (input.image !== undefined && replaced && replaced !== input.image) await deleteUpload(ctx, "postImage", replaced);
}

/** Deletes a post (author or staff): its case closes in the batch; a staff delete is audited. */
export async function deletePost(ctx: ServiceContext, id: number, reason?: string | null) {
  const before = await storedPost(ctx, id, t.postAlreadyDeleted);
  const { asStaff } = authorOrStaff(ctx, before.authorId, t.deleteNotAllowed);
  // The comments go with the post (cascade): their open cases close, and staff's deletion audits each.
  const itsComments: RawStatement = {
    sql: `SELECT id, substr(content, 1, 80) AS label, author_id AS subject,
                 json_object('content', content, 'postId', post_id, 'parentId', parent_id, 'withPost', post_id) AS before
          FROM comments WHERE post_id = ? AND deleted_at IS NULL`,
    params: [id],
  };
  const statements: (RawStatement | { toSQL(): { sql: string; params: unknown[] } })[] = [
    imageBeforeWrite(id),
    casesRemovedAmongStatement(ctx, "comment", itsComments),
    ...(asStaff ? [auditEachStatement(ctx, { action: "content.delete", targetKind: "comment", reason: reason ?? null }, itsComments)] : []),
    ctx.db.delete(posts).where(eq(posts.id, id)),
    caseRemovedStatement(ctx, "post", id),
  ];
  if (asStaff)
    statements.push(
      ...removalNoticeStatement(ctx, { item: "post", authorId: before.authorId, label: before.title, reason }),
      auditStatement(ctx, {
        action: "content.delete",
        targetKind: "post",
        targetId: id,
        targetLabel: before.title,
        subjectUserId: before.authorId,
        reason: reason ?? null,
        before: { title: before.title, content: before.content, image: before.image, stadiumId: before.stadiumId, comments: before.commentsCount },
      }),
    );
  const image = imageReplaced(await atomicBatch(ctx.db, statements));
  if (image) await deleteUpload(ctx, "postImage", image);
  return { id, deleted: true };
}

/**
 * One press of a like or bookmark (the toggle rule, api/db/toggle.ts) and the recount, in one
 * batch. Requests sent at once each toggle once, in order.
 */
async function toggleRow(ctx: ServiceContext, table: "post_likes" | "post_bookmarks", postId: number) {
  const actor = requireUser(ctx);
  const post = await getPost(ctx, postId);
  // A like writes on the wall (an archived one is read-only); a bookmark is the user's own.
  if (table === "post_likes") await assertWallOpen(ctx, post.stadiumId);
  await consumeRateLimit(ctx, "wallToggle", actor.id);
  const key = [postId, actor.id];
  const statements: RawStatement[] = [...pressStatements(table, { post_id: postId, user_id: actor.id }, ctx.now())];
  if (table === "post_likes")
    statements.push({ sql: `UPDATE posts SET likes_count = (SELECT count(*) FROM post_likes WHERE post_id = ?) WHERE id = ?`, params: [postId, postId] });
  statements.push({
    sql: `SELECT EXISTS (SELECT 1 FROM ${table} WHERE post_id = ? AND user_id = ?) AS on_, (SELECT likes_count FROM posts WHERE id = ?) AS likes`,
    params: [...key, postId],
  });
  const results = await atomicBatch(ctx.db, statements);
  const row = (results[results.length - 1] as D1Result<{ on_: number; likes: number }>).results[0]!;
  return { on: !!row.on_, likes: row.likes };
}

export async function toggleLike(ctx: ServiceContext, postId: number) {
  const { on, likes } = await toggleRow(ctx, "post_likes", postId);
  return { isLiked: on, likesCount: likes };
}

export async function toggleBookmark(ctx: ServiceContext, postId: number) {
  const { on } = await toggleRow(ctx, "post_bookmarks", postId);
  return { isBookmarked: on };
}

export async function likeStatus(ctx: ServiceContext, postId: number) {
  const post = await getPost(ctx, postId);
  return { isLiked: post.isLiked, likesCount: post.likesCount };
}

export async function bookmarkStatus(ctx: ServiceContext, postId: number) {
  const post = await getPost(ctx, postId);
  return { isBookmarked: post.isBookmarked };
}

/** The user's bookmarks, newest bookmark first. */
export async function listBookmarks(ctx: ServiceContext, limit: number, offset: number) {
  const actor = requireUser(ctx);
  const rows = await selectPosts(ctx)
    .innerJoin(postBookmarks, and(eq(postBookmarks.postId, posts.id), eq(postBookmarks.userId, actor.id)))
    .where(visibleTo(ctx, "post", posts.id, posts.authorId))
    .orderBy(desc(postBookmarks.createdAt), desc(posts.id))
    .limit(limit)
    .offset(offset);
  return { posts: rows.map(toView) };
}

/** POST /posts-moderation/report/{postId}: null when moderators already removed it. */
export async function reportPost(ctx: ServiceContext, postId: number, reason: string) {
  requireUser(ctx);
  const [post] = await ctx.db.select().from(posts).where(eq(posts.id, postId)).limit(1);
  if (!post) {
    // A post moderators removed answers 'already processed' (null); one that never was, 404.
    if ((await reportCaseOf(ctx.db, "post", postId))?.status === "removed") return null;
    throw notFound(t.postAlreadyDeleted);
  }
  const [stadium] = await ctx.db.select({ name: stadiums.name }).from(stadiums).where(eq(stadiums.id, post.stadiumId));
  return reportItem(
    ctx,
    { kind: "post", itemId: postId, authorId: post.authorId, context: stadium?.name ?? null, snapshot: { title: post.title, text: post.content, image: post.image } },
    reason,
    { alreadyReported: t.alreadyReported },
  );
}

/** Posts by id as the moderation screen shows them (no visibility filter: staff). */
export async function postsByIds(ctx: ServiceContext, ids: number[]) {
  if (ids.length === 0) return new Map<number, PostView>();
  const rows = await selectPosts(ctx).where(inList(posts.id, ids));
  return new Map(rows.map((r) => [r.id, toView(r)]));
}
