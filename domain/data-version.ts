// The versions that key the public reads in the edge cache (issue 48, decision 048). Each scope is
// a group of tables (migrations/0035: triggers move its version on every write to one of them); a
// public read names the scopes it reads, and its ETag and cache entry are those scopes' versions.

/** `figures`: the team counts and champions the scoring run stores, which move every minute before a deadline (only GET /gameweeks reads them). */
export const DATA_SCOPES = ["players", "fixtures", "gameweeks", "figures", "standings"] as const;
export type DataScope = (typeof DATA_SCOPES)[number];
export type DataVersions = Record<DataScope, number>;

/** The version of an answer that reads `scopes`: their versions, in the order of DATA_SCOPES (`players.12-gameweeks.7`). */
export function versionOf(versions: DataVersions, scopes: readonly DataScope[]): string {
  return DATA_SCOPES.filter((s) => scopes.includes(s))
    .map((s) => `${s}.${versions[s]}`)
    .join("-");
}

/** The ETag of an answer at a version and in a language (an answer may name things in it): strong, one version is one body; the edge makes it weak when it compresses. */
export const etagOf = (version: string, locale?: string) => `"${version}${locale ? `.${locale}` : ""}"`;

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110: `W/` ignored, `*`, lists). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, "");
  const wanted = bare(etag);
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || bare(t) === wanted);
}

/** The versions as read from the data_versions rows; a scope without a row is version 0. */
export function versionsFromRows(rows: readonly { scope: string; version: number }[]): DataVersions {
  const versions = Object.fromEntries(DATA_SCOPES.map((s) => [s, 0])) as DataVersions;
  for (const r of rows) if ((DATA_SCOPES as readonly string[]).includes(r.scope)) versions[r.scope as DataScope] = r.version;
  return versions;
}

/** What a request finds in the edge cache for its key, and what it does (stale-while-revalidate, one rebuild at a time). */
export type CacheDecision = "fresh" | "stale" | "rebuild";

/**
 * `fresh`: the cached answer is of the current version. Otherwise one request rebuilds while the
 * others get the previous answer (`stale`) rather than all going to D1 at once; with no previous
 * answer, every request must build (nothing to serve meanwhile).
 */
export function cacheDecision(cachedVersion: string | null, current: string, rebuildUnderWay: boolean): CacheDecision {
  if (cachedVersion === current) return "fresh";
  if (cachedVersion !== null && rebuildUnderWay) return "stale";
  return "rebuild";
}
