// The moderation queues at community scale (issue 25), phone and desktop: a batch of reported
// posts is seeded through the API; the admin filters /adminposts by the batch's reason and its
// stadium (a shareable GET URL), pages, selects the page and then every matching case, clears
// them in one action after ONE confirmation that says how many, watches the progress (chunks of
// 100) and the summary, and finds the queue empty. Keyboard use, the sticky action bar at 390 px
// and axe on the queue, the dialog and the empty state. (Without JavaScript: moderation-nojs.test.ts.)
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import {
  ADMIN,
  DESKTOP,
  PHONE,
  UI_TIMEOUT,
  expectNoAxeViolations,
  goto,
  heading,
  horizontalOverflow,
  screenshot,
  signIn,
  useBrowser,
  waitForText,
  type Viewport, FRENCH_BROWSER } from "./helpers.ts";
import { seedReportedPosts } from "./moderation-seed.ts";

const browser = useBrowser();
/** Cases per journey: the phone's run takes two chunks (100 + 5), the desktop's one, over several pages of 20. */
const BATCH = { phone: 105, desktop: 45 } as const;

/** The bulk bar stays on screen (sticky) while the page scrolls, above the phone's bottom navigation. */
async function barIsReachable(page: Page) {
  const box = await page.getByTestId("bulk-bar").boundingBox();
  const nav = page.locator(".bottom-bar");
  const bottom = (await nav.isVisible()) ? (await nav.boundingBox())!.y : page.viewportSize()!.height;
  return !!box && box.y >= 0 && box.y + box.height <= bottom + 1;
}

/**
 * Each journey's batch, one after the other from the start of the file on (the file has 120 s in
 * all): the server writes the next batch while the browser walks through a journey.
 */
const lot = (name: string, n: number, after: Promise<unknown> = Promise.resolve()) => {
  const tag = `${name}${Date.now().toString(36)}`;
  const stadium = after.catch(() => {}).then(() => seedReportedPosts(n, tag));
  stadium.catch(() => {}); // awaited by its journey, which reports the failure
  return { tag, stadium };
};
const phoneLot = lot("phone", BATCH.phone);
const desktopLot = lot("desktop", BATCH.desktop, phoneLot.stadium);
const lots = { phone: phoneLot, desktop: desktopLot };

