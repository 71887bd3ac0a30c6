// The bundled data/ folder: complete, small, and exactly what scripts/derive-data.ts
// derives from ../shared/fpl-2025-26 (that check is skipped where the source is absent,
// e.g. in a fresh clone; the app itself never needs it).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DEFAULT_SOURCE_DIR, deriveData } from "../../scripts/derive-data.ts";

const DATA_DIR = fileURLToPath(new URL("../../data/", import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]
  );
}

describe("data/", () => {
  it("holds teams, players, fixtures, events, README and 19 live files", () => {
    for (const name of ["README.md", "teams.json", "players.json", "fixtures.json", "events.json"]) {
      expect(existsSync(path.join(DATA_DIR, name)), name).toBe(true);
    }
    const live = readdirSync(path.join(DATA_DIR, "live")).sort();
    expect(live).toEqual(Array.from({ length: 19 }, (_, i) => `gw${i + 1}.json`).sort());
  });

  it("stays well under 3 MB", () => {
    const total = filesUnder(DATA_DIR).reduce((sum, file) => sum + statSync(file).size, 0);
    expect(total).toBeLessThan(2_000_000);
  });

  it.skipIf(!existsSync(DEFAULT_SOURCE_DIR))(
    "is exactly what scripts/derive-data.ts derives (deterministic, up to date)",
    () => {
      const first = deriveData(DEFAULT_SOURCE_DIR);
      const second = deriveData(DEFAULT_SOURCE_DIR);
      expect([...second.files]).toEqual([...first.files]);
      const bundled = filesUnder(DATA_DIR)
        .map((file) => path.relative(DATA_DIR, file).split(path.sep).join("/"))
        .filter((name) => name !== "README.md")
        .sort();
      expect(bundled).toEqual([...first.files.keys()].sort());
      for (const [name, content] of first.files) {
        expect(
          readFileSync(path.join(DATA_DIR, name), "utf8") === content,
          `data/${name} differs: run node scripts/derive-data.ts`
        ).toBe(true);
      }
      expect(first.notes.join("\n")).toMatch(
        /gw1: dropped exact duplicate row\(s\): element 391 fixture 1, element 100 fixture 1/
      );
    }
  );
});
