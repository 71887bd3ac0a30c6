// Times as the live pages show them (spec game.md §9: 'weekday day month hh:mm', en-GB).
// The server renders in UK time (the league's clock); once hydrated the browser switches
// to the reader's own time zone, so the server and the first client render agree.
import { useEffect, useState } from "react";

const UK = "Europe/London";

/** 'Sat 21 Nov 20:57'. */
export function formatKickoff(iso: string, localTime: boolean): string {
  return new Date(iso)
    .toLocaleString("en-GB", { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", ...(localTime ? {} : { timeZone: UK }) })
    .replace(",", "");
}

/** '20:57'. */
export function formatClock(iso: string | number, localTime: boolean): string {
  return new Date(iso).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", ...(localTime ? {} : { timeZone: UK }) });
}

/** False during the server render and the first client render, true afterwards. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** A link that works without JavaScript and runs `onActivate` instead when it is on. */
export function activate(onActivate: () => void) {
  return (event: React.MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onActivate();
  };
}

/** A positive whole number from a query parameter, clamped; `fallback` when absent or invalid. */
export function intParam(value: string | null, fallback: number, min: number, max: number): number {
  const n = value === null ? Number.NaN : Number.parseInt(value, 10);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}
