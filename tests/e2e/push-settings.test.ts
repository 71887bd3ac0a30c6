// Web Push, the person's side (issue 46): the notification settings at 390 and 1280 px (axe, 44 px
// targets on a phone, screenshots), the preferences saved with and without JavaScript, this
// browser turned on (permission granted, PushManager.subscribe, the subscription read back from
// the API) and off, the state of a browser that refuses, and the service worker's push handling:
// a push delivered through the DevTools protocol (ServiceWorker.deliverPushMessage) and the
// notification it shows read back with registration.getNotifications().
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { BrowserContext, Page } from "playwright-core";
import { BASE_URL, DESKTOP, FRENCH_BROWSER, PHONE, VIEWPORTS, expectNoAxeViolations, goto, heading, horizontalOverflow, register, screenshot, uniqueUser, useBrowser, waitForHydration } from "./helpers.ts";

const browser = useBrowser();
const SETTINGS = "/profile/notifications";

/** The page's own fetch of the API (its session cookie). */
const apiInPage = (page: Page, path: string, init: { method?: string; json?: unknown } = {}) =>
  page.evaluate(
    async ({ path, init }) => {
      const res = await fetch(`/api${path}`, {
        method: init.method ?? "GET",
        headers: init.json === undefined ? {} : { "Content-Type": "application/json" },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    { path, init },
  );

/** Waits until a service worker is active for the site and controls the page. */
async function controlled(page: Page) {
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === "activated");
  const claimed = await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 3_000 }).catch(() => null);
  if (!claimed) {
    await page.reload();
    await waitForHydration(page);
  }
}

/** Interactive controls of the page's main area smaller than 44x44 CSS px. */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("main a[href], main button, main input, main select, main label.push-choice")]
      .filter((el) => (el as HTMLElement).offsetParent !== null && !(el instanceof HTMLInputElement && el.closest("label.push-choice")))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ el, box }) => `${el.tagName.toLowerCase()}${el.getAttribute("name") ? `[name=${el.getAttribute("name")}]` : ""} ${Math.round(box.width)}x${Math.round(box.height)}`),
  );

const deviceState = (page: Page) => page.getByTestId("push-device").getAttribute("data-state");

async function settingsFor(page: Page, prefix: string) {
  await register(page, uniqueUser(prefix));
  await hasKey(page);
  await goto(page, SETTINGS);
  await heading(page, "Notifications").waitFor();
}

/** The journeys need a server with Web Push: a VAPID public key in .dev.vars (the local setup writes a pair). */
async function hasKey(page: Page) {
  const key = await apiInPage(page, "/push/key");
  assert.equal(key.status, 200, "the local server has no VAPID public key: .dev.vars needs VAPID_PUBLIC_KEY (the local setup writes a pair)");
}

