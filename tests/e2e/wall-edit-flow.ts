// A wall post's menu and edit form (issue 26), phone and desktop, on this file's own stadium and
// accounts: the ⋯ menu opens over the page (the card keeps its size), the delete confirmation has
// Annuler; Modifier turns the post's card into its edit form in place, full width; Annuler gives
// the post back unchanged with the focus on its menu; the image is replaced by a new crop, then
// removed, and each old object is gone; 'Favori' (bookmark) and 'Enregistrer' (save) are two
// words; what a thumb presses is at least 24 px, 44 px on the phone; axe finds no serious or
// critical violation in the light and dark themes in the chooser, wall, thread, crop, edit and
// delete confirmation states; without JavaScript the edit form opens and saves too.
// Shared by wall-edit.test.ts (390 px and no JavaScript) and wall-edit-desktop.test.ts (1280 px):
// twelve axe runs a width take most of a minute, so each width is its own file within the runner's limit.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import type { Locator, Page } from "playwright-core";
import { ADMIN, BASE_URL, PHONE, expectNoAxeViolations, goto, horizontalOverflow, screenshot, signIn, uniqueUser, useBrowser, waitForText, waitUntilNothingLoads, type Viewport, FRENCH_BROWSER, fillSignIn } from "./helpers.ts";
import { png } from "./wall-flow.ts";

const THEMES = ["light", "dark"] as const;

/** axe in both themes (the OS preference picks the theme when the user chose none, as theme-axe.test.ts does). */
async function axeBothThemes(page: Page, state: string, vp: Viewport) {
  for (const colorScheme of THEMES) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page, { label: `/terrace ${state} (${colorScheme}, ${vp.name})` });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  assert.ok(b, "not rendered");
  return b;
}

/** Height and width of what a finger presses: at least 24 px (WCAG 2.2), 44 px on the phone. */
async function assertTarget(locator: Locator, vp: Viewport, what: string) {
  const b = await box(locator);
  const min = vp.name === "phone" ? 44 : 24;
  assert.ok(b.height >= min && b.width >= min, `${what} is ${b.width.toFixed(0)}x${b.height.toFixed(0)} px (at least ${min} px at ${vp.width} px)`);
  return b;
}

