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
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../domain/locale.ts";

const CLIENT = path.join(import.meta.dirname, "../../build/client");

/**
 * The 13 main pages (the shell's tabs and fantasy tools, and the home page): route id, budget in KB
 * gzip. Set on 2026-11-28 at what each page loaded plus 5 KB (129.1 KB on /, 128.7 on /pick-team,
 * 114.3 on /challenges, 114.9 on /my-team, 118.8 on /live-team, 119.3 on /leaderboard, 112.8 on
 * /fixtures, 117.2 on /leaks, 116.3 on /votes, 121.4 on /terrace, 130.6 on /chat, 111.1 on /store,
 * 113.0 on /profile): the shell (React, Remix, the layout) is about 105 KB of each.
 *
 * Reset on 2026-11-28 evening (issues 45 and 46) at what each page loads plus 2 KB: every screen in
 * two languages (each page carried both halves of its catalogues: +1.6 KB on /live-team to +8.8 KB
 * on / and /pick-team) and the installable app's shell (service worker registration, install
 * prompt, offline banner: +2.2 KB on every page).
 *
 * Lowered on 2026-11-28 night (issue 45, one language per page: scripts/vite-language-packs.ts):
 * a page's size is now its scripts plus its catalogues' packs in one language, the larger of the
 * two languages (French: its texts are longer). Measured then: 136.7 KB on /, 136.2 on /pick-team,
 * 120.5 on /challenges, 118.3 on /my-team, 121.5 on /live-team, 124.5 on /leaderboard, 118.5 on
 * /fixtures, 124.2 on /leaks, 122.3 on /votes, 125.4 on /terrace, 136.7 on /chat, 118.2 on /store,
 * 119.0 on /profile; each budget is that plus about 2 KB.
 *
 * Raised on 2026-11-29 for / (139 -> 140), /chat (139 -> 140) and /leaderboard (127 -> 129): the shell's menu caret
 * and the pagers' arrows became lucide icons (they were text), the pager a chunk of its own with
 * them, and Rollup's merging of small chunks (experimentalMinChunkSize) then put the wall's styles
 * (0.8 KB) in the shared chunk both pages load: / 138.2 -> 139.1 KB, /leaderboard 125.7 -> 127.8;
 * /chat was at its budget already (139.0 KB), the caret took it over.
 * Naming that chunk moved 5 KB elsewhere instead (vite.config.ts).
 */
export const FIRST_LOAD_BUDGET_KB: Record<string, { route: string; kb: number }> = {
  "/": { route: "routes/_app._index", kb: 140 },
  "/pick-team": { route: "routes/_app.pick-team", kb: 139 },
  "/challenges": { route: "routes/_app.challenges", kb: 123 },
  "/my-team": { route: "routes/_app.my-team", kb: 121 },
  "/live-team": { route: "routes/_app.live-team", kb: 124 },
  "/leaderboard": { route: "routes/_app.leaderboard", kb: 129 },
  "/fixtures": { route: "routes/_app.fixtures", kb: 121 },
  "/leaks": { route: "routes/_app.leaks", kb: 127 },
  "/votes": { route: "routes/_app.votes", kb: 125 },
  "/terrace": { route: "routes/_app.terrace", kb: 128 },
  "/chat": { route: "routes/_app.chat", kb: 140 },
  "/store": { route: "routes/_app.store", kb: 121 },
  "/profile": { route: "routes/_app.profile", kb: 121 },
};

/** The language packs each route loads, per language (scripts/vite-language-packs.ts). */
function readLanguagePacks(): Record<string, Record<string, string[]>> {
  const file = path.join(CLIENT, ".vite/language-packs.json");
  expect(existsSync(file), `the build's language packs map ${file}`).toBe(true);
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, string[]>>;
}

/** The packs of `locale` a first load of the route preloads (app/lib/language-packs.tsx). */
export function languagePackFiles(packs: Record<string, Record<string, string[]>>, manifest: Manifest, routeId: string, locale: string): string[] {
  const ids = ["entry"];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) ids.push(id);
  return [...new Set(ids.flatMap((id) => packs[id]?.[locale] ?? []))];
}

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
  const packs = readLanguagePacks();
  // A page in each language: its scripts and the packs of that language; the larger counts.
  const sizes = Object.entries(FIRST_LOAD_BUDGET_KB).map(([page, { route, kb }]) => {
    const scripts = firstLoadFiles(manifest, route);
    const byLocale = LOCALES.map((locale) => {
      const files = [...scripts, ...languagePackFiles(packs, manifest, route, locale)];
      return { files: files.length, kb: files.reduce((sum, f) => sum + gzipSize(f), 0) / 1024 };
    });
    const largest = byLocale.reduce((a, b) => (b.kb > a.kb ? b : a));
    return { page, route, budget: kb, ...largest };
  });

  it("loads each catalogue in the page's language only", () => {
    // Every main page has packs in each language, and no pack of one language is in another's list.
    for (const { route } of Object.values(FIRST_LOAD_BUDGET_KB)) {
      for (const locale of LOCALES) {
        const files = languagePackFiles(packs, manifest, route, locale);
        expect(files.length, `${route} ${locale}`).toBeGreaterThan(0);
        for (const other of LOCALES.filter((l) => l !== locale)) expect(files.filter((f) => f.includes(`.${other}-`)), `${route} ${locale}`).toEqual([]);
      }
    }
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
