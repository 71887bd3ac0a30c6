// The shell's notices (English, like the shell): the bell in the header and /notices, where a
// user reads what happened to their account and what they wrote (issue 25). Each notice's own
// text is composed by the service in the language of the screen it concerns (api/services/users.ts).
import type { Catalogue } from "./index.ts";

export const noticeMessages = {
  title: "Notices",
  blurb: "What happened to your account and to what you wrote: removals by the moderators with their reason, sign-in email changes, password recovery attempts.",
  /** The bell's accessible name. */
  bell: (unread: number) => (unread === 0 ? "Notices" : `Notices, ${unread} unread`),
  empty: "No notices. If the moderators remove something you wrote, or your sign-in email changes, you will be told here.",
  unreadBadge: "New",
  markRead: "Mark as read",
  markAllRead: "Mark all as read",
  allMarked: "All notices marked as read.",
  marked: "Notice marked as read.",
  unreadCount: (n: number) => (n === 0 ? "Everything is read." : `${n} unread`),
  kinds: { content_removed: "Removed by the moderators", email_changed: "Sign-in email changed", recovery_attempts: "Password recovery attempts", order_status: "Your order" },
  latestShown: (n: number) => `The latest ${n} notices are shown.`,
  listLabel: "Your notices",
} as const satisfies Catalogue;
