// The bulk action's one confirmation (its reason, a ban's scope, length and the author's items),
// then the run through POST /api/admin/moderation/bulk in chunks of BULK_MAX_ITEMS with a progress
// bar, then the summary with each refusal.
import { useState, type FormEvent } from "react";
import type { BulkFailure } from "./queue.server";
import { AUTHOR_ITEMS_ACTIONS, BAN_SCOPE_OF, BULK_BAN_DURATIONS, BULK_MAX_ITEMS, type BanDuration, type BulkAction, type ReportableKind } from "../../../domain/moderation";
import { moderationMessages as t } from "../../../domain/messages/moderation";
import { Modal } from "../../ui/modal";
import { api } from "../../lib/api-client";
import { readError } from "./queue-selection";


/** The reason and, for a ban, the scope and the length: what the one confirmation asks for. */
export function BulkFields({ kind, action }: { kind: ReportableKind; action: BulkAction }) {
  if (action === "clear") return null;
  if (action === "delete")
    return (
      <label className="field">
        {t.queue.deleteReason}
        <textarea name="reason" maxLength={500} rows={2} />
      </label>
    );
  return (
    <>
      <p className="small">
        <strong>{t.queue.banScope[BAN_SCOPE_OF[kind]]}</strong>
      </p>
      <label className="field">
        {t.banReason}
        <textarea name="reason" required maxLength={500} rows={2} />
      </label>
      <fieldset className="queue-durations">
        <legend>{t.banDuration}</legend>
        {BULK_BAN_DURATIONS.map((d) => (
          <label key={d} className="checkbox">
            <input type="radio" name="duration" value={d} defaultChecked={d === "7d"} />
            {t.durations[d]}
          </label>
        ))}
      </fieldset>
      <AuthorItemsChoice />
    </>
  );
}

/** What a ban does with the author's reported items (issue 42): they leave the queue either way. Shared by the bar and each row's dialog. */
export function AuthorItemsChoice() {
  return (
    <fieldset className="queue-durations" data-testid="author-items">
      <legend>{t.authorItemsLegend}</legend>
      {AUTHOR_ITEMS_ACTIONS.map((a) => (
        <label key={a} className="checkbox">
          <input type="radio" name="authorItems" value={a} defaultChecked={a === "clear"} />
          {t.authorItems[a]}
        </label>
      ))}
    </fieldset>
  );
}

type Progress = { done: number; failed: BulkFailure[]; stopped: string | null };

/** The one confirmation ("Nettoyer 300 cas ?"), then the run in chunks with its progress, then the summary. */
export function BulkDialog({
  kind,
  action,
  ids,
  onCancel,
  onFinish,
}: {
  kind: ReportableKind;
  action: BulkAction;
  ids: string[];
  onCancel: () => void;
  onFinish: () => void;
}) {
  const [phase, setPhase] = useState<"confirm" | "running" | "done">("confirm");
  const [progress, setProgress] = useState<Progress>({
    done: 0,
    failed: [],
    stopped: null,
  });
  const total = ids.length;
  const run = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const reason = String(form.get("reason") ?? "").trim() || undefined;
    // The server checks the duration against its list (the form offers only those).
    const duration = form.get("duration") ? (String(form.get("duration")) as BanDuration) : undefined;
    const authorItems = form.get("authorItems") === "remove" ? ("remove" as const) : ("clear" as const);
    setPhase("running");
    let done = 0;
    const failed: BulkFailure[] = [];
    let stopped: string | null = null;
    for (let i = 0; i < ids.length; i += BULK_MAX_ITEMS) {
      const chunk = ids.slice(i, i + BULK_MAX_ITEMS);
      if (stopped !== null) {
        failed.push(...chunk.map((itemId) => ({ itemId, status: 0, message: stopped! })));
        continue;
      }
      const res = await api.admin.moderation.bulk.$post({ json: { kind, action, itemIds: chunk, reason, duration, authorItems } }).catch(() => null);
      if (res?.ok) {
        const body = (await res.json()) as {
          done: string[];
          failed: BulkFailure[];
        };
        done += body.done.length;
        failed.push(...body.failed);
      } else {
        const message = res ? (await readError(res)) || `HTTP ${res.status}` : t.queue.networkError;
        failed.push(
          ...chunk.map((itemId) => ({
            itemId,
            status: res?.status ?? 0,
            message,
          }))
        );
        // A refusal of the whole call (signed out, a bad reason) would refuse every chunk alike.
        if (res && res.status < 500) stopped = message;
      }
      setProgress({ done, failed: [...failed], stopped });
    }
    setPhase("done");
  };
  const handled = progress.done + progress.failed.length;
  return (
    <Modal
      title={t.queue.confirm[action](total)}
      labelledBy="bulk-dialog-title"
      onClose={phase === "running" ? () => {} : phase === "done" ? onFinish : onCancel}
      className="bulk-dialog"
    >
      {phase === "confirm" ? (
        <form onSubmit={run} className="form-stack" data-testid="bulk-confirm">
          <p>{t.queue.confirmDetail[action]}</p>
          <BulkFields kind={kind} action={action} />
          <div className="confirm-actions">
            <button type="button" className="btn btn-secondary" onClick={onCancel}>
              {t.queue.cancel}
            </button>
            <button type="submit" className="btn btn-danger">
              {t.queue.confirmButton[action](total)}
            </button>
          </div>
        </form>
      ) : (
        <div className="form-stack" data-testid="bulk-progress">
          <progress max={total} value={handled} aria-label={t.queue.progressLabel} />
          <p role="status" aria-live="polite" data-testid="bulk-progress-text">
            {t.queue.progress(handled, total, progress.failed.length)}
          </p>
          {phase === "done" && (
            <>
              <p data-testid="bulk-summary">
                <strong>{t.queue.summary(progress.done, progress.failed.length)}</strong>
                {progress.stopped && ` · ${t.queue.stopped} : ${progress.stopped}`}
              </p>
              <FailureList failed={progress.failed} />
              <div className="confirm-actions">
                <button type="button" className="btn btn-primary" onClick={onFinish} autoFocus>
                  {t.queue.close}
                </button>
              </div>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}

export function FailureList({ failed }: { failed: BulkFailure[] }) {
  if (failed.length === 0) return null;
  return (
    <details open={failed.length <= 10} className="queue-failures">
      <summary>
        {t.queue.failuresTitle} ({failed.length})
      </summary>
      <ul className="small" data-testid="bulk-failures">
        {failed.map((f) => (
          <li key={f.itemId}>{t.queue.failure(f.itemId, f.message)}</li>
        ))}
      </ul>
    </details>
  );
}
