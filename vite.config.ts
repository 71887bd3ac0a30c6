import { vitePlugin as remix } from "@remix-run/dev";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Everything the shell imports (the framework, the layout, shared UI) is one chunk (decision
 * 028): every page loads all of it anyway, and in one file it takes one request instead of
 * about fifteen. Route code keeps Rollup's default split, so no page loads another's code.
 * (The static closure is complete, so Rollup pulls nothing else into this chunk.)
 */
function shellChunk(): Rollup.GetManualChunk {
  // The result banner is shared UI that nearly every page's forms show: it rides in the shell too,
  // as do the section error boundary, the date and number formats, the game's constants and the
  // player display rules that nearly every page uses (on their own they were two to four more
  // small requests on most pages).
  const roots = [
    source("./app/root.tsx"),
    source("./app/routes/_app.tsx"),
    source("./app/ui/result-banner.tsx"),
    source("./domain/constants.ts"),
    source("./domain/player-display.ts"),
    source("./app/ui/route-error.tsx"),
    source("./domain/format.ts"),
  ];
  let shell: Set<string> | null = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!shell) {
      shell = new Set();
      // Remix's browser entry too: alone it was one more request of 0.2 KB on every page; in the
      // shell, the shell chunk is the entry itself.
      const entry = [...getModuleIds()].filter((m) => getModuleInfo(m)?.isEntry && /\/entry\.client\.[jt]sx?$/.test(m));
      const queue = [...roots, ...entry];
      while (queue.length) {
        const next = queue.pop()!;
        if (shell.has(next)) continue;
        shell.add(next);
        queue.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return shell.has(id) ? "shell" : undefined;
  };
}

/**
 * The API reference's script (/api/docs, api/openapi/routes.ts), from the @scalar/api-reference
 * package into the static assets: the page loads it from this site, never from a CDN.
 */
function apiReferenceScript(): Plugin {
  return {
    name: "terrace-api-reference-script",
    apply: "build",
    generateBundle() {
      const file = source("./node_modules/@scalar/api-reference/dist/browser/standalone.js");
      this.emitFile({ type: "asset", fileName: "vendor/scalar/standalone.js", source: readFileSync(file) });
    },
  };
}

// Builds build/client (static assets) and build/server (imported by server.ts,
// which wrangler bundles into the one Worker).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tsconfigPaths(),
    ...(isSsrBuild ? [] : [apiReferenceScript()]),
  ],
  ssr: {
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
  resolve: { mainFields: ["browser", "module", "main"] },
  build: {
    minify: true,
    // Browser chunks: the shell in one file; shared chunks under 2 KB merged into a chunk loaded
    // with them (a few hundred bytes more on some pages, for about half the requests).
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunk(), experimentalMinChunkSize: 2_000 } },
  },
}));
