// Issue 45, "One language per person": every route, member and staff, opened with a French and
// with an English browser, as a person who chose nothing and as one who chose the other
// language, shows the right <html lang> and no interface text of the other language. The
// catalogues themselves say what each language's texts are: a text node, label, title or
// placeholder of the page that is exactly one of the other language's texts (and none of the
// page's own) is a leak. Members' own content is not matched unless it happens to be one.
// Also: the switch keeps the person where they were, with and without JavaScript.
import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import type { BrowserContext, Page } from "playwright-core";
import { ADMIN, BASE_URL, DESKTOP, PHONE, api, screenshot, uniqueUser, useBrowser, waitForHydration } from "./helpers.ts";

const browser = useBrowser();
type Locale = "en-GB" | "fr-FR";
const OTHER: Record<Locale, Locale> = { "en-GB": "fr-FR", "fr-FR": "en-GB" };

const MEMBER_ROUTES = ["/", "/pick-team", "/my-team", "/live-team", "/challenges", "/fixtures", "/leaderboard", "/terrace", "/chat", "/leaks", "/addleak", "/votes", "/store", "/profile", "/notices"];
const STAFF_ROUTES = ["/admin", "/adminaudit", "/adminchallenges", "/addchallenge", "/adminleaks", "/adminorders", "/adminusers", "/adminreports", "/adminposts", "/admincomments", "/adminvotes", "/adminpolls", "/adminstadiums", "/admindata"];
const VISITOR_ROUTES = ["/", "/?view=register", "/?view=forgot"];

/** Every text of every catalogue, by language (functions aside: their texts depend on values). */
async function catalogueTexts(): Promise<Record<Locale, Set<string>>> {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../domain/messages");
  const { catalogueLanguages } = await import("../../domain/messages/index.ts");
  const texts: Record<Locale, Set<string>> = { "en-GB": new Set(), "fr-FR": new Set() };
  const collect = (value: unknown, into: Set<string>) => {
    if (typeof value === "string") into.add(value.replace(/\s+/g, " ").trim());
    else if (value && typeof value === "object") for (const v of Object.values(value)) collect(v, into);
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "index.ts")) {
    const module = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const exported of Object.values(module)) {
      if (!exported || typeof exported !== "object") continue;
      const languages = catalogueLanguages(exported as never) as Record<Locale, unknown> | undefined;
      if (!languages) continue;
      collect(languages["en-GB"], texts["en-GB"]);
      collect(languages["fr-FR"], texts["fr-FR"]);
    }
  }
  return texts;
}

/** The texts of `locale` that the other language does not also use, long enough to be telling. */
function onlyIn(texts: Record<Locale, Set<string>>, locale: Locale): Set<string> {
  return new Set([...texts[locale]].filter((t) => !texts[OTHER[locale]].has(t) && t.length >= 4 && /\p{L}{2}/u.test(t)));
}

/** What the page shows and says: its text nodes, labels, titles, placeholders and alt texts, and its title. */
function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>([document.title]);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || parent.closest("script, style, template, noscript")) continue;
      const text = (n.textContent ?? "").replace(/\s+/g, " ").trim();
      if (text) out.add(text);
    }
    for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]"))
      for (const attr of ["aria-label", "title", "placeholder", "alt"]) {
        const value = el.getAttribute(attr)?.replace(/\s+/g, " ").trim();
        if (value) out.add(value);
      }
    return [...out];
  });
}

async function expectOneLanguage(page: Page, route: string, locale: Locale, foreign: Set<string>, label: string) {
  const res = await page.goto(`${BASE_URL}${route}`, { waitUntil: "domcontentloaded" });
  assert.ok(res && res.status() < 400, `${label} ${route}: status ${res?.status()}`);
  await page.waitForLoadState("load");
  assert.equal(await page.evaluate(() => document.documentElement.lang), locale, `${label} ${route}: <html lang>`);
  const leaks = (await pageTexts(page)).filter((t) => foreign.has(t));
  if (leaks.length) await screenshot(page, `languages-${label}-${route.replace(/\W+/g, "_")}-LEAK`).catch(() => {});
  assert.deepEqual(leaks, [], `${label} ${route}: texts of the other language`);
}

