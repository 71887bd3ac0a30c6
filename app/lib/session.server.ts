// Glue between Remix loaders/actions and the service layer. The Worker builds the
// request's ServiceContext once (server.ts) and hands it over as `context.service`.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { clearSessionCookie, readSessionCookie, sessionCookie } from "../../api/http/session-cookie";
import { REMEMBER_TTL_MS } from "../../api/services/sessions";
import { can, type Ability } from "../../domain/permissions";

/** The signed-in user, or a redirect to /login (which leads to the sign-in screen). */
export async function requireUserView({ service: ctx }: AppLoadContext, request: Request) {
  if (!ctx.actor || !ctx.viewer) {
    const url = new URL(request.url);
    const headers = readSessionCookie(request) ? { "Set-Cookie": clearSessionCookie(request.url) } : undefined;
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`, { headers });
  }
  return { ctx, user: ctx.viewer };
}

/** The signed-in user if their role may do `ability` (domain/permissions.ts): else a redirect to sign in, or a 403 page. */
export async function requireAbilityView(context: AppLoadContext, request: Request, ability: Ability) {
  const result = await requireUserView(context, request);
  if (!can(result.user.role, ability)) throw new Response(ability === "staff:view" ? "This page is for staff only." : "Your role cannot open this page.", { status: 403 });
  return result;
}

/** Set-Cookie for a new session: long-lived with 'Remember me', else a browser-session cookie. */
export function sessionCookieHeader(request: Request, token: string, remember: boolean) {
  return sessionCookie(request.url, token, remember ? Math.floor(REMEMBER_TTL_MS / 1000) : null);
}

/**
 * Where to go after signing in: only a path on this site. No scheme, no `//`
 * (another host), no backslash (read as `/` by browsers), no control or white
 * space characters (never a raw one in a Location header); parsed against an
 * origin and compared, so any trick that leaves the site falls back.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || /[\\\s\u0000-\u001f\u007f-\u009f]/.test(to)) return fallback;
  const base = "http://terrace.invalid";
  try {
    const url = new URL(to, base);
    return url.origin === base ? url.pathname + url.search + url.hash : fallback;
  } catch {
    return fallback;
  }
}
