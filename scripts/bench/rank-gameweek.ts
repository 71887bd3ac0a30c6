// Benchmark: score and rank a live gameweek with 100,000 saved teams (or --teams N, a million
// included) on local D1, then page the season leaderboard with as many managers.
//
//   node scripts/bench/rank-gameweek.ts [--teams 100000] [--port 8790] [--runs 3] [--shards N] [--page-size 50] [--reuse] [--season G]
//
// --season G: each manager also has a team, already scored, in each of gameweeks 1..G (completed
// in the local timeline), so that the standings rebuild after each run counts a season of G + 1
// gameweeks (decision 035: completed gameweeks are folded in once, at the first run).
//
// --before DIR: first the same bench on another checkout's build (DIR, e.g. a clone of the base
// commit with its node_modules), as a child process in DIR, then on this one, in one sitting;
// then both side by side with their ratios and the load averages.
//
// Each queued run prints where its time went: the queue's delay (messages sent to the first chunk
// started), the chunks (first started to last done), then the finish as the run recorded it
// (scoring_runs.phases): ranking, standings fold, live sums, standings ranks, histogram. A build
// that records no phases (before issue 47) gets the finish as one figure.
//
// After the runs it pages the season leaderboard twice: the API (GET /api/leaderboard, which the
// edge cache serves once built) and the page's own data (GET /leaderboard.data, the Remix loader,
// read from D1 on every visit), at pages 1, 1,000 and the last.
//
// --reuse: the databases a previous sitting loaded with the same --teams and --shards, as they
// are (with --runs 0: the leaderboard pages only, at another time of day).
//
// --shards N: the game on N shard databases instead of wrangler.jsonc's (a configuration
// wrangler.bench.jsonc is written beside it, the same but for its SHARD_n bindings), so that one
// machine compares 1 shard and 4 in the same sitting.
//
// It builds its own local database under .wrangler/bench-state (wiped first),
// starts `wrangler dev` on it, and prints wall time plus the D1 rows read and
// written that the job itself counted. Nothing here runs in the test suites.
// Runs on a fresh clone after `npm ci`: it creates .dev.vars as `npm start` would
// (scripts/dev-vars.ts) and builds the Remix bundle once if build/ is missing.
import path from "node:path";
import { DEMO_ACCOUNTS } from "../../api/db/demo-accounts.ts";
import { users } from "../../api/db/schema/index.ts";
import { challengerTeams } from "../../api/db/shard-schema/index.ts";
import { evenShardMap, shardOf, teamIdFor, type ShardMap } from "../../domain/shards.ts";
import { d1Databases, readJsonc, wranglerConfig } from "../wrangler.ts";
import { existsSync, writeFileSync } from "node:fs";
import { snapshotPlayers } from "../../api/fpl/snapshot-data.ts";
import { identityKeys } from "../../domain/accounts.ts";
import { hashSecret } from "../../api/services/crypto.ts";
import { DatabaseSync } from "node:sqlite";
import { ensureWorkerReady, freshBenchDatabase, median, numberOption, signIn, sorted, timeRequests, withLocalWorker } from "./kit.ts";
import { localD1File, streamRows } from "../local-d1.ts";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";

// --before DIR: the same bench in DIR first (its own databases and build), its figures kept.
const BEFORE = process.argv.includes("--before") ? process.argv[process.argv.indexOf("--before") + 1]! : null;
const SUMMARY = process.argv.includes("--summary") ? process.argv[process.argv.indexOf("--summary") + 1]! : null;
type Summary = { label: string; load: string[]; runs: number[]; noChange: number[]; pages: [number, number][]; pageData: [number, number][] };
let before: Summary | null = null;
if (BEFORE) {
  const file = path.join(tmpdir(), `terrace-rank-bench-before-${process.pid}.json`);
  const args = process.argv.slice(2).filter((a: string, i: number, all: string[]) => a !== "--before" && all[i - 1] !== "--before");
  console.log(`Before: ${BEFORE} (its build), then this checkout, in one sitting.\n`);
  execFileSync(process.execPath, [new URL(import.meta.url).pathname, ...args, "--summary", file], { cwd: BEFORE, stdio: "inherit" });
  before = JSON.parse(readFileSync(file, "utf8")) as Summary;
  console.log("\nAfter: this checkout.\n");
}
const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");
const summary: Summary = { label: process.cwd(), load: [load()], runs: [], noChange: [], pages: [], pageData: [] };