/** The journey at `viewports`, and the no-JavaScript pass when `noJs`; call once per file. */
export function wallEditJourney(viewports: readonly Viewport[], noJs: boolean) {
  const browser = useBrowser([], FRENCH_BROWSER);
  const fan = uniqueUser("edit");
  const club = `Edit FC ${Date.now().toString(36)}`;
  let headers: Record<string, string> = { origin: BASE_URL };
  let stadiumId = 0;
  /** Each viewport's own post (with an image and a comment), and one more for the no-JS pass. */
  const posts: Record<string, { id: number; title: string; image: string }> = {};

  async function seedPost(title: string) {
    const ctx = await browser.newPage(PHONE, FRENCH_BROWSER);
    try {
      const upload = await ctx.page.request.post("/api/upload/post-image", { headers, multipart: { file: { name: "photo.png", mimeType: "image/png", buffer: png(640, 360) } } });
      assert.equal(upload.status(), 201, await upload.text());
      const image = ((await upload.json()) as { fileUrl: string }).fileUrl;
      const made = await ctx.page.request.post("/api/stadiums/posts", { headers, data: { stadiumId, title, content: `${title} : le texte d'origine`, image } });
      assert.equal(made.status(), 201, await made.text());
      const id = ((await made.json()) as { id: number }).id;
      const comment = await ctx.page.request.post("/api/stadiums/comments", { headers, data: { postId: id, content: "Premier commentaire" } });
      assert.equal(comment.status(), 201, await comment.text());
      return { id, title, image };
    } finally {
      await ctx.context.close();
    }
  }

  describe(`a wall post's menu and edit form (${viewports.map((v) => v.name).join(", ")}${noJs ? ", no JavaScript" : ""})`, () => {
    before(async () => {
      const { context, page } = await browser.newPage(PHONE, FRENCH_BROWSER);
      try {
        assert.equal((await page.request.post("/api/auth/register", { headers, data: fan })).status(), 201);
        const token = async (email: string, password: string) => {
          const res = await page.request.post("/api/auth/login", { headers, data: { email, password } });
          assert.equal(res.status(), 200, await res.text());
          return ((await res.json()) as { access_token: string }).access_token;
        };
        // This file's own ground, so that no other journey's post moves the page under the checks.
        const admin = { ...headers, Authorization: `Bearer ${await token(ADMIN.email, ADMIN.password)}` };
        const ground = await page.request.post("/api/stadiums", { headers: admin, data: { name: `Stade ${club}`, club, city: "Lyon", capacity: 12000 } });
        assert.equal(ground.status(), 201, await ground.text());
        stadiumId = ((await ground.json()) as { id: number }).id;
        headers = { ...headers, Authorization: `Bearer ${await token(fan.email, fan.password)}` };
        assert.equal((await page.request.post("/api/stadiums/mine", { headers, data: { stadiumId } })).status(), 200);
      } finally {
        await context.close();
      }
      for (const vp of viewports) posts[vp.name] = await seedPost(`Compo ${vp.name} ${Date.now().toString(36)}`);
      if (noJs) posts.nojs = await seedPost(`Sans JS ${Date.now().toString(36)}`);
      // Posts after them, so that each viewport's post sits down the page.
      for (let i = 1; i <= 3; i++) await seedPost(`Après-match n°${i} ${Date.now().toString(36)}`);
    });

    for (const vp of viewports) {
      it(`at ${vp.width} px`, () =>
        browser.withPage(vp, "wall-edit", async (page) => {
          const mine = posts[vp.name]!;
          await signIn(page, fan.email, fan.password, fan.username);

          // Chooser: change the stadium, then choose this file's own ground again by its card.
          await goto(page, "/terrace");
          await page.getByRole("button", { name: "Changer de stade" }).click();
          await waitForText(page.locator("main"), /Select your home stadium to get started|Choisissez votre stade pour commencer/);
          await axeBothThemes(page, "chooser", vp);
          await page.getByRole("button", { name: new RegExp(`^${club}`) }).click();
          await page.getByRole("button", { name: "Changer de stade" }).waitFor();
          // The wall of the chosen ground is in once nothing is loading.
          await waitUntilNothingLoads(page);

          // The wall.
          const card = page.getByRole("article", { name: mine.title });
          await card.waitFor();
          await axeBothThemes(page, "wall", vp);
          assert.ok((await horizontalOverflow(page)) <= 0, "the wall scrolls sideways");

          // Targets a finger presses (the comment box was 21 px tall).
          const menuButton = card.getByRole("button", { name: "Menu du post" }).or(card.locator('summary[aria-label="Menu du post"]')).first();
          await card.scrollIntoViewIfNeeded();
          const targets: Record<string, string> = {};
          for (const [what, target] of [
            ["the post menu ⋯", menuButton],
            ["J'aime", card.getByRole("button", { name: /J'aime/ })],
            ["Favori", card.getByRole("button", { name: "Favori" })],
            ["a reaction", card.getByRole("button", { name: /^Respect/ }).first()],
            ["the comment box", card.getByLabel("Commentaire", { exact: true })],
            ["Commenter", card.getByRole("button", { name: "Commenter" })],
          ] as const) {
            const b = await assertTarget(target, vp, what);
            targets[what] = `${b.width.toFixed(0)}x${b.height.toFixed(0)}`;
          }
          console.log(`# targets at ${vp.width} px: ${JSON.stringify(targets)}`);

          // 'Favori' bookmarks; the card has no 'Enregistrer' (that word is the edit form's save).
          assert.equal(await card.getByRole("button", { name: "Enregistrer" }).count(), 0, "a post button still says Enregistrer");
          const favori = card.getByRole("button", { name: "Favori" });
          assert.equal(await favori.getAttribute("aria-pressed"), "false");
          await favori.click();
          await card.getByRole("button", { name: "Favori", pressed: true }).waitFor();

          // The ⋯ menu opens over the page: the card keeps its size, the panel stays on screen and is not a narrow column.
          const cardBefore = await box(card);
          await menuButton.click();
          const panel = card.locator(".wall-menu-panel");
          await panel.waitFor();
          const panelBox = await box(panel);
          const cardOpen = await box(card);
          assert.ok(Math.abs(cardOpen.height - cardBefore.height) <= 1, `opening the menu resized the card from ${cardBefore.height} to ${cardOpen.height} px`);
          assert.ok(panelBox.x >= 0 && panelBox.x + panelBox.width <= vp.width, `the menu panel ${JSON.stringify(panelBox)} leaves the screen`);
          assert.ok(panelBox.width >= 280, `the menu panel is ${panelBox.width} px wide`);

          // Delete confirmation: Annuler closes it, the post stays, the focus is back on Supprimer.
          await panel.locator("summary", { hasText: "Supprimer" }).click();
          const question = panel.getByText("Supprimer ce post ? Cette action est définitive.");
          await question.waitFor();
          await panel.getByRole("button", { name: "Oui, supprimer" }).waitFor();
          await screenshot(page, `wall-edit-delete-${vp.name}`, false);
          await axeBothThemes(page, "delete confirmation", vp);
          await panel.getByRole("link", { name: "Annuler" }).click();
          await question.waitFor({ state: "hidden" });
          assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Supprimer");
          assert.equal(await page.getByRole("article", { name: mine.title }).count(), 1);
        // Escape closes the menu, the focus back on ⋯; it opens again for Modifier.
        await page.keyboard.press("Escape");
        await panel.waitFor({ state: "hidden" });
        assert.equal(await menuButton.evaluate((el) => el === document.activeElement), true, "Escape left the focus elsewhere");
        await menuButton.click();

          // Modifier: the post's card becomes its form, in place and full width; the focus is in the title.
          const top = await card.evaluate((el) => el.getBoundingClientRect().top);
          const width = cardBefore.width;
          await panel.getByRole("link", { name: "Modifier" }).click();
          const form = page.getByRole("form", { name: `Modifier « ${mine.title} »` });
          await form.waitFor();
          const editCard = page.locator(`#edit-${mine.id}`);
          const editBox = await box(editCard);
          assert.ok(Math.abs(editBox.width - width) <= 1, `the edit form is ${editBox.width} px wide, the post was ${width}`);
          const editTop = await editCard.evaluate((el) => el.getBoundingClientRect().top);
          assert.ok(Math.abs(editTop - top) <= 2, `the edit form opened at ${editTop} px, the post was at ${top} px`);
          assert.equal(await page.getByRole("article", { name: mine.title }).count(), 0, "the post is shown beside its edit form");
          assert.equal(await form.locator('input[name="title"]').evaluate((el) => el === document.activeElement), true, "the focus is not in the title");
          assert.equal(await form.getByRole("button", { name: "Favori" }).count(), 0);
          await form.getByRole("button", { name: "Enregistrer" }).waitFor();
          await screenshot(page, `wall-edit-form-${vp.name}`, false);
          await axeBothThemes(page, "edit", vp);

          // Annuler gives the post back unchanged, the focus on its menu button.
          await form.getByLabel("Titre").fill("Un titre que je ne garde pas");
          await form.getByLabel("Contenu").fill("Un texte que je ne garde pas");
          await form.getByRole("link", { name: "Annuler" }).click();
          await card.waitFor();
          await waitForText(card, `${mine.title} : le texte d'origine`);
          await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Menu du post");
          assert.equal(await menuButton.evaluate((el) => el === document.activeElement), true, "the focus is not on this post's menu");
          const kept = (await (await page.request.get(`/api/stadiums/posts/${mine.id}`, { headers })).json()) as { title: string; image: string };
          assert.deepEqual([kept.title, kept.image], [mine.title, mine.image]);

          // The image replaced by a new crop.
          await menuButton.click();
          await panel.getByRole("link", { name: "Modifier" }).click();
          await form.waitFor();
          await form.getByRole("img", { name: "Image actuelle" }).waitFor();
          await form.getByLabel("Remplacer l'image (facultatif)").setInputFiles({ name: "nouvelle.png", mimeType: "image/png", buffer: png(1200, 900) });
          const crop = page.getByRole("dialog", { name: /Recadrer/ });
          await crop.getByRole("button", { name: "Appliquer le recadrage" }).click();
          await form.getByRole("img", { name: "Aperçu de l'image recadrée" }).waitFor();
          await form.getByLabel("Contenu").fill("Texte et photo modifiés");
          await form.getByRole("button", { name: "Enregistrer" }).click();
          await page.getByTestId("toast").filter({ hasText: "Post modifié" }).first().waitFor();
          await waitForText(card, "Texte et photo modifiés");
          const replaced = await card.locator("img.wall-image").getAttribute("src");
          assert.ok(replaced && replaced !== mine.image && replaced.startsWith("/media/posts/"), `the image is ${replaced}`);
          assert.equal((await page.request.get(mine.image)).status(), 404, "the old image is still stored");
          assert.equal((await page.request.get(replaced)).status(), 200);
          await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Menu du post");

          // Then removed.
          await menuButton.click();
          await panel.getByRole("link", { name: "Modifier" }).click();
          await form.waitFor();
          await form.getByLabel("Retirer l'image").check();
          await form.getByRole("button", { name: "Enregistrer" }).click();
          await page.getByTestId("toast").filter({ hasText: "Post modifié" }).first().waitFor();
          await card.waitFor();
          await card.locator("img.wall-image").waitFor({ state: "detached" });
          assert.equal((await page.request.get(replaced)).status(), 404, "the removed image is still stored");

          // Crop: an image chosen in the composer.
          const composer = page.getByRole("form", { name: "Nouveau post" });
          await composer.getByLabel("Image (facultative)").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: png(1200, 900) });
          await crop.waitFor();
          await screenshot(page, `wall-edit-crop-${vp.name}`, false);
          await axeBothThemes(page, "crop", vp);
          await crop.getByRole("button", { name: "Annuler" }).click();
          await crop.waitFor({ state: "hidden" });

          // A thread: the post with its comments open.
          await goto(page, `/terrace?thread=${mine.id}`);
          await waitForText(page.locator("main"), "Premier commentaire");
          await axeBothThemes(page, "thread", vp);
          assert.ok((await horizontalOverflow(page)) <= 0, "the thread scrolls sideways");
        }));
    }

    if (noJs)
      it("without JavaScript the edit form opens from the menu, Annuler leaves it, and it saves", async () => {
        const { context, page } = await browser.newPage(PHONE, { ...FRENCH_BROWSER, javaScriptEnabled: false });
        try {
          const post = posts.nojs!;
          await page.goto("/");
          await fillSignIn(page, fan.email, fan.password);
          await page.getByTestId("header-username").waitFor();
          await page.goto("/terrace");
          const card = page.getByRole("article", { name: post.title });
          await card.locator('summary[aria-label="Menu du post"]').click();
          await card.getByRole("link", { name: "Modifier" }).click();
          const form = page.getByRole("form", { name: `Modifier « ${post.title} »` });
          await form.waitFor();
          assert.match(page.url(), new RegExp(`[?&]edit=${post.id}#edit-${post.id}$`));
          await form.getByRole("link", { name: "Annuler" }).click();
          await card.waitFor();
          assert.equal(await form.count(), 0);

          await card.locator('summary[aria-label="Menu du post"]').click();
          await card.getByRole("link", { name: "Modifier" }).click();
          await form.getByLabel("Contenu").fill("Modifié sans JavaScript");
          await form.getByLabel("Retirer l'image").check();
          await form.getByRole("button", { name: "Enregistrer" }).click();
          await waitForText(page.locator("body"), "Post modifié");
          await waitForText(card, "Modifié sans JavaScript");
          assert.equal(await card.locator("img.wall-image").count(), 0);
          assert.equal(new URL(page.url()).searchParams.has("edit"), false);
        } finally {
          await context.close();
        }
      });
  });
}
