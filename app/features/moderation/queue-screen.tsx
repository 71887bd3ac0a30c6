// The moderation queues at community scale (issue 25), shared by /adminposts, /admincomments and
// /adminreports: a GET form of filters (a shareable URL), an offset pager, a checkbox per case,
// "select all on this page" and "select all matching" (the ids endpoint), and one bulk action
// with ONE confirmation that says how many. With JavaScript the selection runs through
// POST /api/admin/moderation/bulk in chunks of BULK_MAX_ITEMS with a progress bar; without it,
// the checked rows of the page post to the route's action (bulk intent: review, then confirm).
import { Form, Link, useActionData, useLocation, useRevalidator } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type FormEvent, type ReactNode } from "react";
import type { BulkFailure, BulkReview, QueueFacts } from "./queue.server";
import {
  AUTHOR_ITEMS_ACTIONS,
  BAN_SCOPE_OF,
  BULK_ACTIONS,
  BULK_BAN_DURATIONS,
  BULK_MAX_ITEMS,
  BULK_SELECT_MAX,
  CASE_QUEUE,
  caseFilterParams,
  type BanDuration,
  type BulkAction,
  type ReportableKind,
} from "../../../domain/moderation";
import { moderationMessages as t } from "../../../domain/messages/moderation";
import { OffsetPager, type PagerTexts } from "../../ui/pager";
import { offsetPageSummary } from "../../../domain/lists";
import { Modal } from "../../ui/modal";
import { InlineStyle } from "../../ui/inline-style";
import { useHydrated } from "../../lib/time";
import css from "../../styles/moderation-queue.css?inline";
import { api } from "../../lib/api-client";

const q = t.queue;
const pagerTexts: PagerTexts = {
  showing: q.showing,
  previous: q.previous,
  next: q.next,
  page: q.page,
};