for (const vp of [PHONE, DESKTOP] as Viewport[]) {
  describe(`moderation queue bulk actions (${vp.name})`, () => {
    it("filters, selects every matching case, clears them in one confirmed action with progress, and finds the queue empty", async () => {
      const { tag, stadium: seeded } = lots[vp.name];
      const total = BATCH[vp.name];
      const { page, context } = await browser.newPage(vp, FRENCH_BROWSER);
      try {
        await signIn(page, ADMIN.email, ADMIN.password, ADMIN.username);
        const stadium = await seeded;
        // 20 a page (the URL's limit, kept by the filters and the pager): lighter pages for the shared machine.
        await goto(page, "/adminposts?limit=20");
        await heading(page, "Modération des posts").waitFor();

        // The filters are a GET form (folded while none is set): the URL says what is shown.
        await page.locator("summary", { hasText: "Filtres" }).click();
        const filters = page.getByRole("search", { name: "Filtrer la file" });
        await filters.getByLabel("Raison du signalement").fill(`spam ${tag}`);
        await filters.getByLabel("Stade").selectOption(stadium);
        await filters.getByRole("button", { name: "Filtrer" }).click();
        await page.waitForURL(/reason=spam/);
        assert.match(page.url(), /context=/);
        await waitForText(page.getByTestId("showing"), `1–20 sur ${total} cas`);
        await page.locator(`li[data-item-id]`).first().waitFor();
        assert.equal(await page.locator("li[data-item-id]").count(), 20);
        await screenshot(page, `moderation-queue-filtered-${vp.name}`, false);

        // The pager: the next page keeps the filters.
        await page.getByRole("link", { name: "Suivants" }).click();
        await waitForText(page.getByTestId("showing"), `21–40 sur ${total} cas`);
        assert.match(page.url(), /offset=20/);
        assert.match(page.url(), /limit=20/);
        assert.match(page.url(), /reason=spam/);
        await page.getByRole("link", { name: "Précédents" }).click();
        await waitForText(page.getByTestId("showing"), `1–20 sur ${total} cas`);

        // Keyboard: "select all on this page", then every case matching the filter.
        const selectPage = page.getByLabel("Tout sélectionner sur cette page");
        await selectPage.focus();
        await page.keyboard.press("Space");
        await waitForText(page.getByTestId("bulk-bar"), "20 sélectionnés");
        const selectAll = page.getByRole("button", { name: `Sélectionner les ${total} cas correspondant au filtre` });
        await selectAll.focus();
        await page.keyboard.press("Enter");
        await waitForText(page.getByTestId("queue-selection"), `Les ${total} cas correspondant au filtre sont sélectionnés.`);
        await waitForText(page.getByTestId("bulk-bar"), `${total} sélectionnés`);
        assert.ok((await horizontalOverflow(page)) <= 0, "no sideways scroll on the queue");
        await page.locator("li[data-item-id]").nth(10).scrollIntoViewIfNeeded();
        assert.ok(await barIsReachable(page), "the action bar stays on screen while scrolling");
        await expectNoAxeViolations(page, { label: `/adminposts with a selection (${vp.name})` });
        await screenshot(page, `moderation-queue-selection-${vp.name}`, false);

        // A ban asks for its reason and one of the presets (the author is banned from posts).
        if (vp.name === "desktop") {
          await page.getByTestId("bulk-bar").getByRole("button", { name: "Bannir les auteurs" }).click();
          const ban = page.getByRole("dialog", { name: `Bannir les auteurs de ${total} cas ?` });
          await ban.getByText("Bannis des posts").waitFor();
          for (const preset of ["24 heures", "7 jours", "30 jours", "Définitif"]) await ban.getByLabel(preset).waitFor();
          assert.equal(await ban.getByLabel("Raison").getAttribute("required"), "");
          await screenshot(page, `moderation-queue-ban-${vp.name}`, false);
          await ban.getByRole("button", { name: "Annuler" }).click();
          await ban.waitFor({ state: "detached" });
        }

        // ONE confirmation with the count; Escape cancels it, the keyboard reopens it.
        const clear = page.getByTestId("bulk-bar").getByRole("button", { name: "Nettoyer la sélection" });
        await clear.click();
        const dialog = page.getByRole("dialog", { name: `Nettoyer ${total} cas ?` });
        await dialog.waitFor();
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });
        await clear.focus();
        await page.keyboard.press("Enter");
        await dialog.waitFor();
        await expectNoAxeViolations(page, { label: `bulk confirmation (${vp.name})` });
        await screenshot(page, `moderation-queue-confirm-${vp.name}`, false);

        // The run: chunks of 100, the progress, then the summary.
        await dialog.getByRole("button", { name: `Oui, nettoyer ${total} cas` }).click();
        await page.getByTestId("bulk-progress").waitFor();
        await waitForText(page.getByTestId("bulk-progress-text"), new RegExp(`(100|${total}) sur ${total} traités, 0 échec`), 60_000);
        await screenshot(page, `moderation-queue-progress-${vp.name}`, false);
        await waitForText(page.getByTestId("bulk-summary"), `Terminé : ${total} traités, 0 échec`, 60_000);
        assert.equal(await page.locator("progress").getAttribute("value"), String(total));
        await screenshot(page, `moderation-queue-done-${vp.name}`, false);
        await dialog.getByTestId("bulk-progress").getByRole("button", { name: "Fermer" }).click();

        // The queue under the filter is empty now, with a way back to every case.
        await waitForText(page.getByTestId("queue-empty"), "Aucun cas ne correspond à ces filtres.");
        await expectNoAxeViolations(page, { label: `empty queue (${vp.name})` });
        await page.getByTestId("queue-empty").getByRole("link", { name: "Effacer les filtres" }).click();
        await page.waitForURL((url) => url.pathname === "/adminposts" && url.search === "", { timeout: UI_TIMEOUT });
      } finally {
        await context.close();
      }
    });
  });
}
