// Writes the OpenAPI document of /api to a file (default build/openapi.json), as GET /api/openapi.json
// serves it, for the linter (`npm run openapi:lint`) and for clients that want it without a server.
// The routes are loaded in Node through Vite (the Workers-only module `cloudflare:workers`, which the
// chat rooms' library imports, replaced by a stub: no route runs here, they are only read).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createServer } from "vite";

const ROOT = path.resolve(import.meta.dirname, "..");
const out = path.resolve(ROOT, process.argv[2] ?? "build/openapi.json");

const vite = await createServer({
  root: ROOT,
  configFile: false,
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  resolve: { alias: { "cloudflare:workers": path.join(ROOT, "scripts/cloudflare-workers-stub.ts") } },
  ssr: { noExternal: ["partyserver"] },
});
try {
  const { api } = await vite.ssrLoadModule("/api/app.ts");
  const { buildOpenApiDocument } = await vite.ssrLoadModule("/api/openapi/document.ts");
  const document = await buildOpenApiDocument(api);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
  const operations = Object.values(document.paths as Record<string, object>).reduce((n, item) => n + Object.keys(item).length, 0);
  console.log(`${path.relative(ROOT, out)}: ${Object.keys(document.paths).length} paths, ${operations} operations`);
} finally {
  await vite.close();
}
