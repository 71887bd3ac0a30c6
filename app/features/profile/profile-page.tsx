// The profile screen (community.md §2-§5, §8 "Profile"), in French. Read-only until "Modifier";
// the modes (edit, password, avatar) are in the URL (?mode=), so the toggles are links and every
// form is a Remix form that works without JavaScript. Cancel is a link back: edits are dropped.
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { DEFAULT_AVATAR, PRESET_AVATARS, presetAvatarUrl } from "../../../domain/account-fields";
import { formatter } from "../../../domain/format";
import { profileMessages as t } from "../../../domain/messages/profile";
import { LanguageSection } from "./language-section";
import { NotificationsLink } from "./notifications-link";
import { currentLocale } from "../../../domain/locale";
import type { PROFILE_FORM_FIELDS } from "../../../domain/profile";
// The profile's stylesheet, inlined in the page: one render-blocking request fewer on a phone.
import css from "../../styles/profile.css?inline";
import avatarPickerCss from "../../styles/avatar-picker.css?inline";
import { InlineStyle } from "../../ui/inline-style";
import type { FormResult } from "../../lib/form-result";
import { Field } from "../../ui/field";
import { Pager, type PagerTexts } from "../../ui/pager";
import type { PointsHistory, Me } from "../../../api/services/users";
import type { AvatarLimit, ProfileMode } from "./profile.server";
import { SeasonChart } from "./season-chart";
import { ResultBanner } from "../../ui/result-banner";
import Pencil from "lucide-react/icons/pencil";
import { Icon } from "../../ui/icon";

// Read at each render: the reader's language (a module constant would keep the first reader's).
const fmt = () => formatter(currentLocale());
type Values = Partial<Record<(typeof PROFILE_FORM_FIELDS)[number], string>>;
type Result = FormResult<string, { values: Values }>;

/** Read at render (issue 45: a module constant would keep the first reader's language). */
const pagerTexts = (): PagerTexts => ({
  showing: (from, to, total) => t.historyShowing(from, to, total),
  previous: t.previous,
  next: t.next,
  page: t.pageOf,
});

/** A notice that goes away after 5 s (§8); without JavaScript it stays. */
function Notice({ result }: { result: Result | undefined }) {
  const [shown, setShown] = useState(result);
  useEffect(() => {
    setShown(result);
    if (!result) return;
    const id = setTimeout(() => setShown(undefined), 5_000);
    return () => clearTimeout(id);
  }, [result]);
  if (!shown || shown.ok) return <div role="status" aria-live="polite" />;
  const fallback = shown.intent === "password" ? t.passwordChangeError : t.updateError;
  return (
    <ResultBanner
      result={shown}
      as="div"
      className="profile-notice"
      testId="profile-error"
      message={Object.keys(shown.fields).length > 0 ? `${fallback} : ${shown.message}` : shown.message || fallback}
    />
  );
}

function Avatar({ src, size }: { src: string; size: number }) {
  // The fallback is the default avatar image (§9 Other).
  const [url, setUrl] = useState(src);
  useEffect(() => setUrl(src), [src]);
  // The page's largest paint on a phone: fetched first (lower case: React 18 passes it through as is).
  return <img src={url} alt="" width={size} height={size} className="avatar" {...{ fetchpriority: "high" }} onError={() => setUrl(presetAvatarUrl(DEFAULT_AVATAR))} />;
}

function AvatarPanel({ error, limit }: { error?: string; limit: AvatarLimit }) {
  const [clientError, setClientError] = useState<string | null>(null);
  const busy = useNavigation().state === "submitting";
  return (
    <section className="card profile-avatar-panel" aria-labelledby="avatar-title" id="photo">
      <h2 id="avatar-title">{t.changeAvatar}</h2>
      <Form method="post" encType="multipart/form-data" className="form">
        <input type="hidden" name="intent" value="avatar" />
        <Field label={t.avatarField} hint={t.avatarHint} error={clientError ?? error}>
          <input
            type="file"
            name="avatar"
            accept="image/png,image/jpeg,image/gif"
            required
            onChange={(e) => {
              // The spec's checks, before sending; the server checks the content again.
              const file = e.currentTarget.files?.[0];
              const problem = !file ? null : !file.type.startsWith("image/") ? t.avatarNotImage : file.size > limit.bytes ? t.avatarTooLarge : null;
              setClientError(problem);
              e.currentTarget.setCustomValidity(problem ?? "");
            }}
          />
        </Field>
        <div className="form-row">
          <Link to="/profile" className="btn btn-secondary" preventScrollReset>
            {t.cancel}
          </Link>
          <button type="submit" className="btn btn-primary" disabled={busy || !!clientError}>
            {busy ? <span className="spinner" aria-hidden="true" /> : null}
            {t.upload}
          </button>
        </div>
      </Form>
      <Form method="post" className="form">
        <input type="hidden" name="intent" value="preset" />
        <fieldset className="avatar-picker">
          <legend>{t.presetAvatars}</legend>
          <div className="avatar-grid">
            {PRESET_AVATARS.map((p) => (
              <button key={p} type="submit" name="avatar" value={p} className="avatar-option" aria-label={t.choosePreset(p.replace("avatar", ""))}>
                <img src={presetAvatarUrl(p)} alt="" width={48} height={48} />
              </button>
            ))}
          </div>
        </fieldset>
      </Form>
      <p className="muted field-hint">{t.avatarMaxSize(limit.megabytes)}</p>
    </section>
  );
}

