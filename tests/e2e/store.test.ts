// The store (/store): a manager buys a sized product with home delivery, sees the points drop
// and the order in My orders; an admin moves it to delivered on /adminorders. axe on both.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ADMIN, DESKTOP, PHONE, expectNoAxeViolations, goto, register, screenshot, signIn, uniqueUser, useBrowser, waitForText } from "./helpers.ts";

const browser = useBrowser();

describe("store", () => {
  it("phone: buy a sized shirt with home delivery; desktop: the admin delivers it", async () => {
    const buyer = await browser.newPage(PHONE);
    const admin = await browser.newPage(DESKTOP);
    try {
      await register(buyer.page, uniqueUser("shopper"));
      // A new manager has no points yet: the admin credits 1,000 (an audited adjustment).
      await signIn(admin.page, ADMIN.email, ADMIN.password, ADMIN.username);
      const me = await (await buyer.page.request.get("/api/users/me")).json();
      const credited = await admin.page.request.patch(`/api/users/${me.user.id}/points`, { data: { points: 1000, reason: "store e2e" }, headers: { Origin: new URL(admin.page.url()).origin } });
      assert.equal(credited.status(), 200, await credited.text());
      await goto(buyer.page, "/store");
      const pointsText = async () => Number((await buyer.page.getByTestId("store-points").innerText()).replace(/[^\d]/g, ""));
      const before = await pointsText();
      assert.ok(before >= 450, `a new manager has points to spend (${before})`);
      await expectNoAxeViolations(buyer.page);
      // Sold-out sizes cannot be chosen.
      const away = buyer.page.locator('[data-product="away-shirt-25"]');
      assert.equal(await away.locator('option[value="M"]').isDisabled(), true);
      const shirt = buyer.page.locator('[data-product="home-shirt-25"]');
      await shirt.getByLabel("Size").selectOption("L");
      await shirt.getByRole("button", { name: /Add to cart.*Terrace Home Shirt/ }).click();
      await waitForText(buyer.page.locator(".alert-success"), "Added to your cart.");
      // Where the shopper is looking (issue 26): in the phone's viewport and focused, not far above it.
      await buyer.page.waitForFunction(() => {
        const el = document.querySelector(".alert-success");
        const box = el?.getBoundingClientRect();
        return !!box && box.top >= 0 && box.bottom <= window.innerHeight && document.activeElement === el;
      });
      await waitForText(buyer.page.locator(".count-badge"), "1");
      await buyer.page.getByRole("link", { name: "Checkout" }).click();
      const form = buyer.page.locator("#checkout form");
      await form.waitFor();
      await form.getByLabel("First name").fill("Ada");
      await form.getByLabel("Last name").fill("Lovelace");
      await form.getByLabel("Phone").fill("+44 20 7946 0000");
      await form.getByLabel("Address (home delivery)").fill("1 Anfield Road");
      await form.getByLabel("City (home delivery)").fill("Liverpool");
      await form.getByLabel("Postal code (home delivery)").fill("L4 0TH");
      await form.getByLabel("I accept the terms").check();
      await expectNoAxeViolations(buyer.page);
      await form.getByRole("button", { name: /Confirm order/ }).click();
      await waitForText(buyer.page.locator(".toast-region"), "Order confirmed successfully!");
      assert.equal(await pointsText(), before - 450);
      const order = buyer.page.getByTestId("order").first();
      await waitForText(order, /Terrace Home Shirt 25\/26 \(L\)/);
      await waitForText(order, /Pending/);
      await screenshot(buyer.page, "store-phone");

      await goto(admin.page, "/adminorders?sort=date&order=desc");
      await expectNoAxeViolations(admin.page);
      const row = admin.page.getByTestId("orders-table").locator("tbody tr").first();
      for (const status of ["Confirmed", "Shipped", "Delivered"]) {
        await row.getByLabel(/New status of order/).selectOption({ label: status });
        await row.getByRole("button", { name: "Update" }).click();
        await waitForText(admin.page.locator(".alert-success"), new RegExp(`is now ${status.toLowerCase()}`));
      }
      // Delivered is the end of the path: no move left, and the detail has the history.
      await waitForText(row.locator(".order-status"), "Delivered");
      assert.equal(await row.getByLabel(/New status of order/).count(), 0);
      await row.locator(".order-detail summary").click();
      await waitForText(row.locator(".order-history"), /Delivered/);
      await screenshot(admin.page, "adminorders-desktop");
      await goto(buyer.page, "/store?after=delivery");
      await waitForText(buyer.page.getByTestId("order").first(), /Delivered/);
    } finally {
      await buyer.context.close();
      await admin.context.close();
    }
  });
});
