// The stadium fan wall's rules (community.md §2 Stadium wall, §5 Post/Comments/Stadium, §9): the
// categories, reactions and limits, and the pure rules (reply prefix, comment preview order, keyset
// cursor). No zod here: /terrace imports these, and a module with top-level schemas would put zod in
// its first load (decision 028); the input schemas are in wall.ts, which re-exports all of this.
import { press } from "./toggle";
import { wallMessages as t } from "./messages/wall.ts";
import { currentLocale } from "./locale.ts";

export const POST_CATEGORIES = ["general", "news", "transfer", "match", "training", "fan"] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];
export const REACTION_TYPES = ["peace", "respect", "handshake", "heart_hand"] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];
export const LEAGUES = ["Premier League", "La Liga", "Serie A", "Bundesliga", "Ligue 1", "Other"] as const;

export const POST_TITLE_MAX = 200;
export const POST_CONTENT_MAX = 5000;
export const COMMENT_MAX = 2000;
export const POSTS_PAGE = 20;
export const COMMENTS_PAGE = 20;
/** An identical post (same wall, title and text) by the same author within this time is a double send, refused (issue 26). */
export const DUPLICATE_POST_WINDOW_MS = 5 * 60_000;
export const REPLIES_PAGE = 10;
/** The preview under a post: its top comments and their first replies. */
export const PREVIEW_COMMENTS = 2;
export const PREVIEW_REPLIES = 2;
/**
 * The viewer's own comments and replies of this last while show in the card too, under the top
 * ones (issue 41: a new comment with no reaction yet was only in ?thread=, and people sent it again).
 */
export const OWN_RECENT_MS = 15 * 60_000;
/** At most this many of one's own recent comments are added under a card's top comments. */
export const PREVIEW_OWN_RECENT = 3;
/** How often the wall reads again a post or comment ban in force (lifted: its forms turn on without a reload). */
export const BAN_RECHECK_MS = 5_000;
/** Post images are cropped at 16:9 and never wider than this (the server keeps the pixel limits). */
export const POST_IMAGE_RATIO = 16 / 9;
export const POST_IMAGE_MAX_WIDTH = 800;

/**
 * The text of a new comment: trimmed; blank is ignored (null). A reply starts with
 * @parentAuthor (added when the writer did not type it).
 */
export function commentText(content: string, replyTo: string | null): string | null {
  const text = content.trim();
  if (!text) return null;
  if (!replyTo) return text;
  const prefix = t.replyPrefix(replyTo);
  return text.startsWith(prefix.trim()) ? text : prefix + text;
}

/** The preview's order: most reactions first, then newest. */
export function previewOrder<T extends { reactionsCount: number; id: number }>(a: T, b: T): number {
  return b.reactionsCount - a.reactionsCount || b.id - a.id;
}

/**
 * A card's comments: its top `limit` by previewOrder, then the rest (the viewer's own recent ones,
 * read beside the tops) oldest first, so that the newest sits last, just above the comment box.
 */
export function arrangePreview<T extends { reactionsCount: number; id: number }>(rows: readonly T[], limit: number): T[] {
  const sorted = [...rows].sort(previewOrder);
  return [...sorted.slice(0, limit), ...sorted.slice(limit).sort((a, b) => a.id - b.id)];
}

/** The next page's cursor: the last id shown when the page was full, null at the end. */
export function nextCursor(ids: number[], limit: number): number | null {
  return ids.length < limit ? null : ids[ids.length - 1]!;
}

/** The counts after a press (the optimistic view the server's answer then confirms or rolls back). */
export function afterReaction(state: { mine: ReactionType | null; counts: Record<ReactionType, number> }, pressed: ReactionType) {
  const mine = press(state.mine, pressed);
  const counts = { ...state.counts };
  if (state.mine) counts[state.mine] = Math.max(0, counts[state.mine] - 1);
  if (mine) counts[mine] += 1;
  return { mine, counts };
}

/** Capacity in thousands for the cards ("60,7k"). */
export function capacityThousands(capacity: number, locale: string = currentLocale()): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(capacity / 1000)}k`;
}
