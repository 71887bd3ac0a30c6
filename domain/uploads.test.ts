import { describe, expect, it } from "vitest";
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE_PX } from "./images";
import { mp4Aac, mp4Video, webmOpus, webmVideo } from "../tests/support/recordings";
import {
  acceptAttribute,
  checkUpload,
  checkUploadSize,
  MAX_MEDIA_KEY_BYTES,
  MB,
  MEDIA_EXTENSIONS,
  parseMediaKey,
  parseMediaUrl,
  sniffAudio,
  sniffMedia,
  sniffRecording,
  UPLOAD_KINDS,
  UPLOAD_PREFIXES,
  type UploadKindName,
} from "./uploads";

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const le32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];

/** A file of `length` bytes that starts with `head` (zeros after). */
function file(head: number[] | Uint8Array, length = Math.max(head.length, 64)): Uint8Array {
  const out = new Uint8Array(length);
  out.set(head);
  return out;
}
/** PNG signature and an IHDR declaring the size (CRC not checked by the header reader). */
const png = (width: number, height: number, length?: number) =>
  file([0x89, ...ascii("PNG"), 0x0d, 0x0a, 0x1a, 0x0a, ...be32(13), ...ascii("IHDR"), ...be32(width), ...be32(height), 8, 6, 0, 0, 0], length);
const ID3 = [...ascii("ID3"), 4, 0, 0, 0, 0, 0x02, 0x01];
const MPEG1_LAYER3 = [0xff, 0xfb, 0x90, 0x64]; // MPEG-1 Layer III, 128 kbit/s, 44.1 kHz
const WAV = [...ascii("RIFF"), ...le32(36), ...ascii("WAVE"), ...ascii("fmt ")];
const TEXT = ascii("I am definitely a picture, trust me");

describe("sniffRecording (the browser's voice recorder)", () => {
  it("recognises audio-only WebM/Opus and MP4/AAC", () => {
    expect(sniffRecording(webmOpus())).toEqual({ contentType: "audio/webm", ext: "webm" });
    expect(sniffRecording(mp4Aac())).toEqual({ contentType: "audio/mp4", ext: "m4a" });
  });
  it("refuses videos, other containers and cut-off headers", () => {
    expect(sniffRecording(webmVideo())).toBeNull();
    expect(sniffRecording(mp4Video())).toBeNull();
    expect(sniffRecording(webmOpus().subarray(0, 20))).toBeNull();
    expect(sniffRecording(file(TEXT))).toBeNull();
    expect(sniffRecording(png(1, 1))).toBeNull();
  });
  it("is accepted by the chat audio kind only, checked on the whole file", () => {
    const ok = checkUpload([UPLOAD_KINDS.chatImage, UPLOAD_KINDS.chatAudio], webmOpus());
    expect(ok.ok && ok.kind.name).toBe("chatAudio");
    expect(checkUpload([UPLOAD_KINDS.chatImage, UPLOAD_KINDS.chatAudio], mp4Aac()).ok).toBe(true);
    const video = checkUpload([UPLOAD_KINDS.chatImage, UPLOAD_KINDS.chatAudio], webmVideo());
    expect(video.ok || video.message).toBe("Type de fichier non supporté");
    expect(checkUpload(UPLOAD_KINDS.leakImage, webmOpus()).ok).toBe(false);
  });
});

describe("sniffAudio", () => {
  it("recognises MP3 by an ID3v2 tag or an MPEG Layer III frame header, and WAV by RIFF....WAVE", () => {
    expect(sniffAudio(file(ID3))).toEqual({ contentType: "audio/mpeg", ext: "mp3" });
    expect(sniffAudio(file(MPEG1_LAYER3))).toEqual({ contentType: "audio/mpeg", ext: "mp3" });
    expect(sniffAudio(file([0xff, 0xf3, 0x90, 0x64]))?.ext).toBe("mp3"); // MPEG-2 Layer III
    expect(sniffAudio(file(WAV))).toEqual({ contentType: "audio/wav", ext: "wav" });
  });
  it("refuses JPEG, AAC, a reserved MPEG version or sample rate, a bad ID3 header, WebP and text", () => {
    expect(sniffAudio(file([0xff, 0xd8, 0xff, 0xe0]))).toBeNull(); // JPEG
    expect(sniffAudio(file([0xff, 0xf1, 0x50, 0x80]))).toBeNull(); // AAC ADTS (layer 00)
    expect(sniffAudio(file([0xff, 0xeb, 0x90, 0x64]))).toBeNull(); // reserved version 01
    expect(sniffAudio(file([0xff, 0xfb, 0x9c, 0x64]))).toBeNull(); // reserved sample rate 11
    expect(sniffAudio(file([0xff, 0xfb, 0xf0, 0x64]))).toBeNull(); // bitrate index 15
    expect(sniffAudio(file([...ascii("ID3"), 9, 0, 0, 0, 0, 0, 0]))).toBeNull(); // no such ID3 version
    expect(sniffAudio(file([...ascii("ID3"), 3, 0, 0, 0x80, 0, 0, 0]))).toBeNull(); // size not syncsafe
    expect(sniffAudio(new Uint8Array(ascii("ID3")))).toBeNull(); // cut off
    expect(sniffAudio(file([...ascii("RIFF"), 0, 0, 0, 0, ...ascii("WEBP")]))).toBeNull();
    expect(sniffAudio(file(TEXT))).toBeNull();
  });
  it("sniffMedia tells images and audio apart", () => {
    expect(sniffMedia(png(1, 1))?.contentType).toBe("image/png");
    expect(sniffMedia(file(WAV))?.contentType).toBe("audio/wav");
    expect(sniffMedia(file(TEXT))).toBeNull();
  });
});

