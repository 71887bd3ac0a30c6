// One language per page in the browser (issue 45, decision 045 "Loading one language"): the
// catalogues (domain/messages/<area>.ts, `localized(en, fr)`) hold every language, which the
// server needs (it renders each request in its reader's language). In the browser build, each
// catalogue module is split: the module itself keeps its exports but loads its texts from a
// "language pack" of the page's language (`<area>.ts?lang-pack=fr-FR`, a chunk of its own) with a
// top-level await, so a page fetches its catalogues in one language only. The server then lists
// the packs the page's routes need as modulepreloads (app/lib/language-packs.ts), so no pack waits
// for the script that imports it.
//
// The packs a chunk needs are written by the browser build to build/client/.vite/language-packs.json
// ({ "<route id>": { "<locale>": ["/assets/…js"] } }, the browser entry under "entry"); the server
// build reads it through the virtual module "virtual:terrace/language-packs".
import { readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import path from "node:path";
import type { Plugin, Rollup } from "vite";
import { LOCALES } from "../domain/locale.ts";

const CATALOGUE = /\/domain\/messages\/(?!index\.)[\w-]+\.ts$/;
const PACK_QUERY = "lang-pack=";
/** `localized(en, fr)` as esbuild writes it, with or without its pure annotation: one object per language, in LOCALES's order. */
const LOCALIZED_CALL = /(?:\/\*\s*[#@]__PURE__\s*\*\/\s*)?\blocalized\(\s*([\w$]+(?:\s*,\s*[\w$]+)+)\s*\)/g;
const languageObjects = (list: string) => list.split(",").map((name) => name.trim());
const VIRTUAL = "virtual:terrace/language-packs";

/** A pack's file name: assets/votes.fr-FR-<hash>.js, or the shell's packs in assets/shell-texts.fr-FR-<hash>.js. */
export function isLanguagePackFile(file: string): boolean {
  return LOCALES.some((locale) => new RegExp(`\\.${locale}-[\\w-]+\\.js$`).test(file));
}

/**
 * The module's import declarations (esbuild's output: `import { a, b as c } from "x";`) taken
 * out, and the local names they bind, but `localized`, which a pack no longer calls.
 */
function takeImports(code: string): { names: string[]; body: string } {
  const names: string[] = [];
  const body = code.replace(/^import\s+([^;]*?)\s+from\s*["'][^"']+["'];?[ \t]*$/gm, (statement, clause: string) => {
    if (clause.startsWith("type ")) return "";
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? "";
    for (const part of named.split(",")) {
      const local = part.trim().split(/\s+as\s+/).pop()?.trim();
      if (local && !local.startsWith("type ")) names.push(local);
    }
    const outside = clause.replace(/\{[^}]*\}/, "").replace(/,/g, " ").trim();
    const star = /\*\s*as\s+([\w$]+)/.exec(outside);
    if (star) names.push(star[1]!);
    else if (outside) names.push(outside);
    return "";
  });
  if (/^import\b/m.test(body)) throw new Error("language packs: an import this plugin does not read");
  return { names: names.filter((n) => n !== "localized"), body };
}

/** A pack's module id (`/…/domain/messages/votes.ts?lang-pack=fr-FR`): its catalogue module, area and language; null for any other id. */
export function languagePackOf(id: string): { module: string; area: string; locale: string } | null {
  const at = id.indexOf(`?${PACK_QUERY}`);
  if (at < 0) return null;
  const module = id.slice(0, at);
  return { module, area: path.basename(module, ".ts"), locale: id.slice(at + 1 + PACK_QUERY.length) };
}

export type LanguagePackMap = Record<string, Record<string, string[]>>;

export function languagePacks(options: { root: string; clientOutDir: string }): Plugin {
  const mapFile = path.join(options.clientOutDir, ".vite/language-packs.json");
  const localeModule = path.join(options.root, "domain/locale.ts");
  let ssr = false;
  let building = false;
  return {
    name: "terrace-language-packs",
    enforce: "post",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      building = config.command === "build";
    },
    resolveId(id) {
      if (id === VIRTUAL) return `\0${VIRTUAL}`;
      return undefined;
    },
    load(id) {
      if (id !== `\0${VIRTUAL}`) return undefined;
      // The server build runs after the browser build (remix vite:build): its map is there. In
      // development there are no packs (every catalogue carries both languages).
      const map: LanguagePackMap = building && ssr && existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, "utf8")) as LanguagePackMap) : {};
      return `export default ${JSON.stringify(map)};`;
    },
    transform(code, id) {
      if (ssr || !building) return undefined;
      const packOfId = languagePackOf(id);
      const file = packOfId?.module ?? id;
      if (!CATALOGUE.test(file)) return undefined;
      const pack = packOfId?.locale ?? null;
      const { names, body: withoutImports } = takeImports(code);
      let index = 0;
      if (pack !== null) {
        // The pack: the module's code with each catalogue replaced by its texts in one language
        // (the other languages' objects are then unused and left out of the chunk), as a function
        // of what the module imports, which the module passes in. A pack imports nothing: an
        // import of the chunk that awaits the pack would never settle (a top-level await cycle).
        const language = LOCALES.indexOf(pack as (typeof LOCALES)[number]);
        if (language < 0) this.error(`unknown language pack ${pack}`);
        // Its only export is the texts: what else the module exports lives in the module itself.
        const body = withoutImports
          .replace(LOCALIZED_CALL, (_, list: string) => `(__texts[${index++}] = ${languageObjects(list)[language]})`)
          .replace(/^export\s+(?=(?:const|let|var|function|class|async)\b)/gm, "")
          .replace(/^export\s*\{[^}]*\};?[ \t]*$/gm, "");
        const deps = names.length ? `const { ${names.join(", ")} } = __imports;\n` : "";
        return { code: `export default function (__imports) {\n${deps}const __texts = [];\n${body}\nreturn __texts;\n}\n`, map: null };
      }
      const body = code.replace(LOCALIZED_CALL, () => `__texts[${index++}]`);
      if (index === 0) return undefined;
      const loaders = LOCALES.map((locale) => `${JSON.stringify(locale)}: () => import(${JSON.stringify(`${file}?${PACK_QUERY}${locale}`)})`).join(", ");
      const head =
        `import { currentLocale as __currentLocale } from ${JSON.stringify(localeModule)};\n` +
        `const __texts = (await ({ ${loaders} })[__currentLocale()]()).default({ ${names.join(", ")} });\n`;
      return { code: head + body, map: null };
    },
    outputOptions(output) {
      if (ssr || !building) return undefined;
      // Each pack in a chunk of its own, named for its language (assets/votes.fr-FR-<hash>.js), unless
      // the build's own manualChunks groups it (vite.config.ts: the shell's packs): Rollup merges small
      // side-effect-free chunks into others, and a pack merged into a shared chunk would load in
      // every language.
      const inner = output.manualChunks;
      if (inner && typeof inner !== "function") this.error("language packs: manualChunks must be a function");
      return {
        ...output,
        manualChunks: (id, meta) => {
          const chosen = inner?.(id, meta);
          if (chosen) return chosen;
          const pack = languagePackOf(id);
          return pack ? `${pack.area}.${pack.locale}` : undefined;
        },
      };
    },
    generateBundle(_, bundle) {
      if (ssr) return;
      writeMap(bundle, options.root, mapFile);
    },
  };
}

