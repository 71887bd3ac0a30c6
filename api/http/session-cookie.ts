/** The browser keeps the access token in this httpOnly cookie. */
export const SESSION_COOKIE = "terrace_session";

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return null;
}

/** Secure everywhere except plain-http localhost (wrangler dev). */
export function sessionCookie(requestUrl: string, token: string, maxAgeSeconds: number | null): string {
  const url = new URL(requestUrl);
  const secure = url.protocol === "https:" ? "; Secure" : "";
  const age = maxAgeSeconds === null ? "" : `; Max-Age=${maxAgeSeconds}`;
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax${secure}${age}`;
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
