// Issue 26, "chat that says what state it is in" (continued from chat-states.test.ts), on a phone
// and a desktop, each journey with an account of its own: the browser offline shows OFFLINE at
// once and messages written meanwhile as queued, sent once each, in order, when it is back; a
// link that stops answering without the browser noticing is found by the heartbeat; a double
// click shows the time without opening the menu; the '⋯' size; axe in both themes on a room
// with a message's actions open (the room list: chat-states.test.ts).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import {
  REALTIME_TIMEOUT,
  VIEWPORTS,
  expectNoAxeViolations,
  goto,
  horizontalOverflow,
  register,
  screenshot,
  uniqueUser,
  useBrowser,
  type Viewport, FRENCH_BROWSER } from "./helpers.ts";

const browser = useBrowser([], FRENCH_BROWSER);

const status = (page: Page) => page.getByTestId("realtime-status");
const linkState = (page: Page) => page.getByTestId("chat-link-state");
const messages = (page: Page) => page.getByTestId("chat-messages");
const stored = (page: Page, text: string) => messages(page).locator("li.chat-msg[data-message-id]", { hasText: text });

/** Waits until room `room` is the one shown and says ONLINE. */
async function roomOnline(page: Page, room: string, timeout = REALTIME_TIMEOUT) {
  await page.locator(`.chat-layout[data-room-id="${room}"] [data-testid="realtime-status"]`).filter({ hasText: "EN LIGNE" }).waitFor({ timeout });
}

async function openRoom(page: Page, room: string) {
  await goto(page, `/chat?room=${room}`);
  await roomOnline(page, room);
}

async function send(page: Page, text: string) {
  const input = page.getByLabel("Votre message");
  await input.fill(text);
  await input.press("Enter");
}

async function withUser(vp: Viewport, name: string, fn: (page: Page) => Promise<void>) {
  await browser.withPage(vp, name, async (page) => {
    await register(page, uniqueUser("cs"));
    await fn(page);
  });
}

