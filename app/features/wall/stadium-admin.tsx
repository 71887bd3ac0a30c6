// /adminstadiums: search, league and country filters, card grid (archived stadiums marked), add/edit form,
// archive (a stadium with posts) or delete (an empty one) with confirmation.
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { ConfirmAction } from "../../ui/confirm";
import { LEAGUES, capacityThousands } from "../../../domain/wall-rules";
import { adminStadiumMessages as m } from "../../../domain/messages/admin";
import { ResultBanner } from "../../ui/result-banner";

export type StadiumRow = {
  id: number;
  name: string;
  club: string;
  league: string;
  country: string;
  city: string;
  capacity: number;
  image: string | null;
  primaryColor: string;
  secondaryColor: string;
  archivedAt?: number | null;
  /** What it holds (staff's list): archive or delete depends on it. */
  usage?: { posts: number; comments: number; fans: number };
};

/**
 * A stadium's way out: one with posts is archived (its wall stays readable), never deleted; an
 * empty one may be deleted; an archived one comes back.
 */
function StadiumActions({ stadium: s }: { stadium: StadiumRow }) {
  const usage = s.usage ?? { posts: 0, comments: 0, fans: 0 };
  return (
    <div className="row-actions stadium-actions">
      {s.archivedAt ? (
        <Form method="post">
          <input type="hidden" name="intent" value="unarchive" />
          <input type="hidden" name="id" value={s.id} />
          <button type="submit" className="btn btn-secondary">
            {m.unarchive}
          </button>
        </Form>
      ) : usage.posts > 0 ? (
        <ConfirmAction intent="archive" label={m.archive} question={m.archiveQuestion(s.name, usage.posts, usage.fans)} confirmLabel={m.confirmArchive} hidden={{ id: String(s.id) }} />
      ) : null}
      {usage.posts > 0 ? (
        s.archivedAt ? null : (
          <p className="muted small" data-testid="stadium-has-posts">
            {m.hasPosts(usage.posts)}
          </p>
        )
      ) : (
        <ConfirmAction intent="delete" label={m.delete} question={m.deleteQuestionEmpty(s.name)} confirmLabel={m.confirmDelete} hidden={{ id: String(s.id) }} />
      )}
    </div>
  );
}

export function StadiumForm({ stadium }: { stadium?: StadiumRow }) {
  const prefix = stadium ? `s${stadium.id}` : "new";
  return (
    <Form method="post" encType="multipart/form-data" className="form-stack">
      <input type="hidden" name="intent" value={stadium ? "update" : "create"} />
      {stadium && <input type="hidden" name="id" value={stadium.id} />}
      {stadium?.image && <input type="hidden" name="image" value={stadium.image} />}
      <label className="field" htmlFor={`${prefix}-name`}>
        {m.nameField}
        <input id={`${prefix}-name`} name="name" required maxLength={120} defaultValue={stadium?.name} />
      </label>
      <label className="field" htmlFor={`${prefix}-club`}>
        {m.clubField}
        <input id={`${prefix}-club`} name="club" required maxLength={120} defaultValue={stadium?.club} />
      </label>
      <label className="field">
        {m.league}
        <select name="league" defaultValue={stadium?.league ?? "Premier League"}>
          {LEAGUES.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
      </label>
      <label className="field">
        {m.country}
        <input name="country" maxLength={80} defaultValue={stadium?.country ?? "England"} />
      </label>
      <label className="field">
        {m.city}
        <input name="city" maxLength={80} defaultValue={stadium?.city} />
      </label>
      <label className="field">
        {m.capacity}
        <input name="capacity" type="number" min={0} step={1} inputMode="numeric" defaultValue={stadium?.capacity ?? 0} />
      </label>
      <div className="form-row">
        <label className="field">
          {m.primaryColor}
          <input name="primaryColor" type="color" defaultValue={stadium?.primaryColor ?? "#000000"} />
        </label>
        <label className="field">
          {m.secondaryColor}
          <input name="secondaryColor" type="color" defaultValue={stadium?.secondaryColor ?? "#FFFFFF"} />
        </label>
      </div>
      <label className="field">
        {m.imageField}
        <input name="imageFile" type="file" accept="image/jpeg,image/png,image/gif,image/webp" />
      </label>
      <button type="submit" className="btn btn-primary">
        {stadium ? m.save : m.create}
      </button>
    </Form>
  );
}

export function StadiumAdmin({ stadiums, filters }: { stadiums: StadiumRow[]; filters: { q: string; league: string; country: string } }) {
  const result = useActionData<{ ok: boolean; message: string }>();
  const busy = useNavigation().state !== "idle";
  return (
    <section className="page" aria-busy={busy}>
      <header className="page-header page-header-row">
        <h1>{m.title}</h1>
      </header>
      <ResultBanner result={result} />
      <Form method="get" role="search" aria-label={m.searchLabel} className="filter-bar">
        <label>
          {m.search}
          <input type="search" name="q" defaultValue={filters.q} maxLength={100} />
        </label>
        <label>
          {m.league}
          <select name="league" defaultValue={filters.league}>
            <option value="">{m.allLeagues}</option>
            {LEAGUES.map((l) => (
              <option key={l}>{l}</option>
            ))}
          </select>
        </label>
        <label>
          {m.country}
          <input name="country" defaultValue={filters.country} maxLength={80} />
        </label>
        <button type="submit" className="btn">
          {m.search}
        </button>
      </Form>
      <details className="card">
        <summary className="btn btn-primary">{m.add}</summary>
        <StadiumForm />
      </details>
      {stadiums.length === 0 ? (
        <p className="empty-state">{m.noneFound}</p>
      ) : (
        <ul className="stadium-grid">
          {stadiums.map((s) => (
            <li key={s.id} className={`card stadium-card${s.archivedAt ? " stadium-archived" : ""}`} style={{ borderTopColor: s.primaryColor }} data-stadium-id={s.id}>
              {s.image && <img src={s.image} alt="" width={320} height={180} className="wall-image" loading="lazy" />}
              <h2 className="small">
                {s.name}
                {s.archivedAt ? <span className="badge stadium-archived-badge">{m.archivedBadge}</span> : null}
              </h2>
              <p>{s.club}</p>
              <p className="muted small">
                {s.city ? `${s.city}, ` : ""}
                {s.country} · {s.league} · {capacityThousands(s.capacity)}
              </p>
              {s.usage ? (
                <p className="muted small" data-testid="stadium-usage">
                  {m.usage(s.usage.posts, s.usage.comments, s.usage.fans)}
                </p>
              ) : null}
              <details>
                <summary className="btn btn-small">{m.edit}</summary>
                <StadiumForm stadium={s} />
              </details>
              <StadiumActions stadium={s} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
