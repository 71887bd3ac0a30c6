import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { DataTable, type Column } from "../../ui/data-table";
import { Pager } from "../../ui/pager";
import { ConfirmAction } from "../../ui/confirm";
import { ErrorList, Field } from "../../ui/field";
import { resultFor } from "../../lib/form-result";
import type { adminUsersAction, loadAdminUsers, AdminUserFormResult, AdminUserIntent } from "./admin-users.server";
import { adminUserMessages as t } from "../../../domain/messages/admin";
import { USER_PAGE_SIZE, USER_SORT_KEYS } from "../../../domain/admin-users";
import { formatDate } from "../../../domain/format";
import { ROLES } from "../../../domain/permissions";
import type { UserView } from "../../../api/services/users-view";
import type { UserFile } from "../../../api/services/admin-users";


/** The spec's alert for each kind of failure; the server's reason shows under it. */
const ALERT: Record<AdminUserIntent, string> = { ban: t.statusError, unban: t.statusError, edit: t.updateError, delete: t.deleteError };

const when = (iso: string | null, style: "dateTime" | "date" = "dateTime") =>
  iso ? <time dateTime={iso}>{formatDate(iso, "en-GB", style)}</time> : <span className="muted">{t.never}</span>;

function Status({ active }: { active: boolean }) {
  return <span className={`badge ${active ? "badge-active" : "badge-banned"}`}>{active ? t.active : t.banned}</span>;
}

