// The shell's notices (English, like the shell): the bell in the header and /notices, where a
// user reads what happened to their account and what they wrote (issue 25). The page is in one
// language (decision 040): each notice's own text is composed here too, in English, whatever
// screen it concerns (api/services/users.ts); only what people wrote (a label, a reason) is theirs.
import { formatDate } from "../format.ts";
import type { Catalogue } from "./index.ts";

const ITEM_NAMES = {
  post: ["post", "posts"],
  comment: ["comment", "comments"],
  chat_message: ["chat message", "chat messages"],
  leak: ["leak", "leaks"],
  team_vote: ["team vote", "team votes"],
  player_vote: ["player poll", "player polls"],
} as const;
const BAN_SCOPES = { posts: "posting on the fan wall and in the votes", comments: "commenting", chat: "the chat" } as const;
const because = (reason: string | null) => (reason ? `. Reason: ${reason}` : ".");

export const noticeMessages = {
  title: "Notices",
  blurb: "What happened to your account and to what you wrote: removals and bans by the moderators with their reason, your orders, sign-in email changes, password recovery attempts.",
  /** The bell's accessible name. */
  bell: (unread: number) => (unread === 0 ? "Notices" : `Notices, ${unread} unread`),
  empty: "No notices. If the moderators remove something you wrote or ban you, or your sign-in email changes, you will be told here.",
  unreadBadge: "New",
  markRead: "Mark as read",
  markAllRead: "Mark all as read",
  allMarked: "All notices marked as read.",
  marked: "Notice marked as read.",
  unreadCount: (n: number) => (n === 0 ? "Everything is read." : `${n} unread`),
  kinds: {
    content_removed: "Removed by the moderators",
    user_banned: "Banned by the moderators",
    email_changed: "Sign-in email changed",
    recovery_attempts: "Password recovery attempts",
    order_status: "Your order",
  },
  /** One moderation action's removals: 'Your comment "…" was removed', '30 of your comments were removed'. */
  removed: (item: keyof typeof ITEM_NAMES, label: string, count: number, reason: string | null) =>
    count > 1
      ? `${count} of your ${ITEM_NAMES[item][1]} were removed by the moderators${because(reason)}`
      : `Your ${ITEM_NAMES[item][0]}${label ? ` "${label}"` : ""} was removed by the moderators${because(reason)}`,
  /** A ban: what it bars, until when (UK time, like the page) or for good, and why. */
  banned: (scope: keyof typeof BAN_SCOPES, endsAt: number | null, reason: string) =>
    `You are banned from ${BAN_SCOPES[scope]} ${endsAt === null ? "permanently" : `until ${formatDate(endsAt, "en-GB", "dateTime")}`}. Reason: ${reason}`,
  emailChanged: (oldEmail: string, newEmail: string) => `Your account's sign-in email changed from ${oldEmail} to ${newEmail}. If it was not you, contact the team.`,
  latestShown: (n: number) => `The latest ${n} notices are shown.`,
  listLabel: "Your notices",
} as const satisfies Catalogue;
