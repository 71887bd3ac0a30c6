// One ordinary account writing long unbroken words must not break a page for anyone (issue 26):
// a fan with a 30-letter username, a 40-letter team name and 100-letter names posts a 151-letter
// title, a 600-letter body and comment, a 400-letter chat message and a 200-letter address; every
// community screen showing them keeps within the viewport at 390 px and 1280 px (no sideways
// scroll), and a reader's post menu stays clickable.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import {
  BASE_URL,
  VIEWPORTS,
  goto,
  horizontalOverflow,
  screenshot,
  signIn,
  uniqueUser,
  useBrowser,
  waitForText,
} from "./helpers.ts";

const browser = useBrowser();
let headers: Record<string, string> = { origin: BASE_URL };
const word = (first: string, length: number) => first + "x".repeat(length - 1);

const stamp = Date.now().toString(36);
const fan = {
  ...uniqueUser("lw"),
  username: `lw${stamp}`.padEnd(30, "w"),
  teamName: word("T", 40),
  firstName: word("F", 100),
  lastName: word("L", 100),
};
const title = `${word("T", 151)}${stamp}`;
const ROOM = "general";
let postId = 0;

/** The fan's content, through the API with the fan's bearer token. */
async function seed(page: Page) {
  const registered = await page.request.post("/api/auth/register", {
    headers,
    data: fan,
  });
  assert.equal(registered.status(), 201, await registered.text());
  const login = await page.request.post("/api/auth/login", {
    headers,
    data: { email: fan.email, password: fan.password },
  });
  assert.equal(login.status(), 200, await login.text());
  headers = {
    ...headers,
    Authorization: `Bearer ${
      ((await login.json()) as { access_token: string }).access_token
    }`,
  };
  const stadiums = (await (await page.request.get("/api/stadiums")).json()) as {
    id: number;
  }[];
  const stadiumId = stadiums[0]!.id;
  assert.equal(
    (
      await page.request.post("/api/stadiums/mine", {
        headers,
        data: { stadiumId },
      })
    ).status(),
    200
  );
  const created = await page.request.post("/api/stadiums/posts", {
    headers,
    data: { stadiumId, title, content: word("C", 600) },
  });
  assert.equal(created.status(), 201, await created.text());
  postId = ((await created.json()) as { id: number }).id;
  const comment = await page.request.post("/api/stadiums/comments", {
    headers,
    data: { postId, content: word("K", 600) },
  });
  assert.equal(comment.status(), 201, await comment.text());
  const message = await page.request.post(`/api/chat/rooms/${ROOM}/messages`, {
    headers,
    data: { type: "text", content: word("M", 400) },
  });
  assert.equal(message.status(), 201, await message.text());
  const profile = await page.request.put("/api/users/me", {
    headers,
    data: { address: word("A", 200), city: word("V", 100) },
  });
  assert.equal(profile.status(), 200, await profile.text());
}

describe("long unbroken words", () => {
  before(async () => {
    const { context, page } = await browser.newPage(VIEWPORTS[0]);
    try {
      await seed(page);
    } finally {
      await context.close();
    }
  });

  for (const viewport of VIEWPORTS) {
    it(`keep every community screen within ${viewport.width} px`, () =>
      browser.withPage(viewport, "long-words", async (page) => {
        await signIn(page, fan.email, fan.password, fan.username);
        const screens: [string, string][] = [
          ["/terrace", title.slice(0, 40)],
          [`/chat?room=${ROOM}`, "Mxxxxxxx"],
          ["/profile", fan.username],
        ];
        for (const [path, text] of screens) {
          await goto(page, path);
          await waitForText(page.locator("main"), text);
          await screenshot(
            page,
            `long-words-${path.replace(/\W+/g, "-")}-${viewport.name}`
          );
          assert.equal(
            await horizontalOverflow(page),
            0,
            `${path} at ${viewport.width} px scrolls sideways`
          );
        }

        // The post's menu is still in reach of a tap: inside the viewport, and it opens.
        await goto(page, "/terrace");
        const card = page
          .locator("article", { hasText: title.slice(0, 40) })
          .first();
        const menu = card.locator('summary[aria-label="Menu du post"], summary[aria-label="Post menu"]');
        await menu.scrollIntoViewIfNeeded();
        const box = await menu.boundingBox();
        assert.ok(
          box && box.x >= 0 && box.x + box.width <= viewport.width,
          `post menu at ${JSON.stringify(box)} is outside ${viewport.width} px`
        );
        await menu.click();
        await card.locator("summary", { hasText: /Supprimer|Delete/ }).first().waitFor();
      }));
  }
});
