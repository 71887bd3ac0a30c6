// Acting on many reported items at once (issue 25, Discourse's review queue): clear, delete or
// ban the authors of up to BULK_MAX_ITEMS cases of a kind in one call, each item through the
// same service as a single action (so each is checked and audited on its own), and a report of
// what was done and what was refused. The screen sends a larger selection in chunks and shows
// the progress; "select all matching" asks for the matching ids first (openCaseIds).
// A ban from a queue takes the author's open cases in its scope out of the queue in the same
// confirmed action (issue 42): their reports cleared, or the items removed.
import { AppError } from "../errors";
import { parseRowId } from "../../domain/ids";
import { IN_JSON, jsonList } from "../db/in-list";
import { atomicBatch } from "../db/bulk";
import {
  BAN_SCOPE_OF,
  BULK_SELECT_MAX,
  KINDS_OF_SCOPE,
  type BanScope,
  type BulkModerationInput,
  type CaseQuery,
  type QueueBanInput,
  type ReportableKind,
} from "../../domain/moderation";
import { requireAbility, type ServiceContext } from "./context";
import { activeBan, banUser } from "./bans";
import { banFromChat, clearMessageReports, deleteMessage } from "./chat";
import { deleteComment } from "./comments";
import { deletePost } from "./posts";
import { deleteVote } from "./votes";
import { auditEachStatement } from "./audit";
import { clearReports, openCases, reportCaseOf } from "./reports";

export type BulkOutcome = { done: string[]; failed: { itemId: string; status: number; message: string }[]; bannedUsers: string[] };

export async function bulkModerate(ctx: ServiceContext, input: BulkModerationInput): Promise<BulkOutcome> {
  requireAbility(ctx, "content:moderate");
  const outcome: BulkOutcome = { done: [], failed: [], bannedUsers: [] };
  const banned = new Set<string>();
  const scope = BAN_SCOPE_OF[input.kind];
  // One after another: each item is its own all-or-nothing batch, so a refusal stops nothing else.
  for (const itemId of [...new Set(input.itemIds)]) {
    try {
      if (input.action === "clear") await clear(ctx, input.kind, itemId);
      else if (input.action === "delete") await remove(ctx, input.kind, itemId, input.reason);
      else {
        const found = await reportCaseOf(ctx.db, input.kind, itemId);
        const author = found?.authorId;
        if (!author) throw new AppError(404, "not_found", "No author to ban for this item");
        // An earlier chunk of the same selection banned this author and took the case out of the queue: done already.
        const handledByBan = found.status !== "open" && (await activeBan(ctx.db, author, scope, ctx.now())) !== null;
        if (!banned.has(author) && !handledByBan) {
          await banAuthor(ctx, author, scope, { reason: input.reason!, duration: input.duration, authorItems: input.authorItems });
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

/**
 * Bans a reported item's author from a queue (the row's dialog, the bulk bar), then takes every
 * open case of theirs in the ban's scope out of the queue: cleared in one batch with one audit row
 * per case, or each item removed through its own service (audited, and told to the author in one
 * notice for the whole action, api/services/notices.ts). Returns the ban and how many cases left.
 */
export async function banAuthor(ctx: ServiceContext, userId: string, scope: BanScope, input: QueueBanInput) {
  const ban = scope === "chat" ? await banFromChat(ctx, userId, input) : await banUser(ctx, userId, scope, input);
  const kinds = KINDS_OF_SCOPE(scope);
  let settled = 0;
  if (input.authorItems === "clear") {
    const now = ctx.now();
    // The author's open cases of these kinds, however many: the kinds and nothing else are bound (no list of ids).
    const theirs = (kind: ReportableKind) => ({
      sql: `SELECT item_id AS id, COALESCE(snapshot_title, substr(snapshot_text, 1, 80)) AS label, author_id AS subject,
                   json_object('reporters', reporters, 'hidden', hidden, 'withBan', 1) AS before
            FROM report_cases WHERE author_id = ? AND kind = ? AND status = 'open'`,
      params: [userId, kind],
    });
    const results = await atomicBatch(ctx.db, [
      ...kinds.map((kind) => auditEachStatement(ctx, { action: "reports.clear", targetKind: kind, reason: input.reason }, theirs(kind))),
      {
        sql: `UPDATE report_cases SET status = 'cleared', hidden = 0, reporters = 0, round = round + 1, handled_by = ?, handled_at = ?
              WHERE author_id = ? AND status = 'open' AND kind IN ${IN_JSON}`,
        params: [ctx.actor!.id, now, userId, jsonList(kinds)],
      },
    ]);
    settled = (results.at(-1) as D1Result).meta.changes ?? 0;
  } else {
    const tried = new Set<string>();
    for (const kind of kinds) {
      // Page through the author's open cases; each removal closes its case, so the first page is always the next.
      for (;;) {
        const { cases } = await openCases(ctx, kind, { limit: 100, offset: 0, author: userId }, { withReports: false });
        const mine = cases.filter((c) => c.authorId === userId && !tried.has(`${kind}:${c.itemId}`));
        if (mine.length === 0) break;
        for (const c of mine) tried.add(`${kind}:${c.itemId}`);
        for (const c of mine) {
          await remove(ctx, kind, c.itemId, input.reason);
          settled++;
        }
      }
    }
  }
  return { ...ban, settledCases: settled };
}

function clear(ctx: ServiceContext, kind: ReportableKind, itemId: string) {
  return kind === "chat_message" ? clearMessageReports(ctx, itemId) : clearReports(ctx, kind, itemId);
}

function remove(ctx: ServiceContext, kind: ReportableKind, itemId: string, reason?: string) {
  if (kind === "chat_message") return deleteMessage(ctx, itemId, reason);
  if (kind === "team_vote" || kind === "player_vote") return deleteVote(ctx, kind, itemId, reason);
  const id = parseRowId(itemId);
  if (id === null) throw new AppError(404, "not_found", "No such item");
  return kind === "post" ? deletePost(ctx, id, reason) : deleteComment(ctx, id, reason);
}

/** Every open case's item id that a queue's filters match (for "select all"), newest report first. */
export async function openCaseIds(ctx: ServiceContext, kind: ReportableKind, filter: CaseQuery): Promise<{ itemIds: string[]; total: number }> {
  const { cases, total } = await openCases(ctx, kind, { ...filter, limit: BULK_SELECT_MAX, offset: 0 }, { withReports: false });
  return { itemIds: cases.map((c) => c.itemId), total };
}
