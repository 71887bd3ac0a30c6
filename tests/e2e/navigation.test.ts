// The shell's navigation: phone bottom bar and Menu, desktop tabs, the Admin dropdown and admin pages.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import {
  ADMIN,
  DEMO,
  DESKTOP,
  PHONE,
  SHELL_PATH,
  elementsOutside,
  goto,
  heading,
  horizontalOverflow,
  register,
  screenshot,
  signIn,
  signOut,
  uniqueUser,
  waitForPath,
  useBrowser,
} from "./helpers.ts";

const browser = useBrowser();

const texts = async (page: Page, selector: string) => (await page.locator(selector).allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim());
// The items are their labels alone: the icons are SVGs (issue 26), no emoji before the words.
const bottomBar = (page: Page) => page.getByRole("navigation", { name: "Main (mobile)" });
const menuSummary = (page: Page) => page.locator(".bottom-bar summary", { hasText: "Menu" });
const adminSummary = (page: Page) => page.locator(".main-nav summary", { hasText: /^Admin/ });

describe("navigation", () => {
  it("phone: the bottom bar shows Arena, Live Team, Chat, Terrace and Menu; Menu holds the rest and Logout", async () => {
    await browser.withPage(PHONE, "nav-phone", async (page) => {
      const user = uniqueUser("navp");
      await register(page, user);
      await goto(page, SHELL_PATH);
      assert.equal(await bottomBar(page).isVisible(), true);
      assert.equal(await page.getByRole("navigation", { name: "Main", exact: true }).isVisible(), false, "desktop main nav is visible on a phone");
      assert.equal(await page.locator(".logout-desktop").isVisible(), false, "desktop Logout is visible on a phone");

      const tabs = await texts(page, ".bottom-bar > a");
      assert.deepEqual(tabs, ["Arena", "Live Team", "Chat", "Terrace"]);
      assert.equal(await menuSummary(page).isVisible(), true);
      // Five equal columns that fit the screen.
      const boxes = await page.locator(".bottom-bar > a, .bottom-bar > details").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()));
      assert.equal(boxes.length, 5);
      for (const b of boxes) assert.ok(b.left >= 0 && b.right <= 390 + 0.5, `bottom bar item out of the screen: ${JSON.stringify(b)}`);
      assert.ok(await horizontalOverflow(page) <= 0, "the page scrolls sideways at 390 px");

      await menuSummary(page).click();
      const menu = page.locator(".bottom-bar .dropdown-list");
      await menu.waitFor();
      const items = await texts(page, ".bottom-bar .dropdown-list > li");
      // The spec puts the user's points in the header, phones included.
      assert.equal(await page.getByTestId("header-points").isVisible(), true, "the header's points are hidden on a phone");
      for (const label of ["Leaks", "Fixtures", "Leaderboard", "Profile", "My Team", "Logout"]) {
        assert.ok(items.includes(label), `Menu lacks '${label}': ${JSON.stringify(items)}`);
      }
      for (const label of ["Arena", "Live Team", "Chat", "Terrace", "Users"]) {
        assert.ok(!items.includes(label), `Menu repeats '${label}': ${JSON.stringify(items)}`);
      }
      const menuBox = await menu.boundingBox();
      assert.ok(menuBox && menuBox.x >= 0 && menuBox.x + menuBox.width <= 390 + 0.5, `menu out of the screen: ${JSON.stringify(menuBox)}`);
      await screenshot(page, "menu-open-phone", false);

      // A Menu item navigates and closes the menu; a bottom-bar tab navigates.
      await menu.getByRole("link", { name: "Leaderboard" }).click();
      await waitForPath(page, "/leaderboard");
      await menu.waitFor({ state: "hidden" });
      await bottomBar(page).getByRole("link", { name: "Chat" }).click();
      await waitForPath(page, "/chat");
      await heading(page, "Chat").waitFor();

      await signOut(page, PHONE);
    });
  });

  it("desktop: the main nav shows the eight tabs and Fantasy Tools; no bottom bar", async () => {
    await browser.withPage(DESKTOP, "nav-desktop", async (page) => {
      await register(page, uniqueUser("navd"));
      assert.equal(await bottomBar(page).isVisible(), false);
      const tabs = await texts(page, ".main-nav > ul > li > a");
      assert.deepEqual(tabs, ["Arena", "Live Team", "Chat", "Terrace", "Leaks", "Fixtures", "Leaderboard", "Profile"]);
      assert.ok((await page.locator(".topbar").boundingBox())!.height <= 72, "the desktop header wraps onto several rows");
      assert.deepEqual(await elementsOutside(page, ".topbar"), [], "the header's content sticks out of it");
      await page.locator(".main-nav summary", { hasText: "Fantasy Tools" }).click();
      const tools = await texts(page, ".main-nav .dropdown-list a");
      assert.deepEqual(tools, ["Pick Team", "My Team", "Store", "Votes", "Fixtures"]);
      assert.equal(await adminSummary(page).count(), 0, "a plain user sees the Admin menu");
      await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Arena" }).click();
      await waitForPath(page, "/challenges");
    });
  });

  it("desktop: the Admin dropdown (the spec's 11 items, plus Staff Home, Audit Log and Reported Votes) is shown to admin@terrace.local, not to demo@terrace.local", async () => {
    await browser.withPage(DESKTOP, "nav-admin-menu", async (page) => {
      await signIn(page, ADMIN.email, ADMIN.password, ADMIN.username);
      await adminSummary(page).click();
      const items = page.locator(".admin-menu .dropdown-list a");
      await items.first().waitFor();
      assert.equal(await items.count(), 14);
      // One item per row, all inside the viewport.
      const lefts = await items.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
      assert.equal(new Set(lefts).size, 1, `admin items are not in one column: ${JSON.stringify(lefts)}`);
      const list = await page.locator(".admin-menu .dropdown-list").boundingBox();
      assert.ok(list && list.x >= 0 && list.x + list.width <= 1280, `admin menu out of the screen: ${JSON.stringify(list)}`);
      assert.ok((await page.locator(".topbar").boundingBox())!.height <= 72, "the desktop header wraps onto several rows");
      await screenshot(page, "admin-menu-desktop", false);
      await signOut(page, DESKTOP);
      await signIn(page, DEMO.email, DEMO.password, DEMO.username);
      assert.equal(await adminSummary(page).count(), 0);
      assert.equal(await page.locator(".admin-menu").count(), 0);
    });
  });

  it("phone: the admin's Menu also lists the admin items", async () => {
    await browser.withPage(PHONE, "nav-admin-phone", async (page) => {
      await signIn(page, ADMIN.email, ADMIN.password, ADMIN.username);
      await goto(page, SHELL_PATH);
      await menuSummary(page).click();
      const items = await texts(page, ".bottom-bar .dropdown-list > li");
      for (const label of ["Users", "Add Challenge", "Player Data", "Manage Leaks", "My Team", "Logout"]) assert.ok(items.includes(label), `Menu lacks '${label}'`);
      assert.deepEqual(items.filter((label, i) => items.indexOf(label) !== i), [], "the admin's Menu repeats an item");
    });
  });

  for (const path of ["/adminusers", "/adminleaks"]) {
    it(`${path}: 'Not allowed' for demo@terrace.local, the page for the admin`, async () => {
      await browser.withPage(DESKTOP, `nav-admin-page${path.replace("/", "-")}`, async (page) => {
        await signIn(page, DEMO.email, DEMO.password, DEMO.username);
        const res = await page.goto(path);
        assert.equal(new URL(page.url()).pathname, path, `the demo user ended at ${page.url()}`);
        assert.equal(res?.status(), 403);
        await page.getByRole("heading", { name: "Not allowed" }).waitFor();
        await screenshot(page, `not-allowed${path.replace("/", "-")}-desktop`);
        await signOut(page, DESKTOP);

        await signIn(page, ADMIN.email, ADMIN.password, ADMIN.username);
        const adminRes = await goto(page, path);
        assert.equal(new URL(page.url()).pathname, path, `the admin ended at ${page.url()}`);
        assert.equal(adminRes?.status(), 200);
        assert.equal(await page.getByRole("heading", { name: "Not allowed" }).count(), 0);
        await page.locator("main#main h1").waitFor();
      });
    });
  }
});
