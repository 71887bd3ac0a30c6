// The moderation queue's selection (queue-screen.tsx): one context for the checked cases, a row's
// checkbox, "select all on this page" and "select all matching" (the ids endpoint).
import { createContext, useContext, useState } from "react";
import type { QueueFacts } from "./queue.server";
import { BULK_SELECT_MAX, caseFilterParams } from "../../../domain/moderation";
import { moderationMessages as t } from "../../../domain/messages/moderation";
import { useHydrated } from "../../lib/time";
import { api } from "../../lib/api-client";


export type Selection = {
  selected: ReadonlySet<string>;
  /** Ids of this page, in order. */
  pageIds: readonly string[];
  /** The selection came from "select all matching" (and how many matched then). */
  matching: number | null;
  toggle: (id: string, on: boolean) => void;
  setPage: (on: boolean) => void;
  replace: (ids: string[], matching: number) => void;
  clear: () => void;
};
export const SelectionContext = createContext<Selection | null>(null);
export function useSelection() {
  const s = useContext(SelectionContext);
  if (!s) throw new Error("useSelection outside <Queue>");
  return s;
}

/** A row's checkbox. Without JavaScript it belongs to the bulk form (form="bulk-form"), so the checked rows post. */
export function RowSelect({ id, label }: { id: string; label: string }) {
  const s = useSelection();
  return (
    <label className="queue-select">
      <input type="checkbox" name="itemId" value={id} form="bulk-form" checked={s.selected.has(id)} onChange={(e) => s.toggle(id, e.currentTarget.checked)} />
      <span className="visually-hidden">{t.queue.selectRow(label)}</span>
    </label>
  );
}

/** "Select all on this page", how many are selected, and "select all T matching" (JavaScript only: it reads the ids endpoint). */
export function SelectionBar({ queue }: { queue: QueueFacts }) {
  const s = useSelection();
  const hydrated = useHydrated();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState("");
  if (!hydrated) return null;
  const allOnPage = s.pageIds.length > 0 && s.pageIds.every((id) => s.selected.has(id));
  const selectAllMatching = async () => {
    setLoading(true);
    setError("");
    try {
      const res = await api.admin.moderation[":kind"].ids.$get({ param: { kind: queue.kind }, query: Object.fromEntries(caseFilterParams(queue.query)) });
      if (!res.ok) throw new Error(await readError(res));
      const body = await res.json();
      s.replace(body.itemIds, body.total);
    } catch (err) {
      setError(`${t.queue.selectAllError}${(err as Error).message ? ` : ${(err as Error).message}` : ""}`);
    } finally {
      setLoading(false);
    }
  };
  return (
    <div className="queue-selection" data-testid="queue-selection">
      <label className="checkbox queue-select-page">
        <input type="checkbox" checked={allOnPage} onChange={(e) => s.setPage(e.currentTarget.checked)} />
        {t.queue.selectPage}
      </label>
      {s.matching !== null ? (
        <p className="small">
          {t.queue.allMatchingSelected(s.selected.size)} {s.matching > BULK_SELECT_MAX && t.queue.selectAllCapped(BULK_SELECT_MAX)}
        </p>
      ) : (
        allOnPage &&
        queue.total > s.pageIds.length && (
          <button type="button" className="btn btn-secondary" onClick={selectAllMatching} disabled={loading}>
            {loading ? t.queue.selectingAll : t.queue.selectAllMatching(queue.total)}
          </button>
        )
      )}
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export async function readError(res: Pick<Response, "json">) {
  const json = (await res.json().catch(() => null)) as {
    error?: { message?: string };
  } | null;
  return json?.error?.message ?? "";
}
