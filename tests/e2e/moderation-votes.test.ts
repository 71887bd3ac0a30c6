// Polls and team votes in moderation (issue 42) and the row actions' hierarchy (issue 41), at
// 390x844 and 1280x800: a member reports a poll from its card (a confirmed form with an optional
// reason; a second report is refused by the unique key), its author deletes another poll of theirs
// after a confirmation, staff find the reported poll in /adminpolls, where each row's 'Nettoyer' is
// neutral and 'Supprimer' and 'Bannir' danger like the bulk bar's (44 px targets, SVG icons), the ban
// dialog offers what becomes of the author's reported items, and staff remove the poll with a
// reason: the author reads it on /notices in the page's English. Axe clean on each screen.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import type { Locator, Page } from "playwright-core";
import { ADMIN, VIEWPORTS, expectNoAxeViolations, goto, heading, horizontalOverflow, screenshot, signIn, uniqueUser, useBrowser, api, FRENCH_BROWSER } from "./helpers.ts";

const browser = useBrowser([], FRENCH_BROWSER);

async function member(prefix: string) {
  const user = uniqueUser(prefix);
  const reg = await api("/auth/register", { json: { ...user, avatar: "avatar3" } });
  assert.equal(reg.status, 201, JSON.stringify(reg.body));
  return { ...user, token: reg.body.access_token as string, id: reg.body.user.id as string };
}

let players: number[] = [];
before(async () => {
  players = (await api("/players")).body.slice(0, 2).map((p: { id: number }) => p.id);
  assert.equal(players.length, 2);
});

async function poll(token: string, title: string) {
  const res = await api("/votes/players", { token, json: { title, player1: players[0], player2: players[1], action: "captain" } });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.id as string;
}

/** At least 44x44 CSS px (DESIGN §9, on a phone; the desktop keeps the same buttons). */
async function assertTarget(locator: Locator, what: string) {
  const box = await locator.boundingBox();
  assert.ok(box && box.width >= 44 && box.height >= 44, `${what}: ${JSON.stringify(box)}`);
  assert.equal(await locator.locator("svg").count(), 1, `${what}: one SVG icon`);
}

const card = (page: Page, title: string) => page.getByTestId("player-vote").filter({ has: page.getByRole("heading", { name: title }) });

