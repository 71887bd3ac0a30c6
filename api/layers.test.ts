// The floor plan's direction (decision 010, issue 24): domain/ imports nothing of the app's own
// layers; api/ never imports party/ (a room is a client of the services, reached through
// api/services/room-rpc.ts) nor app/. A back import here is how import circles start.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [rel] : [];
  });
}

/** The project folders a file imports from (relative imports resolved from the file). */
function importedLayers(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  return [...text.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)].map((m) =>
    path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), m[1]!)).split(path.sep)[0]!,
  );
}

const backImports = (layer: string, forbidden: string[]) =>
  sourceFiles(layer).flatMap((file) => importedLayers(file).filter((l) => forbidden.includes(l)).map((l) => `${file} -> ${l}/`));

describe("layers", () => {
  it("api/ imports neither party/ nor app/", () => {
    expect(backImports("api", ["party", "app"])).toEqual([]);
  });

  it("domain/ imports none of api/, party/, app/", () => {
    expect(backImports("domain", ["api", "party", "app", "scripts"])).toEqual([]);
  });

  it("sees a back import when there is one", () => {
    expect(importedLayers("server.ts")).toContain("party");
  });
});
