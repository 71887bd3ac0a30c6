// A saved team never silently reverts: two devices (browser contexts) on one account.
// Device A saves; device B changes the vice-captain and saves; A's older draft is
// refused (409) rather than overwriting B's team, and after a reload A is asked
// whether to keep or discard it instead of seeing it under 'Team registered'.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { DESKTOP, PHONE, closeRulesPopup, goto, pickInto, playerAction, register, screenshot, signIn, uniqueUser, useBrowser } from "./helpers.ts";

const browser = useBrowser();

describe("saved team versions", () => {
  it("never lets an older draft overwrite a team saved on another device", async () => {
    const user = uniqueUser("twodev");
    const a = await browser.newPage(DESKTOP);
    const b = await browser.newPage(PHONE);
    try {
      // Device A builds and registers a squad for gameweek 18 (its captain must play for Liverpool).
      await register(a.page, user);
      await goto(a.page, "/pick-team?gw=18");
      await pickInto(a.page, "FWD-0", "LIV");
      for (const slot of ["FWD-1", "FWD-2", "MID-0", "MID-1", "MID-2", "MID-3", "MID-4", "DEF-0", "DEF-1", "DEF-2", "DEF-3", "DEF-4", "GK-0", "GK-1"]) await pickInto(a.page, slot);
      await a.page.getByTestId("main-button").click();
      await a.page.getByRole("button", { name: "Pick my XI" }).click();
      for (const slot of ["GK-1", "DEF-4", "MID-4", "FWD-2"]) await playerAction(a.page, slot, "Send to Bench");
      await playerAction(a.page, "FWD-0", "Set as Captain");
      await playerAction(a.page, "DEF-0", "Set as Vice Captain");
      await a.page.getByLabel("Team name").fill("Two Devices FC");
      await a.page.getByLabel("Manager").selectOption("Arne Slot");
      await a.page.getByTestId("main-button").click();
      await a.page.getByRole("button", { name: "Keep editing" }).click();
      await a.page.getByTestId("registered-banner").waitFor();

      // Device B opens the saved team, moves the vice-captaincy and validates.
      await signIn(b.page, user.email, user.password, user.username);
      await goto(b.page, "/pick-team?gw=18");
      await closeRulesPopup(b.page);
      await b.page.getByTestId("registered-banner").waitFor();
      await playerAction(b.page, "MID-0", "Set as Vice Captain");
      await b.page.getByTestId("unsaved-banner").waitFor(); // edited, not registered yet
      await b.page.getByTestId("main-button").click();
      await b.page.getByRole("heading", { name: "Bravo!" }).waitFor();

      // Device A, still on the old version, edits and validates: refused, with the reason.
      await playerAction(a.page, "MID-1", "Set as Vice Captain");
      assert.equal(await a.page.getByTestId("registered-banner").count(), 0, "unsaved changes are not 'registered'");
      await a.page.getByTestId("main-button").click();
      await a.page.getByText("This team was changed on another device; reload to see it").waitFor();
      await screenshot(a.page, "team-versions-409-desktop");

      // After a reload A is asked, not silently reverted; discarding shows B's team, registered.
      await a.page.reload();
      const notice = a.page.getByTestId("unsaved-draft");
      await notice.waitFor();
      assert.match(await notice.innerText(), /You have unsaved changes from .*a newer team was saved since/s);
      await screenshot(a.page, "team-versions-notice-desktop");
      await notice.getByRole("button", { name: "Discard" }).click();
      await a.page.getByTestId("registered-banner").waitFor();
      assert.equal(await a.page.locator('[data-slot="MID-0"] .armband').innerText(), "V");
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });
});
