// The bundled data/ folder: complete, small, and unchanged since scripts/derive-data.ts
// wrote it (data/SHA256SUMS). The tests read only the repository; that data/ is up to date
// with its source is the derivation script's own check (docs/data.md: "The game's data and clock").
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checksumProblems, filesUnder } from "../../scripts/derive-data.ts";

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
});
