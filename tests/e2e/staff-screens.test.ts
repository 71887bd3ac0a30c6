// The staff screens' fit and words (issue 41), phone (390x844) and desktop (1280x800): the admin
// pill row shows every pill inside the window at every width; /adminorders on a phone gives each
// value the card's width; /adminusers says what the signed-in role can do (an admin, a moderator);
// the footer's year is the clock's. Axe on the screens touched.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { ADMIN, DESKTOP, PHONE, expectNoAxeViolations, goto, heading, horizontalOverflow, register, screenshot, signIn, submitSignIn, uniqueUser, useBrowser, type Viewport } from "./helpers.ts";

const browser = useBrowser();
const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

/** Every pill of the admin row is whole inside the window, and big enough to tap on a phone. */
async function assertPillsInView(page: Page, vp: Viewport, where: string, admin = true) {
  const pills = await page.locator(".staff-nav a").evaluateAll((links) =>
    links.map((a) => {
      const box = a.getBoundingClientRect();
      return { label: a.textContent?.trim() ?? "", left: box.left, right: box.right, width: box.width, height: box.height };
    }),
  );
  if (admin) {
    assert.ok(pills.length >= 10, `${where}: an admin sees every staff screen (${pills.length} pills)`);
    for (const label of ["Stadiums", "Player Data", "Audit Log"]) assert.ok(pills.some((p) => p.label === label), `${where}: ${label} is in the row`);
  }
  for (const p of pills) {
    assert.ok(p.left >= 0 && p.right <= vp.width, `${where}: "${p.label}" is inside the ${vp.width}px window (${Math.round(p.left)}..${Math.round(p.right)})`);
    if (vp.name === "phone") assert.ok(p.height >= 44 && p.width >= 44, `${where}: "${p.label}" is a 44px target (${p.width}x${p.height})`);
  }
  assert.equal(await horizontalOverflow(page), 0, `${where}: no sideways scroll`);
}

