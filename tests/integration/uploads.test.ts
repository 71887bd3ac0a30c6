import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MB, UPLOAD_KINDS, type UploadKindName } from "../../domain/uploads";
import { TOO_MANY_UPLOADS, UPLOADS_PER_WINDOW } from "../../api/services/uploads";
import { api, createUserAndLogin, ORIGIN, registerUser } from "./helpers";

// ---- files built byte by byte ------------------------------------------------

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const le32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];

/** `length` bytes starting with `head`, zeros after (the header readers look at the head only). */
function padded(head: number[], length: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(Math.max(length, head.length));
  out.set(head);
  return out;
}
/** A PNG signature and IHDR declaring width x height. */
const png = (width: number, height: number, length = 64) =>
  padded([0x89, ...ascii("PNG"), 0x0d, 0x0a, 0x1a, 0x0a, ...be32(13), ...ascii("IHDR"), ...be32(width), ...be32(height), 8, 6, 0, 0, 0], length);
const mp3 = (length = 256) => padded([...ascii("ID3"), 4, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64], length);
const mp3Frames = (length = 256) => padded([0xff, 0xfb, 0x90, 0x64], length);
const wav = (length = 256) => padded([...ascii("RIFF"), ...le32(length - 8), ...ascii("WAVE"), ...ascii("fmt ")], length);
const text = () => new TextEncoder().encode("I am definitely a picture");

function form(field: string, bytes: Uint8Array<ArrayBuffer> | null, name = "file.png", type = "image/png") {
  const body = new FormData();
  body.append("note", "hello");
  if (bytes) body.append(field, new File([bytes], name, { type }));
  return body;
}

/** The endpoints of community.md §7 (plus stadium images), their field and their kind. */
const ENDPOINTS: { path: string; field: string; kind: UploadKindName }[] = [
  { path: "/uploads/avatars", field: "avatar", kind: "avatar" },
  { path: "/upload/avatar", field: "file", kind: "avatar" },
  { path: "/uploads/leaks", field: "image", kind: "leakImage" },
  { path: "/uploads/votes", field: "image", kind: "voteImage" },
  { path: "/upload/post-image", field: "file", kind: "postImage" },
  { path: "/uploads/chat", field: "file", kind: "chatImage" },
  { path: "/uploads/stadiums", field: "file", kind: "stadiumImage" },
];

/** A fresh signed-in user (staff for stadium images): each gets its own upload allowance. */
async function uploader(kind?: UploadKindName) {
  if (kind && UPLOAD_KINDS[kind].staffOnly) return createUserAndLogin({ role: "admin" });
  return registerUser();
}

async function upload(path: string, token: string | undefined, body: FormData) {
  return api(path, { token, body });
}

const keyOf = (url: string) => url.slice("/media/".length);

// ---- tests ------------------------------------------------------------------

describe("uploads: who may upload", () => {
  it.each(ENDPOINTS)("$path answers 401 without a session and stores nothing", async ({ path, field, kind }) => {
    const before = (await env.MEDIA.list({ prefix: `${UPLOAD_KINDS[kind].prefix}/` })).objects.length;
    const res = await upload(path, undefined, form(field, png(1, 1)));
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("unauthorized");
    expect((await env.MEDIA.list({ prefix: `${UPLOAD_KINDS[kind].prefix}/` })).objects.length).toBe(before);
  });

  it("keeps stadium images to staff (403 for a manager)", async () => {
    const { token } = await registerUser();
    const res = await upload("/uploads/stadiums", token, form("file", png(1, 1)));
    expect(res.status).toBe(403);
  });

  it("answers 400 with the kind's message when the field is missing or empty", async () => {
    const { token } = await registerUser();
    const missing = await upload("/uploads/leaks", token, form("file", png(1, 1))); // the spec's field is "image"
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe("Please select an image file");
    const empty = await upload("/upload/post-image", token, form("file", new Uint8Array()));
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe("Veuillez sélectionner un fichier image");
    const notMultipart = await api("/uploads/chat", { token, json: { file: "x" } });
    expect(notMultipart.status).toBe(400);
  });
});

