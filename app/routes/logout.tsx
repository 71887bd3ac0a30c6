import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { clearSessionCookie } from "../../api/http/session-cookie";
import { logout } from "../../api/services/sessions";

/** Revokes the session server-side and clears the cookie. */
export async function action({ request, context }: ActionFunctionArgs) {
  await logout(context.service);
  return redirect("/", { headers: { "Set-Cookie": clearSessionCookie(request.url) } });
}

export async function loader() {
  return redirect("/");
}
