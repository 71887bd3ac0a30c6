// The shell's menus (spec game.md §2 Navigation) and each section's description.
import { can, type Ability, type Role } from "../../../domain/permissions";

export type NavItem = { to: string; label: string; icon: string };

export const MAIN_TABS: NavItem[] = [
  { to: "/challenges", label: "Arena", icon: "🏟️" },
  { to: "/live-team", label: "Live Team", icon: "📡" },
  { to: "/chat", label: "Chat", icon: "💬" },
  { to: "/terrace", label: "Terrace", icon: "📣" },
  { to: "/leaks", label: "Leaks", icon: "🕵️" },
  { to: "/fixtures", label: "Fixtures", icon: "📅" },
  { to: "/leaderboard", label: "Leaderboard", icon: "🏆" },
  { to: "/profile", label: "Profile", icon: "👤" },
];

export const FANTASY_TOOLS: NavItem[] = [
  { to: "/pick-team", label: "Pick Team", icon: "⚽" },
  { to: "/my-team", label: "My Team", icon: "📋" },
  { to: "/store", label: "Store", icon: "🛍️" },
  { to: "/votes", label: "Votes", icon: "🗳️" },
  { to: "/fixtures", label: "Fixtures", icon: "📅" },
];

export const ADMIN_ITEMS: (NavItem & { ability: Ability })[] = [
  { to: "/admin", label: "Staff Home", icon: "🧭", ability: "staff:view" },
  { to: "/addchallenge", label: "Add Challenge", icon: "➕", ability: "challenges:manage" },
  { to: "/adminchallenges", label: "Challenges", icon: "🏟️", ability: "challenges:manage" },
  { to: "/addleak", label: "Add Leak", icon: "📝", ability: "leaks:manage" },
  { to: "/adminleaks", label: "Leaks", icon: "🕵️", ability: "leaks:manage" },
  { to: "/adminorders", label: "Orders", icon: "📦", ability: "orders:manage" },
  { to: "/adminusers", label: "Users", icon: "👥", ability: "users:manage" },
  { to: "/adminreports", label: "Chat Reports", icon: "🚩", ability: "content:moderate" },
  { to: "/adminposts", label: "Posts", icon: "📰", ability: "content:moderate" },
  { to: "/admincomments", label: "Comments", icon: "💭", ability: "content:moderate" },
  { to: "/adminstadiums", label: "Stadiums", icon: "🏟", ability: "stadiums:manage" },
  { to: "/admindata", label: "Player Data", icon: "🗄️", ability: "data:import" },
  { to: "/adminaudit", label: "Audit Log", icon: "📜", ability: "staff:view" },
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
  "Pick Team": { title: "Pick Team", icon: "⚽", blurb: "Build your 15-player squad for the upcoming gameweek challenge." },
  "My Team": { title: "My Team", icon: "📋", blurb: "Your squad, formation, points and rank for the current gameweek." },
  Arena: { title: "Arena", icon: "🏟️", blurb: "Every gameweek challenge with its rules and rewards." },
  "Live Team": { title: "LIVE TEAM", icon: "📡", blurb: "Follow your submitted teams live during the gameweek." },
  Chat: { title: "Chat", icon: "💬", blurb: "Realtime chat rooms with other managers." },
  Terrace: { title: "Terrace", icon: "📣", blurb: "The fan wall of your home stadium." },
  Leaks: { title: "FPL Leaks & Rumors", icon: "🕵️", blurb: "Rumours and team news, voted on by the community." },
  "Add Leak": { title: "Add New Leak", icon: "📝", blurb: "Share a rumour with its source and reliability." },
  Votes: { title: "Community Votes", icon: "🗳️", blurb: "Rate teams and compare players with other managers." },
  Store: { title: "Store", icon: "🛍️", blurb: "Spend the points you win on real items." },
  Fixtures: { title: "Fixtures", icon: "📅", blurb: "Upcoming fixtures and recent results." },
  Leaderboard: { title: "Leaderboard", icon: "🏆", blurb: "The overall ranking of managers and your mini-leagues." },
  "Add Challenge": { title: "Add New Challenge", icon: "➕", blurb: "Create a gameweek challenge with its rules." },
  "Admin Challenges": { title: "Challenges administration", icon: "🏟️", blurb: "Edit challenges and set their status." },
  "Admin Leaks": { title: "Leaks administration", icon: "🕵️", blurb: "Edit and delete leaks." },
  "Admin Orders": { title: "Order management", icon: "📦", blurb: "Follow and update store orders." },
  "Admin Users": { title: "User management", icon: "👥", blurb: "View, edit, ban and unban users." },
  "Admin Reports": { title: "Reported messages", icon: "🚩", blurb: "Reported chat messages and chat bans." },
  "Admin Posts": { title: "Post moderation", icon: "📰", blurb: "Reported fan-wall posts and post bans." },
  "Admin Comments": { title: "Comment moderation", icon: "💭", blurb: "Reported comments and comment bans." },
  "Admin Stadiums": { title: "Stadium management", icon: "🏟", blurb: "Add and edit the stadiums of the fan wall." },
  "Admin Data": { title: "Data management", icon: "🗄️", blurb: "Import players and clubs and restore backups." },
} as const;
