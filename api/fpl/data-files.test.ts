// The bundled data/ folder: complete, small, and exactly what scripts/derive-data.ts
// derives from ../shared/fpl-2025-26. Checked two ways: against data/SHA256SUMS (always:
// the repository alone is enough), and, where the source folder exists, by deriving again
// and comparing (a fresh clone has no ../shared; the app itself never needs it).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checksumProblems, DEFAULT_SOURCE_DIR, deriveData, filesUnder } from "../../scripts/derive-data.ts";

const DATA_DIR = fileURLToPath(new URL("../../data/", import.meta.url));

describe("data/", () => {
  it("holds teams, players, fixtures, events, README, SHA256SUMS and 19 live files", () => {
    for (const name of ["README.md", "SHA256SUMS", "teams.json", "players.json", "fixtures.json", "events.json"]) {
      expect(existsSync(path.join(DATA_DIR, name)), name).toBe(true);
    }
    const live = readdirSync(path.join(DATA_DIR, "live")).sort();
    expect(live).toEqual(Array.from({ length: 19 }, (_, i) => `gw${i + 1}.json`).sort());
  });

  it("stays well under 3 MB", () => {
    const total = filesUnder(DATA_DIR).reduce((sum, file) => sum + statSync(path.join(DATA_DIR, file)).size, 0);
    expect(total).toBeLessThan(2_000_000);
  });

  it("matches data/SHA256SUMS, written by scripts/derive-data.ts (no file added, missing or edited by hand)", () => {
    const problems = checksumProblems(DATA_DIR);
    expect(problems, `${problems.join("\n")}\nrun node scripts/derive-data.ts`).toEqual([]);
  });

  it("is exactly what scripts/derive-data.ts derives from ../shared/fpl-2025-26 (deterministic, up to date)", (ctx) => {
    // The only check that needs the source folder, which lives beside the repository on the
    // maintainers' machines and is absent from a fresh clone; the checksum test above covers
    // the bundled files there.
    ctx.skip(!existsSync(DEFAULT_SOURCE_DIR), `source folder ${DEFAULT_SOURCE_DIR} absent (fresh clone)`);
    const first = deriveData(DEFAULT_SOURCE_DIR);
    const second = deriveData(DEFAULT_SOURCE_DIR);
    expect([...second.files]).toEqual([...first.files]);
    const bundled = filesUnder(DATA_DIR).filter((name) => name !== "README.md");
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
  });
});
