import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import type { auditPageData } from "./staff.server";
import { DataTable, type Column } from "../../ui/data-table";
import { Pager } from "../../ui/pager";
import { AUDIT_ACTIONS } from "../../../domain/moderation";
import { adminAuditMessages as t } from "../../../domain/messages/admin";
import { formatter } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
import { type AuditRow } from "../../../api/services/audit";
import { auditSummary } from "../../../domain/audit-summary";

/** The raw snapshots, for what the summary line does not say. */
const change = (row: AuditRow) =>
  row.before === null && row.after === null ? null : (
    <details className="audit-raw">
      <summary>{t.raw}</summary>
      {row.before !== null && <pre aria-label={t.before}>{JSON.stringify(row.before, null, 1)}</pre>}
      {row.after !== null && <pre aria-label={t.after}>{JSON.stringify(row.after, null, 1)}</pre>}
    </details>
  );

/** The table's columns, their headers read at render in the reader's language. */
const columns = (): Column<AuditRow>[] => [
  { key: "when", header: t.columns.when, cell: (r) => <time dateTime={new Date(r.createdAt).toISOString()}>{formatter(currentLocale()).dateTime(r.createdAt)}</time> },
  { key: "actor", header: t.columns.actor, className: "audit-wrap", cell: (r) => r.actorLabel },
  {
    key: "action",
    header: t.columns.action,
    className: "audit-wrap audit-action",
    cell: (r) => (
      // One element: a stacked row's cell is a grid of its label and one value.
      <div>
        <code>{r.action}</code>
        <span className="audit-summary" data-testid="audit-summary">
          {auditSummary(r)}
        </span>
      </div>
    ),
  },
  {
    key: "target",
    header: t.columns.target,
    className: "audit-wrap",
    cell: (r) => (
      <span>
        <span className="muted">{t.targetKinds[r.targetKind] ?? r.targetKind}</span> {r.targetLabel ?? r.targetId}
      </span>
    ),
  },
  { key: "reason", header: t.columns.reason, className: "audit-wrap", cell: (r) => r.reason ?? "" },
  { key: "change", header: t.columns.change, cell: change },
];

export function AdminAuditPage() {
  const { query, entries, total, page, pageSize } = useLoaderData<typeof auditPageData>();
  const busy = useNavigation().state === "loading";
  const href = (n: number) => {
    const params = new URLSearchParams(Object.entries({ actor: query.actor, action: query.action, target: query.target }).filter((e): e is [string, string] => !!e[1]));
    if (n > 1) params.set("page", String(n));
    return `/adminaudit${params.size ? `?${params}` : ""}`;
  };
  return (
    <section className="page" aria-busy={busy}>
      <header className="page-header">
        <h1>{t.title}</h1>
        <p className="muted">{t.blurb}</p>
      </header>
      <Form method="get" className="filter-bar" role="search" aria-label={t.title}>
        <label>
          {t.filterActor}
          <input name="actor" defaultValue={query.actor ?? ""} maxLength={100} />
        </label>
        <label>
          {t.filterAction}
          <select name="action" defaultValue={query.action ?? ""}>
            <option value="">{t.allActions}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.filterTarget}
          <input name="target" defaultValue={query.target ?? ""} maxLength={200} />
        </label>
        <button className="btn btn-primary" type="submit">
          {t.apply}
        </button>
        <Link className="btn btn-secondary" to="/adminaudit">
          {t.reset}
        </Link>
      </Form>
      {entries.length === 0 ? (
        <p className="empty-state" data-testid="audit-empty">
          {t.empty}
        </p>
      ) : (
        <DataTable rows={entries} columns={columns()} rowKey={(r) => String(r.id)} caption={t.title} testId="audit-table" className="stack-narrow audit-table" />
      )}
      <Pager page={page} pageSize={pageSize} total={total} count={entries.length} href={href} noun="actions" label={t.pages} texts={{ ...t.pager }} />
    </section>
  );
}
