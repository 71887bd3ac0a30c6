// Issue 45 for the sign-in screens and the game's Fixtures, Leaderboard and Live Team pages: a
// French browser reads them in French, an English one in English, with the right <html lang>
// and no text of the other language on the page (members' own content aside); the language
// switch on the sign-in screen is visible and a full touch target; long French words stay
// inside their buttons at 390 px. Screenshots: languages-<page>-<locale>-<viewport>.png.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { catalogueLanguages } from "../../domain/messages/index.ts";
import { accountMessages } from "../../domain/messages/accounts.ts";
import { fixturesMessages } from "../../domain/messages/fixtures.ts";
import { leaderboardMessages } from "../../domain/messages/leaderboard.ts";
import { liveMessages } from "../../domain/messages/live.ts";
import { ARTIFACTS, DEMO, DESKTOP, PHONE, expectNoAxeViolations, goto, horizontalOverflow, screenshot, useBrowser, waitForHydration, type Viewport } from "./helpers.ts";

const browser = useBrowser();
type Lang = "en-GB" | "fr-FR";
const LANGS: Lang[] = ["fr-FR", "en-GB"];
const other = (lang: Lang): Lang => (lang === "fr-FR" ? "en-GB" : "fr-FR");

const accounts = catalogueLanguages(accountMessages);
const fixtures = catalogueLanguages(fixturesMessages);
const board = catalogueLanguages(leaderboardMessages);
const live = catalogueLanguages(liveMessages);

/** A handful of each page's known texts, per language (what must show, and must not in the other). */
const TEXTS: Record<string, (lang: Lang) => string[]> = {
  "/": (l) => [accounts[l].screen.signInTitle, accounts[l].screen.signInSubtitle, accounts[l].screen.rememberMe, accounts[l].screen.forgotPassword, accounts[l].screen.demoCredentials],
  "/?view=register": (l) => [accounts[l].screen.registerTitle, accounts[l].screen.firstName, accounts[l].screen.securityQuestion, accounts[l].screen.uploadAvatar, accounts[l].screen.haveAccount],
  "/?view=forgot": (l) => [accounts[l].screen.findAccountTitle, accounts[l].screen.findAccountHint, accounts[l].screen.findAccount, accounts[l].screen.backToSignIn],
  "/fixtures": (l) => [fixtures[l].intro, fixtures[l].upcoming, fixtures[l].results, fixtures[l].tipsTitle, fixtures[l].tips.captainTitle, fixtures[l].tips.bench],
  "/leaderboard": (l) => [board[l].intro, board[l].overall, board[l].overallHint, board[l].topScore, board[l].mini, board[l].createTitle, board[l].joinTitle, board[l].joinHint],
  "/live-team": (l) => [live[l].heading, live[l].intro],
};
/** The live page shows its teams or its empty card: the texts of whichever it shows. */
const LIVE_STATE = (l: Lang) => ({ teams: [live[l].formation, live[l].analytics, live[l].battleStats, live[l].activeChallenge], empty: [live[l].noTeamsTitle, live[l].goToChallenges] });

/** The page's own text (the shell's header and menus are the shell's, checked by its own journey). */
async function pageText(page: Page) {
  const root = page.locator(".auth-card, section.page").first();
  await root.waitFor();
  return (await root.innerText()).replace(/\s+/g, " ");
}

async function checkLanguage(page: Page, path: string, lang: Lang, extra: { shown: string[]; hidden: string[] } = { shown: [], hidden: [] }) {
  assert.equal(await page.getAttribute("html", "lang"), lang, `${path}: <html lang>`);
  // Compared without case: some headings and labels are uppercased by CSS, which innerText keeps.
  const text = (await pageText(page)).toLocaleLowerCase(lang);
  const squash = (s: string) => s.replace(/\s+/g, " ").toLocaleLowerCase(lang);
  for (const t of [...TEXTS[path]!(lang), ...extra.shown]) assert.ok(text.includes(squash(t)), `${path} (${lang}): shows "${t}"`);
  for (const t of [...TEXTS[path]!(other(lang)), ...extra.hidden]) assert.ok(!text.includes(squash(t)), `${path} (${lang}): no "${t}" of ${other(lang)}`);
  return text;
}

