import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { clearSessionCookie } from "../../api/http/session-cookie";
import { logout } from "../../api/services/sessions";
import { assertSameOrigin, serviceContext } from "../lib/session.server";

/** Revokes the session server-side and clears the cookie. */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const ctx = await serviceContext(context, request);
  await logout(ctx);
  return redirect("/", { headers: { "Set-Cookie": clearSessionCookie(request.url) } });
}

export async function loader() {
  return redirect("/");
}
