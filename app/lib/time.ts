// Deadlines as the spec shows them (game.md §9): 'weekday day month hh:mm' in en-GB, and the
// remaining time in hours under 24 h, otherwise in days.
import { useEffect, useState } from "react";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * "Sat 27 Dec, 11:00". The server renders in UK time (the league's clock); once hydrated the
 * browser switches to the reader's own time zone (see useHydrated), so both renders agree.
 */
export function formatDeadline(iso: string, localTime: boolean): string {
  return new Date(iso).toLocaleString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    ...(localTime ? {} : { timeZone: "Europe/London" }),
  });
}

export type TimeLeft = { label: string; urgent: boolean; passed: boolean };

/**
 * "5 hours left" under 24 h; beyond, whole days with the odd hours ("1 day 23h left"), so that
 * 47 hours never reads as "1 day".
 */
export function timeLeft(iso: string, now: number): TimeLeft {
  const ms = Date.parse(iso) - now;
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

/** False during the server render and the first client render, true afterwards. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The loader's clock first (so server and client render the same), then the browser's, each minute. */
export function useNow(serverNow: number, everyMs = 60_000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
