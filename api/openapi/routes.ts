// GET /api/openapi.json (the document) and GET /api/docs (Scalar's interactive reference). The
// reference's script is served from our own assets (/vendor/scalar/standalone.js, copied from the
// @scalar/api-reference package at build time by scripts/copy-api-reference.mjs): no CDN, so the
// page works on a local server without internet.
import { Scalar } from "@scalar/hono-api-reference";
import type { Hono } from "hono";
import { Hono as HonoApp } from "hono";
import type { AppEnv } from "../http/app-env";
import { API_TITLE, buildOpenApiDocument, type OpenApiDocument } from "./document";

export const API_REFERENCE_SCRIPT = "/vendor/scalar/standalone.js";

function nonce() {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
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
    .get("/docs", async (c, next) => {
      const scriptNonce = nonce();
      c.header(
        "Content-Security-Policy",
        `default-src 'none'; script-src 'self' 'nonce-${scriptNonce}'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; base-uri 'none'; frame-ancestors 'none'`,
      );
      c.header("Cache-Control", "no-store");
      return Scalar<AppEnv>({
        url: "/api/openapi.json",
        pageTitle: `${API_TITLE} reference`,
        cdn: API_REFERENCE_SCRIPT,
        nonce: scriptNonce,
        withDefaultFonts: false,
        hideClientButton: true,
        telemetry: false,
        // Nothing that needs Scalar's cloud (its AI chat, MCP generator, deploy toolbar).
        showDeveloperTools: "never",
        agent: { disabled: true },
        mcp: { disabled: true },
        documentDownloadType: "json",
        persistAuth: true,
        authentication: { preferredSecurityScheme: "bearerAuth" },
      } as never)(c, next);
    });
}
