import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { safeRedirect } from "../lib/session.server";
import { themeCookie } from "../lib/theme";

/** Without JavaScript the theme toggle posts here; with it, the cookie is set in the browser. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const theme = form.get("theme") === "dark" ? "dark" : "light";
  return redirect(safeRedirect(form.get("redirectTo")), { headers: { "Set-Cookie": themeCookie(theme) } });
}
