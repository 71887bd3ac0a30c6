import { parseMediaKey } from "../../domain/uploads";
import { notFound } from "../errors";
import type { ServiceContext } from "./context";

/**
 * Streams a stored object. Only keys the upload service makes are looked up (parseMediaKey:
 * plain segments, within R2's 1024-byte key limit), so anything else is a 404, never R2's error.
 */
export async function readMedia(ctx: ServiceContext, key: string) {
  if (!parseMediaKey(key)) throw notFound("No such file.");
  const object = await ctx.env.MEDIA.get(key);
  if (!object) throw notFound("No such file.");
  return object;
}
