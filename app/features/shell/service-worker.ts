// The page's side of the service worker (public/sw.js; docs/decisions/046-pocket-app.md):
// registration with the build's version, the hand-over to a new version only when the person
// agrees, and the messages the worker needs from the page (its language, who is signed in, the
// files it loaded, sign-out).
import { useEffect, useSyncExternalStore } from "react";

declare global {
  interface Window {
    __remixManifest?: { version?: string };
  }
}

/** The worker waiting to take over (a new deployment), once the browser has installed it. */
let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();
const setWaiting = (worker: ServiceWorker | null) => {
  waiting = worker;
  listeners.forEach((l) => l());
};

const supported = () => typeof navigator !== "undefined" && "serviceWorker" in navigator;

function post(message: unknown) {
  if (!supported()) return;
  navigator.serviceWorker.controller?.postMessage(message);
}

async function register() {
  // The build's version in the script's URL: each deployment is a new worker with its own caches.
  const version = window.__remixManifest?.version ?? "dev";
  const registration = await navigator.serviceWorker.register(`/sw.js?v=${encodeURIComponent(version)}`, { scope: "/" });
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    // Only a worker that replaces one is offered: the first install takes over by itself.
    const offer = () => worker.state === "installed" && navigator.serviceWorker.controller && setWaiting(worker);
    offer();
    worker.addEventListener("statechange", offer);
  };
  watch(registration.waiting);
  registration.addEventListener("updatefound", () => watch(registration.installing));
  await navigator.serviceWorker.ready;
  describePage();
}

/** What the worker keeps of this page: its language (for the offline page) and the hashed files it loaded. */
function describePage() {
  const worker = navigator.serviceWorker.controller ?? null;
  const send = (target: ServiceWorker | null) => {
    target?.postMessage({ type: "locale", locale: document.documentElement.lang });
    const urls = performance
      .getEntriesByType("resource")
      .map((e) => e.name)
      .filter((u) => new URL(u).pathname.startsWith("/assets/"));
    target?.postMessage({ type: "cache-assets", urls });
  };
  if (worker) send(worker);
  else navigator.serviceWorker.ready.then((r) => send(r.active));
}

/** Registers the worker once per page load (root layout). */
export function useServiceWorker() {
  useEffect(() => {
    if (!supported()) return;
    register().catch(() => {}); // no worker (private mode, an old browser): the site works as before
    const reload = () => window.location.reload();
    // A new version took over (after the person asked): reload into it.
    let asked = false;
    const onChange = () => asked && reload();
    navigator.serviceWorker.addEventListener("controllerchange", onChange);
    const ask = () => (asked = true);
    window.addEventListener("terrace:sw-update", ask);
    return () => {
      navigator.serviceWorker.removeEventListener("controllerchange", onChange);
      window.removeEventListener("terrace:sw-update", ask);
    };
  }, []);
}

/** Whether a new version waits for the person's go-ahead. */
export function useUpdateWaiting() {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => waiting !== null,
    () => false,
  );
}

/** The person agreed: the waiting worker takes over, and the page reloads when it has (controllerchange). */
export function applyUpdate() {
  if (!waiting) return window.location.reload();
  window.dispatchEvent(new Event("terrace:sw-update"));
  waiting.postMessage({ type: "skip-waiting" });
}

/** Tells the worker who is signed in (a hash, not the id): another person, and the last one's saved pages go. */
export async function noteViewer(userId: string) {
  if (!supported() || !crypto.subtle) return;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`terrace-viewer:${userId}`));
  const viewer = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
  if (navigator.serviceWorker.controller) post({ type: "viewer", viewer });
  else navigator.serviceWorker.ready.then((r) => r.active?.postMessage({ type: "viewer", viewer }));
}

/** Signing out: the saved pages go now (the worker drops them again when the post passes through it). */
export function clearPersonalCache() {
  post({ type: "clear-personal" });
}
