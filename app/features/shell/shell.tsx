import { Form, Link, NavLink } from "@remix-run/react";
import Bell from "lucide-react/icons/bell";
import LogOut from "lucide-react/icons/log-out";
import Menu from "lucide-react/icons/menu";
import type { UserView } from "../../../api/services/users-view";
import { BOTTOM_BAR_TABS, adminItemsFor, FANTASY_TOOLS, MAIN_TABS, MENU_TABS, phoneAdminItems } from "./navigation";
import { DropdownMenu } from "../../ui/menu";
import { Icon } from "../../ui/icon";
import { useRealtime } from "../realtime/realtime";
import { ThemeToggle } from "./theme-toggle";
import { LanguageSwitch } from "./language-switch";
import { Copyright } from "../../ui/copyright";
import { shellMessages as t } from "../../../domain/messages/shell";
import { currentLocale } from "../../../domain/locale";
import { formatNumber } from "../../../domain/format";
import { Pocket } from "./pocket";

/** What the shell shows of the signed-in user, and all every page carries of him (no contact details). */
export type ShellUser = Pick<UserView, "id" | "username" | "avatar" | "points" | "role">;

export function shellUser({ id, username, avatar, points, role }: UserView): ShellUser {
  return { id, username, avatar, points, role };
}

/** The header's bell: a link to /notices (works without JS) with the unread count. */
function NoticesBell({ unread }: { unread: number }) {
  return (
    <NavLink to="/notices" className="notices-bell" aria-label={t.header.noticesBell(unread)} title={t.nav.notices} data-testid="notices-bell">
      <Icon icon={Bell} />
      {unread > 0 ? (
        <span className="notices-count" aria-hidden="true" data-testid="notices-count">
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </NavLink>
  );
}

export function Shell({ user, unreadNotices, children }: { user: ShellUser; unreadNotices: number; children: React.ReactNode }) {
  const realtime = useRealtime();
  const adminItems = adminItemsFor(user.role);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t.header.skipToContent}
      </a>
      <header className="topbar">
        <Link to="/" className="brand" aria-label={t.header.home}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>Terrace</span>
        </Link>
        <nav className="main-nav" aria-label={t.header.mainNav}>
          <ul>
            {MAIN_TABS.map((tab) => (
              <li key={tab.to}>
                <NavLink to={tab.to} prefetch="intent">
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <DropdownMenu label={t.header.fantasyTools} items={FANTASY_TOOLS} />
          {adminItems.length ? <DropdownMenu label={t.header.admin} items={adminItems} className="admin-menu" /> : null}
        </nav>
        <div className="topbar-right">
          <NoticesBell unread={unreadNotices} />
          <ThemeToggle />
          <LanguageSwitch />
          <Link to="/profile" className="user-chip" title={t.header.yourProfile}>
            <img src={user.avatar} alt="" width={32} height={32} className="avatar" />
            <span className="user-chip-text">
              <span className="username" data-testid="header-username">
                {user.username}
              </span>
              <span className="points" data-testid="header-points">
                {t.header.points(formatNumber(user.points, currentLocale()))}
              </span>
            </span>
            <span className={`presence-dot ${realtime.status}`} title={realtime.status === "online" ? t.header.online : t.header.offline} />
          </Link>
          <Form method="post" action="/logout" className="logout-desktop">
            <button type="submit" className="btn btn-ghost">
              {t.header.logout}
            </button>
          </Form>
        </div>
      </header>
      <main id="main" className="content">
        <Pocket user={user} />
        {children}
      </main>
      <Copyright className="footer" />
      <nav className="bottom-bar" aria-label={t.header.mainNavMobile}>
        {BOTTOM_BAR_TABS.map((tab) => (
          <NavLink key={tab.to} to={tab.to}>
            <Icon icon={tab.icon} />
            <span>{tab.label}</span>
          </NavLink>
        ))}
        <DropdownMenu label={t.header.menu} icon={Menu} items={[...MENU_TABS, ...phoneAdminItems(adminItems)]} className="bottom-menu" caret={false}>
          <li>
            <Form method="post" action="/logout">
              <button type="submit" className="menu-logout">
                <Icon icon={LogOut} /> {t.header.logout}
              </button>
            </Form>
          </li>
        </DropdownMenu>
      </nav>
    </div>
  );
}
