// One leak in the feed: temperature, badges, source and date, tags (linked to the real
// player or club), and the vote buttons. Voting works without JavaScript (a form with the
// state the toggle rule picks); with it, the score moves at once and rolls back on failure.
import { leaksMessages as m } from "../../../domain/messages/leaks";
import { Link, useFetcher } from "@remix-run/react";
import ChevronDown from "lucide-react/icons/chevron-down";
import ChevronUp from "lucide-react/icons/chevron-up";
import { Icon } from "../../ui/icon";
import { useConfirmed } from "../../lib/use-confirmed";
import { formatter } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
import { scoreAfterVote } from "../../../domain/leaks-rules";
import { toggleVote, type VoteDirection, type VoteState } from "../../../domain/votes-toggle";
import type { LeakView, TagCard } from "../../../api/services/leaks";
import { CategoryBadge, ReliabilityBadge, Temperature } from "./leak-bits";
import { Price } from "../../ui/price";

type VoteData = { ok: boolean; intent: string; id?: number; note?: number; myVote?: number; message: string };

function TagChip({ tag, card }: { tag: string; card?: TagCard }) {
  if (!card) return <span className="leak-tag">#{tag}</span>;
  if (card.kind === "club")
    return (
      <details className="leak-tag-card">
        <summary className="leak-tag leak-tag-linked">#{tag}</summary>
        <div className="leak-tag-pop" role="group" aria-label={card.club.name}>
          <strong>{card.club.name}</strong> <span className="muted">({card.club.shortName})</span>
        </div>
      </details>
    );
  const p = card.player;
  return (
    <details className="leak-tag-card">
      <summary className="leak-tag leak-tag-linked">#{tag}</summary>
      <div className="leak-tag-pop" role="group" aria-label={`${p.firstName} ${p.secondName}`}>
        <strong>
          {p.webName} <span className="muted">{p.team}</span>
        </strong>
        <dl className="leak-tag-stats">
          <div>
            <dt>{m.card.price}</dt>
            <dd><Price tenths={p.priceTenths} /></dd>
          </div>
          <div>
            <dt>{m.card.form}</dt>
            <dd>{formatter(currentLocale()).number(p.form, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</dd>
          </div>
          <div>
            <dt>{m.card.owned}</dt>
            <dd>{formatter(currentLocale()).number(p.selectedByPercent, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%</dd>
          </div>
        </dl>
      </div>
    </details>
  );
}

function VoteButtons({ leak, voteAction }: { leak: LeakView; voteAction: string }) {
  const fetcher = useFetcher<VoteData>({ key: `leak-vote-${leak.id}` });
  // The last state the server confirmed (starts with the loader's).
  const confirmed = useConfirmed({ note: leak.note, myVote: leak.myVote }, `${leak.note}:${leak.myVote}`, fetcher, (d) =>
    d.ok && d.id === leak.id ? { note: d.note!, myVote: d.myVote as VoteState } : null,
  );
  const pending = fetcher.formData ? (Number(fetcher.formData.get("vote")) as VoteState) : null;
  const shown = pending === null ? confirmed : { note: scoreAfterVote(confirmed.note, confirmed.myVote, pending), myVote: pending };
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  const button = (dir: VoteDirection) => {
    const next = toggleVote(shown.myVote, dir);
    const active = shown.myVote === dir;
    return (
      <fetcher.Form method="post" action={voteAction} className="leak-vote-form">
        <input type="hidden" name="intent" value="vote" />
        <input type="hidden" name="id" value={leak.id} />
        <input type="hidden" name="vote" value={next} />
        <button
          type="submit"
          className={`leak-vote leak-vote-${dir > 0 ? "up" : "down"}${active ? " is-active" : ""}`}
          aria-pressed={active}
          aria-label={dir > 0 ? (active ? m.card.removeUp : m.card.voteUp) : active ? m.card.removeDown : m.card.voteDown}
          disabled={leak.mine}
          title={leak.mine ? m.card.ownLeak : undefined}
        >
          <Icon icon={dir > 0 ? ChevronUp : ChevronDown} />
        </button>
      </fetcher.Form>
    );
  };
  return (
    <div className="leak-votes" aria-label={m.card.votes} role="group">
      {button(1)}
      <Temperature note={shown.note} />
      {button(-1)}
      <span className="leak-vote-error" role="status">
        {failed ?? ""}
      </span>
    </div>
  );
}

export function LeakCard({ leak, setSize, position, own = false }: { leak: LeakView; setSize?: number; position?: number; /** On the leak's own page: its title is the page's heading, votes post there. */ own?: boolean }) {
  const titleId = `leak-${leak.id}-title`;
  const Title = own ? "h1" : "h2";
  return (
    <article className="card leak-card" aria-labelledby={titleId} aria-posinset={position} aria-setsize={setSize} tabIndex={own ? undefined : 0} data-testid="leak-card">
      <VoteButtons leak={leak} voteAction={own ? `/leaks/${leak.id}` : "/leaks"} />
      <div className="leak-body">
        <div className="leak-badges">
          <CategoryBadge category={leak.category} />
          <ReliabilityBadge reliability={leak.reliability} />
        </div>
        <Title id={titleId} className="leak-title">
          {leak.title}
        </Title>
        <p className="leak-meta muted">
          {m.card.by} <strong>{leak.addedByName}</strong> · {m.card.source(leak.source)} · <Link to={`/leaks/${leak.id}`} className="leak-permalink">
            <time dateTime={leak.publishDate}>{formatter(currentLocale()).dateTime(leak.publishDate)}</time>
          </Link>
        </p>
        {/* The first card's image is the page's largest paint on a phone: fetched at once, the others when near. */}
        <img className="leak-image" src={leak.imageUrl} alt="" loading={position === 1 || own ? "eager" : "lazy"} width={800} height={450} />
        <p className="leak-description">{leak.description}</p>
        <p className="muted small leak-reliability-note">{m.reliability[leak.reliability].description}</p>
        {leak.tags.length ? (
          <div className="leak-tags" aria-label={m.card.tags}>
            {leak.tags.map((t) => (
              <TagChip key={t} tag={t} card={leak.tagCards[t]} />
            ))}
          </div>
        ) : null}
      </div>
    </article>
  );
}
