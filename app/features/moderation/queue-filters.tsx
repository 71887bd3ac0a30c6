// The moderation queue's filters: a GET form (a shareable URL) of reason, author, stadium, room or
// gameweek, and age; folded while none is set.
import { Form, Link } from "@remix-run/react";
import type { QueueFacts } from "./queue.server";
import { CASE_QUEUE, caseFilterParams } from "../../../domain/moderation";
import { moderationMessages as t } from "../../../domain/messages/moderation";


export function QueueFilters({ queue, path }: { queue: QueueFacts; path: string }) {
  const { query, contexts, kind } = queue;
  const filtered = caseFilterParams(query).size > 0;
  // The URL's stadium or room stays a choice even when it has no case left.
  const choices =
    query.context && !contexts.some((c) => c.value === query.context) ? [...contexts, { value: query.context, label: query.context, cases: 0 }] : contexts;
  const active = caseFilterParams(query).size;
  // Folded while no filter is set (a phone sees the cases first); open while one is.
  return (
    <details className="queue-filter-box" open={active > 0}>
      <summary className="btn btn-secondary">{t.queue.filtersSummary(active)}</summary>
      <Form method="get" action={path} className="filter-bar queue-filters" role="search" aria-label={t.queue.filtersLabel}>
        {query.limit !== CASE_QUEUE.defaultLimit && <input type="hidden" name="limit" value={query.limit} />}
        <label>
          {t.queue.filterReason}
          <input name="reason" type="search" defaultValue={query.reason ?? ""} maxLength={100} />
        </label>
        <label>
          {t.queue.filterAuthor}
          <input name="author" defaultValue={query.author ?? ""} maxLength={64} autoComplete="off" />
        </label>
        <label>
          {kind === "chat_message" ? t.queue.filterRoom : kind === "team_vote" || kind === "player_vote" ? t.queue.filterGameweek : t.queue.filterStadium}
          <select name="context" defaultValue={query.context ?? ""}>
            <option value="">{t.queue.anyContext}</option>
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label} ({c.cases})
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.queue.filterAge}
          <input name="olderThanHours" type="number" inputMode="numeric" min={0} max={8760} step={1} defaultValue={query.olderThanHours ?? ""} />
        </label>
        <button className="btn btn-primary" type="submit">
          {t.queue.applyFilters}
        </button>
        {filtered && (
          <Link className="btn btn-ghost" to={path}>
            {t.queue.clearFilters}
          </Link>
        )}
      </Form>
    </details>
  );
}
