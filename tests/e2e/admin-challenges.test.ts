// The challenge admin (issue 14): an admin deletes an unentered challenge, creates it again
// with the form (live preview, real clubs and players), a manager sees it in the Arena, the
// admin edits it and moves its status with a confirmation; the staff home. axe on each page.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ADMIN, DEMO, DESKTOP, PHONE, expectNoAxeViolations, goto, horizontalOverflow, screenshot, signIn, useBrowser, waitForText } from "./helpers.ts";

const browser = useBrowser();
/** Opens a row's 'Change status' panel (it may still be open from the last move). */
async function openMoves(page: import("playwright-core").Page, gw: number) {
  const details = row(page, gw).locator("details.status-moves");
  if ((await details.getAttribute("open")) === null) await details.locator("summary").first().click();
}
const row = (page: import("playwright-core").Page, gw: number) =>
  page.getByTestId("challenges-table").locator("tbody tr", { has: page.locator(`td:first-child`, { hasText: new RegExp(`^${gw}$`) }) });

describe("challenge admin", () => {
  for (const [vp, gw] of [
    [DESKTOP, 38],
    [PHONE, 37],
  ] as const)
  it(`${vp.name}: delete, create with the form, see it as a manager, edit, move its status (gameweek ${gw})`, async () => {
    const admin = await browser.newPage(vp);
    const manager = await browser.newPage(vp);
    try {
      await signIn(admin.page, ADMIN.email, ADMIN.password, ADMIN.username);
      // The spec's hash in the list opens the add screen.
      await goto(admin.page, "/adminchallenges#add");
      await admin.page.waitForURL(/\/addchallenge$/);
      await goto(admin.page, "/adminchallenges");
      await expectNoAxeViolations(admin.page);
      // Sortable by gameweek, name and budget: links, so the URL says so (and it works without JS).
      // (The URL changes a moment before the table re-renders: wait for the cell's text.)
      const firstBudget = admin.page.getByTestId("challenges-table").locator("tbody tr td:nth-child(3)").first();
      await admin.page.getByTestId("challenges-table").getByRole("link", { name: /^Budget/ }).click();
      await admin.page.waitForURL(/sort=budget&order=desc/);
      await waitForText(firstBudget, "£100.0m"); // largest first
      await admin.page.getByTestId("challenges-table").getByRole("link", { name: /^Budget/ }).click();
      await admin.page.waitForURL(/sort=budget&order=asc/);
      await waitForText(firstBudget, "£85.0m"); // smallest first
      await admin.page.getByTestId("challenges-table").getByRole("link", { name: /^Challenge/ }).click();
      await admin.page.waitForURL(/sort=name&order=desc/);
      await waitForText(admin.page.getByTestId("challenges-table").locator("tbody tr td:nth-child(2)").first(), "Villa Armband"); // Z to A
      await goto(admin.page, "/adminchallenges");
      // The last gameweeks have no saved team: it can be deleted (after a confirmation).
      await row(admin.page, gw).locator("summary", { hasText: "Delete" }).click();
      await row(admin.page, gw).getByRole("button", { name: "Yes, delete" }).click();
      await waitForText(admin.page.locator(".alert-success"), "Challenge deleted");
      await row(admin.page, gw).waitFor({ state: "detached" });

      await goto(admin.page, "/addchallenge");
      const form = admin.page.locator("form.challenge-form");
      await form.locator('select[name="gameweek"]').selectOption(String(gw));
      assert.match(await form.getByLabel("Deadline (UK time)").inputValue(), /^\d{4}-\d\d-\d\dT\d\d:\d\d$/, "the gameweek's deadline is filled in");
      await form.getByLabel("Challenge name", { exact: true }).fill("E2E Finale");
      await form.getByLabel("Budget (£m)").fill("95.5");
      await form.getByLabel("Players required from Liverpool").fill("1");
      await form.getByLabel("Excluded players: add a player").fill("Haaland (MCI)");
      await form.getByRole("button", { name: "Add" }).nth(1).click();
      // The preview is the Arena card as managers will see it.
      const preview = admin.page.locator(".challenge-preview");
      await waitForText(preview.locator(".challenge-name"), "E2E Finale");
      await waitForText(preview, /£95\.5m/);
      await waitForText(preview, /Haaland \(MCI\)/);
      // From the top: on a phone, fields scrolled under the fixed bottom bar would count as obscured targets.
      await admin.page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(admin.page);
      await screenshot(admin.page, `admin-addchallenge-${vp.name}`);
      await form.getByRole("button", { name: "Create challenge" }).click();
      await waitForText(admin.page.getByTestId("created-banner"), new RegExp(`Gameweek ${gw}: “E2E Finale” created`));

      // A manager sees it in the Arena (locked gameweeks are listed after the completed ones).
      await signIn(manager.page, DEMO.email, DEMO.password, DEMO.username);
      await goto(manager.page, "/challenges?tab=completed");
      const card = manager.page.locator(`[data-testid="challenge-card"][data-gameweek="${gw}"]`);
      await waitForText(card, /E2E Finale/);
      await waitForText(card, /£95\.5m/);

      // Edit: rename.
      await goto(admin.page, "/adminchallenges");
      await row(admin.page, gw).getByRole("link", { name: `Edit Gameweek ${gw}` }).click();
      const edit = admin.page.locator(".edit-panel form");
      await edit.getByLabel("Challenge name", { exact: true }).fill("E2E Grand Finale");
      await edit.getByRole("button", { name: "Save changes" }).click();
      await waitForText(row(admin.page, gw), /E2E Grand Finale/);

      // Status: the confirmation says what changes for managers; then back to locked.
      await openMoves(admin.page, gw);
      await row(admin.page, gw).locator("summary", { hasText: "Set Upcoming" }).click();
      await waitForText(row(admin.page, gw).locator(".confirm-panel"), /Managers can open this challenge and save teams/);
      await row(admin.page, gw).getByRole("button", { name: "Yes, set upcoming" }).click();
      await waitForText(admin.page.locator(".alert-success"), new RegExp(`Gameweek ${gw} is now upcoming`));
      await openMoves(admin.page, gw);
      await row(admin.page, gw).locator("summary", { hasText: "Set Locked" }).click();
      await row(admin.page, gw).getByRole("button", { name: "Yes, set locked" }).click();
      await waitForText(admin.page.locator(".alert-success"), new RegExp(`Gameweek ${gw} is now locked`));
      // A completed gameweek that paid rewards cannot be reopened: the list says why.
      await openMoves(admin.page, 1);
      await waitForText(row(admin.page, 1), /already paid/);
    } finally {
      await admin.context.close();
      await manager.context.close();
    }
  });

  it("phone: the staff home, the list and the form fit and pass axe", async () => {
    await browser.withPage(PHONE, "admin-challenges-phone", async (page) => {
      await signIn(page, ADMIN.email, ADMIN.password, ADMIN.username);
      await goto(page, "/admin");
      await waitForText(page.getByTestId("staff-tiles"), /Reported posts/);
      await expectNoAxeViolations(page);
      await screenshot(page, "admin-home-phone");
      for (const path of ["/adminchallenges", "/addchallenge", "/adminaudit"]) {
        await goto(page, path);
        assert.ok((await horizontalOverflow(page)) <= 0, `${path} scrolls sideways`);
        await expectNoAxeViolations(page);
        await screenshot(page, `admin${path.replace("/", "-")}-phone`);
      }
      await goto(page, "/adminaudit?action=gameweek.status");
      await waitForText(page.getByTestId("audit-table"), /Gameweek 38/);
    });
  });
});
