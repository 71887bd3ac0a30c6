// The time left before a deadline, as every page shows it (spec game.md §9: in hours under
// 24 h, otherwise in days). Pure: the caller passes the clock (the loader's `now`, then the
// browser's, see useNow in app/lib/time.ts).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** urgent: under 24 hours to go. passed: the deadline is gone (or unknown). */
export type TimeLeft = { label: string; urgent: boolean; passed: boolean };

/**
 * "Less than an hour left", "5 hours left" under 24 h; beyond, whole days with the odd hours
 * ("1 day 23h left", "2 days left"), so that 47 hours never reads as "1 day"; "Deadline passed".
 */
export function timeLeft(deadline: string | number, now: number): TimeLeft {
  const ms = (typeof deadline === "number" ? deadline : Date.parse(deadline)) - now;
  if (!Number.isFinite(ms) || ms <= 0) return { label: "Deadline passed", urgent: false, passed: true };
  if (ms < HOUR) return { label: "Less than an hour left", urgent: true, passed: false };
  if (ms < DAY) {
    const hours = Math.floor(ms / HOUR);
    return { label: `${hours} ${hours === 1 ? "hour" : "hours"} left`, urgent: true, passed: false };
  }
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms - days * DAY) / HOUR);
  return { label: `${days} ${days === 1 ? "day" : "days"}${hours ? ` ${hours}h` : ""} left`, urgent: false, passed: false };
}
