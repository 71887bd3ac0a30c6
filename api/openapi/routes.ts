// GET /api/openapi.json (the document) and GET /api/docs (the reference, rendered by Redoc in the
// browser). Redoc's script is served from our own assets (/vendor/redoc/redoc.standalone.js, copied
// at build time by vite.config.ts from @redocly/cli, the linter the project already has): no CDN,
// so the page works on a local server without internet; decision 049.
import type { Hono } from "hono";
import { Hono as HonoApp } from "hono";
import type { AppEnv } from "../http/app-env";
import { API_TITLE, buildOpenApiDocument, type OpenApiDocument } from "./document";

export const API_REFERENCE_SCRIPT = "/vendor/redoc/redoc.standalone.js";

function nonce() {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** The reference's page: Redoc rendering /api/openapi.json, its telemetry off. */
export function referencePage(scriptNonce: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${API_TITLE} reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body { margin: 0; }
/* Redoc's light greys and method colours under 4.5:1 on white, and its 20 px sample toggles (axe, tests/e2e/api-reference.test.ts). */
.tag-http, .tag-http *, [class*="tag-get"] *, [class*="tag-post"] *, [class*="tag-put"] *, [class*="tag-patch"] *, [class*="tag-delete"] * { color: #1f2937 !important; }
[aria-label="collapse"], [aria-label="expand"] { min-width: 24px; min-height: 24px; }
a[href="https://redocly.com/redoc/"] p { color: #4b5563 !important; }
:root, body { --color-blue-5: #1557c0; --color-blue-6: #1557c0; --color-blue-7: #0f4496; --link-color-primary: #1557c0; }
</style>
</head>
<body>
<main id="api-reference"><noscript>The reference needs JavaScript; the document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript></main>
<script type="module" nonce="${scriptNonce}">
import { init } from "${API_REFERENCE_SCRIPT}";
init("/api/openapi.json", { disableTelemetry: true, hideDownloadButtons: false, expandResponses: "200,201", jsonSamplesExpandLevel: 2 }, document.getElementById("api-reference"));
</script>
</body>
</html>
`;
}

export function openApiRoutes(app: Hono<any, any, any>) {
  // Built once per isolate: the routes do not change while it lives.
  let document: Promise<OpenApiDocument> | undefined;
  return new HonoApp<AppEnv>()
    .get("/openapi.json", async (c) => {
      document ??= buildOpenApiDocument(app);
      c.header("Cache-Control", "public, max-age=300");
      return c.json(await document);
    })
    .get("/docs", (c) => {
      const scriptNonce = nonce();
      c.header(
        "Content-Security-Policy",
        `default-src 'none'; script-src 'self' 'nonce-${scriptNonce}'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; base-uri 'none'; frame-ancestors 'none'`,
      );
      c.header("Cache-Control", "no-store");
      return c.html(referencePage(scriptNonce));
    });
}
