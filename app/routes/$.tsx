import { redirect } from "@remix-run/cloudflare";

/** Unknown paths go to "/". */
export async function loader() {
  return redirect("/");
}
export async function action() {
  return redirect("/");
}
