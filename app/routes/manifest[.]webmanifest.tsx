import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { webAppManifest } from "../features/shell/manifest";

/** The web app manifest (issue 46), in the reader's language; linked from every page (root.tsx). */
export function loader(_: LoaderFunctionArgs) {
  return new Response(JSON.stringify(webAppManifest()), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
