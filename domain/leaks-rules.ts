// Leaks (rumour posts): community.md §3 "Leak", §4 "Leak vote", §9 "Leaks". Categories,
// reliability levels, the temperature scale, the hot order, the top contributors and the input's
// limits. No zod here: the /leaks screens import these, and a module with top-level schemas would
// put zod in their first load (decision 028); the input schemas are in leaks.ts, which re-exports
// all of this.
import type { VoteState } from "./votes-toggle.ts";
import { DAY_MS } from "./constants.ts";

// ---- categories and reliability ---------------------------------------------------------

export const LEAK_CATEGORIES = ["injury", "transfer", "team-news", "contract", "tactics", "rule-change", "international"] as const;
export type LeakCategory = (typeof LEAK_CATEGORIES)[number];

/** Each category's name and colour (white text reads on it at 4.5:1); its icon is the UI's (app/features/leaks/leak-bits.tsx). */
/** Each category's colour; its name is leaksMessages.categories[category]. */
export const CATEGORY_INFO: Record<LeakCategory, { color: string }> = {
  injury: { color: "#dc2626" },
  transfer: { color: "#2563eb" },
  "team-news": { color: "#15803d" },
  contract: { color: "#9333ea" },
  tactics: { color: "#c2410c" },
  "rule-change": { color: "#0e7490" },
  international: { color: "#a21caf" },
};

export const RELIABILITY_LEVELS = ["very-high", "high", "medium", "low"] as const;
export type Reliability = (typeof RELIABILITY_LEVELS)[number];

/** Each reliability's colour; its name and description are leaksMessages.reliability[level]. */
export const RELIABILITY_INFO: Record<Reliability, { color: string }> = {
  "very-high": { color: "#15803d" },
  high: { color: "#1d4ed8" },
  medium: { color: "#a16207" },
  low: { color: "#b91c1c" },
};

export const DEFAULT_CATEGORY: LeakCategory = "team-news";
export const DEFAULT_RELIABILITY: Reliability = "medium";

/** The five preset stock images; the first is used when a leak has no image (§5). */
export const STOCK_IMAGES = [1, 2, 3, 4, 5].map((n) => `/images/leaks/stock-${n}.svg`);

// ---- score, temperature, note ----------------------------------------------------------------

export const SCORE_MIN = -999;
export const SCORE_MAX = 999;
export const HOT_SCORE = 100;
export const HOT_LIMIT = 5;
export const TOP_CONTRIBUTORS_LIMIT = 5;
export const CONTRIBUTOR_WINDOW_MS = 30 * DAY_MS;
export const LEAKS_PAGE_SIZE = 20;

export const clampScore = (score: number) => Math.min(SCORE_MAX, Math.max(SCORE_MIN, Math.trunc(score)));

export type Temperature = "hot" | "warm" | "mild" | "cool" | "cold";

/** The temperature scale (§9): 100+ red, 50+ orange, 10+ yellow, 0+ green, below 0 blue. */
/** Each temperature's colours; its words are leaksMessages.temperatures[tone]. */
export const TEMPERATURES: { tone: Temperature; min: number; color: string; ink: string }[] = [
  { tone: "hot", min: 100, color: "#dc2626", ink: "#ffffff" },
  { tone: "warm", min: 50, color: "#c2410c", ink: "#ffffff" },
  { tone: "mild", min: 10, color: "#facc15", ink: "#1c1917" },
  { tone: "cool", min: 0, color: "#15803d", ink: "#ffffff" },
  { tone: "cold", min: -Infinity, color: "#2563eb", ink: "#ffffff" },
];

export function temperatureOf(score: number) {
  return TEMPERATURES.find((t) => score >= t.min)!;
}

export type NoteTone = "high" | "neutral" | "negative";
/** Admin note colouring (§9): 50 and above red, 0 to 49 green, negative blue. */
export function noteTone(score: number): { tone: NoteTone; color: string } {
  if (score >= 50) return { tone: "high", color: "#b91c1c" };
  if (score >= 0) return { tone: "neutral", color: "#15803d" };
  return { tone: "negative", color: "#1d4ed8" };
}

/** A score after a user's vote moves from `before` to `after` (the UI's optimistic view; the server recomputes from the rows). */
export function scoreAfterVote(score: number, before: VoteState, after: VoteState) {
  return clampScore(score + after - before);
}

