// The checkout (issue 26), phone and desktop, on accounts of its own: the delivery form starts
// from the buyer's profile, a short phone number is answered with what is wrong, in view and
// focused (and without JavaScript, in the page the browser is sent back to), pickup hides the
// address fields, the order summary's figures are the order's, the cart's controls are 44 px
// on a phone, and axe finds nothing serious on /store, the checkout with its error and
// /profile in either theme.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { ADMIN, DESKTOP, PHONE, expectNoAxeViolations, goto, horizontalOverflow, register, screenshot, signIn, uniqueUser, useBrowser, waitForText, type Viewport } from "./helpers.ts";

const browser = useBrowser();

const SHORT_PHONE_ERROR = "Too short: 4 digits. A phone number has 8 to 15 digits (e.g. 06 12 34 56 78 or +44 20 7946 0000)";

/** A new manager with a profile's contact details and 1,000 points more (an admin's audited adjustment). */
async function buyerWithProfile(page: Page, admin: Page, profile: Record<string, string>) {
  await register(page, uniqueUser("buyer"));
  const origin = new URL(page.url()).origin;
  const saved = await page.request.put("/api/users/me", { data: profile, headers: { Origin: origin } });
  assert.equal(saved.status(), 200, await saved.text());
  const me = (await saved.json()).user;
  const credited = await admin.request.patch(`/api/users/${me.id}/points`, { data: { points: 1000, reason: "checkout e2e" }, headers: { Origin: new URL(admin.url()).origin } });
  assert.equal(credited.status(), 200, await credited.text());
  return { id: me.id as string, points: (await credited.json()).points as number };
}

/** Every part of the element is inside the viewport. */
const inView = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });

const pointsOf = (text: string) => Number(text.replace(/[^\d-]/g, ""));

async function axeBothThemes(page: Page, label: string) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page, { label: `${label} (${colorScheme})` });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

