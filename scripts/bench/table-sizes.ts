// Benchmark: how many bytes each table of the local D1 takes, and which tables grow with the
// managers and with the gameweeks they play (issue 28, decision 035).
//
//   node scripts/bench/table-sizes.ts [--managers 2000] [--gameweeks 18]
//
// It builds three local databases under .wrangler/bench-sizes (wiped first) with the seed's own
// sample season (scripts/seed.ts: sample managers with a team in every gameweek up to the
// upcoming one, scored, ranked and rewarded by the real gameweek job, plus the community's sample
// leaks, votes, wall and orders): half the managers over half the gameweeks, all the managers over
// half the gameweeks, all the managers over all the gameweeks. It reads each table's pages from
// SQLite's `dbstat` table (the table's b-tree and its indexes', page bytes as stored) and prints
// rows, bytes, bytes per row, and what each table costs per manager and per manager-gameweek
// (the differences between the three databases). Nothing here runs in the test suites.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { BUCKETS } from "../../domain/shards.ts";
import { applyLocalMigrations, localD1File } from "../local-d1.ts";
import { d1Databases } from "../wrangler.ts";
import { numberOption } from "./kit.ts";

const MANAGERS = numberOption("--managers", 2000);
const GAMEWEEKS = numberOption("--gameweeks", 18);
const root = path.resolve(".wrangler/bench-sizes");

type TableSize = { rows: number; bytes: number; tableBytes: number; indexBytes: number };
type Sizes = Map<string, TableSize>;

/** A migrated local database with the seed's catalogue and a sample season of `managers` over gameweeks 1..`gameweeks`. */
async function build(name: string, managers: number, gameweeks: number): Promise<Sizes> {
  const state = path.join(root, name);
  rmSync(state, { recursive: true, force: true });
  applyLocalMigrations(state, { quiet: true });
  const t = Date.now();
  // gameweek `gameweeks` upcoming: every sample manager has a team in 1..gameweeks (the last one not yet scored).
  execFileSync(process.execPath, ["scripts/seed.ts", "--persist-to", state, "--sample-managers", String(managers), "--current-gameweek", String(gameweeks)], { stdio: ["ignore", "ignore", "inherit"] });
  // The main database and the shards (decision 035), a table's figures summed over the databases holding it.
  const dbs = d1Databases().map((d) => new DatabaseSync(localD1File(state, d.binding), { readOnly: true }));
  try {
    const sizes: Sizes = new Map();
    for (const [table, size] of dbs.flatMap((db) => [...measure(db)])) {
      const s = sizes.get(table) ?? { rows: 0, bytes: 0, tableBytes: 0, indexBytes: 0 };
      sizes.set(table, { rows: s.rows + size.rows, bytes: s.bytes + size.bytes, tableBytes: s.tableBytes + size.tableBytes, indexBytes: s.indexBytes + size.indexBytes });
    }
    console.log(`  ${name}: ${managers.toLocaleString("en-GB")} managers, gameweeks 1-${gameweeks}: seeded in ${((Date.now() - t) / 1000).toFixed(1)} s, ${(sum(sizes) / 1e6).toFixed(1)} MB in tables and indexes`);
    return sizes;
  } finally {
    for (const db of dbs) db.close();
  }
}

/** Rows and page bytes of every table, its indexes counted with it (dbstat: one row per b-tree with aggregate=1). */
function measure(db: DatabaseSync): Sizes {
  const objects = db.prepare("SELECT name, tbl_name AS tableName, type FROM sqlite_schema WHERE type IN ('table', 'index') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'").all() as { name: string; tableName: string; type: string }[];
  const pages = new Map((db.prepare("SELECT name, pgsize FROM dbstat WHERE aggregate = 1").all() as { name: string; pgsize: number }[]).map((r) => [r.name, r.pgsize]));
  const sizes: Sizes = new Map();
  for (const o of objects) {
    if (o.tableName.startsWith("player_backup_")) continue; // import backups: not part of the game's growth
    const s = sizes.get(o.tableName) ?? { rows: 0, bytes: 0, tableBytes: 0, indexBytes: 0 };
    const bytes = pages.get(o.name) ?? 0;
    if (o.type === "table") {
      s.tableBytes += bytes;
      s.rows = (db.prepare(`SELECT COUNT(*) AS n FROM "${o.tableName}"`).get() as { n: number }).n;
    } else s.indexBytes += bytes;
    s.bytes = s.tableBytes + s.indexBytes;
    sizes.set(o.tableName, s);
  }
  // Automatic indexes (primary keys, unique constraints) are listed as 'sqlite_autoindex_<table>_N'.
  for (const [name, bytes] of pages) {
    const auto = /^sqlite_autoindex_(.+)_\d+$/.exec(name);
    if (!auto || !sizes.has(auto[1]!)) continue;
    const s = sizes.get(auto[1]!)!;
    s.indexBytes += bytes;
    s.bytes += bytes;
  }
  return sizes;
}

const sum = (sizes: Sizes) => [...sizes.values()].reduce((n, s) => n + s.bytes, 0);

