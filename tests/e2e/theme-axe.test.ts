// Both themes, both widths: the game's main pages have no serious or critical axe violation
// (colour contrast included: every text meets WCAG AA in the dark theme too).
import { describe, it } from "node:test";
import { DEMO, VIEWPORTS, closeRulesPopup, expectNoAxeViolations, goto, screenshot, signIn, useBrowser } from "./helpers.ts";

const browser = useBrowser();
const PAGES = ["/pick-team", "/challenges", "/live-team", "/fixtures", "/leaderboard"];

describe("themes and accessibility", () => {
  for (const vp of VIEWPORTS) {
    it(`builder, Arena, Live Team, Fixtures and Leaderboard pass axe in the light and dark themes (${vp.name})`, async () => {
      await browser.withPage(vp, "theme-axe", async (page) => {
        // The demo manager has saved and live teams; one sign-in per width (sign-ins are rate-limited).
        await signIn(page, DEMO.email, DEMO.password, DEMO.username);
        for (const colorScheme of ["light", "dark"] as const) {
          // No explicit choice: the OS preference picks the theme.
          await page.emulateMedia({ colorScheme });
          for (const path of PAGES) {
            await goto(page, path);
            await closeRulesPopup(page);
            await page.locator("h1").first().waitFor();
            if (path === "/pick-team" || path === "/live-team") await screenshot(page, `${path.slice(1)}-${colorScheme}-${vp.name}`, path === "/live-team");
            await expectNoAxeViolations(page, { label: `${path} (${colorScheme}, ${vp.name})` });
          }
        }
      });
    });
  }
});
