import { Fragment } from "react";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { DataTable, type Column } from "../../ui/data-table";
import { Pager } from "../../ui/pager";
import { ConfirmAction } from "../../ui/confirm";
import { ErrorList, Field } from "../../ui/field";
import { resultFor } from "../../lib/form-result";
import type { adminUsersAction, loadAdminUsers, AdminUserFormResult, AdminUserIntent } from "./admin-users.server";
import { adminUserMessages as t } from "../../../domain/messages/admin";
import { USER_PAGE_SIZE, USER_ROLE_FILTERS, USER_SORT_KEYS, USER_STATUS_FILTERS } from "../../../domain/admin-users";
import { BAN_DURATION_KEYS, BAN_SCOPES, type BanScope } from "../../../domain/moderation";
import { formatDate } from "../../../domain/format";
import { ROLES } from "../../../domain/permissions";
import type { UserFile, UserList } from "../../../api/services/admin-users";

type Row = UserList["users"][number];
type ScopedBan = Row["bans"][number];


/** The spec's alert for each kind of failure; the server's reason shows under it. */
const ALERT: Record<AdminUserIntent, string> = {
  ban: t.statusError,
  unban: t.statusError,
  banScope: t.statusError,
  unbanScope: t.statusError,
  edit: t.updateError,
  delete: t.deleteError,
};

const when = (iso: string | null, style: "dateTime" | "date" = "dateTime") =>
  iso ? <time dateTime={iso}>{formatDate(iso, "en-GB", style)}</time> : <span className="muted">{t.never}</span>;

function Status({ active }: { active: boolean }) {
  return <span className={`badge ${active ? "badge-active" : "badge-banned"}`}>{active ? t.active : t.banned}</span>;
}

/** When an account ban ends: its date, or that it has none. */
function BanEnd({ until }: { until: string | null }) {
  return until ? (
    <span className="small ban-end" data-testid="ban-end">
      {t.bannedUntil} {when(until)}
    </span>
  ) : (
    <span className="small ban-end muted">{t.bannedForGood}</span>
  );
}

/** A scoped ban in force, as a badge: where, and until when. */
function ScopedBanBadge({ ban }: { ban: ScopedBan }) {
  return (
    <span className="badge badge-banned" data-testid={`scope-ban-${ban.scope}`}>
      {t.scopeBan(t.scopes[ban.scope])}
      {ban.endsAt ? (
        <>
          {" "}
          {t.until} {when(ban.endsAt, "date")}
        </>
      ) : null}
    </span>
  );
}

/** The ban lengths offered (issue 25's presets). */
function DurationSelect({ defaultValue }: { defaultValue?: string }) {
  return (
    <select name="duration" defaultValue={defaultValue || "7d"}>
      {BAN_DURATION_KEYS.map((d) => (
        <option key={d} value={d}>
          {t.durations[d]}
        </option>
      ))}
    </select>
  );
}

export function AdminUsersPage() {
  const { page, sort, order, q, role, status, list, openId, file, viewer } = useLoaderData<typeof loadAdminUsers>();
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

  const columns: Column<Row>[] = [
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
    { key: "team", header: t.columns.team, className: "hide-narrow cell-wrap", cell: (u) => u.teamName },
    {
      key: "status",
      header: t.columns.status,
      className: "cell-status",
      cell: (u) => (
        <span className="status-cell">
          <Status active={u.isActive} />
          {u.role !== "user" ? <span className="badge">{u.role}</span> : null}
          {!u.isActive ? <BanEnd until={u.deactivatedUntil} /> : null}
          {u.bans.map((b) => (
            <ScopedBanBadge key={b.scope} ban={b} />
          ))}
        </span>
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
        <p className="muted" data-testid="role-abilities">
          {viewer.canEdit ? t.blurb : t.moderatorBlurb}
        </p>
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
        <label>
          {t.roleFilter}
          <select name="role" defaultValue={role}>
            <option value="">{t.anyRole}</option>
            {USER_ROLE_FILTERS.map((r) => (
              <option key={r} value={r}>
                {t.roles[r]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.statusFilter}
          <select name="status" defaultValue={status}>
            <option value="">{t.anyStatus}</option>
            {USER_STATUS_FILTERS.map((st) => (
              <option key={st} value={st}>
                {t.statuses[st]}
              </option>
            ))}
          </select>
        </label>
        <button className="btn btn-primary" type="submit">
          {t.apply}
        </button>
        {q || role || status ? (
          <Link className="btn btn-secondary" to={`/adminusers?sort=${sort}&order=${order}`}>
            {role || status ? t.clearFilters : t.clear}
          </Link>
        ) : null}
      </Form>

      {result && !result.ok && result.intent !== "unknown" && !openId ? <ErrorList message={ALERT[result.intent as AdminUserIntent]} errors={[result.message]} /> : null}

      {openId ? (
        <UserPanel key={openId} file={file ?? null} closeHref={params({ user: null, contact: null })} contactHref={params({ contact: "1" })} viewer={viewer} result={result} />
      ) : null}

      {list.users.length === 0 ? (
        <p className="empty-state" data-testid="users-empty">
          {role || status ? t.noMatchFilters : q ? t.noMatch(q) : t.empty}
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
              <Field label="First name" error={edit?.fields.firstName}>
                <input name="firstName" required maxLength={100} defaultValue={value("firstName")} autoComplete="off" />
              </Field>
              <Field label="Last name" error={edit?.fields.lastName}>
                <input name="lastName" required maxLength={100} defaultValue={value("lastName")} autoComplete="off" />
              </Field>
              <Field label="Username" error={edit?.fields.username}>
                <input name="username" required maxLength={30} defaultValue={value("username")} autoComplete="off" />
              </Field>
              {/* The email is private data (issue 42): edited once the contact details are shown (an audited read). */}
              {file.contact ? (
                <Field label="Email" error={edit?.fields.email}>
                  <input name="email" type="email" required maxLength={254} defaultValue={edit?.values?.email ?? file.contact.email} autoComplete="off" />
                </Field>
              ) : (
                <p className="muted small" data-testid="email-behind-contact">{t.emailBehindContact}</p>
              )}
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

/** The contact details (admins): behind a link, as each view is audited. */
function Contact({ contact, href }: { contact: UserFile["contact"]; href: string }) {
  return (
    <section aria-labelledby="contact-title" className="user-contact">
      <h3 id="contact-title">{t.contact}</h3>
      {contact ? (
        <dl className="facts" data-testid="user-contact">
            {(["email", "phone", "address", "city", "postalCode", "country"] as const).map((k) =>
              contact[k] ? (
                <Fragment key={k}>
                  <dt>{t[k]}</dt>
                  <dd>{contact[k]}</dd>
                </Fragment>
              ) : null,
            )}
          </dl>
      ) : (
        <p>
          <Link to={href} preventScrollReset className="btn btn-small btn-secondary" data-testid="show-contact">
            {t.showContact}
          </Link>
        </p>
      )}
      <p className="muted small">{t.contactHint}</p>
    </section>
  );
}

/** Bans from posts, comments or chat: those in force with their end and a lift, and a form for another. */
function ScopedBans({
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
