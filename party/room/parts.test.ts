// The room's floor plan (issue 44): party/chat-room.ts is a coordinator of named parts
// (party/room/), and the parts never import it: what a part needs is passed in. No import circles
// between the files of party/, and no file of party/ over 500 lines (the coordinator 400).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const PARTY = path.resolve(import.meta.dirname, "..");

function sources(dir = PARTY): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

/** The files of party/ a file imports (type imports included: a circle of types is a circle of meaning). */
function partyImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)]
    .map((m) => path.resolve(path.dirname(file), m[1]!))
    .map((target) => (target.endsWith(".ts") ? target : `${target}.ts`))
    .filter((target) => target.startsWith(PARTY + path.sep));
}

const rel = (file: string) => path.relative(PARTY, file);
const lines = (file: string) => readFileSync(file, "utf8").split("\n").length - 1;

/** The import circles among these files, each as the path that closes it. */
function circles(files: string[]): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, stack: string[]) => {
    if (stack.includes(file)) return void found.push([...stack.slice(stack.indexOf(file)), file].map(rel));
    if (done.has(file)) return;
    for (const next of partyImports(file)) visit(next, [...stack, file]);
    done.add(file);
  };
  for (const file of files) visit(file, []);
  return found;
}

describe("the chat room's parts", () => {
  const files = sources();

  it("never import the coordinator (party/chat-room.ts)", () => {
    const coordinator = path.join(PARTY, "chat-room.ts");
    expect(files.filter((f) => f !== coordinator && partyImports(f).includes(coordinator)).map(rel)).toEqual([]);
  });

  it("import one another without circles", () => {
    expect(circles(files)).toEqual([]);
  });

  it("reads the imports it checks (the checks above can fail)", () => {
    expect(partyImports(path.join(PARTY, "chat-room.ts")).map(rel)).toContain("room/presence.ts");
  });

  it("keep every file of party/ within 500 lines, the coordinator within 400", () => {
    expect(files.filter((f) => lines(f) > 500).map(rel)).toEqual([]);
    expect(lines(path.join(PARTY, "chat-room.ts"))).toBeLessThanOrEqual(400);
  });
});
