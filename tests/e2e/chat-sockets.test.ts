// Issue 42: a person holds at most five sockets in one room (decision 041). On a phone and a
// desktop at once, each with an account of its own: five tabs of the same room come ONLINE, the
// sixth says why it stays closed (no endless 'Connecting', no reconnection), under the sticky
// header; axe on it. Closing one of the five makes a place: a reload of the sixth comes in.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { REALTIME_TIMEOUT, VIEWPORTS, expectNoAxeViolations, goto, register, screenshot, uniqueUser, useBrowser, FRENCH_BROWSER } from "./helpers.ts";

const browser = useBrowser([], FRENCH_BROWSER);
const TOO_MANY = "Vous êtes déjà connecté à ce salon depuis 5 onglets ou appareils : fermez-en un pour ouvrir celui-ci";

async function roomOnline(page: Page, room: string) {
  await page.locator(`.chat-layout[data-room-id="${room}"] [data-testid="realtime-status"]`).filter({ hasText: "EN LIGNE" }).waitFor({ timeout: REALTIME_TIMEOUT });
}

describe("sockets one person holds in one room (issue 42)", () => {
  it("five tabs of a room come ONLINE, the sixth says why it stays closed (phone and desktop at once)", async () => {
    await Promise.all(
      VIEWPORTS.map((vp) =>
        browser.withPage(vp, "chat-sockets", async (first, context) => {
          await register(first, uniqueUser("sk"));
          const tabs = [first];
          for (let i = 1; i < 5; i++) tabs.push(await context.newPage());
          for (const tab of tabs) {
            await goto(tab, "/chat?room=general");
            await roomOnline(tab, "general");
          }
          const sixth = await context.newPage();
          const tickets: number[] = [];
          sixth.on("response", (res) => {
            if (new URL(res.url()).pathname === "/api/realtime/ticket") tickets.push(res.status());
          });
          await goto(sixth, "/chat?room=general");
          const notice = sixth.locator(".chat-notice").filter({ hasText: TOO_MANY });
          await notice.waitFor({ timeout: REALTIME_TIMEOUT });
          assert.equal(await sixth.getByTestId("realtime-status").first().innerText(), "HORS LIGNE");
          // Final: it does not try again by itself.
          const asked = tickets.length;
          await sixth.waitForTimeout(3000);
          assert.equal(tickets.length, asked, "no reconnection after the refusal");
          // The notice is drawn below the sticky header, not under it.
          const header = await sixth.locator("header").first().boundingBox();
          const box = await notice.boundingBox();
          assert.ok(header && box && box.y >= header.y + header.height - 1, `notice at ${box?.y}, header ends at ${header ? header.y + header.height : "?"}`);
          await expectNoAxeViolations(sixth, { label: `/chat six tabs (${vp.name})` });
          await screenshot(sixth, `chat-sockets-sixth-${vp.name}`, false);
          // One of the five closes: the sixth, reloaded, comes in.
          await tabs[0]!.close();
          await sixth.waitForTimeout(500);
          await goto(sixth, "/chat?room=general");
          await roomOnline(sixth, "general");
        }),
      ),
    );
  });
});
