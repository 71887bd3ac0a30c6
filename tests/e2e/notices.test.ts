// The people moderated are told (issue 25), at 390x844 and 1280x800: staff remove a user's wall
// post with a reason; the user's header bell shows one unread notice; the bell opens /notices,
// where the removal reads in the page's English (one language on the page, decision 040) with the reason; marking it read clears the count. The
// same without JavaScript (the bell is a link, marking is a form). Axe clean on /notices.
import assert from "node:assert/strict";
import { describe, it, before } from "node:test";
import { ADMIN, SHELL_PATH, VIEWPORTS, expectNoAxeViolations, goto, heading, horizontalOverflow, screenshot, signIn, uniqueUser, useBrowser, api } from "./helpers.ts";

const browser = useBrowser();

let adminToken = "";
before(async () => {
  adminToken = (await api("/auth/login", { json: { email: ADMIN.email, password: ADMIN.password } })).body.access_token;
  assert.ok(adminToken);
});

/** A new user whose wall post staff removed with a reason (long enough to wrap at 390 px). */
async function userWithRemovedPost(prefix: string) {
  const user = uniqueUser(prefix);
  const reg = await api("/auth/register", { json: { ...user, avatar: "avatar3" } });
  assert.equal(reg.status, 201, JSON.stringify(reg.body));
  const token = reg.body.access_token as string;
  const stadiumId = (await api("/stadiums")).body[0].id as number;
  const post = await api("/stadiums/posts", { token, json: { stadiumId, title: "Arbitre acheté, honte à la ligue entière", content: "Scandale", category: "match" } });
  assert.equal(post.status, 201, JSON.stringify(post.body));
  const removed = await api(`/posts-moderation/admin/posts/${post.body.id}`, { token: adminToken, method: "DELETE", json: { reason: "Accusation sans preuve envers un arbitre nommément désigné" } });
  assert.equal(removed.status, 200, JSON.stringify(removed.body));
  return user;
}

const MESSAGE = 'Your post "Arbitre acheté, honte à la ligue entière" was removed by the moderators. Reason: Accusation sans preuve envers un arbitre nommément désigné';

describe("notices in the shell", () => {
  for (const vp of VIEWPORTS) {
    it(`${vp.name}: the bell counts a removal, opens /notices with the reason in English, and marking it read clears the count`, async () => {
      const user = await userWithRemovedPost(`notice${vp.name}`);
      await browser.withPage(vp, `notices-${vp.name}`, async (page) => {
        await signIn(page, user.email, user.password, user.username);
        // "/" is the builder, whose rules popup opens by itself on a phone: start from another page.
        await goto(page, SHELL_PATH);
        const bell = page.getByTestId("notices-bell");
        assert.equal(await bell.getAttribute("aria-label"), "Notices, 1 unread");
        assert.equal((await page.getByTestId("notices-count").textContent())?.trim(), "1");
        assert.ok(await bell.isVisible());
        await screenshot(page, `notices-bell-${vp.name}`, false);

        await bell.click();
        await heading(page, "Notices").waitFor();
        const notice = page.getByTestId("notice").first();
        assert.equal((await notice.locator(".notice-message").textContent())?.trim(), MESSAGE);
        assert.equal(await notice.locator(".notice-message").getAttribute("lang"), "en");
        // One language on the page: nothing on it is marked French.
        assert.equal(await page.locator('main [lang="fr"]').count(), 0);
        assert.equal(await horizontalOverflow(page), 0);
        await screenshot(page, `notices-page-${vp.name}`, false);
        await expectNoAxeViolations(page, { label: `/notices (${vp.name})` });

        await notice.getByRole("button", { name: "Mark as read" }).click();
        await page.getByRole("status").filter({ hasText: "Notice marked as read." }).waitFor();
        await page.getByTestId("notices-count").waitFor({ state: "detached" });
        assert.equal(await page.getByTestId("notices-bell").getAttribute("aria-label"), "Notices");
        assert.equal(await notice.getByRole("button", { name: "Mark as read" }).count(), 0);
        await expectNoAxeViolations(page, { label: `/notices read (${vp.name})` });
      });
    });
  }

  it("without JavaScript: the bell is a link to /notices, and 'Mark all as read' is a form", async () => {
    const user = await userWithRemovedPost("noticenojs");
    const { context, page } = await browser.newPage(VIEWPORTS[0], { javaScriptEnabled: false });
    try {
      await page.goto("/");
      const form = page.locator("form", { has: page.locator('input[name="intent"][value="login"]') });
      await form.getByLabel("Email").fill(user.email);
      await form.locator('input[name="password"]').fill(user.password);
      await form.getByRole("button", { name: "Sign In" }).click();
      await page.getByTestId("notices-bell").waitFor();
      await page.getByTestId("notices-bell").click();
      await heading(page, "Notices").waitFor();
      assert.equal((await page.getByTestId("notice").first().locator(".notice-message").textContent())?.trim(), MESSAGE);
      await page.getByRole("button", { name: "Mark all as read" }).click();
      await page.getByText("All notices marked as read.").waitFor();
      assert.equal(await page.getByTestId("notices-count").count(), 0);
      assert.equal((await page.getByTestId("notices-unread").textContent())?.trim(), "Everything is read.");
    } finally {
      await context.close();
    }
  });
});
