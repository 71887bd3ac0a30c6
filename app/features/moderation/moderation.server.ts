// The moderation screens' loader data and form actions, shared by /adminposts and /admincomments:
// the wall's views of the moderation core (api/services/wall-moderation.ts, moderation.ts).
import { parseOrThrow } from "../../../api/errors";
import { intentAction, orNotice, redirectWithToast } from "../../lib/form-action.server";
import type { ServiceContext } from "../../../api/services/context";
import { bannedUsers, unbanUser } from "../../../api/services/bans";
import { banAuthor } from "../../../api/services/moderation-bulk";
import { clearReports, openCaseCounts } from "../../../api/services/reports";
import { deleteVote, reportedVotes } from "../../../api/services/votes";
import { moderationHistories } from "../../../api/services/audit";
import { reportedComments, reportedPosts } from "../../../api/services/wall-moderation";
import { deletePost } from "../../../api/services/posts";
import { deleteComment } from "../../../api/services/comments";
import { queueBanInputSchema, removalInputSchema, type CaseQuery, type VoteKind } from "../../../domain/moderation";
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
          const { reason } = parseOrThrow(removalInputSchema, { reason: input.fields.reason?.trim() || undefined });
          if (posts) await deletePost(ctx, id, reason);
          else await deleteComment(ctx, id, reason);
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

// ---- the votes' queue (issue 42): team votes at /adminvotes, player polls at /adminpolls ----

/** A page of a vote kind's queue, each author's history, and the queue's facts. */
export async function voteModerationData(ctx: ServiceContext, request: Request, kind: VoteKind) {
  const query = readCaseQuery(request);
  const page = await reportedVotes(ctx, kind, query);
  assertOnAPage(request, query, page.total, page.items.length);
  const [histories, queue, counts] = await Promise.all([moderationHistories(ctx, page.items.map((i) => i.authorId)), queueFacts(ctx, kind, query, page.total), openCaseCounts(ctx)]);
  return { kind, items: page.items, histories, queue, counts: { team_vote: counts.team_vote, player_vote: counts.player_vote } };
}

/** The votes' queue's form actions: the wall's, on a vote (a ban bars posts, where votes are written). */
export function voteModerationAction(ctx: ServiceContext, request: Request, kind: VoteKind) {
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  const done = (message: string) => redirectWithToast(here, { kind: "success", message });
  return intentAction(request, {
    delete: {
      destructive: true,
      run: (input) =>
        orNotice(t.votes.deleteError, async () => {
          const { reason } = parseOrThrow(removalInputSchema, { reason: input.fields.reason?.trim() || undefined });
          await deleteVote(ctx, kind, parseOrThrow(textIdSchema, input.fields.itemId), reason);
          return done(t.votes.deleted);
        }),
    },
    clear: {
      destructive: true,
      run: (input) =>
        orNotice(t.clearReportsError, async () => {
          await clearReports(ctx, kind, parseOrThrow(textIdSchema, input.fields.itemId));
          return done(t.reportsCleared);
        }),
    },
    bulk: (input) => bulkFormStep(ctx, kind, input, here),
    ban: (input) =>
      orNotice(t.banError, async () => {
        const ban = await banAuthor(ctx, parseOrThrow(textIdSchema, input.fields.userId), "posts", parseOrThrow(queueBanInputSchema, input.fields));
        return done(`${t.bannedFromPosts(ban.username)} ${t.authorItemsSettled(ban.settledCases)}`);
      }),
  });
}
