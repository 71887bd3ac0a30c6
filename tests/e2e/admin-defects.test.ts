// Issue 25's smaller defects of the staff screens, in Chromium at phone and desktop size: a leak
// whose image is this site's own path saves; the order admin fits a phone, shows the total with
// shipping, searches, filters and dispatches with a tracking number; the audit log fits a phone
// and says what happened in words. axe on each. (The stadium archive: admin-defects-stadiums.)
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { ADMIN, BASE_URL, DEMO, DESKTOP, PHONE, expectNoAxeViolations, goto, horizontalOverflow, screenshot, signIn, useBrowser, waitForText } from "./helpers.ts";

const browser = useBrowser();
const HOME = { firstName: "Demo", lastName: "Manager", phone: "+44 20 7946 0000", deliveryMode: "home", address: "1 Stadium Way", city: "Leeds", postalCode: "LS11 0ES", acceptTerms: true };

/** A REST client signed in as this account (Bearer token). */
async function apiAs(email: string, password: string) {
  const login = await fetch(`${BASE_URL}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password }) });
  assert.equal(login.status, 200, await login.clone().text());
  const { access_token } = (await login.json()) as { access_token: string };
  return (path: string, init: RequestInit = {}) => fetch(`${BASE_URL}/api${path}`, { ...init, headers: { Authorization: `Bearer ${access_token}`, "Content-Type": "application/json" } });
}

/** The page never scrolls sideways: every column fits (stacked as cards on a phone). */
async function assertNoPageOverflow(page: Page, what: string) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  assert.ok(widths.scroll <= widths.inner, `${what}: the page is ${widths.scroll}px wide in a ${widths.inner}px window`);
  assert.equal(await horizontalOverflow(page), 0, `${what}: no horizontal scroll`);
  // Nor does the table hide a column behind its own sideways scroll.
  const hidden = await page.evaluate(() => [...document.querySelectorAll(".table-wrap")].map((w) => w.scrollWidth - w.clientWidth));
  assert.ok(hidden.every((px) => px <= 0), `${what}: a table scrolls sideways by ${hidden.join(", ")} px`);
}

describe("staff screens' smaller defects (issue 25)", () => {
  for (const vp of [PHONE, DESKTOP] as const)
    it(`${vp.name}: a leak with a relative image saves; orders and the audit log fit and read; a mistyped player is refused`, async () => {
      const { page, context } = await browser.newPage(vp);
      try {
        await signIn(page, ADMIN.email, ADMIN.password, ADMIN.username);

        // 1. /adminleaks: the sample leaks' images are this site's stock pictures (/images/leaks/...).
        // Oldest first: a sample leak, whatever leaks (with uploaded images) other files posted before this one ran.
        await goto(page, "/adminleaks?sort=date&order=asc");
        const firstRow = page.getByTestId("leaks-table").locator("tbody tr").first();
        await firstRow.getByRole("link", { name: /^Edit/ }).click();
        const form = page.getByTestId("leak-form");
        await form.waitFor();
        const image = form.getByLabel("…or an image URL");
        assert.match(await image.inputValue(), /^\/images\/leaks\/stock-\d\.svg$/, "a relative image path");
        const title = `Edited on ${vp.name} ${Date.now().toString(36)}`;
        await form.getByLabel("Title *").fill(title);
        await expectNoAxeViolations(page, { label: "/adminleaks (editing)" });
        await form.getByRole("button", { name: "Save changes" }).click();
        await waitForText(page.getByTestId("toast"), `Leak “${title}” saved`);
        await page.waitForURL((url) => !url.searchParams.has("edit"));
        await waitForText(page.getByTestId("leaks-table"), title);

        // 2. /adminorders: fits, total with shipping, search, status filter, dispatch with a tracking number.
        await goto(page, "/adminorders");
        await assertNoPageOverflow(page, "/adminorders");
        await expectNoAxeViolations(page);
        await screenshot(page, `admin-defects-orders-${vp.name}`);
        const totals = await page.getByTestId("order-total").allTextContents();
        assert.ok(totals.length > 0, "orders are listed");
        for (const t of totals) {
          const m = /^([\d,]+) pts(?: \(([\d,]+) pts \+ ([\d,]+) pts shipping\))?$/.exec(t.trim());
          assert.ok(m, `a total reads "N pts (subtotal + shipping)": ${t}`);
          if (m[2]) assert.equal(Number(m[1]!.replace(/,/g, "")), Number(m[2].replace(/,/g, "")) + Number(m[3]!.replace(/,/g, "")), `the total includes shipping: ${t}`);
        }
        const search = page.getByRole("search", { name: "Search orders" });
        await search.getByLabel("Buyer or order number").fill("demo");
        await search.getByLabel("Status").selectOption("confirmed");
        await search.getByRole("button", { name: "Search" }).click();
        await page.waitForURL((url) => url.searchParams.get("q") === "demo" && url.searchParams.get("status") === "confirmed");
        await page.getByRole("link", { name: "Clear" }).waitFor();
        await assertNoPageOverflow(page, "/adminorders filtered");
        // The demo manager orders for home delivery; staff confirm it, then dispatch it with a tracking number.
        const demo = await apiAs(DEMO.email, DEMO.password);
        const placed = await demo("/orders", { method: "POST", body: JSON.stringify({ items: [{ productId: "bar-scarf", size: "One Size", quantity: 1 }], deliveryInfo: HOME }) });
        assert.equal(placed.status, 201, await placed.clone().text());
        const orderId = ((await placed.json()) as { order: { id: string } }).order.id;
        const ref = orderId.slice(0, 8);
        await goto(page, `/adminorders?q=${ref}`);
        const row = page.getByTestId("orders-table").locator("tbody tr").first();
        await waitForText(row.getByTestId("order-total"), "140 pts (90 pts + 50 pts shipping)");
        await row.getByRole("button", { name: "Update" }).click(); // pending → confirmed
        await waitForText(page.locator(".alert-success"), `Order ${ref} is now confirmed.`);
        const tracking = `1Z E2E ${vp.name.toUpperCase()} ${Date.now().toString(36).toUpperCase()}`;
        await row.getByLabel(`Tracking number of order ${ref} (optional)`).fill(tracking);
        await screenshot(page, `admin-defects-orders-dispatch-${vp.name}`);
        await row.getByRole("button", { name: "Update" }).click(); // confirmed → shipped
        await waitForText(page.locator(".alert-success"), `Order ${ref} is now shipped.`);
        await waitForText(row, tracking);
        // The buyer is told, tracking number included.
        const notices = ((await (await demo("/users/me/notices")).json()) as { notices: { kind: string; message?: string }[] }).notices.filter((n) => n.kind === "order_status");
        assert.deepEqual(notices.slice(0, 2).map((n) => n.message), [`Your order ${ref} has shipped. Tracking number: ${tracking}.`, `Your order ${ref} is now confirmed.`]);

        // 3. /adminaudit: fits, the dispatch said in words, the raw data still there.
        await goto(page, "/adminaudit?action=order.status");
        await assertNoPageOverflow(page, "/adminaudit");
        await waitForText(page.getByTestId("audit-summary").first(), `Order confirmed → shipped, tracking number ${tracking}.`);
        await page.getByTestId("audit-table").locator("details.audit-raw summary").first().waitFor();
        await expectNoAxeViolations(page);
        await screenshot(page, `admin-defects-audit-${vp.name}`);


        // 4. /addchallenge: a name that is no player's is said at once with the closest player to add; the preview shows the real status.
        await goto(page, "/addchallenge");
        const challenge = page.locator("form.challenge-form");
        await challenge.locator('select[name="gameweek"]').selectOption("16");
        await waitForText(page.locator(".challenge-preview .status-pill"), "Completed");
        await challenge.getByLabel("Required players: add a player").fill("Salahh");
        await challenge.getByRole("button", { name: "Add", exact: true }).first().click();
        await waitForText(page.getByTestId("required-problem"), "No player is named “Salahh”. Did you mean M.Salah (LIV)?");
        // (From the top: scrolled, the sticky bars cover fields, which axe counts as small targets.)
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectNoAxeViolations(page, { label: "/addchallenge (unknown player)" });
        await page.getByTestId("required-problem").scrollIntoViewIfNeeded();
        await screenshot(page, `admin-defects-addchallenge-${vp.name}`, false);
        await page.getByTestId("required-problem").getByRole("button", { name: "Add M.Salah (LIV)" }).click();
        await waitForText(challenge.locator(".chip-required"), "M.Salah (LIV)");
      } finally {
        await context.close();
      }
    });
});