describe("push settings: the screen", () => {
  for (const viewport of VIEWPORTS) {
    it(`reads well at ${viewport.width} px, from the profile's link; saves the preferences`, () =>
      browser.withPage(viewport, "push-settings", async (page) => {
        await register(page, uniqueUser("pushui"));
        await hasKey(page);
        await goto(page, "/profile");
        await page.getByTestId("profile-notifications-link").scrollIntoViewIfNeeded();
        await screenshot(page, `push-profile-link-${viewport.name}`, false);
        await page.getByTestId("profile-notifications-link").click();
        await heading(page, "Notifications").waitFor();
        assert.equal(new URL(page.url()).pathname, SETTINGS);
        await waitForHydration(page);
        // The script ran: the switch says what this browser is (off: nothing granted yet).
        await page.waitForFunction(() => document.querySelector("[data-testid=push-device]")?.getAttribute("data-state") !== "unknown");
        assert.equal(await deviceState(page), "off");
        assert.equal(await horizontalOverflow(page), 0);
        if (viewport.name === "phone") assert.deepEqual(await smallTargets(page), []);
        await expectNoAxeViolations(page);
        await screenshot(page, `push-settings-${viewport.name}`);

        // The preferences, as a person sets them.
        const form = page.getByTestId("push-preferences");
        await form.getByLabel("Always").check();
        await form.getByLabel("Replies and mentions on the wall").uncheck();
        await form.getByLabel("From", { exact: true }).fill("22:30");
        await form.getByLabel("To", { exact: true }).fill("07:00");
        await page.getByTestId("push-preferences-save").click();
        await page.getByTestId("toast").first().waitFor();
        const saved = await apiInPage(page, "/push/preferences");
        assert.deepEqual(saved.body, { deadline: "always", livePlayers: true, finalPoints: true, wallReplies: false, moderation: true, quietStart: 22 * 60 + 30, quietEnd: 7 * 60 });
        // Shown as saved after a reload.
        await page.reload();
        assert.equal(await form.getByLabel("From", { exact: true }).inputValue(), "22:30");
        assert.equal(await form.getByLabel("Always").isChecked(), true);

        // One time without the other: the field says so, nothing is saved.
        await form.getByLabel("To", { exact: true }).fill("");
        await page.getByTestId("push-preferences-save").click();
        await page.getByTestId("push-preferences-error").waitFor();
        assert.equal((await apiInPage(page, "/push/preferences")).body.quietEnd, 7 * 60);
        if (viewport.name === "phone") await screenshot(page, "push-settings-error-phone");
      }));
  }

  it("without JavaScript: the preferences still save; the switch says it needs JavaScript", async () => {
    const { context, page } = await browser.newPage(PHONE);
    try {
      await settingsFor(page, "pushnojs");
      const state = await context.storageState();
      const { context: plain, page: nojs } = await browser.newPage(PHONE, { javaScriptEnabled: false, storageState: state });
      try {
        await nojs.goto(SETTINGS);
        await heading(nojs, "Notifications").waitFor();
        assert.match((await nojs.getByTestId("push-device-state").textContent()) ?? "", /needs JavaScript/);
        assert.equal(await nojs.getByTestId("push-device-toggle").isDisabled(), true);
        await nojs.getByLabel("Off", { exact: true }).check();
        await nojs.getByLabel("My live players").uncheck();
        await nojs.getByTestId("push-preferences-save").click();
        await nojs.waitForURL((url) => url.pathname === SETTINGS);
        await screenshot(nojs, "push-settings-nojs-phone");
      } finally {
        await plain.close();
      }
      const saved = await apiInPage(page, "/push/preferences");
      assert.equal(saved.body.deadline, "off");
      assert.equal(saved.body.livePlayers, false);
    } finally {
      await context.close();
    }
  });

  it("in French: every text of the screen in the person's language", () =>
    browser.withPage(
      PHONE,
      "push-settings-fr",
      async (page) => {
        await settingsFor(page, "pushfr");
        await waitForHydration(page);
        await page.waitForFunction(() => document.querySelector("[data-testid=push-device]")?.getAttribute("data-state") === "off");
        assert.match((await page.getByTestId("push-device-state").textContent()) ?? "", /désactivées sur cet appareil/);
        assert.equal(await page.getByTestId("push-device-toggle").textContent(), "Activer les notifications");
        assert.equal(await page.getByLabel("Jamais").count(), 1);
        await expectNoAxeViolations(page);
        await screenshot(page, "push-settings-fr-phone");
      },
      FRENCH_BROWSER,
    ));

  it("a browser without Web Push: the screen says so, and offers nothing it cannot do", () =>
    browser.withPage(PHONE, "push-unsupported", async (page, context) => {
      await context.addInitScript(() => void delete (window as unknown as Record<string, unknown>).PushManager);
      await settingsFor(page, "pushnone");
      await waitForHydration(page);
      await page.waitForFunction(() => document.querySelector("[data-testid=push-device]")?.getAttribute("data-state") === "unsupported");
      assert.match((await page.getByTestId("push-device-state").textContent()) ?? "", /cannot receive notifications/);
      assert.equal(await page.getByTestId("push-device-toggle").count(), 0);
      // The preferences stay (they apply to the person's other devices).
      assert.equal(await page.getByTestId("push-preferences-save").count(), 1);
    }));

  it("a browser that refuses notifications: the screen says how to allow them", () =>
    browser.withPage(PHONE, "push-denied", async (page) => {
      await settingsFor(page, "pushdeny");
      await waitForHydration(page);
      await page.waitForFunction(() => document.querySelector("[data-testid=push-device]")?.getAttribute("data-state") === "off");
      // Nothing granted: Chromium answers the permission request with a refusal.
      await page.getByTestId("push-device-toggle").click();
      await page.waitForFunction(() => document.querySelector("[data-testid=push-device]")?.getAttribute("data-state") === "denied");
      assert.match((await page.getByTestId("push-device-state").textContent()) ?? "", /blocks notifications/);
      assert.equal(await page.getByTestId("push-device-toggle").count(), 0);
      await expectNoAxeViolations(page);
      await screenshot(page, "push-settings-denied-phone");
    }));
});

