// Leaks in the browser (issue 10): post a leak with an image and tags, vote up, switch to
// down, remove; the admin sorts and deletes a leak; axe on the three pages. Phone and desktop.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { ADMIN, VIEWPORTS, expectNoAxeViolations, goto, heading, register, screenshot, signIn, uniqueUser, useBrowser, waitForText, UI_TIMEOUT } from "./helpers.ts";

const browser = useBrowser();

/** A real 2x2 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGP8z8Dwn4GBgYGJAQoAAB4GAQHfzyhSAAAAAElFTkSuQmCC",
  "base64",
);

/** Clicks a vote button and waits for the server's answer (the optimistic state shows before it). */
async function vote(page: Page, button: ReturnType<Page["locator"]>) {
  await Promise.all([page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/leaks")), button.click()]);
}

const temperature = (page: Page, card: ReturnType<Page["locator"]>) => card.getByTestId("leak-temp").innerText().then((t) => Number(t.replace("°", "")));

describe("leaks", () => {
  for (const vp of VIEWPORTS) {
    it(`posts a leak with an image and tags, then votes up, switches down and removes (${vp.name})`, async () => {
      await browser.withPage(vp, `leaks-${vp.name}`, async (page) => {
        await register(page, uniqueUser(`lk${vp.name[0]}`));
        await goto(page, "/addleak");
        await heading(page, "Add New Leak").waitFor();
        const form = page.getByTestId("leak-form");
        const publish = form.getByRole("button", { name: "Publish leak" });
        assert.equal(await publish.isDisabled(), true, "publish waits for title, description and source");
        const title = `Salah rumour ${vp.name} ${Date.now().toString(36)}`;
        await form.getByLabel("Title *").fill(title);
        await form.getByLabel("Description *").fill("He trained alone on Friday.");
        await form.getByLabel("Source *").fill("Club insider");
        await form.getByLabel("Upload an image").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: PNG });
        await form.getByRole("img", { name: "Uploaded image preview" }).waitFor({ timeout: UI_TIMEOUT });
        assert.equal(await form.getByLabel("…or an image URL").isDisabled(), true, "the URL field is disabled once an upload succeeded");
        const tagBox = form.getByRole("textbox", { name: "Tags", exact: true });
        await tagBox.fill("Salah");
        await tagBox.press("Enter");
        await tagBox.fill("Arsenal");
        await form.getByRole("button", { name: "Add tag" }).click();
        await form.getByRole("button", { name: "Remove tag salah" }).waitFor();
        await form.getByRole("button", { name: "Remove tag arsenal" }).waitFor();
        await form.getByLabel("Category").selectOption("injury");
        await screenshot(page, `leaks-add-${vp.name}`);
        await expectNoAxeViolations(page, { label: `/addleak (${vp.name})` });
        await publish.click();
        await waitForText(page.getByTestId("leak-created"), /Leak published/);
        assert.equal(await page.getByTestId("leak-form").getByLabel("Title *").inputValue(), "", "the form resets");
        // The message stays until the next leak (issue 26: it used to vanish after 2 s).
        assert.equal(await page.getByTestId("leak-created").isVisible(), true);

        await goto(page, "/leaks");
        await heading(page, "FPL Leaks & Rumors").waitFor();
        const mine = page.getByTestId("leak-card").filter({ hasText: title });
        await mine.waitFor();
        assert.match(await mine.locator("img.leak-image").getAttribute("src") ?? "", /^\/media\/leaks\//);
        assert.equal(await mine.getByRole("button", { name: /Vote up/ }).isDisabled(), true, "no vote on one's own leak");
        await mine.getByText("#salah").waitFor();

        // Someone else's leak: up, switch to down (-2), remove (+1).
        const other = page.getByTestId("leak-card").filter({ has: page.locator("button.leak-vote-up:not([disabled])") }).first();
        const start = await temperature(page, other);
        await vote(page, other.getByRole("button", { name: "Vote up: I believe it" }));
        await other.getByRole("button", { name: "Remove your upvote" }).waitFor();
        assert.equal(await temperature(page, other), start + 1);
        await vote(page, other.getByRole("button", { name: "Vote down: I doubt it" }));
        await other.getByRole("button", { name: "Remove your downvote" }).waitFor();
        assert.equal(await temperature(page, other), start - 1);
        const id = await other.getAttribute("aria-labelledby");
        await page.reload();
        const again = page.locator(`[aria-labelledby="${id}"]`);
        await again.getByRole("button", { name: "Remove your downvote" }).waitFor();
        assert.equal(await temperature(page, again), start - 1, "the server kept the vote");
        await vote(page, again.getByRole("button", { name: "Remove your downvote" }));
        await again.getByRole("button", { name: "Vote down: I doubt it" }).waitFor();
        assert.equal(await temperature(page, again), start);
        await screenshot(page, `leaks-feed-${vp.name}`, false);
        await expectNoAxeViolations(page, { label: `/leaks (${vp.name})` });
        if (vp.name === "phone") {
          await page.getByRole("link", { name: "Hot Leaks" }).click();
          await page.getByTestId("hot-panel").waitFor();
          await screenshot(page, `leaks-hot-${vp.name}`, false);
        }
      });
    });
  }

  it("the admin sorts by title and deletes a leak after confirming (desktop and phone)", async () => {
    for (const vp of VIEWPORTS) {
      await browser.withPage(vp, `adminleaks-${vp.name}`, async (page) => {
        await signIn(page, ADMIN.email, ADMIN.password, ADMIN.username);
        await goto(page, "/adminleaks");
        await heading(page, "Leaks administration").waitFor();
        await page.getByTestId("leaks-table").getByRole("link", { name: /Title/ }).click();
        await page.waitForURL(/sort=title/);
        await page.locator('[data-testid="leaks-table"] th[aria-sort]', { hasText: "Title" }).waitFor();
        const titles = await page.locator('[data-testid="leaks-table"] tbody tr td:nth-child(2) strong').allInnerTexts();
        const lower = titles.map((t) => t.toLowerCase());
        const asc = [...lower].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        assert.deepEqual(lower, new URL(page.url()).searchParams.get("order") === "asc" ? asc : asc.reverse());
        await expectNoAxeViolations(page, { label: `/adminleaks (${vp.name})` });
        await screenshot(page, `adminleaks-${vp.name}`, false);
        const row = page.locator('[data-testid="leaks-table"] tbody tr').first();
        const victim = await row.getAttribute("data-leak-id");
        assert.ok(victim);
        await row.locator("summary", { hasText: "Delete" }).click();
        await row.getByRole("button", { name: "Yes, delete" }).click();
        await waitForText(page.getByRole("status").filter({ hasText: "Leak deleted" }), "Leak deleted");
        await page.locator(`tr[data-leak-id="${victim}"]`).waitFor({ state: "detached", timeout: UI_TIMEOUT });
      });
    }
  });
});
