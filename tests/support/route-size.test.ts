// The placement rule of app/ (docs/layout.md): a route file is a thin shell (meta, links, a loader
// and an action that call the feature's *.server.ts glue, the feature's page as default export, an
// error boundary). Screens and glue live in app/features/<area>/; a route over 60 lines has some.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROUTES = path.join(import.meta.dirname, "../../app/routes");
export const ROUTE_MAX_LINES = 60;

describe("app/routes", () => {
  it(`holds thin shells only: no route file over ${ROUTE_MAX_LINES} lines`, () => {
    const files = readdirSync(ROUTES).filter((f) => /\.(tsx?|jsx?)$/.test(f));
    expect(files.length).toBeGreaterThan(0);
    const over = files
      .map((f) => ({ file: `app/routes/${f}`, lines: readFileSync(path.join(ROUTES, f), "utf8").replace(/\n$/, "").split("\n").length }))
      .filter((r) => r.lines > ROUTE_MAX_LINES)
      .map((r) => `${r.file}: ${r.lines} lines (move its screen to app/features/<area>/ and its glue to a *.server.ts there)`);
    expect(over).toEqual([]);
  });
});
