// Community votes (/votes): a manager puts a saved team up for rating and starts a PvP poll with
// two real players; another manager (on a phone) rates the team and votes; the server keeps
// every figure. Filters, the create forms that close each other, axe at both widths.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { DEMO, DESKTOP, PHONE, expectNoAxeViolations, goto, register, screenshot, signIn, uniqueUser, useBrowser, waitForText } from "./helpers.ts";

const browser = useBrowser();

describe("community votes", () => {
  it("post a team and a poll on desktop; rate and vote on a phone; the averages and results show", async () => {
    const author = await browser.newPage(DESKTOP);
    const voter = await browser.newPage(PHONE);
    try {
      await signIn(author.page, DEMO.email, DEMO.password, DEMO.username);
      await goto(author.page, "/votes");
      await waitForText(author.page.locator("h1"), "Community Votes");
      await expectNoAxeViolations(author.page);
      // The two create buttons open their forms, one closing the other.
      await author.page.getByRole("link", { name: "Evaluate PvP" }).click();
      await author.page.getByRole("form", { name: "Evaluate PvP" }).waitFor();
      await author.page.getByRole("link", { name: "Evaluate your Team" }).click();
      const teamForm = author.page.getByRole("form", { name: "Evaluate your Team" });
      await teamForm.waitFor();
      assert.equal(await author.page.getByRole("form", { name: "Evaluate PvP" }).count(), 0);
      const title = `My squad ${Date.now().toString(36)}`;
      await teamForm.getByLabel("Title").fill(title);
      assert.ok((await teamForm.getByLabel("Attach one of your saved teams").inputValue()) !== "", "the demo manager has a saved team to attach");
      await teamForm.getByLabel("Tags (comma-separated)").fill("Wildcard, wildcard");
      await expectNoAxeViolations(author.page);
      await teamForm.getByRole("button", { name: "Post my team" }).click();
      await waitForText(author.page.locator(".alert-success"), "Your team is up for rating");
      await goto(author.page, "/votes?filter=mine");
      const mine = author.page.getByTestId("team-vote").filter({ hasText: title });
      await waitForText(mine, /#wildcard/);
      assert.equal(await mine.locator(".mini-pitch .mini-player").count(), 11, "the attached squad's XI on the small pitch");
      await waitForText(mine, /others rate it/);

      await goto(author.page, "/votes?create=pvp");
      const pvp = author.page.getByRole("form", { name: "Evaluate PvP" });
      const pollTitle = `Armband ${Date.now().toString(36)}`;
      await pvp.getByLabel("Title").fill(pollTitle);
      await pvp.getByLabel("Player 1").fill("Haaland (MCI)");
      await pvp.getByLabel("Player 2").fill("M.Salah (LIV)");
      await pvp.getByRole("button", { name: "Start the poll" }).click();
      await waitForText(author.page.locator(".alert-success"), "Your poll is live");
      await screenshot(author.page, "votes-desktop");

      // Another manager, on a phone.
      await register(voter.page, uniqueUser("voter"));
      await goto(voter.page, "/votes");
      const card = voter.page.getByTestId("team-vote").filter({ hasText: title });
      await card.scrollIntoViewIfNeeded();
      // Not every category rated: the French alert, nothing sent.
      await card.getByRole("radio", { name: "4 stars" }).first().check({ force: true });
      await card.getByRole("button", { name: "Rate this team" }).click();
      await waitForText(card.getByRole("alert"), "Please rate every category before submitting");
      // Keys 1-5 set a category's stars.
      for (const [legend, key] of [["Midfield", "5"], ["Attack", "3"], ["Tactics", "4"]] as const) {
        await card.locator("fieldset", { hasText: legend }).getByRole("radio").first().focus();
        await voter.page.keyboard.press(key);
      }
      await card.getByRole("button", { name: "Rate this team" }).click();
      await waitForText(card, /You rated this team/);
      await waitForText(card.getByTestId("averages"), /8\.0\/10 \(1 rating\)/);
      await expectNoAxeViolations(voter.page);

      const poll = voter.page.getByTestId("player-vote").filter({ hasText: pollTitle });
      await poll.scrollIntoViewIfNeeded();
      await poll.getByRole("button", { name: "Haaland" }).click();
      await waitForText(poll, /100% · 1 vote · your pick/);
      assert.equal(await poll.getByRole("button", { name: /Salah/ }).isDisabled(), true);
      await screenshot(voter.page, "votes-phone");
      // After a reload the server's figures are the same.
      await goto(voter.page, "/votes?filter=pvp");
      await waitForText(voter.page.getByTestId("player-vote").filter({ hasText: pollTitle }), /100% · 1 vote · your pick/);
      await goto(voter.page, "/votes?filter=mine");
      await waitForText(voter.page.getByTestId("votes-empty"), "No submitted teams yet");
    } finally {
      await author.context.close();
      await voter.context.close();
    }
  });
});
