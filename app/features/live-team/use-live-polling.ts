import { useEffect, useRef } from "react";
import { useRevalidator } from "@remix-run/react";

/**
 * While `active` (a gameweek is live), re-runs the page's loaders every `intervalMs`
 * when the tab is visible, and at once when the tab comes back after that long.
 * Returns whether a refresh is under way and a function to refresh now.
 */
export function useLivePolling(active: boolean, dataVersion: string, intervalMs = 30_000) {
  const revalidator = useRevalidator();
  const current = useRef(revalidator);
  current.current = revalidator;
  const last = useRef(0);

  // Every new set of data (first render, a poll, a navigation) restarts the count.
  useEffect(() => {
    last.current = Date.now();
  }, [dataVersion]);

  useEffect(() => {
    if (!active) return;
    const tick = () => {
      if (document.visibilityState !== "visible" || current.current.state !== "idle") return;
      if (Date.now() - last.current < intervalMs) return;
      last.current = Date.now();
      current.current.revalidate();
    };
    const id = window.setInterval(tick, Math.min(5_000, intervalMs));
    document.addEventListener("visibilitychange", tick);
    return () => {
      window.clearInterval(id);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [active, intervalMs]);

  return {
    refreshing: revalidator.state === "loading",
    refresh: () => {
      last.current = Date.now();
      revalidator.revalidate();
    },
  };
}
