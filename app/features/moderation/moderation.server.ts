// The moderation screens' loader data and form actions, shared by /adminposts and /admincomments:
// the wall's views of the moderation core (api/services/wall-moderation.ts, moderation.ts).
import { parseOrThrow } from "../../../api/errors";
import { intentAction, redirectWithToast } from "../../lib/form-action.server";
import type { ServiceContext } from "../../../api/services/context";
import { bannedUsers, banUser, clearReports, moderationHistory, unbanUser } from "../../../api/services/moderation";
import { reportedComments, reportedPosts } from "../../../api/services/wall-moderation";
import { deletePost } from "../../../api/services/posts";
import { deleteComment } from "../../../api/services/comments";
import { banInputSchema } from "../../../domain/moderation";
import { idSchema } from "../../../domain/wall";
import { moderationMessages as t } from "../../../domain/messages/moderation";
import { z } from "zod";

export type WallScope = "posts" | "comments";
const userId = z.string().trim().min(1).max(64);

/** Both tabs' data (their counts show on the tabs) and each author's last 6 months of moderation. */
async function withBans<T extends { authorId: string }>(ctx: ServiceContext, scope: WallScope, items: T[]) {
  const banned = await bannedUsers(ctx, scope);
  const authors = [...new Set(items.map((i) => i.authorId))];
  const histories = Object.fromEntries(await Promise.all(authors.map(async (id) => [id, await moderationHistory(ctx, id)] as const)));
  return { items, banned, histories };
}

export const postModerationData = async (ctx: ServiceContext) => withBans(ctx, "posts", await reportedPosts(ctx));
export const commentModerationData = async (ctx: ServiceContext) => withBans(ctx, "comments", await reportedComments(ctx));

export function moderationAction(ctx: ServiceContext, request: Request, scope: WallScope) {
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  const kind = scope === "posts" ? "post" : "comment";
  const done = (message: string) => redirectWithToast(here, { kind: "success", message });
  return intentAction(request, {
    delete: {
      destructive: true,
      run: async (input) => {
        const id = parseOrThrow(idSchema, input.fields.itemId);
        if (scope === "posts") await deletePost(ctx, id);
        else await deleteComment(ctx, id);
        return done(scope === "posts" ? t.postDeleted : t.commentDeleted);
      },
    },
    clear: {
      destructive: true,
      run: async (input) => {
        await clearReports(ctx, kind, parseOrThrow(idSchema, input.fields.itemId));
        return done(scope === "posts" ? t.reportsCleared : t.commentReportsCleared);
      },
    },
    ban: async (input) => {
      const ban = await banUser(ctx, parseOrThrow(userId, input.fields.userId), scope, parseOrThrow(banInputSchema, input.fields));
      return done(scope === "posts" ? t.bannedFromPosts(ban.username) : t.bannedFromComments(ban.username));
    },
    unban: {
      destructive: true,
      run: async (input) => {
        const result = await unbanUser(ctx, parseOrThrow(userId, input.fields.userId), scope);
        return done(scope === "posts" ? t.unbannedFromPosts(result.username) : t.unbannedFromComments(result.username));
      },
    },
  });
}
