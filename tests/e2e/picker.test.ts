// The picker tells what matters: availability with news (unavailable players last, still
// pickable), filters, fixtures; a refused action shows inside the open card, at phone width.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { DESKTOP, PHONE, closeRulesPopup, expectNoAxeViolations, goto, register, screenshot, uniqueUser, useBrowser } from "./helpers.ts";

const browser = useBrowser();
// 15 cheap, fit players of 15 clubs (£65.7m), every one on the pitch: the team phase, no bench yet.
const SQUAD =
  "DEF-0.233,DEF-1.447,DEF-2.190,DEF-3.347,DEF-4.44,GK-0.679,MID-0.276,MID-1.335,GK-1.627,MID-2.167,MID-3.593,FWD-0.100,MID-4.304,FWD-1.560,FWD-2.526";

describe("player picker", () => {
  it("shows an injured player's badge and news, sorts him after the available ones and filters by availability (phone)", async () => {
    await browser.withPage(PHONE, "picker-availability", async (page) => {
      await register(page, uniqueUser("avail"));
      await goto(page, "/pick-team?gw=18");
      await closeRulesPopup(page);
      await page.locator('[data-slot="GK-0"]').click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("heading", { name: "Select Goalkeeper Player" }).waitFor();
      // Roefs (SUN, injured) has the best points per price of the goalkeepers, yet is not first.
      const first = dialog.locator("tbody tr").first();
      assert.equal(await first.locator("[data-availability]").count(), 0, "the first row is an available player");
      await dialog.getByPlaceholder("Search by name or club").fill("Roefs");
      const row = dialog.locator("tbody tr", { hasText: "Roefs" });
      const badge = row.locator('[data-availability="injured"]');
      await badge.waitFor();
      assert.match(await badge.innerText(), /Injured/);
      const news = row.locator(".avail-news");
      assert.match(await news.innerText(), /Hamstring injury - Expected back 22 Mar \(\d+ \w+\)/);
      assert.ok(await news.isVisible(), "the news is on screen at phone width");
      const box = (await news.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width + 1, "the news is inside the phone's width");
      assert.ok((await row.locator(".fdr").count()) >= 1, "the row lists the next fixtures");
      await screenshot(page, "picker-injured-phone");

      // Availability filter: only players not expected to play, each with a badge.
      await dialog.getByPlaceholder("Search by name or club").fill("");
      await dialog.getByTestId("filter-availability").selectOption("unavailable");
      const rows = dialog.locator("tbody tr");
      const count = await rows.count();
      assert.ok(count > 0);
      assert.equal(await dialog.locator("tbody tr [data-availability]").count(), count);
      // Position 'all' and a club: that club's players of every position.
      await dialog.getByTestId("filter-availability").selectOption("all");
      await dialog.getByTestId("filter-position").selectOption("all");
      await dialog.getByTestId("filter-club").selectOption("SUN");
      const positions = new Set(await dialog.locator("tbody tr .picker-player small").allInnerTexts());
      assert.ok([...positions].every((t) => t.startsWith("SUN")), "only Sunderland players");
      assert.ok(new Set([...positions].map((t) => t.split("·")[1]!.trim())).size === 4, "of all four positions");
      // Still pickable: Roefs goes into the goalkeeper slot with his flag on the pitch.
      await dialog.getByTestId("filter-position").selectOption("GK");
      await dialog.locator("tbody tr", { hasText: "Roefs" }).locator("a.picker-player").click();
      await dialog.waitFor({ state: "detached" });
      await page.locator('[data-slot="GK-0"] [data-availability="injured"]').waitFor();
      // The squad's details table says it too, with the news.
      await page.getByText("Selected Players Details (1)").click();
      const detailRow = page.locator(".selected-details tbody tr", { hasText: "Roefs" });
      assert.match(await detailRow.locator('[data-availability="injured"]').innerText(), /Injured/);
      assert.match(await detailRow.locator(".avail-news").innerText(), /Hamstring injury/);
      await expectNoAxeViolations(page, { label: "builder with an injured keeper (phone)" });
    });
  });

  it("shows a bench refusal inside the open player card at phone width", async () => {
    await browser.withPage(PHONE, "picker-bench-refusal", async (page) => {
      await register(page, uniqueUser("bench"));
      await goto(page, `/pick-team?gw=18&p=team&s=${SQUAD}`);
      await closeRulesPopup(page);
      // The first goalkeeper to the bench is fine; the second is refused.
      await page.locator('[data-slot="GK-1"][data-player-id]').click();
      await page.getByRole("dialog").getByRole("link", { name: "Send to Bench" }).click();
      await page.getByRole("dialog").waitFor({ state: "detached" });
      await page.locator('[data-slot="GK-0"][data-player-id]').click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("link", { name: "Send to Bench" }).click();
      const message = dialog.getByTestId("detail-message");
      await message.waitFor();
      assert.equal(await message.innerText(), "At most 1 goalkeeper can sit on the bench.");
      const box = (await message.boundingBox())!;
      assert.ok(box.y >= 0 && box.y + box.height <= PHONE.height, "the message is on screen, in the card");
      await screenshot(page, "bench-refusal-phone", false);
    });
  });

  it("shows the picker's filters and fixtures on desktop", async () => {
    await browser.withPage(DESKTOP, "picker-desktop", async (page) => {
      await register(page, uniqueUser("pickd"));
      await goto(page, "/pick-team?gw=18");
      await page.locator('[data-slot="MID-0"]').click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("heading", { name: "Select Midfielder Player" }).waitFor();
      await dialog.getByTestId("filter-price").selectOption("50");
      const prices = await dialog.locator("tbody tr .col-price").allInnerTexts();
      assert.ok(prices.length > 0 && prices.every((p) => Number(p.match(/£([\d.]+)m/)![1]) <= 5));
      await dialog.getByTestId("picker-sort").selectOption("points");
      await screenshot(page, "picker-desktop", false);
      await expectNoAxeViolations(page, { label: "picker with filters (desktop)" });
    });
  });

  it("works without JavaScript: a slot opens the picker, a pick fills it, a player opens his card with his fixtures", async () => {
    const { context: signedIn, page } = await browser.newPage(PHONE);
    try {
      await register(page, uniqueUser("nojs"));
      const storageState = await signedIn.storageState();
      const { context: noJs, page: p } = await browser.newPage(PHONE, { storageState, javaScriptEnabled: false });
      try {
        await p.goto("/pick-team?gw=18");
        // Each slot is a button of the pitch's GET form: the draft travels once, as hidden fields.
        await p.locator('[data-slot="FWD-0"]').click();
        await p.waitForURL((url) => url.searchParams.get("picker") === "FWD-0" && url.searchParams.get("gw") === "18");
        await p.getByRole("heading", { name: "Select Forward Player" }).waitFor();
        await p.getByPlaceholder("Search by name or club").fill("Haaland");
        await p.getByRole("button", { name: "Apply" }).click();
        await p.locator("tbody tr", { hasText: "Haaland" }).locator("a.picker-player").click();
        const slot = p.locator('[data-slot="FWD-0"][data-player-id]');
        await slot.waitFor();
        await slot.click();
        await p.waitForURL((url) => url.searchParams.has("detail") && /FWD-0\.\d+/.test(url.searchParams.get("s") ?? ""));
        const card = p.getByRole("dialog");
        await card.getByRole("heading", { name: /Haaland/ }).waitFor();
        assert.ok((await card.locator(".fdr").count()) >= 1, "the card lists his next fixtures");
        await screenshot(p, "builder-no-js-card-phone");
      } finally {
        await noJs.close();
      }
    } finally {
      await signedIn.close();
    }
  });
});
