import { Link } from "@remix-run/react";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { offsetPageSummary, pageSummary } from "../../domain/page-summary";
import css from "../styles/pager.css?inline";
import { InlineStyle } from "./inline-style";
import { Icon } from "./icon";
import { shellMessages as t } from "../../domain/messages/shell";
import { formatNumber } from "../../domain/format";
import { currentLocale } from "../../domain/locale";

export type PagerTexts = { showing: (from: number, to: number, total: number) => string; previous: string; next: string; page: (page: number, last: number) => string };

/** The shell's pager words in the reader's language, counting `noun` (already in that language). */
const shellPager = (noun: string): PagerTexts => ({
  showing: (from, to, total) => t.pager.showing(from, to, formatNumber(total, currentLocale()), noun),
  previous: t.pager.previous,
  next: t.pager.next,
  page: t.pager.page,
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
  /** The screen's own words (the shell's, in the reader's language, by default). */
  texts?: PagerTexts;
}) {
  const { from, to, last } = pageSummary(page, pageSize, total, count);
  const words = texts ?? shellPager(noun);
  const prev = page > 1 ? Math.min(page - 1, last) : null;
  const next = page < last ? page + 1 : null;
  return (
    <nav className="pager" aria-label={label}>
      <InlineStyle css={css} />
      <p className="muted" data-testid="showing" aria-live="polite">
        {words.showing(from, to, total)}
      </p>
      <div className="pager-buttons">
        <PageLink to={prev ? href(prev) : null} rel="prev" text={words.previous} />
        <span className="pager-page-no">
          {words.page(Math.min(page, last), last)}
        </span>
        <PageLink to={next ? href(next) : null} rel="next" text={words.next} />
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
  return (
    <nav className="pager" aria-label={label}>
      <InlineStyle css={css} />
      <p className="muted" data-testid="showing" aria-live="polite">
        {texts.showing(s.from, s.to, total)}
      </p>
      <div className="pager-buttons">
        <PageLink to={s.previousOffset === null ? null : href(s.previousOffset)} rel="prev" text={texts.previous} />
        <span className="pager-page-no">{texts.page(s.page, s.last)}</span>
        <PageLink to={s.nextOffset === null ? null : href(s.nextOffset)} rel="next" text={texts.next} />
      </div>
    </nav>
  );
}

/** A pager's Previous or Next: a link with its arrow, or the same words greyed out where there is no such page. */
function PageLink({ to, rel, text }: { to: string | null; rel: "prev" | "next"; text: string }) {
  const content = rel === "prev" ? [<Icon key="icon" icon={ChevronLeft} />, text] : [text, <Icon key="icon" icon={ChevronRight} />];
  return to === null ? (
    <span className="btn btn-secondary" aria-disabled="true">
      {content}
    </span>
  ) : (
    <Link className="btn btn-secondary" to={to} preventScrollReset rel={rel}>
      {content}
    </Link>
  );
}
