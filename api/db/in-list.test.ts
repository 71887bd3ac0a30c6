// The one way a list reaches SQL (api/db/in-list.ts), and a guard that keeps it the only one:
// a query binding one parameter per item (drizzle's inArray, a `?` per item) fails past 100
// items on D1 and in a room's SQLite, so it must not come back anywhere in the code.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { players } from "./schema";
import { inList, jsonList, notInList } from "./in-list";

const render = (fragment: ReturnType<typeof inList>) => new SQLiteSyncDialect().sqlToQuery(fragment);

describe("inList", () => {
  it("binds one JSON parameter however long the list, without duplicates", () => {
    const ids = Array.from({ length: 1000 }, (_, i) => i % 500);
    const q = render(inList(players.id, ids));
    expect(q.sql).toBe(`"players"."id" IN (SELECT value FROM json_each(?))`);
    expect(q.params).toEqual([JSON.stringify(Array.from({ length: 500 }, (_, i) => i))]);
  });

  it("takes an expression as the key", () => {
    const q = render(inList(sql`lower(${players.webName})`, ["saka", "rice"]));
    expect(q.sql).toBe(`lower("players"."web_name") IN (SELECT value FROM json_each(?))`);
    expect(q.params).toEqual(['["saka","rice"]']);
  });

  it("an empty list matches nothing (inList) or everything (notInList), binding nothing", () => {
    expect(render(inList(players.id, []))).toEqual({ sql: "0 = 1", params: [] });
    expect(render(notInList(players.id, new Set<number>()))).toEqual({ sql: "1 = 1", params: [] });
    expect(render(notInList(players.id, [3])).sql).toBe(`"players"."id" NOT IN (SELECT value FROM json_each(?))`);
    expect(jsonList(["a", "b", "a"])).toBe('["a","b"]');
  });
});

// ---- the guard -----------------------------------------------------------------------------

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCES = ["api", "party", "app", "scripts", "domain", "server.ts"];
const EXEMPT = new Set(["api/db/in-list.ts", "api/db/in-list.test.ts"]);

/** One bound parameter per item: drizzle's inArray / notInArray, or a `?` list built from an array. */
const UNBOUNDED: { name: string; pattern: RegExp }[] = [
  { name: "inArray/notInArray (use inList from api/db/in-list.ts)", pattern: /\b(?:not)?inArray\s*\(/i },
  { name: 'a "?" per item (bind jsonList(values) to IN_JSON)', pattern: /\.map\(\s*\(\s*\)\s*=>\s*(["'`])\?\1\s*\)/ },
  { name: 'a "?" per item (bind jsonList(values) to IN_JSON)', pattern: /(["'`])\?,\s*\1\s*\.repeat\(|\.fill\(\s*(["'`])\?\2\s*\)/ },
  { name: "a parameter per item joined with sql.join (use inList)", pattern: /sql\.join\(\s*[\w.]+\.map\(/ },
];

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { withFileTypes: true }).flatMap((d) => {
    const rel = path.join(entry, d.name);
    if (d.isDirectory()) return d.name === "node_modules" ? [] : sourceFiles(rel);
    return /\.(ts|tsx|js|mjs)$/.test(d.name) ? [rel] : [];
  });
}

/** Lines of `text` matching one of the unbounded shapes, as "file:line: shape". */
function unboundedLists(file: string, text: string): string[] {
  return text.split("\n").flatMap((line, i) => UNBOUNDED.filter((u) => u.pattern.test(line)).map((u) => `${file}:${i + 1}: ${u.name}`));
}

describe("no query binds one parameter per item of a list", () => {
  it("the patterns catch the shapes that broke the feeds", () => {
    expect(unboundedLists("x.ts", "  .where(inArray(players.id, ids))")).toHaveLength(1);
    expect(unboundedLists("x.ts", "  .where(and(eq(a, b), notInArray(users.id, ids)))")).toHaveLength(1);
    expect(unboundedLists("x.ts", "`WHERE seq IN (${seqs.map(() => \"?\").join(\",\")})`")).toHaveLength(1);
    expect(unboundedLists("x.ts", "`IN (${Array(n).fill('?').join(',')})`")).toHaveLength(1);
    expect(unboundedLists("x.ts", "sql`${t.id} IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`")).toHaveLength(1);
    expect(unboundedLists("x.ts", "  .where(inList(players.id, ids))")).toEqual([]);
  });

  it("in api/, party/, app/, scripts/, domain/ and server.ts", () => {
    const files = SOURCES.flatMap(sourceFiles).filter((f) => !EXEMPT.has(f.split(path.sep).join("/")));
    expect(files.length).toBeGreaterThan(100); // the walk found the code
    const found = files.flatMap((f) => unboundedLists(f, readFileSync(path.join(ROOT, f), "utf8")));
    expect(found).toEqual([]);
  });
});
