import type { Context, TypedResponse } from "hono";
import { sha256Hex } from "../services/crypto";

/**
 * A JSON response that browsers and CDNs may cache for `maxAgeSeconds`, with a
 * strong ETag of its body: a matching If-None-Match gets 304 and no body.
 */
export async function cachedJson<T>(c: Context, body: T, maxAgeSeconds: number): Promise<Response & TypedResponse<T, 200, "json">> {
  const text = JSON.stringify(body);
  const etag = `"${(await sha256Hex(text)).slice(0, 32)}"`;
  c.header("Cache-Control", `public, max-age=${maxAgeSeconds}`);
  c.header("ETag", etag);
  // Typed as the JSON answer for the RPC client (a 304 has no body: the browser's cache answers).
  if (c.req.header("If-None-Match") === etag) return c.body(null, 304) as never;
  return c.body(text, 200, { "Content-Type": "application/json; charset=utf-8" }) as never;
}