for (const vp of [DESKTOP, PHONE]) {
  describe(`staff screens (${vp.name})`, () => {
    it("the admin pill row shows every pill inside the window", async () => {
      const { page, context } = await browser.newPage(vp);
      try {
        await signIn(page, ADMIN.email, ADMIN.password, ADMIN.username);
        // The staff home, and a page far down the row.
        for (const path of ["/admin", "/adminaudit"]) {
          await goto(page, path);
          await assertPillsInView(page, vp, path);
        }
        await screenshot(page, `staff-nav-${vp.name}`, false);
      } finally {
        await context.close();
      }
    });

    it("/adminorders: each value takes the card's width on a phone; the delivery details on demand", async () => {
      const { page, context } = await browser.newPage(vp);
      try {
        await signIn(page, ADMIN.email, ADMIN.password, ADMIN.username);
        // 3. /adminorders: an order of the admin's own (points credited by an audited adjustment).
        const me = (await (await page.request.get("/api/users/me")).json()).user as { id: string; points: number };
        const credited = await page.request.patch(`/api/users/${me.id}/points`, { data: { points: me.points + 500, reason: "staff screens e2e" }, headers: origin(page) });
        assert.equal(credited.status(), 200, await credited.text());
        const delivery = { firstName: "Ada", lastName: "Lovelace", phone: "+44 20 7946 0000", deliveryMode: "home", address: "1 Anfield Road", city: "Liverpool", postalCode: "L4 0TH", acceptTerms: true };
        const ordered = await page.request.post("/api/orders", { data: { items: [{ productId: "bar-scarf", size: "One Size", quantity: 1 }], deliveryInfo: delivery }, headers: origin(page) });
        assert.equal(ordered.status(), 201, await ordered.text());
        const orderId = (await ordered.json()).order.id as string;
        await goto(page, `/adminorders?q=${orderId.slice(0, 8)}`);
        const row = page.getByTestId("orders-table").locator("tbody tr").first();
        await row.waitFor();
        if (vp.name === "phone") {
          const fit = await row.evaluate((tr) => {
            const rowBox = tr.getBoundingClientRect();
            return [...tr.querySelectorAll("td")].map((td) => {
              const box = td.getBoundingClientRect();
              const lineHeight = parseFloat(getComputedStyle(td).lineHeight) || 20;
              return { label: td.dataset.label ?? td.className, width: box.width, rowWidth: rowBox.width, height: box.height, lineHeight };
            });
          });
          for (const cell of fit) assert.ok(cell.width >= cell.rowWidth * 0.95, `${cell.label}: the cell takes the card's width (${cell.width} of ${cell.rowWidth})`);
          // The date on one line (it broke over four beside an empty half of the card).
          const date = await row.locator("td.order-date").evaluate((td) => {
            const style = getComputedStyle(td);
            const inner = td.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
            return { inner, lineHeight: parseFloat(style.lineHeight) || 20, text: td.textContent };
          });
          assert.ok(date.inner < date.lineHeight * 1.5, `the date holds on one line (${date.inner}px for a ${date.lineHeight}px line: ${date.text})`);
        }
        // The phone and address are behind a link (audited), not in the list.
        assert.ok(!(await page.content()).includes("1 Anfield Road"), "no address in the list");
        await row.locator("details.order-detail summary").click();
        const show = row.getByTestId("show-delivery");
        await show.waitFor();
        const box = (await show.boundingBox())!;
        assert.ok(box.height >= (vp.name === "phone" ? 44 : 24), `the delivery link is a target (${box.height}px)`);
        await show.click();
        await row.getByTestId("order-delivery").waitFor();
        assert.match(await row.getByTestId("order-delivery").innerText(), /1 Anfield Road/);
        await expectNoAxeViolations(page, { label: `/adminorders (${vp.name})` });
        await screenshot(page, `adminorders-${vp.name}`);
      } finally {
        await context.close();
      }
    });

    it("/adminusers says what the signed-in role can do; the footer's year is the clock's", async () => {
      const { page, context } = await browser.newPage(vp);
      try {
        await signIn(page, ADMIN.email, ADMIN.password, ADMIN.username);
        const year = String(new Date().getFullYear());
        assert.match(await page.getByTestId("footer").innerText(), new RegExp(`© ${year} Terrace`), "the footer's year is this year");
        // An admin.
        await goto(page, "/adminusers");
        await heading(page, "User Management").waitFor();
        assert.match(await page.getByTestId("role-abilities").innerText(), /As an administrator you can .*edit, ban or delete/);
        await expectNoAxeViolations(page, { label: `/adminusers as an admin (${vp.name})` });

        // ... and what a moderator can: ban, not edit or delete (a member made moderator for it).
        const mod = uniqueUser("mod");
        const other = await browser.newPage(vp);
        try {
          await register(other.page, mod);
          const modId = (await (await other.page.request.get("/api/users/me")).json()).user.id as string;
          const promoted = await page.request.put(`/api/admin/users/${modId}`, { data: { role: "moderator" }, headers: origin(page) });
          assert.equal(promoted.status(), 200, await promoted.text());
          await other.page.context().clearCookies();
          await goto(other.page, "/");
          await submitSignIn(other.page, mod.email, mod.password);
          await other.page.getByTestId("header-username").waitFor();
          await goto(other.page, `/adminusers?q=${encodeURIComponent(ADMIN.username)}`);
          const said = await other.page.getByTestId("role-abilities").innerText();
          assert.match(said, /As a moderator you can view accounts and ban or unban/);
          assert.match(said, /Editing, deleting, roles and contact details are for administrators/);
          // No email on a moderator's screen.
          assert.ok(!(await other.page.content()).includes(ADMIN.email), "a moderator reads no email");
          await assertPillsInView(other.page, vp, "/adminusers (moderator)", false);
          await expectNoAxeViolations(other.page, { label: `/adminusers as a moderator (${vp.name})` });
          await screenshot(other.page, `adminusers-moderator-${vp.name}`);
        } finally {
          await other.context.close();
        }
      } finally {
        await context.close();
      }
    });
  });
}
