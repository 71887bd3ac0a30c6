import { vitePlugin as remix } from "@remix-run/dev";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { isLanguagePackFile, languagePackOf, languagePacks } from "./scripts/vite-language-packs.ts";

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
    // The form kit most pages' forms use (issue 26): the field, the confirm dialog and its hook, the
    // form result, the brief success note, the clock and the deadline, the toggle rule and the name
    // rule. In four small chunks they were up to four more requests on /, /pick-team, /terrace,
    // /chat, /leaks and /store, for about 3.4 KB gzip in the shell.
    source("./app/ui/field.tsx"),
    source("./app/ui/confirm.tsx"),
    source("./app/ui/modal.tsx"),
    source("./app/lib/use-confirmed.ts"),
    source("./app/lib/use-user.ts"),
    source("./app/lib/form-result.ts"),
    source("./app/lib/use-brief-success.ts"),
    source("./app/lib/time.ts"),
    source("./domain/deadline.ts"),
    source("./domain/toggle.ts"),
    source("./domain/challenge-rules.ts"),
    // The squad's slots and formation (under 1 KB): the builder and the live pitch both draw them;
    // alone they were merged into the live team's chunk, which the builder then loaded whole.
    source("./domain/slots.ts"),
    source("./domain/formation.ts"),
    // Two small icons several main pages draw (the check: builder, profile, votes; the star: live
    // team, votes; 0.3 KB): alone, Rollup merged them with whatever shared chunk it found, and pages
    // that drew neither loaded them (the profile +1.6 KB, the chat +1.4 KB).
    ...["check", "star"].map((icon) => source(`./node_modules/lucide-react/dist/esm/icons/${icon}.mjs`)),
  ];
  // The reactions' icons (issue 41: the wall's and the chat's reactions are lucide icons), one
  // chunk: several are shared with other screens, and each alone was one more request (the chat
  // went from 11 to 13 module files; first-load.test.ts holds it to 12).
  // The ⋯ menus' icon (a message's actions, a post's menu) goes with them: the same two screens.
  const reactionRoots = [
    source("./app/features/chat/reaction-icons.ts"),
    source("./app/features/wall/reaction-icons.ts"),
    source("./node_modules/lucide-react/dist/esm/icons/ellipsis.mjs"),
  ];
  let shell: Set<string> | null = null;
  let reactions: Set<string> | null = null;
  return (id, { getModuleInfo }) => {
    if (!shell || !reactions) {
      // Remix's browser entry stays a chunk of its own (0.2 KB): the page imports it after it has
      // set the route modules, and it hydrates as it runs. In the shell, which the route modules
      // import, it ran first and hydrated before a route module awaiting its language pack was in.
      shell = closure(roots, getModuleInfo);
      reactions = closure(reactionRoots, getModuleInfo);
    }
    if (shell.has(id)) return "shell";
    // The shell's catalogues' language packs (scripts/vite-language-packs.ts): one file per language.
    const pack = languagePackOf(id);
    if (pack && shell.has(pack.module)) return `shell-texts.${pack.locale}`;
    // The edit pencil (the profile, My Team, a challenge card) alone: Rollup put it in the Arena's
    // chunk, and the profile loaded 3.4 KB of the Arena for a 0.3 KB icon.
    if (id.endsWith("/lucide-react/dist/esm/icons/pencil.mjs")) return "pencil-icon";
    // The pager and its two arrows, one chunk: left to Rollup, the arrow the notifications page
    // also draws was a file of its own.
    if (/\/app\/ui\/pager\.tsx$|\/lucide-react\/dist\/esm\/icons\/chevron-(left|right)\.mjs$/.test(id)) return "pager";
    return reactions.has(id) ? "reaction-icons" : undefined;
  };
}

/** The modules `roots` import statically, directly or not, and the roots. */
function closure(roots: string[], getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(getModuleInfo(next)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The API reference's script (/api/docs, api/openapi/routes.ts): Redoc's standalone bundle, which
 * @redocly/cli (the document's linter) ships, into the static assets: the page loads it from this
 * site, never from a CDN (decision 049).
 */
function apiReferenceScript(): Plugin {
  return {
    name: "terrace-api-reference-script",
    apply: "build",
    generateBundle() {
      const file = source("./node_modules/@redocly/cli/lib/chunks/redoc.standalone.js");
      // Its footer badge is an image of Redocly's CDN: an empty data URL instead, which fails to
      // load, and the badge hides itself on that error (nothing asked of another site).
      const script = readFileSync(file, "utf8").replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg/g, "data:,");
      this.emitFile({ type: "asset", fileName: "vendor/redoc/redoc.standalone.js", source: script });
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
        // Off (issue 47): lazily discovered, the routes the page links to were fetched
        // (/__manifest) after hydration, one more round trip chained after the scripts that
        // Lighthouse counted in the first paint when the machine painted late. The whole manifest
        // is one file of 2 KB gzip, preloaded beside the scripts; a navigation then never waits
        // for a discovery fetch either.
        v3_lazyRouteDiscovery: false,
      },
    }),
    tsconfigPaths(),
    languagePacks({ root: source("."), clientOutDir: source("./build/client") }),
    ...(isSsrBuild ? [] : [apiReferenceScript()]),
  ],
  ssr: {
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
  resolve: { mainFields: ["browser", "module", "main"] },
  build: {
    minify: true,
    // Top-level await (the language packs, scripts/vite-language-packs.ts): browsers of 2021 on.
    target: ["es2022", "chrome89", "edge89", "firefox89", "safari15"],
    // A language pack is preloaded by the page's head (app/lib/language-packs.tsx), and its only
    // import is the shell: no list of dependencies to preload with it.
    modulePreload: { resolveDependencies: (file, deps) => (isLanguagePackFile(file) ? [] : deps) },
    // Browser chunks: the shell in one file; shared chunks under 2 KB merged into a chunk loaded
    // with them (a few hundred bytes more on some pages, for about half the requests).
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunk(), experimentalMinChunkSize: 2_000 } },
  },
}));
