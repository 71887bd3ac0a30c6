// The time left before a deadline, as every page shows it (spec game.md §9: in hours under
// 24 h, otherwise in days). Pure: the caller passes the clock (the loader's `now`, then the
// browser's, see useNow in app/lib/time.ts). Texts in the reader's language (domain/messages/game.ts).
import { formatter } from "./format.ts";
import { gameTerms } from "./messages/game-terms.ts";
import { currentLocale, currentTimeZone, LEAGUE_TIME_ZONE } from "./locale.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** urgent: under 24 hours to go. passed: the deadline is gone (or unknown). */
export type TimeLeft = { label: string; urgent: boolean; passed: boolean };

/**
 * "Less than an hour left", "5 hours left" under 24 h; beyond, whole days with the odd hours
 * ("1 day 23h left", "2 days left"), so that 47 hours never reads as "1 day"; "Deadline passed".
 */
export function timeLeft(deadline: string | number, now: number): TimeLeft {
  const m = gameTerms.deadline;
  const ms = (typeof deadline === "number" ? deadline : Date.parse(deadline)) - now;
  if (!Number.isFinite(ms) || ms <= 0) return { label: m.passed, urgent: false, passed: true };
  if (ms < HOUR) return { label: m.lessThanHour, urgent: true, passed: false };
  if (ms < DAY) return { label: m.hoursLeft(Math.floor(ms / HOUR)), urgent: true, passed: false };
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms - days * DAY) / HOUR);
  return { label: m.daysLeft(days, hours), urgent: false, passed: false };
}

/**
 * A deadline or an end as every screen writes it, unambiguous: the day, the time and which clock
 * ("Sat 12 Dec, 11:00 UK time", "sam. 12 déc. à 11:00, votre heure"), in the reader's language
 * and zone (domain/locale.ts currentTimeZone: the account's or the browser's, else the league's;
 * the server's render and the browser's agree, the page carries the zone).
 */
export function deadlineText(value: string | number | Date): string {
  const dateTime = formatter(currentLocale()).dateTime(value); // "Sat 12 Dec 11:00"
  return gameTerms.deadline.at(dateTime.slice(0, -6), dateTime.slice(-5), currentTimeZone() !== LEAGUE_TIME_ZONE);
}
