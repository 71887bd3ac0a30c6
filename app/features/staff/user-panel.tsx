// One user's file in the user admin (/adminusers?user=id): profile, status actions (ban, unban,
// scoped bans, delete), the edit form, and the points, teams and moderation histories.
import { formatter } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
import { Form, Link } from "@remix-run/react";
import { ConfirmAction } from "../../ui/confirm";
import { ErrorList, Field } from "../../ui/field";
import { resultFor } from "../../lib/form-result";
import type { AdminUserFormResult, AdminUserIntent } from "./admin-users.server";
import { adminUserMessages as t } from "../../../domain/messages/admin";
import { BAN_SCOPES } from "../../../domain/moderation";
import { ROLES } from "../../../domain/permissions";
import type { UserFile } from "../../../api/services/admin-users";
import { DurationSelect, Status, when } from "./user-bits";
import { Contact } from "./user-contact";
import { ScopedBans } from "./scoped-bans";

/** A role as the reader's language names it. */
const roleName = (role: string) => t.roleNames[role as keyof typeof t.roleNames] ?? role;

export function UserPanel({
  file,
  closeHref,
  contactHref,
  viewer,
  result,
}: {
  file: UserFile | null;
  closeHref: string;
  contactHref: string;
  viewer: { id: string; canEdit: boolean; canChangeRoles: boolean; canSeeContact: boolean };
  result: AdminUserFormResult | undefined;
}) {
  if (!file)
    return (
      <section className="card user-panel" aria-labelledby="user-panel-title">
        <h2 id="user-panel-title">{t.details}</h2>
        <p role="alert">{t.notFound}</p>
        <Link className="btn btn-secondary" to={closeHref}>
          {t.close}
        </Link>
      </section>
    );
  const { user } = file;
  const failed = (intent: AdminUserIntent) => {
    const r = resultFor(result, intent);
    return r && !r.ok ? r : undefined;
  };
  const self = user.id === viewer.id;
  const edit = failed("edit");
  const ban = failed("ban");
  const scopeBan = failed("banScope");
  const statusFailure = ban ?? failed("unban") ?? scopeBan ?? failed("unbanScope");
  const banned = new Set(file.bans.map((b) => b.scope));
  const freeScopes = BAN_SCOPES.filter((sc) => !banned.has(sc));
  const del = failed("delete");
  const value = (name: keyof typeof user) => (edit?.values?.[name] as string | undefined) ?? String(user[name] ?? "");
  return (
    <section className="card user-panel" aria-labelledby="user-panel-title" data-testid="user-panel">
      <div className="user-panel-head">
        <img src={user.avatar} alt="" width={56} height={56} className="user-panel-avatar" />
        <div>
          <h2 id="user-panel-title">{user.username}</h2>
          <p className="muted">
            {`${user.firstName} ${user.lastName}`} · {user.teamName} · {roleName(user.role)} · <Status active={user.isActive} />
          </p>
        </div>
        <Link className="btn btn-secondary" to={closeHref} preventScrollReset>
          {t.close}
        </Link>
      </div>

      <div className="user-panel-grid">
        <section aria-labelledby="profile-title">
          <h3 id="profile-title">{t.profile}</h3>
          <dl className="facts">
            <dt>{t.fields.team}</dt>
            <dd>{user.teamName}</dd>
            <dt>{t.fields.role}</dt>
            <dd>{roleName(user.role)}</dd>
            <dt>{t.fields.status}</dt>
            <dd>
              <Status active={user.isActive} />
            </dd>
            <dt>{t.fields.points}</dt>
            <dd data-testid="user-points">{formatter(currentLocale()).number(user.points)}</dd>
            <dt>{t.standing}</dt>
            <dd>{file.standing ? t.standingLine(file.standing.rank, file.standing.totalPoints) : t.noStanding}</dd>
            <dt>{t.fields.created}</dt>
            <dd>{when(user.createdAt)}</dd>
            <dt>{t.fields.lastLogin}</dt>
            <dd>{when(user.lastLogin)}</dd>
            {!user.isActive ? (
              <>
                <dt>{t.deactivatedReason}</dt>
                <dd data-testid="deactivated-reason">{user.deactivatedReason ?? <span className="muted">{t.noReason}</span>}</dd>
                <dt>{t.bannedUntil}</dt>
                <dd>{user.deactivatedUntil ? when(user.deactivatedUntil) : <span className="muted">{t.bannedForGood}</span>}</dd>
              </>
            ) : null}
          </dl>
          {viewer.canSeeContact ? <Contact contact={file.contact} href={contactHref} /> : null}
        </section>

        <section aria-labelledby="actions-title" className="user-actions">
          <h3 id="actions-title">{t.actions}</h3>
          {self ? <p className="muted">{t.self}</p> : null}
          {statusFailure ? <ErrorList message={t.statusError} errors={[statusFailure.message]} /> : null}
          {!self && user.isActive ? (
            <details className="confirm" open={!!ban}>
              <summary className="btn btn-danger">{t.ban}</summary>
              <Form method="post" className="confirm-panel form" preventScrollReset>
                <input type="hidden" name="intent" value="ban" />
                <input type="hidden" name="userId" value={user.id} />
                <Field label={t.banReason} hint={t.banHint} error={ban?.fields.reason}>
                  <textarea name="reason" required maxLength={500} rows={2} defaultValue={ban?.values?.reason ?? ""} />
                </Field>
                <Field label={t.banDuration} error={ban?.fields.duration}>
                  <DurationSelect defaultValue={ban?.values?.duration} />
                </Field>
                <button type="submit" className="btn btn-danger">
                  {t.confirmBan}
                </button>
              </Form>
            </details>
          ) : null}
          {!self && !user.isActive ? (
            <Form method="post" className="form" preventScrollReset>
              <input type="hidden" name="intent" value="unban" />
              <input type="hidden" name="userId" value={user.id} />
              <Field label={t.unbanReason}>
                <input name="reason" maxLength={500} />
              </Field>
              <button type="submit" className="btn btn-primary">
                {t.unban}
              </button>
            </Form>
          ) : null}
          {!self ? <ScopedBans userId={user.id} bans={file.bans} freeScopes={freeScopes} failed={scopeBan} /> : null}
          {viewer.canEdit && !self ? (
            <>
              {del ? <ErrorList message={t.deleteError} errors={[del.message]} /> : null}
              <ConfirmAction intent="delete" hidden={{ userId: user.id }} label={t.deleteUser} question={t.deleteQuestion(user.username)} confirmLabel={t.confirmDelete} />
            </>
          ) : null}
        </section>
      </div>

      {viewer.canEdit ? (
        <details className="user-edit" open={!!edit}>
          <summary className="btn btn-secondary">{t.edit}</summary>
          <Form method="post" className="form user-edit-form" preventScrollReset>
            <input type="hidden" name="intent" value="edit" />
            <input type="hidden" name="userId" value={user.id} />
            {edit ? <ErrorList message={t.updateError} errors={[edit.message]} /> : null}
            <div className="grid-2">
              <Field label={t.fields.firstName} error={edit?.fields.firstName}>
                <input name="firstName" required maxLength={100} defaultValue={value("firstName")} autoComplete="off" />
              </Field>
              <Field label={t.fields.lastName} error={edit?.fields.lastName}>
                <input name="lastName" required maxLength={100} defaultValue={value("lastName")} autoComplete="off" />
              </Field>
              <Field label={t.fields.username} error={edit?.fields.username}>
                <input name="username" required maxLength={30} defaultValue={value("username")} autoComplete="off" />
              </Field>
              {/* The email is private data (issue 42): edited once the contact details are shown (an audited read). */}
              {file.contact ? (
                <Field label={t.fields.email} error={edit?.fields.email}>
                  <input name="email" type="email" required maxLength={254} defaultValue={edit?.values?.email ?? file.contact.email} autoComplete="off" />
                </Field>
              ) : (
                <p className="muted small" data-testid="email-behind-contact">{t.emailBehindContact}</p>
              )}
              <Field label={t.fields.teamName} error={edit?.fields.teamName}>
                <input name="teamName" required maxLength={40} defaultValue={value("teamName")} autoComplete="off" />
              </Field>
              {viewer.canChangeRoles && !self ? (
                <Field label={t.fields.role} hint={t.roleHint} error={edit?.fields.role}>
                  <select name="role" defaultValue={value("role")}>
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {roleName(r)}
                      </option>
                    ))}
                  </select>
                </Field>
              ) : null}
            </div>
            <button type="submit" className="btn btn-primary">
              {t.save}
            </button>
          </Form>
        </details>
      ) : null}

      <section aria-labelledby="points-title">
        <h3 id="points-title">{t.pointsHistory}</h3>
        {file.pointsHistory.entries.length === 0 ? (
          <p className="muted">{t.noPoints}</p>
        ) : (
          <>
            <p className="muted">{t.pointsShown(file.pointsHistory.entries.length, file.pointsHistory.total)}</p>
            <div className="table-wrap">
              <table className="data-table" data-testid="points-history">
                <caption className="visually-hidden">{t.pointsHistory}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.historyColumns.when}</th>
                    <th scope="col">{t.historyColumns.reason}</th>
                    <th scope="col">{t.historyColumns.points}</th>
                  </tr>
                </thead>
                <tbody>
                  {file.pointsHistory.entries.map((e) => (
                    <tr key={e.id}>
                      <td>{when(e.createdAt)}</td>
                      <td>{e.reason}</td>
                      <td>{e.amount > 0 ? `+${e.amount}` : e.amount}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>

      <section aria-labelledby="teams-title">
        <h3 id="teams-title">{t.teams}</h3>
        {file.teams.length === 0 ? (
          <p className="muted">{t.noTeams}</p>
        ) : (
          <div className="table-wrap">
            <table className="data-table" data-testid="user-teams">
              <caption className="visually-hidden">{t.teams}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.teamColumns.gameweek}</th>
                  <th scope="col">{t.teamColumns.team}</th>
                  <th scope="col">{t.teamColumns.points}</th>
                  <th scope="col">{t.teamColumns.rank}</th>
                </tr>
              </thead>
              <tbody>
                {file.teams.map((team) => (
                  <tr key={team.id}>
                    <td>{t.gw(team.gameweek)}</td>
                    <td>{team.teamName}</td>
                    <td>{team.totalPoints}</td>
                    <td>{team.rank ?? "–"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="moderation-title">
        <h3 id="moderation-title">{t.moderationHistory}</h3>
        {file.moderationHistory.length === 0 ? (
          <p className="muted">{t.noModeration}</p>
        ) : (
          <ul className="moderation-history" data-testid="moderation-history">
            {file.moderationHistory.map((m) => (
              <li key={m.id}>
                {when(m.createdAt)} · <code>{m.action}</code> {t.by(m.actorLabel)}
                {m.reason ? <> · “{m.reason}”</> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
