// The pocket app (issue 46, "Installable" and "Usable without a network"; decision 046): the
// manifest and its icons, the service worker taking control, My Team read offline with its
// 'last updated', forms offline, the offline page in both languages, the saved pages gone at
// sign-out, the install offer and the hand-over to a new version.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import {
  DEMO,
  DESKTOP,
  PHONE,
  VIEWPORTS,
  expectNoAxeViolations,
  goto,
  heading,
  register,
  screenshot,
  signIn,
  signOut,
  uniqueUser,
  useBrowser,
  waitForHydration,
  waitForPath,
} from "./helpers.ts";

const browser = useBrowser();

/** Waits until the service worker controls the page (after a reload: the first load is not controlled). */
async function controlled(page: Page) {
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === "activated");
  // The first install claims the open page; else a reload is controlled.
  const claimed = await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 2_000 }).catch(() => null);
  if (!claimed) {
    await page.reload();
    await waitForHydration(page);
  }
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
}

/** The pages the worker keeps for this person (paths), from the page's own view of the caches. */
const savedPages = (page: Page) =>
  page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith("terrace-pages-")) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) found.push(new URL(request.url).pathname);
    }
    return found.filter((p) => !p.startsWith("/__terrace/"));
  });

async function waitForSaved(page: Page, pathname: string) {
  for (let i = 0; i < 50; i++) {
    if ((await savedPages(page)).includes(pathname)) return;
    await page.waitForTimeout(100);
  }
  assert.fail(`${pathname} was never saved: ${JSON.stringify(await savedPages(page))}`);
}

/** What My Team shows of the person's teams: its headings and where its links lead (the gameweeks, the builder). */
const teamShown = (page: Page) =>
  page.evaluate(() => ({
    headings: [...document.querySelectorAll("main h1, main h2, main h3")].map((h) => h.textContent?.trim()).filter((h) => h !== "Install Terrace"),
    links: [...document.querySelectorAll("main a[href]")].map((a) => `${a.getAttribute("href")} ${a.textContent?.trim()}`),
  }));

/**
 * Plays the browser's beforeinstallprompt (Chromium fires it only for a real, engaged install);
 * true when the app took the offer (prevented the browser's own).
 */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & Record<string, unknown>;
    event.prompt = async () => void ((window as unknown as Record<string, unknown>).__prompted = true);
    event.userChoice = Promise.resolve({ outcome: "accepted" });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

