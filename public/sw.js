// Terrace's service worker (issue 46; docs/decisions/046-pocket-app.md). Hand-written, no
// library: it does five things, each below in a few lines.
//
// - Versioned caches. The page registers /sw.js?v=<build version> (Remix's manifest version,
//   app/features/shell/service-worker.ts), so each deployment is a new worker with its own caches;
//   the old ones are deleted when it takes over. It waits: skipWaiting only when a page asks
//   (the page offers a reload), so no open page is switched under its feet.
// - HTML is network first, always: a deployment never leaves anyone on stale HTML that calls
//   removed assets. Only hashed /assets/* are cache first (their name changes with their content).
// - The person's last-seen My Team, Fixtures and Live Team pages are kept (their HTML, when they
//   come from the network) and served, with the time they were saved, when the network is gone;
//   any other page offline gets the offline page in the person's language.
// - Nothing personal for someone else: /api/*, /media/*, Remix data requests and sockets are
//   never touched; the saved pages are dropped at sign-out (a post to /logout, and the page's
//   own message), when the signed-in person changes, and when a saved page answers with a
//   redirect (the session ended).
// - Push (issue 46's Web Push part; at the end): a push shows its notification, a tap opens the
//   page it names (ours only), and a subscription the push service rotates is sent again.
const VERSION = new URL(self.location.href).searchParams.get("v") || "dev";
const PREFIX = "terrace-";
const SHELL = `${PREFIX}shell-${VERSION}`;
const ASSETS = `${PREFIX}assets-${VERSION}`;
const PAGES = `${PREFIX}pages-${VERSION}`;
const CACHES = [SHELL, ASSETS, PAGES];

const LOCALES = ["en-GB", "fr-FR"];
const offlineUrl = (locale) => `/offline?lang=${locale}`;
/** The app shell kept at install: the offline page in both languages, the logo, the icons, the manifest. */
const SHELL_URLS = [...LOCALES.map(offlineUrl), "/favicon.svg", "/icons/icon-192.png", "/manifest.webmanifest"];
/** The pages kept for reading offline: the person's own, so they go at sign-out. */
const SAVED_PAGES = ["/my-team", "/fixtures", "/live-team"];
const SAVED_AT = "X-Terrace-Saved-At";
/** Who is signed in (a key of the pages cache, never served) and the language of the last page (of the shell cache). */
const VIEWER_KEY = "/__terrace/viewer";
const LOCALE_KEY = "/__terrace/locale";
const SIGN_OUT = ["/logout", "/logout.data"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(SHELL_URLS.map((url) => new Request(url, { cache: "reload" })))));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(PREFIX) && !CACHES.includes(name)).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const message = event.data || {};
  if (message.type === "skip-waiting") self.skipWaiting();
  else if (message.type === "clear-personal") event.waitUntil(clearPersonal());
  else if (message.type === "viewer") event.waitUntil(noteViewer(String(message.viewer)));
  else if (message.type === "locale" && LOCALES.includes(message.locale)) event.waitUntil(caches.open(SHELL).then((c) => c.put(LOCALE_KEY, new Response(message.locale))));
  else if (message.type === "cache-assets" && Array.isArray(message.urls)) event.waitUntil(cacheAssets(message.urls));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== "GET") {
    // Signing out: the person's pages go before the request leaves (even offline, when it cannot).
    if (request.method === "POST" && SIGN_OUT.includes(url.pathname)) event.waitUntil(clearPersonal());
    return;
  }
  if (url.pathname.startsWith("/assets/")) return event.respondWith(cacheFirst(request, ASSETS));
  if (request.mode === "navigate") return event.respondWith(page(request, url));
  if (SHELL_URLS.includes(url.pathname)) return event.respondWith(networkFirst(request, SHELL));
  // A saved page reached in the app (Remix asks for its data, not its HTML): its HTML copy is
  // refreshed beside, at most every few minutes, so the last-seen one is there offline.
  const data = url.pathname.replace(/\.data$/, "");
  if (url.pathname.endsWith(".data") && SAVED_PAGES.includes(data)) event.waitUntil(refreshSaved(data));
  // Everything else (/api/*, /media/*, *.data, sockets, ...): the network, untouched, never cached.
});

