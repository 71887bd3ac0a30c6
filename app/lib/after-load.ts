// Work a page does not need for its first paint (a realtime socket and its ticket) waits until the
// page has loaded and the browser is idle: started during hydration, its requests are counted as
// part of the first load and compete with the page's own scripts (decision 028).

/**
 * Runs `task` once the window's load event has fired and the browser is idle, or `timeoutMs`
 * after the load event at the latest. Once the page has loaded (a client-side navigation, a room
 * switch) it runs at once. Returns a cancel, for an effect's cleanup.
 */
export function afterLoad(task: () => void, timeoutMs = 1_000): () => void {
  let cancelled = false;
  let idle: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    if (!cancelled) task();
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(run, { timeout: timeoutMs });
    else timer = setTimeout(run, 0);
  };
  if (document.readyState === "complete") {
    task();
    return () => {};
  }
  window.addEventListener("load", whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", whenIdle);
    if (idle !== null) window.cancelIdleCallback(idle);
    if (timer !== null) clearTimeout(timer);
  };
}
