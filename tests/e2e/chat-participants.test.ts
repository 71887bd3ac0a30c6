// The participants panel of a busy room (issue 30): the room's snapshot lists a first page of
// participants and the panel offers the next pages, so that everyone can still be listed. 24
// people connect from Node (registered through the API, each on a socket of their own); a
// viewer (registered for the test) opens the room on a desktop and a phone, lists them all page by page; axe and no
// sideways scroll on the phone.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { chatMessages } from "../../domain/messages/chat.ts";
import { withLocale } from "../../domain/locale.ts";
import { BASE_URL, DESKTOP, PHONE, REALTIME_TIMEOUT, expectNoAxeViolations, goto, horizontalOverflow, screenshot, signIn, uniqueUser, useBrowser, waitForText, FRENCH_BROWSER } from "./helpers.ts";

const browser = useBrowser([], FRENCH_BROWSER);
/** A club room no other journey opens. */
const ROOM = "club-17";
const CROWD = 24;
/** domain/chat.ts SNAPSHOT_PARTICIPANTS (that module is not importable by Node's runner as is). */
const SNAPSHOT_PARTICIPANTS = 20;

/** Registers a user through the API; their bearer token. */
async function registerSomeone(user: ReturnType<typeof uniqueUser>): Promise<string> {
  const registered = await fetch(`${BASE_URL}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...user, avatar: "avatar1" }),
  });
  assert.equal(registered.status, 201, await registered.clone().text());
  return ((await registered.json()) as { access_token: string }).access_token;
}

/** Registers a user and opens a socket of theirs to the room (closed with the test). */
async function connectSomeone(index: number): Promise<WebSocket> {
  const token = await registerSomeone(uniqueUser(`crowd${index}`));
  const ticket = await fetch(`${BASE_URL}/api/realtime/ticket`, { method: "POST", headers: { Authorization: `Bearer ${token}` } });
  assert.equal(ticket.status, 200);
  const { ticket: value } = (await ticket.json()) as { ticket: string };
  const ws = new WebSocket(`${BASE_URL.replace(/^http/, "ws")}/parties/chat/${ROOM}?ticket=${encodeURIComponent(value)}`);
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener("message", (e) => String(e.data).startsWith('{"type":"room_snapshot"') && resolve());
    ws.addEventListener("error", () => reject(new Error(`socket ${index} failed`)));
  });
  return ws;
}

const listed = (page: import("playwright-core").Page) => page.locator('[data-testid="chat-participants"] li');

describe("a busy room's participants, page by page", () => {
  it(`${CROWD + 1} people online: the panel lists ${SNAPSHOT_PARTICIPANTS}, then everyone after 'more' (desktop and phone)`, async () => {
    const crowd: WebSocket[] = [];
    // A viewer of its own, not the demo account: every signed-in page load spends a realtime
    // ticket of its user (60 in 10 minutes), and a dozen other files sign in as the demo.
    const viewer = uniqueUser("viewer");
    await registerSomeone(viewer);
    try {
      for (let i = 0; i < CROWD; i++) crowd.push(await connectSomeone(i));
      for (const viewport of [DESKTOP, PHONE])
        await browser.withPage(viewport, "chat-participants", async (page) => {
          await signIn(page, viewer.email, viewer.password, viewer.username);
          await goto(page, `/chat?room=${ROOM}${viewport === PHONE ? "&view=participants" : ""}`);
          await waitForText(page.getByTestId("realtime-status"), "EN LIGNE", REALTIME_TIMEOUT);
          const more = page.getByRole("button", { name: withLocale("fr-FR", () => chatMessages.ui.moreParticipants) });
          await more.waitFor({ state: "visible", timeout: REALTIME_TIMEOUT });
          assert.equal(await listed(page).count(), SNAPSHOT_PARTICIPANTS);
          await screenshot(page, `chat-participants-first-page-${viewport.name}`, false);
          await more.click();
          await page.waitForFunction((n) => document.querySelectorAll('[data-testid="chat-participants"] li.online').length === n, CROWD + 1, { timeout: REALTIME_TIMEOUT });
          assert.equal(await more.count(), 0, "no more pages once everyone is listed");
          await screenshot(page, `chat-participants-all-${viewport.name}`, false);
          await expectNoAxeViolations(page, { label: `chat participants ${viewport.name}` });
          if (viewport === PHONE) assert.equal(await horizontalOverflow(page), 0);
        });
    } finally {
      for (const ws of crowd) ws.close();
    }
  });
});
