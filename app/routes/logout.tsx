import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { clearSessionCookie } from "../../api/http/session-cookie";
import { logout } from "../../api/services/sessions";
import { redirectWithToast } from "../lib/form-action.server";
import { accountMessages } from "../../domain/messages/accounts";

/** Revokes the session server-side, clears the cookie and says so on the sign-in screen. */
export async function action({ request, context }: ActionFunctionArgs) {
  await logout(context.service);
  return redirectWithToast("/", { kind: "info", message: accountMessages.screen.signedOut }, { headers: { "Set-Cookie": clearSessionCookie(request.url) } });
}

export async function loader() {
  return redirect("/");
}
