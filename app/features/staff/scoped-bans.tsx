// A user's bans from posts, comments or chat in the user admin's panel (issue 25).
import { Form } from "@remix-run/react";
import { Field } from "../../ui/field";
import { adminUserMessages as t } from "../../../domain/messages/admin";
import type { BanScope } from "../../../domain/moderation";
import { DurationSelect, ScopedBanBadge, type ScopedBan } from "./user-bits";

/** Bans from posts, comments or chat: those in force with their end and a lift, and a form for another. */
export function ScopedBans({
  userId,
  bans,
  freeScopes,
  failed,
}: {
  userId: string;
  bans: ScopedBan[];
  freeScopes: BanScope[];
  failed: { fields: Record<string, string>; values?: Record<string, string> } | undefined;
}) {
  const values = failed?.values;
  return (
    <section aria-labelledby="scoped-bans-title" className="scoped-bans">
      <h4 id="scoped-bans-title">{t.scopedBans}</h4>
      {bans.length === 0 ? (
        <p className="muted small">{t.noScopedBans}</p>
      ) : (
        <ul className="scoped-ban-list" data-testid="scoped-bans">
          {bans.map((b) => (
            <li key={b.scope}>
              <ScopedBanBadge ban={b} /> <span className="ban-reason">“{b.reason}”</span>
              <Form method="post" preventScrollReset className="inline-form">
                <input type="hidden" name="intent" value="unbanScope" />
                <input type="hidden" name="userId" value={userId} />
                <input type="hidden" name="scope" value={b.scope} />
                <button type="submit" className="btn btn-small btn-secondary" aria-label={`${t.liftScopeBan}: ${t.scopeBan(t.scopes[b.scope])}`}>
                  {t.liftScopeBan}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {freeScopes.length > 0 ? (
        <details className="confirm" open={!!failed}>
          <summary className="btn btn-secondary">{t.banScope}…</summary>
          <Form method="post" className="confirm-panel form" preventScrollReset>
            <input type="hidden" name="intent" value="banScope" />
            <input type="hidden" name="userId" value={userId} />
            <p className="muted small">{t.scopedBansHint}</p>
            <Field label={t.banScope} error={failed?.fields.scope}>
              <select name="scope" defaultValue={values?.scope || freeScopes[0]}>
                {freeScopes.map((sc) => (
                  <option key={sc} value={sc}>
                    {t.scopes[sc]}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t.scopeBanReason} error={failed?.fields.reason}>
              <textarea name="reason" required maxLength={500} rows={2} defaultValue={values?.reason ?? ""} />
            </Field>
            <Field label={t.scopeBanDuration} error={failed?.fields.duration}>
              <DurationSelect defaultValue={values?.duration} />
            </Field>
            <button type="submit" className="btn btn-danger">
              {t.confirmScopeBan}
            </button>
          </Form>
        </details>
      ) : null}
    </section>
  );
}
