import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isLocale, withLocale } from "../../domain/locale";
import { offlinePage } from "../features/shell/offline-page";

/**
 * The offline page the service worker keeps (public/sw.js) and shows for any page it cannot
 * reach: `?lang=fr-FR` or `?lang=en-GB` (it keeps both), else the reader's language.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const lang = new URL(request.url).searchParams.get("lang");
  const html = isLocale(lang) ? withLocale(lang, offlinePage) : offlinePage();
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      // A page of its own: no script, its style inline, the logo from this site.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