describe("uploads: byte limits per kind, at the edge", () => {
  it.each(ENDPOINTS)("$path ($kind): exactly the limit is stored, one byte more is 413", async ({ path, field, kind }) => {
    const { token, user } = await uploader(kind);
    const { maxBytes, prefix, messages } = UPLOAD_KINDS[kind];

    const ok = await upload(path, token, form(field, png(1, 1, maxBytes)));
    expect(ok.status).toBe(201);
    expect(ok.body.fileUrl).toMatch(new RegExp(`^/media/${prefix}/${user.id}/[0-9a-f-]{36}\\.png$`));
    const stored = await env.MEDIA.head(keyOf(ok.body.fileUrl));
    expect(stored?.size).toBe(maxBytes);
    expect(stored?.httpMetadata?.contentType).toBe("image/png");

    const over = await upload(path, token, form(field, png(1, 1, maxBytes + 1)));
    expect(over.status).toBe(413);
    expect(over.body.error).toEqual({ code: "payload_too_large", message: messages.tooLarge });
  });

  it("chat audio: exactly 5 MB of MP3 is stored, one byte more is 413", async () => {
    const { token } = await registerUser();
    const ok = await upload("/uploads/chat", token, form("file", mp3(5 * MB), "a.mp3", "audio/mpeg"));
    expect(ok.status).toBe(201);
    expect(ok.body.fileUrl).toMatch(/^\/media\/chat-audio\/[\w-]+\/[\w-]+\.mp3$/);
    expect((await env.MEDIA.head(keyOf(ok.body.fileUrl)))?.size).toBe(5 * MB);
    const over = await upload("/uploads/chat", token, form("file", wav(5 * MB + 1), "a.wav", "audio/wav"));
    expect(over.status).toBe(413);
    expect(over.body.error.message).toBe("Fichier trop volumineux (max 5MB)");
  });
});