/** For each route module (and the browser entry), the packs of each language its chunks load. */
function writeMap(bundle: Rollup.OutputBundle, root: string, mapFile: string) {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const output of Object.values(bundle)) if (output.type === "chunk") chunks.set(output.fileName, output);
  // A pack's chunk (several packs of one language may share one: vite.config.ts's shell texts).
  const packOf = (chunk: Rollup.OutputChunk) => {
    for (const module of chunk.moduleIds) {
      const pack = languagePackOf(module);
      if (pack) return pack.locale;
    }
    return null;
  };
  const packsOf = (start: Rollup.OutputChunk): Record<string, string[]> => {
    const byLocale: Record<string, string[]> = Object.fromEntries(LOCALES.map((l) => [l, []]));
    const seen = new Set<string>();
    const queue = [start.fileName];
    while (queue.length) {
      const name = queue.pop()!;
      if (seen.has(name)) continue;
      seen.add(name);
      const chunk = chunks.get(name);
      if (!chunk) continue;
      queue.push(...chunk.imports);
      for (const dynamic of chunk.dynamicImports) {
        const target = chunks.get(dynamic);
        const locale = target && packOf(target);
        if (!target || !locale) continue;
        if (!byLocale[locale]!.includes(`/${target.fileName}`)) byLocale[locale]!.push(`/${target.fileName}`);
        queue.push(...target.imports); // what a pack imports may hold packs of its own (game-terms)
      }
    }
    return byLocale;
  };
  const map: LanguagePackMap = {};
  for (const chunk of chunks.values()) {
    if (!chunk.isEntry || !chunk.facadeModuleId) continue;
    // Remix's ids: "root", "routes/_app.votes" (the module's path under app/, no extension); the
    // browser entry (ours or Remix's default) under "entry".
    const module = chunk.facadeModuleId.split("?")[0]!;
    const relative = path.relative(path.join(root, "app"), module).replace(/\\/g, "/");
    const id = /(^|\/)entry\.client\.[jt]sx?$/.test(relative) ? "entry" : relative.replace(/\.[jt]sx?$/, "");
    map[id] = packsOf(chunk);
  }
  mkdirSync(path.dirname(mapFile), { recursive: true });
  writeFileSync(mapFile, JSON.stringify(map));
}
