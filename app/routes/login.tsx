import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { safeRedirect } from "../lib/session.server";

/** /login is where expired sessions land; the sign-in screen lives at "/". */
export async function loader({ request }: LoaderFunctionArgs) {
  const to = new URL(request.url).searchParams.get("redirectTo");
  const safe = safeRedirect(to);
  return redirect(safe !== "/" ? `/?redirectTo=${encodeURIComponent(safe)}` : "/");
}
