// Team building: pick 15 through the picker, confirm, choose the XI, captain
// and vice, name the team and validate; a draft survives a reload.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  DESKTOP,
  PHONE,
  VIEWPORTS,
  closeRulesPopup,
  expectNoAxeViolations,
  goto,
  pickInto,
  playerAction,
  register,
  screenshot,
  uniqueUser,
  useBrowser,
} from "./helpers.ts";

const browser = useBrowser();

describe("team builder", () => {
  it("builds, validates and registers a squad for the upcoming gameweek (desktop)", async () => {
    await browser.withPage(DESKTOP, "pick-team-full", async (page) => {
      await register(page, uniqueUser("builder"));
      await goto(page, "/pick-team?gw=18");
      await page.getByRole("heading", { level: 1, name: "GW 18 - Challenge" }).waitFor();
      assert.match(await page.getByTestId("main-button").innerText(), /Confirm Transfer \(0\/15\)/);

      // Gameweek 18's challenge wants a Liverpool captain: the first forward is from LIV.
      await pickInto(page, "FWD-0", "LIV");
      // A player already in the squad is badged in the picker.
      await page.locator('[data-slot="FWD-1"]').click();
      await page.getByRole("dialog").getByPlaceholder("Search by name or club").fill("LIV");
      assert.ok(await page.getByRole("dialog").getByText("Already selected").first().isVisible());
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
      await expectNoAxeViolations(page, { label: "pick-team, XI with captain, vice and bench (desktop)" });

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
    await browser.withPage(PHONE, "pick-team-draft", async (page) => {
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
    await browser.withPage(DESKTOP, "pick-team-live", async (page) => {
      await register(page, uniqueUser("live"));
      await goto(page, "/pick-team?gw=17");
      await page.getByRole("heading", { level: 1, name: "Gameweek 17 Live" }).waitFor();
    });
  });

  for (const vp of VIEWPORTS) {
    it(`has no serious or critical axe violations: the builder, the picker and (phone) the rules popup (${vp.name})`, async () => {
      await browser.withPage(vp, "pick-team-axe", async (page) => {
        await register(page, uniqueUser(`axe${vp.name[0]}`));
        await goto(page, "/pick-team?gw=18");
        await page.getByRole("heading", { level: 1, name: "GW 18 - Challenge" }).waitFor();
        await closeRulesPopup(page);
        // The builder with an empty pitch but one player (the full journey above checks a finished XI).
        await pickInto(page, "MID-0");
        await expectNoAxeViolations(page, { label: `pick-team (${vp.name})` });
        // Phones: the rules popup (it opens by itself once per gameweek; the Rules button, shown on phones only, opens it again).
        if (vp.name === "phone") {
          await page.getByRole("button", { name: "Rules", exact: true }).click();
          await page.getByRole("button", { name: "Got it, let's start!" }).waitFor();
          await expectNoAxeViolations(page, { label: `pick-team rules popup (${vp.name})` });
          await closeRulesPopup(page);
        }
        await page.locator('[data-slot="FWD-0"]').click();
        await page.getByRole("dialog").getByRole("heading", { name: /^Select .* Player$/ }).waitFor();
        await expectNoAxeViolations(page, { label: `pick-team picker (${vp.name})` });
      });
    });
  }
});
