// Issue 41, the wall (1 and the counts of 4), phone and desktop: on a post whose top comments
// have reactions, one's new comment shows in its card at once (under the top ones, marked as
// one's own), with and without JavaScript; without it the answer lands on the post with a
// confirmation, below the sticky header. The card's 'N commentaires' and 'Voir les N
// commentaires' say the same number.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { VIEWPORTS, goto, screenshot, signIn, useBrowser, FRENCH_BROWSER } from "./helpers.ts";
import { apiComment, apiPost, apiReact, apiUser, card, chooseStadium, seenBelowHeader, stadiumFromEnd, type ApiUser } from "./wall-walk-seed.ts";

const browser = useBrowser([], FRENCH_BROWSER);
let fan: ApiUser;
let other: ApiUser;
let stadiumId = 0;

/** The number in the card's 'N commentaires' and in its 'Voir les N commentaires' link. */
async function counts(post: ReturnType<typeof card>) {
  const label = await post.locator(".wall-post-actions").innerText();
  const link = await post.getByRole("link", { name: /^Voir les \d+ commentaires$/ }).innerText();
  return { label: Number(/(\d+) commentaires?/.exec(label)?.[1]), link: Number(/\d+/.exec(link)?.[0]) };
}

describe("one's new comment shows in its card (issue 41)", () => {
  before(async () => {
    const { context, page } = await browser.newPage(VIEWPORTS[0], FRENCH_BROWSER);
    try {
      fan = await apiUser(page.request, "walkc");
      other = await apiUser(page.request, "walko");
      stadiumId = await stadiumFromEnd(page.request, 2);
      await chooseStadium(page.request, fan, stadiumId);
      await chooseStadium(page.request, other, stadiumId);
    } finally {
      await context.close();
    }
  });

  for (const viewport of VIEWPORTS) {
    it(`at ${viewport.width} px, with and without JavaScript`, () =>
      browser.withPage(viewport, "wall-walk-comment", async (page, context) => {
        // A post with 4 comments (the first with 3 replies) whose first two have reactions: 7 in all.
        const title = `Le derby ${viewport.name} ${Date.now().toString(36)}`;
        const postId = await apiPost(page.request, other, stadiumId, title);
        const tops: number[] = [];
        for (let i = 1; i <= 4; i++) tops.push(await apiComment(page.request, other, postId, `Avis n°${i}`));
        for (let i = 1; i <= 3; i++) await apiComment(page.request, other, postId, `Réponse n°${i}`, tops[0]);
        await apiReact(page.request, fan, tops[0]!);
        await apiReact(page.request, fan, tops[1]!);

        await signIn(page, fan.email, fan.password, fan.username);
        await goto(page, "/terrace");
        const post = card(page, title);
        await post.waitFor();
        // Each check says what it found, and the journey goes on (so that a run shows every point).
        const problems: string[] = [];
        // The counts agree: 7 comments, 'Voir les 7 commentaires' (it said 4: the top ones only).
        const first = await counts(post);
        if (first.label !== 7 || first.link !== 7) problems.push(`the card's comment counts: ${JSON.stringify(first)} (7 and 7 expected)`);

        // With JavaScript: the comment shows in the card at once, marked as one's own; the input empties.
        const input = post.getByLabel("Commentaire", { exact: true });
        const text = `Je l'avais dit ${viewport.name} ${Date.now().toString(36)}`;
        await input.fill(text);
        await input.press("Enter");
        await page.waitForFunction((el) => (el as HTMLInputElement).value === "", await input.elementHandle());
        const mine = post.locator("li.wall-comment", { hasText: text });
        const shown = await mine.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => false,
        );
        if (!shown) problems.push("with JavaScript, the new comment is not shown in its card (only in ?thread=)");
        else {
          if (!(await mine.getByText("Vous", { exact: true }).count())) problems.push("the new comment is not marked as one's own");
          const after = await counts(post);
          if (after.label !== 8 || after.link !== 8) problems.push(`the card's comment counts after: ${JSON.stringify(after)} (8 and 8 expected)`);
          // Under the top comments.
          const order = await post.locator(".wall-comments > ul > li.wall-comment > p:nth-child(2)").allInnerTexts();
          if (JSON.stringify(order.slice(0, 2).sort()) !== JSON.stringify(["Avis n°1", "Avis n°2"]) || order.at(-1) !== text) problems.push(`the card's comments are in this order: ${order.join(" | ")}`);
        }
        await screenshot(page, `wall-walk-comment-js-${viewport.name}`, false);

        // Without JavaScript: the answer lands on the post, with a confirmation, and the comment shows there.
        const { context: noJs, page: bare } = await browser.newPage(viewport, { ...FRENCH_BROWSER, storageState: await context.storageState(), javaScriptEnabled: false });
        try {
          await bare.goto("/terrace");
          const bareCard = card(bare, title);
          const plain = `Sans JavaScript ${viewport.name} ${Date.now().toString(36)}`;
          await bareCard.getByLabel("Commentaire", { exact: true }).fill(plain);
          await bareCard.getByRole("button", { name: "Commenter", exact: true }).click();
          await bare.waitForLoadState("load");
          if (new URL(bare.url()).hash !== `#post-${postId}`) problems.push(`without JavaScript the answer lands on ${bare.url()}, not on the post`);
          if (!(await bare.getByTestId("toast").filter({ hasText: "Commentaire publié" }).count())) problems.push("without JavaScript, no confirmation");
          if (!(await card(bare, title).locator("li.wall-comment", { hasText: plain }).count())) problems.push("without JavaScript, the new comment is not shown in its card");
          const heading = bare.getByRole("heading", { level: 2, name: title, exact: true });
          const seen = await seenBelowHeader(bare, heading);
          if (!seen.ok) problems.push(`without JavaScript, the post's heading is not in view below the sticky header: ${JSON.stringify(seen)}`);
          await screenshot(bare, `wall-walk-comment-nojs-${viewport.name}`, false);
        } finally {
          await noJs.close();
        }
        assert.deepEqual(problems, []);
      }));
  }
});
