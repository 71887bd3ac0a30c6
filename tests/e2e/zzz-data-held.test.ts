// Issue 25: the data screen's held extraction ('Confirmer et appliquer') fits a phone, then
// applies; issue 41: it reads as a warning (never a green success) and says how many saved teams
// pick a player it would remove. It writes 20 players straight into the server's database and then replaces the whole
// player table from the source, so it runs last and alone (zzz-: after the zz-* files, which run
// after every other file): no other journey may pick a player while it runs.
import assert from "node:assert/strict";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { localD1File } from "../../scripts/local-d1.ts";
import { ADMIN, chooseLanguage, DESKTOP, PHONE, expectNoAxeViolations, goto, horizontalOverflow, screenshot, signIn, useBrowser, waitForText } from "./helpers.ts";

const browser = useBrowser();

async function assertNoPageOverflow(page: Page, what: string) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  assert.ok(widths.scroll <= widths.inner, `${what}: the page is ${widths.scroll}px wide in a ${widths.inner}px window`);
  assert.equal(await horizontalOverflow(page), 0, `${what}: no horizontal scroll`);
}

describe("the data screen's held extraction", () => {
  it("the data screen's held extraction: 'Confirmer et appliquer' fits a phone, then applies", async () => {
    // A held extraction needs more removals than a normal week: 20 players the source does not
    // have, written straight into the local database the server runs on.
    // The main database's file (the state also holds the game's shards: scripts/local-d1.ts tells them apart).
    const state = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../.wrangler/e2e-state");
    const db = new DatabaseSync(localD1File(state));
    let openGameweeks: number[];
    let extraIds: number[];
    try {
      db.exec("PRAGMA busy_timeout = 5000");
      db.exec(`CREATE TEMP TABLE extra AS SELECT * FROM players ORDER BY id LIMIT 20;
               UPDATE extra SET id = id + 900000, code = code + 900000;
               INSERT INTO players SELECT * FROM extra;`);
      extraIds = (db.prepare("SELECT id FROM players WHERE id >= 900000 ORDER BY id").all() as { id: number }[]).map((r) => r.id);
      openGameweeks = (db.prepare("SELECT id FROM gameweeks WHERE status != 'completed'").all() as { id: number }[]).map((r) => r.id);
    } finally {
      db.close();
    }
    // Issue 41: the held extraction says how many saved teams pick a player it would remove. Three
    // saved teams of a gameweek to come (on each shard that has some) are made to pick one.
    let holding = 0;
    for (const binding of ["SHARD_1", "SHARD_2", "SHARD_3"]) {
      const shard = new DatabaseSync(localD1File(state, binding));
      try {
        shard.exec("PRAGMA busy_timeout = 5000");
        const ids = (shard.prepare(`SELECT id FROM challenger_teams WHERE gameweek IN (${openGameweeks.join(",") || "NULL"}) ORDER BY id LIMIT 3`).all() as { id: string }[]).map((r) => r.id);
        for (const id of ids) shard.prepare("UPDATE challenger_teams SET picks = json_replace(picks, '$[0].playerId', ?) WHERE id = ?").run(extraIds[0]!, id);
        holding += ids.length;
      } finally {
        shard.close();
      }
    }
    const heldText = holding === 1 ? "1 équipe enregistrée contient des joueurs retirés." : holding === 0 ? "Aucune équipe enregistrée ne contient les joueurs retirés." : `${holding} équipes enregistrées contiennent des joueurs retirés.`;

    /** The held extraction's notice: a warning (amber, not the success's green), with the teams count. */
    async function assertHeldWarning(page: Page, label: string) {
      const card = page.getByTestId("card-extractPlayers");
      const notice = card.getByTestId("result-extractPlayers");
      await waitForText(notice, "Rien n'a été modifié", 30_000);
      await waitForText(notice, heldText);
      const look = await notice.evaluate((el) => {
        const probe = document.createElement("p");
        probe.className = "alert alert-success";
        el.parentElement!.appendChild(probe);
        const success = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return { className: el.className, background: getComputedStyle(el).backgroundColor, success };
      });
      assert.ok(!/success/.test(look.className), `${label}: the held notice is no success (${look.className})`);
      assert.match(look.className, /alert-warning/, `${label}: a warning`);
      assert.notEqual(look.background, look.success, `${label}: not the success's colour`);
    }

    // Desktop first: the held notice, left unconfirmed.
    {
      const { page, context } = await browser.newPage(DESKTOP);
      try {
        await signIn(page, ADMIN.email, ADMIN.password, ADMIN.username);
        await chooseLanguage(page, "fr-FR");
        await goto(page, "/admindata");
        await page.getByTestId("card-extractPlayers").getByRole("button", { name: "Extraire les joueurs" }).click();
        await assertHeldWarning(page, "desktop");
        await page.getByTestId("card-extractPlayers").scrollIntoViewIfNeeded();
        await screenshot(page, "admindata-held-desktop", false);
      } finally {
        await context.close();
      }
    }

    const { page, context } = await browser.newPage(PHONE);
    try {
      await signIn(page, ADMIN.email, ADMIN.password, ADMIN.username);
      await chooseLanguage(page, "fr-FR");
      await goto(page, "/admindata");
      const card = page.getByTestId("card-extractPlayers");
      await card.getByRole("button", { name: "Extraire les joueurs" }).click();
      const confirm = card.getByTestId("confirm-extraction").getByRole("button", { name: "Confirmer et appliquer" });
      await confirm.waitFor({ timeout: 30_000 });
      await assertHeldWarning(page, "phone");
      await assertNoPageOverflow(page, "/admindata (held)");
      const box = (await confirm.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `the button fits the screen: ${JSON.stringify(box)}`);
      assert.ok(box.height >= 24, "a target of 24 px at least");
      await expectNoAxeViolations(page, { label: "/admindata (held extraction)" });
      await confirm.scrollIntoViewIfNeeded();
      await screenshot(page, "admin-defects-admindata-held-phone", false);
      await confirm.click();
      await waitForText(card.getByTestId("result-extractPlayers"), /Extraction réussie : \d+ joueurs importés/, 30_000);
    } finally {
      await context.close();
    }
  });
});
