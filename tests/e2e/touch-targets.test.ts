// Touch targets (issue 41, DESIGN.md §9): signed in as the demo manager, every visible interactive
// element of the main screens is at least 44x44 CSS px on a phone (390x844) and 24x24 on a desktop
// (1280x800). The one exception is WCAG 2.5.8's "inline" one, made precise in `measureTargets`
// (targets.ts): a link drawn inline inside running text (its block holds words besides the link's own).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { DEMO, DESKTOP, PHONE, closeRulesPopup, expectNoAxeViolations, screenshot, signIn, useBrowser, type Viewport } from "./helpers.ts";
import { measureTargets, openInApp } from "./targets.ts";

const browser = useBrowser();

const MAIN_SCREENS = [
  "/",
  "/challenges",
  "/pick-team",
  "/my-team",
  "/live-team",
  "/fixtures",
  "/leaderboard",
  "/leaks",
  "/votes",
  "/terrace",
  "/chat",
  "/store",
  "/profile",
  "/notices",
] as const;

async function screenOffenders(page: Page, vp: Viewport, path: string) {
  const min = vp.name === "phone" ? 44 : 24;
  await openInApp(page, path);
  await page.locator("h1").first().waitFor();
  // The builder's first-visit rules window (phone) is a screen of its own: measured, then closed.
  const found = await measureTargets(page, min);
  await closeRulesPopup(page);
  found.push(...(await measureTargets(page, min)));
  const unique = [...new Map(found.map((o) => [`${o.what} ${o.width}x${o.height}`, o])).values()];
  return unique.map((o) => `  ${path}: ${o.what} is ${o.width}x${o.height}`);
}

describe("touch targets", () => {
  for (const vp of [PHONE, DESKTOP]) {
    const min = vp.name === "phone" ? 44 : 24;
    it(`every interactive element of the main screens is at least ${min}x${min} px (${vp.name}), inline links in running text excepted`, async () => {
      await browser.withPage(vp, "touch-targets", async (page) => {
        // One sign-in per width (sign-ins of the demo account are rate-limited across the suite).
        await signIn(page, DEMO.email, DEMO.password, DEMO.username);
        const lines: string[] = [];
        const axe: string[] = [];
        for (const path of MAIN_SCREENS) {
          lines.push(...(await screenOffenders(page, vp, path)));
          if (path === "/pick-team" || path === "/votes") await screenshot(page, `touch-targets${path.replace("/", "-")}-${vp.name}`);
          // The sizes changed on every screen: axe in both themes (the rules window closed).
          for (const colorScheme of ["light", "dark"] as const) {
            await page.emulateMedia({ colorScheme });
            await expectNoAxeViolations(page, { label: `${path} (${colorScheme}, ${vp.name})` }).catch((err: Error) => axe.push(err.message));
          }
          await page.emulateMedia({ colorScheme: "light" });
        }
        assert.equal(lines.length, 0, `${lines.length} target(s) under ${min}x${min} px:\n${lines.join("\n")}`);
        assert.deepEqual(axe, [], axe.join("\n"));
      });
    });
  }
});