const TEAMS = numberOption("--teams", 100_000);
const SHARDS = numberOption("--shards", 0);
if (SHARDS > 0) {
  // wrangler.jsonc with N shards: its D1 list replaced.
  const config = readJsonc<{ d1_databases: { binding: string }[] }>("wrangler.jsonc");
  const main = config.d1_databases.find((d) => d.binding === "DB")!;
  config.d1_databases = [
    main,
    ...Array.from({ length: SHARDS }, (_, i) => ({ binding: `SHARD_${i + 1}`, database_name: `terrace-shard-${i + 1}`, database_id: `00000000-0000-0000-0000-${String(i + 1).padStart(12, "0")}`, migrations_dir: "migrations-shard" })),
  ];
  writeFileSync("wrangler.bench.jsonc", JSON.stringify(config, null, 2));
  process.env.TERRACE_WRANGLER_CONFIG = "wrangler.bench.jsonc";
}
const PORT = numberOption("--port", 8790);
const RUNS = numberOption("--runs", 3);
const PAGE = numberOption("--page-size", 50);
/** The leaderboard page's own size (app/features/leaderboard/constants.ts PAGE_SIZE). */
const PAGE_DATA_SIZE = 20;
const GAMEWEEK = 17;
const SEASON = Math.min(numberOption("--season", 0), GAMEWEEK - 1);
// One folder per number of shards, so that --reuse can page one sitting's databases again.
const state = path.resolve(`.wrangler/bench-state${SHARDS > 0 ? `-${SHARDS}-shards` : ""}${SEASON > 0 ? `-season-${SEASON}` : ""}`);
const REUSE = process.argv.includes("--reuse") && existsSync(path.join(state, `loaded-${TEAMS}`));

ensureWorkerReady();
console.log(`${REUSE ? "Reusing" : "Preparing"} ${TEAMS.toLocaleString("en-GB")} managers with a team each in gameweek ${GAMEWEEK}${SEASON ? ` and in gameweeks 1-${SEASON}` : ""}, on ${d1Databases().length - 1} shard(s) (${wranglerConfig()}, ${state})...`);
if (!REUSE) await freshBenchDatabase(state);

// Random valid squads (2 GK, 5 DEF, 5 MID, 3 FWD; XI 1-4-4-2) from the real players.
const byPosition: Record<number, number[]> = { 1: [], 2: [], 3: [], 4: [] };
for (const p of snapshotPlayers) byPosition[p.element_type]!.push(p.id);
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pickDistinct = (pool: number[], n: number) => {
  const out = new Set<number>();
  while (out.size < n) out.add(pool[Math.floor(random() * pool.length)]!);
  return [...out];
};
const passwordHash = await hashSecret("bench-password");
const now = Date.now();
const managerId = (i: number) => `bench-${String(i).padStart(7, "0")}`;
function* userRows() {
  for (let i = 0; i < TEAMS; i++) {
    const id = managerId(i);
    const names = { email: `${id}@bench.local`, username: id, teamName: `Bench ${i}` };
    yield {
      id, ...names, ...identityKeys({ ...names, firstName: "Bench", lastName: String(i) }), firstName: "Bench", lastName: String(i),
      avatar: "/images/avatars/avatar1.svg", passwordHash, securityQuestion: "What is your favorite food?", securityAnswerHash: passwordHash,
      role: "user", isActive: true, points: 0, createdAt: now,
    };
  }
}
/** The teams of the managers on one shard (each on its manager's shard, as the app's even map over the bound shards places it). */
function* teamRows(shard: number, map: ShardMap) {
  seed = 42;
  for (let i = 0; i < TEAMS; i++) {
    const id = managerId(i);
    // Every manager's squad is drawn, so that a team is the same whatever the number of shards.
    const [gk1, gk2] = pickDistinct(byPosition[1]!, 2);
    const defs = pickDistinct(byPosition[2]!, 5);
    const mids = pickDistinct(byPosition[3]!, 5);
    const fwds = pickDistinct(byPosition[4]!, 3);
    if (shardOf(map, id) !== shard) continue;
    const picks = [
      { playerId: gk1, slot: "GK-0" }, ...defs.slice(0, 4).map((p, k) => ({ playerId: p, slot: `DEF-${k}` })),
      ...mids.slice(0, 4).map((p, k) => ({ playerId: p, slot: `MID-${k}` })), ...fwds.slice(0, 2).map((p, k) => ({ playerId: p, slot: `FWD-${k}` })),
      { playerId: gk2, slot: "SUB-0" }, { playerId: defs[4], slot: "SUB-1" }, { playerId: mids[4], slot: "SUB-2" }, { playerId: fwds[2], slot: "SUB-3" },
    ];
    const team = (key: string, gameweek: number, totalPoints: number) => ({
      id: teamIdFor(id, key), userId: id, gameweek, teamName: `Bench ${i}`, managerName: "Pep Guardiola", picks,
      captainId: mids[0], viceCaptainId: fwds[0], totalBudget: 1000, squadCost: 800, totalPoints, rank: null, createdAt: now, updatedAt: now,
    });
    // The completed gameweeks' teams come scored; the live one's is scored by the runs.
    for (let gw = 1; gw <= SEASON; gw++) yield team(`team-${gw}-${String(i).padStart(7, "0")}`, gw, (i * 7 + gw * 13) % 90);
    yield team(`team-${String(i).padStart(7, "0")}`, GAMEWEEK, 0);
  }
}
let t = Date.now();
// Straight into the local databases' files (scripts/local-d1.ts): SQL files through wrangler
// take hours for a million rows.
const fileOf = (binding: string) => localD1File(state, binding);
if (!REUSE) {
  streamRows(fileOf("DB"), users, userRows());
  const shardBindings = d1Databases().filter((d) => d.binding.startsWith("SHARD_")).map((d) => d.binding);
  const map = evenShardMap(shardBindings.length);
  const perShard = shardBindings.map((binding, i) => streamRows(fileOf(binding), challengerTeams, teamRows(i + 1, map)));
  writeFileSync(path.join(state, `loaded-${TEAMS}`), "");
  console.log(`Loaded in ${((Date.now() - t) / 1000).toFixed(1)} s: ${perShard.map((n, i) => `${shardBindings[i]} ${n.toLocaleString("en-GB")} teams`).join(", ")}.`);
}
const mainFile = fileOf("DB");

