// Uploads under abuse (issue 23), on real D1 and R2: ownership is judged on the normalised
// object key (a `..` in an attached URL is refused), a post-banned user cannot upload post
// images, uploads attached to nothing are removed by the scheduled job after the grace period
// (attached and fresh ones kept), and a /media key over R2's 1024-byte limit is a 404.
import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../server";
import { api, createUserAndLogin, ORIGIN, registerUser } from "./helpers";

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
/** A PNG signature and an IHDR of 8 x 8 (the upload checks read the header). */
const png = () => {
  const out = new Uint8Array(64);
  out.set([0x89, ...ascii("PNG"), 0x0d, 0x0a, 0x1a, 0x0a, ...be32(13), ...ascii("IHDR"), ...be32(8), ...be32(8), 8, 6, 0, 0, 0]);
  return out;
};
function form(field: string) {
  const body = new FormData();
  body.append(field, new File([png()], "photo.png", { type: "image/png" }));
  return body;
}
async function upload(token: string, path: string, field = "file"): Promise<string> {
  const res = await api(path, { token, body: form(field) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.fileUrl as string;
}
const keyOf = (url: string) => url.slice("/media/".length);
const stored = async (url: string) => (await env.MEDIA.head(keyOf(url))) !== null;
/** `/media/<prefix>/<me>/../<owner>/<file>`: someone else's object through one's own prefix. */
const through = (url: string, me: string) => {
  const [, , prefix, owner, file] = url.split("/");
  return `/media/${prefix}/${me}/../${owner}/${file}`;
};
async function firstStadium() {
  return (await api("/stadiums")).body[0].id as number;
}

describe("attached uploads: ownership on the normalised key", () => {
  it("refuses another user's upload reached through `..` (post, post edit, team vote), and a `/media` URL that is no key of ours", async () => {
    const [owner, thief] = await Promise.all([registerUser(), registerUser()]);
    const postImage = await upload(owner.token, "/upload/post-image");
    const voteImage = await upload(owner.token, "/uploads/votes", "image");
    const stolenPost = through(postImage, thief.user.id);
    expect(stolenPost).toBe(`/media/posts/${thief.user.id}/../${owner.user.id}/${postImage.split("/")[4]}`);
    const stadiumId = await firstStadium();
    const post = await api("/stadiums/posts", { token: thief.token, json: { stadiumId, title: "t", content: "c", image: stolenPost } });
    expect(post.status, JSON.stringify(post.body)).toBe(403);
    const own = await api("/stadiums/posts", { token: thief.token, json: { stadiumId, title: "t", content: "c" } });
    expect(own.status).toBe(201);
    expect((await api(`/stadiums/posts/${own.body.id}/update`, { token: thief.token, json: { image: stolenPost } })).status).toBe(403);
    const vote = await api("/votes/teams", { token: thief.token, json: { title: "Rate my side", imageUrl: through(voteImage, thief.user.id) } });
    expect(vote.status, JSON.stringify(vote.body)).toBe(403);
    // Other shapes that are not a key the upload service makes.
    for (const image of [`/media/posts/${thief.user.id}/./x.png`, `/media/posts/${thief.user.id}/sub/x.png`, `/media/posts/${thief.user.id}/%2e%2e/x.png`])
      expect((await api("/stadiums/posts", { token: thief.token, json: { stadiumId, title: "t", content: "c", image } })).status, image).not.toBe(201);
    // The owner's own upload still attaches, and the object is untouched.
    expect((await api("/stadiums/posts", { token: owner.token, json: { stadiumId, title: "t", content: "c", image: postImage } })).status).toBe(201);
    expect(await stored(postImage)).toBe(true);
  });
});

describe("bans cover uploads", () => {
  it("a post-banned user cannot upload post images (403 with the ban's message); other uploads still work", async () => {
    const [author, moderator] = await Promise.all([registerUser(), createUserAndLogin({ role: "moderator" })]);
    await upload(author.token, "/upload/post-image");
    const ban = await api(`/posts-moderation/admin/ban-user/${author.user.id}`, { token: moderator.token, json: { reason: "Spam", duration: "24h" } });
    expect(ban.status, JSON.stringify(ban.body)).toBe(200);
    const refused = await api("/upload/post-image", { token: author.token, body: form("file") });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/^You are banned from posts until .*Reason: Spam$/);
    await upload(author.token, "/uploads/leaks", "image"); // not a post: the posts ban does not cover it
  });

  it("a chat-banned user cannot upload chat images or voice messages", async () => {
    const [member, moderator] = await Promise.all([registerUser(), createUserAndLogin({ role: "moderator" })]);
    await upload(member.token, "/uploads/chat");
    const ban = await api(`/admin/users/${member.user.id}/ban-chat`, { token: moderator.token, json: { reason: "Flood", duration: "24h" } });
    expect(ban.status, JSON.stringify(ban.body)).toBe(200);
    const refused = await api("/uploads/chat", { token: member.token, body: form("file") });
    expect(refused.status).toBe(403);
    await upload(member.token, "/upload/post-image"); // the chat ban does not cover the wall
  });
});

describe("uploads attached to nothing", () => {
  const HOUR = 3_600_000;
  async function runScheduled(at: number) {
    const controller = createScheduledController({ scheduledTime: new Date(at), cron: "* * * * *" });
    const ctx = createExecutionContext();
    await worker.scheduled!(controller, env, ctx);
    await waitOnExecutionContext(ctx);
  }

  it("are deleted by the scheduled job after the 24-hour grace; attached ones (every kind) and fresh ones are kept", async () => {
    const [user, admin] = await Promise.all([registerUser(), createUserAndLogin({ role: "admin" })]);
    const loose = await Promise.all([
      upload(user.token, "/upload/post-image"),
      upload(user.token, "/uploads/votes", "image"),
      upload(user.token, "/uploads/leaks", "image"),
      upload(user.token, "/uploads/chat"),
      upload(admin.token, "/uploads/stadiums"),
    ]);
    // Attached: a post image, a team vote's, a leak's, a chat message's, a stadium's and an avatar.
    const postImage = await upload(user.token, "/upload/post-image");
    expect((await api("/stadiums/posts", { token: user.token, json: { stadiumId: await firstStadium(), title: "t", content: "c", image: postImage } })).status).toBe(201);
    const voteImage = await upload(user.token, "/uploads/votes", "image");
    expect((await api("/votes/teams", { token: user.token, json: { title: "Rate my side", imageUrl: voteImage } })).status).toBe(201);
    const leakImage = await upload(user.token, "/uploads/leaks", "image");
    expect((await api("/leaks", { token: user.token, json: { title: "Salah to miss the weekend", description: "Hamstring.", source: "Club presser", tags: ["salah"], imageUrl: leakImage } })).status).toBe(201);
    const chatImage = await upload(user.token, "/uploads/chat");
    expect((await api("/chat/rooms/general/messages", { token: user.token, json: { type: "image", content: "", imageUrl: chatImage } })).status).toBe(201);
    const stadiumImage = await upload(admin.token, "/uploads/stadiums");
    const stadium = { name: "Upload Ground", club: "Upload FC", league: "Other", country: "Wales", city: "Cardiff", capacity: 1234, image: stadiumImage };
    expect((await api("/stadiums", { token: admin.token, json: stadium })).status).toBe(201);
    const avatar = await api("/uploads/avatars", { token: user.token, body: form("avatar") });
    expect(avatar.status).toBe(201);
    const attached = [postImage, voteImage, leakImage, chatImage, stadiumImage, avatar.body.fileUrl as string];

    // Within the grace: everything is kept.
    await runScheduled(Date.now() + 23 * HOUR);
    for (const url of [...loose, ...attached]) expect(await stored(url), url).toBe(true);
    // Past it: the loose ones go, the attached ones stay.
    await runScheduled(Date.now() + 25 * HOUR);
    for (const url of loose) expect(await stored(url), `loose ${url}`).toBe(false);
    for (const url of attached) expect(await stored(url), `attached ${url}`).toBe(true);
    // A fresh upload is kept by a run an hour later, removed by one a day later.
    const fresh = await upload(user.token, "/upload/post-image");
    await runScheduled(Date.now() + HOUR);
    expect(await stored(fresh)).toBe(true);
    await runScheduled(Date.now() + 25 * HOUR);
    expect(await stored(fresh)).toBe(false);
    for (const url of attached) expect(await stored(url), `attached ${url}`).toBe(true);
  });
});

describe("/media keys", () => {
  it("a key over R2's 1024-byte limit is a 404, not a 500; one at the limit is an ordinary 404", async () => {
    const long = (n: number) => `${ORIGIN}/media/posts/${"a".repeat(n)}/x.png`;
    for (const n of [1100, 5000]) expect((await SELF.fetch(long(n))).status, `${n}`).toBe(404);
    const atLimit = 1024 - "posts//x.png".length;
    expect((await SELF.fetch(long(atLimit))).status).toBe(404);
  });
});
