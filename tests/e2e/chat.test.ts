// The chat in two browsers (a phone and a desktop): both join a room and see each other online,
// one types (the other sees it), sends a text and an image, the other replies and reacts;
// scrolling up loads history; a moderator deletes a reported message and it leaves both screens;
// axe on /chat and /adminreports.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import {
  ADMIN,
  BASE_URL,
  DEMO,
  DESKTOP,
  PHONE,
  REALTIME_TIMEOUT,
  expectNoAxeViolations,
  goto,
  horizontalOverflow,
  screenshot,
  signIn,
  useBrowser,
  waitForText, FRENCH_BROWSER, fillSignIn, uniqueUser, api } from "./helpers.ts";

// Chromium's fake microphone for the voice test (a real MediaRecorder recording of a test tone,
// no prompt): switches of this file's one browser, which the other tests never ask a device of.
const browser = useBrowser(["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"]);

/** A 1x1 PNG (checked by content on the server). */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

const ROOM = "general";
const status = (page: Page) => page.getByTestId("realtime-status");
/** The message scroller (a column-reverse box: scrollTop 0 is the bottom, the top is -scrollHeight). */
const messages = (page: Page) => page.getByTestId("chat-messages");
const message = (page: Page, text: string) => messages(page).locator("li.chat-msg[data-message-id]", { hasText: text });

async function openRoom(page: Page, room = ROOM) {
  await goto(page, `/chat?room=${room}`);
  await online(page);
}

/** The room's status says online (by its state, whatever language the account reads). */
const online = (page: Page) => page.locator('[data-testid="realtime-status"].online').first().waitFor({ timeout: REALTIME_TIMEOUT });

/** Waits until the participants panel lists `username` online (it may be hidden on a phone). */
async function waitOnline(page: Page, username: string) {
  await page.waitForFunction((name) => !!document.querySelector(`[data-testid="chat-participants"] li.online[data-username="${name}"]`), username, {
    timeout: REALTIME_TIMEOUT,
  });
}

async function send(page: Page, text: string) {
  const input = page.getByLabel("Votre message");
  await input.fill(text);
  await input.press("Enter");
}

const byId = (page: Page, id: string) => messages(page).locator(`li.chat-msg[data-message-id="${id}"]`);

async function openActions(page: Page, id: string) {
  const item = byId(page, id);
  await item.locator(".chat-more").click();
  return item.locator(".chat-actions");
}

/**
 * Accounts of this journey's own: the demo and admin accounts are signed in by many journeys, and
 * each full page load spends one of an account's realtime tickets (60 per 10 minutes), so late in
 * the suite theirs can be spent. `role: "admin"` is promoted by the demo admin.
 */
async function ownAccount(prefix: string, role?: "admin") {
  const user = uniqueUser(prefix);
  const made = await api("/auth/register", { json: { ...user, avatar: "avatar3" } });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  if (role) {
    const admin = await api("/auth/login", { json: { email: ADMIN.email, password: ADMIN.password } });
    const promoted = await api(`/admin/users/${made.body.user.id}`, { method: "PATCH", token: admin.body.access_token, json: { role } });
    assert.equal(promoted.status, 200, JSON.stringify(promoted.body));
  }
  return user;
}

