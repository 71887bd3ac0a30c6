import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from "../../domain/accounts";
import { sniffImage } from "../../domain/images";
import { AppError, badRequest, notFound, tooLarge } from "../errors";
import type { ServiceContext } from "./context";
import { randomToken } from "./crypto";

export type ImageRules = { maxBytes: number; notImage: string; tooLarge: string };
export const AVATAR_RULES: ImageRules = {
  maxBytes: AVATAR_MAX_BYTES,
  notImage: AVATAR_MESSAGES.notImage,
  tooLarge: AVATAR_MESSAGES.tooLarge,
};

/** Checks an uploaded file (size, then content) and returns its bytes and kind. */
export async function readImageUpload(file: unknown, rules: ImageRules) {
  if (!(file instanceof File) && !(file instanceof Blob)) throw badRequest(rules.notImage);
  if (file.size === 0) throw badRequest(rules.notImage);
  if (file.size > rules.maxBytes) throw tooLarge(rules.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes.subarray(0, 16));
  if (!kind) throw new AppError(415, "unsupported_media_type", rules.notImage);
  return { bytes, kind };
}

/** Stores an image under a server-made key and returns its public path. */
export async function storeImage(
  ctx: ServiceContext,
  folder: string,
  ownerId: string,
  image: Awaited<ReturnType<typeof readImageUpload>>,
): Promise<{ key: string; url: string }> {
  const key = `${folder}/${ownerId}/${randomToken(12)}.${image.kind.ext}`;
  await ctx.env.MEDIA.put(key, image.bytes, {
    httpMetadata: { contentType: image.kind.contentType, cacheControl: "public, max-age=31536000, immutable" },
    customMetadata: { ownerId },
  });
  return { key, url: `/media/${key}` };
}

export async function deleteMediaByUrl(ctx: ServiceContext, url: string | null | undefined) {
  if (url?.startsWith("/media/")) await ctx.env.MEDIA.delete(url.slice("/media/".length));
}

/** Streams a stored object; keys are ours, so anything else is a 404. */
export async function readMedia(ctx: ServiceContext, key: string) {
  if (!/^[a-z]+\/[A-Za-z0-9-]+\/[A-Za-z0-9_-]+\.(png|jpg|gif|webp)$/.test(key)) throw notFound("No such file.");
  const object = await ctx.env.MEDIA.get(key);
  if (!object) throw notFound("No such file.");
  return object;
}
