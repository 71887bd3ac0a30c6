// Times as the pages show them (spec game.md §9): 'weekday day month hh:mm' in en-GB. The server
// renders in UK time (the league's clock); once hydrated (useHydrated) the browser switches to
// the reader's own time zone, so the server render and the first client render agree. The time
// left before a deadline is domain/deadline.ts timeLeft, fed by useNow. The formats are
// domain/format.ts's (one per locale; these pages are en-GB).
import { useEffect, useState } from "react";
import { formatDate } from "../../domain/format";

/** A deadline or a kickoff: "Sat 27 Dec 11:00". */
export function formatDateTime(value: string | number, localTime: boolean): string {
  return formatDate(value, "en-GB", "dateTime", { readerZone: localTime });
}

/** The time of day alone: "20:57". */
export function formatClock(value: string | number, localTime: boolean): string {
  return formatDate(value, "en-GB", "time", { readerZone: localTime });
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
