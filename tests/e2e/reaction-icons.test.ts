// Reactions drawn as interface icons (issue 41), at 390x844 and 1280x800: the wall's comment
// reactions and the chat's reaction chips and picker are lucide SVGs with accessible names (no
// emoji, which are empty boxes on a machine without an emoji font); the stored ids do not change
// (a press still counts under its name). The wall with comments, which the demo manager (no
// stadium chosen) does not reach, is measured for 44 px touch targets on the phone here.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Locator, Page } from "playwright-core";
import { REALTIME_TIMEOUT, UI_TIMEOUT, VIEWPORTS, expectNoAxeViolations, goto, register, screenshot, uniqueUser, waitForText, useBrowser, FRENCH_BROWSER } from "./helpers.ts";
import { measureTargets } from "./targets.ts";

const browser = useBrowser([], FRENCH_BROWSER);

const WALL_NAMES = ["Paix", "Respect", "Poignée de main", "Cœur"];
const CHAT_NAMES = ["J'aime", "Cœur", "Rire", "Waouh", "Triste", "En colère", "Feu", "Bravo"];
const EMOJI = /\p{Extended_Pictographic}/u;

/**
 * A button's accessible name as the browser computes it, read from its ARIA snapshot's first line:
 * `- button "Name" [pressed]`, written in YAML (single-quoted when the name holds a quote).
 */
function accessibleName(snapshot: string) {
  let line = snapshot.split("\n")[0]!.replace(/^- /, "");
  if (line.startsWith("'")) line = line.slice(1, line.lastIndexOf("'")).replaceAll("''", "'");
  return /^button "(.*?)"/.exec(line)?.[1] ?? "";
}

/** Each button: one <svg> inside, no emoji in its text, and an accessible name matching `name`. */
async function expectIconButtons(buttons: Locator, name: (label: string) => boolean, what: string) {
  const count = await buttons.count();
  assert.ok(count > 0, `${what}: none found`);
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    const [svgs, text, label] = await Promise.all([
      button.locator("svg").count(),
      button.innerText(),
      // The accessible name as the browser computes it (the first line: `- button "Name" [pressed]`).
      button.ariaSnapshot().then(accessibleName),
    ]);
    assert.equal(svgs, 1, `${what} #${i} ("${label}") is drawn as one <svg>`);
    assert.doesNotMatch(text, EMOJI, `${what} #${i} shows no emoji: "${text}"`);
    assert.ok(name(label), `${what} #${i} has an accessible name: "${label}"`);
  }
}

async function chooseStadium(page: Page, club: string) {
  await goto(page, "/terrace");
  await waitForText(page.locator("main"), /Select your home stadium to get started|Choisissez votre stade pour commencer/);
  await page.getByRole("button", { name: new RegExp(`^${club}`) }).first().click();
  await page.getByRole("button", { name: "Changer de stade" }).waitFor({ timeout: UI_TIMEOUT });
}

describe("reactions as icons", () => {
  for (const vp of VIEWPORTS) {
    it(`wall and chat reactions are SVG icons with accessible names (${vp.name})`, async () => {
      await browser.withPage(vp, "reaction-icons", async (page) => {
        await register(page, uniqueUser("react"));

        // The wall: a stadium with sample posts and comments.
        await chooseStadium(page, "Liverpool");
        const groups = page.getByRole("group", { name: "Réactions" });
        await groups.first().waitFor({ timeout: UI_TIMEOUT });
        const wallButtons = groups.getByRole("button");
        await expectIconButtons(wallButtons, (label) => new RegExp(`^(${WALL_NAMES.join("|")}) \\d+$`).test(label), "wall reaction");
        // A press still counts under its name (the stored id is unchanged).
        const first = groups.first();
        const respect = first.getByRole("button", { name: /^Respect \d+$/ });
        const before = Number(/(\d+)\s*$/.exec(await respect.innerText())![1]);
        await respect.click();
        await first.getByRole("button", { name: `Respect ${before + 1}` }).waitFor({ timeout: UI_TIMEOUT });
        assert.equal(await first.getByRole("button", { name: `Respect ${before + 1}` }).getAttribute("aria-pressed"), "true");
        if (vp.name === "phone") {
          const small = await measureTargets(page, 44);
          assert.deepEqual(small, [], `targets under 44x44 px on /terrace:\n${small.map((o) => `  ${o.what} is ${o.width}x${o.height}`).join("\n")}`);
        }
        await screenshot(page, `reaction-icons-terrace-${vp.name}`, false);
        for (const colorScheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme });
          await expectNoAxeViolations(page, { label: `/terrace (${colorScheme}, ${vp.name})` });
        }
        await page.emulateMedia({ colorScheme: "light" });

        // The chat: a message's picker (quick, then all eight), a reaction from it, the chips.
        await goto(page, "/chat");
        await waitForText(page.getByTestId("realtime-status"), "EN LIGNE", REALTIME_TIMEOUT);
        const item = page.locator("li.chat-msg[data-message-id]").filter({ has: page.locator(".chat-more") }).last();
        await item.locator(".chat-more").click();
        const actions = item.locator(".chat-actions");
        await actions.getByRole("button", { name: "Autres réactions" }).click();
        const picker = actions.locator("button[data-reaction]");
        await picker.nth(CHAT_NAMES.length - 1).waitFor();
        assert.equal(await picker.count(), CHAT_NAMES.length, "the picker offers the eight reactions");
        await expectIconButtons(picker, (label) => CHAT_NAMES.some((n) => label === `Réagir : ${n}`), "chat reaction picker");
        await screenshot(page, `reaction-icons-chat-${vp.name}`, false);
        // The stored id is still the emoji: the room counts the press under its name.
        await actions.getByRole("button", { name: "Réagir : Feu" }).click();
        await item.getByRole("button", { name: /^Feu \d+$/, pressed: true }).waitFor({ timeout: REALTIME_TIMEOUT });
        const chips = page.locator("button.chat-reaction");
        await expectIconButtons(chips, (label) => new RegExp(`^(${CHAT_NAMES.join("|")}) \\d+$`).test(label), "chat reaction chip");
        for (const colorScheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme });
          await expectNoAxeViolations(page, { label: `/chat (${colorScheme}, ${vp.name})` });
        }
      });
    });
  }
});
