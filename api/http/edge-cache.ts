// Public reads from the edge cache (issue 48, decision 048). Data every manager reads the same way
// is answered from the Cache API (caches.default), keyed by the data version of what it reads
// (domain/data-version.ts): the import, the scoring run and the staff's edits move the version
// (triggers, migrations/0035), so no stale answer is served after a change and nothing is purged
// by hand. The ETag is the version: a 304 costs no D1 read. When the version moves, one request
// rebuilds while the others get the previous answer (stale-while-revalidate), so a change never
// sends a crowd to D1 at once.
//
// The versions themselves are read from D1 at most once a second per isolate and once every
// VERSION_TTL_S per data centre (a Cache API entry); a writer in this Worker publishes the new
// versions at once (publishDataVersions), so its own data centre sees them on the next read.
import type { Context, TypedResponse } from "hono";
import { createDb } from "../db/client";
import type { Env } from "../env";
import { readDataVersions } from "../services/data-versions";
import type { ServiceContext } from "../services/context";
import { sessionDatabase } from "./d1-sessions";
import { cacheDecision, etagMatches, etagOf, versionOf, type DataScope, type DataVersions } from "../../domain/data-version";
import { currentLocale, type Locale } from "../../domain/locale";
import type { AppEnv } from "./app-env";

/** How long an isolate trusts the versions it read (ms), and a data centre its cached copy (s). */
const VERSION_MEMO_MS = 1000;
const VERSION_TTL_S = 5;
/** How long a cache entry lives at most (a newer version replaces it sooner), and a rebuild's claim. */
const ENTRY_TTL_S = 86_400;
const REBUILD_CLAIM_S = 10;

const INTERNAL = "https://edge-cache.terrace.internal";
const VERSIONS_KEY = `${INTERNAL}/data-versions`;
const VERSION_HEADER = "X-Data-Version";

/** The versions, and the bookmark of the D1 read that gave them (a rebuild reads at least that new). */
type Versioned = { versions: DataVersions; bookmark: string | null };
/**
 * The isolate's state, one for the whole isolate: the Remix server bundle holds its own copy of
 * this module (the pages' loaders) beside the API's, and both must see the same versions (a staff
 * edit published by the API is read by the next page at once) and share the answers in memory.
 */
type IsolateState = { memo: (Versioned & { at: number }) | null; rebuilding: Map<string, Promise<Answer>>; hot: Map<string, { version: string; answer: Answer }> };
const state: IsolateState = ((globalThis as Record<symbol, IsolateState | undefined>)[Symbol.for("terrace.edge-cache")] ??= { memo: null, rebuilding: new Map(), hot: new Map() });
/** Rebuilds under way in this isolate, by cache key: the others wait for it or serve the previous answer. */
const rebuilding = state.rebuilding;
/**
 * The answers this isolate served last, by key, in front of the Cache API: the whole player list
 * (945 KB, 94 KB gzip) is then sent from memory, not read again from the cache on every request.
 * Each is kept as sent: its gzip bytes (what nearly every client accepts), and, made once when
 * first asked for, its plain bytes (a client without gzip) and its parsed value (a page's loader,
 * edgeValue: shared and frozen, never parsed again per request). A few MB: at most HOT_ENTRIES
 * keys, the oldest dropped first.
 */
type Bytes = Uint8Array<ArrayBuffer>;
type Answer = { gzip: Bytes; plain?: Bytes; value?: unknown };
const hot = state.hot;
const HOT_ENTRIES = 64;
function keepHot(key: string, version: string, answer: Answer) {
  hot.delete(key);
  hot.set(key, { version, answer });
  if (hot.size > HOT_ENTRIES) hot.delete(hot.keys().next().value!);
}

