// The moderation screens' loader data and form actions, shared by /adminposts and /admincomments:
// the wall's views of the moderation core (api/services/wall-moderation.ts, moderation.ts).
import { parseOrThrow } from "../../../api/errors";
import { intentAction, orNotice, redirectWithToast } from "../../lib/form-action.server";
import type { ServiceContext } from "../../../api/services/context";
import { bannedUsers, unbanUser } from "../../../api/services/bans";
import { banAuthor } from "../../../api/services/moderation-bulk";
import { clearReports } from "../../../api/services/reports";
import { moderationHistories } from "../../../api/services/audit";
import { reportedComments, reportedPosts } from "../../../api/services/wall-moderation";
import { deletePost } from "../../../api/services/posts";
import { deleteComment } from "../../../api/services/comments";
import { queueBanInputSchema, type CaseQuery } from "../../../domain/moderation";
import { assertOnAPage, bulkFormStep, queueFacts, readCaseQuery } from "./queue.server";

import { moderationMessages as t } from "../../../domain/messages/moderation";
import { rowIdSchema, textIdSchema } from "../../../domain/ids";

export type WallScope = "posts" | "comments";

/** Both tabs' data (their counts show on the tabs) and each author's last 6 months of moderation. */
async function withBans<T extends { authorId: string }>(ctx: ServiceContext, scope: WallScope, { items, total }: { items: T[]; total: number }) {
  const [banned, histories] = await Promise.all([bannedUsers(ctx, scope), moderationHistories(ctx, items.map((i) => i.authorId))]);
  return { items, total, banned, histories };
}

/** A page of the queue (?limit=&offset= and the URL's filters), the banned users and the queue's facts. */
async function queueData<T extends { authorId: string }>(
  ctx: ServiceContext,
  request: Request,
  scope: WallScope,
  read: (query: CaseQuery) => Promise<{ items: T[]; total: number }>
) {
  const query = readCaseQuery(request);
  const page = await read(query);
  assertOnAPage(request, query, page.total, page.items.length);
  const [data, queue] = await Promise.all([withBans(ctx, scope, page), queueFacts(ctx, scope === "posts" ? "post" : "comment", query, page.total)]);
  return { ...data, queue };
}
export const postModerationData = (ctx: ServiceContext, request: Request) => queueData(ctx, request, "posts", (q) => reportedPosts(ctx, q));
export const commentModerationData = (ctx: ServiceContext, request: Request) => queueData(ctx, request, "comments", (q) => reportedComments(ctx, q));

export function moderationAction(ctx: ServiceContext, request: Request, scope: WallScope) {
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  const kind = scope === "posts" ? "post" : "comment";
  // Comment moderation's success toasts last 3 s (§2); its errors, like every failure here, stay in the page's alert.
  const done = (message: string) => redirectWithToast(here, { kind: "success", message, ...(scope === "comments" ? { seconds: 3 } : {}) });
  const posts = scope === "posts";
  return intentAction(request, {
    delete: {
      destructive: true,
      run: (input) =>
        orNotice(posts ? t.deletePostError : t.deleteCommentError, async () => {
          const id = parseOrThrow(rowIdSchema, input.fields.itemId);
          if (posts) await deletePost(ctx, id);
          else await deleteComment(ctx, id);
          return done(posts ? t.postDeleted : t.commentDeleted);
        }),
    },
    clear: {
      destructive: true,
      run: (input) =>
        orNotice(posts ? t.clearReportsError : t.clearCommentReportsError, async () => {
          await clearReports(ctx, kind, parseOrThrow(rowIdSchema, input.fields.itemId));
          return done(posts ? t.reportsCleared : t.commentReportsCleared);
        }),
    },
    bulk: (input) => bulkFormStep(ctx, kind, input, here),
    ban: (input) =>
      orNotice(posts ? t.banError : t.banUserError, async () => {
        const ban = await banAuthor(ctx, parseOrThrow(textIdSchema, input.fields.userId), scope, parseOrThrow(queueBanInputSchema, input.fields));
        return done(`${posts ? t.bannedFromPosts(ban.username) : t.bannedFromComments(ban.username)} ${t.authorItemsSettled(ban.settledCases)}`);
      }),
    unban: {
      destructive: true,
      run: (input) =>
        orNotice(posts ? t.unbanError : t.unbanUserError, async () => {
          const result = await unbanUser(ctx, parseOrThrow(textIdSchema, input.fields.userId), scope);
          return done(posts ? t.unbannedFromPosts(result.username) : t.unbannedFromComments(result.username));
        }),
    },
  });
}
