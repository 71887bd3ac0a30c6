// Issue 41, the wall (2 and the toast of 4), phone and desktop: the 'Stade choisi' toast never sits
// over the composer one types in; two taps on "Publier" in the same frame publish once, empty
// the composer and say 'Post publié' (the duplicate's refusal is the success it stands for); a
// refusal of the composer shows below the sticky header, never under it; axe in both themes.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { VIEWPORTS, expectNoAxeViolations, goto, screenshot, signIn, useBrowser, waitForText, waitUntilNothingLoads, FRENCH_BROWSER } from "./helpers.ts";
import { adminHeaders, apiPost, apiUser, card, chooseStadium, seenBelowHeader, stadiumFromEnd, type ApiUser } from "./wall-walk-seed.ts";

const browser = useBrowser([], FRENCH_BROWSER);
let stadium: { id: number; club: string };

describe("publishing on the wall (issue 41)", () => {
  before(async () => {
    const { context, page } = await browser.newPage(VIEWPORTS[0], FRENCH_BROWSER);
    try {
      const id = await stadiumFromEnd(page.request, 3);
      const list = (await (await page.request.get("/api/stadiums")).json()) as { id: number; club: string }[];
      stadium = list.find((s) => s.id === id)!;
      // A wall long enough to scroll the composer down to where the toast shows, at both widths.
      const seeder = await apiUser(page.request, "walks");
      await chooseStadium(page.request, seeder, id);
      for (let i = 1; i <= 6; i++) await apiPost(page.request, seeder, id, `Tribune n°${i}`);
    } finally {
      await context.close();
    }
  });

  for (const viewport of VIEWPORTS) {
    it(`at ${viewport.width} px`, () =>
      browser.withPage(viewport, "wall-walk-publish", async (page) => {
        const fan: ApiUser = await apiUser(page.request, "walkp");
        // Each check says what it found, and the journey goes on (so that a run shows every point).
        const problems: string[] = [];
        await signIn(page, fan.email, fan.password, fan.username);

        // The chooser: 'Stade choisi', then typing in the composer (scrolled down to where the
        // toast shows): the toast does not sit over it.
        await goto(page, "/terrace");
        await page.getByRole("button", { name: new RegExp(`^${stadium.club}`) }).first().click();
        const toast = page.getByTestId("toast").filter({ hasText: "Stade choisi" });
        await toast.waitFor();
        const composer = page.getByRole("form", { name: "Nouveau post" });
        const content = composer.getByLabel("Contenu");
        // The text box where the toast shows (on a phone it is there at once; on a desktop once scrolled a little).
        await waitUntilNothingLoads(page);
        await content.evaluate((el) => {
          const toastBox = document.querySelector('[data-testid="toast"]')!.getBoundingClientRect();
          window.scrollBy(0, el.getBoundingClientRect().bottom - toastBox.bottom);
        });
        await content.click();
        await page.keyboard.type("Qui vient au match ?");
        const over = await page.evaluate(() => {
          const t = document.querySelector('[data-testid="toast"]')?.getBoundingClientRect();
          const f = document.querySelector('form[aria-label="Nouveau post"]')!.getBoundingClientRect();
          return !!t && t.left < f.right && f.left < t.right && t.top < f.bottom && f.top < t.bottom;
        });
        await screenshot(page, `wall-walk-toast-${viewport.name}`, false);
        if (over) problems.push("the 'Stade choisi' toast sits over the composer one types in");
        await content.fill("");

        // Two taps on Publier in the same frame: one post, 'Post publié', an empty composer, no refusal.
        const title = `Deux fois ${viewport.name} ${Date.now().toString(36)}`;
        await composer.getByLabel("Titre").fill(title);
        await content.fill("Un seul post, même envoyé deux fois");
        const publish = composer.getByRole("button", { name: "Publier" });
        await publish.evaluate((el) => {
          (el as HTMLButtonElement).click();
          (el as HTMLButtonElement).click();
        });
        await card(page, title).waitFor();
        await page.getByTestId("toast").filter({ hasText: "Post publié" }).or(page.locator("main [role=alert]")).first().waitFor();
        await page.waitForTimeout(300);
        if (!(await page.getByTestId("toast").filter({ hasText: "Post publié" }).count())) problems.push("no 'Post publié' after a double tap");
        if ((await composer.getByLabel("Titre").inputValue()) !== "" || (await content.inputValue()) !== "") problems.push("the composer kept its text after a double tap");
        if ((await card(page, title).count()) !== 1) problems.push("the post does not show once");
        const refusals = await page.locator("main [role=alert]").allInnerTexts();
        if (refusals.length) problems.push(`a refusal shows after a double tap: ${refusals.join(" | ")}`);
        const list = (await (await page.request.get(`/api/stadiums/${stadium.id}/posts?limit=50`, { headers: fan.headers })).json()) as { posts?: { title: string }[] } | { title: string }[];
        assert.equal((Array.isArray(list) ? list : (list.posts ?? [])).filter((p) => p.title === title).length, 1, "published twice");
        // The same post sent again (a retry): the refusal of a duplicate is the success it stands for.
        await goto(page, "/terrace");
        await waitUntilNothingLoads(page);
        await composer.getByLabel("Titre").fill(title);
        await content.fill("Un seul post, même envoyé deux fois");
        await publish.click();
        // Its answer: the toast, or a refusal.
        await page.getByTestId("toast").filter({ hasText: "Post publié" }).or(page.locator("main [role=alert]")).first().waitFor();
        await page.waitForTimeout(300);
        if (!(await page.getByTestId("toast").filter({ hasText: "Post publié" }).count())) problems.push("no 'Post publié' after the same post sent again");
        if ((await composer.getByLabel("Titre").inputValue()) !== "") problems.push("the composer kept its text after the same post sent again");
        const again = await page.locator("main [role=alert]").allInnerTexts();
        if (again.length) problems.push(`a refusal shows after the same post sent again: ${again.join(" | ")}`);
        await goto(page, "/terrace");
        await waitUntilNothingLoads(page);

        // Axe on the wall, light and dark.
        for (const colorScheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme });
          await expectNoAxeViolations(page, { label: `/terrace (${colorScheme}, ${viewport.name})` });
        }
        await page.emulateMedia({ colorScheme: "light" });

        // A refusal (a posting ban given while the page is open) shows below the sticky header,
        // though the composer was scrolled up to it.
        const admin = await adminHeaders(page.request);
        const banned = await page.request.post(`/api/posts-moderation/admin/ban-user/${fan.id}`, { headers: admin, data: { reason: "Essai de la bannière", duration: "24h" } });
        assert.equal(banned.status(), 200, await banned.text());
        try {
          await composer.getByLabel("Titre").fill(`Refusé ${viewport.name}`);
          await content.fill("Ce post sera refusé");
          await composer.evaluate((el) => {
            const header = document.querySelector("header.topbar")!.getBoundingClientRect().bottom;
            window.scrollBy(0, el.getBoundingClientRect().top - header);
          });
          await publish.click();
          const alert = page.locator("main .wall-main > [role=alert]");
          await waitForText(alert, "Essai de la bannière");
          await page.waitForTimeout(300);
          const seen = await seenBelowHeader(page, alert);
          await screenshot(page, `wall-walk-refusal-${viewport.name}`, false);
          if (!seen.ok) problems.push(`the refusal is not in view below the sticky header: ${JSON.stringify(seen)}`);
        } finally {
          await page.request.post(`/api/posts-moderation/admin/unban-user/${fan.id}`, { headers: admin });
        }
        assert.deepEqual(problems, []);
      }));
  }
});
