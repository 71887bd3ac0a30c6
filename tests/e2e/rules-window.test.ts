// The builder's first-visit rules window (issue 41), at 390x844 (it opens by itself) and 1280x800
// (the same challenge card beside the pitch): before the squad has a player, the challenge's rules read as things to do,
// drawn neutral, never as red failures; with a first player, a rule still unmet turns red.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Locator } from "playwright-core";
import { VIEWPORTS, expectNoAxeViolations, goto, pickInto, register, screenshot, uniqueUser, useBrowser } from "./helpers.ts";

const browser = useBrowser();

/** Each requirement line of the rules: its tone and whether it is drawn in the theme's danger red. */
async function requirementLines(scope: Locator) {
  return scope.getByRole("list", { name: "Challenge requirements" }).locator("li").evaluateAll((items) => {
    const probe = document.createElement("span");
    probe.style.color = "var(--danger)";
    document.body.appendChild(probe);
    const danger = getComputedStyle(probe).color;
    probe.remove();
    return items.map((li) => ({ text: (li.textContent ?? "").trim(), tone: li.getAttribute("data-tone"), red: getComputedStyle(li).color === danger }));
  });
}

describe("the rules window of an empty squad", () => {
  for (const vp of VIEWPORTS) {
    it(`shows the challenge rules as things to do, not red failures, until the squad has players (${vp.name})`, async () => {
      await browser.withPage(vp, "rules-window", async (page) => {
        await register(page, uniqueUser(`rules${vp.name[0]}`));
        // The first visit of this gameweek's builder (registering lands on it: forget that visit).
        await page.evaluate(() => sessionStorage.clear());
        await goto(page, "/pick-team");
        // The phone opens the window by itself; a desktop shows the same card beside the pitch.
        const dialog = page.getByRole("dialog", { name: /^GW \d+ rules$/ });
        const rules = vp.name === "phone" ? dialog : page.locator(".challenge-card");
        await rules.waitFor();
        const lines = await requirementLines(rules);
        assert.ok(lines.length > 0, "the challenge has requirements to show");
        assert.deepEqual(
          lines.filter((l) => l.tone !== "neutral" || l.red),
          [],
          `an empty squad's rules are things to do: ${JSON.stringify(lines)}`,
        );
        await screenshot(page, `rules-window-${vp.name}`, false);
        for (const colorScheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme });
          await expectNoAxeViolations(page, { label: `/pick-team rules window (${colorScheme}, ${vp.name})` });
        }
        await page.emulateMedia({ colorScheme: "light" });
        if (vp.name === "phone") {
          await dialog.getByRole("button", { name: "Got it, let's start!" }).click();
          await dialog.waitFor({ state: "detached" });
        }

        // A first player: what is still missing is now a failure, drawn red.
        await pickInto(page, "GK-0");
        const after = await requirementLines(page.locator(".challenge-card"));
        const unmet = after.filter((l) => l.tone === "unmet");
        assert.ok(unmet.length > 0 && unmet.every((l) => l.red), `with a player, an unmet rule is red: ${JSON.stringify(after)}`);
      });
    });
  }
});
