// A first-load JavaScript budget per main page (issue 47): what a browser's first visit to the page
// fetches as module scripts, gzip, read from the build's Remix manifest (build/client/assets/
// manifest-*.js, written by `npm test`'s build) exactly as Remix's <Scripts> lists them as
// modulepreloads: the browser entry and its imports, then each matched route's module and imports
// (root, the signed-in layout, the page), each file once. A change that grows a page past its
// budget fails here; raise a budget only with the reason in the commit (the bench
// scripts/bench/first-load.ts and Lighthouse tell what the bytes cost: decision 028).
//
// Each budget is the page's size when it was set plus about 5 KB gzip of headroom: the language
// catalogues (domain/messages/**) grow each page by up to 5 KB gzip.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

const CLIENT = path.join(import.meta.dirname, "../../build/client");

/**
 * The 13 main pages (the shell's tabs and fantasy tools, and the home page): route id, budget in KB
 * gzip. Set on 2026-11-28 at what each page loaded plus 5 KB (129.1 KB on /, 128.7 on /pick-team,
 * 114.3 on /challenges, 114.9 on /my-team, 118.8 on /live-team, 119.3 on /leaderboard, 112.8 on
 * /fixtures, 117.2 on /leaks, 116.3 on /votes, 121.4 on /terrace, 130.6 on /chat, 111.1 on /store,
 * 113.0 on /profile): the shell (React, Remix, the layout) is about 105 KB of each.
 *
 * Reset on 2026-11-28 evening (issues 45 and 46) at what each page loads plus 2 KB: every screen in
 * two languages (each page carries both halves of its catalogues: +1.6 KB on /live-team to +8.8 KB
 * on / and /pick-team) and the installable app's shell (service worker registration, install
 * prompt, offline banner: +2.2 KB on every page). 140.1 KB on /, 139.7 on /pick-team, 122.2 on
 * /challenges, 119.9 on /my-team, 122.6 on /live-team, 125.8 on /leaderboard, 119.5 on /fixtures,
 * 126.3 on /leaks, 124.0 on /votes, 127.0 on /terrace, 139.7 on /chat, 121.8 on /store, 120.5 on
 * /profile. Loading one language per page is the way back under the first budgets.
 */
export const FIRST_LOAD_BUDGET_KB: Record<string, { route: string; kb: number }> = {
  "/": { route: "routes/_app._index", kb: 143 },
  "/pick-team": { route: "routes/_app.pick-team", kb: 142 },
  "/challenges": { route: "routes/_app.challenges", kb: 125 },
  "/my-team": { route: "routes/_app.my-team", kb: 122 },
  "/live-team": { route: "routes/_app.live-team", kb: 125 },
  "/leaderboard": { route: "routes/_app.leaderboard", kb: 128 },
  "/fixtures": { route: "routes/_app.fixtures", kb: 122 },
  "/leaks": { route: "routes/_app.leaks", kb: 129 },
  "/votes": { route: "routes/_app.votes", kb: 126 },
  "/terrace": { route: "routes/_app.terrace", kb: 129 },
  "/chat": { route: "routes/_app.chat", kb: 142 },
  "/store": { route: "routes/_app.store", kb: 124 },
  "/profile": { route: "routes/_app.profile", kb: 123 },
};

type RouteEntry = { id: string; parentId?: string; module: string; imports?: string[] };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, RouteEntry>; file: string; lazyDiscovery: boolean };

/** The browser manifest of the last build (one file: Vite empties build/client on each build). */
function readManifest(): Manifest {
  const dir = path.join(CLIENT, "assets");
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
  } catch {
    // No build: the assertion below says what to run.
  }
  expect(files, `one Remix manifest in ${dir} (run \`npm run build\` first; \`npm test\` builds)`).toHaveLength(1);
  const text = readFileSync(path.join(dir, files[0]!), "utf8");
  const manifest = JSON.parse(text.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, "")) as Manifest;
  // With lazy route discovery the page carries its routes' part of the manifest and fetches the rest
  // after hydration; without it (vite.config.ts, issue 47) it preloads the whole manifest file.
  const serverDir = path.join(CLIENT, "../server/assets");
  const server = readdirSync(serverDir).filter((f) => /^server-build-[\w-]+\.js$/.test(f));
  expect(server, `one server build in ${serverDir}`).toHaveLength(1);
  const flag = /v3_lazyRouteDiscovery:(!0|!1|true|false)/.exec(readFileSync(path.join(serverDir, server[0]!), "utf8"));
  expect(flag, "the server build's future flags").not.toBeNull();
  return { ...manifest, file: `/assets/${files[0]}`, lazyDiscovery: flag![1] === "!0" || flag![1] === "true" };
}

/** The files a first load of the route preloads, each once, as Remix's <Scripts> lists them. */
export function firstLoadFiles(manifest: Manifest, routeId: string): string[] {
  const chain: RouteEntry[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    expect(route, `route ${id} in the manifest`).toBeDefined();
    chain.unshift(route!);
  }
  const own = manifest.lazyDiscovery ? [] : [manifest.file];
  return [...new Set([...own, manifest.entry.module, ...manifest.entry.imports, ...chain.flatMap((r) => [r.module, ...(r.imports ?? [])])])];
}

const gzipBytes = new Map<string, number>();
function gzipSize(file: string): number {
  if (!gzipBytes.has(file)) gzipBytes.set(file, gzipSync(readFileSync(path.join(CLIENT, file))).length);
  return gzipBytes.get(file)!;
}

describe("the first-load JavaScript of each main page", () => {
  const manifest = readManifest();
  const sizes = Object.entries(FIRST_LOAD_BUDGET_KB).map(([page, { route, kb }]) => {
    const files = firstLoadFiles(manifest, route);
    return { page, route, budget: kb, files: files.length, kb: files.reduce((sum, f) => sum + gzipSize(f), 0) / 1024 };
  });

  it("stays within the page's budget (KB gzip; a budget leaves about 5 KB for the language catalogues)", () => {
    const over = sizes.filter((s) => s.kb > s.budget).map((s) => `${s.page}: ${s.kb.toFixed(1)} KB gzip in ${s.files} files, over its budget of ${s.budget} KB`);
    // The table in the failure message is the whole picture, for the commit that moves a budget.
    expect(over, sizes.map((s) => `${s.page} ${s.kb.toFixed(1)} / ${s.budget} KB`).join("; ")).toEqual([]);
  });

  it("has budgets that are tight: at most 7 KB above what each page loads now", () => {
    // A budget far above its page would let it grow unseen: lower it when a page shrinks.
    const loose = sizes.filter((s) => s.budget - s.kb > 7).map((s) => `${s.page}: ${s.kb.toFixed(1)} KB gzip, budget ${s.budget} KB (lower it to ${Math.ceil(s.kb + 5)})`);
    expect(loose).toEqual([]);
  });
});
