import { createDb } from "../db/client";
import type { Env } from "../env";
import { forbidden } from "../errors";
import type { ServiceContext } from "../services/context";
import { authenticate } from "../services/sessions";
import { isSameOrigin, readSessionCookie } from "./session-cookie";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function clientIp(request: Request) {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

/**
 * The service context of one request, built once at the Worker's edge and
 * handed to Hono (`c.var.ctx`) and Remix (load context `service`) alike.
 *
 * The one Origin check: an unsafe request must come from our own pages when it
 * rides on the session cookie or posts to a page (Remix forms); REST clients
 * with a bearer token, and API calls with no cookie at all, are not browsers'
 * ambient credentials and pass. Identity is one D1 read (session joined to user).
 */
export async function buildRequestContext(env: Env, request: Request): Promise<ServiceContext> {
  const db = createDb(env.DB);
  const bearer = request.headers.get("Authorization")?.match(/^Bearer\s+(.+)$/i)?.[1] ?? null;
  const cookie = bearer ? null : readSessionCookie(request);
  const isPage = !new URL(request.url).pathname.startsWith("/api/");
  if (!SAFE_METHODS.has(request.method) && (cookie || (isPage && !bearer)) && !isSameOrigin(request)) {
    throw forbidden(isPage ? "Cross-site form submission refused." : "Cross-site request refused.");
  }
  const now = () => Date.now();
  const session = await authenticate(db, env, bearer ?? cookie, now());
  return { db, env, actor: session?.actor ?? null, viewer: session?.viewer ?? null, ip: clientIp(request), now };
}