type Selection = {
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
const SelectionContext = createContext<Selection | null>(null);
function useSelection() {
  const s = useContext(SelectionContext);
  if (!s) throw new Error("useSelection outside <Queue>");
  return s;
}

/** The rows a page shows, first and last (1-based), for the count above the cases. */
const shown = (queue: QueueFacts, count: number): [number, number] => {
  const { from, to } = offsetPageSummary(queue.query.offset, queue.query.limit, queue.total, count);
  return [from, to];
};

/** The URL of a queue page: its filters, its limit when not the default, and an offset. */
function pageHref(path: string, queue: QueueFacts, offset: number) {
  const params = caseFilterParams(queue.query);
  if (queue.query.limit !== CASE_QUEUE.defaultLimit) params.set("limit", String(queue.query.limit));
  if (offset > 0) params.set("offset", String(offset));
  return `${path}${params.size ? `?${params}` : ""}`;
}

/**
 * A queue of cases: filters, selection, the rows (children), the pager and the bulk action bar.
 * `rowIds` are this page's item ids; each row renders <RowSelect> for its checkbox.
 */
export function Queue({ queue, path, rowIds, empty, children }: { queue: QueueFacts; path: string; rowIds: string[]; empty: string; children: ReactNode }) {
  const filterKey = caseFilterParams(queue.query).toString();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [matching, setMatching] = useState<number | null>(null);
  // A new filter is a new selection: what was picked under the old one is not what the moderator now sees.
  useEffect(() => {
    setSelected(new Set());
    setMatching(null);
  }, [filterKey]);
  const selection = useMemo<Selection>(
    () => ({
      selected,
      pageIds: rowIds,
      matching,
      toggle: (id, on) => {
        setMatching(null);
        setSelected((s) => {
          const next = new Set(s);
          if (on) next.add(id);
          else next.delete(id);
          return next;
        });
      },
      setPage: (on) => {
        setMatching(null);
        setSelected((s) => {
          const next = new Set(s);
          for (const id of rowIds)
            if (on) next.add(id);
            else next.delete(id);
          return next;
        });
      },
      replace: (ids, total) => {
        setSelected(new Set(ids));
        setMatching(total);
      },
      clear: () => {
        setSelected(new Set());
        setMatching(null);
      },
    }),
    [selected, matching, rowIds]
  );
  const filtered = filterKey !== "";
  return (
    <SelectionContext.Provider value={selection}>
      <InlineStyle css={css} />
      <NoScriptBulkResult kind={queue.kind} />
      <QueueFilters queue={queue} path={path} />
      {queue.total === 0 ? (
        <div className="empty-state" data-testid="queue-empty">
          <p>{filtered ? q.noMatch : empty}</p>
          {filtered && (
            <Link className="btn btn-secondary" to={path}>
              {q.clearFilters}
            </Link>
          )}
        </div>
      ) : (
        <>
          <p className="muted small queue-count">{q.showing(...shown(queue, rowIds.length), queue.total)}</p>
          <SelectionBar queue={queue} />
          {children}
          <OffsetPager
            offset={queue.query.offset}
            limit={queue.query.limit}
            total={queue.total}
            count={rowIds.length}
            href={(offset) => pageHref(path, queue, offset)}
            label={q.pagerLabel}
            texts={pagerTexts}
          />
          <BulkBar kind={queue.kind} />
        </>
      )}
    </SelectionContext.Provider>
  );
}

function QueueFilters({ queue, path }: { queue: QueueFacts; path: string }) {
  const { query, contexts, kind } = queue;
  const filtered = caseFilterParams(query).size > 0;
  // The URL's stadium or room stays a choice even when it has no case left.
  const choices =
    query.context && !contexts.some((c) => c.value === query.context) ? [...contexts, { value: query.context, label: query.context, cases: 0 }] : contexts;
  const active = caseFilterParams(query).size;
  // Folded while no filter is set (a phone sees the cases first); open while one is.
  return (
    <details className="queue-filter-box" open={active > 0}>
      <summary className="btn btn-secondary">{q.filtersSummary(active)}</summary>
      <Form method="get" action={path} className="filter-bar queue-filters" role="search" aria-label={q.filtersLabel}>
        {query.limit !== CASE_QUEUE.defaultLimit && <input type="hidden" name="limit" value={query.limit} />}
        <label>
          {q.filterReason}
          <input name="reason" type="search" defaultValue={query.reason ?? ""} maxLength={100} />
        </label>
        <label>
          {q.filterAuthor}
          <input name="author" defaultValue={query.author ?? ""} maxLength={64} autoComplete="off" />
        </label>
        <label>
          {kind === "chat_message" ? q.filterRoom : kind === "team_vote" || kind === "player_vote" ? q.filterGameweek : q.filterStadium}
          <select name="context" defaultValue={query.context ?? ""}>
            <option value="">{q.anyContext}</option>
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label} ({c.cases})
              </option>
            ))}
          </select>
        </label>
        <label>
          {q.filterAge}
          <input name="olderThanHours" type="number" inputMode="numeric" min={0} max={8760} step={1} defaultValue={query.olderThanHours ?? ""} />
        </label>
        <button className="btn btn-primary" type="submit">
          {q.applyFilters}
        </button>
        {filtered && (
          <Link className="btn btn-ghost" to={path}>
            {q.clearFilters}
          </Link>
        )}
      </Form>
    </details>
  );
}

/** A row's checkbox. Without JavaScript it belongs to the bulk form (form="bulk-form"), so the checked rows post. */
export function RowSelect({ id, label }: { id: string; label: string }) {
  const s = useSelection();
  return (
    <label className="queue-select">
      <input type="checkbox" name="itemId" value={id} form="bulk-form" checked={s.selected.has(id)} onChange={(e) => s.toggle(id, e.currentTarget.checked)} />
      <span className="visually-hidden">{q.selectRow(label)}</span>
    </label>
  );
}

