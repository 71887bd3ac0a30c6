// Issue 45 for the store, the leaks, the votes and the staff screens: opened with a French
// browser they are French, with an English browser English: <html lang> says so, and a handful
// of known texts of each screen show in the browser's language and none of the other's. Phone
// (390x844) for the words, then the French screens at 390 and 1280 for the screenshots (long
// French labels must not overflow their buttons) and axe.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { BrowserContext, Page } from "playwright-core";
import { catalogueLanguages } from "../../domain/messages/index.ts";
import { storeMessages } from "../../domain/messages/store.ts";
import { storeAdminMessages } from "../../domain/messages/store-admin.ts";
import { leaksMessages } from "../../domain/messages/leaks.ts";
import { votesMessages } from "../../domain/messages/votes.ts";
import { adminAuditMessages, adminUserMessages, staffHomeMessages } from "../../domain/messages/admin.ts";
import { ADMIN, BASE_URL, DESKTOP, PHONE, expectNoAxeViolations, goto, horizontalOverflow, screenshot, signIn, useBrowser, type Viewport } from "./helpers.ts";

const browser = useBrowser();
type Lang = "en-GB" | "fr-FR";
const store = catalogueLanguages(storeMessages);
const storeAdmin = catalogueLanguages(storeAdminMessages);
const leaks = catalogueLanguages(leaksMessages);
const votes = catalogueLanguages(votesMessages);
const users = catalogueLanguages(adminUserMessages);
const audit = catalogueLanguages(adminAuditMessages);
const home = catalogueLanguages(staffHomeMessages);

/** Each screen and a few texts it always shows, in one language. */
const SCREENS: { path: string; texts: (l: Lang) => string[] }[] = [
  { path: "/store", texts: (l) => [store[l].page.title, store[l].page.blurb, store[l].page.yourCart, store[l].page.myOrders, store[l].page.addToCart] },
  { path: "/leaks", texts: (l) => [leaks[l].feed.blurb, leaks[l].tabs.forYou, leaks[l].allCategories, leaks[l].categories.injury] },
  { path: "/addleak", texts: (l) => [leaks[l].addTitle, leaks[l].add.guidelines, leaks[l].form.publish, leaks[l].form.sourceHint] },
  { path: "/votes", texts: (l) => [votes[l].page.title, votes[l].page.blurb, votes[l].evaluateTeam, votes[l].filters.mine] },
  { path: "/admin", texts: (l) => [home[l].title, home[l].attention, home[l].pendingOrders, home[l].jobRuns] },
  { path: "/adminusers", texts: (l) => [users[l].title, users[l].sortBy, users[l].columns.lastLogin] },
  { path: "/adminorders", texts: (l) => [storeAdmin[l].title, storeAdmin[l].allStatuses, storeAdmin[l].buyerOrNumber] },
  { path: "/adminleaks", texts: (l) => [leaks[l].admin.title, leaks[l].admin.blurb] },
  { path: "/adminaudit", texts: (l) => [audit[l].title, audit[l].blurb, audit[l].allActions] },
];

/** A page of `lang`'s browser, signed in as the admin (the sign-in screen is read in English, then the browser's language decides). */
async function adminPage(vp: Viewport, lang: Lang): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await browser.newPage(vp, { locale: lang });
  await context.addCookies([{ name: "terrace_lang", value: "en-GB", url: BASE_URL }]);
  await signIn(page, ADMIN.email, ADMIN.password, ADMIN.username);
  await context.clearCookies({ name: "terrace_lang" });
  return { page, context };
}

const bodyText = (page: Page) => page.locator("main").innerText();

for (const lang of ["fr-FR", "en-GB"] as const) {
  describe(`store, leaks, votes and staff screens with a ${lang} browser`, () => {
    it("every screen in the browser's language, none of the other's (phone)", async () => {
      const { page, context } = await adminPage(PHONE, lang);
      const other: Lang = lang === "fr-FR" ? "en-GB" : "fr-FR";
      try {
        for (const screen of SCREENS) {
          await goto(page, screen.path);
          assert.equal(await page.locator("html").getAttribute("lang"), lang, `${screen.path}: <html lang>`);
          const text = await bodyText(page);
          for (const t of screen.texts(lang)) assert.ok(text.includes(t), `${screen.path} (${lang}) shows “${t}”`);
          for (const t of screen.texts(other)) if (!screen.texts(lang).includes(t)) assert.ok(!text.includes(t), `${screen.path} (${lang}) shows no “${t}” (${other})`);
        }
      } finally {
        await context.close();
      }
    });
  });
}

for (const vp of [PHONE, DESKTOP]) {
  describe(`the French screens fit (${vp.name})`, () => {
    it("no button overflows its label, no sideways scroll; screenshots and axe", async () => {
      const { page, context } = await adminPage(vp, "fr-FR");
      try {
        for (const { path } of SCREENS) {
          await goto(page, path);
          const cut = await page.locator("main .btn, main button").evaluateAll((els) =>
            els
              .filter((el) => (el as HTMLElement).offsetParent !== null)
              .filter((el) => el.scrollWidth > el.clientWidth + 1)
              .map((el) => `${el.textContent?.trim()} (${el.scrollWidth}>${el.clientWidth})`),
          );
          assert.deepEqual(cut, [], `${path}: every button holds its French label`);
          assert.equal(await horizontalOverflow(page), 0, `${path}: no sideways scroll at ${vp.width}px`);
          await screenshot(page, `languages-c-fr${path.replace(/\//g, "-")}-${vp.name}`);
          if (vp.name === "phone") await expectNoAxeViolations(page, { label: `${path} (fr)` });
        }
      } finally {
        await context.close();
      }
    });
  });
}
