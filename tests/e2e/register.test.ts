// Register with a preset avatar, sign out, sign in again; the form's field messages.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  DEMO,
  SHELL_PATH,
  VIEWPORTS,
  elementsOutside,
  fillRegister,
  horizontalOverflow,
  goto,
  heading,
  headerUsername,
  screenshot,
  signIn,
  signOut,
  uniqueUser,
  waitForPath,
  waitForText,
  useBrowser,
} from "./helpers.ts";

const browser = useBrowser();

describe("register", () => {
  for (const vp of VIEWPORTS) {
    it(`registers with the 3rd preset avatar, signs out and signs in again (${vp.name})`, async () => {
      await browser.withPage(vp, "register-journey", async (page) => {
        const user = uniqueUser(`reg${vp.name[0]}`);
        await goto(page, "/");
        await page.getByRole("link", { name: "Sign up" }).click();
        await waitForPath(page, "/", "?view=register");
        await heading(page, "Create Account").waitFor();
        const form = await fillRegister(page, user, 2);
        assert.equal(await page.locator('input[name="avatar"][value="avatar3"]').isChecked(), true);
        assert.equal(await page.locator(".avatar-option.selected img").getAttribute("alt"), "Preset avatar3");
        await screenshot(page, `register-filled-${vp.name}`);
        assert.deepEqual(await elementsOutside(page, ".auth-card"), [], "the register form sticks out of its card");
        assert.ok((await horizontalOverflow(page)) <= 0, "the register page scrolls sideways");
        await form.getByRole("button", { name: "Create Account" }).click();

        // Signed in: the shell's header shows the new username and the chosen avatar.
        await waitForText(headerUsername(page), user.username);
        await waitForPath(page, "/");
        await goto(page, SHELL_PATH);
        await waitForText(headerUsername(page), user.username);
        assert.match((await page.locator(".user-chip img.avatar").getAttribute("src")) ?? "", /avatar3/);
        await screenshot(page, `shell-${vp.name}`);
        assert.deepEqual(await elementsOutside(page, ".topbar"), [], "the header's content sticks out of it");
        assert.ok((await horizontalOverflow(page)) <= 0, "the signed-in page scrolls sideways");

        await signOut(page, vp);
        assert.equal(await headerUsername(page).count(), 0);

        await signIn(page, user.email, user.password, user.username);
      });
    });
  }

  it("shows the spec's per-field messages when submitted empty; typing clears a field's error (phone)", async () => {
    await browser.withPage(VIEWPORTS[0], "register-empty", async (page) => {
      await goto(page, "/?view=register");
      await heading(page, "Create Account").waitFor();
      await page.getByRole("button", { name: "Create Account" }).click();
      const errors = page.locator(".field-error");
      await waitForText(errors, "First name is required");
      const all = await errors.allInnerTexts();
      for (const message of [
        "First name is required",
        "Last name is required",
        "Email is required",
        "Username is required",
        "Team name is required",
        "Password is required",
        "Please select a security question",
        "Security answer is required",
      ]) {
        assert.ok(all.includes(message), `missing '${message}' in ${JSON.stringify(all)}`);
      }
      await screenshot(page, "register-errors-phone");
      // Still on the form: nothing was sent.
      await waitForPath(page, "/", "?view=register");

      const firstName = page.getByLabel("First name");
      assert.equal(await firstName.getAttribute("aria-invalid"), "true");
      await firstName.pressSequentially("A");
      await page.getByText("First name is required").waitFor({ state: "detached" });
      assert.equal(await firstName.getAttribute("aria-invalid"), "false");
      // The others stay.
      await page.getByText("Email is required").waitFor();
      await page.getByLabel("Security question").selectOption({ index: 1 });
      await page.getByText("Please select a security question").waitFor({ state: "detached" });
      await page.getByText("Email is required").waitFor();
    });
  });

  it("an invalid email and mismatched passwords get their messages (desktop)", async () => {
    await browser.withPage(VIEWPORTS[1], "register-invalid", async (page) => {
      const user = uniqueUser("inv");
      await goto(page, "/?view=register");
      await fillRegister(page, { ...user, email: "not-an-email" });
      await page.getByLabel("Confirm password").fill(`${user.password}-other`);
      // Leaving the confirmation says so at once, before any submit.
      await page.getByLabel("Confirm password").blur();
      await waitForText(page.locator(".field-error"), "Passwords do not match");
      await page.getByRole("button", { name: "Create Account" }).click();
      await waitForText(page.locator(".field-error"), "Please enter a valid email address");
      await waitForText(page.locator(".field-error"), "Passwords do not match");
      await screenshot(page, "register-errors-desktop");
    });
  });

  it("an email that is already registered shows 'This email is already registered' (desktop)", async () => {
    await browser.withPage(VIEWPORTS[1], "register-existing-email", async (page) => {
      const user = uniqueUser("dup");
      await goto(page, "/?view=register");
      const form = await fillRegister(page, { ...user, email: DEMO.email }, 0);
      await form.getByRole("button", { name: "Create Account" }).click();
      await waitForText(page.locator(".auth-card"), "This email is already registered");
      assert.equal(await headerUsername(page).count(), 0);
      await heading(page, "Create Account").waitFor();
    });
  });
});
