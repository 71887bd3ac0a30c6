// Issue 41, at 390x844 and 1280x800: a chat ban lifted while the person is on the chat screen turns
// the composer back on at once, with no reload (the lobby socket hears the lift and the room's
// socket, closed for good by the ban, opens anew); a message then goes out. Axe clean.
import assert from "node:assert/strict";
import { describe, it, before } from "node:test";
import { ADMIN, REALTIME_TIMEOUT, VIEWPORTS, expectNoAxeViolations, goto, screenshot, signIn, uniqueUser, useBrowser, type TestUser, api, FRENCH_BROWSER } from "./helpers.ts";

const browser = useBrowser([], FRENCH_BROWSER);

let adminToken = "";
before(async () => {
  const login = await api("/auth/login", { json: { email: ADMIN.email, password: ADMIN.password } });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  adminToken = login.body.access_token;
});

describe("a chat ban lifted while the chat is open", () => {
  for (const vp of VIEWPORTS) {
    it(`${vp.name}: the composer turns back on without a reload, and a message goes out`, async () => {
      const user: TestUser & { id?: string } = uniqueUser("chatlift");
      const registered = await api("/auth/register", { json: { ...user, avatar: "avatar2" } });
      assert.equal(registered.status, 201, JSON.stringify(registered.body));
      const id = registered.body.user.id as string;
      assert.equal((await api(`/admin/users/${id}/ban-chat`, { token: adminToken, json: { reason: "Flood", duration: "24h" } })).status, 200);
      await browser.withPage(vp, `chat-ban-lift-${vp.name}`, async (page) => {
        await signIn(page, user.email, user.password, user.username);
        await goto(page, "/chat?room=general");
        await page.getByTestId("chat-ban").waitFor();
        const input = page.getByLabel("Votre message");
        assert.equal(await input.isDisabled(), true);
        // The lobby socket (the header's presence dot; the room's own status stays offline, banned) is up before the lift is sent.
        await page.locator(".presence-dot.online").first().waitFor({ state: "attached", timeout: REALTIME_TIMEOUT });
        // A mark on this document: a reload would wipe it.
        await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

        assert.equal((await api(`/admin/users/${id}/unban-chat`, { token: adminToken, method: "POST" })).status, 200);
        await page.waitForFunction(() => (document.querySelector("#chat-input") as HTMLTextAreaElement | null)?.disabled === false, null, { timeout: REALTIME_TIMEOUT });
        assert.equal(await page.getByTestId("chat-ban").count(), 0);
        assert.equal(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), true, "the page was reloaded");

        const words = `De retour ${Date.now()}`;
        await input.fill(words);
        await input.press("Enter");
        await page.locator("li.chat-msg[data-message-id]", { hasText: words }).first().waitFor({ timeout: REALTIME_TIMEOUT });
        await screenshot(page, `chat-ban-lift-${vp.name}`, false);
        await expectNoAxeViolations(page, { label: `/chat after a lifted ban (${vp.name})` });
      });
    });
  }
});
