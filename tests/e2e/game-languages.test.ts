// Issue 45, the game's team building: the Arena, the builder (with its picker), My Team and the
// challenge admin forms, opened with a French browser and with an English one, say the page's
// language in <html lang> and show no text of the other language. Phone 390x844 (and the
// French screens at 1280 too, screenshots in tests/e2e/artifacts/game-fr-*.png).
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import type { BrowserContextOptions, Page } from "playwright-core";
import { ADMIN, DESKTOP, PHONE, closeRulesPopup, expectNoAxeViolations, goto, horizontalOverflow, register, screenshot, signIn, uniqueUser, useBrowser, type Viewport } from "./helpers.ts";

const browser = useBrowser();
type Storage = NonNullable<BrowserContextOptions["storageState"]>;
let manager: Storage;
let staff: Storage;

/** Texts each language must show on a screen, and the other language's that must not show. */
type Screen = { path: string; staff?: boolean; en: string[]; fr: string[]; then?: (page: Page, lang: "en" | "fr") => Promise<void> };

const SCREENS: Screen[] = [
  {
    path: "/challenges",
    en: ["ENTER THE ARENA", "Upcoming", "Next deadline", "UK time", "Rewards"],
    fr: ["ENTRER DANS L'ARÈNE", "À venir", "Prochaine date limite", "heure de Londres", "Récompenses"],
  },
  {
    path: "/pick-team?gw=18",
    en: ["Confirm Transfer (0/15)", "Budget left", "Squad cost", "Required Players", "UK time", "DEF"],
    fr: ["Valider le mercato (0/15)", "Budget restant", "Coût de l'effectif", "Joueurs requis", "heure de Londres", "DÉF"],
    // The picker, the spec's French badges and alerts included.
    then: async (page, lang) => {
      await page.locator('[data-slot="FWD-0"]').click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("heading", { name: lang === "fr" ? "Choisir un attaquant" : "Select Forward Player" }).waitFor();
      await dialog.locator("tbody tr").first().waitFor();
      const text = await dialog.innerText();
      for (const t of lang === "fr" ? ["Chercher par nom ou club", "Tous les clubs", "3 prochains", "joueurs affichés"] : ["Search by name or club", "All clubs", "Next 3", "Showing"])
        assert.ok(text.includes(t) || (await dialog.getByPlaceholder(t).count()) > 0, `${lang} picker shows "${t}"`);
      for (const t of lang === "fr" ? ["All clubs", "Next 3", "Showing"] : ["Tous les clubs", "3 prochains", "affichés"]) assert.ok(!text.includes(t), `${lang} picker shows no "${t}"`);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    },
  },
  {
    path: "/my-team",
    en: ["My Team", "Build your team", "UK time"],
    fr: ["Mon équipe", "Composer votre équipe", "heure de Londres"],
  },
  {
    path: "/adminchallenges",
    staff: true,
    en: ["Challenges administration", "Change status", "Add New Challenge"],
    fr: ["Administration des défis", "Changer le statut", "Ajouter un défi"],
  },
  {
    path: "/addchallenge",
    staff: true,
    en: ["Add New Challenge", "Create challenge", "Required players", "Preview"],
    fr: ["Ajouter un défi", "Créer le défi", "Joueurs requis", "Aperçu"],
  },
];

async function open(viewport: Viewport, screen: Screen, lang: "en" | "fr", check: (page: Page) => Promise<void>) {
  const { context, page } = await browser.newPage(viewport, { locale: lang === "fr" ? "fr-FR" : "en-GB", storageState: screen.staff ? staff : manager });
  try {
    await goto(page, screen.path);
    await closeRulesPopup(page);
    await page.getByRole("button", { name: "Compris, c'est parti !" }).click({ timeout: 1000 }).catch(() => {});
    await check(page);
  } catch (err) {
    await screenshot(page, `game-languages-${lang}-${viewport.name}-${screen.path.replace(/\W+/g, "-")}-FAILED`).catch(() => {});
    throw err;
  } finally {
    await context.close();
  }
}

describe("the game's screens speak one language", () => {
  before(async () => {
    const user = browser.newPage(DESKTOP);
    const { context, page } = await user;
    await register(page, uniqueUser("langs"));
    manager = await context.storageState();
    await context.close();
    const admin = await browser.newPage(DESKTOP);
    await signIn(admin.page, ADMIN.email, ADMIN.password, ADMIN.username);
    staff = await admin.context.storageState();
    await admin.context.close();
  });

  for (const screen of SCREENS) {
    it(`${screen.path}: French for a French browser, English for an English one (phone)`, async () => {
      for (const lang of ["fr", "en"] as const) {
        await open(PHONE, screen, lang, async (page) => {
          assert.equal(await page.locator("html").getAttribute("lang"), lang === "fr" ? "fr-FR" : "en-GB");
          // Case folded: innerText follows CSS text-transform (the small titles are upper case).
          const text = (await page.locator("main").innerText()).toLowerCase();
          const [mine, theirs] = lang === "fr" ? [screen.fr, screen.en] : [screen.en, screen.fr];
          for (const t of mine) assert.ok(text.includes(t.toLowerCase()), `${screen.path} (${lang}) shows "${t}"`);
          for (const t of theirs) if (!mine.includes(t)) assert.ok(!text.includes(t.toLowerCase()), `${screen.path} (${lang}) shows no "${t}"`);
          assert.equal(await horizontalOverflow(page), 0, `${screen.path} (${lang}) fits 390 px`);
          if (lang === "fr") {
            await expectNoAxeViolations(page, { label: `${screen.path} (fr)` });
            await screenshot(page, `game-fr-phone-${screen.path.replace(/\W+/g, "-")}`);
            await screenshot(page, `game-fr-phone-top-${screen.path.replace(/\W+/g, "-")}`, false);
          }
          await screen.then?.(page, lang);
        });
      }
    });
  }

  it("the French screens at 1280 (screenshots)", async () => {
    for (const screen of SCREENS)
      await open(DESKTOP, screen, "fr", async (page) => {
        assert.equal(await horizontalOverflow(page), 0);
        await screenshot(page, `game-fr-desktop-${screen.path.replace(/\W+/g, "-")}`, false);
      });
  });
});
