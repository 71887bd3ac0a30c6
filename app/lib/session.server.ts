// Glue between Remix loaders/actions and the service layer: the session cookie
// becomes a ServiceContext, exactly as a bearer token does for the REST API.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { createDb } from "../../api/db/client";
import { AppError } from "../../api/http/errors";
import { clientIp } from "../../api/http/service-context";
import { SESSION_COOKIE, clearSessionCookie, isSameOrigin, readCookie, sessionCookie } from "../../api/http/session-cookie";
import { REMEMBER_TTL_MS, authenticate } from "../../api/services/sessions";
import { isStaff, type ServiceContext } from "../../api/services/context";
import { getMe } from "../../api/services/users";

export async function serviceContext(context: AppLoadContext, request: Request): Promise<ServiceContext> {
  const db = createDb(context.env.DB);
  const now = () => Date.now();
  const token = readCookie(request.headers.get("Cookie"), SESSION_COOKIE);
  const actor = token ? await authenticate(db, context.env, token, now()) : null;
  return { db, env: context.env, actor, ip: clientIp(request), now };
}

/** Actions change state: refuse posts that do not come from our own pages. */
export function assertSameOrigin(request: Request) {
  if (!isSameOrigin(request)) throw new Response("Cross-site form submission refused.", { status: 403 });
}

/** The signed-in user, or a redirect to /login (which leads to the sign-in screen). */
export async function requireUserView(context: AppLoadContext, request: Request) {
  const ctx = await serviceContext(context, request);
  if (!ctx.actor) {
    const url = new URL(request.url);
    const headers = readCookie(request.headers.get("Cookie"), SESSION_COOKIE) ? { "Set-Cookie": clearSessionCookie(request.url) } : undefined;
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`, { headers });
  }
  return { ctx, user: await getMe(ctx) };
}

export async function requireStaffView(context: AppLoadContext, request: Request) {
  const result = await requireUserView(context, request);
  if (!isStaff(result.user.role)) throw new Response("This page is for staff only.", { status: 403 });
  return result;
}

/** Set-Cookie for a new session: long-lived with 'Remember me', else a browser-session cookie. */
export function sessionCookieHeader(request: Request, token: string, remember: boolean) {
  return sessionCookie(request.url, token, remember ? Math.floor(REMEMBER_TTL_MS / 1000) : null);
}

/** Only same-site relative paths are followed after sign-in. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}

/** Maps a service error to form data for the UI: field errors and a banner message. */
export function formError(err: unknown) {
  if (err instanceof AppError && err.status < 500) {
    const fields: Record<string, string> = {};
    for (const issue of err.issues ?? []) if (issue.path && !fields[issue.path]) fields[issue.path] = issue.message;
    return { status: err.status, message: err.message, fields };
  }
  throw err;
}
