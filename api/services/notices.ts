// Account notices the services leave for a user (the accounts area; read at GET /users/me/notices
// and shown in the shell): here, that staff removed something they wrote and why (issue 25), that
// staff banned them (why and until when), that staff moved their order.
// Each is a statement to run in the batch of the action it reports, so the two never part.
import type { RawStatement } from "../db/bulk";
import type { BanScope, RemovedItem } from "../../domain/moderation";
import type { ServiceContext } from "./context";

/**
 * The notice to `authorId` that staff removed their item, with the reason given. Nothing when
 * there is no author (a system message) or the author removed it themself.
 *
 * One notice per moderation action (decision 040): a removal by the same moderator, of the same
 * kind of item and for the same reason, while the author's notice of it is unread and less than
 * NOTICE_GROUP_WINDOW_MS old, counts into that notice ("30 of your comments were removed")
 * instead of adding one; a bulk removal sends its chunks one after another, so they fold into one.
 * Two statements, in the batch of the removal: the fold, then the insert when nothing folded.
 */
export function removalNoticeStatement(ctx: ServiceContext, removed: { item: RemovedItem; authorId: string | null; label: string; reason?: string | null }): RawStatement[] {
  if (!removed.authorId || removed.authorId === ctx.actor?.id) return [];
  const now = ctx.now();
  const group = JSON.stringify([ctx.actor?.id ?? null, removed.item, removed.reason ?? null]);
  return [
    {
      sql: `UPDATE account_notices SET old_value = json_set(old_value, '$.count', COALESCE(json_extract(old_value, '$.count'), 1) + 1), created_at = ?
            WHERE id = (SELECT id FROM account_notices WHERE user_id = ? AND kind = 'content_removed' AND read_at IS NULL
                          AND json_extract(old_value, '$.group') = ? AND created_at >= ? ORDER BY id DESC LIMIT 1)`,
      params: [now, removed.authorId, group, now - NOTICE_GROUP_WINDOW_MS],
    },
    {
      sql: `INSERT INTO account_notices (user_id, kind, old_value, new_value, created_at) SELECT id, 'content_removed', ?, ?, ? FROM users WHERE id = ? AND changes() = 0`,
      params: [JSON.stringify({ item: removed.item, label: removed.label.slice(0, 80), count: 1, group }), removed.reason ?? null, now, removed.authorId],
    },
  ];
}

/** How long after its last removal a moderator's unread removal notice still takes the next one of the same action. */
export const NOTICE_GROUP_WINDOW_MS = 10 * 60_000;

/** The notice to a user that staff banned them from a scope: the reason and the end (null: for good). In the ban's batch. */
export function banNoticeStatement(ctx: ServiceContext, ban: { userId: string; scope: BanScope; reason: string; endsAt: number | null }): RawStatement {
  return {
    sql: `INSERT INTO account_notices (user_id, kind, old_value, new_value, created_at) SELECT id, 'user_banned', ?, ?, ? FROM users WHERE id = ?`,
    params: [JSON.stringify({ scope: ban.scope, endsAt: ban.endsAt }), ban.reason, ctx.now(), ban.userId],
  };
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
