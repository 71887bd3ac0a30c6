// Issue 47, decision 057: a page's module scripts are fetched only once its first contentful
// paint has been shown (the server drew the page; the scripts hydrate it), and the page then
// works as before: hydrated, navigated without a reload, signed out as well as in.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { DEMO, PHONE, signIn, useBrowser, waitForHydration, waitForPath } from "./helpers.ts";

const browser = useBrowser();

/** When the first contentful paint was shown, and when each module script's fetch started (ms from the navigation). */
async function paintAndScripts(page: Page) {
  return page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    scripts: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
}

async function expectScriptsAfterPaint(page: Page, label: string) {
  await waitForHydration(page);
  const { paint, scripts } = await paintAndScripts(page);
  assert.ok(paint !== null, `${label}: no first contentful paint`);
  assert.ok(scripts.length > 3, `${label}: ${scripts.length} module scripts`);
  const early = scripts.filter((s) => s.start < paint);
  assert.deepEqual(early, [], `${label}: fetched before the first paint (${paint.toFixed(0)} ms)`);
  // Nothing is left held, and no module script is still inert.
  assert.equal(await page.locator("[data-after-paint]").count(), 0, label);
}

describe("module scripts after the first paint", () => {
  it("the sign-in screen and the Arena fetch no script before their first paint, then hydrate and navigate (phone)", async () => {
    await browser.withPage(PHONE, "scripts-after-paint", async (page) => {
      await page.goto("/");
      await expectScriptsAfterPaint(page, "sign-in");
      await signIn(page, DEMO.email, DEMO.password);
      await page.goto("/challenges");
      await expectScriptsAfterPaint(page, "/challenges");
      // A client-side navigation: the same document goes on (its window keeps what was set on it).
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.locator('a[href="/live-team"]:visible').first().click();
      await waitForPath(page, "/live-team");
      assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true);
    });
  });
});
