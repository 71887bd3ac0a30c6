/**
 * The browser keeps the access token in this httpOnly cookie. On https it
 * carries the `__Host-` prefix (Secure, Path=/, no Domain: no subdomain can set
 * or shadow it); plain-http local development cannot use the prefix.
 */
export const SESSION_COOKIE = "terrace_session";
const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

const isHttps = (requestUrl: string) => new URL(requestUrl).protocol === "https:";

/** The session cookie's name for this request's scheme. */
export const sessionCookieName = (requestUrl: string) => (isHttps(requestUrl) ? HOST_SESSION_COOKIE : SESSION_COOKIE);

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) {
      try {
        return decodeURIComponent(v.join("="));
      } catch {
        return null; // a malformed value is no cookie at all
      }
    }
  }
  return null;
}

/** The session token a browser sent, under the name its scheme uses. */
export const readSessionCookie = (request: Request) => readCookie(request.headers.get("Cookie"), sessionCookieName(request.url));

/** Secure (and `__Host-`) everywhere except plain-http localhost (wrangler dev). */
export function sessionCookie(requestUrl: string, token: string, maxAgeSeconds: number | null): string {
  const secure = isHttps(requestUrl) ? "; Secure" : "";
  const age = maxAgeSeconds === null ? "" : `; Max-Age=${maxAgeSeconds}`;
  return `${sessionCookieName(requestUrl)}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax${secure}${age}`;
}

export function clearSessionCookie(requestUrl: string): string {
  return sessionCookie(requestUrl, "", 0);
}

/** Unsafe requests authenticated by cookie must come from our own pages. */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (!origin) return false;
  return origin === new URL(request.url).origin;
}
