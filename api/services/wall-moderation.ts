// The wall's views of the moderation core (api/services/moderation.ts): the reported posts
// and comments with the spec's shapes (community.md §3), and the staff actions on them.
import { requireAbility, type ServiceContext } from "./context";
import { bannedAmong } from "./bans";
import { openCases } from "./reports";
import type { CaseQuery } from "../../domain/moderation";
import { postsByIds } from "./posts";
import { commentsByIds } from "./comments";

/** GET /posts-moderation/admin/reported-posts */
export async function reportedPosts(ctx: ServiceContext, query?: CaseQuery) {
  requireAbility(ctx, "content:moderate");
  const { cases, total } = await openCases(ctx, "post", query);
  const byId = await postsByIds(ctx, cases.map((c) => Number(c.itemId)));
  const banned = await bannedAmong(ctx.db, "posts", [...byId.values()].map((p) => p.authorId), ctx.now());
  const items = cases.flatMap((c) => {
    const post = byId.get(Number(c.itemId));
    if (!post) return [];
    return [
      {
        id: post.id,
        authorId: post.authorId,
        author: { username: post.author.username, teamName: post.author.teamName, avatar: post.author.avatar, isPostBanned: banned.has(post.authorId) },
        stadium: { name: post.stadium.name, club: post.stadium.club },
        createdAt: post.createdAt,
        title: post.title,
        content: post.content,
        image: post.image,
        likesCount: post.likesCount,
        commentsCount: post.commentsCount,
        category: post.category,
        hidden: c.hidden,
        reportsCount: c.reporters,
        reportedBy: c.reports.map((r) => ({ username: r.username, reason: r.reason, timestamp: r.createdAt })),
      },
    ];
  });
  return { items, total };
}

/** GET /comments-moderation/admin/reported-comments */
export async function reportedComments(ctx: ServiceContext, query?: CaseQuery) {
  requireAbility(ctx, "content:moderate");
  const { cases, total } = await openCases(ctx, "comment", query);
  const byId = await commentsByIds(ctx, cases.map((c) => Number(c.itemId)));
  const banned = await bannedAmong(ctx.db, "comments", [...byId.values()].map((c) => c.authorId as string), ctx.now());
  const items = cases.flatMap((c) => {
    const comment = byId.get(Number(c.itemId));
    if (!comment) return [];
    return [
      {
        id: comment.id,
        authorId: comment.authorId,
        author: { username: comment.username, teamName: comment.teamName, avatar: comment.avatar, isCommentBanned: banned.has(comment.authorId) },
        createdAt: comment.createdAt,
        parentCommentId: comment.parentCommentId,
        content: comment.content,
        post: { id: comment.postId, title: comment.postTitle, stadium: { name: comment.stadiumName, club: comment.stadiumClub } },
        hidden: c.hidden,
        reportsCount: c.reporters,
        reportedBy: c.reports.map((r) => ({ username: r.username, timestamp: r.createdAt, reason: r.reason })),
      },
    ];
  });
  return { items, total };
}
