// Benchmark: score and rank a live gameweek with 100,000 saved teams on local
// D1, then page the season leaderboard with 100,000 managers.
//
//   node scripts/bench/rank-gameweek.ts [--teams 100000] [--port 8790] [--runs 3] [--shards N]
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
import { evenShardMap, shardOf, teamIdFor } from "../../domain/shards.ts";
import { d1Databases, readJsonc, wranglerConfig } from "../wrangler.ts";
import { writeFileSync } from "node:fs";
import { snapshotPlayers } from "../../api/fpl/snapshot-data.ts";
import { identityKeys } from "../../domain/accounts.ts";
import { hashSecret } from "../../api/services/crypto.ts";
import { insertRows } from "../sql.ts";
import { ensureWorkerReady, executeSql, freshBenchDatabase, median, numberOption, signIn, sorted, timeRequests, withLocalWorker } from "./kit.ts";

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
const GAMEWEEK = 17;
const state = path.resolve(".wrangler/bench-state");

ensureWorkerReady();
console.log(`Preparing ${TEAMS.toLocaleString("en-GB")} managers with a team each in gameweek ${GAMEWEEK}, on ${d1Databases().length - 1} shard(s) (${wranglerConfig()})...`);
await freshBenchDatabase(state);

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
const userRows: Record<string, unknown>[] = [];
const teamRows: Record<string, unknown>[] = [];
for (let i = 0; i < TEAMS; i++) {
  const id = `bench-${String(i).padStart(6, "0")}`;
  const names = { email: `${id}@bench.local`, username: id, teamName: `Bench ${i}` };
  userRows.push({
    id, ...names, ...identityKeys(names), firstName: "Bench", lastName: String(i),
    avatar: "/images/avatars/avatar1.svg", passwordHash, securityQuestion: "What is your favorite food?", securityAnswerHash: passwordHash,
    role: "user", isActive: true, points: 0, createdAt: now,
  });
  const [gk1, gk2] = pickDistinct(byPosition[1]!, 2);
  const defs = pickDistinct(byPosition[2]!, 5);
  const mids = pickDistinct(byPosition[3]!, 5);
  const fwds = pickDistinct(byPosition[4]!, 3);
  const picks = [
    { playerId: gk1, slot: "GK-0" }, ...defs.slice(0, 4).map((p, k) => ({ playerId: p, slot: `DEF-${k}` })),
    ...mids.slice(0, 4).map((p, k) => ({ playerId: p, slot: `MID-${k}` })), ...fwds.slice(0, 2).map((p, k) => ({ playerId: p, slot: `FWD-${k}` })),
    { playerId: gk2, slot: "SUB-0" }, { playerId: defs[4], slot: "SUB-1" }, { playerId: mids[4], slot: "SUB-2" }, { playerId: fwds[2], slot: "SUB-3" },
  ];
  teamRows.push({
    id: teamIdFor(id, `team-${String(i).padStart(6, "0")}`), userId: id, gameweek: GAMEWEEK, teamName: `Bench ${i}`, managerName: "Pep Guardiola", picks,
    captainId: mids[0], viceCaptainId: fwds[0], totalBudget: 1000, squadCost: 800, totalPoints: 0, rank: null, createdAt: now, updatedAt: now,
  });
}
let t = Date.now();
executeSql(state, insertRows(users, userRows, "ignore", 200));
// Each team on its manager's shard (decision 035), as the app's even map over the bound shards places it.
const shardBindings = d1Databases().filter((d) => d.binding.startsWith("SHARD_")).map((d) => d.binding);
const map = evenShardMap(shardBindings.length);
shardBindings.forEach((binding, i) => executeSql(state, insertRows(challengerTeams, teamRows.filter((t) => shardOf(map, t.userId as string) === i + 1), "ignore", 100), binding));
console.log(`Loaded in ${((Date.now() - t) / 1000).toFixed(1)} s.`);

await withLocalWorker(state, PORT, async (base) => {
  const auth = { Authorization: `Bearer ${(await signIn(base, DEMO_ACCOUNTS.find((a) => a.role === "admin")!)).access_token}` };

  console.log(`\nScore and rank gameweek ${GAMEWEEK} (${TEAMS.toLocaleString("en-GB")} teams), ${RUNS} runs:`);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    t = performance.now();
    const res = await fetch(`${base}/api/challengers/gameweek/${GAMEWEEK}/update-rankings`, { method: "POST", headers: auth });
    const report = (await res.json()) as { scored: { teams: number; chunks: number; queued?: true }[]; rowsRead: number; rowsWritten: number };
    const s = report.scored[0];
    // A gameweek of FAN_OUT_FROM_TEAMS or more goes through the scoring queue: the run is over when
    // the admin data screen says its latest run is ranked ('Classée'), as staff would see it.
    if (s?.queued) await untilLatestRunRanked(base, auth.Authorization.slice("Bearer ".length));
    const ms = performance.now() - t;
    times.push(ms);
    const rows = s?.queued ? "rows counted by the consumers, not here" : `rows read ${report.rowsRead.toLocaleString("en-GB")}, written ${report.rowsWritten.toLocaleString("en-GB")}`;
    console.log(`  run ${run + 1}: ${(ms / 1000).toFixed(1)} s, ${s?.teams} teams in ${s?.chunks} chunks${s?.queued ? " through the queue" : ""} (${(ms / (s?.chunks ?? 1)).toFixed(0)} ms a chunk), ${rows}`);
  }
  console.log(`  median ${(median(times) / 1000).toFixed(1)} s`);

  console.log(`\nLeaderboard with ${TEAMS.toLocaleString("en-GB")} managers (20 a page), 50 requests each:`);
  const lastPage = Math.max(1, Math.ceil(TEAMS / 20));
  // Page 1,000 only when there is one (a small --teams run has fewer pages).
  for (const page of [...new Set([1, Math.min(1000, lastPage), lastPage])]) {
    let total = 0;
    const latencies = await timeRequests(50, async () => {
      const res = await fetch(`${base}/api/leaderboard?limit=20&offset=${(page - 1) * 20}`, { headers: auth });
      total = ((await res.json()) as { total: number }).total;
    });
    // p90 as this benchmark has always printed it: the 45th of 50 (kit's p90 takes the 46th).
    console.log(`  page ${page}: median ${median(latencies).toFixed(1)} ms, p90 ${sorted(latencies)[44]!.toFixed(1)} ms (total ${total.toLocaleString("en-GB")})`);
  }
});

/** Polls /admindata until the first row of the scoring queue's runs says 'Classée' (two minutes at most). */
async function untilLatestRunRanked(base: string, token: string) {
  for (let i = 0; i < 2400; i++) {
    const html = await (await fetch(`${base}/admindata`, { headers: { Cookie: `terrace_session=${token}` } })).text();
    const table = html.slice(html.indexOf('data-testid="scoring-fan-outs"'));
    const firstRow = table.slice(table.indexOf("<tbody"), table.indexOf("</tr>", table.indexOf("<tbody")));
    if (firstRow.includes("Classée")) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("The scoring run was not ranked within two minutes");
}