/**
 * Until the page's <html lang> is `lang`, asked from here: without JavaScript the page runs no
 * script, so waitForFunction's polling (requestAnimationFrame) never fires again if its first look
 * came before the switch's navigation had landed (seen under load).
 */
async function waitForLang(page: Page, lang: Locale, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const now = await page.evaluate(() => document.documentElement?.lang).catch(() => null); // null: mid-navigation
    if (now === lang) return;
    assert.ok(Date.now() < until, `<html lang> is ${now}, not ${lang}, after ${timeoutMs} ms`);
    await page.waitForLoadState("load").catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function signedInContext(locale: Locale, token: string): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await browser.newPage(DESKTOP, { locale });
  await context.addCookies([{ name: "terrace_session", value: token, url: BASE_URL }]);
  return { context, page };
}

describe("one language per person on every screen", () => {
  it("every member and staff route, French and English browsers, with nothing chosen and with the other language chosen", async () => {
    const texts = await catalogueTexts();
    assert.ok(texts["en-GB"].size > 500 && texts["fr-FR"].size > 500, `catalogues: ${texts["en-GB"].size} English and ${texts["fr-FR"].size} French texts`);
    // A staff account of its own, so that choosing its language changes no other journey's admin.
    const person = uniqueUser("lang");
    const registered = await api("/auth/register", { json: { ...person, avatar: "avatar3" } });
    assert.equal(registered.status, 201, JSON.stringify(registered.body));
    const admin = await api("/auth/login", { json: { email: ADMIN.email, password: ADMIN.password } });
    const promoted = await api(`/admin/users/${registered.body.user.id}`, { method: "PATCH", token: admin.body.access_token, json: { role: "admin" } });
    assert.equal(promoted.status, 200, JSON.stringify(promoted.body));
    const token: string = registered.body.access_token;

    for (const browserLocale of ["fr-FR", "en-GB"] as const) {
      for (const chosen of [null, OTHER[browserLocale]] as const) {
        const shown: Locale = chosen ?? browserLocale;
        const label = `${browserLocale}-browser-${chosen ? `chose-${chosen}` : "nothing-chosen"}`;
        assert.equal((await api("/users/me/preferences", { method: "PUT", token, json: { locale: chosen } })).status, 200);
        const { context, page } = await signedInContext(browserLocale, token);
        try {
          for (const route of [...MEMBER_ROUTES, ...STAFF_ROUTES]) await expectOneLanguage(page, route, shown, onlyIn(texts, OTHER[shown]), label);
        } finally {
          await context.close();
        }
        // Visitors: the cookie holds the choice.
        const visitor = await browser.newPage(PHONE, { locale: browserLocale });
        try {
          if (chosen) await visitor.context.addCookies([{ name: "terrace_lang", value: chosen, url: BASE_URL }]);
          for (const route of VISITOR_ROUTES) await expectOneLanguage(visitor.page, route, shown, onlyIn(texts, OTHER[shown]), `visitor-${label}`);
        } finally {
          await visitor.context.close();
        }
      }
    }
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`the switch keeps the person where they were (${javaScriptEnabled ? "with" : "without"} JavaScript, 390 px)`, async () => {
      const { context, page } = await browser.newPage(PHONE, { locale: "en-GB", javaScriptEnabled });
      try {
        await page.goto(`${BASE_URL}/?view=register`);
        if (javaScriptEnabled) await waitForHydration(page);
        assert.equal(await page.evaluate(() => document.documentElement.lang), "en-GB");
        const toFrench = page.getByTestId("language-switch");
        const box = await toFrench.boundingBox();
        assert.ok(box && box.width >= 44 && box.height >= 44, `switch target ${box?.width}x${box?.height}`);
        await toFrench.click();
        await waitForLang(page, "fr-FR");
        assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, "/?view=register");
        await screenshot(page, `languages-switch-${javaScriptEnabled ? "js" : "nojs"}-fr`);
        await page.getByTestId("language-switch").click();
        await waitForLang(page, "en-GB");
        assert.equal(new URL(page.url()).search, "?view=register");
      } finally {
        await context.close();
      }
    });
  }
});
