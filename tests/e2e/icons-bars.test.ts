// Issue 26, "Looks that do not depend on the device's emoji font", at 390x844 and 1280x800: the
// shell (header, navigation, menus) and the buttons and links of /votes and /leaks show no emoji as
// an icon, and their icons are SVGs; on the phone /votes' filters and the bottom navigation are one
// bar of at most 100 px; the vote stars are 44 px targets on the phone; axe has no serious or
// critical violation on /votes and /leaks (list, a leak's page, add leak) in both themes.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { ADMIN, DEMO, PHONE, VIEWPORTS, expectNoAxeViolations, goto, screenshot, signIn, useBrowser } from "./helpers.ts";

const browser = useBrowser();

/** An emoji code point (the © and ® of a footer are text in every font). */
const EMOJI = /(?![©®™])\p{Extended_Pictographic}/u;

/** The interface's own text: header, navigation, menus, buttons, links and chips (users' posts, titles and names excluded). */
async function interfaceEmoji(page: Page) {
  return page.evaluate((source) => {
    const emoji = new RegExp(source, "u");
    const controls = document.querySelectorAll("header.topbar, nav, .dropdown, button, .btn, summary, .leak-chip, .leak-badge, .leak-panel h2, .empty-icon");
    const found: string[] = [];
    for (const el of controls) {
      // Users write the titles and names inside links (a leak's title, a hot leak): only the control's own text counts.
      const text = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join("") + (el.matches("nav, header, .dropdown, summary") ? el.textContent : "");
      if (emoji.test(text ?? "")) found.push(`${el.tagName.toLowerCase()}.${el.className}: ${text?.trim().slice(0, 60)}`);
    }
    return found;
  }, EMOJI.source);
}

async function expectSvgIcons(page: Page, selector: string, min: number) {
  const count = await page.locator(`${selector} svg.icon`).count();
  assert.ok(count >= min, `${selector}: ${count} SVG icons, expected at least ${min}`);
}

/** The height the position:fixed bars take at the window's bottom edge (their union). */
async function fixedBottomBars(page: Page) {
  return page.evaluate(() => {
    const rects = [...document.querySelectorAll("body *")]
      .filter((el) => getComputedStyle(el).position === "fixed")
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.height > 0 && r.width >= window.innerWidth * 0.9 && r.bottom >= window.innerHeight - 120);
    if (!rects.length) return 0;
    return Math.round(Math.max(...rects.map((r) => r.bottom)) - Math.min(...rects.map((r) => r.top)));
  });
}

async function bothThemesAxe(page: Page, label: string) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page, { label: `${label} (${colorScheme})` });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

