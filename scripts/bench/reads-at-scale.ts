// Benchmark (issue 48): the reads opened at the deadline cost the same whatever the number of
// managers. `GET /api/gameweeks`, the leaderboard's pages 1, 1,000 and the last, and the team
// builder's page, on the local sample season and on databases of --teams N managers (100,000 by
// default; --teams 100000,1000000 for both) built as the rank bench builds them
// (scripts/bench/rank-gameweek.ts: users and teams streamed straight into the local D1 files,
// then one scoring run so that the standings, the histogram and the gameweek figures exist).
// Each size is served by a `wrangler dev` of its own, one after the other, in one sitting.
//
// For each public read, two figures: a cache hit (what nearly every request gets: its cost cannot
// grow) and a rebuild (the cache-miss path, the one whose D1 reads could grow with the managers):
// every data version is moved in D1 (the Worker sees it within its 5 s), then each read is asked
// once, and must say `X-Edge-Cache: miss`. The builder's page is per user, never cached: every
// request is timed. Medians, and each as a ratio to the sample season's (target: at most 1.2x).
//
//   node scripts/bench/reads-at-scale.ts [--teams 100000] [--samples 6] [--hits 30] [--port 8796] [--shards N]
//
// Build first (`npx remix vite:build`). Nothing here runs in the test suites. The machine is
// shared (2 cores): compare ratios of one sitting; the load average is printed at each step.
import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { DEMO_ACCOUNTS } from "../../api/db/demo-accounts.ts";
import { users } from "../../api/db/schema/index.ts";
import { challengerTeams } from "../../api/db/shard-schema/index.ts";
import { snapshotPlayers } from "../../api/fpl/snapshot-data.ts";
import { hashSecret } from "../../api/services/crypto.ts";
import { identityKeys } from "../../domain/accounts.ts";
import { evenShardMap, shardOf, teamIdFor, type ShardMap } from "../../domain/shards.ts";
import { localD1File, streamRows } from "../local-d1.ts";
import { d1Databases } from "../wrangler.ts";
import { ensureWorkerReady, freshBenchDatabase, median, numberOption, signIn, withLocalWorker } from "./kit.ts";

const argv = process.argv.slice(2);
const SIZES = (argv.includes("--teams") ? argv[argv.indexOf("--teams") + 1]! : "100000").split(",").map(Number);
const SAMPLES = numberOption("--samples", 6);
const HITS = numberOption("--hits", 30);
const PORT = numberOption("--port", 8796);
const PAGE = 50;
/** The live gameweek of the rank bench's teams (rank-gameweek.ts). */
const GAMEWEEK = 17;
const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");

type Figures = { label: string; teams: number; load: string[]; reads: Map<string, { hit: number; miss: number | null }> };

// ---- the databases ----------------------------------------------------------------------------

/** Random valid squads from the real players, the rank bench's draw (the same seed). */
function* benchRows(teams: number, shard: number, map: ShardMap, now: number) {
  const byPosition: Record<number, number[]> = { 1: [], 2: [], 3: [], 4: [] };
  for (const p of snapshotPlayers) byPosition[p.element_type]!.push(p.id);
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = (pool: number[], n: number) => {
    const out = new Set<number>();
    while (out.size < n) out.add(pool[Math.floor(random() * pool.length)]!);
    return [...out];
  };
  for (let i = 0; i < teams; i++) {
    const id = managerId(i);
    const [gk1, gk2] = pick(byPosition[1]!, 2);
    const defs = pick(byPosition[2]!, 5);
    const mids = pick(byPosition[3]!, 5);
    const fwds = pick(byPosition[4]!, 3);
    if (shardOf(map, id) !== shard) continue;
    const picks = [
      { playerId: gk1, slot: "GK-0" }, ...defs.slice(0, 4).map((p, k) => ({ playerId: p, slot: `DEF-${k}` })),
      ...mids.slice(0, 4).map((p, k) => ({ playerId: p, slot: `MID-${k}` })), ...fwds.slice(0, 2).map((p, k) => ({ playerId: p, slot: `FWD-${k}` })),
      { playerId: gk2, slot: "SUB-0" }, { playerId: defs[4], slot: "SUB-1" }, { playerId: mids[4], slot: "SUB-2" }, { playerId: fwds[2], slot: "SUB-3" },
    ];
    yield {
      id: teamIdFor(id, `team-${String(i).padStart(7, "0")}`), userId: id, gameweek: GAMEWEEK, teamName: `Bench ${i}`, managerName: "Pep Guardiola", picks,
      captainId: mids[0], viceCaptainId: fwds[0], totalBudget: 1000, squadCost: 800, totalPoints: 0, rank: null, createdAt: now, updatedAt: now,
    };
  }
}
const managerId = (i: number) => `bench-${String(i).padStart(7, "0")}`;

