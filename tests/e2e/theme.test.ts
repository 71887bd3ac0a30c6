// The theme toggle flips <html data-theme> and the server renders the choice after a reload.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { SHELL_PATH, VIEWPORTS, goto, register, screenshot, uniqueUser, waitForHydration, useBrowser } from "./helpers.ts";

const browser = useBrowser();

const htmlTheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute("data-theme"));
const serverTheme = (html: string) => html.match(/<html\b[^>]*\bdata-theme="(\w+)"/)?.[1] ?? null;

async function reloadAndReadServerTheme(page: Page) {
  const response = await page.reload();
  assert.ok(response, "no response to the reload");
  const theme = serverTheme(await response.text());
  await waitForHydration(page);
  return theme;
}

describe("theme toggle", () => {
  for (const vp of VIEWPORTS) {
    it(`switches <html data-theme> and the choice survives a reload (${vp.name})`, async () => {
      await browser.withPage(vp, "theme", async (page) => {
        await register(page, uniqueUser(`th${vp.name[0]}`));
        await goto(page, SHELL_PATH);
        // No choice yet: no data-theme (the OS preference applies, light here).
        assert.equal(await htmlTheme(page), null);
        const toggle = page.getByTestId("theme-toggle");
        assert.equal(await toggle.getAttribute("aria-label"), "Switch to dark theme");

        await toggle.click();
        await page.waitForFunction(() => document.documentElement.dataset.theme === "dark");
        assert.equal(await toggle.getAttribute("aria-label"), "Switch to light theme");
        assert.equal(await reloadAndReadServerTheme(page), "dark");
        assert.equal(await htmlTheme(page), "dark");
        await screenshot(page, `shell-dark-${vp.name}`);

        await page.getByTestId("theme-toggle").click();
        await page.waitForFunction(() => document.documentElement.dataset.theme === "light");
        assert.equal(await reloadAndReadServerTheme(page), "light");
        assert.equal(await htmlTheme(page), "light");
      });
    });
  }
});