describe("chat", () => {
  it("two managers chat live: presence, typing, text, image, reply, reaction, history, moderation", async () => {
    const phone = await browser.newPage(PHONE, FRENCH_BROWSER);
    const desk = await browser.newPage(DESKTOP, FRENCH_BROWSER);
    const stamp = Date.now().toString(36);
    const [manager, moderatorAccount] = await Promise.all([ownAccount("chatm"), ownAccount("chata", "admin")]);
    try {
      await signIn(phone.page, manager.email, manager.password, manager.username);
      await signIn(desk.page, moderatorAccount.email, moderatorAccount.password, moderatorAccount.username);
      await openRoom(phone.page);
      await openRoom(desk.page);

      // Each sees the other online: the desktop in its panel, the phone in its participants view.
      await waitOnline(desk.page, manager.username);
      await phone.page
        .getByRole("navigation", { name: "Vues du chat" })
        .getByRole("link", { name: /Participants/ })
        .click();
      const people = phone.page.getByTestId("chat-participants");
      await people.locator(`li.online[data-username="${moderatorAccount.username}"]`).waitFor();
      assert.match(await people.locator(`li[data-username="${moderatorAccount.username}"]`).innerText(), /En ligne/);
      await screenshot(phone.page, "chat-participants-phone", false);
      await phone.page.getByRole("navigation", { name: "Vues du chat" }).getByRole("link", { name: /Chat/ }).click();

      // Typing shows on the other screen, and stops after the send.
      await phone.page.getByLabel("Votre message").pressSequentially("Sal", { delay: 30 });
      await waitForText(desk.page.getByTestId("chat-typing"), `${manager.username} est en train d'écrire…`, REALTIME_TIMEOUT);
      await phone.page.getByLabel("Votre message").fill("");

      // A text with a mention, then an image; the desktop gets both live.
      const hello = `Salut @${moderatorAccount.username}, prêt pour le derby ? ${stamp}`;
      await send(phone.page, hello);
      await message(desk.page, stamp).waitFor({ timeout: REALTIME_TIMEOUT });
      const helloId = (await message(desk.page, stamp).getAttribute("data-message-id"))!;
      assert.equal(await byId(desk.page, helloId).locator("mark.chat-mention-me").innerText(), `@${moderatorAccount.username}`);
      await byId(phone.page, helloId).waitFor();
      assert.equal(await byId(phone.page, helloId).evaluate((el) => el.classList.contains("mine")), true, "own message right-aligned");
      await waitForText(desk.page.getByTestId("chat-typing"), /^\s*$/, REALTIME_TIMEOUT).catch(() => {});
      await phone.page.locator('input[type="file"][name="file"]').setInputFiles({
        name: "tifo.png",
        mimeType: "image/png",
        buffer: PNG,
      });
      const image = desk.page.locator("li.chat-msg[data-message-id] img.chat-image").last();
      await image.waitFor({ timeout: REALTIME_TIMEOUT });
      assert.match((await image.getAttribute("src")) ?? "", /^\/media\/chat-images\//);

      // The desktop replies (a quote of the phone's message) and reacts with a heart.
      const actions = await openActions(desk.page, helloId);
      await actions.getByRole("button", { name: "Répondre" }).click();
      await desk.page.getByText(`Réponse à ${manager.username}`).waitFor();
      const reply = `Toujours prêt ! ${stamp}-r`;
      await send(desk.page, reply);
      const replied = message(phone.page, `${stamp}-r`);
      await replied.waitFor({ timeout: REALTIME_TIMEOUT });
      assert.match(await replied.locator(".chat-quote").innerText(), new RegExp(`${manager.username}\\s+Salut @${moderatorAccount.username}, prêt pour le derby \\?`));
      // One cannot reply to one's own message.
      const replyId = (await replied.getAttribute("data-message-id"))!;
      const own = await openActions(desk.page, replyId);
      assert.equal(await own.getByRole("button", { name: "Répondre" }).count(), 0);
      await own.getByRole("button", { name: "Copier" }).focus();
      await desk.page.keyboard.press("Escape");
      await own.waitFor({ state: "detached" });

      const react = await openActions(desk.page, helloId);
      await react.getByRole("button", { name: "Réagir : Cœur" }).click();
      const heart = byId(phone.page, helloId).getByRole("button", { name: /^Cœur \d+$/ });
      await heart.waitFor({ timeout: REALTIME_TIMEOUT });
      assert.match(await heart.innerText(), /1/);
      // The same again removes it (optimistic, then confirmed by the room).
      await byId(desk.page, helloId).getByRole("button", { name: /^Cœur \d+$/ }).click();
      await heart.waitFor({ state: "detached", timeout: REALTIME_TIMEOUT });

      // A reply to the image: the room quotes it by its type, and each screen says it with an icon
      // and its reader's word (issue 45), never an emoji frozen in the writer's language.
      const imageId = (await desk.page.locator("li.chat-msg[data-message-id]").filter({ has: desk.page.locator("img.chat-image") }).last().getAttribute("data-message-id"))!;
      await (await openActions(desk.page, imageId)).getByRole("button", { name: "Répondre" }).click();
      await desk.page.locator(".chat-reply-preview .chat-quote-text svg").waitFor();
      await send(desk.page, `Belle tifo ${stamp}-i`);
      const quotedImage = message(phone.page, `${stamp}-i`).locator(".chat-quote");
      await quotedImage.waitFor({ timeout: REALTIME_TIMEOUT });
      assert.match(await quotedImage.innerText(), new RegExp(`${manager.username}\\s+Image`));
      assert.equal(await quotedImage.locator("svg").count(), 1, "the image's quote draws its icon");
      assert.doesNotMatch(await quotedImage.innerText(), /📷/);
      await screenshot(phone.page, "chat-room-phone", false);
      await screenshot(desk.page, "chat-room-desktop", false);

      await expectNoAxeViolations(phone.page, { label: "/chat (phone)" });
      await expectNoAxeViolations(desk.page, { label: "/chat (desktop)" });
      assert.equal(await horizontalOverflow(phone.page), 0, "no sideways scroll on the phone");

      // The desktop (a moderator) reports the phone's message, then deletes it from /adminreports:
      // it leaves both chat screens.
      const menu = await openActions(desk.page, helloId);
      await menu.getByRole("button", { name: "Signaler" }).click();
      await waitForText(desk.page.locator(".chat-notice"), "Message signalé avec succès");
      const again = await openActions(desk.page, helloId);
      await again.getByRole("button", { name: "Signaler" }).click();
      await waitForText(desk.page.locator(".chat-notice"), "Vous avez déjà signalé ce message");

      const mod = await desk.context.newPage();
      await goto(mod, "/adminreports");
      await mod.getByRole("heading", { level: 1, name: "Messages signalés" }).waitFor();
      const item = mod.locator(`li.mod-item[data-message-id="${helloId}"]`);
      await item.waitFor();
      assert.match(await item.innerText(), new RegExp(manager.username));
      assert.match(await item.innerText(), new RegExp(`Signalé par \\(1\\) : ${moderatorAccount.username}`));
      await expectNoAxeViolations(mod, { label: "/adminreports" });
      await screenshot(mod, "adminreports-desktop");
      await item.locator("summary", { hasText: "Supprimer" }).click();
      await item.getByRole("button", { name: "Supprimer" }).click();
      await waitForText(mod.getByTestId("toast"), "Message supprimé avec succès");
      await byId(phone.page, helloId).waitFor({
        state: "detached",
        timeout: REALTIME_TIMEOUT,
      });
      await byId(desk.page, helloId).waitFor({
        state: "detached",
        timeout: REALTIME_TIMEOUT,
      });
      await mod.getByRole("link", { name: /Utilisateurs bannis/ }).click();
      await expectNoAxeViolations(mod, { label: "/adminreports?tab=banned" });
      await mod.close();

      // History: 25 more messages in another room (staff are not rate limited), then a fresh page
      // shows the 10 latest; scrolling up loads 10 older at a time until there are no more.
      for (let i = 1; i <= 25; i++) {
        const res = await desk.page.request.post("/api/chat/rooms/fantasy-tips/messages", {
          headers: { origin: BASE_URL },
          data: { type: "text", content: `Historique ${stamp} n°${i}` },
        });
        assert.equal(res.status(), 201, await res.text());
      }
      const reader = await desk.context.newPage();
      await openRoom(reader, "fantasy-tips");
      const listed = () => messages(reader).locator("li.chat-msg[data-message-id]").count();
      assert.equal(await listed(), 10);
      await message(reader, `Historique ${stamp} n°25`).waitFor();
      assert.equal(await message(reader, `Historique ${stamp} n°15`).count(), 0);
      await messages(reader).evaluate((el) => (el.scrollTop = -el.scrollHeight));
      await message(reader, `Historique ${stamp} n°15`).waitFor();
      assert.equal(await listed(), 20);
      for (let i = 0; i < 40 && (await messages(reader).getByText("No more messages to load").count()) === 0; i++) {
        await messages(reader).evaluate((el) => (el.scrollTop = -el.scrollHeight));
        await reader.waitForTimeout(200);
      }
      await messages(reader)
        .locator(".chat-text")
        .filter({ hasText: new RegExp(`${stamp} n°1$`) })
        .waitFor();
      const ids = await messages(reader)
        .locator("li.chat-msg[data-message-id]")
        .evaluateAll((els) => els.map((el) => el.getAttribute("data-message-id")));
      assert.equal(new Set(ids).size, ids.length, "no duplicate while paging");
      // Scrolled up, a new message is not followed: the unread divider and 'jump to latest' show.
      const fresh = await phone.page.request.post("/api/chat/rooms/fantasy-tips/messages", {
        headers: { origin: BASE_URL },
        data: { type: "text", content: `Tout frais ${stamp}` },
      });
      assert.equal(fresh.status(), 201);
      const jump = reader.getByRole("button", { name: /1 nouveau message/ });
      await jump.waitFor({ timeout: REALTIME_TIMEOUT });
      assert.equal(await messages(reader).locator(".chat-unread").count(), 1);
      await jump.click();
      await jump.waitFor({ state: "detached" });
      assert.ok(await message(reader, `Tout frais ${stamp}`).isVisible());
      await reader.close();

      // A live match room (the live gameweek of the local data) shows the score in its header.
      const match = await desk.context.newPage();
      await openRoom(match);
      const matchRoom = match.locator('.chat-side-rooms a[href^="/chat?room=match-"]').first();
      await matchRoom.click();
      await match.waitForURL(/room=match-/);
      await online(match);
      assert.match((await match.getByTestId("chat-score").getAttribute("aria-label")) ?? "", /^Score : .+ \d+ - \d+ .+/);
      await screenshot(match, "chat-match-desktop", false);
      await match.close();
    } catch (err) {
      await screenshot(phone.page, "chat-phone-FAILED").catch(() => {});
      await screenshot(desk.page, "chat-desktop-FAILED").catch(() => {});
      throw err;
    } finally {
      await phone.context.close();
      await desk.context.close();
    }
  });

  it("/adminreports works without JavaScript: ban with a reason and a duration (the next message is refused), then unban", async () => {
    const author = await browser.newPage(DESKTOP, FRENCH_BROWSER);
    const { context, page } = await browser.newPage(DESKTOP, {
      ...FRENCH_BROWSER,
      javaScriptEnabled: false,
    });
    const stamp = Date.now().toString(36);
    const origin = { origin: BASE_URL };
    try {
      // Demo writes over REST (the same path as the socket); the admin reports it.
      await signIn(author.page, DEMO.email, DEMO.password, DEMO.username);
      const posted = await author.page.request.post("/api/chat/rooms/tactics/messages", {
        headers: origin,
        data: { type: "text", content: `Publicité interdite ${stamp}` },
      });
      assert.equal(posted.status(), 201, await posted.text());
      const { message: sent } = (await posted.json()) as {
        message: { id: string };
      };

      await page.goto("/");
      const form = page.locator("form", {
        has: page.locator('input[name="intent"][value="login"]'),
      });
      await fillSignIn(page, ADMIN.email, ADMIN.password);
      await page.getByTestId("header-username").waitFor();
      const report = await page.request.post(`/api/chat/messages/${sent.id}/report`, { headers: origin, data: { reason: "Spam" } });
      assert.equal(report.status(), 200, await report.text());

      await page.goto("/adminreports");
      const item = page.locator(`li.mod-item[data-message-id="${sent.id}"]`);
      await item.waitFor();
      assert.match(await item.innerText(), /Publicité interdite/);
      assert.match(await item.innerText(), /Mercato|Tactique/);
      await item.locator("summary", { hasText: "Bannir" }).click();
      await item.getByLabel("Raison").fill("Spam répété");
      await item.getByLabel("Durée").selectOption("24h");
      await item.getByRole("button", { name: "Confirmer le bannissement" }).click();
      await waitForText(page.getByTestId("toast"), "demo a été banni du chat");
      // The very next message is refused, also in a room that holds none of the user's sockets.
      const refused = await author.page.request.post("/api/chat/rooms/tactics/messages", { headers: origin, data: { type: "text", content: "encore" } });
      assert.equal(refused.status(), 403);

      // The ban cleared the banned author's reports (the dialog's default, issue 42): the message left the list.
      await page.goto("/adminreports");
      await page.locator("h1").waitFor();
      assert.equal(await page.locator(`li.mod-item[data-message-id="${sent.id}"]`).count(), 0);

      await page.goto("/adminreports?tab=banned");
      const banned = page.locator("li.mod-item", { hasText: "demo" });
      await banned.waitFor();
      assert.match(await banned.innerText(), /Spam répété/);
      await screenshot(page, "adminreports-banned-desktop");
      await banned.locator("summary", { hasText: "Débannir" }).click();
      await banned.getByRole("button", { name: "Débannir" }).click();
      await waitForText(page.getByTestId("toast"), "demo a été débanni du chat");
      const again = await author.page.request.post("/api/chat/rooms/tactics/messages", {
        headers: origin,
        data: { type: "text", content: `De retour ${stamp}` },
      });
      assert.equal(again.status(), 201);
    } finally {
      // Whatever failed above, demo leaves unbanned for the journeys after this one.
      const demoId = await author.page.request
        .get("/api/users/me")
        .then(async (r) => (await r.json()) as { user?: { id?: string }; id?: string })
        .catch(() => null);
      const id = demoId?.user?.id ?? demoId?.id;
      if (id) await page.request.post(`/api/admin/users/${id}/unban-chat`, { headers: origin }).catch(() => {});
      await context.close();
      await author.context.close();
    }
  });

  it("without JavaScript: the room list, the latest messages and the composer work", async () => {
    const { context, page } = await browser.newPage(PHONE, { ...FRENCH_BROWSER, javaScriptEnabled: false });
    const stamp = Date.now().toString(36);
    try {
      await page.goto("/");
      const form = page.locator("form", { has: page.locator('input[name="intent"][value="login"]') });
      await fillSignIn(page, DEMO.email, DEMO.password);
      await page.getByTestId("header-username").waitFor();
      await page.goto("/chat?room=transfers&view=rooms");
      await page.locator('.chat-side-rooms a[href="/chat?room=tactics"]').click();
      await page.waitForURL(/room=tactics/);
      assert.ok((await messages(page).locator("li.chat-msg[data-message-id]").count()) > 0, "the latest messages are in the page");
      await page.getByLabel("Votre message").fill(`Sans JavaScript ${stamp}`);
      await page.getByRole("button", { name: "Envoyer" }).click();
      await message(page, `Sans JavaScript ${stamp}`).waitFor();
      assert.equal(await message(page, `Sans JavaScript ${stamp}`).evaluate((el) => el.classList.contains("mine")), true);
    } finally {
      await context.close();
    }
  });

  it("the voice button records with the microphone (a fake device here) and sends the recording", async () => {
    // Chromium's fake microphone (this file's browser switches): a real MediaRecorder recording of a test tone, no prompt.
    const context = await browser.browser.newContext({ baseURL: BASE_URL, viewport: { width: DESKTOP.width, height: DESKTOP.height }, locale: "fr-FR", timezoneId: "Europe/London" });
    try {
      await context.grantPermissions(["microphone"], { origin: BASE_URL });
      const page = await context.newPage();
      const voice = await ownAccount("chatv");
      await signIn(page, voice.email, voice.password, voice.username);
      await openRoom(page, "transfers");
      const record = page.getByRole("button", { name: "Enregistrer un message vocal" });
      await record.click();
      await page.getByRole("status").filter({ hasText: "Enregistrement en cours…" }).waitFor();
      await page.waitForTimeout(1500);
      await page.getByRole("button", { name: "Arrêter et envoyer l'enregistrement" }).click();
      const audio = messages(page).locator("li.chat-msg.mine[data-message-id] audio.chat-audio").last();
      await audio.waitFor({ timeout: REALTIME_TIMEOUT });
      const src = (await audio.getAttribute("src")) ?? "";
      assert.match(src, /^\/media\/chat-audio\/.+\.(webm|m4a)$/);
      const media = await page.request.get(src);
      assert.equal(media.status(), 200);
      assert.ok((await media.body()).length > 1000, "a real recording, not a placeholder");
    } finally {
      await context.close();
    }
  });
});
