// The Worker as deployed (the bundle of `wrangler deploy --dry-run`), run in Node's V8 with each
// D1 binding an in-process SQLite file (scripts/local-d1.ts) and an in-memory Cache API: the
// Worker's own CPU per request (deadline-hour.ts section 4). A local workerd cannot tell it apart:
// the Worker's process there also runs local D1's simulator (a Durable Object of its own, about
// 0.75 ms of CPU a round trip, measured by section 3) and the edge cache's, which Cloudflare does
// not bill to the Worker. Here the SQLite work is in the figure (an upper bound), nothing else is.
// The rooms, R2 and the queues are not bound: the requests measured do not use them.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { register } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { openLocalD1 } from "../local-d1.ts";
import { BENCH_ENV, d1Databases, readJsonc, WRANGLER_JS } from "../wrangler.ts";

export type NodeWorker = { base: string; fetch: (url: string, init?: RequestInit) => Promise<Response> };

// What the bundle imports from the runtime: the rooms' base classes (never instantiated here).
const RUNTIME_STUB = "export class DurableObject {} export class WorkerEntrypoint {} export const env = {};";
const RESOLVE_HOOK = `export async function resolve(specifier, context, next) {
  if (specifier === "cloudflare:workers") return { url: "data:text/javascript,${encodeURIComponent(RUNTIME_STUB)}", shortCircuit: true };
  return next(specifier, context);
}`;
let hooked = false;

/** The built checkout `dir`'s Worker (run `npx remix vite:build` in it first) on the local databases under `state`. */
export async function nodeWorker(dir: string, state: string): Promise<NodeWorker> {
  const out = path.join(dir, ".wrangler/bench-node-worker");
  mkdirSync(out, { recursive: true });
  // NODE_ENV=production: React's production build, as `wrangler deploy` bundles it.
  execFileSync(process.execPath, [WRANGLER_JS, "deploy", "--dry-run", "--outdir", out], { cwd: dir, env: BENCH_ENV, stdio: "ignore" });
  if (!hooked) register(`data:text/javascript,${encodeURIComponent(RESOLVE_HOOK)}`);
  hooked = true;
  // A fresh URL per checkout: --before loads the other checkout's bundle beside this one.
  const worker = (await import(`${pathToFileURL(path.join(out, "server.js")).href}?${Date.now()}`)).default as {
    fetch(request: Request, env: unknown, ctx: unknown): Promise<Response>;
  };
  const config = path.join(dir, "wrangler.jsonc");
  const env: Record<string, unknown> = { ...readJsonc<{ vars?: Record<string, string> }>(config).vars, ...devVars(dir) };
  for (const { binding } of d1Databases(config)) env[binding] = openLocalD1(state, binding);
  installMemoryCache();
  const pending: Promise<unknown>[] = [];
  const ctx = { waitUntil: (p: Promise<unknown>) => pending.push(p), passThroughOnException() {} };
  const base = "http://127.0.0.1:8787";
  return {
    base,
    // The body is read here and the waitUntil work awaited, so that a request's CPU is all in its call.
    async fetch(url, init) {
      const res = await worker.fetch(new Request(url, init), env, ctx);
      const body = await res.arrayBuffer();
      await Promise.allSettled(pending.splice(0));
      return new Response(res.status === 204 || res.status === 304 ? null : body, res);
    },
  };
}

/** The checkout's .dev.vars (KEY=value lines, a value in single or double quotes unquoted), as wrangler dev reads them. */
function devVars(dir: string): Record<string, string> {
  const file = path.join(dir, ".dev.vars");
  if (!existsSync(file)) return {};
  const lines = readFileSync(file, "utf8").split("\n").filter((l) => /^[A-Z_0-9]+=/.test(l));
  return Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1).replace(/^(["'])(.*)\1$/, "$2")]));
}

/** `caches.default` as the Worker uses it (match, put, delete by URL), kept in memory. */
function installMemoryCache() {
  if ("caches" in globalThis) return;
  const entries = new Map<string, { body: ArrayBuffer; init: ResponseInit }>();
  const key = (r: Request | string) => (typeof r === "string" ? r : r.url);
  const cache = {
    async match(r: Request | string) {
      const hit = entries.get(key(r));
      return hit ? new Response(hit.body.slice(0), hit.init) : undefined;
    },
    async put(r: Request | string, res: Response) {
      entries.set(key(r), { body: await res.arrayBuffer(), init: { status: res.status, headers: new Headers(res.headers) } });
    },
    async delete(r: Request | string) {
      return entries.delete(key(r));
    },
  };
  Object.assign(globalThis, { caches: { default: cache, open: async () => cache } });
}
