// Benchmark: score and rank a live gameweek with 100,000 saved teams on local
// D1, then page the season leaderboard with 100,000 managers.
//
//   node scripts/bench/rank-gameweek.ts [--teams 100000] [--port 8790] [--runs 3]
//
// It builds its own local database under .wrangler/bench-state (wiped first),
// starts `wrangler dev` on it, and prints wall time plus the D1 rows read and
// written that the job itself counted. Nothing here runs in the test suites.
// Runs on a fresh clone after `npm ci`: it creates .dev.vars as `npm start` would
// (scripts/dev-vars.ts) and builds the Remix bundle once if build/ is missing.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEMO_ACCOUNTS } from "../../api/db/demo-accounts.ts";
import { challengerTeams, users } from "../../api/db/schema/index.ts";
import { snapshotPlayers } from "../../api/fpl/snapshot-data.ts";
import { identityKeys } from "../../domain/accounts.ts";
import { hashSecret } from "../../api/services/crypto.ts";
import { ensureDevVars } from "../dev-vars.ts";
import { insertRows } from "../sql.ts";
import { OFFLINE_ENV, WRANGLER_JS, wranglerSync } from "../wrangler.ts";

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const TEAMS = opt("--teams", 100_000);
const PORT = opt("--port", 8790);
const RUNS = opt("--runs", 3);
const GAMEWEEK = 17;
const state = path.resolve(".wrangler/bench-state");
const base = `http://127.0.0.1:${PORT}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// What `wrangler dev` needs beyond the sources: the local secrets, and the Remix server
// bundle that server.ts imports (any build will do: the benchmark calls only /api).
if (ensureDevVars()) console.log("Created .dev.vars (local secrets), as npm start does.");
if (!existsSync("build/server/index.js")) {
  console.log("No build/ yet: building the app once (remix vite:build)...");
  execFileSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"], { stdio: ["ignore", "ignore", "inherit"] });
}

console.log(`Preparing ${TEAMS.toLocaleString("en-GB")} managers with a team each in gameweek ${GAMEWEEK}...`);
rmSync(state, { recursive: true, force: true });
wranglerSync(["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], { stdio: "ignore" });
// Without the sample season: the benchmark counts only its own managers.
execFileSync(process.execPath, ["scripts/seed.ts", "--persist-to", state, "--sample-managers", "0"], { stdio: "inherit" });

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
    id: `team-${String(i).padStart(6, "0")}`, userId: id, gameweek: GAMEWEEK, teamName: `Bench ${i}`, managerName: "Pep Guardiola", picks,
    captainId: mids[0], viceCaptainId: fwds[0], totalBudget: 1000, squadCost: 800, totalPoints: 0, rank: null, createdAt: now, updatedAt: now,
  });
}
const file = path.join(state, "bench.sql");
mkdirSync(state, { recursive: true });
writeFileSync(file, [...insertRows(users, userRows, "ignore", 200), ...insertRows(challengerTeams, teamRows, "ignore", 100)].join("\n"));
let t = Date.now();
wranglerSync(["d1", "execute", "DB", "--local", "--persist-to", state, "--file", file], { stdio: "ignore" });
console.log(`Loaded in ${((Date.now() - t) / 1000).toFixed(1)} s.`);

const server = spawn(process.execPath, [WRANGLER_JS, "dev", "--ip", "127.0.0.1", "--port", String(PORT), "--persist-to", state], {
  env: OFFLINE_ENV,
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
try {
  for (let i = 0; ; i++) {
    if (i > 120) throw new Error("wrangler dev did not start");
    if (await fetch(base).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const admin = DEMO_ACCOUNTS.find((a) => a.role === "admin")!;
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: admin.email, password: admin.password }) });
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()} (check .dev.vars: JWT_SECRET, LOCAL_DATA=true)`);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const auth = { Authorization: `Bearer ${token}` };

  console.log(`\nScore and rank gameweek ${GAMEWEEK} (${TEAMS.toLocaleString("en-GB")} teams), ${RUNS} runs:`);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    t = performance.now();
    const res = await fetch(`${base}/api/challengers/gameweek/${GAMEWEEK}/update-rankings`, { method: "POST", headers: auth });
    const report = (await res.json()) as { scored: { teams: number; chunks: number }[]; rowsRead: number; rowsWritten: number };
    const ms = performance.now() - t;
    times.push(ms);
    const s = report.scored[0];
    console.log(`  run ${run + 1}: ${(ms / 1000).toFixed(1)} s, ${s?.teams} teams in ${s?.chunks} chunks (${(ms / (s?.chunks ?? 1)).toFixed(0)} ms a chunk), rows read ${report.rowsRead.toLocaleString("en-GB")}, written ${report.rowsWritten.toLocaleString("en-GB")}`);
  }
  console.log(`  median ${(median(times) / 1000).toFixed(1)} s`);

  console.log(`\nLeaderboard with ${TEAMS.toLocaleString("en-GB")} managers (20 a page), 50 requests each:`);
  const lastPage = Math.max(1, Math.ceil(TEAMS / 20));
  // Page 1,000 only when there is one (a small --teams run has fewer pages).
  for (const page of [...new Set([1, Math.min(1000, lastPage), lastPage])]) {
    const latencies: number[] = [];
    let total = 0;
    for (let i = 0; i < 50; i++) {
      t = performance.now();
      const res = await fetch(`${base}/api/leaderboard?limit=20&offset=${(page - 1) * 20}`, { headers: auth });
      const body = (await res.json()) as { total: number };
      latencies.push(performance.now() - t);
      total = body.total;
    }
    console.log(`  page ${page}: median ${median(latencies).toFixed(1)} ms, p90 ${[...latencies].sort((a, b) => a - b)[44]!.toFixed(1)} ms (total ${total.toLocaleString("en-GB")})`);
  }
} finally {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    server.kill("SIGTERM");
  }
}
