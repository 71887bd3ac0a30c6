// Glue between Remix loaders/actions and the service layer. The Worker builds the
// request's ServiceContext once (server.ts) and hands it over as `context.service`.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { clearSessionCookie, readSessionCookie, sessionCookie } from "../../api/http/session-cookie";
import { REMEMBER_TTL_MS } from "../../api/services/sessions";
import { can, type Ability } from "../../domain/permissions";
import { apiMessages } from "../../domain/messages/api";

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
  if (!can(result.user.role, ability)) throw new Response(ability === "staff:view" ? apiMessages.staffPage : apiMessages.rolePage, { status: 403 });
  return result;
}

/** Set-Cookie for a new session: long-lived with 'Remember me', else a browser-session cookie. */
export function sessionCookieHeader(request: Request, token: string, remember: boolean) {
  return sessionCookie(request.url, token, remember ? Math.floor(REMEMBER_TTL_MS / 1000) : null);
}

/**
 * The one judge of every redirect the app takes from a visitor (`redirectTo` after signing in, the
 * theme form's return, /login's hand-over): only a path on this site, or `fallback`.
 *
 * What is judged is what will be sent, not what came in: the value is parsed against a base and
 * normalised (`/.//evil.example` becomes `//evil.example` by then), and the result must start with
 * exactly one `/` followed by neither `/` nor `\`, contain no backslash, white space or control
 * character, re-parse to itself against another origin, and its path still pass once percent-decoded
 * and NFKC-folded (`/%2F%2Fhost`, `/%09/host`, `/%5Chost`, fullwidth solidus or ideographic full stop).
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || !to.startsWith("/") || UNSAFE_CHARACTER.test(to)) return fallback;
  const sent = sameSitePath(to, "http://terrace.invalid");
  if (sent === null || !looksLocal(sent) || sameSitePath(sent, "https://other.invalid") !== sent) return fallback;
  let path: string; // the path part decoded (a query may hold encoded spaces: they stay in the query)
  try {
    path = decodeURIComponent(sent.replace(/[?#].*$/s, ""));
  } catch {
    return fallback;
  }
  return looksLocal(path) && looksLocal(path.normalize("NFKC")) ? sent : fallback;
}

/** Backslashes (read as `/` by browsers), white space and control characters: never in a redirect. */
const UNSAFE_CHARACTER = /[\\\s\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/;

/** One leading `/`, not followed by `/` or `\`, and nothing a browser would strip or bend. */
const looksLocal = (path: string) => /^\/(?![/\\])/.test(path) && !UNSAFE_CHARACTER.test(path);

/** `to` parsed against `base`: its path, query and fragment when it stays on that origin, else null. */
function sameSitePath(to: string, base: string) {
  try {
    const url = new URL(to, base);
    return url.origin === new URL(base).origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}