describe("uploads: formats by content", () => {
  it.each(ENDPOINTS)("$path refuses a text file named .png with 415 and the kind's message", async ({ path, field, kind }) => {
    const { token, user } = await uploader(kind);
    const res = await upload(path, token, form(field, text(), "fake.png", "image/png"));
    expect(res.status).toBe(415);
    expect(res.body.error).toEqual({ code: "unsupported_media_type", message: UPLOAD_KINDS[kind].messages.wrongType });
    expect((await env.MEDIA.list({ prefix: `${UPLOAD_KINDS[kind].prefix}/${user.id}/` })).objects).toHaveLength(0);
  });

  it("chat takes MP3 (ID3 tag or bare frames) and WAV, served with their audio type", async () => {
    const { token } = await registerUser();
    for (const [bytes, ext, type] of [
      [mp3(), "mp3", "audio/mpeg"],
      [mp3Frames(), "mp3", "audio/mpeg"],
      [wav(), "wav", "audio/wav"],
    ] as const) {
      // The client's name and type say PNG: only the content counts.
      const res = await upload("/uploads/chat", token, form("file", bytes, "x.png", "image/png"));
      expect(res.status).toBe(201);
      expect(res.body.fileUrl.endsWith(`.${ext}`)).toBe(true);
      const media = await SELF.fetch(`${ORIGIN}${res.body.fileUrl}`);
      expect(media.status).toBe(200);
      expect(media.headers.get("Content-Type")).toBe(type);
      expect(media.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(new Uint8Array(await media.arrayBuffer())).toEqual(bytes);
    }
  });

  it("refuses MP3 and WAV as an avatar or a leak image (415)", async () => {
    const { token } = await registerUser();
    for (const bytes of [mp3(), wav()]) {
      const avatar = await upload("/uploads/avatars", token, form("avatar", bytes, "a.mp3", "audio/mpeg"));
      expect(avatar.status).toBe(415);
      expect(avatar.body.error.message).toBe("Please select an image file");
      expect((await upload("/uploads/leaks", token, form("image", bytes))).status).toBe(415);
    }
  });

  it("takes WebP where the spec asks for any image (post images), not where it lists JPEG, PNG and GIF (team votes)", async () => {
    const { token } = await registerUser();
    const webp = padded([...ascii("RIFF"), ...le32(30), ...ascii("WEBPVP8X"), ...le32(10), 0, 0, 0, 0, 9, 0, 0, 9, 0, 0], 64);
    const post = await upload("/upload/post-image", token, form("file", webp, "p.webp", "image/webp"));
    expect(post.status).toBe(201);
    expect(post.body.fileUrl).toMatch(/\.webp$/);
    expect((await SELF.fetch(`${ORIGIN}${post.body.fileUrl}`)).headers.get("Content-Type")).toBe("image/webp");
    const vote = await upload("/uploads/votes", token, form("image", webp, "p.webp", "image/webp"));
    expect(vote.status).toBe(415);
    expect(vote.body.error.message).toBe("Please select a valid image file (JPEG, PNG, GIF)");
  });
});

describe("uploads: pixel limits", () => {
  it("takes 4096 x 10 and refuses 4097 x 10 (a side) and 5000 x 4000 or 4000 x 4001 (over 16 megapixels) with 413", async () => {
    const { token } = await registerUser();
    expect((await upload("/uploads/leaks", token, form("image", png(4096, 10)))).status).toBe(201);
    expect((await upload("/uploads/leaks", token, form("image", png(4000, 4000)))).status).toBe(201);
    for (const [w, h] of [
      [4097, 10],
      [5000, 4000],
      [4000, 4001],
    ]) {
      const res = await upload("/uploads/leaks", token, form("image", png(w!, h!)));
      expect(res.status, `${w} x ${h}`).toBe(413);
      expect(res.body.error.message).toBe(UPLOAD_KINDS.leakImage.messages.tooManyPixels);
    }
    const post = await upload("/upload/post-image", token, form("file", png(4097, 10)));
    expect(post.status).toBe(413);
    expect(post.body.error.message).toBe("L'image doit faire au plus 4096 pixels de côté et 16 mégapixels au total");
  });

  it("refuses a PNG whose header is cut before its size as not an image (415)", async () => {
    const { token } = await registerUser();
    const cut = new Uint8Array([0x89, ...ascii("PNG"), 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect((await upload("/uploads/votes", token, form("image", cut))).status).toBe(415);
  });
});

describe("uploads: avatars", () => {
  const me = async (token: string) => (await api("/users/me", { token })).body.user;

  it("POST /uploads/avatars sets the avatar, returns { fileUrl, user } and deletes the uploaded one it replaces", async () => {
    const { token, user } = await registerUser();
    const first = await upload("/uploads/avatars", token, form("avatar", png(2, 2)));
    expect(first.status).toBe(201);
    expect(first.body.fileUrl).toMatch(new RegExp(`^/media/avatars/${user.id}/[\\w-]+\\.png$`));
    expect(first.body.user).toMatchObject({ id: user.id, avatar: first.body.fileUrl });
    expect((await me(token)).avatar).toBe(first.body.fileUrl);
    expect(await env.MEDIA.get(keyOf(first.body.fileUrl))).not.toBeNull();

    const second = await upload("/upload/avatar", token, form("file", png(3, 3)));
    expect(second.status).toBe(201);
    expect(second.body.fileUrl).not.toBe(first.body.fileUrl);
    expect((await me(token)).avatar).toBe(second.body.fileUrl);
    expect(await env.MEDIA.get(keyOf(first.body.fileUrl))).toBeNull();
    expect(await env.MEDIA.get(keyOf(second.body.fileUrl))).not.toBeNull();

    // The older route uses the same path.
    const third = await api("/users/me/avatar", { token, body: form("avatar", png(4, 4)) });
    expect(third.status).toBe(200);
    expect(third.body.user.avatar).toMatch(/^\/media\/avatars\//);
    expect(await env.MEDIA.get(keyOf(second.body.fileUrl))).toBeNull();
    expect((await env.MEDIA.list({ prefix: `avatars/${user.id}/` })).objects.map((o) => o.key)).toEqual([keyOf(third.body.user.avatar)]);
  });

  it("a refused avatar leaves the current one in place", async () => {
    const { token, user } = await registerUser();
    const first = await upload("/uploads/avatars", token, form("avatar", png(2, 2)));
    const refused = await upload("/uploads/avatars", token, form("avatar", png(5000, 4000)));
    expect(refused.status).toBe(413);
    expect((await me(token)).avatar).toBe(first.body.fileUrl);
    expect((await env.MEDIA.list({ prefix: `avatars/${user.id}/` })).objects).toHaveLength(1);
  });

  it("five avatar uploads at once leave one avatar whose object exists, and the other four deleted", async () => {
    const { token, user } = await registerUser();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => upload("/uploads/avatars", token, form("avatar", png(i + 1, i + 1)))),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const stored = results.map((r) => r.body.fileUrl as string);
    expect(new Set(stored).size).toBe(5);

    const current = (await me(token)).avatar as string;
    expect(stored).toContain(current);
    expect(await env.MEDIA.get(keyOf(current))).not.toBeNull();
    for (const url of stored.filter((u) => u !== current)) expect(await env.MEDIA.get(keyOf(url)), url).toBeNull();
    expect((await env.MEDIA.list({ prefix: `avatars/${user.id}/` })).objects.map((o) => o.key)).toEqual([keyOf(current)]);
  });
});

describe("uploads: rate limit", () => {
  it(`allows ${UPLOADS_PER_WINDOW} uploads per user per window, then 429; other users are not affected`, async () => {
    const { token } = await registerUser();
    // Refused uploads count too: the limit is on attempts.
    for (let i = 0; i < UPLOADS_PER_WINDOW; i++) {
      const res = await upload("/uploads/chat", token, form("file", i % 2 ? wav() : text()));
      expect(res.status).not.toBe(429);
    }
    const limited = await upload("/uploads/chat", token, form("file", png(1, 1)));
    expect(limited.status).toBe(429);
    expect(limited.body.error).toEqual({ code: "rate_limited", message: TOO_MANY_UPLOADS["en-GB"] });
    expect((await upload("/uploads/avatars", token, form("avatar", png(1, 1)))).status).toBe(429);

    const other = await registerUser();
    expect((await upload("/uploads/chat", other.token, form("file", png(1, 1)))).status).toBe(201);
  });
});
