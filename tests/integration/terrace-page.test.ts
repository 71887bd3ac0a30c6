// The /terrace page's views and form actions on real D1 (no browser): the wall, a thread with
// its comment pages and reply pages, bookmarks, the edit form, reactions answered as data,
// and bad addresses answered 4xx (never 500).
import { describe, expect, it } from "vitest";
import { api, createUserAndLogin, ORIGIN, readInFrench, pageFetch } from "./helpers";
import { COMMENTS_PAGE, REPLIES_PAGE } from "../../domain/wall";

// These tests read the French texts (the spec's); requests ask for French (issue 45).
readInFrench();

async function person(role: "user" | "moderator" = "user") {
  const { user, token } = await createUserAndLogin({ role });
  return { id: user.id as string, username: user.username as string, token };
}
const page = async (path: string, token: string) => {
  const res = await pageFetch(`${ORIGIN}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, html: (await res.text()).replaceAll("<!-- -->", "") };
};
const action = async (path: string, token: string, fields: Record<string, string>, extra: Record<string, string> = {}) => {
  const res = await pageFetch(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Authorization: `Bearer ${token}`, Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host, "Content-Type": "application/x-www-form-urlencoded", ...extra },
    redirect: "manual",
  });
  return { status: res.status, text: await res.text() };
};

describe("/terrace", () => {
  it("shows a thread's comments 20 a page and one comment's replies 10 a page; bookmarks; 4xx for bad addresses", async () => {
    const [author, fan] = await Promise.all([person(), person()]);
    const admin = await createUserAndLogin({ role: "admin" });
    const ground = (await api("/stadiums", { token: admin.token, json: { name: "Thread Park", club: "Thread FC" } })).body.id;
    await api("/stadiums/mine", { token: fan.token, json: { stadiumId: ground } });
    const post = (await api("/stadiums/posts", { token: author.token, json: { stadiumId: ground, title: "Long fil", content: "Beaucoup de commentaires" } })).body;
    const first = (await api("/stadiums/comments", { token: author.token, json: { postId: post.id, content: "Le tout premier" } })).body;
    for (let i = 0; i < REPLIES_PAGE + 2; i++) await api("/stadiums/comments", { token: (i % 2 ? author : fan).token, json: { postId: post.id, parentCommentId: first.id, content: `Réponse numéro ${i}` } });
    for (let i = 0; i < COMMENTS_PAGE; i++) await api("/stadiums/comments", { token: (i % 2 ? author : fan).token, json: { postId: post.id, content: `Commentaire numéro ${i}` } });

    const wall = await page("/terrace", fan.token);
    expect(wall.status).toBe(200);
    expect(wall.html).toContain(`/terrace?thread=${post.id}`);

    const p1 = await page(`/terrace?thread=${post.id}`, fan.token);
    expect(p1.status).toBe(200);
    expect(p1.html).toContain(`Commentaire numéro ${COMMENTS_PAGE - 1}`); // newest first
    expect(p1.html).not.toContain("Le tout premier"); // on page 2
    expect(p1.html).toContain("Page 1 / 2");
    const p2 = await page(`/terrace?thread=${post.id}&cpage=1`, fan.token);
    expect(p2.html).toContain("Le tout premier");
    expect(p2.html).toContain(`Réponse numéro ${REPLIES_PAGE - 1}`);
    expect(p2.html).not.toContain(`Réponse numéro ${REPLIES_PAGE}<`);
    const r2 = await page(`/terrace?thread=${post.id}&cpage=1&replies=${first.id}&rpage=1`, fan.token);
    expect(r2.html).toContain(`Réponse numéro ${REPLIES_PAGE + 1}`);
    expect(r2.html).not.toContain(`Réponse numéro 0<`);

    expect((await api(`/stadiums/posts/${post.id}/bookmark`, { token: fan.token, method: "POST" })).body).toEqual({ isBookmarked: true });
    const saved = await page("/terrace?view=bookmarks", fan.token);
    expect(saved.status).toBe(200);
    expect(saved.html).toContain("Long fil");

    for (const bad of ["/terrace?thread=abc", "/terrace?thread=1&cpage=-1", "/terrace?view=bookmarks&bpage=x", "/terrace?before=0", "/terrace?category=gossip"])
      expect((await page(bad, fan.token)).status, bad).toBe(400);
    expect((await page("/terrace?thread=999999999", fan.token)).status).toBe(404);
    // The audit page's filters too (a staff page of the moderation core).
    expect((await page("/adminaudit?page=0", admin.token)).status).toBe(400);
  });

  it("edits a post (author or staff only, with the spec's refusal) and answers a reaction as data", async () => {
    const [author, other, moderator] = await Promise.all([person(), person(), person("moderator")]);
    const stadiumId = (await api("/stadiums")).body[0].id;
    await Promise.all([author, other, moderator].map((p) => api("/stadiums/mine", { token: p.token, json: { stadiumId } })));
    const post = (await api("/stadiums/posts", { token: author.token, json: { stadiumId, title: "À modifier", content: "Avant" } })).body;
    const edit = (who: { token: string }, content: string) => action("/terrace", who.token, { intent: "editPost", postId: String(post.id), title: "À modifier", content, category: "news" });
    const refused = await edit(other, "Pirate");
    expect(refused.status).toBe(403);
    expect(refused.text).toContain("Vous n&#x27;avez pas l&#x27;autorisation pour cette action.");
    expect((await edit(author, "Après")).status).toBe(302);
    expect((await api(`/stadiums/posts/${post.id}`)).body).toMatchObject({ content: "Après", category: "news" });
    expect((await edit(moderator, "Relu")).status).toBe(302);
    expect((await edit(author, "   ")).status).toBe(400);
    expect((await action("/terrace", author.token, { intent: "editPost", postId: "999999999", title: "x", content: "y" })).status).toBe(404);

    const comment = (await api("/stadiums/comments", { token: author.token, json: { postId: post.id, content: "Réagissez" } })).body;
    // Answered as data (the page's buttons read it), not as a redirect.
    const reacted = await action("/terrace", other.token, { intent: "react", commentId: String(comment.id), type: "peace" });
    expect(reacted.status).toBe(200);
    expect((await api(`/stadiums/comments/${comment.id}/user-reaction`, { token: other.token })).body.userReaction).toBe("peace");
    expect((await api(`/stadiums/comments/${comment.id}/reactions`)).body.reactions).toMatchObject({ peace: 1 });
    expect((await action("/terrace", other.token, { intent: "react", commentId: String(comment.id), type: "wave" })).status).toBe(400);

    // §8's words where their case occurs.
    const apos = (text: string) => text.replaceAll("'", "&#x27;");
    expect((await action("/terrace", other.token, { intent: "reportPost", postId: String(post.id) })).status).toBe(302);
    const twice = await action("/terrace", other.token, { intent: "reportPost", postId: String(post.id) });
    expect(twice.status).toBe(409);
    expect(twice.text).toContain(apos("Vous avez déjà signalé ce post"));
    const elsewhere = (await api("/stadiums/posts", { token: other.token, json: { stadiumId, title: "Ailleurs", content: "x" } })).body;
    const wrongThread = await action("/terrace", other.token, { intent: "comment", postId: String(elsewhere.id), parentCommentId: String(comment.id), content: "Mauvais fil" });
    expect(wrongThread.status).toBe(400);
    expect(wrongThread.text).toContain(apos("Erreur lors de la création du commentaire"));
    expect((await action("/terrace", other.token, { intent: "reportComment", commentId: String(comment.id), reason: "Spam" })).status).toBe(302);
    const again = await action("/terrace", other.token, { intent: "reportComment", commentId: String(comment.id), reason: "Spam" });
    expect(again.status).toBe(409);
    expect(again.text).toContain("Erreur lors du signalement : Vous avez déjà signalé ce commentaire");
    const gone = await action("/terrace", author.token, { intent: "deletePost", postId: "999999999", confirm: "yes" });
    expect(gone.status).toBe(404);
    expect(gone.text).toContain(apos("Le post a déjà été supprimé."));
  });
});
