import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import type { adminLeaksAction, loadAdminLeaks } from "./leaks.server";
import { LeakForm } from "./leak-form";
import { CategoryBadge, Note } from "./leak-bits";
import { ConfirmAction } from "../../ui/confirm";
import { DataTable, type Column } from "../../ui/data-table";
import { ErrorList } from "../../ui/field";
import { Pager } from "../../ui/pager";
import { formatDate } from "../../../domain/format";
import { ADMIN_LEAKS_PAGE_SIZE, RELIABILITY_INFO } from "../../../domain/leaks-rules";
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
  const columns: Column<Row>[] = [
    { key: "date", header: "Date", sortable: true, cell: (r) => <time dateTime={r.publishDate}>{formatDate(r.publishDate, "en-GB", "dateTime")}</time> },
    {
      key: "title",
      header: "Title",
      sortable: true,
      cell: (r) => (
        <div>
          <strong>{r.title}</strong>
          <div className="muted small">
            by {r.addedByName} · {r.source} · {RELIABILITY_INFO[r.reliability].name}
          </div>
        </div>
      ),
    },
    { key: "category", header: "Category", cell: (r) => <CategoryBadge category={r.category} /> },
    { key: "note", header: "Note", sortable: true, cell: (r) => <Note note={r.note} /> },
    { key: "votes", header: "Votes", cell: (r) => r.votes.toLocaleString("en-GB") },
    {
      key: "actions",
      header: "Actions",
      cell: (r) => (
        <div className="row-actions">
          <Link className="btn btn-secondary btn-small" to={withParams({ edit: String(r.id) })} aria-label={`Edit “${r.title}”`} preventScrollReset>
            Edit
          </Link>
          <ConfirmAction
            intent="delete"
            label="Delete"
            question={`Delete the leak “${r.title}” by ${r.addedByName} and its ${r.votes} votes? This cannot be undone.`}
            confirmLabel="Yes, delete"
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
          <h1>Leaks administration</h1>
          <p className="muted">Every leak with its note (temperature). Edits and deletions are recorded in the audit log.</p>
        </div>
        <Link className="btn btn-primary" to="/addleak">
          + Add Leak
        </Link>
      </header>
      <ResultBanner live show="success" result={result} />
      {failed && failed.intent !== "edit" ? <ErrorList message={failed.message} /> : null}
      {editing ? (
        <section className="card edit-panel" aria-labelledby="edit-title">
          <header className="page-header-row">
            <h2 id="edit-title">Edit leak</h2>
            <Link to={withParams({ edit: null })} className="btn btn-secondary btn-small">
              Close
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
          <p>No leak yet.</p>
        </div>
      ) : (
        <>
          <DataTable rows={rows} columns={columns} rowKey={(r) => String(r.id)} rowProps={(r) => ({ "data-leak-id": String(r.id) })} caption="Leaks" sort={sort} order={order} testId="leaks-table" />
          <Pager page={page} pageSize={ADMIN_LEAKS_PAGE_SIZE} total={total} count={rows.length} href={(p) => withParams({ page: String(p) })} noun="leaks" label="Leaks pages" />
        </>
      )}
    </section>
  );
}
