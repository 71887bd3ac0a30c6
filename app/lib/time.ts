// Times as the pages show them (spec game.md §9): 'weekday day month hh:mm' in the reader's
// language. The server renders in the reader's zone as it knows it (domain/locale.ts
// currentTimeZone); once hydrated (useHydrated) the browser may switch to its own zone, so the
// server render and the first client render agree. The time left before a deadline is
// domain/deadline.ts timeLeft, fed by useNow. The formats are domain/format.ts's.
import { useEffect, useState } from "react";
import { formatDate } from "../../domain/format";
import { currentLocale } from "../../domain/locale";

/** A deadline or a kickoff: "Sat 27 Dec 11:00". */
export function formatDateTime(value: string | number, localTime: boolean): string {
  return formatDate(value, currentLocale(), "dateTime", { readerZone: localTime });
}

/** The time of day alone: "20:57". */
export function formatClock(value: string | number, localTime: boolean): string {
  return formatDate(value, currentLocale(), "time", { readerZone: localTime });
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