function ProfileFields({ user, values, fields }: { user: Me; values?: Values; fields: Record<string, string> }) {
  const v = (name: keyof Values) => values?.[name] ?? (user[name] as string | null) ?? "";
  return (
    <>
      <section className="card" aria-labelledby="personal-title">
        <h2 id="personal-title">{t.personalInformation}</h2>
        <div className="grid-2">
          <Field label={t.firstName} error={fields.firstName}>
            <input name="firstName" defaultValue={v("firstName")} required maxLength={100} autoComplete="given-name" />
          </Field>
          <Field label={t.lastName} error={fields.lastName}>
            <input name="lastName" defaultValue={v("lastName")} required maxLength={100} autoComplete="family-name" />
          </Field>
          <Field label={t.username} error={fields.username}>
            <input name="username" defaultValue={v("username")} required maxLength={30} autoComplete="username" />
          </Field>
          <Field label={t.teamName} error={fields.teamName}>
            <input name="teamName" defaultValue={v("teamName")} required maxLength={40} />
          </Field>
          <Field label={t.email} error={fields.email}>
            <input name="email" type="email" defaultValue={v("email")} required maxLength={254} autoComplete="email" />
          </Field>
          <Field label={t.currentPassword} hint={t.currentPasswordForEmail} error={fields.currentPassword}>
            <input name="currentPassword" type="password" autoComplete="current-password" maxLength={200} />
          </Field>
        </div>
      </section>
      <section className="card" aria-labelledby="address-title">
        <h2 id="address-title">{t.address}</h2>
        <div className="grid-2">
          <Field label={t.phone} error={fields.phone}>
            <input name="phone" type="tel" defaultValue={v("phone")} maxLength={30} autoComplete="tel" />
          </Field>
          <Field label={t.street} error={fields.address}>
            <input name="address" defaultValue={v("address")} maxLength={200} autoComplete="street-address" />
          </Field>
          <Field label={t.city} error={fields.city}>
            <input name="city" defaultValue={v("city")} maxLength={100} autoComplete="address-level2" />
          </Field>
          <Field label={t.postalCode} error={fields.postalCode}>
            <input name="postalCode" defaultValue={v("postalCode")} maxLength={20} autoComplete="postal-code" />
          </Field>
          <Field label={t.country} error={fields.country}>
            <input name="country" defaultValue={v("country")} maxLength={100} autoComplete="country-name" />
          </Field>
        </div>
      </section>
    </>
  );
}

function Facts({ rows }: { rows: [string, string | null][] }) {
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label} className="facts-row">
          <dt>{label}</dt>
          <dd>{value || <span className="muted">{t.notProvided}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

function PasswordForm({ fields }: { fields: Record<string, string> }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="form" aria-labelledby="security-title">
      <input type="hidden" name="intent" value="password" />
      <Field label={t.currentPassword} error={fields.currentPassword}>
        <input name="currentPassword" type="password" required autoComplete="current-password" maxLength={200} />
      </Field>
      <Field label={t.newPassword} error={fields.newPassword}>
        <input name="newPassword" type="password" required minLength={6} autoComplete="new-password" maxLength={200} />
      </Field>
      <Field label={t.confirmPassword} error={fields.confirmPassword}>
        <input name="confirmPassword" type="password" required autoComplete="new-password" maxLength={200} />
      </Field>
      <div className="form-row">
        <Link to="/profile" className="btn btn-secondary" preventScrollReset>
          {t.cancel}
        </Link>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t.changePassword}
        </button>
      </div>
    </Form>
  );
}

