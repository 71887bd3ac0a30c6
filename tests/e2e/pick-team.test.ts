// Team building: pick 15 through the picker, confirm, choose the XI, captain
// and vice, name the team and validate; a draft survives a reload.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { DESKTOP, PHONE, closeRulesPopup, goto, launchBrowser, pickInto, playerAction, register, screenshot, uniqueUser, withPage } from "./helpers.ts";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe("team builder", () => {
  it("builds, validates and registers a squad for the upcoming gameweek (desktop)", async () => {
    await withPage(browser, DESKTOP, "pick-team-full", async (page) => {
      await register(page, uniqueUser("builder"));
      await goto(page, "/pick-team?gw=18");
      await page.getByRole("heading", { level: 1, name: "GW 18 - Challenge" }).waitFor();
      assert.match(await page.getByTestId("main-button").innerText(), /Confirm Transfer \(0\/15\)/);

      // Gameweek 18's challenge wants a Liverpool captain: the first forward is from LIV.
      await pickInto(page, "FWD-0", "LIV");
      // A player already in the squad is badged in the picker.
      await page.locator('[data-slot="FWD-1"]').click();
      await page.getByRole("dialog").getByPlaceholder("Search by name or club").fill("LIV");
      assert.ok(await page.getByRole("dialog").getByText("Déjà sélectionné").first().isVisible());
      await page.keyboard.press("Escape");

      for (const slot of ["FWD-1", "FWD-2", "MID-0", "MID-1", "MID-2", "MID-3", "MID-4", "DEF-0", "DEF-1", "DEF-2", "DEF-3", "DEF-4", "GK-0", "GK-1"]) await pickInto(page, slot);
      assert.equal(await page.getByTestId("player-count").innerText(), "15/15");

      await page.getByTestId("main-button").click();
      await page.getByRole("heading", { name: "Team Ready!" }).waitFor();
      await page.getByRole("button", { name: "Pick my XI" }).click();
      assert.match(await page.getByTestId("main-button").innerText(), /Validate Team/);

      for (const slot of ["GK-1", "DEF-4", "MID-4", "FWD-2"]) await playerAction(page, slot, "Send to Bench");
      assert.equal(await page.getByTestId("bench-count").innerText(), "4/4 selected");
      await playerAction(page, "FWD-0", "Set as Captain");
      await playerAction(page, "DEF-0", "Set as Vice Captain");
      await page.getByLabel("Team name").fill("Anfield Rollers");
      await page.getByLabel("Manager").selectOption("Arne Slot");
      await screenshot(page, "pick-team-ready-desktop");

      await page.getByTestId("main-button").click();
      await page.getByRole("heading", { name: "Bravo!" }).waitFor();
      await page.getByText("Your team has successfully joined the GW challenge").waitFor();
      await page.getByRole("button", { name: "Keep editing" }).click();
      await page.getByTestId("registered-banner").waitFor();

      // Loading the saved team puts the page straight into pick-team mode.
      await page.reload();
      await page.getByTestId("registered-banner").waitFor();
      assert.match(await page.getByTestId("main-button").innerText(), /Validate Team/);
      assert.equal(await page.getByLabel("Team name").inputValue(), "Anfield Rollers");
      assert.equal(await page.locator('[data-slot="FWD-0"] .armband').innerText(), "C");
    });
  });

  it("keeps a squad in progress across a reload and shows the rules popup on phones", async () => {
    await withPage(browser, PHONE, "pick-team-draft", async (page) => {
      await register(page, uniqueUser("draft"));
      await goto(page, "/pick-team?gw=19");
      await page.getByRole("button", { name: "Got it, let's start!" }).click();
      await pickInto(page, "MID-0");
      await pickInto(page, "DEF-0");
      const name = await page.locator('[data-slot="MID-0"] .slot-name').innerText();
      await screenshot(page, "pick-team-draft-phone");
      await page.reload();
      await closeRulesPopup(page);
      await page.locator('[data-slot="MID-0"][data-player-id]').waitFor();
      assert.equal(await page.locator('[data-slot="MID-0"] .slot-name').innerText(), name);
      assert.equal(await page.getByTestId("player-count").innerText(), "2/15");
    });
  });

  it("shows the status screen of a live gameweek instead of the builder", async () => {
    await withPage(browser, DESKTOP, "pick-team-live", async (page) => {
      await register(page, uniqueUser("live"));
      await goto(page, "/pick-team?gw=17");
      await page.getByRole("heading", { level: 1, name: "Gameweek 17 Live" }).waitFor();
    });
  });
});