describe("the kinds table", () => {
  const limits: Record<UploadKindName, number> = {
    avatar: 2 * MB,
    leakImage: 5 * MB,
    voteImage: 5 * MB,
    postImage: 10 * MB,
    stadiumImage: 5 * MB,
    chatImage: 5 * MB,
    chatAudio: 5 * MB,
  };
  it("has the spec's byte limits (5 MB = 5,242,880 bytes)", () => {
    for (const [name, max] of Object.entries(limits)) expect(UPLOAD_KINDS[name as UploadKindName].maxBytes).toBe(max);
    expect(UPLOAD_KINDS.leakImage.maxBytes).toBe(5_242_880);
  });
  it("has one distinct key prefix per kind, made of characters /media accepts, and every extension served", () => {
    expect(UPLOAD_PREFIXES).toHaveLength(Object.keys(UPLOAD_KINDS).length);
    for (const prefix of UPLOAD_PREFIXES) expect(prefix).toMatch(/^[a-z][a-z-]*$/);
    expect([...MEDIA_EXTENSIONS].sort()).toEqual(["gif", "jpg", "m4a", "mp3", "png", "wav", "webm", "webp"]);
  });
  it("keeps the spec's formats: JPEG, PNG, GIF where it lists them, WebP where it asks for any image, MP3 and WAV for chat audio plus the recorder's WebM and MP4", () => {
    for (const name of ["avatar", "leakImage", "voteImage", "chatImage"] as const)
      expect([...UPLOAD_KINDS[name].accepts].sort()).toEqual(["image/gif", "image/jpeg", "image/png"]);
    for (const name of ["postImage", "stadiumImage"] as const) expect(UPLOAD_KINDS[name].accepts).toContain("image/webp");
    expect([...UPLOAD_KINDS.chatAudio.accepts].sort()).toEqual(["audio/mp4", "audio/mpeg", "audio/wav", "audio/webm"]);
    expect(acceptAttribute(UPLOAD_KINDS.chatImage, UPLOAD_KINDS.chatAudio)).toBe("image/jpeg,image/png,image/gif,audio/mpeg,audio/wav,audio/webm,audio/mp4");
  });
  it("speaks the language of each screen, with the spec's texts", () => {
    expect(UPLOAD_KINDS.avatar.messages.tooLarge).toBe("Image size must be less than 2MB");
    expect(UPLOAD_KINDS.leakImage.messages.wrongType).toBe("Please select an image file");
    expect(UPLOAD_KINDS.voteImage.messages.wrongType).toBe("Please select a valid image file (JPEG, PNG, GIF)");
    expect(UPLOAD_KINDS.postImage.messages.tooLarge).toBe("L'image doit faire moins de 10MB");
    expect(UPLOAD_KINDS.stadiumImage.messages.tooLarge).toBe("L'image ne doit pas dépasser 5MB");
    expect(UPLOAD_KINDS.chatAudio.messages.wrongType).toBe("Type de fichier non supporté");
    expect(UPLOAD_KINDS.chatImage.messages.tooLarge).toBe("Fichier trop volumineux (max 5MB)");
    for (const kind of Object.values(UPLOAD_KINDS)) {
      for (const message of Object.values(kind.messages)) expect(message.trim().length).toBeGreaterThan(0);
      expect(kind.checkPixels).toBe(kind.accepts.every((t) => t.startsWith("image/")));
    }
    expect(UPLOAD_KINDS.stadiumImage.staffOnly).toBe(true);
  });
});

