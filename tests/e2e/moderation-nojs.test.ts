// The moderation queue's bulk action without JavaScript (issue 25), on a phone: the checked rows
// of a page post to the route's action, which reviews them with their count ("Nettoyer 2 cas ?")
// and clears them on confirmation (one chunk).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ADMIN, PHONE, screenshot, signIn, useBrowser, waitForText, FRENCH_BROWSER } from "./helpers.ts";
import { seedReportedPosts } from "./moderation-seed.ts";

const browser = useBrowser();

describe("moderation queue bulk actions without JavaScript (phone)", () => {
  it("posts the checked rows, reviews them with their count, and clears them on confirmation", async () => {
    const tag = `nojs${Date.now().toString(36)}`;
    await seedReportedPosts(3, tag);
    const signedIn = await browser.newPage(PHONE, FRENCH_BROWSER);
    await signIn(signedIn.page, ADMIN.email, ADMIN.password, ADMIN.username);
    const storageState = await signedIn.context.storageState();
    await signedIn.context.close();
    const { page, context } = await browser.newPage(PHONE, { ...FRENCH_BROWSER, javaScriptEnabled: false, storageState });
    try {
      await page.goto(`/adminposts?reason=${encodeURIComponent(`spam ${tag}`)}`);
      await waitForText(page.getByTestId("showing"), "1–3 sur 3 cas");
      const boxes = page.locator(`li[data-item-id] input[type="checkbox"][name="itemId"]`);
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await page.getByTestId("bulk-bar").getByRole("button", { name: "Nettoyer la sélection" }).click();
      const review = page.getByTestId("bulk-review");
      await waitForText(review.getByRole("heading"), "Nettoyer 2 cas ?");
      await screenshot(page, "moderation-queue-nojs-review-phone", false);
      await review.getByRole("button", { name: "Oui, nettoyer 2 cas" }).click();
      await waitForText(page.getByTestId("showing"), "1–1 sur 1 cas");
      assert.equal(await page.locator("li[data-item-id]").count(), 1);
    } finally {
      await context.close();
    }
  });
});