await withLocalWorker(state, PORT, async (base) => {
  const auth = { Authorization: `Bearer ${(await signIn(base, DEMO_ACCOUNTS.find((a) => a.role === "admin")!)).access_token}` };

  console.log(`\nScore and rank gameweek ${GAMEWEEK} (${TEAMS.toLocaleString("en-GB")} teams), ${RUNS} runs:`);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    t = performance.now();
    const res = await fetch(`${base}/api/challengers/gameweek/${GAMEWEEK}/update-rankings`, { method: "POST", headers: auth });
    const report = (await res.json()) as { scored: { teams: number; chunks: number; queued?: true }[]; rowsRead: number; rowsWritten: number };
    // The job answers once it has sent the messages and done its own tail (match rooms, figures).
    const answeredMs = performance.now() - t;
    const s = report.scored[0];
    // A gameweek of FAN_OUT_FROM_TEAMS or more goes through the scoring queue: the run is over when
    // its row says finished (read from the main database's file: polling a page would load the Worker).
    const queued = s?.queued ? await untilLatestRunFinished() : null;
    const ms = performance.now() - t;
    times.push(ms);
    summary.runs.push(ms);
    if (queued) {
      const slowest = Math.max(...queued.chunks.map((c) => c.ms));
      const written = queued.chunks.reduce((n, c) => n + c.rowsWritten, 0);
      if (run > 0 && written === 0) summary.noChange.push(ms);
      console.log(`  run ${run + 1}: ${(ms / 1000).toFixed(1)} s (load ${load()}), ${s?.teams} teams in ${s?.chunks} chunks through the queue; slowest chunk ${(slowest / 1000).toFixed(1)} s, median chunk ${(median(queued.chunks.map((c) => c.ms)) / 1000).toFixed(1)} s; last chunk done to ranked and standings ${((queued.finishedAt - queued.lastChunkAt) / 1000).toFixed(1)} s`);
      console.log(`    phases: job answered after ${(answeredMs / 1000).toFixed(2)} s; ${phaseLine(queued)}`);
      for (const shard of [...new Set(queued.chunks.map((c) => c.shard))].sort((a, b) => a - b)) {
        const own = queued.chunks.filter((c) => c.shard === shard);
        const sum = (k: "rowsRead" | "rowsWritten" | "teams") => own.reduce((n, c) => n + c[k], 0).toLocaleString("en-GB");
        console.log(`    shard ${shard}: ${own.length} chunks, ${sum("teams")} teams, rows read ${sum("rowsRead")}, written ${sum("rowsWritten")}`);
      }
    } else {
      console.log(`  run ${run + 1}: ${(ms / 1000).toFixed(1)} s, ${s?.teams} teams in ${s?.chunks} reads, rows read ${report.rowsRead.toLocaleString("en-GB")}, written ${report.rowsWritten.toLocaleString("en-GB")}`);
    }
  }
  if (times.length) console.log(`  median ${(median(times) / 1000).toFixed(1)} s`);

  console.log(`\nLeaderboard with ${TEAMS.toLocaleString("en-GB")} managers (${PAGE} a page), 50 requests each:`);
  const lastPage = Math.max(1, Math.ceil(TEAMS / PAGE));
  // Pages 1,000 and 20,000 only when there are (a small --teams run has fewer pages).
  for (const page of [...new Set([1, Math.min(1000, lastPage), Math.min(20_000, lastPage), lastPage])]) {
    let total = 0;
    const latencies = await timeRequests(50, async () => {
      const res = await fetch(`${base}/api/leaderboard?limit=${PAGE}&offset=${(page - 1) * PAGE}`, { headers: auth });
      total = ((await res.json()) as { total: number }).total;
    });
    // p90 as this benchmark has always printed it: the 45th of 50 (kit's p90 takes the 46th).
    console.log(`  page ${page.toLocaleString("en-GB")}: median ${median(latencies).toFixed(1)} ms, p90 ${sorted(latencies)[44]!.toFixed(1)} ms (total ${total.toLocaleString("en-GB")})`);
    summary.pages.push([page, median(latencies)]);
  }

  // The page's own data (GET /leaderboard.data, the Remix loader: the leaderboard service and the
  // caller's leagues), read from D1 on every visit: the edge cache above serves the API only.
  console.log(`\nLeaderboard page data, uncached (/leaderboard.data, ${PAGE_DATA_SIZE} a page), 50 requests each:`);
  const lastDataPage = Math.max(1, Math.ceil(TEAMS / PAGE_DATA_SIZE));
  const cookie = { Cookie: `terrace_session=${auth.Authorization.slice("Bearer ".length)}` };
  for (const page of [...new Set([1, Math.min(1000, lastDataPage), lastDataPage])]) {
    const latencies = await timeRequests(50, async () => {
      const res = await fetch(`${base}/leaderboard.data?page=${page}`, { headers: cookie });
      if (!res.ok) throw new Error(`/leaderboard.data?page=${page}: ${res.status}`);
      await res.text();
    });
    console.log(`  page ${page.toLocaleString("en-GB")}: median ${median(latencies).toFixed(1)} ms, p90 ${sorted(latencies)[44]!.toFixed(1)} ms`);
    summary.pageData.push([page, median(latencies)]);
  }
});
summary.load.push(load());
if (SUMMARY) writeFileSync(SUMMARY, JSON.stringify(summary));
if (before) {
  // The issue's table, before and after, with the ratios (the machine is shared: compare ratios).
  const s = (xs: number[]) => (xs.length ? `${(median(xs) / 1000).toFixed(1)} s` : "-");
  const ratio = (a: number[], b: number[]) => (a.length && b.length ? (median(b) / median(a)).toFixed(2) : "-");
  console.log(`\nBefore (${before.label}, load ${before.load.join(" -> ")}) and after (load ${summary.load.join(" -> ")}), ${TEAMS.toLocaleString("en-GB")} teams on ${d1Databases().length - 1} shard(s):`);
  console.log(`  score and rank, median of ${RUNS}: ${s(before.runs)} -> ${s(summary.runs)} (x${ratio(before.runs, summary.runs)})`);
  console.log(`  a run that changes nothing, median: ${s(before.noChange)} -> ${s(summary.noChange)} (x${ratio(before.noChange, summary.noChange)}); after, of a first run: ${summary.runs.length && summary.noChange.length ? (median(summary.noChange) / summary.runs[0]!).toFixed(2) : "-"}`);
  for (const [page, ms] of summary.pages) {
    const was = before.pages.find((p) => p[0] === page)?.[1];
    console.log(`  leaderboard page ${page.toLocaleString("en-GB")}: ${was === undefined ? "-" : `${was.toFixed(1)} ms`} -> ${ms.toFixed(1)} ms${was === undefined ? "" : ` (x${(ms / was).toFixed(2)})`}`);
  }
  for (const [page, ms] of summary.pageData) {
    const was = before.pageData?.find((p) => p[0] === page)?.[1];
    console.log(`  page data (uncached) ${page.toLocaleString("en-GB")}: ${was === undefined ? "-" : `${was.toFixed(1)} ms`} -> ${ms.toFixed(1)} ms${was === undefined ? "" : ` (x${(ms / was).toFixed(2)})`}`);
  }
}