/** Two frames drawn: what a state change would have rendered is on the page. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

describe("pocket app: installable", () => {
  it("serves the manifest with its content type, its icons, in the reader's language, and every page links it", async () => {
    const { context, page } = await browser.newPage(DESKTOP);
    try {
      const res = await context.request.get("/manifest.webmanifest");
      assert.equal(res.status(), 200);
      assert.match(res.headers()["content-type"] ?? "", /^application\/manifest\+json/);
      const manifest = await res.json();
      assert.equal(manifest.name, "Terrace");
      assert.equal(manifest.short_name, "Terrace");
      assert.equal(manifest.display, "standalone");
      assert.equal(manifest.start_url, "/");
      assert.match(manifest.description, /gameweek/);
      assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
      assert.match(manifest.background_color, /^#[0-9a-f]{6}$/i);
      assert.deepEqual(
        manifest.shortcuts.map((s: { url: string; name: string }) => [s.url, s.name]),
        [
          ["/pick-team", "Pick Team"],
          ["/live-team", "Live Team"],
          ["/chat", "Chat"],
        ],
      );
      const icons = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`).sort();
      assert.deepEqual(icons, ["192x192 any", "192x192 maskable", "512x512 any", "512x512 maskable"]);
      for (const icon of manifest.icons) {
        const png = await context.request.get(icon.src);
        assert.equal(png.status(), 200, icon.src);
        assert.equal(png.headers()["content-type"], "image/png", icon.src);
        const body = await png.body();
        const [w, h] = [body.readUInt32BE(16), body.readUInt32BE(20)]; // the PNG's IHDR
        assert.equal(`${w}x${h}`, icon.sizes, icon.src);
      }
      const fr = await context.request.get("/manifest.webmanifest", { headers: { "Accept-Language": "fr-FR,fr;q=0.9" } });
      const frManifest = await fr.json();
      assert.equal(frManifest.lang, "fr-FR");
      assert.equal(frManifest.shortcuts[0].name, "Composer");

      // Linked from the signed-out page and from the shell.
      await goto(page, "/");
      assert.equal(await page.locator('link[rel="manifest"]').getAttribute("href"), "/manifest.webmanifest");
      // Chromium's own installability checks (those Lighthouse reports): none fails.
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
      // ('in-incognito': Playwright's contexts are off-the-record profiles, where nothing installs.)
      assert.deepEqual(installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito"), []);
      const { errors } = (await cdp.send("Page.getAppManifest")) as { errors: unknown[] };
      assert.deepEqual(errors, []);
      await signIn(page, DEMO.email, DEMO.password, DEMO.username);
      await goto(page, "/profile");
      assert.equal(await page.locator('link[rel="manifest"]').getAttribute("href"), "/manifest.webmanifest");
    } finally {
      await context.close();
    }
  });

  for (const vp of VIEWPORTS) {
    it(`${vp.name}: the install offer shows when the browser allows it, installs or goes, and is not offered again`, async () => {
      await browser.withPage(vp, "pwa-install", async (page) => {
        await register(page, uniqueUser(`pwi${vp.name[0]}`));
        await goto(page, "/my-team");
        const prompt = page.getByTestId("install-prompt");
        // Not over the first screen of a visit, though the browser allows it at once.
        assert.equal(await offerInstall(page), true, "the app did not take the browser's offer");
        await twoFrames(page);
        assert.equal(await prompt.count(), 0, "offered over the first screen of the visit");
        // Once the person moves on to another screen, it shows.
        await page.getByTestId("header-username").click();
        await waitForPath(page, "/profile");
        await prompt.getByRole("heading", { name: "Install Terrace" }).waitFor();
        // It floats: it takes no room in the page (nothing moved when it came: no layout shift);
        // it sits below the sticky header and above the phone's bottom bar, never under either.
        const headingWith = await page.getByRole("heading", { level: 1 }).boundingBox();
        await prompt.evaluate((el) => ((el as HTMLElement).style.display = "none"));
        assert.deepEqual(await page.getByRole("heading", { level: 1 }).boundingBox(), headingWith, "the offer takes room in the page");
        await prompt.evaluate((el) => ((el as HTMLElement).style.display = ""));
        const header = await page.locator("header.topbar").boundingBox();
        const box = await prompt.boundingBox();
        assert.ok(header && box && box.y >= header.y + header.height, `offer under the header: ${JSON.stringify({ header, box })}`);
        const bottomBar = page.locator("nav.bottom-bar");
        if (await bottomBar.isVisible()) {
          const bar = await bottomBar.boundingBox();
          assert.ok(bar && box && box.y + box.height <= bar.y, `offer over the bottom bar: ${JSON.stringify({ bar, box })}`);
        }
        for (const name of ["Install", "Not now"]) {
          const button = await prompt.getByRole("button", { name, exact: true }).boundingBox();
          assert.ok(button && button.height >= 44 && button.width >= 44, `${name}: ${JSON.stringify(button)}`);
        }
        await expectNoAxeViolations(page, { label: "install offer" });
        await screenshot(page, `pwa-install-prompt-${vp.name}`, false);

        if (vp.name === "phone") {
          await prompt.getByRole("button", { name: "Install", exact: true }).click();
          await page.waitForFunction(() => (window as unknown as { __prompted?: boolean }).__prompted === true);
        } else {
          await prompt.getByRole("button", { name: "Not now" }).click();
        }
        await prompt.waitFor({ state: "detached" });
        // Remembered: the next time the browser allows it, no offer, on any screen.
        await page.reload();
        await waitForHydration(page);
        assert.equal(await offerInstall(page), true);
        await page.getByRole("link", { name: "Terrace home" }).click();
        await waitForPath(page, "/");
        await twoFrames(page);
        assert.equal(await prompt.count(), 0, "offered again");
      });
    });
  }
});

describe("pocket app: usable without a network", () => {
  for (const vp of VIEWPORTS) {
    it(`${vp.name}: the worker controls the page; offline, My Team reloads from its saved copy with 'last updated', forms are not sent and keep their text, an unknown page shows the offline page`, async () => {
      await browser.withPage(vp, "pwa-offline", async (page, context) => {
        await signIn(page, DEMO.email, DEMO.password, DEMO.username);
        await goto(page, "/my-team");
        await controlled(page);
        const script = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
        assert.match(script, /\/sw\.js\?v=\w+/);
        // Through the worker now: the page is saved.
        await page.reload();
        await waitForHydration(page);
        await waitForSaved(page, "/my-team");
        const team = await teamShown(page);
        assert.equal(await page.getByTestId("offline-banner").count(), 0, "no banner online");

        await context.setOffline(true);
        await page.reload();
        await waitForHydration(page);
        await heading(page, "My Team").waitFor();
        assert.deepEqual(await teamShown(page), team);
        const banner = page.getByTestId("offline-banner");
        await banner.waitFor();
        assert.match(await banner.innerText(), /You are offline: this is the copy kept on this device, read-only\.\s*Last updated \w{3} \d{1,2} \w{3} \d{2}:\d{2}/);
        const header = await page.locator("header.topbar").boundingBox();
        const box = await banner.boundingBox();
        assert.ok(header && box && box.y >= header.y + header.height, "banner under the sticky header");
        await expectNoAxeViolations(page, { label: "my team offline" });
        await screenshot(page, `pwa-offline-my-team-${vp.name}`, false);

        // The app's own links, offline: Live Team was seen in the app (a data request, not a page
        // load), so its saved copy comes; saved beside while online.
        await context.setOffline(false);
        await goto(page, "/my-team");
        await page.locator('a[href="/live-team"]:visible').first().click();
        await page.waitForURL((u) => u.pathname === "/live-team");
        await waitForSaved(page, "/live-team");
        await goto(page, "/my-team");
        await context.setOffline(true);
        await page.locator('a[href="/live-team"]:visible').first().click();
        await page.waitForURL((u) => u.pathname === "/live-team");
        await page.getByTestId("offline-banner").getByTestId("last-updated").waitFor();

        // An unknown page: the offline page, in English here.
        await page.goto("/no-such-page-offline");
        await page.getByTestId("offline-page").getByRole("heading", { name: "You are offline" }).waitFor();
        assert.equal(await page.locator("html").getAttribute("lang"), "en-GB");
        assert.equal(await page.getByRole("link", { name: "My Team" }).getAttribute("href"), "/my-team");
        const retry = await page.getByRole("link", { name: "Try again" }).boundingBox();
        assert.ok(retry && retry.height >= 44);
        await expectNoAxeViolations(page, { label: "offline page" });
        await screenshot(page, `pwa-offline-page-${vp.name}`, false);

        // A form on a page opened online, sent offline: not sent, the note says so, the text stays.
        await context.setOffline(false);
        await goto(page, "/profile?mode=edit");
        await context.setOffline(true);
        const form = page.locator("form", { has: page.locator('input[name="firstName"]') });
        const field = form.locator('input[name="firstName"]');
        await field.fill("Kept while offline");
        const sent: string[] = [];
        page.on("request", (r) => r.method() !== "GET" && sent.push(r.url()));
        await form.locator('button[type="submit"]').first().click();
        const note = page.getByTestId("offline-form-note");
        await note.waitFor();
        assert.match(await note.innerText(), /You are offline: this was not sent\. What you typed is still here/);
        assert.equal(await field.inputValue(), "Kept while offline");
        assert.deepEqual(sent, []);
        await screenshot(page, `pwa-offline-form-${vp.name}`, false);
        await context.setOffline(false);
      });
    });
  }

  it("the offline page exists in both languages and a French reader gets the French one", async () => {
    const { context, page } = await browser.newPage(PHONE, { locale: "fr-FR" });
    try {
      const fr = await context.request.get("/offline?lang=fr-FR");
      assert.equal(fr.status(), 200);
      assert.match(await fr.text(), /<html lang="fr-FR">[\s\S]*Vous êtes hors ligne/);
      const en = await context.request.get("/offline?lang=en-GB");
      assert.match(await en.text(), /<html lang="en-GB">[\s\S]*You are offline/);

      await goto(page, "/");
      await controlled(page);
      await context.setOffline(true);
      await page.goto("/pas-de-reseau");
      await page.getByRole("heading", { name: "Vous êtes hors ligne" }).waitFor();
      assert.equal(await page.locator("html").getAttribute("lang"), "fr-FR");
      await screenshot(page, "pwa-offline-page-fr-phone", false);
    } finally {
      await context.close();
    }
  });

  for (const vp of VIEWPORTS) {
    it(`${vp.name}: signing out empties what was saved for that person; offline, My Team is then the offline page`, async () => {
      await browser.withPage(vp, "pwa-signout", async (page, context) => {
        await register(page, uniqueUser(`pws${vp.name[0]}`));
        await goto(page, "/my-team");
        await controlled(page);
        await page.reload();
        await waitForHydration(page);
        await waitForSaved(page, "/my-team");

        await goto(page, "/profile");
        await signOut(page, vp);
        assert.deepEqual(await savedPages(page), []);
        await context.setOffline(true);
        await page.goto("/my-team");
        await page.getByTestId("offline-page").waitFor();
        assert.equal(await page.getByTestId("my-team-hero").count(), 0);
        await context.setOffline(false);
      });
    });
  }

  it("a session that ended elsewhere: the saved page answers with a redirect, and nothing of that person stays", async () => {
    await browser.withPage(PHONE, "pwa-session-ended", async (page, context) => {
      await register(page, uniqueUser("pwe"));
      await goto(page, "/my-team");
      await controlled(page);
      await page.reload();
      await waitForHydration(page);
      await waitForSaved(page, "/my-team");
      await context.clearCookies(); // as when the session is revoked or expires
      await page.goto("/my-team");
      await page.waitForURL((u) => u.pathname !== "/my-team");
      assert.deepEqual(await savedPages(page), []);
    });
  });

  it("a new version waits until the page agrees, then takes over and drops the old caches", async () => {
    await browser.withPage(DESKTOP, "pwa-update", async (page) => {
      await signIn(page, DEMO.email, DEMO.password, DEMO.username);
      await goto(page, "/profile");
      await controlled(page);
      const before = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
      // A deployment, as the browser sees it: the worker's URL carries another build version.
      await page.evaluate(() => navigator.serviceWorker.register("/sw.js?v=next-build"));
      const offer = page.getByTestId("update-offer");
      await offer.waitFor();
      // Waiting: the page is still run by the old worker until the person agrees.
      assert.equal(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL), before);
      await expectNoAxeViolations(page, { label: "update offer" });
      await screenshot(page, "pwa-update-offer-desktop", false);
      await Promise.all([page.waitForEvent("load"), offer.getByRole("button", { name: "Reload" }).click()]);
      await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith("v=next-build"));
      const names = await page.evaluate(() => caches.keys());
      assert.ok(names.includes("terrace-shell-next-build"), JSON.stringify(names));
      const old = new URL(before).searchParams.get("v");
      // (The page registers its own build's worker again on load: that one installs its shell cache
      // and waits, so only the caches of what ran are checked.)
      assert.ok(!names.includes(`terrace-assets-${old}`) && !names.includes(`terrace-pages-${old}`), `old caches kept: ${JSON.stringify(names)}`);
    });
  });
});
