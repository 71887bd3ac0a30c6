// The people moderated are told (issue 25): when staff remove someone's post, comment, chat
// message or leak, with or without a reason, the author finds a notice in their account notices
// (GET /users/me/notices, in the notices page's English: decision 040), written in the same
// batch as the removal and its audit row. Removing one's own item leaves no notice.
import { describe, expect, it } from "vitest";
import { api, createUserAndLogin, SETTLED_ACCOUNT } from "./helpers";
import { freshRoom } from "./chat-helpers";

const notices = async (token: string) => (await api("/users/me/notices", { token })).body.notices as any[];
const removals = async (token: string) => (await notices(token)).filter((n) => n.kind === "content_removed");

describe("removal notices", () => {
  it("tell a wall author why staff removed their post and their comment, and nothing when they removed it themself", async () => {
    const [author, moderator] = await Promise.all([createUserAndLogin(SETTLED_ACCOUNT), createUserAndLogin({ role: "moderator" })]);
    const stadiumId = (await api("/stadiums")).body[0].id as number;
    const post = (await api("/stadiums/posts", { token: author.token, json: { stadiumId, title: "Ref out", content: "Sack him", category: "match" } })).body;
    const comment = (await api("/stadiums/comments", { token: author.token, json: { postId: post.id, content: "Useless ref" } })).body;
    const own = (await api("/stadiums/comments", { token: author.token, json: { postId: post.id, content: "Never mind" } })).body;
    expect((await api(`/stadiums/comments/${own.id}`, { token: author.token, method: "DELETE" })).status).toBe(200);
    expect(await removals(author.token)).toEqual([]);

    expect((await api(`/comments-moderation/admin/comments/${comment.id}`, { token: moderator.token, method: "DELETE", json: { reason: "Insultes" } })).status).toBe(200);
    expect((await api(`/posts-moderation/admin/posts/${post.id}`, { token: moderator.token, method: "DELETE" })).status).toBe(200);
    const [postNotice, commentNotice] = await removals(author.token);
    expect(commentNotice).toMatchObject({ item: "comment", label: "Useless ref", reason: "Insultes", locale: "en-GB", message: 'Your comment "Useless ref" was removed by the moderators. Reason: Insultes' });
    expect(postNotice).toMatchObject({ item: "post", label: "Ref out", reason: null, message: 'Your post "Ref out" was removed by the moderators.' });
    // Only the author is told; a bad reason is a 400 that removes nothing.
    expect(await removals(moderator.token)).toEqual([]);
    const other = (await api("/stadiums/posts", { token: author.token, json: { stadiumId, title: "Again", content: "x", category: "match" } })).body;
    expect((await api(`/posts-moderation/admin/posts/${other.id}`, { token: moderator.token, method: "DELETE", json: { reason: "r".repeat(501) } })).status).toBe(400);
    expect((await api(`/stadiums/posts/${other.id}`)).status).toBe(200);
  });

  it("tell a leak's author and a chat author in the same English", async () => {
    const [author, admin] = await Promise.all([createUserAndLogin(SETTLED_ACCOUNT), createUserAndLogin({ role: "admin" })]);
    const leak = (await api("/leaks", { token: author.token, json: { title: "Salah to miss the weekend", description: "Hamstring.", source: "Presser", tags: ["Salah"] } })).body;
    expect((await api(`/leaks/admin/${leak.id}`, { token: admin.token, method: "DELETE", json: { reason: "No source" } })).status).toBe(200);
    const room = await freshRoom();
    const sent = await api(`/chat/rooms/${room}/messages`, { token: author.token, json: { type: "text", content: "Buy my tickets" } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect((await api(`/admin/chat/messages/${sent.body.message.id}`, { token: admin.token, method: "DELETE", json: { reason: "Spam" } })).status).toBe(200);
    const [chatNotice, leakNotice] = await removals(author.token);
    expect(leakNotice).toMatchObject({ item: "leak", locale: "en-GB", message: 'Your leak "Salah to miss the weekend" was removed by the moderators. Reason: No source' });
    expect(chatNotice).toMatchObject({ item: "chat_message", locale: "en-GB", message: 'Your chat message "Buy my tickets" was removed by the moderators. Reason: Spam' });
  });
});
