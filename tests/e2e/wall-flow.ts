// Shared by wall.test.ts and wall-swap.test.ts (each file within the runner's 120 s). The stadium wall (/terrace) and its moderation (/adminposts, /admincomments, /adminstadiums),
// phone and desktop: choose a stadium, post with a cropped image, comment, reply, react,
// report; a moderator bans the author from posting (reason, duration), the author's next post
// is refused with the message, unban; an admin adds a stadium; axe on the three screens.
import assert from "node:assert/strict";
import { deflateSync } from "node:zlib";
import type { Page } from "playwright-core";
import { ADMIN, BASE_URL, UI_TIMEOUT, expectNoAxeViolations, goto, heading, horizontalOverflow, register, screenshot, signIn, uniqueUser, waitForText, type Viewport, type BrowserSession, FRENCH_BROWSER } from "./helpers.ts";


/** A real PNG (w x h, one colour) for the file input. */
export function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x3c)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

async function chooseStadium(page: Page, club: string) {
  await goto(page, "/terrace");
  // The server remembers the last choice (another run, another device): change it first.
  const change = page.getByRole("button", { name: "Changer de stade" });
  if (await change.count()) await change.click();
  await waitForText(page.locator("main"), /Select your home stadium to get started|Choisissez votre stade pour commencer/);
  // The card is named by what it shows, club first: "Liverpool Anfield Liverpool · 61k" (not Everton's, also in Liverpool).
  await page.getByRole("button", { name: new RegExp(`^${club}`) }).first().click();
  await page.getByRole("button", { name: "Changer de stade" }).waitFor({ timeout: UI_TIMEOUT });
}

async function post(page: Page, title: string, withImage = false) {
  const form = page.getByRole("form", { name: "Nouveau post" });
  await form.getByLabel("Titre").fill(title);
  await form.getByLabel("Contenu").fill(`${title}: le contenu`);
  if (withImage) {
    await form.getByLabel("Image (facultative)").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: png(1200, 900) });
    const dialog = page.getByRole("dialog", { name: /Recadrer/ });
    await dialog.waitFor({ timeout: UI_TIMEOUT });
    await dialog.getByRole("button", { name: "Annuler" }).waitFor();
    await dialog.getByRole("button", { name: "Appliquer le recadrage" }).click();
    await form.getByRole("img", { name: "Aperçu de l'image recadrée" }).waitFor();
  }
  await form.getByRole("button", { name: "Publier" }).click();
}