async function clearPersonal() {
  await caches.delete(PAGES);
  // And this browser's Web Push subscription (decision 052): the next person here must not get the
  // last one's pushes. The push service then answers the server 410, which forgets the row.
  const subscription = await self.registration.pushManager?.getSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}

/** The signed-in person (a hash the page sends): another person, no saved pages of the last one. */
async function noteViewer(viewer) {
  const noted = await (await caches.open(PAGES)).match(VIEWER_KEY);
  if (noted && (await noted.text()) !== viewer) await clearPersonal();
  await (await caches.open(PAGES)).put(VIEWER_KEY, new Response(viewer));
}

/** The page's own hashed files (it loaded them before this worker controlled it): kept for offline reading. */
async function cacheAssets(urls) {
  const cache = await caches.open(ASSETS);
  await Promise.all(
    urls
      .map((u) => new URL(u, self.location.origin))
      .filter((u) => u.origin === self.location.origin && u.pathname.startsWith("/assets/"))
      .map(async (u) => {
        if (await cache.match(u.pathname)) return;
        const response = await fetch(u.pathname).catch(() => null);
        if (response && response.ok) await cache.put(u.pathname, response);
      }),
  );
}

async function cacheFirst(request, name) {
  const cache = await caches.open(name);
  const hit = await cache.match(request, { ignoreSearch: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request, name) {
  const cache = await caches.open(name);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const hit = await cache.match(request);
    if (hit) return hit;
    throw error;
  }
}

/** A page: from the network; a saved page is kept when it comes; without a network, the saved copy or the offline page. */
async function page(request, url) {
  const saved = SAVED_PAGES.includes(url.pathname);
  let response;
  try {
    response = await fetch(request);
  } catch {
    return (saved && (await savedCopy(url.pathname))) || offlinePage();
  }
  if (saved) {
    const html = (response.headers.get("Content-Type") || "").startsWith("text/html");
    // (A navigation's redirect comes back unfollowed, as an "opaqueredirect".)
    const redirected = response.redirected || response.type === "opaqueredirect" || new URL(response.url || url.href).pathname !== url.pathname;
    if (response.ok && html && !redirected) await keep(url.pathname, response.clone());
    else if (redirected) await clearPersonal(); // signed out elsewhere: nothing of theirs stays
  }
  return response;
}

const REFRESH_AFTER_MS = 5 * 60 * 1000;

async function refreshSaved(pathname) {
  const hit = await (await caches.open(PAGES)).match(pathname, { ignoreVary: true });
  const at = hit ? Date.parse(hit.headers.get(SAVED_AT) || "") : NaN;
  if (hit && Date.now() - at < REFRESH_AFTER_MS) return;
  const response = await fetch(pathname, { credentials: "same-origin", headers: { Accept: "text/html" } }).catch(() => null);
  if (!response) return;
  const html = (response.headers.get("Content-Type") || "").startsWith("text/html");
  if (response.ok && html && !response.redirected) await keep(pathname, response);
  else if (response.redirected) await clearPersonal();
}

async function keep(pathname, response) {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, new Date().toISOString());
  const body = await response.arrayBuffer();
  const cache = await caches.open(PAGES);
  await cache.put(pathname, new Response(body, { status: response.status, headers }));
}

/** The saved copy, marked on <html data-terrace-saved-at> (the page shows the banner and reads as read-only). */
async function savedCopy(pathname) {
  const cache = await caches.open(PAGES);
  const hit = await cache.match(pathname, { ignoreVary: true, ignoreSearch: true });
  if (!hit) return null;
  const at = hit.headers.get(SAVED_AT) || "";
  const html = (await hit.text()).replace(/<html\b/i, `<html data-terrace-saved-at="${at.replace(/[^0-9TZ:.-]/g, "")}"`);
  const headers = new Headers(hit.headers);
  headers.delete("Content-Length");
  return new Response(html, { status: 200, headers });
}