type Chunk = { shard: number; teams: number; ms: number; rowsRead: number; rowsWritten: number; doneAt: number };
type Phases = {
  queuedAt?: number; rankMs?: number; scores?: number; staleScores?: number; completeMs?: number; foldMs?: number; foldedGameweeks?: number; liveSumsMs?: number; sumsMs?: number;
  ranksMs?: number; staleTotals?: number; histogramMs?: number; sumsBatchMs?: number;
};
type Finished = { chunks: Chunk[]; startedAt: number; finishedAt: number; lastChunkAt: number; phases: Phases | null };

/** Where a run's time went: the queue's delay, the chunks, and the finish's phases (when the build records them). */
function phaseLine({ chunks, startedAt, finishedAt, lastChunkAt, phases }: Finished) {
  const sec = (ms: number | undefined) => (ms === undefined ? "?" : `${(ms / 1000).toFixed(2)} s`);
  const firstStart = Math.min(...chunks.map((c) => c.doneAt - c.ms));
  const parts = [`queue delay ${sec(firstStart - (phases?.queuedAt ?? startedAt))}`, `chunks ${sec(lastChunkAt - firstStart)}`];
  if (phases?.rankMs === undefined) return [...parts, `finish (ranking and standings, not split by this build) ${sec(finishedAt - lastChunkAt)}`].join(", ");
  const named = (phases.rankMs ?? 0) + (phases.completeMs ?? 0) + (phases.sumsMs ?? 0) + (phases.ranksMs ?? 0) + (phases.histogramMs ?? 0);
  return [
    ...parts,
    `ranking ${sec(phases.rankMs)}${phases.staleScores === undefined ? "" : ` (${phases.staleScores} of ${phases.scores} scores re-ranked)`}`,
    ...(phases.completeMs ? [`completion ${sec(phases.completeMs)}`] : []),
    `standings fold ${sec(phases.foldMs)} (${phases.foldedGameweeks ?? 0} gameweek(s)) + live sums ${sec(phases.liveSumsMs)} (SQL time; ${phases.sumsBatchMs === undefined ? "" : `the batch ${sec(phases.sumsBatchMs)} wall, `}with the reads before it ${sec(phases.sumsMs)} wall)`,
    `standings ranks ${sec(phases.ranksMs)}${phases.staleTotals === undefined ? "" : ` (${phases.staleTotals} totals re-ranked)`}`,
    `histogram ${sec(phases.histogramMs)}`,
    `rest of the finish ${sec(finishedAt - lastChunkAt - named)}`,
  ].join(", ");
}

