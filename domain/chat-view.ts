// What the chat screen shows, as pure functions (community.md §4 "Chat connection", §9 "Chat"):
// the message list with its day headings and unread divider, @mentions, and the last-seen
// text. The room's rules (lengths, emoji, reply quotes, the reaction toggle) are domain/chat.ts;
// these only shape the screen.
import { formatDayHeading, formatRelative, type ZoneOptions } from "./format.ts";
import { chatMessages } from "./messages/chat.ts";
import { currentLocale } from "./locale.ts";
import { CHAT_SCROLL_TRIGGER_PX } from "./chat-rules.ts";

const MINUTE = 60_000;

/** What the list needs of a message. */
export type ListedMessage = { id: string | number; timestamp: number | string };

export type ListRow<M> = { kind: "day"; key: string; label: string } | { kind: "unread"; key: "unread" } | { kind: "message"; key: string; message: M };

const stamp = (value: number | string) => (typeof value === "number" ? value : new Date(value).getTime());

/**
 * The rows of the message list, oldest first: a day heading (Aujourd'hui, Hier, the weekday
 * within 7 days, else the full date) before the first message of each calendar day, and the
 * unread divider before the first message of `firstUnreadId` (when given and present).
 */
export function listRows<M extends ListedMessage>(
  messages: readonly M[],
  now: number,
  options: ZoneOptions & {
    firstUnreadId?: M["id"] | null;
    afterDay?: string | null;
  } = {}
): ListRow<M>[] {
  const rows: ListRow<M>[] = [];
  // A list continued from another (history, then live messages) has that day's heading already.
  let lastDay = options.afterDay ?? "";
  for (const message of messages) {
    const label = formatDayHeading(stamp(message.timestamp), now, currentLocale(), options);
    if (label !== lastDay) {
      rows.push({ kind: "day", key: `day-${message.id}`, label });
      lastDay = label;
    }
    if (options.firstUnreadId != null && message.id === options.firstUnreadId) rows.push({ kind: "unread", key: "unread" });
    rows.push({ kind: "message", key: `m-${message.id}`, message });
  }
  return rows;
}

export type TextPart = { text: string; mention?: string };

/** `@username` runs (letters, digits, _ . -) split out of a text so the screen can highlight them. */
export function mentionParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pattern = /(^|[^\w@])@([\w.-]{2,30})/g;
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index + match[1]!.length;
    if (start > from) parts.push({ text: text.slice(from, start) });
    const name = match[2]!.replace(/[.-]+$/, "");
    parts.push({ text: `@${name}`, mention: name });
    from = start + 1 + name.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

/** True when `text` mentions `username` (case-insensitive). */
export const mentions = (text: string, username: string) => mentionParts(text).some((p) => p.mention?.toLowerCase() === username.toLowerCase());

/** Last seen (§9): under a minute 'Just now', then minutes, hours under 24 h, then a date. */
export function lastSeenText(lastSeen: number | string, now: number, zone: ZoneOptions = {}): string {
  const at = stamp(lastSeen);
  if (now - at < MINUTE) return chatMessages.justNow;
  return formatRelative(at, now, currentLocale(), { ...zone, upTo: "hour" });
}

/** Close enough to the top (px above the view) to load older messages (§9: 100 px). */
export const nearTop = (pxFromTop: number) => pxFromTop <= CHAT_SCROLL_TRIGGER_PX;
/** Within this many px of the bottom the list follows new messages; above it, they count as unread. */
export const FOLLOW_PX = 80;
export const nearBottom = (pxFromBottom: number) => pxFromBottom <= FOLLOW_PX;
