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

export type NavItem = { to: string; label: string; icon: IconType };

export const MAIN_TABS: NavItem[] = [
  { to: "/challenges", label: "Arena", icon: Swords },
  { to: "/live-team", label: "Live Team", icon: Radio },
  { to: "/chat", label: "Chat", icon: MessagesSquare },
  { to: "/terrace", label: "Terrace", icon: Megaphone },
  { to: "/leaks", label: "Leaks", icon: VenetianMask },
  { to: "/fixtures", label: "Fixtures", icon: CalendarDays },
  { to: "/leaderboard", label: "Leaderboard", icon: Trophy },
  { to: "/profile", label: "Profile", icon: CircleUser },
];

export const FANTASY_TOOLS: NavItem[] = [
  { to: "/pick-team", label: "Pick Team", icon: Shirt },
  { to: "/my-team", label: "My Team", icon: ClipboardList },
  { to: "/store", label: "Store", icon: ShoppingBag },
  { to: "/votes", label: "Votes", icon: Vote },
  { to: "/fixtures", label: "Fixtures", icon: CalendarDays },
];

export const ADMIN_ITEMS: (NavItem & { ability: Ability })[] = [
  { to: "/admin", label: "Staff Home", icon: Compass, ability: "staff:view" },
  { to: "/addchallenge", label: "Add Challenge", icon: Plus, ability: "challenges:manage" },
  { to: "/adminchallenges", label: "Challenges", icon: Swords, ability: "challenges:manage" },
  { to: "/addleak", label: "Add Leak", icon: SquarePen, ability: "leaks:manage" },
  { to: "/adminleaks", label: "Leaks", icon: VenetianMask, ability: "leaks:manage" },
  { to: "/adminorders", label: "Orders", icon: Package, ability: "orders:manage" },
  { to: "/adminusers", label: "Users", icon: Users, ability: "users:manage" },
  { to: "/adminreports", label: "Chat Reports", icon: Flag, ability: "content:moderate" },
  { to: "/adminposts", label: "Posts", icon: Newspaper, ability: "content:moderate" },
  { to: "/admincomments", label: "Comments", icon: MessageSquare, ability: "content:moderate" },
  { to: "/adminvotes", label: "Reported Votes", icon: Vote, ability: "content:moderate" },
  { to: "/adminstadiums", label: "Stadiums", icon: Landmark, ability: "stadiums:manage" },
  { to: "/admindata", label: "Player Data", icon: Database, ability: "data:import" },
  { to: "/adminaudit", label: "Audit Log", icon: ScrollText, ability: "staff:view" },
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
    .map((item) => (labels.has(item.label) ? { ...item, label: `Manage ${item.label}` } : item));
}

export const SECTIONS = {
  "Pick Team": { title: "Pick Team", icon: Shirt, blurb: "Build your 15-player squad for the upcoming gameweek challenge." },
  "My Team": { title: "My Team", icon: ClipboardList, blurb: "Your squad, formation, points and rank for the current gameweek." },
  Arena: { title: "Arena", icon: Swords, blurb: "Every gameweek challenge with its rules and rewards." },
  "Live Team": { title: "LIVE TEAM", icon: Radio, blurb: "Follow your submitted teams live during the gameweek." },
  Chat: { title: "Chat", icon: MessagesSquare, blurb: "Realtime chat rooms with other managers." },
  Terrace: { title: "Terrace", icon: Megaphone, blurb: "The fan wall of your home stadium." },
  Leaks: { title: "FPL Leaks & Rumors", icon: VenetianMask, blurb: "Rumours and team news, voted on by the community." },
  "Add Leak": { title: "Add New Leak", icon: SquarePen, blurb: "Share a rumour with its source and reliability." },
  Votes: { title: "Community Votes", icon: Vote, blurb: "Rate teams and compare players with other managers." },
  Store: { title: "Store", icon: ShoppingBag, blurb: "Spend the points you win on real items." },
  Fixtures: { title: "Fixtures", icon: CalendarDays, blurb: "Upcoming fixtures and recent results." },
  Leaderboard: { title: "Leaderboard", icon: Trophy, blurb: "The overall ranking of managers and your mini-leagues." },
  "Add Challenge": { title: "Add New Challenge", icon: Plus, blurb: "Create a gameweek challenge with its rules." },
  "Admin Challenges": { title: "Challenges administration", icon: Swords, blurb: "Edit challenges and set their status." },
  "Admin Leaks": { title: "Leaks administration", icon: VenetianMask, blurb: "Edit and delete leaks." },
  "Admin Orders": { title: "Order management", icon: Package, blurb: "Follow and update store orders." },
  "Admin Users": { title: "User management", icon: Users, blurb: "View, edit, ban and unban users." },
  "Admin Reports": { title: "Reported messages", icon: Flag, blurb: "Reported chat messages and chat bans." },
  "Admin Posts": { title: "Post moderation", icon: Newspaper, blurb: "Reported fan-wall posts and post bans." },
  "Admin Comments": { title: "Comment moderation", icon: MessageSquare, blurb: "Reported comments and comment bans." },
  "Admin Stadiums": { title: "Stadium management", icon: Landmark, blurb: "Add and edit the stadiums of the fan wall." },
  "Admin Data": { title: "Data management", icon: Database, blurb: "Import players and clubs and restore backups." },
} as const;