async function journey(vp: Viewport, mode: "home" | "pickup") {
  const { context, page } = await browser.newPage(vp);
  const { context: adminContext, page: admin } = await browser.newPage(DESKTOP);
  try {
    await signIn(admin, ADMIN.email, ADMIN.password, ADMIN.username);
    const profile = { phone: "+44 151 260 0000", address: "1 Anfield Road", city: "Liverpool", postalCode: "L4 0TH", country: "United Kingdom" };
    await buyerWithProfile(page, admin, profile);
    const { products } = await (await page.request.get("/api/products")).json();
    const price = (id: string) => products.find((p: { id: string }) => p.id === id).price as number;

    await goto(page, "/store");
    await axeBothThemes(page, `/store (${vp.name})`);
    // Two scarves and a mug, through the product cards.
    for (const [count, id, name] of [[1, "bar-scarf", "Bar Scarf"], [2, "terrace-mug", "Terrace Mug"]] as const) {
      const card = page.locator(`[data-product="${id}"]`);
      await card.getByRole("button", { name: new RegExp(`Add to cart.*${name}`) }).click();
      await waitForText(page.locator(".alert-success"), "Added to your cart.");
      await waitForText(page.locator(".count-badge"), String(count));
    }
    // The cart's answer shows in the cart, where the shopper is (not at the top of the page).
    const scarfLine = page.locator("#cart .cart-lines > li", { hasText: "Bar Scarf" });
    await scarfLine.getByLabel("Quantity of Bar Scarf").fill("2");
    await scarfLine.getByRole("button", { name: "Update" }).click();
    await waitForText(page.locator("#cart .alert-success"), "Cart updated.");
    await page.waitForFunction(() => {
      const el = document.querySelector("#cart .alert-success");
      const box = el?.getBoundingClientRect();
      return !!box && box.top >= 0 && box.bottom <= window.innerHeight && document.activeElement === el;
    });
    await waitForText(page.locator(".count-badge"), "3");
    await waitForText(scarfLine.locator(".line-total"), `${2 * price("bar-scarf")} pts`);
    await screenshot(page, `checkout-cart-updated-${vp.name}`, false);
    // Touch targets: 44 px on a phone for every control of the cart, 24 px at least anywhere.
    const minTarget = vp.name === "phone" ? 44 : 24;
    for (const control of await page.locator("#cart").locator("input:not([type=hidden]), button, a.btn").all()) {
      const box = (await control.boundingBox())!;
      assert.ok(box.height >= minTarget && box.width >= minTarget, `${await control.evaluate((e) => e.outerHTML.slice(0, 80))}: ${box.width}x${box.height} < ${minTarget}`);
    }
    await axeBothThemes(page, `/store cart (${vp.name})`);

    await page.getByRole("link", { name: "Checkout", exact: true }).click();
    const form = page.locator("#checkout form");
    await form.waitFor();
    // Prefilled from the profile: names from the registration, phone and address from the profile.
    assert.equal(await form.getByLabel("First name").inputValue(), "Erin");
    assert.equal(await form.getByLabel("Last name").inputValue(), "Tester");
    assert.equal(await form.getByLabel("Phone").inputValue(), profile.phone);
    assert.equal(await form.getByLabel("Address (home delivery)").inputValue(), profile.address);
    assert.equal(await form.getByLabel("City (home delivery)").inputValue(), profile.city);
    assert.equal(await form.getByLabel("Postal code (home delivery)").inputValue(), profile.postalCode);
    assert.equal(await form.getByLabel("Country (home delivery)").inputValue(), profile.country);

    // The summary: the lines, quantities, unit and line prices, total and balance after, as the server counts them.
    const summary = page.getByTestId("order-summary");
    const lines = await summary.getByTestId("summary-line").evaluateAll((rows) =>
      rows.map((r) => [r.querySelector("th")!.textContent!.trim(), ...[...r.querySelectorAll("td")].map((td) => td.textContent!.trim())]),
    );
    assert.deepEqual(lines, [
      ["Bar Scarf (One Size)", "2", `${price("bar-scarf")} pts`, `${2 * price("bar-scarf")} pts`],
      ["Terrace Mug (One Size)", "1", `${price("terrace-mug")} pts`, `${price("terrace-mug")} pts`],
    ]);
    const total = 2 * price("bar-scarf") + price("terrace-mug");
    const balance = (await (await page.request.get("/api/users/me")).json()).user.points as number;
    assert.equal(pointsOf(await summary.getByTestId("summary-total").innerText()), total);
    assert.equal(pointsOf(await summary.getByTestId("summary-balance").innerText()), balance);
    assert.equal(pointsOf(await summary.getByTestId("summary-balance-after").innerText()), balance - total);
    assert.match(await summary.getByTestId("summary-shipping-home").innerText(), total > 500 ? /Free/ : /50 pts, paid on delivery/);

    // A short phone number: the same words as the server's, next to the field, in view and focused; no order.
    await form.getByLabel("Phone").fill("0600");
    await form.getByLabel("I accept the terms").check();
    await page.evaluate(() => window.scrollTo(0, 0));
    await form.getByRole("button", { name: /Confirm order/ }).click();
    const phoneError = form.locator(".field-error", { hasText: SHORT_PHONE_ERROR });
    await phoneError.waitFor();
    assert.ok(await inView(page, "#checkout .field-error"), "the phone's error is in the viewport");
    assert.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name), "phone");
    assert.equal(await form.getByLabel("Phone").getAttribute("aria-invalid"), "true");
    await screenshot(page, `checkout-phone-error-${vp.name}`, false);
    await axeBothThemes(page, `/store checkout with its phone error (${vp.name})`);
    assert.equal((await (await page.request.get("/api/users/me")).json()).user.points, balance, "nothing was paid");

    // Pickup hides the address fields (and shows its shipping); home brings them back.
    await form.getByLabel("Pickup at the office (1-2 days)").check();
    assert.equal(await form.getByLabel("Address (home delivery)").isVisible(), false);
    assert.equal(await form.getByLabel("Country (home delivery)").isVisible(), false);
    await waitForText(summary, "Shipping (pickup)");
    assert.equal(await summary.getByTestId("summary-shipping-home").isVisible(), false);
    await form.getByLabel("Phone").scrollIntoViewIfNeeded();
    await screenshot(page, `checkout-pickup-${vp.name}`, false);
    if (mode === "home") {
      await form.getByLabel("Home delivery (3-5 days)").check();
      assert.equal(await form.getByLabel("Address (home delivery)").isVisible(), true);
    }
    assert.ok((await horizontalOverflow(page)) <= 0, "no sideways scroll");

    await form.getByLabel("Phone").fill("+44 151 260 0001");
    await form.getByRole("button", { name: /Confirm order/ }).click();
    await waitForText(page.locator(".toast-region"), "Order confirmed successfully!");
    // The order is what the summary said: its lines, its total, the balance after.
    const order = (await (await page.request.get(`/api/orders/user/${(await (await page.request.get("/api/users/me")).json()).user.id}`)).json()).orders[0];
    assert.equal(order.subtotal, total);
    assert.equal(order.deliveryMode, mode);
    assert.deepEqual(
      order.items.map((i: { productName: string; quantity: number; unitPrice: number; totalPrice: number }) => [i.productName, i.quantity, i.unitPrice, i.totalPrice]).sort(),
      [["Bar Scarf", 2, price("bar-scarf"), 2 * price("bar-scarf")], ["Terrace Mug", 1, price("terrace-mug"), price("terrace-mug")]].sort(),
    );
    assert.equal(order.deliveryInfo.phone, "+44 151 260 0001");
    assert.equal(order.deliveryInfo.address, mode === "home" ? profile.address : "");
    assert.equal(pointsOf(await page.getByTestId("store-points").innerText()), balance - total);

    await goto(page, "/profile");
    await axeBothThemes(page, `/profile (${vp.name})`);
    return { storageState: await context.storageState() };
  } finally {
    await context.close();
    await adminContext.close();
  }
}

describe("checkout", () => {
  it("phone: prefilled from the profile, the phone's error in view, pickup without address, the summary's figures paid; axe in both themes", async () => {
    const { storageState } = await journey(PHONE, "pickup");
    // Without JavaScript the refused form comes back at the checkout, its error in view and what was typed kept.
    const { context, page } = await browser.newPage(PHONE, { storageState, javaScriptEnabled: false });
    try {
      await page.goto("/store");
      await page.locator('[data-product="terrace-mug"]').getByRole("button", { name: /Add to cart/ }).click();
      await page.goto("/store?checkout=1#checkout");
      const form = page.locator("#checkout form");
      await form.getByLabel("Phone").fill("0600");
      await form.getByLabel("I accept the terms").check();
      await form.getByRole("button", { name: /Confirm order/ }).click();
      await form.locator(".field-error", { hasText: SHORT_PHONE_ERROR }).waitFor();
      assert.ok(await inView(page, "#checkout .alert-error"), "the refusal is in the viewport");
      assert.equal(await form.getByLabel("Phone").inputValue(), "0600");
      await screenshot(page, "checkout-phone-error-nojs-phone", false);
    } finally {
      await context.close();
    }
  });

  it("desktop: the same journey with home delivery", async () => {
    await journey(DESKTOP, "home");
  });
});
