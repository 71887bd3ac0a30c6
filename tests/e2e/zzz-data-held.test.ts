// Issue 25: the data screen's held extraction ('Confirmer et appliquer') fits a phone, then
// applies. It writes 20 players straight into the server's database and then replaces the whole
// player table from the source, so it runs last and alone (zzz-: after the zz-* files, which run
// after every other file): no other journey may pick a player while it runs.
import assert from "node:assert/strict";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { localD1File } from "../../scripts/local-d1.ts";
import { ADMIN, PHONE, expectNoAxeViolations, goto, horizontalOverflow, screenshot, signIn, useBrowser, waitForText } from "./helpers.ts";

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
    const db = new DatabaseSync(localD1File(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../.wrangler/e2e-state")));
    try {
      db.exec("PRAGMA busy_timeout = 5000");
      db.exec(`CREATE TEMP TABLE extra AS SELECT * FROM players ORDER BY id LIMIT 20;
               UPDATE extra SET id = id + 900000, code = code + 900000;
               INSERT INTO players SELECT * FROM extra;`);
    } finally {
      db.close();
    }
    const { page, context } = await browser.newPage(PHONE);
    try {
      await signIn(page, ADMIN.email, ADMIN.password, ADMIN.username);
      await goto(page, "/admindata");
      const card = page.getByTestId("card-extractPlayers");
      await card.getByRole("button", { name: "Extraire les joueurs" }).click();
      const confirm = card.getByTestId("confirm-extraction").getByRole("button", { name: "Confirmer et appliquer" });
      await confirm.waitFor({ timeout: 30_000 });
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
