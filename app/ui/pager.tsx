import { Link } from "@remix-run/react";
import { offsetPageSummary, pageSummary } from "../../domain/page-summary";
import css from "../styles/pager.css?inline";
import { InlineStyle } from "./inline-style";

export type PagerTexts = { showing: (from: number, to: number, total: number) => string; previous: string; next: string; page: (page: number, last: number) => string };

const englishPager = (noun: string): PagerTexts => ({
  showing: (from, to, total) => `Showing ${from} to ${to} of ${total.toLocaleString("en-GB")} ${noun}`,
  previous: "← Previous",
  next: "Next →",
  page: (page, last) => `Page ${page} of ${last}`,
});

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
  texts,
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
  /** A French screen's words (English by default). */
  texts?: PagerTexts;
}) {
  const { from, to, last } = pageSummary(page, pageSize, total, count);
  const t = texts ?? englishPager(noun);
  const prev = page > 1 ? Math.min(page - 1, last) : null;
  const next = page < last ? page + 1 : null;
  return (
    <nav className="pager" aria-label={label}>
      <InlineStyle css={css} />
      <p className="muted" data-testid="showing" aria-live="polite">
        {t.showing(from, to, total)}
      </p>
      <div className="pager-buttons">
        {prev ? (
          <Link className="btn btn-secondary" to={href(prev)} preventScrollReset rel="prev">
            {t.previous}
          </Link>
        ) : (
          <span className="btn btn-secondary" aria-disabled="true">
            {t.previous}
          </span>
        )}
        <span className="pager-page-no">
          {t.page(Math.min(page, last), last)}
        </span>
        {next ? (
          <Link className="btn btn-secondary" to={href(next)} preventScrollReset rel="next">
            {t.next}
          </Link>
        ) : (
          <span className="btn btn-secondary" aria-disabled="true">
            {t.next}
          </span>
        )}
      </div>
    </nav>
  );
}

/**
 * The pager of an offset-paged list (`?limit=&offset=`, e.g. the moderation queues): "21–40 of
 * 1,234" with Previous / Next links, real links that work without JavaScript (`href(offset)`).
 */
export function OffsetPager({
  offset,
  limit,
  total,
  count,
  href,
  label,
  texts,
}: {
  offset: number;
  limit: number;
  total: number;
  /** Rows on this page. */
  count: number;
  href: (offset: number) => string;
  /** The navigation's accessible name. */
  label: string;
  texts: PagerTexts;
}) {
  const s = offsetPageSummary(offset, limit, total, count);
  const link = (to: number | null, text: string, rel: "prev" | "next") =>
    to === null ? (
      <span className="btn btn-secondary" aria-disabled="true">
        {text}
      </span>
    ) : (
      <Link className="btn btn-secondary" to={href(to)} preventScrollReset rel={rel}>
        {text}
      </Link>
    );
  return (
    <nav className="pager" aria-label={label}>
      <InlineStyle css={css} />
      <p className="muted" data-testid="showing" aria-live="polite">
        {texts.showing(s.from, s.to, total)}
      </p>
      <div className="pager-buttons">
        {link(s.previousOffset, texts.previous, "prev")}
        <span className="pager-page-no">{texts.page(s.page, s.last)}</span>
        {link(s.nextOffset, texts.next, "next")}
      </div>
    </nav>
  );
}
