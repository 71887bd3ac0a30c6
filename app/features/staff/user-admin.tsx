// /adminusers: the users' list (search, filters, sort, pages) and the open user's panel (user-panel.tsx).
import { formatter } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { DataTable, type Column } from "../../ui/data-table";
import { Pager } from "../../ui/pager";
import { ErrorList } from "../../ui/field";
import type { adminUsersAction, loadAdminUsers, AdminUserFormResult, AdminUserIntent } from "./admin-users.server";
import { adminUserMessages as t } from "../../../domain/messages/admin";
import { USER_PAGE_SIZE, USER_ROLE_FILTERS, USER_SORT_KEYS, USER_STATUS_FILTERS } from "../../../domain/admin-users";
import { BanEnd, ScopedBanBadge, Status, when, type Row } from "./user-bits";
import { UserPanel } from "./user-panel";

/** The spec's alert for each kind of failure; the server's reason shows under it. */
/** The spec's alert for each kind of failure (read at render, in the reader's language); the server's reason shows under it. */
const alertOf = (intent: AdminUserIntent): string =>
  ({ ban: t.statusError, unban: t.statusError, banScope: t.statusError, unbanScope: t.statusError, edit: t.updateError, delete: t.deleteError })[intent];

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
              {`${u.firstName} ${u.lastName}`}
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
          {u.role !== "user" ? <span className="badge">{t.roleNames[u.role as keyof typeof t.roleNames] ?? u.role}</span> : null}
          {!u.isActive ? <BanEnd until={u.deactivatedUntil} /> : null}
          {u.bans.map((b) => (
            <ScopedBanBadge key={b.scope} ban={b} />
          ))}
        </span>
      ),
    },
    { key: "points", header: t.columns.points, sortable: true, cell: (u) => formatter(currentLocale()).number(u.points) },
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

      {result && !result.ok && result.intent !== "unknown" && !openId ? <ErrorList message={alertOf(result.intent as AdminUserIntent)} errors={[result.message]} /> : null}

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
      <Pager page={page} pageSize={USER_PAGE_SIZE} total={list.total} count={list.users.length} href={pageHref} noun="users" label={t.usersPages} texts={{ ...t.pager }} />
    </section>
  );
}
