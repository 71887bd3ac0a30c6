// What /terrace shows, driven by the URL: the chooser; or the chosen stadium's wall (keyset
// pages, each post with its comment preview); or one post's thread (?thread=id: comments 20 a
// page, each with its first replies, and one comment's replies paged 10 at a time); or the
// user's bookmarks (?view=bookmarks, 20 a page). In each, ?edit=id opens that post's edit form.
import { z } from "zod";
import type { ServiceContext } from "../../../api/services/context";
import * as stadiums from "../../../api/services/stadiums";
import * as posts from "../../../api/services/posts";
import * as comments from "../../../api/services/comments";
import { myActiveBans } from "../../../api/services/bans";
import { parseOrThrow } from "../../../api/errors";
import { COMMENTS_PAGE, POSTS_PAGE, REPLIES_PAGE, postListQuerySchema } from "../../../domain/wall";
import { can } from "../../../domain/permissions";
import { rowIdSchema } from "../../../domain/ids";
import { queryParams } from "../../lib/query.server";

const pageNumber = z.coerce.number().int().min(0).max(5_000).default(0);
const threadQuerySchema = z.object({ thread: rowIdSchema, cpage: pageNumber, replies: rowIdSchema.optional(), rpage: pageNumber });
const bookmarksQuerySchema = z.object({ view: z.literal("bookmarks"), bpage: pageNumber });
/** ?edit=id: that post's card is its edit form (in the URL, so it opens without JavaScript too). */
const editQuerySchema = z.object({ edit: rowIdSchema.optional() });

type Thread = { cpage: number; pages: number; replies: { commentId: number; rpage: number; pages: number } | null };

export async function terraceData(ctx: ServiceContext, url: URL) {
  // "staff" here: who may delete others' posts and comments (and sees what reports hid).
  const [stadium, bans] = await Promise.all([stadiums.myStadium(ctx), myActiveBans(ctx)]);
  // A post or comment ban in force turns its forms off with the reason and end (issue 25).
  const me = { id: ctx.actor!.id, staff: can(ctx.actor!.role, "content:moderate"), postBan: bans.posts?.message ?? null, commentBan: bans.comments?.message ?? null };
  if (!stadium) return { me, stadium: null, stadiums: await stadiums.listStadiums(ctx), query: null, page: null, thread: null, bookmarks: null, editId: null } as const;
  const params = queryParams(url);
  const editId = parseOrThrow(editQuerySchema, params).edit ?? null;

  if (params.view === "bookmarks") {
    const q = parseOrThrow(bookmarksQuerySchema, params);
    const list = await posts.listBookmarks(ctx, POSTS_PAGE + 1, q.bpage * POSTS_PAGE);
    const shown = list.posts.slice(0, POSTS_PAGE);
    const previews = await comments.previewsOf(ctx, shown.map((p) => p.id));
    const page = { posts: shown.map((post) => ({ ...post, preview: previews.get(post.id)! })), nextCursor: null };
    return { me, stadium, stadiums: [], query: null, page, thread: null, bookmarks: { bpage: q.bpage, more: list.posts.length > POSTS_PAGE }, editId } as const;
  }

  if (params.thread) {
    const q = parseOrThrow(threadQuerySchema, params);
    const post = await posts.getPost(ctx, q.thread);
    const [list, counts] = await Promise.all([comments.listComments(ctx, post.id, { limit: COMMENTS_PAGE, offset: q.cpage * COMMENTS_PAGE }), comments.visibleCounts(ctx, [post.id])]);
    let tops = await comments.withReplies(ctx, list.comments, REPLIES_PAGE);
    let replies: Thread["replies"] = null;
    if (q.replies && tops.some((c) => c.id === q.replies)) {
      const page = await comments.listReplies(ctx, q.replies, { limit: REPLIES_PAGE, offset: q.rpage * REPLIES_PAGE });
      tops = tops.map((c) => (c.id === q.replies ? { ...c, replies: page.replies } : c));
      replies = { commentId: q.replies, rpage: q.rpage, pages: Math.max(1, Math.ceil(page.total / REPLIES_PAGE)) };
    }
    const thread: Thread = { cpage: q.cpage, pages: Math.max(1, Math.ceil(list.total / COMMENTS_PAGE)), replies };
    const page = { posts: [{ ...post, preview: { comments: tops, total: list.total, count: counts.get(post.id) ?? 0 } }], nextCursor: null };
    return { me, stadium, stadiums: [], query: null, page, thread, bookmarks: null, editId } as const;
  }

  const query = parseOrThrow(postListQuerySchema, params);
  const page = await posts.listPosts(ctx, stadium.id, query);
  const previews = await comments.previewsOf(ctx, page.posts.map((p) => p.id));
  const withComments = page.posts.map((post) => ({ ...post, preview: previews.get(post.id)! }));
  return { me, stadium, stadiums: [], query, page: { ...page, posts: withComments }, thread: null, bookmarks: null, editId } as const;
}
