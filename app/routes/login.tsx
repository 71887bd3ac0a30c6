import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

/** /login is where expired sessions land; the sign-in screen lives at "/". */
export async function loader({ request }: LoaderFunctionArgs) {
  const to = new URL(request.url).searchParams.get("redirectTo");
  return redirect(to && to !== "/" ? `/?redirectTo=${encodeURIComponent(to)}` : "/");
}
