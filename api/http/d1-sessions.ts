// D1 read replication (issue 48, decision 048): every request's D1 databases run in a session of
// the Sessions API (`withSession`), so that reads which tolerate a replica go to one near the
// data centre when the database has read replication on, while each request still sees its own
// writes (a session is sequentially consistent).
//
// - An unsafe request (a save, a sign-in, a staff edit) starts at the primary ("first-primary"),
//   and its answer carries the bookmarks of what it wrote: a cookie of the browser's session (and
//   the X-D1-Bookmarks header, for REST clients), so the manager's next reads, wherever they land,
//   are served by a replica at least as new (read-your-writes: My Team shows the team just saved).
//   An old bookmark costs nothing (every replica is newer): the cookie needs no expiry.
// - A safe request starts where its bookmark says, else anywhere ("first-unconstrained").
// - The edge cache's rebuilds run in a session anchored at the bookmark of the versions they are
//   stored under (api/http/edge-cache.ts), so no body is older than its version.
//
// Where replication is off (and in local workerd, which has none), a session is the primary: the
// same answers, the same round trips.
import type { Env } from "../env";

export const BOOKMARK_COOKIE = "terrace_d1";
export const BOOKMARKS_HEADER = "X-D1-Bookmarks";
/** A D1 bookmark (four hex groups); anything else is ignored, never handed to D1. */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const BOOKMARK_IN_COOKIE = new RegExp(`(?:^|;\\s*)${BOOKMARK_COOKIE}=([^;]*)`);

/** The D1 bindings of the Worker: the main database and the shards, in order. */
function d1Bindings(env: Env): string[] {
  const names = ["DB"];
  for (let n = 1; env[`SHARD_${n}`]; n++) names.push(`SHARD_${n}`);
  return names;
}

const SESSION = Symbol("d1 session");

/**
 * `d1` with its statements and batches run in `session` (the rest, e.g. withSession, goes to the
 * database). `session` may be a function that opens it: then it is opened at the first statement,
 * so that a request pays only for the databases it reads (each session is a call into the runtime).
 */
export function sessionDatabase(d1: D1Database, session: D1DatabaseSession | (() => D1DatabaseSession)): D1Database {
  let opened = typeof session === "function" ? null : session;
  const open = () => (opened ??= (session as () => D1DatabaseSession)());
  return new Proxy(d1, {
    get(target, prop) {
      if (prop === SESSION) return opened;
      if (prop === "prepare") return (sql: string) => open().prepare(sql);
      if (prop === "batch") return (statements: D1PreparedStatement[]) => open().batch(statements);
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The latest bookmark of a database's session (null: no session, or nothing run in it). */
export function bookmarkOf(d1: D1Database): string | null {
  const session = (d1 as unknown as Record<symbol, D1DatabaseSession | undefined>)[SESSION];
  return session?.getBookmark() ?? null;
}

/** The bookmarks a request carries: the cookie's, else the header's (`DB~bookmark.SHARD_1~bookmark`); invalid ones dropped. */
export function readBookmarks(request: Request): Map<string, string> {
  const cookie = request.headers.get("Cookie")?.match(BOOKMARK_IN_COOKIE)?.[1];
  return parseBookmarks(cookie ?? request.headers.get(BOOKMARKS_HEADER) ?? "");
}

function parseBookmarks(value: string): Map<string, string> {
  const bookmarks = new Map<string, string>();
  for (const part of value.split(".")) {
    const [binding, bookmark] = part.split("~");
    if (binding && /^(?:DB|SHARD_[1-9][0-9]?)$/.test(binding) && bookmark && BOOKMARK.test(bookmark)) bookmarks.set(binding, bookmark);
  }
  return bookmarks;
}

const formatBookmarks = (bookmarks: Map<string, string>) => [...bookmarks].map(([b, m]) => `${b}~${m}`).join(".");

/**
 * The request's bindings, each database in a session: at the primary for an unsafe request, else
 * at the request's bookmark for it, else anywhere. `finish` adds the bookmarks of an unsafe
 * request's sessions to its answer.
 */
export function withD1Sessions(env: Env, request: Request): { env: Env; finish: (response: Response) => Response } {
  const unsafe = !SAFE_METHODS.has(request.method);
  const carried = unsafe ? new Map<string, string>() : readBookmarks(request);
  const sessioned: Env = { ...env };
  for (const name of d1Bindings(env)) {
    const d1 = env[name as "DB"];
    sessioned[name as "DB"] = sessionDatabase(d1, () => d1.withSession(unsafe ? "first-primary" : (carried.get(name) ?? "first-unconstrained")));
  }
  const finish = (response: Response) => {
    if (!unsafe || response.status >= 400 || response.status === 101) return response;
    const bookmarks = new Map<string, string>();
    for (const name of d1Bindings(sessioned)) {
      const bookmark = bookmarkOf(sessioned[name as "DB"]);
      if (bookmark) bookmarks.set(name, bookmark);
    }
    if (bookmarks.size === 0) return response;
    const answer = new Response(response.body, response);
    const value = formatBookmarks(bookmarks);
    const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
    answer.headers.append("Set-Cookie", `${BOOKMARK_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${secure}`);
    answer.headers.set(BOOKMARKS_HEADER, value);
    return answer;
  };
  return { env: sessioned, finish };
}