describe("push settings: this browser on and off", () => {
  it("granted, in this Chromium: PushManager.subscribe is tried with the server's key, and a refusal is said, not hidden", () =>
    browser.withPage(DESKTOP, "push-subscribe", async (page, context) => {
      await context.grantPermissions(["notifications"], { origin: BASE_URL });
      await settingsFor(page, "pushsub");
      await waitForHydration(page);
      await controlled(page);
      await page.waitForFunction(() => document.querySelector("[data-testid=push-device]")?.getAttribute("data-state") === "off");
      assert.equal((await apiInPage(page, "/push/key")).status, 200, "the local server has a VAPID public key (.dev.vars)");
      await page.getByTestId("push-device-toggle").click();
      await page.waitForFunction(() => {
        const state = document.querySelector("[data-testid=push-device]")?.getAttribute("data-state");
        return state === "on" || !!document.querySelector("[data-testid=push-device-result].alert-error");
      });
      const subscribed = await page.evaluate(async () => (await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription())?.toJSON() ?? null);
      if ((await deviceState(page)) === "on") {
        // A Chromium with a push service: the browser's own subscription is stored for the person.
        assert.ok(subscribed);
        assert.deepEqual((await apiInPage(page, "/push/subscriptions/status", { method: "POST", json: { endpoint: subscribed.endpoint } })).body, { subscribed: true });
        return;
      }
      // Playwright's contexts are off-the-record profiles, where Chromium has no push service: it
      // refuses to subscribe (recorded below). The screen says so and stays off.
      const why = await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        const { publicKey } = (await (await fetch("/api/push/key")).json()) as { publicKey: string };
        const bytes = Uint8Array.from(atob(publicKey.replace(/-/g, "+").replace(/_/g, "/") + "="), (c) => c.charCodeAt(0));
        return reg!.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes }).then(
          () => "subscribed",
          (err: Error) => `${err.name}: ${err.message}`,
        );
      });
      console.log(`[push] this Chromium refused PushManager.subscribe: ${why}`);
      assert.equal(subscribed, null);
      assert.equal(await deviceState(page), "off");
      assert.match((await page.getByTestId("push-device-result").textContent()) ?? "", /could not be turned on/);
    }));

  it("granted, with the push service played in the page: on stores this browser's subscription for the person, off deletes it", () =>
    browser.withPage(PHONE, "push-subscribe-played", async (page, context) => {
      await context.grantPermissions(["notifications"], { origin: BASE_URL });
      // What a push service gives a browser: an endpoint (here on the local server, which takes
      // http loopback endpoints) and the browser's own keys (a real P-256 pair, a 16-byte secret).
      await context.addInitScript(() => {
        let current: unknown = null;
        const b64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
        PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
        PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
          const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
          const raw = await crypto.subtle.exportKey("raw", pair.publicKey);
          const auth = crypto.getRandomValues(new Uint8Array(16));
          const endpoint = `${location.origin}/__push-service/${crypto.randomUUID()}`;
          const key = options?.applicationServerKey as Uint8Array;
          const keys = { p256dh: b64(raw), auth: b64(auth) };
          (window as unknown as Record<string, unknown>).__pushKeySent = b64(key);
          current = { endpoint, expirationTime: null, options: { userVisibleOnly: true, applicationServerKey: key.buffer }, toJSON: () => ({ endpoint, expirationTime: null, keys }), unsubscribe: async () => ((current = null), true) };
          return current as PushSubscription;
        };
      });
      await settingsFor(page, "pushplay");
      await waitForHydration(page);
      await page.waitForFunction(() => document.querySelector("[data-testid=push-device]")?.getAttribute("data-state") === "off");
      await page.getByTestId("push-device-toggle").click();
      await page.waitForFunction(() => document.querySelector("[data-testid=push-device]")?.getAttribute("data-state") === "on");
      // Subscribed with the server's VAPID key, and stored for this person.
      const key = (await apiInPage(page, "/push/key")).body.publicKey;
      assert.equal(await page.evaluate(() => (window as unknown as Record<string, unknown>).__pushKeySent), key);
      const sub = await page.evaluate(async () => (await (await navigator.serviceWorker.getRegistration())!.pushManager.getSubscription())!.toJSON());
      assert.deepEqual((await apiInPage(page, "/push/subscriptions/status", { method: "POST", json: { endpoint: sub.endpoint } })).body, { subscribed: true });
      assert.equal((await apiInPage(page, "/push/subscriptions", { method: "PUT", json: sub })).status, 200, "the same endpoint again: already this person's");
      assert.match((await page.getByTestId("push-device-announce").textContent()) ?? "", /on for this device/);
      assert.equal(await page.getByTestId("push-device-result").count(), 0, "no banner repeats the state line");
      assert.deepEqual(await smallTargets(page), []);
      await expectNoAxeViolations(page);
      await screenshot(page, "push-settings-on-phone");
      // Off: the server forgets it, the browser drops it.
      await page.getByTestId("push-device-toggle").click();
      await page.waitForFunction(() => document.querySelector("[data-testid=push-device]")?.getAttribute("data-state") === "off");
      assert.deepEqual((await apiInPage(page, "/push/subscriptions/status", { method: "POST", json: { endpoint: sub.endpoint } })).body, { subscribed: false });
      assert.equal(await page.evaluate(async () => (await (await navigator.serviceWorker.getRegistration())!.pushManager.getSubscription()) === null), true);
    }));
});