describe("icons that do not depend on an emoji font, and the phone's bars", () => {
  for (const vp of VIEWPORTS) {
    it(`the shell, /votes and /leaks draw SVG icons, no emoji; the phone's bars and stars; axe in both themes (${vp.name})`, async () => {
      await browser.withPage(vp, "icons-bars", async (page) => {
        await signIn(page, DEMO.email, DEMO.password, DEMO.username);
        const phone = vp.name === "phone";

        await goto(page, "/votes");
        await page.getByTestId("team-vote").first().waitFor();
        await expectSvgIcons(page, "header.topbar", 2); // the bell and the theme toggle
        await expectSvgIcons(page, phone ? ".bottom-bar" : ".vote-filters", phone ? 5 : 4);
        if (phone) {
          // The Menu's items are words (no emoji before them); Logout keeps its icon.
          await page.locator(".bottom-bar summary", { hasText: "Menu" }).click();
          await expectSvgIcons(page, ".bottom-bar .dropdown-list .menu-logout", 1);
          assert.deepEqual(await interfaceEmoji(page), [], "no emoji in the open Menu");
          await page.keyboard.press("Escape");
        } else {
          await page.locator(".main-nav summary", { hasText: "Fantasy Tools" }).click();
          assert.deepEqual(await interfaceEmoji(page), [], "no emoji in the open Fantasy Tools menu");
          await page.keyboard.press("Escape");
        }
        assert.deepEqual(await interfaceEmoji(page), [], "no emoji in the shell or /votes' controls");

        // The theme toggle: an SVG, a name, and it still flips the theme.
        const toggle = page.getByTestId("theme-toggle");
        assert.equal(await toggle.locator("svg").count(), 1);
        assert.match((await toggle.getAttribute("aria-label")) ?? "", /Switch to (dark|light) theme/);

        // The stars: SVGs, 44 px targets on the phone (30 px was too small).
        const card = page.getByTestId("team-vote").filter({ has: page.locator(".stars") }).first();
        const star = card.locator("label.star").first();
        await star.scrollIntoViewIfNeeded();
        const box = (await star.boundingBox())!;
        assert.ok(box.height >= (phone ? 44 : 24) && box.width >= (phone ? 44 : 24), `a star is ${box.width}x${box.height} px`);
        assert.equal(await card.locator("label.star svg.icon").count(), 20, "four categories of five SVG stars");
        await card.locator("label.star").nth(3).click(); // four stars in Defense
        assert.equal(await card.locator("fieldset.stars").first().locator("svg.icon[fill='currentColor']").count(), 4, "the chosen stars are filled");

        if (phone) {
          // One bar: the filters sit flush on the navigation, at most 100 px in all (two bars took 111, with the header 171).
          const filters = page.getByRole("navigation", { name: "Filter votes (phone)" });
          assert.ok(await filters.isVisible(), "the phone's filters are in the bottom bar");
          const fb = (await filters.boundingBox())!;
          const nb = (await page.locator(".bottom-bar").boundingBox())!;
          assert.ok(fb.y + fb.height >= nb.y - 1, `the filters (bottom ${fb.y + fb.height}) sit on the navigation (top ${nb.y})`);
          const bars = await fixedBottomBars(page);
          assert.ok(bars <= 100, `the fixed bars take ${bars} px`);
          // Every filter chip is a target of at least 24 px (WCAG 2.5.8) and the filters work.
          for (const chip of await filters.getByRole("link").all()) {
            const b = (await chip.boundingBox())!;
            assert.ok(b.height >= 24 && b.width >= 24, `a filter is ${b.width}x${b.height}`);
          }
          await filters.getByRole("link", { name: "PvP" }).click();
          await page.waitForURL(/filter=pvp/);
          await page.getByTestId("player-vote").first().waitFor();
        }
        await screenshot(page, `icons-votes-${vp.name}`, false);
        await goto(page, "/votes");
        await bothThemesAxe(page, `/votes ${vp.name}`);

        // /leaks: category chips, badges, panels and vote arrows are SVGs.
        await goto(page, "/leaks");
        await page.getByTestId("leak-card").first().waitFor();
        await expectSvgIcons(page, ".leak-categories", 7);
        await expectSvgIcons(page, "[data-testid=leak-card] .leak-votes", 2);
        assert.deepEqual(await interfaceEmoji(page), [], "no emoji in /leaks' controls");
        await screenshot(page, `icons-leaks-${vp.name}`, false);
        await bothThemesAxe(page, `/leaks ${vp.name}`);
        // A leak's own page.
        const href = await page.getByTestId("leak-card").first().locator("a.leak-permalink").getAttribute("href");
        assert.ok(href, "a leak links to its page");
        await goto(page, href);
        await page.getByTestId("leak-card").first().waitFor();
        assert.deepEqual(await interfaceEmoji(page), [], "no emoji on a leak's page");
        await bothThemesAxe(page, `a leak's page ${vp.name}`);
      });
    });
  }

  it("add leak (staff): the category select and the admin menu carry no emoji; axe in both themes (phone)", async () => {
    await browser.withPage(PHONE, "icons-addleak", async (page) => {
      await signIn(page, ADMIN.email, ADMIN.password, ADMIN.username);
      await goto(page, "/addleak");
      const options = await page.locator("select[name=category] option").allInnerTexts();
      assert.ok(options.length >= 7 && options.every((o) => !EMOJI.test(o)), `category options: ${options.join(", ")}`);
      await page.locator(".bottom-bar summary", { hasText: "Menu" }).click();
      assert.deepEqual(await interfaceEmoji(page), [], "no emoji in the admin's Menu");
      await page.keyboard.press("Escape");
      await bothThemesAxe(page, "/addleak");
    });
  });
});
