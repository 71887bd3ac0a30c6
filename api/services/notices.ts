// Account notices the services leave for a user (the accounts area; read at GET /users/me/notices
// and shown in the shell): here, that staff removed something they wrote and why (issue 25).
// Each is a statement to run in the batch of the action it reports, so the two never part.
import type { RawStatement } from "../db/bulk";
import type { RemovedItem } from "../../domain/moderation";
import type { ServiceContext } from "./context";

/**
 * The notice to `authorId` that staff removed their item, with the reason given. Nothing when
 * there is no author (a system message) or the author removed it themself.
 */
export function removalNoticeStatement(ctx: ServiceContext, removed: { item: RemovedItem; authorId: string | null; label: string; reason?: string | null }): RawStatement[] {
  if (!removed.authorId || removed.authorId === ctx.actor?.id) return [];
  return [
    {
      sql: `INSERT INTO account_notices (user_id, kind, old_value, new_value, created_at) SELECT id, 'content_removed', ?, ?, ? FROM users WHERE id = ?`,
      params: [JSON.stringify({ item: removed.item, label: removed.label.slice(0, 80) }), removed.reason ?? null, ctx.now(), removed.authorId],
    },
  ];
}

/**
 * The notice to an order's buyer that staff moved it (issue 25, as Shopify tells a customer):
 * the new status, the tracking number at dispatch, the refund and reason of a cancel. The
 * message is composed when read (myNotices), in the store's language.
 */
export function orderStatusNoticeStatement(
  ctx: ServiceContext,
  move: { orderId: string; buyerId: string; from: string; to: string; trackingNumber?: string | null; refund?: number | null; reason?: string | null },
): RawStatement[] {
  if (move.buyerId === ctx.actor?.id) return [];
  const detail = { order: move.orderId, from: move.from, to: move.to, ...(move.trackingNumber ? { trackingNumber: move.trackingNumber } : {}), ...(move.refund ? { refund: move.refund } : {}) };
  return [
    {
      sql: `INSERT INTO account_notices (user_id, kind, old_value, new_value, created_at) SELECT id, 'order_status', ?, ?, ? FROM users WHERE id = ?`,
      params: [JSON.stringify(detail), move.reason ?? null, ctx.now(), move.buyerId],
    },
  ];
}