async function offlinePage() {
  const locale = await viewerLocale();
  const cache = await caches.open(SHELL);
  return (
    (await cache.match(offlineUrl(locale), { ignoreVary: true })) ||
    (await cache.match(offlineUrl(LOCALES[0]), { ignoreVary: true })) ||
    new Response("Offline", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } })
  );
}

/** The language of the last page the person saw (the page says it), else the browser's. */
async function viewerLocale() {
  const noted = await (await caches.open(SHELL)).match(LOCALE_KEY);
  const locale = noted ? await noted.text() : null;
  if (LOCALES.includes(locale)) return locale;
  return (self.navigator.language || "").toLowerCase().startsWith("fr") ? "fr-FR" : "en-GB";
}

// ---- Web Push ---------------------------------------------------------------------------------
// A push carries JSON {title, body, url, tag, lang?}, written by the server in the person's
// language. A tag coalesces: a newer push with the same tag replaces the one shown (and alerts
// again). A tap opens the push's url, a path of this site only: anything else opens /.

const PUSH_ICON = "/icons/icon-192.png";

/** The push's JSON, or {} (an empty or unreadable push still shows something: the browser requires it). */
function pushPayload(event) {
  if (!event.data) return {};
  try {
    const data = event.data.json();
    return data && typeof data === "object" ? data : {};
  } catch {
    return { body: event.data.text() };
  }
}

const text = (value, max) => (typeof value === "string" ? value.slice(0, max) : "");

/** A path of this site (with its query and hash), or "/" for anything else (another site, a scheme, junk). */
function samePath(url) {
  if (typeof url !== "string" || !url) return "/";
  try {
    const target = new URL(url, self.location.origin);
    if (target.origin !== self.location.origin) return "/";
    return target.pathname + target.search + target.hash;
  } catch {
    return "/";
  }
}

self.addEventListener("push", (event) => {
  const data = pushPayload(event);
  const tag = text(data.tag, 64);
  const options = {
    body: text(data.body, 300),
    icon: PUSH_ICON,
    data: { url: samePath(data.url) },
    ...(tag ? { tag, renotify: true } : {}),
    ...(typeof data.lang === "string" && /^[a-z]{2}(-[A-Z]{2})?$/.test(data.lang) ? { lang: data.lang } : {}),
  };
  event.waitUntil(self.registration.showNotification(text(data.title, 120) || "Terrace", options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = samePath(event.notification.data && event.notification.data.url);
  event.waitUntil(openPage(path));
});

/** Focuses a Terrace window already at `path`, else brings one of ours there, else opens a new one. */
async function openPage(path) {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const ours = windows.filter((w) => new URL(w.url).origin === self.location.origin);
  const there = ours.find((w) => w.url === target);
  if (there) return there.focus();
  for (const w of ours) {
    try {
      const moved = await w.navigate(target); // only a window this worker controls can be moved
      if (moved) return moved.focus();
    } catch {}
  }
  return self.clients.openWindow(target);
}

/** The push service replaced (or dropped) this browser's subscription: subscribe again and tell the server. */
self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(resubscribe(event.oldSubscription, event.newSubscription));
});

async function resubscribe(oldSubscription, newSubscription) {
  let subscription = newSubscription;
  if (!subscription) {
    let key = oldSubscription && oldSubscription.options && oldSubscription.options.applicationServerKey;
    if (!key) {
      const answer = await fetch("/api/push/key", { credentials: "same-origin" }).catch(() => null);
      if (!answer || !answer.ok) return; // signed out, or no Web Push on this server
      key = base64UrlBytes((await answer.json()).publicKey);
    }
    subscription = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  }
  const send = (method, body) =>
    fetch("/api/push/subscriptions", { method, credentials: "same-origin", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).catch(() => null);
  await send("PUT", subscription.toJSON());
  if (oldSubscription && oldSubscription.endpoint !== subscription.endpoint) await send("DELETE", { endpoint: oldSubscription.endpoint });
}

function base64UrlBytes(text) {
  const b64 = String(text).replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}