/** A database of `teams` managers with a team each in the live gameweek, as the rank bench loads it, then scored once. */
async function benchDatabase(state: string, teams: number) {
  await freshBenchDatabase(state, "ignore");
  const passwordHash = await hashSecret("bench-password");
  const now = Date.now();
  const t = Date.now();
  streamRows(localD1File(state, "DB"), users, (function* () {
    for (let i = 0; i < teams; i++) {
      const id = managerId(i);
      const names = { email: `${id}@bench.local`, username: id, teamName: `Bench ${i}` };
      yield { id, ...names, ...identityKeys({ ...names, firstName: "Bench", lastName: String(i) }), firstName: "Bench", lastName: String(i), avatar: "/images/avatars/avatar1.svg", passwordHash, securityQuestion: "What is your favorite food?", securityAnswerHash: passwordHash, role: "user", isActive: true, points: 0, createdAt: now };
    }
  })());
  const shards = d1Databases().filter((d) => d.binding.startsWith("SHARD_")).map((d) => d.binding);
  const map = evenShardMap(shards.length);
  shards.forEach((binding, i) => streamRows(localD1File(state, binding), challengerTeams, benchRows(teams, i + 1, map, now)));
  console.log(`  loaded ${teams.toLocaleString("en-GB")} managers and teams in ${((Date.now() - t) / 1000).toFixed(0)} s (load ${load()})`);
}

/** Moves every data version in D1 (as any write would): each public read's next answer is a rebuild. */
function moveVersions(state: string) {
  const db = new DatabaseSync(localD1File(state, "DB"));
  try {
    db.exec("UPDATE data_versions SET version = version + 1");
  } finally {
    db.close();
  }
}

// ---- the reads -----------------------------------------------------------------------------------

