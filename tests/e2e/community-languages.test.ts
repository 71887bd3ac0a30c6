// One language per person on the community screens (issue 45): the fan wall, the chat, the
// profile and the moderation queues open in the browser's language, French or English, with
// <html lang> saying which and no interface text of the other language; the profile's language
// setting switches it and comes back to the profile, with and without JavaScript. Screenshots of
// the French screens at 390 and 1280 px (long French words must stay inside their buttons).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { ADMIN, DESKTOP, FRENCH_BROWSER, PHONE, api, expectNoAxeViolations, goto, horizontalOverflow, screenshot, signIn, uniqueUser, useBrowser, type Viewport } from "./helpers.ts";

const browser = useBrowser();

/** Known interface texts of each screen, in each language (the catalogues' own words). */
const TEXTS: Record<string, { fr: string[]; en: string[] }> = {
  "/terrace": { fr: ["Rechercher dans le mur", "Mes favoris", "Nouveau post", "Choisissez votre stade pour commencer", "Posts du stade"], en: ["Search the wall", "My bookmarks", "New post", "Select your home stadium to get started", "Stadium posts"] },
  "/chat": { fr: ["Salons", "EN LIGNE", "HORS LIGNE", "Général", "Conseils Fantasy", "Entrée pour envoyer"], en: ["Rooms", "ONLINE", "OFFLINE", "General", "Fantasy tips", "Enter to send"] },
  "/profile": { fr: ["Informations personnelles", "Sécurité", "Informations du compte", "Membre depuis", "Langue", "Historique des points", "Ma saison"], en: ["Personal information", "Security", "Account information", "Member since", "Language", "Points history", "My season"] },
  "/adminreports": { fr: ["Messages signalés", "Utilisateurs bannis", "Aucun message signalé"], en: ["Reported messages", "Banned users", "No reported messages"] },
  "/adminposts": { fr: ["Modération des posts", "Posts signalés", "Utilisateurs bannis"], en: ["Post moderation", "Reported posts", "Banned users"] },
  "/admincomments": { fr: ["Modération des commentaires", "Commentaires signalés"], en: ["Comment moderation", "Reported comments"] },
};

/** Texts of a whole page a reader sees (the main area: the shell is the lead's). */
const mainText = (page: Page) => page.locator("main").innerText();

async function checkScreen(page: Page, path: string, locale: "fr" | "en", viewport: Viewport) {
  await goto(page, path);
  assert.equal(await page.locator("html").getAttribute("lang"), locale === "fr" ? "fr-FR" : "en-GB", `${path}: <html lang>`);
  await page.waitForTimeout(path === "/chat" ? 1500 : 200); // the chat's socket status settles
  const text = await mainText(page);
  const own = TEXTS[path]![locale];
  const other = TEXTS[path]![locale === "fr" ? "en" : "fr"];
  assert.ok(own.some((t) => text.includes(t)), `${path} (${locale}) shows none of ${JSON.stringify(own)}:\n${text.slice(0, 600)}`);
  // Whole words only: "Participants" and "Messages" read the same in both languages.
  const wrong = other.filter((t) => !own.includes(t) && new RegExp(`(^|[^\\p{L}])${t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(text));
  assert.deepEqual(wrong, [], `${path} (${locale}) shows texts of the other language`);
  assert.ok((await horizontalOverflow(page)) <= 0, `${path} (${locale}) scrolls sideways at ${viewport.width} px`);
  if (locale === "fr") await screenshot(page, `community-fr${path.replace(/\//g, "-")}-${viewport.name}`);
}

describe("community screens in the reader's language", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`French and English browsers (${viewport.name})`, async () => {
      // Signed in once (the sign-in screen is not ours), then read in each language.
      const { context: signing, page: signPage } = await browser.newPage(viewport);
      await signIn(signPage, ADMIN.email, ADMIN.password, ADMIN.username);
      const storageState = await signing.storageState();
      await signing.close();
      for (const locale of ["fr", "en"] as const) {
        const { context, page } = await browser.newPage(viewport, { storageState, ...(locale === "fr" ? FRENCH_BROWSER : {}) });
        try {
          for (const path of Object.keys(TEXTS)) await checkScreen(page, path, locale, viewport);
          if (locale === "fr" && viewport === PHONE) {
            await goto(page, "/profile");
            await expectNoAxeViolations(page, { label: "/profile in French (phone)" });
          }
        } finally {
          await context.close();
        }
      }
    });
  }

  it("the profile's language setting switches the language and comes back, with and without JavaScript (phone)", async () => {
    const user = uniqueUser("langue");
    const registered = await api("/auth/register", { json: { ...user, avatar: "avatar3" } });
    assert.ok(registered.status === 201 || registered.status === 200, `register: ${registered.status} ${JSON.stringify(registered.body)}`);
    for (const javaScriptEnabled of [true, false]) {
      const { context: signing, page: signPage } = await browser.newPage(PHONE);
      await signIn(signPage, user.email, user.password, user.username);
      const storageState = await signing.storageState();
      await signing.close();
      const { context, page } = await browser.newPage(PHONE, { storageState, javaScriptEnabled });
      try {
        await (javaScriptEnabled ? goto(page, "/profile") : page.goto("/profile"));
        const section = page.locator("section.profile-language");
        await section.getByRole("heading", { name: "Language" }).waitFor();
        assert.equal(await section.getByTestId("profile-language-en-GB").getAttribute("aria-pressed"), "true");
        await section.getByTestId("profile-language-fr-FR").click();
        await page.waitForURL((url) => url.pathname === "/profile");
        await section.getByRole("heading", { name: "Langue" }).waitFor();
        assert.equal(await page.locator("html").getAttribute("lang"), "fr-FR");
        assert.equal(await section.getByTestId("profile-language-fr-FR").getAttribute("aria-pressed"), "true");
        const box = await section.getByTestId("profile-language-fr-FR").boundingBox();
        assert.ok(box && box.height >= 44 && box.width >= 44, "the language buttons are 44 px targets");
        if (javaScriptEnabled) await screenshot(page, "community-fr-profile-language-phone", false);
        // Stored on the account: an English browser still reads French; then back to English.
        await section.getByTestId("profile-language-en-GB").click();
        await page.waitForURL((url) => url.pathname === "/profile");
        await section.getByRole("heading", { name: "Language" }).waitFor();
        assert.equal(await page.locator("html").getAttribute("lang"), "en-GB");
      } finally {
        await context.close();
      }
    }
  });
});