/** "Select all on this page", how many are selected, and "select all T matching" (JavaScript only: it reads the ids endpoint). */
function SelectionBar({ queue }: { queue: QueueFacts }) {
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
      setError(`${q.selectAllError}${(err as Error).message ? ` : ${(err as Error).message}` : ""}`);
    } finally {
      setLoading(false);
    }
  };
  return (
    <div className="queue-selection" data-testid="queue-selection">
      <label className="checkbox queue-select-page">
        <input type="checkbox" checked={allOnPage} onChange={(e) => s.setPage(e.currentTarget.checked)} />
        {q.selectPage}
      </label>
      {s.matching !== null ? (
        <p className="small">
          {q.allMatchingSelected(s.selected.size)} {s.matching > BULK_SELECT_MAX && q.selectAllCapped(BULK_SELECT_MAX)}
        </p>
      ) : (
        allOnPage &&
        queue.total > s.pageIds.length && (
          <button type="button" className="btn btn-secondary" onClick={selectAllMatching} disabled={loading}>
            {loading ? q.selectingAll : q.selectAllMatching(queue.total)}
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

const ACTION_LABEL: Record<BulkAction, string> = {
  clear: q.bulkClear,
  delete: q.bulkDelete,
  ban: q.bulkBan,
};
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
function BulkBar({ kind }: { kind: ReportableKind }) {
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
        aria-label={q.bulkLabel}
        data-testid="bulk-bar"
      >
        <input type="hidden" name="intent" value="bulk" />
        {hydrated && (
          <p className="bulk-count" aria-live="polite">
            {q.selected(s.selected.size)}
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
                aria-label={ACTION_LABEL[a]}
              >
                <ActionWords action={a} />
              </button>
            ) : (
              <button key={a} type="submit" name="action" value={a} className={ACTION_CLASS[a]} aria-label={ACTION_LABEL[a]}>
                <ActionWords action={a} />
              </button>
            )
          )}
          {hydrated && s.selected.size > 0 && (
            <button type="button" className="btn btn-ghost" onClick={s.clear}>
              {q.emptySelection}
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
      {ACTION_LABEL[action]}
    </span>
    <span className="bulk-short" aria-hidden="true">
      {q.bulkShort[action]}
    </span>
  </>
);

/** The reason and, for a ban, the scope and the length: what the one confirmation asks for. */
function BulkFields({ kind, action }: { kind: ReportableKind; action: BulkAction }) {
  if (action === "clear") return null;
  if (action === "delete")
    return (
      <label className="field">
        {q.deleteReason}
        <textarea name="reason" maxLength={500} rows={2} />
      </label>
    );
  return (
    <>
      <p className="small">
        <strong>{q.banScope[BAN_SCOPE_OF[kind]]}</strong>
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
function BulkDialog({
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
        const message = res ? (await readError(res)) || `HTTP ${res.status}` : q.networkError;
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
          <p>{q.confirmDetail[action]}</p>
          <BulkFields kind={kind} action={action} />
          <div className="confirm-actions">
            <button type="button" className="btn btn-secondary" onClick={onCancel}>
              {q.cancel}
            </button>
            <button type="submit" className="btn btn-danger">
              {q.confirmButton[action](total)}
            </button>
          </div>
        </form>
      ) : (
        <div className="form-stack" data-testid="bulk-progress">
          <progress max={total} value={handled} aria-label={q.progressLabel} />
          <p role="status" aria-live="polite" data-testid="bulk-progress-text">
            {q.progress(handled, total, progress.failed.length)}
          </p>
          {phase === "done" && (
            <>
              <p data-testid="bulk-summary">
                <strong>{q.summary(progress.done, progress.failed.length)}</strong>
                {progress.stopped && ` · ${q.stopped} : ${progress.stopped}`}
              </p>
              <FailureList failed={progress.failed} />
              <div className="confirm-actions">
                <button type="button" className="btn btn-primary" onClick={onFinish} autoFocus>
                  {q.close}
                </button>
              </div>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}

function FailureList({ failed }: { failed: BulkFailure[] }) {
  if (failed.length === 0) return null;
  return (
    <details open={failed.length <= 10} className="queue-failures">
      <summary>
        {q.failuresTitle} ({failed.length})
      </summary>
      <ul className="small" data-testid="bulk-failures">
        {failed.map((f) => (
          <li key={f.itemId}>{q.failure(f.itemId, f.message)}</li>
        ))}
      </ul>
    </details>
  );
}

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
function NoScriptBulkResult({ kind }: { kind: ReportableKind }) {
  const data = useActionData<BulkActionData>();
  const { pathname, search } = useLocation();
  if (data?.intent !== "bulk") return null;
  if (data.review) {
    const { action, itemIds } = data.review;
    return (
      <section className="card bulk-review" aria-labelledby="bulk-review-title" data-testid="bulk-review">
        <h2 id="bulk-review-title">{q.confirm[action](itemIds.length)}</h2>
        <p>{q.confirmDetail[action]}</p>
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
              {q.confirmButton[action](itemIds.length)}
            </button>
            <Link className="btn btn-secondary" to={pathname + search}>
              {q.cancel}
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

async function readError(res: Pick<Response, "json">) {
  const json = (await res.json().catch(() => null)) as {
    error?: { message?: string };
  } | null;
  return json?.error?.message ?? "";
}
