import { Link } from "@remix-run/react";
import { pageSummary } from "../../domain/lists";

/**
 * 'Showing a to b of N things' with Previous / Next links: real pages that work
 * without JavaScript, driven by the URL (`href(page)`).
 */
export function Pager({
  page,
  pageSize,
  total,
  count,
  href,
  noun,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** Rows on this page. */
  count: number;
  href: (page: number) => string;
  /** What is counted, plural: "managers". */
  noun: string;
  /** The navigation's accessible name: "Rankings pages". */
  label: string;
}) {
  const { from, to, last } = pageSummary(page, pageSize, total, count);
  const prev = page > 1 ? Math.min(page - 1, last) : null;
  const next = page < last ? page + 1 : null;
  return (
    <nav className="pager" aria-label={label}>
      <p className="muted" data-testid="showing" aria-live="polite">
        Showing {from} to {to} of {total.toLocaleString("en-GB")} {noun}
      </p>
      <div className="pager-buttons">
        {prev ? (
          <Link className="btn btn-secondary" to={href(prev)} preventScrollReset rel="prev">
            ← Previous
          </Link>
        ) : (
          <span className="btn btn-secondary" aria-disabled="true">
            ← Previous
          </span>
        )}
        <span className="pager-page-no">
          Page {Math.min(page, last)} of {last}
        </span>
        {next ? (
          <Link className="btn btn-secondary" to={href(next)} preventScrollReset rel="next">
            Next →
          </Link>
        ) : (
          <span className="btn btn-secondary" aria-disabled="true">
            Next →
          </span>
        )}
      </div>
    </nav>
  );
}
