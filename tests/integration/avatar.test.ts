import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, ORIGIN, registration } from "./helpers";

// A real 1x1 PNG.
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

function multipart(fields: Record<string, string>, file?: { bytes: BlobPart; name: string; type: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("avatarFile", new File([file.bytes], file.name, { type: file.type }));
  return form;
}

async function mediaCount() {
  return (await env.MEDIA.list({ prefix: "avatars/" })).objects.length;
}

describe("avatar upload at registration", () => {
  it("stores a real PNG in R2 and serves it from /media with nosniff", async () => {
    const payload = registration();
    delete (payload as Record<string, unknown>).avatar;
    const res = await api("/auth/register", { body: multipart(payload, { bytes: PNG, name: "me.png", type: "image/png" }) });
    expect(res.status).toBe(201);
    expect(res.body.user.avatar).toMatch(/^\/media\/avatars\/[\w-]+\/[\w-]+\.png$/);
    const media = await SELF.fetch(`${ORIGIN}${res.body.user.avatar}`);
    expect(media.status).toBe(200);
    expect(media.headers.get("Content-Type")).toBe("image/png");
    expect(media.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(PNG);
  });

  it("refuses text renamed .png (content is checked, not the name or type) and writes nothing", async () => {
    const payload = registration();
    const before = await mediaCount();
    const res = await api("/auth/register", {
      body: multipart(payload, { bytes: "I am definitely a picture", name: "fake.png", type: "image/png" }),
    });
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe("Please select an image file");
    expect(await mediaCount()).toBe(before);
    expect((await api("/auth/login", { json: { email: payload.email, password: payload.password } })).status).toBe(401);
  });

  it("refuses an image over 2 MB with 413 and the spec's message", async () => {
    const payload = registration();
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await api("/auth/register", { body: multipart(payload, { bytes: big, name: "big.png", type: "image/png" }) });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe("Image size must be less than 2MB");
    expect((await api("/auth/login", { json: { email: payload.email, password: payload.password } })).status).toBe(401);
  });

  it("does not keep the uploaded file when the registration is a duplicate", async () => {
    const first = registration();
    expect((await api("/auth/register", { json: first })).status).toBe(201);
    const before = await mediaCount();
    const dup = registration({ email: first.email });
    const res = await api("/auth/register", { body: multipart(dup, { bytes: PNG, name: "me.png", type: "image/png" }) });
    expect(res.status).toBe(409);
    expect(await mediaCount()).toBe(before);
  });

  it("answers 404 for media that does not exist or a key we never make", async () => {
    expect((await SELF.fetch(`${ORIGIN}/media/avatars/nobody/none.png`)).status).toBe(404);
    expect((await SELF.fetch(`${ORIGIN}/media/avatars/x/..%2F..%2Fsecret.txt`)).status).toBe(404);
    expect((await SELF.fetch(`${ORIGIN}/media/other-bucket-key.html`)).status).toBe(404);
  });
});
