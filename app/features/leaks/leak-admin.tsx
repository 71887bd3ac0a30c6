import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { leaksMessages as m } from "../../../domain/messages/leaks";
import type { adminLeaksAction, loadAdminLeaks } from "./leaks.server";
import { LeakForm } from "./leak-form";
import { CategoryBadge, Note } from "./leak-bits";
import { ConfirmAction } from "../../ui/confirm";
import { DataTable, type Column } from "../../ui/data-table";
import { ErrorList } from "../../ui/field";
import { Pager } from "../../ui/pager";
import { formatter } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
import { ADMIN_LEAKS_PAGE_SIZE } from "../../../domain/leaks-rules";
import { LeakStyles } from "./leak-styles";
import { ResultBanner } from "../../ui/result-banner";

type Row = ReturnType<typeof useLoaderData<typeof loadAdminLeaks>>["rows"][number];

export function AdminLeaksPage() {
  const { rows, total, page, sort, order, editing } = useLoaderData<typeof loadAdminLeaks>();
  const result = useActionData<typeof adminLeaksAction>();
  const [params] = useSearchParams();
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) (v === null ? next.delete(k) : next.set(k, v));
    return `/adminleaks?${next}`;
  };
  const failed = result && !result.ok ? result : null;
  const a = m.admin;
  const fmt = formatter(currentLocale());
  const columns: Column<Row>[] = [
    { key: "date", header: a.columns.date, sortable: true, cell: (r) => <time dateTime={r.publishDate}>{fmt.dateTime(r.publishDate)}</time> },
    {
      key: "title",
      header: a.columns.title,
      sortable: true,
      cell: (r) => (
        <div>
          <strong>{r.title}</strong>
          <div className="muted small">
            {a.by(r.addedByName)} · {r.source} · {m.reliability[r.reliability].name}
          </div>
        </div>
      ),
    },
    { key: "category", header: a.columns.category, cell: (r) => <CategoryBadge category={r.category} /> },
    { key: "note", header: a.columns.note, sortable: true, cell: (r) => <Note note={r.note} /> },
    { key: "votes", header: a.columns.votes, cell: (r) => fmt.number(r.votes) },
    {
      key: "actions",
      header: a.columns.actions,
      cell: (r) => (
        <div className="row-actions">
          <Link className="btn btn-secondary btn-small" to={withParams({ edit: String(r.id) })} aria-label={a.editOf(r.title)} preventScrollReset>
            {a.edit}
          </Link>
          <ConfirmAction
            intent="delete"
            label={a.delete}
            question={a.deleteQuestion(r.title, r.addedByName, r.votes)}
            confirmLabel={a.confirmDelete}
            hidden={{ id: String(r.id) }}
          />
        </div>
      ),
    },
  ];
  return (
    <section className="page">
      <LeakStyles />
      <header className="page-header page-header-row">
        <div>
          <h1>{a.title}</h1>
          <p className="muted">{a.blurb}</p>
        </div>
        <Link className="btn btn-primary" to="/addleak">
          + {m.addLeak}
        </Link>
      </header>
      <ResultBanner live show="success" result={result} />
      {failed && failed.intent !== "edit" ? <ErrorList message={failed.message} /> : null}
      {editing ? (
        <section className="card edit-panel" aria-labelledby="edit-title">
          <header className="page-header-row">
            <h2 id="edit-title">{a.editTitle}</h2>
            <Link to={withParams({ edit: null })} className="btn btn-secondary btn-small">
              {a.close}
            </Link>
          </header>
          <LeakForm
            key={editing.id}
            mode="edit"
            initial={{ ...editing, imageUrl: editing.imageUrl }}
            fields={failed?.intent === "edit" ? failed.fields : undefined}
            message={failed?.intent === "edit" ? failed.message : undefined}
          />
        </section>
      ) : null}
      {rows.length === 0 ? (
        <div className="empty-state">
          <p>{a.empty}</p>
        </div>
      ) : (
        <>
          <DataTable rows={rows} columns={columns} rowKey={(r) => String(r.id)} rowProps={(r) => ({ "data-leak-id": String(r.id) })} caption={a.caption} sort={sort} order={order} testId="leaks-table" />
          <Pager page={page} pageSize={ADMIN_LEAKS_PAGE_SIZE} total={total} count={rows.length} href={(p) => withParams({ page: String(p) })} noun="leaks" label={a.pages} texts={{ ...m.pager }} />
        </>
      )}
    </section>
  );
}
