// The moderation queues at community scale (issue 25), shared by /adminposts, /admincomments and
// /adminreports: a GET form of filters (a shareable URL), an offset pager, a checkbox per case,
// "select all on this page" and "select all matching" (the ids endpoint), and one bulk action
// with ONE confirmation that says how many. With JavaScript the selection runs through
// POST /api/admin/moderation/bulk in chunks of BULK_MAX_ITEMS with a progress bar; without it,
// the checked rows of the page post to the route's action (bulk intent: review, then confirm).
// Its parts: queue-filters.tsx, queue-selection.tsx, bulk-bar.tsx, bulk-dialog.tsx, no-script-bulk.tsx.
import { Link } from "@remix-run/react";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import type { QueueFacts } from "./queue.server";
import { CASE_QUEUE, caseFilterParams } from "../../../domain/moderation";
import { moderationMessages as t } from "../../../domain/messages/moderation";
import { OffsetPager, type PagerTexts } from "../../ui/pager";
import { offsetPageSummary } from "../../../domain/lists";
import { InlineStyle } from "../../ui/inline-style";
import css from "../../styles/moderation-queue.css?inline";
import { BulkBar } from "./bulk-bar";
import { NoScriptBulkResult } from "./no-script-bulk";
import { QueueFilters } from "./queue-filters";
import { SelectionBar, SelectionContext, type Selection } from "./queue-selection";

/** Read at render (issue 45: a module constant would keep the first reader's language). */
const pagerTexts = (): PagerTexts => ({
  showing: t.queue.showing,
  previous: t.queue.previous,
  next: t.queue.next,
  page: t.queue.page,
});

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
          <p>{filtered ? t.queue.noMatch : empty}</p>
          {filtered && (
            <Link className="btn btn-secondary" to={path}>
              {t.queue.clearFilters}
            </Link>
          )}
        </div>
      ) : (
        <>
          <p className="muted small queue-count">{t.queue.showing(...shown(queue, rowIds.length), queue.total)}</p>
          <SelectionBar queue={queue} />
          {children}
          <OffsetPager
            offset={queue.query.offset}
            limit={queue.query.limit}
            total={queue.total}
            count={rowIds.length}
            href={(offset) => pageHref(path, queue, offset)}
            label={t.queue.pagerLabel}
            texts={pagerTexts()}
          />
          <BulkBar kind={queue.kind} />
        </>
      )}
    </SelectionContext.Provider>
  );
}