describe("chat states offline (issue 26)", () => {
  for (const vp of VIEWPORTS) {
    it(`offline: OFFLINE at once, messages queued with a visible mark, sent once each in order when back; double click; '⋯' size; axe (${vp.name})`, async () => {
      await withUser(vp, "chat-states-offline", async (page) => {
        const context = page.context();
        const stamp = Date.now().toString(36);
        await openRoom(page, "transfers");
        // With a mention: axe checks its contrast in one's own bubble below.
        await send(page, `Avant la coupure @demo ${stamp}`);
        const first = stored(page, `Avant la coupure @demo ${stamp}`);
        await first.waitFor({ timeout: REALTIME_TIMEOUT });

        // A double click shows the full time at the first try, without opening the actions.
        await first.locator(".chat-bubble").dblclick();
        await first.locator(".chat-fulltime").waitFor();
        await page.waitForTimeout(500);
        assert.equal(await page.locator(".chat-actions").count(), 0, "no menu after a double click");
        // A single click still opens them.
        await first.locator(".chat-bubble").click();
        await first.locator(".chat-actions").waitFor();

        // The '⋯' button: 44 px on the phone, at least 24 px everywhere.
        const more = await first.locator(".chat-more").boundingBox();
        const min = vp.name === "phone" ? 44 : 24;
        assert.ok(more && more.width >= min && more.height >= min, `'⋯' is ${more?.width}x${more?.height}`);
        const small = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>(".chat-main button, .chat-main a, .chat-header a, .chat-side a")]
            .filter((el) => el.offsetParent !== null)
            .map((el) => ({ el: `${el.tagName.toLowerCase()}.${el.className}`, r: el.getBoundingClientRect() }))
            .filter(({ r }) => r.width < 24 || r.height < 24)
            .map(({ el, r }) => `${el} ${Math.round(r.width)}x${Math.round(r.height)}`),
        );
        assert.deepEqual(small, [], "touch targets under 24 px");

        // axe, both themes: a room with a message and its actions open, and the room list.
        for (const colorScheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme });
          await expectNoAxeViolations(page, { label: `/chat room with actions (${colorScheme}, ${vp.name})` });
          await screenshot(page, `chat-states-actions-${colorScheme}-${vp.name}`, false);
        }
        await page.emulateMedia({ colorScheme: "light" });
        await page.keyboard.press("Escape");

        // The network goes: OFFLINE at once (the browser's event), and the reason under the header.
        const cut = Date.now();
        await context.setOffline(true);
        await status(page).filter({ hasText: "HORS LIGNE" }).waitFor({ timeout: 3000 });
        console.log(`# ${vp.name}: OFFLINE ${Date.now() - cut} ms after the network went`);
        await linkState(page).filter({ hasText: "Hors connexion" }).waitFor();
        const queued = [`Pendant la coupure 1 ${stamp}`, `Pendant la coupure 2 ${stamp}`, `Pendant la coupure 3 ${stamp}`];
        for (const text of queued) await send(page, text);
        const outgoing = messages(page).locator("li.chat-outgoing");
        await outgoing.nth(2).waitFor();
        for (let i = 0; i < 3; i++) {
          const item = outgoing.nth(i);
          assert.match(await item.innerText(), new RegExp(queued[i]!));
          // A visible mark, in the log's text (read by screen readers).
          assert.ok(await item.locator(".chat-queued", { hasText: "En file d'attente" }).isVisible());
          assert.match(await item.innerText(), /partira au retour de la connexion/);
        }
        await screenshot(page, `chat-states-queued-${vp.name}`, false);
        assert.equal(await horizontalOverflow(page), 0, "no sideways scroll");

        // Back online: ONLINE again, the queue leaves, each message once and in order.
        await context.setOffline(false);
        await roomOnline(page, "transfers", 15_000);
        await outgoing.first().waitFor({ state: "detached", timeout: REALTIME_TIMEOUT });
        for (const text of queued) await stored(page, text).waitFor();
        const texts = async (p: Page) =>
          (await messages(p).locator("li.chat-msg[data-message-id] .chat-text").allInnerTexts()).filter((x) => x.includes(stamp));
        assert.deepEqual(await texts(page), [`Avant la coupure @demo ${stamp}`, ...queued]);
        assert.equal(await linkState(page).innerText(), "");
        // The room stored each once: a fresh load of its history agrees.
        await openRoom(page, "transfers");
        assert.deepEqual(await texts(page), [`Avant la coupure @demo ${stamp}`, ...queued]);
      });
    });
    it(`a link that stops answering (no offline event) is found by the heartbeat, then reconnects (${vp.name})`, async () => {
      await withUser(vp, "chat-states-heartbeat", async (page) => {
        const room = vp.name === "phone" ? "club-20" : "club-19";
        // The room's socket goes through the test, which plays a network that dies without the
        // browser noticing: pings get no answer, and later connections reach nothing.
        let dead = false;
        let dropped = 0;
        await page.routeWebSocket(
          (url) => url.pathname === `/parties/chat/${room}`,
          (ws) => {
            if (dead) return; // open as far as the page knows, and silent
            const server = ws.connectToServer();
            ws.onMessage((frame) => {
              if (dead) return void dropped++;
              server.send(frame);
            });
            server.onMessage((frame) => {
              if (!dead) ws.send(frame);
            });
          },
        );
        // The page's timers run on Playwright's clock (time still flows by itself): the
        // heartbeat's 10 s of quiet and 5 s of deadline pass in jumps, not in real seconds.
        await page.clock.install();
        await openRoom(page, room);
        dead = true;
        const pageNow = () => page.evaluate(() => Date.now());
        const since = await pageNow();
        const offline = status(page).filter({ hasText: "HORS LIGNE" });
        while ((await offline.count()) === 0 && (await pageNow()) - since <= 30_000) await page.clock.runFor(1000);
        await offline.waitFor({ timeout: REALTIME_TIMEOUT });
        const seconds = ((await pageNow()) - since) / 1000;
        // The ping left the page: wait for the test's socket to have seen (and dropped) it.
        for (let i = 0; i < 50 && dropped === 0; i++) await new Promise((r) => setTimeout(r, 100));
        console.log(`# ${vp.name}: the heartbeat found the dead link in ${seconds.toFixed(1)} s of the page's time (${dropped} frame(s) lost)`);
        assert.ok(dropped >= 1);
        // 20 s at most by the heartbeat's own numbers (domain/realtime-link.ts), with room for a loaded machine.
        assert.ok(seconds <= 30, `found in ${seconds} s`);
        assert.equal(await page.evaluate(() => navigator.onLine), true, "the browser never said offline");
        await linkState(page).filter({ hasText: "Connexion perdue, reconnexion…" }).waitFor();
        // It stays offline while the network is dead (3 s of the page's time), then comes back by itself.
        await page.clock.runFor(3000);
        await page.waitForTimeout(500); // React renders what the timers changed (its scheduler runs on real time)
        assert.equal(await status(page).innerText(), "HORS LIGNE");
        dead = false;
        // The reconnection made while the network was dead reached nothing: the heartbeat finds
        // that out too (page time again), and the next connection gets through.
        const online = page.locator(`.chat-layout[data-room-id="${room}"] [data-testid="realtime-status"]`).filter({ hasText: "EN LIGNE" });
        const back = await pageNow();
        while ((await online.count()) === 0 && (await pageNow()) - back <= 30_000) await page.clock.runFor(1000);
        await roomOnline(page, room, 30_000);
      });
    });

  }
});