console.log(`Building three local databases (sample seasons) under ${path.relative(process.cwd(), root)}...`);
const halfManagers = Math.max(1, Math.round(MANAGERS / 2));
const halfGameweeks = Math.max(2, Math.round(GAMEWEEKS / 2));
const small = await build("a", halfManagers, halfGameweeks);
const wide = await build("b", MANAGERS, halfGameweeks);
const full = await build("c", MANAGERS, GAMEWEEKS);

// Per manager: what MANAGERS - halfManagers more managers added, over halfGameweeks gameweeks each.
// Per manager-gameweek: what GAMEWEEKS - halfGameweeks more gameweeks added, for MANAGERS managers.
const perManager = (name: string) => ((wide.get(name)?.bytes ?? 0) - (small.get(name)?.bytes ?? 0)) / (MANAGERS - halfManagers);
const perManagerGameweek = (name: string) => ((full.get(name)?.bytes ?? 0) - (wide.get(name)?.bytes ?? 0)) / (MANAGERS * (GAMEWEEKS - halfGameweeks));
// A table grows with the managers (or the gameweeks) when adding them added at least 8 pages to it
// (less is a page or two of slack); with both, it grows per manager-gameweek.
const MIN_GROWTH = 8 * 4096;
const withManagers = (name: string) => (wide.get(name)?.bytes ?? 0) - (small.get(name)?.bytes ?? 0) >= MIN_GROWTH;
const withGameweeks = (name: string) => (full.get(name)?.bytes ?? 0) - (wide.get(name)?.bytes ?? 0) >= MIN_GROWTH;
const perGameweek = (name: string) => ((full.get(name)?.bytes ?? 0) - (wide.get(name)?.bytes ?? 0)) / (GAMEWEEKS - halfGameweeks);
const growth = (name: string) =>
  withManagers(name) && withGameweeks(name) ? "manager x gameweek" : withManagers(name) ? "manager" : withGameweeks(name) ? `gameweek (${Math.round(perGameweek(name) / 1024)} KB each)` : "-";

const rows = [...full.entries()].sort((a, b) => b[1].bytes - a[1].bytes);
const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(`\nTables of the ${MANAGERS.toLocaleString("en-GB")}-manager, ${GAMEWEEKS}-gameweek database (bytes = the table's pages + its indexes', from dbstat):`);
console.log(`${"table".padEnd(28)}${pad("rows", 10)}${pad("bytes", 12)}${pad("index %", 9)}${pad("B/row", 8)}${pad("B/manager", 11)}${pad("B/mgr/gw", 10)}  grows per`);
for (const [name, s] of rows) {
  if (s.bytes === 0) continue;
  console.log(
    `${name.padEnd(28)}${pad(s.rows.toLocaleString("en-GB"), 10)}${pad(s.bytes.toLocaleString("en-GB"), 12)}${pad(s.bytes ? Math.round((100 * s.indexBytes) / s.bytes) : 0, 9)}` +
      `${pad(s.rows ? Math.round(s.bytes / s.rows) : "-", 8)}${pad(Math.round(perManager(name)), 11)}${pad(Math.round(perManagerGameweek(name)), 10)}  ${growth(name)}`,
  );
}
const total = (f: (name: string) => number, kind: string) => [...full.keys()].filter((n) => growth(n) === kind).reduce((n, name) => n + f(name), 0);
const global = [...full.entries()].filter(([name]) => !withManagers(name)).reduce((n, [, s]) => n + s.bytes, 0);
console.log(`\nAll tables: ${(sum(full) / 1e6).toFixed(1)} MB (a: ${(sum(small) / 1e6).toFixed(1)} MB, b: ${(sum(wide) / 1e6).toFixed(1)} MB).`);
console.log(`Tables that grow per manager-gameweek: ${Math.round(total(perManagerGameweek, "manager x gameweek"))} B per manager-gameweek.`);
console.log(`Tables that grow per manager only: ${Math.round(total(perManager, "manager"))} B per manager.`);
console.log(`Tables that do not grow with managers: ${(global / 1e6).toFixed(1)} MB.`);

// Decision 035's projection from these figures: the sharded tables (a manager's teams and season
// standings) over a 38-gameweek season, shards filled to half of D1's 10 GB (room for a migration
// that copies a table), a power-of-two number of shards so that each holds whole ranges of buckets.
const SHARDED = ["challenger_teams", "season_standings"];
const perManagerSeason = SHARDED.reduce((n, name) => n + 38 * perManagerGameweek(name) + (growth(name) === "manager" ? perManager(name) : 0), 0);
const perShard = Math.floor(5e9 / perManagerSeason);
for (const managers of [1_000_000, 10_000_000]) {
  const shards = 2 ** Math.ceil(Math.log2(managers / perShard));
  console.log(
    `Projection, ${managers.toLocaleString("en-GB")} managers: ${Math.round(perManagerSeason).toLocaleString("en-GB")} B each per season on its shard, ` +
      `${perShard.toLocaleString("en-GB")} per shard at 5 GB, ${shards} shards of ${BUCKETS / shards} buckets, ` +
      `${((managers * perManagerSeason) / 1e9).toFixed(0)} GB a season; accounts on the main database ${((managers * perManager("users")) / 1e9).toFixed(1)} GB.`,
  );
}
