// The moderation queue's bulk action bar (sticky at the bottom): how many are selected and one
// button per action, in the actions' hierarchy shared with each row.
import { Form, useRevalidator } from "@remix-run/react";
import { useCallback, useMemo, useState } from "react";
import { BULK_ACTIONS, type BulkAction, type ReportableKind } from "../../../domain/moderation";
import { moderationMessages as t } from "../../../domain/messages/moderation";
import { useHydrated } from "../../lib/time";
import { BulkDialog } from "./bulk-dialog";
import { useSelection } from "./queue-selection";


// Read when shown: the reader's language (a module constant would keep the first reader's).
const actionLabel = (action: BulkAction): string => ({ clear: t.queue.bulkClear, delete: t.queue.bulkDelete, ban: t.queue.bulkBan })[action];
/** The actions' hierarchy (issue 41), one for the bar and every row: clearing is neutral, deleting and banning are danger. */
export const ACTION_TONE: Record<BulkAction, "neutral" | "danger"> = { clear: "neutral", delete: "danger", ban: "danger" };
export const ACTION_CLASS: Record<BulkAction, string> = {
  clear: ACTION_TONE.clear === "danger" ? "btn btn-danger" : "btn btn-secondary",
  delete: ACTION_TONE.delete === "danger" ? "btn btn-danger" : "btn btn-secondary",
  ban: ACTION_TONE.ban === "danger" ? "btn btn-danger" : "btn btn-secondary",
};

/**
 * The action bar (sticky at the bottom of the screen). Without JavaScript its buttons post the
 * checked rows for review; with it they open the one confirmation, which then runs the chunks.
 */
export function BulkBar({ kind }: { kind: ReportableKind }) {
  const s = useSelection();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [action, setAction] = useState<BulkAction | null>(null);
  const ids = useMemo(() => [...s.selected], [s.selected]);
  const finish = useCallback(() => {
    setAction(null);
    s.clear();
    revalidator.revalidate();
  }, [s, revalidator]);
  return (
    <>
      <Form
        method="post"
        id="bulk-form"
        className={`bulk-bar${hydrated && s.selected.size === 0 ? " bulk-bar-idle" : ""}`}
        aria-label={t.queue.bulkLabel}
        data-testid="bulk-bar"
      >
        <input type="hidden" name="intent" value="bulk" />
        {hydrated && (
          <p className="bulk-count" aria-live="polite">
            {t.queue.selected(s.selected.size)}
          </p>
        )}
        <div className="bulk-buttons">
          {BULK_ACTIONS.map((a) =>
            hydrated ? (
              <button
                key={a}
                type="button"
                className={ACTION_CLASS[a]}
                disabled={s.selected.size === 0}
                onClick={() => setAction(a)}
                aria-label={actionLabel(a)}
              >
                <ActionWords action={a} />
              </button>
            ) : (
              <button key={a} type="submit" name="action" value={a} className={ACTION_CLASS[a]} aria-label={actionLabel(a)}>
                <ActionWords action={a} />
              </button>
            )
          )}
          {hydrated && s.selected.size > 0 && (
            <button type="button" className="btn btn-ghost" onClick={s.clear}>
              {t.queue.emptySelection}
            </button>
          )}
        </div>
      </Form>
      {action && <BulkDialog kind={kind} action={action} ids={ids} onCancel={() => setAction(null)} onFinish={finish} />}
    </>
  );
}

/** An action's full words, or its short one on a phone (the button's name stays the full one). */
const ActionWords = ({ action }: { action: BulkAction }) => (
  <>
    <span className="bulk-full" aria-hidden="true">
      {actionLabel(action)}
    </span>
    <span className="bulk-short" aria-hidden="true">
      {t.queue.bulkShort[action]}
    </span>
  </>
);
