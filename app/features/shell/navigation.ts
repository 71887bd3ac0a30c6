// The shell's menus (spec game.md §2 Navigation) and each section's description.
import CalendarDays from "lucide-react/icons/calendar-days";
import CircleUser from "lucide-react/icons/circle-user";
import ClipboardList from "lucide-react/icons/clipboard-list";
import Compass from "lucide-react/icons/compass";
import Database from "lucide-react/icons/database";
import Flag from "lucide-react/icons/flag";
import Landmark from "lucide-react/icons/landmark";
import Megaphone from "lucide-react/icons/megaphone";
import MessageSquare from "lucide-react/icons/message-square";
import MessagesSquare from "lucide-react/icons/messages-square";
import Newspaper from "lucide-react/icons/newspaper";
import Package from "lucide-react/icons/package";
import Plus from "lucide-react/icons/plus";
import Radio from "lucide-react/icons/radio";
import ScrollText from "lucide-react/icons/scroll-text";
import Shirt from "lucide-react/icons/shirt";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import SquarePen from "lucide-react/icons/square-pen";
import Swords from "lucide-react/icons/swords";
import Trophy from "lucide-react/icons/trophy";
import Users from "lucide-react/icons/users";
import VenetianMask from "lucide-react/icons/venetian-mask";
import Vote from "lucide-react/icons/vote";
import { can, type Ability, type Role } from "../../../domain/permissions";
import type { IconType } from "../../ui/icon";
import { shellMessages as t } from "../../../domain/messages/shell";

export type NavItem = { to: string; label: string; icon: IconType };

/** A menu item whose label is read in the reader's language each time it is shown. */
const item = (to: string, key: Exclude<keyof typeof t.nav, "manage">, icon: IconType): NavItem => ({
  to,
  icon,
  get label() {
    return t.nav[key];
  },
});

/** An Admin menu item, shown to the roles that may do its ability. */
const staffItem = (to: string, key: Exclude<keyof typeof t.nav, "manage">, icon: IconType, ability: Ability) => Object.assign(item(to, key, icon), { ability });

export const MAIN_TABS: NavItem[] = [
  item("/challenges", "arena", Swords),
  item("/live-team", "liveTeam", Radio),
  item("/chat", "chat", MessagesSquare),
  item("/terrace", "terrace", Megaphone),
  item("/leaks", "leaks", VenetianMask),
  item("/fixtures", "fixtures", CalendarDays),
  item("/leaderboard", "leaderboard", Trophy),
  item("/profile", "profile", CircleUser),
];

export const FANTASY_TOOLS: NavItem[] = [
  item("/pick-team", "pickTeam", Shirt),
  item("/my-team", "myTeam", ClipboardList),
  item("/store", "store", ShoppingBag),
  item("/votes", "votes", Vote),
  item("/fixtures", "fixtures", CalendarDays),
];

export const ADMIN_ITEMS: (NavItem & { ability: Ability })[] = [
  staffItem("/admin", "staffHome", Compass, "staff:view"),
  staffItem("/addchallenge", "addChallenge", Plus, "challenges:manage"),
  staffItem("/adminchallenges", "challenges", Swords, "challenges:manage"),
  staffItem("/addleak", "addLeak", SquarePen, "leaks:manage"),
  staffItem("/adminleaks", "manageLeaks", VenetianMask, "leaks:manage"),
  staffItem("/adminorders", "orders", Package, "orders:manage"),
  staffItem("/adminusers", "users", Users, "users:manage"),
  staffItem("/adminreports", "chatReports", Flag, "content:moderate"),
  staffItem("/adminposts", "posts", Newspaper, "content:moderate"),
  staffItem("/admincomments", "comments", MessageSquare, "content:moderate"),
  staffItem("/adminvotes", "reportedVotes", Vote, "content:moderate"),
  staffItem("/adminstadiums", "stadiums", Landmark, "stadiums:manage"),
  staffItem("/admindata", "playerData", Database, "data:import"),
  staffItem("/adminaudit", "auditLog", ScrollText, "staff:view"),
];

/** The Admin menu of a role: what it may open (domain/permissions.ts); empty for managers. */
export const adminItemsFor = (role: Role) => ADMIN_ITEMS.filter((item) => can(role, item.ability));

/** Phones: the first four tabs in the bottom bar, the rest behind Menu. */
export const BOTTOM_BAR_TABS = MAIN_TABS.slice(0, 4);
export const MENU_TABS = [...MAIN_TABS.slice(4), ...FANTASY_TOOLS.filter((t) => !MAIN_TABS.some((m) => m.to === t.to))];

/**
 * The phone Menu's admin items: none that the Menu already holds, and a label the Menu does not
 * use yet ('Leaks' is the feed above; the admin's is 'Manage Leaks').
 */
export function phoneAdminItems(adminItems: NavItem[]): NavItem[] {
  const labels = new Set(MENU_TABS.map((t) => t.label));
  return adminItems
    .filter((item) => !MENU_TABS.some((t) => t.to === item.to))
    .map((item) => (labels.has(item.label) ? { ...item, label: t.nav.manage(item.label) } : item));
}
