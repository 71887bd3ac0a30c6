// What a manager must know before picking a player: is he available (FPL status, chance of
// playing, news)? Unavailable players sort after available ones and carry a warning badge;
// they stay pickable (the official game allows it too). Badges and labels in the reader's language.
import { gameMessages } from "./messages/game.ts";

export type AvailabilityKind = "available" | "doubtful" | "injured" | "suspended" | "left" | "unavailable";

export type Availability = {
  kind: AvailabilityKind;
  /** Short badge text: "75%", "Injured", "Left club"... ("" when available). */
  badge: string;
  /** Longer label for screen readers and titles: "Doubtful: 75% chance of playing". */
  label: string;
  /** Chance of playing the next round, 0-100 (null: not given, i.e. no concern). */
  chance: number | null;
};

// FPL marks a player who joined another club, on loan or for good, as 'u' with such a news text.
const LEFT_CLUB_NEWS = /\b(join(ed|s)?|signed|loan|left|depart(ed)?|transferred|released|free agent)\b/i;

/**
 * The FPL status letter (a available, d doubtful, i injured, s suspended, u unavailable,
 * n not eligible) with its chance of playing and news, as one of six kinds.
 */
export function availabilityOf(p: { status: string; chanceOfPlaying: number | null; news: string }): Availability {
  const chance = p.chanceOfPlaying;
  const kind: AvailabilityKind =
    p.status === "a" ? "available"
    : p.status === "d" ? "doubtful"
    : p.status === "i" ? "injured"
    : p.status === "s" ? "suspended"
    : p.status === "u" && LEFT_CLUB_NEWS.test(p.news) ? "left"
    : "unavailable";
  const m = gameMessages.availability;
  const badge =
    kind === "available" ? ""
    : kind === "doubtful" ? `${chance ?? 50}%`
    : kind === "left" ? m.leftBadge
    : m[kind];
  const label = kind === "doubtful" ? m.doubtfulLabel(chance ?? 50) : m[kind];
  return { kind, badge, label, chance };
}

/** 0 available, 1 doubtful with a chance to play, 2 not expected to play (sorted last). */
export function availabilityRank(a: Availability): 0 | 1 | 2 {
  if (a.kind === "available") return 0;
  if (a.kind === "doubtful" && (a.chance === null || a.chance > 0)) return 1;
  return 2;
}

/** Players who are not expected to play (injured, suspended, left, unavailable, 0%). */
export function isUnavailable(a: Availability): boolean {
  return availabilityRank(a) === 2;
}

/**
 * Orders a list by a column, unavailable players after the others whatever the column
 * (doubtful players stay with the available ones: the badge says it).
 */
export function byAvailabilityThen<T>(availability: (item: T) => Availability, compare: (a: T, b: T) => number) {
  return (a: T, b: T) => Number(isUnavailable(availability(a))) - Number(isUnavailable(availability(b))) || compare(a, b);
}

export const AVAILABILITY_FILTERS = ["all", "available", "doubtful", "unavailable"] as const;
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number];

/** The picker's availability filter: available, doubtful (chance given), or not expected to play. */
export function matchesAvailability(a: Availability, filter: AvailabilityFilter): boolean {
  if (filter === "all") return true;
  if (filter === "available") return a.kind === "available";
  if (filter === "doubtful") return availabilityRank(a) === 1;
  return isUnavailable(a);
}