/** Buttons and button-like links whose text is wider than their box (a long word cut or spilling out). */
async function overflowingButtons(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main .btn, main button, .auth-page .btn, .auth-page button")]
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.textContent?.trim()} (${el.scrollWidth} > ${el.clientWidth})`),
  );
}

async function look(page: Page, name: string, lang: Lang, vp: Viewport, parts: string[] = []) {
  await screenshot(page, `languages-${name}-${lang}-${vp.name}`);
  // The denser parts at full size too (a whole long page shrinks too much to read).
  for (const [i, selector] of parts.entries()) {
    const part = page.locator(selector).first();
    if (await part.count()) await part.screenshot({ path: `${ARTIFACTS}/languages-${name}-${lang}-${vp.name}-part${i + 1}.png`, animations: "disabled" });
  }
  // Back to the top, as the page opened (a part scrolled into view may sit under the phone's bottom bar).
  await page.evaluate(() => window.scrollTo(0, 0));
  if (vp === PHONE) {
    assert.equal(await horizontalOverflow(page), 0, `${name} (${lang}): no sideways scroll at 390 px`);
    assert.deepEqual(await overflowingButtons(page), [], `${name} (${lang}): every button holds its words at 390 px`);
  }
}

async function signInByForm(page: Page, lang: Lang) {
  await goto(page, "/");
  const form = page.locator("form", { has: page.locator('input[name="intent"][value="login"]') });
  await form.locator('input[name="email"]').fill(DEMO.email);
  await form.locator('input[name="password"]').fill(DEMO.password);
  await form.getByRole("button", { name: accounts[lang].screen.signIn, exact: true }).click();
  await page.getByTestId("header-username").waitFor();
  await waitForHydration(page);
}

describe("the sign-in screens and the game's pages speak the reader's language", () => {
  for (const lang of LANGS) {
    for (const vp of lang === "fr-FR" ? [PHONE, DESKTOP] : [PHONE]) {
      it(`a ${lang} browser at ${vp.width} px: sign in, register, forgot password`, async () => {
        const { context, page } = await browser.newPage(vp, { locale: lang });
        try {
          await goto(page, "/");
          await checkLanguage(page, "/", lang);
          // The switch offers the other language, visible and at least 44x44 on a phone.
          const switchButton = page.getByTestId("language-switch");
          assert.equal(await switchButton.isVisible(), true);
          const box = (await switchButton.boundingBox())!;
          assert.ok(box.width >= 44 && box.height >= 44, `language switch ${box.width}x${box.height}`);
          await look(page, "signin", lang, vp);
          if (lang === "fr-FR" && vp === PHONE) await expectNoAxeViolations(page, { label: "sign-in (fr-FR)" });

          await goto(page, "/?view=register");
          await checkLanguage(page, "/?view=register", lang);
          const question = page.locator('select[name="securityQuestion"] option').nth(1);
          assert.equal((await question.textContent())?.trim(), accounts[lang].securityQuestionText("What was the name of your first pet?"));
          await look(page, "register", lang, vp);
          if (lang === "fr-FR" && vp === PHONE) await expectNoAxeViolations(page, { label: "register (fr-FR)" });

          await goto(page, "/?view=forgot");
          await checkLanguage(page, "/?view=forgot", lang);
          await look(page, "forgot", lang, vp);
        } finally {
          await context.close();
        }
      });

      it(`a ${lang} browser at ${vp.width} px: Fixtures, Leaderboard and Live Team`, async () => {
        const { context, page } = await browser.newPage(vp, { locale: lang });
        try {
          await signInByForm(page, lang);

          await goto(page, "/fixtures");
          const fx = await checkLanguage(page, "/fixtures", lang);
          // Kickoffs and deadlines as the language writes dates.
          if (lang === "fr-FR") assert.doesNotMatch(fx, /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
          else assert.doesNotMatch(fx, /\b(lun|mar|mer|jeu|ven|sam|dim)\. \d{1,2}\b/);
          await look(page, "fixtures", lang, vp, ["section.fx-section", "aside.fx-tips"]);
          if (lang === "fr-FR" && vp === PHONE) await expectNoAxeViolations(page, { label: "fixtures (fr-FR)" });

          await goto(page, "/leaderboard");
          await checkLanguage(page, "/leaderboard", lang, { shown: [board[lang].rankings], hidden: [board[other(lang)].overallHint] });
          await look(page, "leaderboard", lang, vp, ["section.lb-summary", "section.lb-rankings", "section.lb-mini .lb-forms"]);
          if (lang === "fr-FR" && vp === PHONE) await expectNoAxeViolations(page, { label: "leaderboard (fr-FR)" });
          // The team modal of the first manager.
          const view = page.locator("a.lb-view").first();
          if (await view.count()) {
            await view.click();
            const dialog = page.getByRole("dialog");
            await dialog.waitFor();
            await dialog.locator(`text=${board[lang].startingXI}`).first().waitFor();
            const modal = (await dialog.innerText()).replace(/\s+/g, " ");
            assert.ok(!modal.includes(board[other(lang)].startingXI) || board[other(lang)].startingXI === board[lang].startingXI);
            await screenshot(page, `languages-team-modal-${lang}-${vp.name}`);
            await page.keyboard.press("Escape");
          }

          await goto(page, "/live-team");
          const state = LIVE_STATE(lang);
          const hasTeams = (await page.getByTestId("live-team-name").count()) > 0;
          await checkLanguage(page, "/live-team", lang, {
            shown: hasTeams ? state.teams : state.empty,
            hidden: hasTeams ? LIVE_STATE(other(lang)).teams : LIVE_STATE(other(lang)).empty,
          });
          await look(page, "live-team", lang, vp, ["section.lt-hero", "section.lt-formation", "aside.lt-side"]);
          if (lang === "fr-FR" && vp === PHONE) await expectNoAxeViolations(page, { label: "live team (fr-FR)" });
          if (hasTeams) {
            await page.locator(".lt-card").first().click();
            const dialog = page.getByRole("dialog");
            await dialog.waitFor();
            const text = (await dialog.innerText()).replace(/\s+/g, " ");
            assert.ok(text.includes(live[lang].stats.minutes) && text.includes(live[lang].stats.goals), `player dialog in ${lang}: ${text}`);
            if (lang === "fr-FR") assert.ok(!text.includes("Clean sheets") && !text.includes("Assists"), text);
            await screenshot(page, `languages-live-player-${lang}-${vp.name}`);
          }
        } finally {
          await context.close();
        }
      });
    }
  }
});