function PointsHistoryCard({ history, page }: { history: PointsHistory; page: number }) {
  const pageSize = history.limit;
  return (
    <section className="card profile-history" aria-labelledby="history-title" id="historique">
      <h2 id="history-title">{t.historyTitle}</h2>
      {history.total === 0 ? (
        <p className="muted">{t.historyEmpty}</p>
      ) : (
        <>
          {/* Focusable, so a keyboard can scroll it on a phone. */}
          <div className="table-wrap" tabIndex={0} role="region" aria-label={t.historyTitle}>
            <table className="data-table" data-testid="points-history">
              <caption className="visually-hidden">{t.historyTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.historyDate}</th>
                  <th scope="col">{t.historyMovement}</th>
                  <th scope="col" className="num">{t.historyAmount}</th>
                  <th scope="col" className="num">{t.historyBalance}</th>
                </tr>
              </thead>
              <tbody>
                {history.movements.map((m) => (
                  <tr key={m.id} data-kind={m.kind}>
                    <td>{fmt().date(m.createdAt, "date")}</td>
                    <td>{m.label}</td>
                    <td className={`num ${m.amount < 0 ? "amount-out" : "amount-in"}`}>{`${m.amount > 0 ? "+" : m.amount < 0 ? "−" : ""}${fmt().number(Math.abs(m.amount))}`}</td>
                    <td className="num">{fmt().number(m.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={page}
            pageSize={pageSize}
            total={history.total}
            count={history.movements.length}
            href={(p) => `/profile?page=${p}#historique`}
            noun="mouvements"
            label={t.historyPages}
            texts={pagerTexts()}
          />
        </>
      )}
    </section>
  );
}

export function ProfilePage({
  user,
  history,
  season,
  page,
  mode,
  avatarLimit,
  result,
}: {
  user: Me;
  history: PointsHistory;
  season: { gameweek: number; points: number; rank: number | null }[];
  page: number;
  mode: ProfileMode;
  avatarLimit: AvatarLimit;
  result: Result | undefined;
}) {
  const failed = result && !result.ok ? result : undefined;
  // A failed update keeps the form open with what was typed.
  const editing = mode === "edit" || failed?.intent === "update";
  const changingPassword = mode === "password" || failed?.intent === "password";
  const busy = useNavigation().state === "submitting";
  const fields = failed?.fields ?? {};
  const memberSince = fmt().date(user.createdAt, "long");
  return (
    <section className="page profile-page">
      <InlineStyle css={avatarPickerCss + css} />
      <header className="profile-header card">
        <div className="profile-avatar">
          <Avatar src={user.avatar} size={96} />
          <Link to="/profile?mode=avatar#photo" className="camera-btn" aria-label={t.changeAvatar} title={t.changeAvatar} preventScrollReset>
            {/* An inline icon: emoji fonts are not on every phone. */}
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M9 4h6l1.5 2H20a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3.5z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
              <circle cx="12" cy="12.5" r="3.6" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </Link>
        </div>
        <div className="profile-identity">
          <h1>
            {user.firstName} {user.lastName}
          </h1>
          <p className="muted">@{user.username}</p>
          <p className="points-pill" data-testid="profile-points">
            {fmt().number(user.points)} {t.points}
          </p>
        </div>
        <div className="profile-toggle">
          {editing ? (
            <Link to="/profile" className="btn btn-secondary" preventScrollReset>
              {t.cancel}
            </Link>
          ) : (
            <Link to="/profile?mode=edit" className="btn btn-primary" preventScrollReset>
              <Icon icon={Pencil} /> {t.edit}
            </Link>
          )}
        </div>
      </header>
      <Notice result={failed} />
      {mode === "avatar" || failed?.intent === "avatar" || failed?.intent === "preset" ? <AvatarPanel error={failed?.fields.avatar} limit={avatarLimit} /> : null}

      {editing ? (
        <Form method="post" className="profile-edit" aria-label={t.edit}>
          <input type="hidden" name="intent" value="update" />
          <ProfileFields user={user} values={failed?.values} fields={fields} />
          <div className="form-row profile-actions">
            <Link to="/profile" className="btn btn-secondary" preventScrollReset>
              {t.cancel}
            </Link>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? <span className="spinner" aria-hidden="true" /> : null}
              {t.save}
            </button>
          </div>
        </Form>
      ) : (
        <div className="grid-2">
          <section className="card" aria-labelledby="personal-title">
            <h2 id="personal-title">{t.personalInformation}</h2>
            <Facts
              rows={[
                [t.firstName, user.firstName],
                [t.lastName, user.lastName],
                [t.email, user.email],
                [t.teamName, user.teamName],
              ]}
            />
          </section>
          <section className="card" aria-labelledby="address-title">
            <h2 id="address-title">{t.address}</h2>
            <Facts
              rows={[
                [t.phone, user.phone],
                [t.street, user.address],
                [t.city, user.city],
                [t.postalCode, user.postalCode],
                [t.country, user.country],
              ]}
            />
          </section>
        </div>
      )}

      <div className="grid-2">
        <section className="card" aria-labelledby="security-title">
          <h2 id="security-title">{t.security}</h2>
          {changingPassword ? (
            <PasswordForm fields={failed?.intent === "password" ? fields : {}} />
          ) : (
            <div className="form-row">
              <p className="muted">••••••••</p>
              <Link to="/profile?mode=password" className="btn btn-secondary" preventScrollReset>
                {t.changePassword}
              </Link>
            </div>
          )}
        </section>
        <section className="card" aria-labelledby="account-title">
          <h2 id="account-title">{t.accountInformation}</h2>
          <Facts
            rows={[
              [t.username, user.username],
              [t.totalPoints, fmt().number(user.points)],
              [t.memberSince, memberSince],
            ]}
          />
        </section>
      </div>

      <LanguageSection />
      <NotificationsLink />
      <SeasonChart rows={season} />
      <PointsHistoryCard history={history} page={page} />
    </section>
  );
}