type Registration = { registrationId: string; scopeURL: string; isDeleted: boolean };

/** The site's service worker registration id, as the DevTools protocol names it. */
async function registrationId(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }: { registrations: Registration[] }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(BASE_URL));
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  const id = await Promise.race([found, new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no service worker registration seen")), 10_000))]);
  return { cdp, id };
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return (await reg!.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url?: string } | null)?.url ?? null, icon: n.icon, lang: n.lang }));
  });

async function waitForNotifications(page: Page, count: number) {
  for (let i = 0; i < 100; i++) {
    const shown = await shownNotifications(page);
    if (shown.length >= count) return shown;
    await page.waitForTimeout(100);
  }
  assert.fail(`fewer than ${count} notification(s) shown: ${JSON.stringify(await shownNotifications(page))}`);
}

describe("push settings: the service worker shows what a push says", () => {
  it("a push delivered through the DevTools protocol shows its notification (title, body, url, tag coalescing, only our own paths)", () =>
    browser.withPage(DESKTOP, "push-deliver", async (page, context) => {
      await context.grantPermissions(["notifications"], { origin: BASE_URL });
      await settingsFor(page, "pushsw");
      await waitForHydration(page);
      await controlled(page);
      const { cdp, id } = await registrationId(context, page);
      const deliver = (payload: unknown) => cdp.send("ServiceWorker.deliverPushMessage", { origin: BASE_URL, registrationId: id, data: JSON.stringify(payload) });

      await deliver({ title: "Haaland goal +8 (C)", body: "61 pts, rank 12,403 → 9,877", url: "/live-team?gw=18", tag: "live-18", lang: "en-GB" });
      const [first] = await waitForNotifications(page, 1);
      assert.deepEqual(
        { title: first!.title, body: first!.body, url: first!.url, tag: first!.tag, lang: first!.lang },
        { title: "Haaland goal +8 (C)", body: "61 pts, rank 12,403 → 9,877", url: "/live-team?gw=18", tag: "live-18", lang: "en-GB" },
      );
      assert.match(first!.icon, /\/icons\/icon-192\.png$/);

      // The same tag replaces it (one notification, the newer text).
      await deliver({ title: "Saka assist +3", body: "64 pts", url: "/live-team", tag: "live-18" });
      await page.waitForFunction(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        const shown = await reg!.getNotifications();
        return shown.length === 1 && shown[0]!.title === "Saka assist +3";
      });

      // Another site's address, or a scheme, opens / when tapped: never anywhere else.
      await deliver({ title: "Elsewhere", body: "x", url: "https://evil.example/phish", tag: "a" });
      await deliver({ title: "Script", body: "x", url: "javascript:alert(1)", tag: "b" });
      await deliver({ title: "Protocol-relative", body: "x", url: "//evil.example/x", tag: "c" });
      const shown = await waitForNotifications(page, 4);
      const urls = Object.fromEntries(shown.map((n) => [n.title, n.url]));
      assert.deepEqual([urls.Elsewhere, urls.Script, urls["Protocol-relative"]], ["/", "/", "/"]);

      // Not JSON at all: still a notification (the browser requires one), named Terrace.
      await cdp.send("ServiceWorker.deliverPushMessage", { origin: BASE_URL, registrationId: id, data: "just text" });
      const all = await waitForNotifications(page, 5);
      assert.ok(all.some((n) => n.title === "Terrace" && n.body === "just text" && n.url === "/"), JSON.stringify(all));
    }));
});
