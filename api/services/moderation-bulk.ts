// Acting on many reported items at once (issue 25, Discourse's review queue): clear, delete or
// ban the authors of up to BULK_MAX_ITEMS cases of a kind in one call, each item through the
// same service as a single action (so each is checked and audited on its own), and a report of
// what was done and what was refused. The screen sends a larger selection in chunks and shows
// the progress; "select all matching" asks for the matching ids first (openCaseIds).
import { AppError } from "../errors";
import { parseRowId } from "../../domain/ids";
import { BAN_SCOPE_OF, BULK_SELECT_MAX, type BulkModerationInput, type CaseQuery, type ReportableKind } from "../../domain/moderation";
import { requireAbility, type ServiceContext } from "./context";
import { banUser } from "./bans";
import { banFromChat, clearMessageReports, deleteMessage } from "./chat";
import { deleteComment } from "./comments";
import { deletePost } from "./posts";
import { clearReports, openCases, reportCaseOf } from "./reports";

export type BulkOutcome = { done: string[]; failed: { itemId: string; status: number; message: string }[]; bannedUsers: string[] };

export async function bulkModerate(ctx: ServiceContext, input: BulkModerationInput): Promise<BulkOutcome> {
  requireAbility(ctx, "content:moderate");
  const outcome: BulkOutcome = { done: [], failed: [], bannedUsers: [] };
  const banned = new Set<string>();
  // One after another: each item is its own all-or-nothing batch, so a refusal stops nothing else.
  for (const itemId of [...new Set(input.itemIds)]) {
    try {
      if (input.action === "clear") await clear(ctx, input.kind, itemId);
      else if (input.action === "delete") await remove(ctx, input.kind, itemId, input.reason);
      else {
        const author = (await reportCaseOf(ctx.db, input.kind, itemId))?.authorId;
        if (!author) throw new AppError(404, "not_found", "No author to ban for this item");
        if (!banned.has(author)) {
          const ban = { reason: input.reason!, duration: input.duration };
          if (input.kind === "chat_message") await banFromChat(ctx, author, ban);
          else await banUser(ctx, author, BAN_SCOPE_OF[input.kind], ban);
          banned.add(author);
          outcome.bannedUsers.push(author);
        }
      }
      outcome.done.push(itemId);
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      outcome.failed.push({ itemId, status: err.status, message: err.message });
    }
  }
  return outcome;
}

function clear(ctx: ServiceContext, kind: ReportableKind, itemId: string) {
  return kind === "chat_message" ? clearMessageReports(ctx, itemId) : clearReports(ctx, kind, itemId);
}

function remove(ctx: ServiceContext, kind: ReportableKind, itemId: string, reason?: string) {
  if (kind === "chat_message") return deleteMessage(ctx, itemId, reason);
  const id = parseRowId(itemId);
  if (id === null) throw new AppError(404, "not_found", "No such item");
  return kind === "post" ? deletePost(ctx, id, reason) : deleteComment(ctx, id, reason);
}

/** Every open case's item id that a queue's filters match (for "select all"), newest report first. */
export async function openCaseIds(ctx: ServiceContext, kind: ReportableKind, filter: CaseQuery): Promise<{ itemIds: string[]; total: number }> {
  const { cases, total } = await openCases(ctx, kind, { ...filter, limit: BULK_SELECT_MAX, offset: 0 }, { withReports: false });
  return { itemIds: cases.map((c) => c.itemId), total };
}
