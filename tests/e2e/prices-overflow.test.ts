// Issue 41, at 390x844 and 1280x800: /live-team no longer scrolls sideways on a phone (its
// formation section was 392 px wide at 390), and a price is never split between its number and
// its unit ('£14.0' / 'm' in a narrow column of /votes) on the screens that show prices.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { openInApp } from "./targets.ts";
import { DEMO, VIEWPORTS, closeRulesPopup, elementsOutside, expectNoAxeViolations, goto, horizontalOverflow, register, screenshot, signIn, uniqueUser, useBrowser, waitForText } from "./helpers.ts";

const browser = useBrowser();

/** The screens that draw prices (players, squads, budgets); /live-team first. */
const SCREENS = ["/live-team", "/votes", "/pick-team", "/my-team", "/leaderboard", "/challenges"];

/** Every price in the page's text ('£14.0m') whose characters sit on more than one line. */
async function splitPrices(page: Page) {
  return page.evaluate(() => {
    const split: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    // A price may be cut into several text nodes by React: read the text of each element that holds one.
    const holders = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.includes("£") && node.parentElement) holders.add(node.parentElement);
    }
    for (const el of holders) {
      const text = el.textContent ?? "";
      for (const m of text.matchAll(/£\d+(?:\.\d)?m/g)) {
        // A Range over the match's characters (possibly over several text nodes).
        const range = document.createRange();
        let offset = 0;
        let started = false;
        const inner = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let t = inner.nextNode(); t; t = inner.nextNode()) {
          const len = t.textContent!.length;
          if (!started && m.index! < offset + len) {
            range.setStart(t, m.index! - offset);
            started = true;
          }
          if (started && m.index! + m[0].length <= offset + len) {
            range.setEnd(t, m.index! + m[0].length - offset);
            break;
          }
          offset += len;
        }
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        if (rects.length === 0) continue; // not drawn (a closed dialog, a hidden option)
        const lines = new Set(rects.map((r) => Math.round(r.top)));
        if (lines.size > 1) split.push(`${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(" ").join(".")}` : ""} "${m[0]}" on ${lines.size} lines`);
      }
    }
    return split;
  });
}

describe("prices and widths", () => {
  for (const vp of VIEWPORTS) {
    it(`/live-team fits the screen and no price breaks between number and unit (${vp.name})`, async () => {
      await browser.withPage(vp, "prices-overflow", async (page) => {
        await signIn(page, DEMO.email, DEMO.password, DEMO.username);
        const problems: string[] = [];
        for (const path of SCREENS) {
          await openInApp(page, path);
          await closeRulesPopup(page);
          await page.locator("h1").first().waitFor();
          const overflow = await horizontalOverflow(page);
          if (overflow > 0) problems.push(`${path} scrolls ${overflow} px sideways: ${(await elementsOutside(page, "main")).join(", ")}`);
          for (const s of await splitPrices(page)) problems.push(`${path}: ${s}`);
        }
        // A poll of the two dearest players (£14-15m): their prices in the card's narrow columns.
        const fan = await browser.newPage(vp);
        try {
          await register(fan.page, uniqueUser(`price${vp.name[0]}`));
          await goto(fan.page, "/votes?create=pvp");
          const form = fan.page.getByRole("form", { name: "Evaluate PvP" });
          const title = `Dearest ${Date.now().toString(36)}`;
          await form.getByLabel("Title").fill(title);
          await form.getByRole("combobox", { name: "Player 1" }).fill("haaland");
          await form.getByRole("combobox", { name: "Player 2" }).fill("salah");
          await form.getByRole("button", { name: "Start the poll" }).click();
          await waitForText(fan.page.locator(".alert-success"), "Your poll is live");
          await goto(fan.page, "/votes?filter=pvp");
          await waitForText(fan.page.getByTestId("player-vote").filter({ hasText: title }), /£1\d\.\dm/);
          for (const s of await splitPrices(fan.page)) problems.push(`/votes?filter=pvp: ${s}`);
          await screenshot(fan.page, `votes-prices-${vp.name}`, false);
        } finally {
          await fan.context.close();
        }
        assert.deepEqual(problems, [], problems.join("\n"));
        await openInApp(page, "/live-team");
        await screenshot(page, `live-team-${vp.name}`);
        for (const colorScheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme });
          for (const path of ["/live-team", "/votes"]) {
            await openInApp(page, path);
            await expectNoAxeViolations(page, { label: `${path} (${colorScheme}, ${vp.name})` });
          }
        }
      });
    });
  }
});