/** The whole flow with the fan on one viewport and the staff member on the other. */
export async function wallFlow(browser: BrowserSession, userVp: Viewport, staffVp: Viewport) {
  {
    {
      const user = uniqueUser("wall");
      const fan = await browser.newPage(userVp, FRENCH_BROWSER);
      const staff = await browser.newPage(staffVp, FRENCH_BROWSER);
      try {
        await register(fan.page, user);
        await chooseStadium(fan.page, "Liverpool");
        await heading(fan.page, "Anfield").waitFor();
        const title = `Avant-match ${user.username}`;
        await post(fan.page, title, true);
        const article = fan.page.getByRole("article", { name: title });
        await article.waitFor({ timeout: UI_TIMEOUT });
        assert.ok(await article.locator("img.wall-image").count(), "the post shows its image");
        await expectNoAxeViolations(fan.page, { label: `/terrace (${userVp.name})` });
        assert.ok((await horizontalOverflow(fan.page)) <= 0, "no sideways scroll");
        await screenshot(fan.page, `terrace-${userVp.name}`);

        // Comment, reply, react.
        await article.getByLabel("Commentaire", { exact: true }).fill("Allez Liverpool");
        await article.getByRole("button", { name: "Commenter" }).click();
        await waitForText(article, "Allez Liverpool");
        await article.getByText("Répondre / menu").first().click();
        await article.getByLabel("Réponse").first().fill(`@${user.username} moi aussi`);
        await article.getByRole("button", { name: "Répondre", exact: true }).first().click();
        await waitForText(article, "moi aussi");
        await article.getByRole("button", { name: /^Respect/ }).first().click();
        await article.getByRole("button", { name: "Respect 1" }).first().waitFor({ timeout: UI_TIMEOUT });
        // A long press (500 ms) opens a comment's menu on a phone; 'Copier' copies its text.
        const firstComment = article.locator("li.wall-comment").first();
        const menu = firstComment.locator("details.wall-menu").first();
        await firstComment.dispatchEvent("pointerdown", { pointerType: "touch", isPrimary: true });
        await fan.page.waitForTimeout(700);
        await firstComment.dispatchEvent("pointerup", { pointerType: "touch", isPrimary: true });
        assert.equal(await menu.evaluate((d) => (d as HTMLDetailsElement).open), true, "a 500 ms press opened the menu");
        await fan.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
        await menu.getByRole("button", { name: "Copier" }).click();
        await waitForText(menu, "Commentaire copié dans le presse-papier");
        assert.equal(await fan.page.evaluate(() => navigator.clipboard.readText()), "Allez Liverpool");
        await menu.locator(":scope > summary").click();

        await article.getByRole("button", { name: /J'aime · 0/ }).click();
        await article.getByRole("button", { name: /J'aime · 1/ }).waitFor({ timeout: UI_TIMEOUT });

        // Bookmark it and find it under 'Mes favoris'; then edit it from its menu.
        await article.getByRole("button", { name: "Favori", pressed: false }).click();
        await article.getByRole("button", { name: "Favori", pressed: true }).waitFor({ timeout: UI_TIMEOUT });
        await fan.page.getByRole("link", { name: "Mes favoris" }).click();
        await heading(fan.page, "Anfield").waitFor();
        await fan.page.getByRole("article", { name: title }).waitFor({ timeout: UI_TIMEOUT });
        await fan.page.getByRole("link", { name: "Retour au mur" }).click();
        await fan.page.getByRole("form", { name: "Nouveau post" }).waitFor({ timeout: UI_TIMEOUT });
        const mine = fan.page.getByRole("article", { name: title });
        await mine.locator(".wall-post-menu > summary").click();
        await mine.getByRole("link", { name: "Modifier" }).click();
        const edit = fan.page.getByRole("form", { name: /^Modifier/ });
        await edit.getByLabel("Contenu").fill("Contenu modifié avant le match");
        await edit.getByRole("button", { name: "Enregistrer" }).click();
        await waitForText(fan.page.locator("body"), "Post modifié");
        await waitForText(fan.page.getByRole("article", { name: title }), "Contenu modifié avant le match");

        // The staff member reports the post from the wall, then bans its author from posting.
        await signIn(staff.page, ADMIN.email, ADMIN.password, ADMIN.username);
        await chooseStadium(staff.page, "Liverpool");
        const seen = staff.page.getByRole("article", { name: title });
        // The comment first, with a reason; then the post.
        await seen.getByText("Répondre / menu").first().click();
        await seen.getByLabel("Raison du signalement").first().fill("Hors sujet");
        await seen.getByRole("button", { name: "Signaler" }).first().click();
        await waitForText(staff.page.locator("body"), "Commentaire signalé avec succès");
        const postMenu = seen.locator(".wall-post-menu");
        await postMenu.locator(":scope > summary").click();
        await postMenu.getByRole("button", { name: "Signaler" }).click();
        await waitForText(staff.page.locator("body"), "Post signalé avec succès");
        await goto(staff.page, "/adminposts");
        await heading(staff.page, "Modération des posts").waitFor();
        await expectNoAxeViolations(staff.page, { label: `/adminposts (${staffVp.name})` });
        const item = staff.page.locator(".mod-item", { hasText: title });
        await item.getByText("Bannir", { exact: true }).click();
        await item.getByLabel("Raison").fill("Spam répété");
        await item.getByLabel("Durée").selectOption("24h");
        await screenshot(staff.page, `adminposts-ban-${staffVp.name}`);
        await item.getByRole("button", { name: "Confirmer le bannissement" }).click();
        await waitForText(staff.page.locator("body"), `${user.username} a été banni des posts`);
        // The banned author's cases leave the queue with the ban (their reports cleared, issue 42).
        await staff.page.locator(".mod-item", { hasText: title }).waitFor({ state: "detached" });

        await post(fan.page, "Refusé ?");
        await waitForText(fan.page.getByRole("alert"), /Vous êtes banni des posts jusqu'au .*Raison : Spam répété/);

        await goto(staff.page, "/adminposts?tab=banned");
        const banned = staff.page.locator(".mod-item", { hasText: user.username });
        await banned.locator("summary", { hasText: "Débannir" }).click();
        await banned.getByRole("button", { name: "Débannir" }).click();
        await waitForText(staff.page.locator("body"), `${user.username} a été débanni des posts`);
        await goto(fan.page, "/terrace");
        await post(fan.page, `Je suis de retour ${user.username}`);
        await fan.page.getByRole("article", { name: `Je suis de retour ${user.username}` }).waitFor({ timeout: UI_TIMEOUT });

        await goto(staff.page, "/admincomments");
        await heading(staff.page, "Modération des commentaires").waitFor();
        await expectNoAxeViolations(staff.page, { label: `/admincomments (${staffVp.name})` });

        // An admin adds a stadium.
        const ground = `Stade ${user.username}`;
        await goto(staff.page, "/adminstadiums");
        await staff.page.getByText("Ajouter un stade").click();
        await staff.page.locator("#new-name").fill(ground);
        await staff.page.locator("#new-club").fill("FC Test");
        await staff.page.getByRole("button", { name: "Ajouter", exact: true }).click();
        await waitForText(staff.page.locator("body"), "Stade créé avec succès !");
        await staff.page.getByRole("heading", { name: ground }).waitFor();
        await screenshot(staff.page, `adminstadiums-${staffVp.name}`);
      } finally {
        await fan.context.close();
        await staff.context.close();
      }
    }
  }
}
