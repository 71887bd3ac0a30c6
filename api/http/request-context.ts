import { createDb } from "../db/client";
import { LEAGUE_TIME_ZONE, resolveLocale, timeZoneFromCookie } from "../../domain/locale";
import type { Env } from "../env";
import { forbidden } from "../errors";
import type { ServiceContext } from "../services/context";
import { authenticate } from "../services/sessions";
import { isSameOrigin, readSessionCookie } from "./session-cookie";
import { apiMessages } from "../../domain/messages/api";
import { isPublicRead } from "./edge-cache";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The one bucket of every client whose address cannot be trusted (local data, no Cloudflare in front). */
export const LOCAL_CLIENT = "local";

/**
 * The client address, for the limits keyed by IP (domain/limits.ts). `CF-Connecting-IP` is
 * trusted only when the request really came through Cloudflare's edge, which sets it and
 * attaches `request.cf`; anywhere else the header is whatever the client sent, so every
 * such request shares one local bucket. On the local data (wrangler dev), where the cf
 * object is a stand-in and the header can be typed by anyone, the bucket is local too.
 */
export function clientIp(request: Request, env: Pick<Env, "LOCAL_DATA">) {
  if (env.LOCAL_DATA === "true" || !request.cf) return LOCAL_CLIENT;
  return request.headers.get("CF-Connecting-IP") ?? LOCAL_CLIENT;
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
    throw forbidden(isPage ? apiMessages.crossSiteForm : apiMessages.crossSiteRequest);
  }
  const now = () => Date.now();
  // A public read served from the edge cache is the same for everyone (api/http/edge-cache.ts):
  // it reads no session, so a cached answer or a 304 costs no D1 read.
  const cookies = request.headers.get("Cookie");
  // Its language is the browser's (or the visitor cookie's): the account's choice would need the session.
  if (isPublicRead(request)) {
    const locale = resolveLocale({ cookie: cookies, acceptLanguage: request.headers.get("Accept-Language") });
    return { db, env, actor: null, viewer: null, locale, timeZone: timeZoneFromCookie(cookies) ?? LEAGUE_TIME_ZONE, ip: clientIp(request, env), now };
  }
  const session = await authenticate(db, env, bearer ?? cookie, now());
  const locale = resolveLocale({ account: session?.viewer.locale, cookie: cookies, acceptLanguage: request.headers.get("Accept-Language") });
  const timeZone = session?.viewer.timeZone ?? timeZoneFromCookie(cookies) ?? LEAGUE_TIME_ZONE;
  return { db, env, actor: session?.actor ?? null, viewer: session?.viewer ?? null, locale, timeZone, ip: clientIp(request, env), now };
}