async function measure(label: string, state: string, teams: number, prepare: (base: string, admin: string) => Promise<void>): Promise<Figures> {
  const figures: Figures = { label, teams, load: [load()], reads: new Map() };
  await withLocalWorker(state, PORT, async (base) => {
    const admin = (await signIn(base, DEMO_ACCOUNTS.find((a) => a.role === "admin")!)).access_token;
    const manager = (await signIn(base, DEMO_ACCOUNTS.find((a) => a.role === "user")!)).access_token;
    await prepare(base, admin);
    const total = ((await (await fetch(`${base}/api/leaderboard?limit=${PAGE}&offset=0`)).json()) as { total: number }).total;
    const last = Math.max(1, Math.ceil(total / PAGE));
    const open = ((await (await fetch(`${base}/api/gameweeks/status`)).json()) as { openedGameweeks: number[] }).openedGameweeks[0]!;
    const reads: [string, string][] = [
      ["GET /api/gameweeks", "/api/gameweeks"],
      ["leaderboard page 1", `/api/leaderboard?limit=${PAGE}&offset=0`],
      [`leaderboard page 1,000`, `/api/leaderboard?limit=${PAGE}&offset=${(Math.min(1000, last) - 1) * PAGE}`],
      [`leaderboard last page`, `/api/leaderboard?limit=${PAGE}&offset=${(last - 1) * PAGE}`],
    ];
    console.log(`  ${label}: ${total.toLocaleString("en-GB")} managers on the leaderboard (last page ${last.toLocaleString("en-GB")}), load ${load()}`);
    const time = async (path: string, headers: Record<string, string> = {}) => {
      const t = performance.now();
      const res = await fetch(`${base}${path}`, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      return { ms: performance.now() - t, state: res.headers.get("X-Edge-Cache") };
    };
    const misses = new Map<string, number[]>(reads.map(([name]) => [name, []]));
    for (let s = 0; s < SAMPLES; s++) {
      moveVersions(state);
      await new Promise((r) => setTimeout(r, 6500)); // the Worker's versions live 1 s in the isolate, 5 s in the cache
      for (const [name, path] of reads) {
        const r = await time(path);
        if (r.state === "miss") misses.get(name)!.push(r.ms);
      }
    }
    for (const [name, path] of reads) {
      await time(path);
      const hits: number[] = [];
      for (let i = 0; i < HITS; i++) hits.push((await time(path)).ms);
      const missed = misses.get(name)!;
      figures.reads.set(name, { hit: median(hits), miss: missed.length ? median(missed) : null });
    }
    const page = `/pick-team?gw=${open}`;
    const cookie = { Cookie: `terrace_session=${manager}` };
    await time(page, cookie);
    const builder: number[] = [];
    for (let i = 0; i < HITS; i++) builder.push((await time(page, cookie)).ms);
    figures.reads.set("builder page /pick-team (per user)", { hit: median(builder), miss: null });
  });
  figures.load.push(load());
  return figures;
}

ensureWorkerReady();
console.log(`Reads at scale, ${new Date().toISOString()}, load average ${load()} (1, 5, 15 min), 2 cores shared; ${SAMPLES} rebuilds and ${HITS} hits a read.`);
const results: Figures[] = [];

const sampleState = path.resolve(".wrangler/bench-reads-sample");
console.log(`\nThe local sample season (scripts/setup-local.ts)...`);
rmSync(sampleState, { recursive: true, force: true });
execFileSync(process.execPath, ["scripts/setup-local.ts", "--persist-to", sampleState], { stdio: "ignore" });
results.push(await measure("sample season", sampleState, 0, async () => {}));

for (const teams of SIZES) {
  const state = path.resolve(`.wrangler/bench-reads-${teams}`);
  console.log(`\n${teams.toLocaleString("en-GB")} managers (the rank bench's teams, gameweek ${GAMEWEEK})...`);
  await benchDatabase(state, teams);
  results.push(
    await measure(`${teams.toLocaleString("en-GB")} teams`, state, teams, async (base, admin) => {
      // One scoring run: the standings, the histogram and the gameweek figures the reads show.
      const t = performance.now();
      const res = await fetch(`${base}/api/challengers/gameweek/${GAMEWEEK}/update-rankings`, { method: "POST", headers: { Authorization: `Bearer ${admin}` } });
      if (!res.ok) throw new Error(`scoring: ${res.status} ${await res.text()}`);
      const report = (await res.json()) as { scored: { queued?: true }[] };
      // A queued run (a big gameweek) finishes on its own: wait until the leaderboard counts every team.
      for (let i = 0; report.scored[0]?.queued && i < 3600; i++) {
        const total = ((await (await fetch(`${base}/api/leaderboard?limit=1`)).json()) as { total: number }).total;
        if (total >= teams) break;
        await new Promise((r) => setTimeout(r, 1000));
      }
      console.log(`  scored in ${((performance.now() - t) / 1000).toFixed(0)} s (load ${load()})`);
    }),
  );
  rmSync(state, { recursive: true, force: true });
}

const sample = results[0]!;
console.log(`\n| read | ${results.map((r) => `${r.label} hit / rebuild ms`).join(" | ")} | ${results.slice(1).map((r) => `${r.label} vs sample (hit, rebuild)`).join(" | ")} |`);
console.log(`|---|${results.map(() => "---|").join("")}${results.slice(1).map(() => "---|").join("")}`);
for (const name of sample.reads.keys()) {
  const cell = (r: Figures) => {
    const f = r.reads.get(name)!;
    return `${f.hit.toFixed(1)} / ${f.miss === null ? "-" : f.miss.toFixed(1)}`;
  };
  const ratio = (r: Figures) => {
    const f = r.reads.get(name)!;
    const s = sample.reads.get(name)!;
    return `${(f.hit / s.hit).toFixed(2)}x, ${f.miss === null || s.miss === null ? "-" : `${(f.miss / s.miss).toFixed(2)}x`}`;
  };
  console.log(`| ${name} | ${results.map(cell).join(" | ")} | ${results.slice(1).map(ratio).join(" | ")} |`);
}
console.log(`\nLoad averages: ${results.map((r) => `${r.label} ${r.load.join(" -> ")}`).join("; ")}.`);
writeFileSync(path.resolve(".wrangler/bench-reads-at-scale.json"), JSON.stringify(results.map((r) => ({ ...r, reads: Object.fromEntries(r.reads) })), null, 2));
