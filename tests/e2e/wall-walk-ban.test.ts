// Issue 41, the wall (3, a ban lifted), phone and desktop: a posting ban lifted while its person is
// on the wall turns the composer on again without a reload (and the ban's note goes).
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { VIEWPORTS, goto, signIn, useBrowser, FRENCH_BROWSER } from "./helpers.ts";
import { adminHeaders, apiUser, chooseStadium, stadiumFromEnd } from "./wall-walk-seed.ts";

const browser = useBrowser([], FRENCH_BROWSER);
let stadiumId = 0;

describe("a ban lifted reaches the open wall (issue 41)", () => {
  before(async () => {
    const { context, page } = await browser.newPage(VIEWPORTS[0], FRENCH_BROWSER);
    try {
      stadiumId = await stadiumFromEnd(page.request, 5);
    } finally {
      await context.close();
    }
  });

  for (const viewport of VIEWPORTS) {
    it(`at ${viewport.width} px`, () =>
      browser.withPage(viewport, "wall-walk-ban", async (page) => {
        const fan = await apiUser(page.request, "walkban");
        await chooseStadium(page.request, fan, stadiumId);
        const admin = await adminHeaders(page.request);
        const banned = await page.request.post(`/api/posts-moderation/admin/ban-user/${fan.id}`, { headers: admin, data: { reason: "Levée en direct", duration: "24h" } });
        assert.equal(banned.status(), 200, await banned.text());

        await signIn(page, fan.email, fan.password, fan.username);
        await goto(page, "/terrace");
        const fields = page.locator("form[aria-label='Nouveau post'] fieldset");
        assert.equal(await fields.evaluate((el) => (el as HTMLFieldSetElement).disabled), true, "the composer is on during a posting ban");
        await page.getByTestId("post-ban").waitFor();
        // The same document all along: no reload.
        await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

        const lifted = await page.request.post(`/api/posts-moderation/admin/unban-user/${fan.id}`, { headers: admin });
        assert.equal(lifted.status(), 200, await lifted.text());
        const on = await page
          .waitForFunction(() => !(document.querySelector("form[aria-label='Nouveau post'] fieldset") as HTMLFieldSetElement | null)?.disabled, undefined, { timeout: 15_000 })
          .then(
            () => true,
            () => false,
          );
        assert.ok(on, "the composer stays off after the ban was lifted (until a reload)");
        assert.equal(await page.getByTestId("post-ban").count(), 0, "the ban's note stays");
        assert.equal(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), true, "the page was reloaded");
        await page.getByRole("form", { name: "Nouveau post" }).getByLabel("Titre").fill("De retour");
      }));
  }
});
