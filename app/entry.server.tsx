import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { withScriptsAfterFirstPaint } from "./lib/scripts-after-paint";
import { NonceProvider } from "./lib/nonce";
import "../api/http/zod-messages";

/**
 * Scripts only from us, and inline ones only with this response's nonce; no
 * framing; forms post only to us. Styles allow inline attributes (React's
 * `style`), images our own, data: and blob: URLs (previews); sockets our host.
 */
function contentSecurityPolicy(nonce: string, url: URL) {
  const ws = `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}`;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    // Official player photos (production; the pitch falls back to drawn shirts).
    "img-src 'self' data: blob: https://resources.premierleague.com",
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self' ${ws}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      signal: request.signal,
      nonce,
      onError(error: unknown) {
        console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  // Crawlers get the whole document at once; people get it streamed.
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce, new URL(request.url)));
  responseHeaders.set("Permissions-Policy", "camera=(), geolocation=(), payment=(), usb=(), microphone=(self)");
  responseHeaders.set("X-Content-Type-Options", "nosniff");
  responseHeaders.set("Referrer-Policy", "same-origin");
  responseHeaders.set("X-Frame-Options", "DENY");
  return new Response(withScriptsAfterFirstPaint(body), { headers: responseHeaders, status: responseStatusCode });
}
