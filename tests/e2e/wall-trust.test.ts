// The stadium wall a phone user trusts (issue 26), phone and desktop: the composer waits for a
// title and a text, publishes once on a double tap and empties after 'Post publié'; Like and
// Bookmark keep the page where it is; a comment appears in its post, its input empties and keeps
// the focus; a blank comment is not sent.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import type { Locator } from "playwright-core";
import {
  BASE_URL,
  VIEWPORTS,
  goto,
  signIn,
  uniqueUser,
  useBrowser,
  waitForText, FRENCH_BROWSER } from "./helpers.ts";

const browser = useBrowser([], FRENCH_BROWSER);
const fan = uniqueUser("trust");
let headers: Record<string, string> = { origin: BASE_URL };
let stadiumId = 0;

/**
 * Where `post` sits in the viewport: what the fan sees stays put when this does (content growing
 * above is anchored by the browser). Read after the next frame is drawn: the browser applies its
 * scroll anchoring when it lays out a frame, not when a script reads a position in between.
 */
const seenAt = (post: Locator) =>
  post.evaluate(
    (el) =>
      new Promise<number>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => done(Math.round(el.getBoundingClientRect().top))))
      )
  );

describe("the stadium wall keeps the fan's trust", () => {
  before(async () => {
    const { context, page } = await browser.newPage(VIEWPORTS[0], FRENCH_BROWSER);
    try {
      assert.equal(
        (
          await page.request.post("/api/auth/register", { headers, data: fan })
        ).status(),
        201
      );
      const login = await page.request.post("/api/auth/login", {
        headers,
        data: { email: fan.email, password: fan.password },
      });
      headers = {
        ...headers,
        Authorization: `Bearer ${
          ((await login.json()) as { access_token: string }).access_token
        }`,
      };
      // A wall of this file's own (the last ground listed; other files post on the first ones),
      // so that no post arriving from another journey moves the page under the checks below.
      stadiumId = ((await (await page.request.get("/api/stadiums")).json()) as { id: number }[]).at(-1)!.id;
      assert.equal((await page.request.post("/api/stadiums/mine", { headers, data: { stadiumId } })).status(), 200);
      for (let i = 1; i <= 10; i++) {
        const seeded = await page.request.post("/api/stadiums/posts", { headers, data: { stadiumId, title: `Avant-match n°${i}`, content: `Les compos tombent dans ${i} heure(s).\nQui joue à gauche ?` } });
        assert.equal(seeded.status(), 201, await seeded.text());
      }
    } finally {
      await context.close();
    }
  });

  for (const viewport of VIEWPORTS) {
    it(`at ${viewport.width} px`, () =>
      browser.withPage(viewport, "wall-trust", async (page) => {
        await signIn(page, fan.email, fan.password, fan.username);
        await goto(page, "/terrace");
        const composer = page.getByRole("form", { name: "Nouveau post" });
        const publish = composer.getByRole("button", { name: "Publier" });

        // Publish waits for a title and a text.
        assert.equal(
          await publish.isDisabled(),
          true,
          "Publier is enabled on an empty composer"
        );
        const title = `Confiance ${viewport.name} ${Date.now().toString(36)}`;
        await composer.getByLabel("Titre").fill(title);
        assert.equal(
          await publish.isDisabled(),
          true,
          "Publier is enabled without a text"
        );
        await composer
          .getByLabel("Contenu")
          .fill("Un seul post, même tapé deux fois");
        assert.equal(await publish.isDisabled(), false);

        // A double tap publishes once; the composer is empty afterwards.
        await publish.dblclick();
        await page
          .getByTestId("toast")
          .filter({ hasText: "Post publié" })
          .first()
          .waitFor();
        await waitForText(page.locator("main"), title);
        await page.waitForFunction(
          () =>
            (
              document.querySelector(
                'form[aria-label="Nouveau post"] input[name="title"]'
              ) as HTMLInputElement | null
            )?.value === ""
        );
        assert.equal(await composer.getByLabel("Contenu").inputValue(), "");
        assert.equal(
          await publish.isDisabled(),
          true,
          "Publier is enabled on the emptied composer"
        );
        const mine = (await (
          await page.request.get(`/api/stadiums/${stadiumId}/posts?limit=50`, {
            headers,
          })
        ).json()) as { posts?: { title: string }[] } | { title: string }[];
        const list = Array.isArray(mine) ? mine : mine.posts ?? [];
        assert.equal(
          list.filter((p) => p.title === title).length,
          1,
          "the double tap published twice"
        );

        // Like and Bookmark on a post down the page keep the scroll position.
        const post = page.locator("article.wall-post").nth(4);
        const like = post.getByRole("button", { name: /J'aime/ });
        // In the middle of the screen, so that the click itself need not scroll to reach it.
        await like.evaluate((el) => el.scrollIntoView({ block: "center" }));
        assert.ok(
          (await page.evaluate(() => window.scrollY)) > 300,
          "the fifth post is not down the page"
        );
        const at = await seenAt(post);
        const pressed = await like.getAttribute("aria-pressed");
        // Clicked where it is (a locator click may first scroll it to a spot it finds unobscured).
        await like.evaluate((el) => (el as HTMLElement).click());
        await page.waitForFunction(
          ([el, was]) =>
            (el as HTMLElement).getAttribute("aria-pressed") !== was,
          [await like.elementHandle(), pressed] as const
        );
        assert.ok(
          Math.abs((await seenAt(post)) - at) <= 2,
          `Like moved the post from ${at} to ${await seenAt(post)} px`
        );
        const bookmark = post.getByRole("button", { name: "Favori" });
        await bookmark.evaluate((el) => (el as HTMLElement).click());
        await post.getByRole("button", { name: "Favori", pressed: true }).waitFor();
        assert.ok(
          Math.abs((await seenAt(post)) - at) <= 2,
          `Bookmark moved the post from ${at} to ${await seenAt(post)} px`
        );

        // A comment appears in its post, its input empties and keeps the focus, the page stays.
        const input = post
          .getByLabel("Commenter", { exact: true })
          .or(post.getByPlaceholder("Écrire un commentaire…"))
          .first();
        const text = `Bien vu ${viewport.name} ${Date.now().toString(36)}`;
        await input.evaluate((el) => el.scrollIntoView({ block: "center" }));
        await input.fill(text);
        const before = await seenAt(post);
        await input.press("Enter");
        await waitForText(post, text);
        await page.waitForFunction(
          (el) => (el as HTMLInputElement).value === "",
          await input.elementHandle()
        );
        assert.equal(
          await input.evaluate((el) => el === document.activeElement),
          true,
          "the comment input lost the focus"
        );
        assert.ok(
          Math.abs((await seenAt(post)) - before) <= 2,
          `commenting moved the post from ${before} to ${await seenAt(post)} px`
        );

        // A blank comment is not sent at all.
        const posted: string[] = [];
        page.on("request", (r) => {
          if (r.method() === "POST") posted.push(r.url());
        });
        await input.fill("   ");
        await input.press("Enter");
        await page.waitForTimeout(500);
        assert.deepEqual(posted, [], "a blank comment was sent");
      }));
  }
});