export function AdminUsersPage() {
  const { page, sort, order, q, list, openId, file, viewer } = useLoaderData<typeof loadAdminUsers>();
  const result = useActionData<typeof adminUsersAction>() as AdminUserFormResult | undefined;
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state !== "idle";

  const params = (changes: Record<string, string | null>) => {
    const p = new URLSearchParams(location.search);
    for (const [k, v] of Object.entries(changes)) v === null ? p.delete(k) : p.set(k, v);
    const s = p.toString();
    return `/adminusers${s ? `?${s}` : ""}`;
  };
  const pageHref = (n: number) => params({ page: n > 1 ? String(n) : null });

  const columns: Column<UserView>[] = [
    {
      key: "username",
      header: t.columns.user,
      sortable: true,
      cell: (u) => (
        <span className="user-cell">
          <img src={u.avatar} alt="" width={28} height={28} className="user-cell-avatar" />
          <span>
            <Link to={params({ user: u.id })} preventScrollReset className="user-cell-name">
              {u.username}
            </Link>
            <br />
            <span className="muted">
              {u.firstName} {u.lastName}
            </span>
          </span>
        </span>
      ),
    },
    { key: "email", header: t.columns.email, className: "hide-narrow cell-wrap", cell: (u) => u.email },
    { key: "team", header: t.columns.team, className: "hide-narrow cell-wrap", cell: (u) => u.teamName },
    {
      key: "status",
      header: t.columns.status,
      className: "cell-status",
      cell: (u) => (
        <>
          <Status active={u.isActive} />
          {u.role !== "user" ? <span className="badge">{u.role}</span> : null}
        </>
      ),
    },
    { key: "points", header: t.columns.points, sortable: true, cell: (u) => u.points.toLocaleString("en-GB") },
    { key: "createdAt", header: t.columns.createdAt, sortable: true, className: "hide-narrow", cell: (u) => when(u.createdAt, "date") },
    { key: "lastLogin", header: t.columns.lastLogin, sortable: true, className: "hide-narrow", cell: (u) => when(u.lastLogin, "date") },
  ];

  return (
    <section className="page admin-users" aria-busy={busy}>
      <header className="page-header">
        <h1>{t.title}</h1>
        <p className="muted">{t.blurb}</p>
      </header>

      <Form method="get" className="filter-bar" role="search" aria-label={t.searchLabel}>
        <label>
          {t.searchLabel}
          <input type="search" name="q" defaultValue={q} maxLength={100} placeholder={t.searchPlaceholder} />
        </label>
        {/* The column headers sort too; this works at every width. */}
        <label>
          {t.sortBy}
          <select name="sort" defaultValue={sort}>
            {USER_SORT_KEYS.map((k) => (
              <option key={k} value={k}>
                {t.sorts[k]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.order}
          <select name="order" defaultValue={order}>
            <option value="desc">{t.orders.desc}</option>
            <option value="asc">{t.orders.asc}</option>
          </select>
        </label>
        <button className="btn btn-primary" type="submit">
          {t.apply}
        </button>
        {q ? (
          <Link className="btn btn-secondary" to={`/adminusers?sort=${sort}&order=${order}`}>
            {t.clear}
          </Link>
        ) : null}
      </Form>

      {result && !result.ok && result.intent !== "unknown" && !openId ? <ErrorList message={ALERT[result.intent as AdminUserIntent]} errors={[result.message]} /> : null}

      {openId ? (
        <UserPanel key={openId} file={file ?? null} closeHref={params({ user: null })} viewer={viewer} result={result} />
      ) : null}

      {list.users.length === 0 ? (
        <p className="empty-state" data-testid="users-empty">
          {q ? t.noMatch(q) : t.empty}
        </p>
      ) : (
        <DataTable rows={list.users} columns={columns} rowKey={(u) => u.id} caption={t.title} sort={sort} order={order} testId="users-table" rowProps={(u) => ({ "data-user": u.username })} />
      )}
      <Pager page={page} pageSize={USER_PAGE_SIZE} total={list.total} count={list.users.length} href={pageHref} noun="users" label={t.usersPages} />
    </section>
  );
}

function UserPanel({
  file,
  closeHref,
  viewer,
  result,
}: {
  file: UserFile | null;
  closeHref: string;
  viewer: { id: string; canEdit: boolean; canChangeRoles: boolean };
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
  const statusFailure = ban ?? failed("unban");
  const del = failed("delete");
  const value = (name: keyof UserView) => (edit?.values?.[name] as string | undefined) ?? String(user[name] ?? "");
  return (
    <section className="card user-panel" aria-labelledby="user-panel-title" data-testid="user-panel">
      <div className="user-panel-head">
        <img src={user.avatar} alt="" width={56} height={56} className="user-panel-avatar" />
        <div>
          <h2 id="user-panel-title">{user.username}</h2>
          <p className="muted">
            {user.firstName} {user.lastName} · {user.teamName} · {user.role} · <Status active={user.isActive} />
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
            <dt>Email</dt>
            <dd>{user.email}</dd>
            <dt>Team</dt>
            <dd>{user.teamName}</dd>
            <dt>Role</dt>
            <dd>{user.role}</dd>
            <dt>Status</dt>
            <dd>
              <Status active={user.isActive} />
            </dd>
            <dt>Points</dt>
            <dd data-testid="user-points">{user.points.toLocaleString("en-GB")}</dd>
            <dt>{t.standing}</dt>
            <dd>{file.standing ? `#${file.standing.rank} · ${file.standing.totalPoints} pts` : t.noStanding}</dd>
            <dt>Created</dt>
            <dd>{when(user.createdAt)}</dd>
            <dt>Last login</dt>
            <dd>{when(user.lastLogin)}</dd>
            {user.phone ? (
              <>
                <dt>Phone</dt>
                <dd>{user.phone}</dd>
              </>
            ) : null}
            {user.city || user.country ? (
              <>
                <dt>Location</dt>
                <dd>{[user.city, user.country].filter(Boolean).join(", ")}</dd>
              </>
            ) : null}
          </dl>
        </section>

        <section aria-labelledby="actions-title" className="user-actions">
          <h3 id="actions-title">Actions</h3>
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
              <Field label="First name" error={edit?.fields.firstName}>
                <input name="firstName" required maxLength={100} defaultValue={value("firstName")} autoComplete="off" />
              </Field>
              <Field label="Last name" error={edit?.fields.lastName}>
                <input name="lastName" required maxLength={100} defaultValue={value("lastName")} autoComplete="off" />
              </Field>
              <Field label="Username" error={edit?.fields.username}>
                <input name="username" required maxLength={30} defaultValue={value("username")} autoComplete="off" />
              </Field>
              <Field label="Email" error={edit?.fields.email}>
                <input name="email" type="email" required maxLength={254} defaultValue={value("email")} autoComplete="off" />
              </Field>
              <Field label="Team name" error={edit?.fields.teamName}>
                <input name="teamName" required maxLength={40} defaultValue={value("teamName")} autoComplete="off" />
              </Field>
              {viewer.canChangeRoles && !self ? (
                <Field label="Role" hint={t.roleHint} error={edit?.fields.role}>
                  <select name="role" defaultValue={value("role")}>
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {r}
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
                    <th scope="col">When</th>
                    <th scope="col">Reason</th>
                    <th scope="col">Points</th>
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
                  <th scope="col">Gameweek</th>
                  <th scope="col">Team</th>
                  <th scope="col">Points</th>
                  <th scope="col">Rank</th>
                </tr>
              </thead>
              <tbody>
                {file.teams.map((team) => (
                  <tr key={team.id}>
                    <td>GW{team.gameweek}</td>
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
                {when(m.createdAt)} · <code>{m.action}</code> by {m.actorLabel}
                {m.reason ? <> · “{m.reason}”</> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
