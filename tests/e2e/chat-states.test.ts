// Issue 26, "chat that says what state it is in", on a phone and a desktop at once, each with an
// account of its own (tickets are limited per user): 60+ room switches without running out of
// tickets; the ticket limit, when it bites, says until when instead of an endless 'Connecting';
// axe in both themes on the room list. The offline queue, the heartbeat, the double click, the
// '⋯' size and axe on a message's actions: chat-states-offline.test.ts.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import {
  BASE_URL,
  REALTIME_TIMEOUT,
  VIEWPORTS,
  expectNoAxeViolations,
  goto,
  register,
  screenshot,
  uniqueUser,
  useBrowser,
  type Viewport, FRENCH_BROWSER } from "./helpers.ts";

const browser = useBrowser([], FRENCH_BROWSER);

const status = (page: Page) => page.getByTestId("realtime-status");
const linkState = (page: Page) => page.getByTestId("chat-link-state");

/** Waits until room `room` is the one shown and says ONLINE. */
async function roomOnline(page: Page, room: string, timeout = REALTIME_TIMEOUT) {
  await page.locator(`.chat-layout[data-room-id="${room}"] [data-testid="realtime-status"]`).filter({ hasText: "EN LIGNE" }).waitFor({ timeout });
}

async function openRoom(page: Page, room: string) {
  await goto(page, `/chat?room=${room}`);
  await roomOnline(page, room);
}

/** The rooms a new manager may enter (the list's links without a lock). */
async function publicRooms(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>(".chat-side-rooms a.chat-room-link")]
      .filter((a) => !a.querySelector(".chat-lock"))
      .map((a) => new URL(a.href).searchParams.get("room") ?? ""),
  );
}

/** Counts the realtime tickets the page asks for, and the answers it gets. */
function watchTickets(page: Page) {
  const answers: number[] = [];
  page.on("response", (res) => {
    if (new URL(res.url()).pathname === "/api/realtime/ticket") answers.push(res.status());
  });
  return answers;
}

/** The journey on a phone and a desktop at once, each with an account of its own. */
async function bothViewports(name: string, fn: (page: Page, vp: Viewport) => Promise<void>) {
  await Promise.all(
    VIEWPORTS.map((vp) =>
      browser.withPage(vp, name, async (page) => {
        await register(page, uniqueUser("cs"));
        await fn(page, vp);
      }),
    ),
  );
}

describe("chat states (issue 26)", () => {
  it(`switching through 60+ rooms costs a few tickets, and every room comes ONLINE (phone and desktop at once)`, async () => {
    await bothViewports("chat-states-switch", async (page, vp) => {
      const tickets = watchTickets(page);
      await openRoom(page, "general");
      const rooms = (await publicRooms(page)).filter((r) => r !== "general");
      assert.ok(rooms.length >= 10, `rooms to visit: ${rooms.join(", ")}`);
      const views = page.getByRole("navigation", { name: "Vues du chat" });
      const started = Date.now();
      const switches = 62;
      for (let i = 0; i < switches; i++) {
        const room = rooms[i % rooms.length]!;
        // The phone shows one view at a time: the room list first.
        if (vp.name === "phone") await views.getByRole("link", { name: /Salons/ }).click();
        await page.locator(`.chat-side-rooms a.chat-room-link[href="/chat?room=${room}"]`).click();
        await roomOnline(page, room);
      }
      const seconds = (Date.now() - started) / 1000;
      console.log(`# ${vp.name}: ${switches} room switches in ${seconds.toFixed(1)} s, ${tickets.length} tickets asked (${tickets.join(",")})`);
      assert.ok(!tickets.includes(429), `no ticket refused: ${tickets.join(",")}`);
      // 63 room sockets and the shell's lobby socket: 30 connections a ticket.
      assert.ok(tickets.length <= 4, `${tickets.length} tickets for ${switches + 2} connections`);
      assert.equal(await linkState(page).innerText(), "");
      await page.getByText("Connecting to the arena communication system...").waitFor({ state: "detached" });
    });
  });

  it(`when the ticket limit bites, the room says so and until when, and stops asking (phone and desktop at once)`, async () => {
    await bothViewports("chat-states-limit", async (page, vp) => {
      // Spend the user's tickets (60 per 10 minutes) outside the page.
      let retryAfter = 0;
      for (let i = 0; i < 70 && !retryAfter; i++) {
        const res = await page.request.post("/api/realtime/ticket", { headers: { origin: BASE_URL } });
        if (res.status() === 429) retryAfter = Number(res.headers()["retry-after"]);
        else assert.equal(res.status(), 200);
      }
      assert.ok(retryAfter > 0, "the limit answered 429 with Retry-After");
      const refusedAt = Date.now();
      const tickets = watchTickets(page);
      // The page's timers run on Playwright's clock (time still flows by itself), so that the
      // wait below passes the page's time without spending real seconds.
      await page.clock.install();
      await goto(page, "/chat?room=general");
      await linkState(page).filter({ hasText: /^Trop de connexions au chat : réessayez à \d{2}:\d{2}\.$/ }).waitFor({ timeout: REALTIME_TIMEOUT });
      const shown = /(\d{2}:\d{2})/.exec(await linkState(page).innerText())![1]!;
      // The time is the limit's end, as this browser tells the time (the minute either side: rounding and the round trip).
      const expected = await page.evaluate(
        (ends) => ends.map((ms) => new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit" }).format(ms)),
        [-60_000, 0, 60_000].map((d) => refusedAt + retryAfter * 1000 + d),
      );
      assert.ok(expected.includes(shown), `shown ${shown}, expected one of ${expected.join(", ")}`);
      assert.equal(await status(page).innerText(), "HORS LIGNE");
      // No endless retries while it lasts: 6 s of the page's time (every timer due fires), and
      // a real second for a request they would start to be answered.
      const asked = tickets.length;
      await page.clock.runFor(6000);
      await page.waitForTimeout(1000);
      assert.equal(tickets.length, asked, "no more ticket requests while the limit lasts");
      assert.equal(await page.getByText("Connecting to the arena communication system...").count(), 0);
      await screenshot(page, `chat-limit-${vp.name}`, false);
    });
  });

  it(`axe on the room list in both themes (phone and desktop at once)`, async () => {
    await bothViewports("chat-states-rooms-axe", async (page, vp) => {
      await goto(page, vp.name === "phone" ? "/chat?room=general&view=rooms" : "/chat?room=general");
      await roomOnline(page, "general");
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await expectNoAxeViolations(page, { label: `/chat rooms (${colorScheme}, ${vp.name})` });
        await screenshot(page, `chat-states-rooms-${colorScheme}-${vp.name}`, false);
      }
    });
  });
});
