// The realtime connection: ONLINE after sign-in, presence of other managers, closed on logout.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page, Route } from "playwright-core";
import {
  DESKTOP,
  PHONE,
  REALTIME_TIMEOUT,
  goto,
  heading,
  headerUsername,
  register,
  screenshot,
  signIn,
  signOut,
  uniqueUser,
  waitForText,
  useBrowser, FRENCH_BROWSER } from "./helpers.ts";

const browser = useBrowser();

const status = (page: Page) => page.getByTestId("realtime-status");
/** Who the open room's participants panel lists online (it may be hidden on a phone). */
const connectedNames = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-testid="chat-participants"] li.online')].map((li) => li.getAttribute("data-username") ?? ""));
/** Waits until the connected list holds every name of `include` and none of `exclude`. */
async function waitForNames(page: Page, want: { include?: string[]; exclude?: string[] }, what: string) {
  try {
    await page.waitForFunction(
      ({ include, exclude }) => {
        const names = [...document.querySelectorAll('[data-testid="chat-participants"] li.online')].map((li) => li.getAttribute("data-username") ?? "");
        return include.every((n) => names.includes(n)) && !exclude.some((n) => names.includes(n));
      },
      { include: want.include ?? [], exclude: want.exclude ?? [] },
      { timeout: REALTIME_TIMEOUT },
    );
  } catch (err) {
    throw new Error(`${what}: connected list is ${JSON.stringify(await connectedNames(page).catch(() => null))} (${(err as Error).message})`);
  }
}

async function openChat(page: Page) {
  await goto(page, "/chat");
  await waitForText(status(page), "EN LIGNE", REALTIME_TIMEOUT);
}

describe("realtime connection", () => {
  it("ONLINE after sign-in; two managers see each other; logout closes the connection", async () => {
    // Two accounts of this file's own: the shared demo and admin accounts are signed in by other
    // files running at the same time, whose pages spend the same per-user ticket allowance.
    const phoneUser = uniqueUser("rtp");
    const deskUser = uniqueUser("rtd");
    const demo = await browser.newPage(PHONE, FRENCH_BROWSER);
    const admin = await browser.newPage(DESKTOP, FRENCH_BROWSER);
    try {
      await register(demo.page, phoneUser);
      await openChat(demo.page);
      await register(admin.page, deskUser);
      await openChat(admin.page);

      await waitForNames(admin.page, { include: [phoneUser.username, deskUser.username] }, "the desktop manager sees the phone's");
      await waitForNames(demo.page, { include: [phoneUser.username, deskUser.username] }, "the phone manager sees the desktop's");
      await screenshot(demo.page, "chat-online-phone");
      await screenshot(admin.page, "chat-online-desktop");

      // The header's presence dot agrees.
      assert.equal(await admin.page.locator(".presence-dot.online").count(), 1);

      // Logout (phone: Menu > Logout) closes the phone's connection: the other stops seeing it.
      await signOut(demo.page, PHONE);
      assert.equal(await headerUsername(demo.page).count(), 0);
      await waitForNames(admin.page, { include: [deskUser.username], exclude: [phoneUser.username] }, "the phone's manager left after logout");

      // Signing in again in the same browser context connects again.
      await signIn(demo.page, phoneUser.email, phoneUser.password, phoneUser.username);
      await openChat(demo.page);
      await waitForNames(admin.page, { include: [phoneUser.username] }, "the phone's manager is back");
    } catch (err) {
      await screenshot(demo.page, "realtime-phone-FAILED").catch(() => {});
      await screenshot(admin.page, "realtime-desktop-FAILED").catch(() => {});
      throw err;
    } finally {
      await demo.context.close();
      await admin.context.close();
    }
  });

  it("a connection still starting at logout leaves the next page alone (its late 401 reloads nothing)", async () => {
    // CI once saw the forgot-password wizard fall back to step 1: the lobby socket of the signed-out
    // session got its ticket refused (401) after logout, and its 'session ended' reloaded the data
    // of whatever page was open, which drops a wizard's action data.
    const { context, page } = await browser.newPage(DESKTOP) // the English screens this journey reads;
    try {
      const user = uniqueUser("rtl");
      let held: Route | null = null;
      const ticketAsked = new Promise<void>((resolve) =>
        page.route("**/api/realtime/ticket", (route) => {
          held ??= route;
          if (held === route) resolve();
          else void route.continue();
        }),
      );
      await register(page, user);
      await ticketAsked;
      await signOut(page, DESKTOP);

      await page.getByRole("link", { name: "Forgot password?" }).click();
      await heading(page, "Find Your Account").waitFor();
      await page.getByLabel("Email").fill(user.email);
      await page.getByRole("button", { name: "Find Account" }).click();
      await heading(page, "Security Verification").waitFor();

      const dataLoads: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "GET" && new URL(request.url()).pathname.endsWith(".data")) dataLoads.push(request.url());
      });
      // What the server says to a ticket asked without a session.
      await held!.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ error: { code: "UNAUTHORIZED", message: "Authentication required" } }) });
      await page.waitForTimeout(1_500);
      assert.deepEqual(dataLoads, []);
      assert.equal(await heading(page, "Security Verification").isVisible(), true);
    } catch (err) {
      await screenshot(page, "realtime-late-401-FAILED").catch(() => {});
      throw err;
    } finally {
      await context.close();
    }
  });

  it("signed-out /chat has no connection: it shows the sign-in screen", async () => {
    const { context, page } = await browser.newPage(DESKTOP) // the English screens this journey reads;
    try {
      const sockets: string[] = [];
      page.on("websocket", (ws) => sockets.push(ws.url()));
      await page.goto("/chat");
      await page.getByRole("heading", { name: "Welcome Back" }).waitFor();
      assert.equal(await status(page).count(), 0);
      const ticket = await page.request.post("/api/realtime/ticket");
      assert.equal(ticket.status(), 401);
      assert.deepEqual(sockets, []);
    } finally {
      await context.close();
    }
  });
});