const encoder = new TextEncoder();
const bytesOf = async (stream: ReadableStream): Promise<Bytes> => new Uint8Array(await new Response(stream).arrayBuffer());
/** Compressed once per version and key (the runtime's CompressionStream), then sent as is. */
const gzipOf = (plain: Bytes) => bytesOf(new Blob([plain]).stream().pipeThrough(new CompressionStream("gzip")));
/** The plain bytes of an answer (a client that does not take gzip; a loader's value): made once, kept with it. */
async function plainOf(answer: Answer): Promise<Bytes> {
  answer.plain ??= await bytesOf(new Blob([answer.gzip]).stream().pipeThrough(new DecompressionStream("gzip")));
  return answer.plain;
}
/** The parsed value of an answer, made once and frozen: every loader of the isolate shares it. */
async function valueOf<T>(answer: Answer): Promise<T> {
  if (answer.value === undefined) answer.value = deepFreeze(JSON.parse(new TextDecoder().decode(await plainOf(answer))));
  return answer.value as T;
}
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Whether a request's Accept-Encoding takes gzip (RFC 9110: `gzip`, `x-gzip` or `*`, not at q=0). */
export function acceptsGzip(acceptEncoding: string | null | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return ["gzip", "x-gzip", "*"].includes(coding!.trim()) && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** The Cache API, where the runtime has one (not in the seed's Node). */
function edgeCache(): Cache | null {
  return typeof caches === "undefined" ? null : (caches as unknown as { default: Cache }).default;
}

/** The current versions: this isolate's memo, else the data centre's cached copy, else D1 (then cached). */
export async function currentDataVersions(env: Env): Promise<DataVersions> {
  return (await currentVersioned(env)).versions;
}

async function currentVersioned(env: Env): Promise<Versioned> {
  if (state.memo && Date.now() - state.memo.at < VERSION_MEMO_MS) return state.memo;
  const cache = edgeCache();
  const hit = await cache?.match(VERSIONS_KEY);
  if (hit) {
    const versioned = (await hit.json()) as Versioned;
    state.memo = { ...versioned, at: Date.now() };
    return versioned;
  }
  // Expired: any replica will do (a lagging one keeps the previous answers a moment longer).
  return readVersions(env, "first-unconstrained");
}

/** Reads the versions from D1's primary and makes them this isolate's and this data centre's at once (after a write). */
export async function publishDataVersions(env: Env): Promise<DataVersions> {
  return (await readVersions(env, "first-primary")).versions;
}

async function readVersions(env: Env, constraint: D1SessionConstraint): Promise<Versioned> {
  const session = env.DB.withSession(constraint);
  const versions = await readDataVersions(createDb(sessionDatabase(env.DB, session)));
  const versioned = { versions, bookmark: session.getBookmark() };
  state.memo = { ...versioned, at: Date.now() };
  await edgeCache()?.put(VERSIONS_KEY, new Response(JSON.stringify(versioned), { headers: { "Cache-Control": `max-age=${VERSION_TTL_S}` } }));
  return versioned;
}

/**
 * The service context a rebuild reads with: its main database in a session anchored at the
 * versions' bookmark, so that a replica serves it only when it is at least as new as the version
 * the answer is stored under (decision 048, read replication).
 */
function rebuildContext(ctx: ServiceContext, bookmark: string | null): ServiceContext {
  const raw = ctx.env.DB;
  const DB = sessionDatabase(raw, raw.withSession(bookmark ?? "first-unconstrained"));
  return { ...ctx, env: { ...ctx.env, DB }, db: createDb(DB) };
}

/** Forgets the versions this isolate and data centre hold (a test file on fresh storage). */
export async function forgetDataVersions() {
  state.memo = null;
  hot.clear();
  await edgeCache()?.delete(VERSIONS_KEY);
}

export type EdgeRead = {
  /** The scopes of public data the answer reads. */
  scopes: readonly DataScope[];
  /** What a browser may keep without asking (seconds; 0: it revalidates each time, a 304 when unchanged). */
  browserMaxAge?: number;
  /** The request's validated input, when it shapes the answer (query, params): part of the cache key. */
  input?: unknown;
};

/**
 * A public read answered from the edge cache. `build` reads D1 and is called only when the cache
 * holds no answer of the current version, by one request at a time per key in an isolate (and,
 * best effort, per data centre: a claim entry), while the others get the previous answer.
 * The answer must be the same for everyone: the caller reads nothing of the actor.
 */
export async function edgeCached<T>(c: Context<AppEnv>, read: EdgeRead, build: (ctx: ServiceContext) => Promise<T>): Promise<Response & TypedResponse<T, 200, "json">> {
  // Typed as the JSON answer for the RPC client (a 304 has no body: the browser's cache answers).
  return (await edgeAnswer(c, read, build)) as never;
}

async function edgeAnswer<T>(c: Context<AppEnv>, read: EdgeRead, build: (ctx: ServiceContext) => Promise<T>): Promise<Response> {
  const versioned = await currentVersioned(c.env);
  const version = versionOf(versioned.versions, read.scopes);
  // An answer may name things in the reader's language (a deleted account's name): one per language.
  const locale = currentLocale();
  const etag = etagOf(version, locale);
  const headers = new Headers({
    "Cache-Control": read.browserMaxAge ? `public, max-age=${read.browserMaxAge}` : "public, no-cache",
    ETag: etag,
    Vary: "Accept-Encoding",
  });
  if (etagMatches(c.req.header("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  const url = new URL(c.req.url);
  const found = await cachedAnswer(keyOf(url.origin, url.pathname, read.input, locale), version, () => build(rebuildContext(c.var.ctx, versioned.bookmark)));
  // A previous answer is said to be so: its own version is its ETag, so the browser asks again.
  if (found.version !== version) headers.set("ETag", etagOf(found.version, locale));
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("X-Edge-Cache", found.state);
  // The bytes as kept: gzip, sent as they are (no JSON made, nothing compressed per request),
  // or, to a client that does not take gzip, the plain bytes (the runtime does not negotiate).
  if (acceptsGzip(c.req.header("Accept-Encoding"))) {
    headers.set("Content-Encoding", "gzip");
    return new Response(found.answer.gzip, { status: 200, headers, encodeBody: "manual" });
  }
  return new Response(await plainOf(found.answer), { status: 200, headers });
}

/**
 * The same cached answers for a page's loader (the team builder reads what the API serves):
 * the value of `path` (an API path whose route is edgeCached with these scopes and no input).
 * Parsed once per version in an isolate and shared: the value is frozen, never change it.
 */
export async function edgeValue<T>(ctx: ServiceContext, origin: string, path: string, scopes: readonly DataScope[], build: (ctx: ServiceContext) => Promise<T>): Promise<T> {
  const versioned = await currentVersioned(ctx.env);
  const version = versionOf(versioned.versions, scopes);
  const found = await cachedAnswer(keyOf(origin, path, undefined, currentLocale()), version, () => build(rebuildContext(ctx, versioned.bookmark)));
  return valueOf<T>(found.answer);
}

const keyOf = (origin: string, path: string, input: unknown, locale: Locale) =>
  `${origin}/__edge/${locale}${path}${input === undefined ? "" : `?q=${encodeURIComponent(JSON.stringify(input))}`}`;

type Found = { answer: Answer; state: "hit" | "stale" | "miss" | "coalesced" | "none"; version: string };

/** A built value as kept: its JSON's bytes, and their gzip (made here once). */
async function answerOf(value: unknown): Promise<Answer> {
  const plain = encoder.encode(JSON.stringify(value));
  return { gzip: await gzipOf(plain), plain };
}

/**
 * The answer under `key` at `version`: the cached one when it is of that version; else `build`
 * by one request at a time per key in an isolate (and, best effort, per data centre: a claim
 * entry), while the others get the previous answer when there is one. The Cache API keeps the
 * gzip bytes (94 KB for the player list, not 945 KB).
 */
async function cachedAnswer(key: string, version: string, build: () => Promise<unknown>): Promise<Found> {
  const cache = edgeCache();
  if (!cache) return { answer: await answerOf(await build()), state: "none", version };
  const inMemory = hot.get(key);
  if (inMemory?.version === version) return { answer: inMemory.answer, state: "hit", version };
  const cached = await cache.match(key);
  const cachedVersion = cached?.headers.get(VERSION_HEADER) ?? null;
  const claimKey = `${key}${key.includes("?") ? "&" : "?"}rebuilding=${encodeURIComponent(version)}`;
  // Another isolate may be rebuilding (best effort: the Cache API has no lock).
  const claimed = cached !== undefined && cachedVersion !== version && !rebuilding.has(key) && (await cache.match(claimKey)) !== undefined;
  // From here to rebuilding.set, no await: one request of this isolate takes the rebuild.
  const local = rebuilding.get(key);
  const decision = cacheDecision(cachedVersion, version, !!local || claimed);
  if (decision === "fresh") {
    const answer = { gzip: new Uint8Array(await cached!.arrayBuffer()) };
    keepHot(key, version, answer);
    return { answer, state: "hit", version };
  }
  if (decision === "stale") return { answer: { gzip: new Uint8Array(await cached!.arrayBuffer()) }, state: "stale", version: cachedVersion! };
  void cached?.body?.cancel();
  if (local) return { answer: await local, state: "coalesced", version };
  const job = (async () => {
    if (cached) await cache.put(claimKey, new Response("1", { headers: { "Cache-Control": `max-age=${REBUILD_CLAIM_S}` } }));
    const answer = await answerOf(await build());
    const stored = { "Content-Type": "application/octet-stream", "Cache-Control": `max-age=${ENTRY_TTL_S}`, [VERSION_HEADER]: version };
    await cache.put(key, new Response(answer.gzip, { headers: stored }));
    if (cached) await cache.delete(claimKey);
    keepHot(key, version, answer);
    return answer;
  })();
  rebuilding.set(key, job);
  try {
    return { answer: await job, state: "miss", version };
  } finally {
    if (rebuilding.get(key) === job) rebuilding.delete(key);
  }
}

/**
 * The public reads served by edgeCached (GET only): their requests skip the session read (the
 * answer is the same for everyone), so a cached answer or a 304 costs no D1 read at all.
 */
const PUBLIC_READS =
  /^\/api\/(?:players(?:\/cards)?|teams|fixtures(?:\/upcoming|\/results|\/next\/[^/]+)?|gameweeks(?:\/status|\/[0-9a-f-]{36}|\/[0-9]{1,2})?|leaderboard)\/?$/;

export function isPublicRead(request: Request): boolean {
  return (request.method === "GET" || request.method === "HEAD") && PUBLIC_READS.test(new URL(request.url).pathname);
}