describe("moderating polls", () => {
  for (const vp of VIEWPORTS) {
    it(`${vp.name}: a member reports a poll, its author deletes one, staff remove it from the queue with row buttons in the bar's hierarchy`, async () => {
      const stamp = `${vp.name}${Date.now().toString(36)}`;
      const [author, reporter] = await Promise.all([member(`pa${vp.name}`), member(`pr${vp.name}`)]);
      const reported = `Bad poll ${stamp}`;
      const mine = `My poll ${stamp}`;
      await poll(author.token, reported);
      const ownId = await poll(author.token, mine);

      // The member reports it from its card: one confirmed form, a reason, the result on the page.
      await browser.withPage(vp, `votes-report-${vp.name}`, async (page) => {
        await signIn(page, reporter.email, reporter.password, reporter.username);
        await goto(page, "/votes?filter=pvp");
        const target = card(page, reported);
        const report = target.locator("summary", { hasText: "Signaler" });
        await report.scrollIntoViewIfNeeded();
        await assertTarget(report, "Signaler");
        assert.match((await report.getAttribute("class")) ?? "", /btn-secondary/);
        await report.click();
        await target.getByLabel("Raison").fill("Insulting the players");
        await screenshot(page, `votes-report-open-${vp.name}`, false);
        await expectNoAxeViolations(page, { label: `/votes report (${vp.name})` });
        await target.getByRole("button", { name: "Oui, signaler" }).click();
        await page.getByText("Merci, les modérateurs vont l'examiner.").first().waitFor();
        // Once per reporter: the second is refused with its reason.
        const again = card(page, reported);
        const details = again.locator("details.confirm");
        if ((await details.getAttribute("open")) === null) await again.locator("summary", { hasText: "Signaler" }).click();
        await again.getByRole("button", { name: "Oui, signaler" }).click();
        await page.getByRole("alert").filter({ hasText: "Vous avez déjà signalé ceci" }).first().waitFor();
        assert.equal(await horizontalOverflow(page), 0);
      });

      // Its author deletes their other poll, after a confirmation; there is no report button on their own.
      await browser.withPage(vp, `votes-delete-${vp.name}`, async (page) => {
        await signIn(page, author.email, author.password, author.username);
        await goto(page, "/votes?filter=mine");
        const own = card(page, mine);
        assert.equal(await own.locator("summary", { hasText: "Signaler" }).count(), 0);
        const del = own.locator("summary", { hasText: "Supprimer" });
        await del.scrollIntoViewIfNeeded();
        await assertTarget(del, "Supprimer");
        assert.match((await del.getAttribute("class")) ?? "", /btn-danger/);
        await del.click();
        await own.getByText("Supprimer ce vote et ses notes ? Cette action est définitive.").waitFor();
        await own.getByRole("button", { name: "Oui, supprimer" }).click();
        await page.getByText("Votre vote a été supprimé.").first().waitFor();
        await card(page, mine).waitFor({ state: "detached" });
        assert.equal((await api(`/votes/players/${ownId}`, { token: author.token, method: "DELETE", json: {} })).status, 404);
        await expectNoAxeViolations(page, { label: `/votes mine (${vp.name})` });
      });

      // Staff: the poll in /adminpolls; the row's buttons follow the bulk bar (Nettoyer neutral, Supprimer and Bannir danger).
      await browser.withPage(vp, `adminpolls-${vp.name}`, async (page) => {
        await signIn(page, ADMIN.email, ADMIN.password, ADMIN.username);
        await goto(page, `/adminpolls?author=${encodeURIComponent(author.username)}`);
        await heading(page, "Modération des votes").waitFor();
        const row = page.locator("li[data-item-id]").filter({ hasText: reported });
        await row.waitFor();
        await row.getByText("Insulting the players").waitFor();
        const actions = row.getByTestId("row-actions");
        const clear = actions.locator("summary", { hasText: "Nettoyer" });
        const remove = actions.locator("summary", { hasText: "Supprimer" });
        const ban = actions.locator("summary", { hasText: "Bannir" });
        for (const [name, button, look] of [
          ["Nettoyer", clear, /btn-secondary/],
          ["Supprimer", remove, /btn-danger/],
          ["Bannir", ban, /btn-danger/],
        ] as const) {
          await button.scrollIntoViewIfNeeded();
          await assertTarget(button, name);
          assert.match((await button.getAttribute("class")) ?? "", look, name);
        }
        // The bulk bar has the same hierarchy.
        const bar = page.getByTestId("bulk-bar");
        assert.match((await bar.getByRole("button", { name: "Nettoyer la sélection" }).getAttribute("class")) ?? "", /btn-secondary/);
        await screenshot(page, `adminpolls-row-${vp.name}`, false);
        await expectNoAxeViolations(page, { label: `/adminpolls (${vp.name})` });

        // The ban dialog asks what becomes of the author's reported items.
        await ban.click();
        const choice = row.getByTestId("author-items");
        await choice.getByLabel("Effacer leurs signalements (ils restent visibles)").waitFor();
        assert.equal(await choice.getByLabel("Effacer leurs signalements (ils restent visibles)").isChecked(), true);
        await choice.getByLabel("Les supprimer (l'auteur est prévenu une fois)").waitFor();
        await screenshot(page, `adminpolls-ban-${vp.name}`, false);
        await expectNoAxeViolations(page, { label: `/adminpolls ban dialog (${vp.name})` });
        await ban.click();

        await remove.click();
        await row.getByLabel("Motif donné à l'auteur (facultatif)").fill("Insultes envers les joueurs");
        await row.getByRole("button", { name: "Supprimer" }).click();
        await page.getByText("Vote supprimé avec succès").first().waitFor();
        await page.locator("li[data-item-id]").filter({ hasText: reported }).waitFor({ state: "detached" });
      });

      // The author reads it on /notices, in the page's one language.
      await browser.withPage(vp, `votes-notice-${vp.name}`, async (page) => {
        await signIn(page, author.email, author.password, author.username);
        await goto(page, "/notices");
        await heading(page, "Avis").waitFor();
        const notice = page.getByTestId("notice").first();
        assert.equal((await notice.locator(".notice-message").textContent())?.trim(), `Votre sondage joueurs « ${reported} » a été supprimé par les modérateurs. Raison : Insultes envers les joueurs`);
        assert.equal(await page.locator('main [lang="en"]').count(), 0);
        await screenshot(page, `votes-notice-${vp.name}`, false);
        await expectNoAxeViolations(page, { label: `/notices (${vp.name})` });
      });
    });
  }
});