describe("checkUpload", () => {
  const avatar = UPLOAD_KINDS.avatar;
  it("accepts exactly the byte limit and refuses one more byte (413), before looking at the content", () => {
    expect(checkUpload(avatar, png(1, 1, 2 * MB))).toMatchObject({ ok: true, type: { ext: "png" }, size: { width: 1, height: 1 } });
    expect(checkUpload(avatar, png(1, 1, 2 * MB + 1))).toEqual({ ok: false, status: 413, reason: "tooLarge", message: "Image size must be less than 2MB" });
    expect(checkUploadSize(avatar, 2 * MB)).toBeNull();
    expect(checkUploadSize(avatar, 2 * MB + 1)?.status).toBe(413);
    expect(checkUpload(avatar, file(TEXT, 3 * MB))).toMatchObject({ status: 413 });
  });
  it("refuses no file or an empty one (400)", () => {
    expect(checkUploadSize(avatar, null)).toMatchObject({ status: 400, reason: "missing" });
    expect(checkUpload(avatar, new Uint8Array())).toMatchObject({ status: 400, reason: "missing" });
  });
  it("refuses by content (415): text, audio as an avatar, WebP where the spec lists JPEG, PNG and GIF", () => {
    expect(checkUpload(avatar, file(TEXT))).toEqual({ ok: false, status: 415, reason: "wrongType", message: "Please select an image file" });
    expect(checkUpload(avatar, file(ID3))).toMatchObject({ status: 415 });
    expect(checkUpload(avatar, file(WAV))).toMatchObject({ status: 415 });
    const webp = file([...ascii("RIFF"), ...le32(30), ...ascii("WEBPVP8X"), ...le32(10), 0, 0, 0, 0, 9, 0, 0, 9, 0, 0]);
    expect(checkUpload(UPLOAD_KINDS.voteImage, webp)).toMatchObject({ status: 415 });
    expect(checkUpload(UPLOAD_KINDS.postImage, webp)).toMatchObject({ ok: true, type: { ext: "webp" }, size: { width: 10, height: 10 } });
  });
  it("refuses an image whose size cannot be read as not an image (415)", () => {
    expect(checkUpload(avatar, file([0x89, ...ascii("PNG"), 0x0d, 0x0a, 0x1a, 0x0a]))).toMatchObject({ status: 415, reason: "wrongType" });
  });
  it("checks the declared pixels: 4096 a side and 16 megapixels (413)", () => {
    expect(checkUpload(avatar, png(MAX_IMAGE_SIDE_PX, 10))).toMatchObject({ ok: true });
    expect(checkUpload(avatar, png(MAX_IMAGE_SIDE_PX + 1, 10))).toMatchObject({ status: 413, reason: "tooManyPixels", message: avatar.messages.tooManyPixels });
    expect(checkUpload(avatar, png(4000, 4000))).toMatchObject({ ok: true });
    expect(checkUpload(avatar, png(4000, 4001))).toMatchObject({ status: 413, reason: "tooManyPixels" });
    expect(checkUpload(UPLOAD_KINDS.postImage, png(5000, 4000))).toMatchObject({ status: 413, message: UPLOAD_KINDS.postImage.messages.tooManyPixels });
    expect(MAX_IMAGE_PIXELS).toBe(16_000_000);
  });
  it("with several kinds, takes the first that accepts the format (chat: image or audio)", () => {
    const chat = [UPLOAD_KINDS.chatImage, UPLOAD_KINDS.chatAudio];
    expect(checkUpload(chat, png(1, 1))).toMatchObject({ ok: true, kind: { name: "chatImage" } });
    expect(checkUpload(chat, file(ID3))).toMatchObject({ ok: true, kind: { name: "chatAudio" }, type: { ext: "mp3" }, size: null });
    expect(checkUpload(chat, file(MPEG1_LAYER3))).toMatchObject({ ok: true, kind: { name: "chatAudio" } });
    expect(checkUpload(chat, file(WAV))).toMatchObject({ ok: true, type: { ext: "wav" } });
    expect(checkUpload(chat, file(TEXT))).toMatchObject({ status: 415, message: "Type de fichier non supporté" });
    expect(checkUpload(chat, file(WAV, 5 * MB + 1))).toMatchObject({ status: 413, message: "Fichier trop volumineux (max 5MB)" });
  });
});

describe("media keys", () => {
  const me = "0d6f8a2c-1111-4222-8333-444455556666";
  const file = "9b2ecc3a-1111-4222-8333-444455556666.png";
  it("parse the keys the upload service makes: prefix and owner", () => {
    expect(parseMediaKey(`posts/${me}/${file}`)).toEqual({ key: `posts/${me}/${file}`, prefix: "posts", ownerId: me });
    expect(parseMediaUrl(`/media/chat-audio/${me}/x.webm`)).toMatchObject({ prefix: "chat-audio", ownerId: me });
  });
  it("refuse anything else: `..`, `.`, encoded or extra segments, unknown prefixes and extensions, outside URLs", () => {
    for (const key of [`posts/${me}/../other/${file}`, `posts/${me}/./${file}`, `posts/${me}/%2e%2e/${file}`, `posts/${me}/sub/${file}`, `posts/../${file}`, `secrets/${me}/${file}`, `posts/${me}/x.html`, `posts/${me}/x.png/`, ""])
      expect(parseMediaKey(key), key).toBeNull();
    expect(parseMediaUrl(`https://evil.example/media/posts/${me}/${file}`)).toBeNull();
    expect(parseMediaUrl(null)).toBeNull();
  });
  it(`refuse a key over R2's ${MAX_MEDIA_KEY_BYTES}-byte limit`, () => {
    expect(parseMediaKey(`posts/${"a".repeat(1100)}/x.png`)).toBeNull();
    expect(parseMediaKey(`posts/${me}/${"b".repeat(2000)}.png`)).toBeNull();
  });
});
