import { MEDIA_EXTENSIONS, UPLOAD_PREFIXES } from "../../domain/uploads";
import { notFound } from "../errors";
import type { ServiceContext } from "./context";

// The keys the upload service makes (api/services/uploads.ts): `<prefix>/<ownerId>/<id>.<ext>`.
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const MEDIA_KEY = new RegExp(
  `^(?:${UPLOAD_PREFIXES.map(escape).join("|")})/[A-Za-z0-9-]+/[A-Za-z0-9_-]+\\.(?:${MEDIA_EXTENSIONS.join("|")})$`,
);

/** Streams a stored object; keys are ours, so anything else is a 404. */
export async function readMedia(ctx: ServiceContext, key: string) {
  if (!MEDIA_KEY.test(key)) throw notFound("No such file.");
  const object = await ctx.env.MEDIA.get(key);
  if (!object) throw notFound("No such file.");
  return object;
}
