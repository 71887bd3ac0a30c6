// Issue 25, the stadium archive screen and two checks, in Chromium at phone and desktop size: a
// stadium with posts offers Archive (with its counts), not Delete; archived it stays listed and
// marked, and comes back. A comment deleted by staff with replies shows its placeholder on
// /terrace. axe on each. (The data screen's held extraction is zzz-data-held.test.ts: it rewrites the players.)
import assert from "node:assert/strict";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { ADMIN, chooseLanguage, BASE_URL, DEMO, DESKTOP, PHONE, expectNoAxeViolations, goto, horizontalOverflow, screenshot, signIn, uniqueUser, useBrowser, waitForText } from "./helpers.ts";

const browser = useBrowser();

async function assertNoPageOverflow(page: Page, what: string) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  assert.ok(widths.scroll <= widths.inner, `${what}: the page is ${widths.scroll}px wide in a ${widths.inner}px window`);
  assert.equal(await horizontalOverflow(page), 0, `${what}: no horizontal scroll`);
}

/** A REST client signed in as this account (Bearer token). */
async function apiAs(email: string, password: string) {
  const login = await fetch(`${BASE_URL}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password }) });
  assert.equal(login.status, 200, await login.clone().text());
  const { access_token } = (await login.json()) as { access_token: string };
  return async (pathname: string, init: RequestInit = {}) => {
    const res = await fetch(`${BASE_URL}/api${pathname}`, { ...init, headers: { Authorization: `Bearer ${access_token}`, "Content-Type": "application/json" } });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
}

describe("stadium archive (issue 25)", () => {
  for (const vp of [PHONE, DESKTOP] as const)
    it(`${vp.name}: a stadium with posts is archived, listed as such, and brought back`, async () => {
      const { page, context } = await browser.newPage(vp);
      try {
        await signIn(page, ADMIN.email, ADMIN.password, ADMIN.username);
        await chooseLanguage(page, "fr-FR");
        // /adminstadiums: a stadium with posts offers Archive (not Delete); archived it stays listed, marked, and comes back.
        await goto(page, "/adminstadiums");
        const busy = page.locator(".stadium-card", { has: page.getByTestId("stadium-has-posts") }).first();
        const id = await busy.getAttribute("data-stadium-id");
        const card = page.locator(`.stadium-card[data-stadium-id="${id}"]`);
        assert.match((await card.getByTestId("stadium-usage").textContent())!, /^\d+ post\(s\) · \d+ commentaire\(s\) · \d+ supporter\(s\)$/);
        assert.equal(await card.locator("summary", { hasText: "Supprimer" }).count(), 0, "no delete for a stadium with posts");
        await expectNoAxeViolations(page);
        await card.locator("summary", { hasText: "Archiver" }).click();
        await waitForText(card.locator(".confirm-panel"), /^Archiver .+ \? Ses \d+ post\(s\) restent lisibles/);
        await screenshot(page, `admin-defects-stadium-archive-${vp.name}`, false);
        await card.getByRole("button", { name: "Oui, archiver" }).click();
        await waitForText(page.getByTestId("toast"), "Stade archivé");
        await waitForText(card.locator(".stadium-archived-badge"), "Archivé");
        await assertNoPageOverflow(page, "/adminstadiums");
        await expectNoAxeViolations(page, { label: "/adminstadiums (archived)" });
        await card.scrollIntoViewIfNeeded();
        await screenshot(page, `admin-defects-stadium-archived-${vp.name}`, false);
        await card.getByRole("button", { name: "Réactiver" }).click();
        await waitForText(page.getByTestId("toast"), "Stade réactivé.");
        await card.locator(".stadium-archived-badge").waitFor({ state: "detached" });
      } finally {
        await context.close();
      }
    });
});

describe("checks of issue 25's built parts", () => {
  it("a comment deleted by staff with replies shows '[commentaire supprimé]' and keeps its replies on /terrace", async () => {
    const [demo, admin] = await Promise.all([apiAs(DEMO.email, DEMO.password), apiAs(ADMIN.email, ADMIN.password)]);
    const stadiums = (await demo("/stadiums")).body as { id: number }[];
    const post = await demo("/stadiums/posts", { method: "POST", body: JSON.stringify({ stadiumId: stadiums[0]!.id, title: "Placeholder check", content: "A thread for the placeholder", category: "general" }) });
    assert.equal(post.status, 201, JSON.stringify(post.body));
    const parent = await demo("/stadiums/comments", { method: "POST", body: JSON.stringify({ postId: post.body.id, content: "A comment that staff will remove" }) });
    assert.equal(parent.status, 201, JSON.stringify(parent.body));
    const reply = await admin("/stadiums/comments", { method: "POST", body: JSON.stringify({ postId: post.body.id, parentCommentId: parent.body.id, content: "A reply that stays" }) });
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    assert.equal((await admin(`/comments-moderation/admin/comments/${parent.body.id}`, { method: "DELETE", body: JSON.stringify({ reason: "Off topic" }) })).status, 200);
    // A reader of that wall (the wall shows a chosen stadium; the demo's choice is left alone).
    const reader = uniqueUser("reader");
    const registered = await fetch(`${BASE_URL}/api/auth/register`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ ...reader, avatar: "avatar1" }) });
    assert.equal(registered.status, 201, await registered.clone().text());
    assert.equal((await (await apiAs(reader.email, reader.password))("/stadiums/mine", { method: "POST", body: JSON.stringify({ stadiumId: stadiums[0]!.id }) })).status, 200);
    for (const vp of [PHONE, DESKTOP]) {
      // The wall in French, as the reader's browser asks: the placeholder's French words.
      const { page, context } = await browser.newPage(vp, { locale: "fr-FR" });
      try {
        await signIn(page, reader.email, reader.password, reader.username);
        await goto(page, `/terrace?thread=${post.body.id}`);
        await waitForText(page.getByTestId("comment-placeholder"), "[commentaire supprimé]");
        await waitForText(page.locator("main"), "A reply that stays");
        assert.equal(await page.locator("main").getByText("A comment that staff will remove").count(), 0);
        await assertNoPageOverflow(page, "/terrace thread");
        await screenshot(page, `admin-defects-terrace-placeholder-${vp.name}`);
      } finally {
        await context.close();
      }
    }
  });
});
