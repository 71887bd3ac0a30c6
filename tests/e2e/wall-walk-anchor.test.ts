// Issue 41, the wall (3), phone and desktop: the browser's scroll anchoring stays on, so a post
// arriving above from someone else (read with the answer to a Like) does not move what one reads;
// the sticky side column (desktop) is no anchor and sits below the sticky header.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { VIEWPORTS, goto, signIn, useBrowser, FRENCH_BROWSER } from "./helpers.ts";
import { apiPost, apiUser, card, chooseStadium, headerBottom, stadiumFromEnd, type ApiUser } from "./wall-walk-seed.ts";

const browser = useBrowser([], FRENCH_BROWSER);
let fan: ApiUser;
let other: ApiUser;
let stadiumId = 0;

describe("nothing jumps on the wall (issue 41)", () => {
  before(async () => {
    const { context, page } = await browser.newPage(VIEWPORTS[0], FRENCH_BROWSER);
    try {
      fan = await apiUser(page.request, "walka");
      other = await apiUser(page.request, "walkb");
      stadiumId = await stadiumFromEnd(page.request, 4);
      await chooseStadium(page.request, fan, stadiumId);
      await chooseStadium(page.request, other, stadiumId);
      for (let i = 1; i <= 8; i++) await apiPost(page.request, other, stadiumId, `Fil n°${i}`);
    } finally {
      await context.close();
    }
  });

  for (const viewport of VIEWPORTS) {
    it(`at ${viewport.width} px`, () =>
      browser.withPage(viewport, "wall-walk-anchor", async (page) => {
        await signIn(page, fan.email, fan.password, fan.username);
        await goto(page, "/terrace");
        const post = card(page, "Fil n°4");
        const like = post.getByRole("button", { name: /J'aime/ });
        await like.evaluate((el) => el.scrollIntoView({ block: "center" }));
        const at = await post.evaluate((el) => Math.round(el.getBoundingClientRect().top));
        // Someone else posts meanwhile: the Like's answer brings that post in above.
        const arriving = `Arrivé d'en haut ${viewport.name} ${Date.now().toString(36)}`;
        await apiPost(page.request, other, stadiumId, arriving);
        const pressed = await like.getAttribute("aria-pressed");
        await like.evaluate((el) => (el as HTMLElement).click());
        await page.waitForFunction(([el, was]) => (el as HTMLElement).getAttribute("aria-pressed") !== was, [await like.elementHandle(), pressed] as const);
        await card(page, arriving).waitFor({ state: "attached" });
        await page.waitForTimeout(200);
        const now = await post.evaluate((el) => Math.round(el.getBoundingClientRect().top));
        assert.ok(Math.abs(now - at) <= 2, `the post arriving above moved the page: the liked post went from ${at} to ${now} px`);
        assert.notEqual(await page.locator("section.wall").evaluate((el) => getComputedStyle(el).overflowAnchor), "none", "scroll anchoring is off on the wall");

        if (viewport.name === "desktop") {
          // The sticky side column (search, filter) sits below the sticky header, not under it.
          const side = await page.locator(".wall-side").evaluate((el) => Math.round(el.getBoundingClientRect().top));
          assert.ok(side >= (await headerBottom(page)), `the side column is drawn under the sticky header (top ${side} px)`);
        }
      }));
  }
});
