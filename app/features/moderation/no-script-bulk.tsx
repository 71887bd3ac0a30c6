// The moderation queue's bulk form without JavaScript: the checked rows of the page post to the
// route's action (bulk intent), which answers with a review to confirm or a summary.
import { Form, Link, useActionData, useLocation } from "@remix-run/react";
import type { BulkFailure, BulkReview } from "./queue.server";
import type { ReportableKind } from "../../../domain/moderation";
import { moderationMessages as t } from "../../../domain/messages/moderation";
import { BulkFields, FailureList } from "./bulk-dialog";


type BulkActionData = {
  intent?: string;
  ok?: boolean;
  message?: string;
  review?: BulkReview;
  failed?: BulkFailure[];
};

/**
 * The bulk form's answers without JavaScript: the review (the one confirmation, with the count,
 * the reason and the ban's length) or the summary with each refusal.
 */
export function NoScriptBulkResult({ kind }: { kind: ReportableKind }) {
  const data = useActionData<BulkActionData>();
  const { pathname, search } = useLocation();
  if (data?.intent !== "bulk") return null;
  if (data.review) {
    const { action, itemIds } = data.review;
    return (
      <section className="card bulk-review" aria-labelledby="bulk-review-title" data-testid="bulk-review">
        <h2 id="bulk-review-title">{t.queue.confirm[action](itemIds.length)}</h2>
        <p>{t.queue.confirmDetail[action]}</p>
        <Form method="post" className="form-stack">
          <input type="hidden" name="intent" value="bulk" />
          <input type="hidden" name="confirm" value="yes" />
          <input type="hidden" name="action" value={action} />
          {itemIds.map((id) => (
            <input key={id} type="hidden" name="itemId" value={id} />
          ))}
          <BulkFields kind={kind} action={action} />
          <div className="confirm-actions">
            <button type="submit" className="btn btn-danger">
              {t.queue.confirmButton[action](itemIds.length)}
            </button>
            <Link className="btn btn-secondary" to={pathname + search}>
              {t.queue.cancel}
            </Link>
          </div>
        </Form>
      </section>
    );
  }
  if (data.failed)
    return (
      <div className="alert alert-error" role="alert" data-testid="bulk-summary">
        <p>{data.message}</p>
        <FailureList failed={data.failed} />
      </div>
    );
  return null;
}