/** Waits (an hour at most) until the latest scoring run is finished; its chunks' costs as the consumers recorded them, and its phases. */
async function untilLatestRunFinished(): Promise<Finished> {
  const db = new DatabaseSync(mainFile, { readOnly: true });
  try {
    // A build before issue 47 has no phases column.
    const hasPhases = (db.prepare("SELECT name FROM pragma_table_info('scoring_runs')").all() as { name: string }[]).some((c) => c.name === "phases");
    for (let i = 0; i < 36_000; i++) {
      const run = db.prepare(`SELECT id, started_at AS startedAt, finished_at AS finishedAt${hasPhases ? ", phases" : ""} FROM scoring_runs ORDER BY started_at DESC LIMIT 1`).get() as
        | { id: string; startedAt: number; finishedAt: number | null; phases?: string | null }
        | undefined;
      if (run?.finishedAt) {
        const chunks = db.prepare("SELECT shard, teams, ms, rows_read AS rowsRead, rows_written AS rowsWritten, done_at AS doneAt FROM scoring_chunks WHERE run_id = ?").all(run.id) as Chunk[];
        return { chunks, startedAt: run.startedAt, finishedAt: run.finishedAt, lastChunkAt: Math.max(...chunks.map((c) => c.doneAt)), phases: run.phases ? (JSON.parse(run.phases) as Phases) : null };
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    db.close();
  }
  throw new Error("The scoring run did not finish within an hour");
}
