import { createDb } from "../db/client";
import type { Env } from "../env";
import { authenticate } from "../services/sessions";
import type { ServiceContext } from "../services/context";
import { forbidden } from "./errors";
import { SESSION_COOKIE, isSameOrigin, readCookie } from "./session-cookie";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function clientIp(request: Request) {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

/**
 * Builds the per-request service context. A bearer token wins; otherwise the
 * session cookie counts, and then unsafe methods must carry our own Origin.
 */
export async function buildServiceContext(env: Env, request: Request): Promise<ServiceContext> {
  const db = createDb(env.DB);
  const now = () => Date.now();
  const bearer = request.headers.get("Authorization")?.match(/^Bearer\s+(.+)$/i)?.[1] ?? null;
  const cookie = readCookie(request.headers.get("Cookie"), SESSION_COOKIE);
  let token = bearer;
  if (!token && cookie) {
    if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request)) throw forbidden("Cross-site request refused.");
    token = cookie;
  }
  const actor = await authenticate(db, env, token, now());
  return { db, env, actor, ip: clientIp(request), now };
}
