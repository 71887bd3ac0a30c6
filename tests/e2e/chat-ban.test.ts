// A chat ban where it bites (issue 25), at 390x844 and 1280x800: a chat-banned user opens the
// chat and finds the composer off with the ban's reason and end date (from the page's loader);
// a user banned while on the chat page sees the composer switch off with the reason as the
// room's ban event arrives. Axe clean, nothing wider than the screen.
import assert from "node:assert/strict";
import { describe, it, before } from "node:test";
import type { Page } from "playwright-core";
import { ADMIN, REALTIME_TIMEOUT, VIEWPORTS, expectNoAxeViolations, goto, horizontalOverflow, screenshot, signIn, uniqueUser, useBrowser, waitForText, type TestUser, api, FRENCH_BROWSER } from "./helpers.ts";

const browser = useBrowser([], FRENCH_BROWSER);

async function registered(prefix: string): Promise<TestUser & { id: string }> {
  const user = uniqueUser(prefix);
  const res = await api("/auth/register", { json: { ...user, avatar: "avatar3" } });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return { ...user, id: res.body.user.id };
}

let adminToken = "";
before(async () => {
  const login = await api("/auth/login", { json: { email: ADMIN.email, password: ADMIN.password } });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  adminToken = login.body.access_token;
});

const composer = (page: Page) => page.locator("form.chat-composer");
const BAN_TEXT = /^Vous êtes banni du chat jusqu'au .+\. Raison : /;

describe("a chat ban in the composer", () => {
  for (const vp of VIEWPORTS) {
    it(`${vp.name}: a chat-banned user opens the chat; the composer is off with the reason and end date`, async () => {
      const user = await registered("chatban");
      const ban = await api(`/admin/users/${user.id}/ban-chat`, { token: adminToken, json: { reason: "Liens de spam répétés", duration: "7d" } });
      assert.equal(ban.status, 200, JSON.stringify(ban.body));
      await browser.withPage(vp, `chat-ban-${vp.name}`, async (page) => {
        await signIn(page, user.email, user.password, user.username);
        await goto(page, "/chat?room=general");
        const note = page.getByTestId("chat-ban");
        await note.waitFor();
        const text = (await note.textContent()) ?? "";
        assert.match(text, BAN_TEXT);
        assert.match(text, /Liens de spam répétés$/);
        const input = page.getByLabel("Votre message");
        assert.equal(await input.isDisabled(), true);
        assert.equal(await composer(page).locator('button[type="submit"]').isDisabled(), true);
        assert.equal(await composer(page).locator("input[type=file]").isDisabled(), true);
        // The textarea points to the reason for screen readers.
        assert.match((await input.getAttribute("aria-describedby")) ?? "", /chat-ban/);
        // The room closed the socket as banned: no second banner repeats the reason.
        await page.waitForTimeout(500);
        assert.equal(await page.getByText(BAN_TEXT).count(), 1);
        assert.equal(await horizontalOverflow(page), 0);
        await screenshot(page, `chat-ban-${vp.name}`, false);
        await expectNoAxeViolations(page, { label: `/chat banned (${vp.name})` });
      });
    });
  }

  it("desktop: a ban given while the user is on the chat page switches the composer off with the reason", async () => {
    const user = await registered("chatlive");
    await browser.withPage(VIEWPORTS[1], "chat-ban-live", async (page) => {
      await signIn(page, user.email, user.password, user.username);
      await goto(page, "/chat?room=general");
      await waitForText(page.getByTestId("realtime-status"), "EN LIGNE", REALTIME_TIMEOUT);
      const input = page.getByLabel("Votre message");
      assert.equal(await input.isDisabled(), false);
      await input.fill("Je tape encore");

      const ban = await api(`/admin/users/${user.id}/ban-chat`, { token: adminToken, json: { reason: "Flood en direct", duration: "24h" } });
      assert.equal(ban.status, 200, JSON.stringify(ban.body));
      const note = page.getByTestId("chat-ban");
      await note.waitFor({ timeout: REALTIME_TIMEOUT });
      assert.match((await note.textContent()) ?? "", /^Vous êtes banni du chat jusqu'au .+\. Raison : Flood en direct$/);
      await page.waitForFunction(() => (document.querySelector("#chat-input") as HTMLTextAreaElement | null)?.disabled === true, null, { timeout: REALTIME_TIMEOUT });
      await screenshot(page, "chat-ban-live-desktop", false);
      await expectNoAxeViolations(page, { label: "/chat banned live" });
    });
  });

  for (const vp of VIEWPORTS) {
    it(`${vp.name}: on the wall, a post ban turns the composer off and a comment ban the comment fields, each with its reason`, async () => {
      const user = await registered("wallban");
      const login = await api("/auth/login", { json: { email: user.email, password: user.password } });
      const stadiumId = (await api("/stadiums")).body[0].id as number;
      assert.equal((await api("/stadiums/mine", { token: login.body.access_token, json: { stadiumId } })).status, 200);
      await api("/stadiums/posts", { token: adminToken, json: { stadiumId, title: "Avant-match", content: "Vos pronostics ?", category: "match" } });
      assert.equal((await api(`/posts-moderation/admin/ban-user/${user.id}`, { token: adminToken, json: { reason: "Publicité", duration: "30d" } })).status, 200);
      assert.equal((await api(`/comments-moderation/admin/ban-user/${user.id}`, { token: adminToken, json: { reason: "Insultes", duration: "permanent" } })).status, 200);
      await browser.withPage(vp, `wall-ban-${vp.name}`, async (page) => {
        await signIn(page, user.email, user.password, user.username);
        await goto(page, "/terrace");
        assert.match((await page.getByTestId("post-ban").textContent()) ?? "", /^Vous êtes banni des posts jusqu'au .+\. Raison : Publicité$/);
        assert.equal((await page.getByTestId("comment-ban").textContent())?.trim(), "Vous êtes banni des commentaires. Raison : Insultes");
        // The fieldset turns every field off, the publish button included.
        for (const field of ["input[name=title]", "textarea[name=content]", "button[type=submit]"]) assert.equal(await page.locator(`form.wall-composer ${field}`).isDisabled(), true, field);
        const commentInputs = page.locator('.wall-comments input[name="content"]');
        assert.ok((await commentInputs.count()) > 0);
        for (const input of await commentInputs.all()) assert.equal(await input.isDisabled(), true);
        assert.equal(await horizontalOverflow(page), 0);
        await screenshot(page, `wall-ban-${vp.name}`, false);
        await expectNoAxeViolations(page, { label: `/terrace banned (${vp.name})` });
      });
    });
  }
});
