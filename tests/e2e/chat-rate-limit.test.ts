// The chat's rate limit (issue 41), at 390x844 and 1280x800: past the room's 10 messages a minute,
// the refusal is said once (not on the banner and again on each refused message) and its seconds
// count down live; the refused messages stay on screen as not sent, with their retry button.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { REALTIME_TIMEOUT, UI_TIMEOUT, VIEWPORTS, expectNoAxeViolations, goto, register, screenshot, uniqueUser, useBrowser, waitForText, FRENCH_BROWSER } from "./helpers.ts";

const browser = useBrowser([], FRENCH_BROWSER);
const LIMIT_TEXT = /Vous envoyez trop de messages/;

/** The seconds the one visible rate-limit message shows. */
async function secondsShown(page: Page) {
  const text = await page.getByText(LIMIT_TEXT).innerText();
  const m = /Réessayez dans (\d+) s/.exec(text);
  assert.ok(m, `the message says how long to wait: "${text}"`);
  return Number(m[1]);
}

describe("chat rate limit", () => {
  for (const vp of VIEWPORTS) {
    it(`the room's rate limit shows one message whose seconds count down (${vp.name})`, async () => {
      await browser.withPage(vp, "chat-rate-limit", async (page) => {
        await register(page, uniqueUser(`rl${vp.name[0]}`));
        // A quieter room than the general one (the limit is per user, across rooms).
        await goto(page, "/chat?room=tactics");
        await waitForText(page.getByTestId("realtime-status"), "EN LIGNE", REALTIME_TIMEOUT);
        const input = page.getByLabel("Votre message");
        const stamp = Date.now().toString(36);
        for (let i = 1; i <= 12; i++) {
          await input.fill(`${stamp} message ${i}`);
          await input.press("Enter");
        }
        await page.getByText(LIMIT_TEXT).first().waitFor({ timeout: UI_TIMEOUT });
        // Two messages refused (the 11th and the 12th): both say not sent, the reason once.
        const refused = page.locator("li.chat-msg", { hasText: `${stamp} message 12` });
        await waitForText(refused, "Non envoyé");
        await waitForText(page.locator("li.chat-msg", { hasText: `${stamp} message 11` }), "Non envoyé");
        assert.equal(await page.getByText(LIMIT_TEXT).count(), 1, "the rate-limit message shows once");
        const first = await secondsShown(page);
        assert.ok(first > 0 && first <= 60, `between 1 and 60 s: ${first}`);
        await page.waitForTimeout(2_500);
        const later = await secondsShown(page);
        assert.ok(later < first, `the seconds count down: ${first} s, then ${later} s`);
        assert.equal(await page.getByText(LIMIT_TEXT).count(), 1, "still once");
        await screenshot(page, `chat-rate-limit-${vp.name}`, false);
        for (const colorScheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme });
          await expectNoAxeViolations(page, { label: `/chat rate-limited (${colorScheme}, ${vp.name})` });
        }
      });
    });
  }
});