// ---- hot order and contributors --------------------------------------------------------------

/** Reddit's epoch for the hot order (seconds); any constant works, it only shifts every rank. */
const HOT_EPOCH_S = 1_134_028_003;
/** One step of age is worth a tenfold score: 12.5 hours. */
export const HOT_STEP_S = 45_000;

/** Reddit's hot rank: sign * log10(max(|score|, 1)) + age in 12.5-hour steps. Newer and higher rank first. */
export function hotRank(score: number, createdAtMs: number): number {
  const order = Math.log10(Math.max(Math.abs(score), 1));
  const sign = score > 0 ? 1 : score < 0 ? -1 : 0;
  return sign * order + (createdAtMs / 1000 - HOT_EPOCH_S) / HOT_STEP_S;
}

/**
 * The hot panel: the HOT_LIMIT leaks at HOT_SCORE or more with the best hot rank (this week's
 * rumours before last month's), shown hottest first: a list called hot reads by temperature.
 */
export function hotLeaks<T extends { note: number; createdAt: number; id: number }>(leaks: readonly T[], limit = HOT_LIMIT): T[] {
  return leaks
    .filter((l) => l.note >= HOT_SCORE)
    .map((l) => ({ l, rank: hotRank(l.note, l.createdAt) }))
    .sort((a, b) => b.rank - a.rank || b.l.id - a.l.id)
    .slice(0, limit)
    .map((x) => x.l)
    .sort((a, b) => b.note - a.note || b.createdAt - a.createdAt);
}

export type Contributor = { userId: string; username: string; score: number; leaks: number };

/**
 * Top contributors: the summed scores of each author's leaks of the last 30 days, highest
 * first (ties: more leaks, then name). Scores never hold a self-vote (the store refuses them).
 */
export function topContributors(
  leaks: readonly { authorId: string; authorName: string; note: number; createdAt: number }[],
  now: number,
  limit = TOP_CONTRIBUTORS_LIMIT,
): Contributor[] {
  const by = new Map<string, Contributor>();
  for (const l of leaks) {
    if (l.createdAt < now - CONTRIBUTOR_WINDOW_MS || l.createdAt > now) continue;
    const c = by.get(l.authorId) ?? { userId: l.authorId, username: l.authorName, score: 0, leaks: 0 };
    c.score += l.note;
    c.leaks += 1;
    by.set(l.authorId, c);
  }
  return rankContributors([...by.values()], limit);
}

export function rankContributors(list: Contributor[], limit = TOP_CONTRIBUTORS_LIMIT): Contributor[] {
  return [...list].sort((a, b) => b.score - a.score || b.leaks - a.leaks || a.username.localeCompare(b.username)).slice(0, limit);
}

// ---- input ------------------------------------------------------------------------------------

export const TAG_MAX = 30;
export const TAGS_MAX = 10;

/** Tags as §5 keeps them: lower-cased, trimmed, unique, blanks dropped. */
export function normalizeTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((t) => t.trim().toLowerCase().replace(/\s+/g, " ")).filter(Boolean))];
}

/** A picture this site serves (public/images/...): a path from the root, no "..", an image's extension. */
const SITE_IMAGE_PATH = /^\/images\/(?:[\w-]+\/)*[\w-]+\.(?:png|jpe?g|gif|svg|webp)$/i;


/** Whether a leak may show this image: one of our uploads (/media/leaks/...), a picture of this site (stock images included), or an http(s) URL. */
export function isLeakImageUrl(v: string): boolean {
  if (v === "" || /^\/media\/leaks\/[\w-]+\/[\w-]+\.(png|jpg|gif)$/.test(v) || SITE_IMAGE_PATH.test(v)) return true;
  try {
    const u = new URL(v);
    return (u.protocol === "http:" || u.protocol === "https:") && !u.username && !u.password;
  } catch {
    return false;
  }
}

export const ADMIN_LEAK_SORTS = ["date", "note", "title"] as const;
export type AdminLeakSort = (typeof ADMIN_LEAK_SORTS)[number];
export const ADMIN_LEAKS_PAGE_SIZE = 25;
export const ADMIN_LEAK_LIST = { defaultLimit: ADMIN_LEAKS_PAGE_SIZE, maxLimit: 100, sortKeys: ADMIN_LEAK_SORTS, defaultSort: "date", defaultOrder: "desc" } as const;
