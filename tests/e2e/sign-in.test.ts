// Sign-in screen: demo credentials box, wrong password, redirects of signed-out users.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  DEMO,
  VIEWPORTS,
  expectNoAxeViolations,
  goto,
  heading,
  headerUsername,
  screenshot,
  signIn,
  submitSignIn,
  waitForPath,
  waitForText,
  useBrowser,
} from "./helpers.ts";

const browser = useBrowser();

describe("sign-in screen", () => {
  for (const vp of VIEWPORTS) {
    it(`shows the spec's sign-in form and the demo credentials box (${vp.name})`, async () => {
      await browser.withPage(vp, "signin", async (page) => {
        await goto(page, "/");
        await heading(page, "Welcome Back").waitFor();
        await page.getByText("Sign in to your Fantasy Premier League account").waitFor();
        const demo = page.getByTestId("demo-credentials");
        await demo.waitFor();
        const text = await demo.innerText();
        assert.match(text, /demo@terrace\.local/);
        assert.match(text, /admin@terrace\.local/);
        assert.equal(await page.getByRole("link", { name: "Forgot password?" }).isVisible(), true);
        assert.equal(await page.getByRole("link", { name: "Sign up" }).isVisible(), true);
        assert.equal(await page.getByRole("checkbox", { name: "Remember me" }).isVisible(), true);
        // Show/hide toggle of the password field.
        const password = page.locator('input[name="password"]');
        assert.equal(await password.getAttribute("type"), "password");
        await page.getByRole("button", { name: "Show" }).click();
        assert.equal(await password.getAttribute("type"), "text");
        await page.getByRole("button", { name: "Hide" }).click();
        assert.equal(await password.getAttribute("type"), "password");
        await screenshot(page, `signin-${vp.name}`);
        await expectNoAxeViolations(page, { label: `sign-in (${vp.name})` });
      });
    });

    it(`a wrong password shows 'Invalid email or password' (${vp.name})`, async () => {
      await browser.withPage(vp, "signin-wrong-password", async (page) => {
        await goto(page, "/");
        await submitSignIn(page, DEMO.email, "not-the-password");
        await waitForText(page.getByRole("alert"), "Invalid email or password");
        assert.equal(await headerUsername(page).count(), 0);
        await heading(page, "Welcome Back").waitFor();
      });
    });
  }

  it("signed out, /chat leads to the sign-in screen, and signing in returns to /chat", async () => {
    await browser.withPage(VIEWPORTS[1], "signin-redirect", async (page) => {
      await page.goto("/chat");
      await waitForPath(page, "/", "?redirectTo=%2Fchat");
      await heading(page, "Welcome Back").waitFor();
      await submitSignIn(page, DEMO.email, DEMO.password);
      await waitForPath(page, "/chat");
      await waitForText(headerUsername(page), DEMO.username);
    });
  });

  it("/login and an unknown path end at '/' (signed out and signed in)", async () => {
    await browser.withPage(VIEWPORTS[1], "signin-unknown-path", async (page) => {
      for (const p of ["/login", "/no-such-page-e2e", "/deeply/nested/unknown"]) {
        const res = await page.goto(p);
        assert.ok(res?.ok(), `${p} answered ${res?.status()}`);
        assert.equal(new URL(page.url()).pathname, "/", `${p} ended at ${page.url()}`);
        assert.equal(new URL(page.url()).search, "", `${p} ended at ${page.url()}`);
        await heading(page, "Welcome Back").waitFor();
      }
      await signIn(page, DEMO.email, DEMO.password, DEMO.username);
      for (const p of ["/login", "/no-such-page-e2e"]) {
        await page.goto(p);
        assert.equal(new URL(page.url()).pathname, "/", `${p} ended at ${page.url()}`);
        await waitForText(headerUsername(page), DEMO.username);
      }
    });
  });
});
