// Benchmark (issue 48): the deadline hour, when every manager opens the team builder at once.
// For each checkout it benches (this one, and with --before DIR another, e.g. the base commit in a
// clone of its own, built), in one sitting and on the same machine:
// 1. each public read alone, then a static asset of the same Worker (/favicon.svg) before and
//    after them, under --connections (default 20) concurrent connections for --seconds each:
//    requests/s, p50/p99, failures, and requests/s as a ratio to the static asset's;
// 2. the deadline-hour mix: each connection plays a manager's last hour, about ten reads per team
//    save (the builder page and its API calls, My Team, the leaderboard...), at 20, 100 and 500
//    connections (--mix 20,100,500): requests/s, p50/p99 and failures of the whole mix;
// 3. per-user requests one at a time (the builder, My Team, saving a team): D1 round trips per
//    request (the X-D1-Round-Trips header, local data) and CPU per request: the CPU time of the
//    Worker's workerd process over --cpu-requests requests, divided by them, and of wrangler's
//    proxy (a workerd of its own). The Worker's process also runs local D1's simulator, which
//    Cloudflare does not bill to the Worker: its cost per round trip is measured in the same run
//    (a Worker of one query a round trip) and subtracted in a column of its own. workerd stops
//    its clocks while a request computes, so no timer inside the Worker can measure CPU;
// 4. the same requests through the Worker as deployed (`wrangler deploy --dry-run`'s bundle) run
//    in Node's V8, on the same databases as in-process SQLite (scripts/bench/node-worker.ts): the
//    Worker's own CPU a request, SQLite's work included (an upper bound).
// The load average is printed at each step: the machine is shared, compare ratios of one run.
//
//   node scripts/bench/deadline-hour.ts [--before DIR] [--seconds 5] [--connections 20] [--mix 20,100,500] [--cpu-requests 40] [--port 8795] [--managers 40] [--sections 1,2,3,4]
//
// Each checkout gets a fresh local database with the sample season (scripts/setup-local.ts) under
// its own .wrangler/bench-deadline-state, and `wrangler dev` of its own. Build each first
// (`npx remix vite:build` in it). Nothing here runs in the test suites.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { DEMO_ACCOUNTS } from "../../api/db/demo-accounts.ts";
import { numberOption, processTable, rootOf, signIn, stopServer } from "./kit.ts";
import { BENCH_ENV } from "../wrangler.ts";
import { nodeWorker } from "./node-worker.ts";

const SECONDS = numberOption("--seconds", 5);
const CONNECTIONS = numberOption("--connections", 20);
const CPU_REQUESTS = numberOption("--cpu-requests", 40); // at most 58: a manager saves 60 teams an hour
const PORT = numberOption("--port", 8795);
const argv = process.argv.slice(2);
const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const MIX_LEVELS = (option("--mix") ?? "20,100,500").split(",").map(Number);
const BEFORE = option("--before");
/** Managers of the mix (connection c plays manager c mod MANAGERS). */
const MANAGERS = numberOption("--managers", 40);
/** How many times over the Worker answers one request in section 3's second CPU figure. */
const REPEAT = 20;
/** Which parts to run (--sections 3: the per-user figures alone). */
const SECTIONS = new Set((option("--sections") ?? "1,2,3,4").split(","));
const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");

/** `repeat`: the Worker answers it that many times over (the bench's entry, X-Bench-Repeat; section 3). */
type Call = { name: string; path: string; method?: string; cookie?: boolean; bearer?: boolean; body?: () => string; repeat?: number };
type Stats = { name: string; requests: number; failures: number; rps: number; p50: number; p99: number; byStatus: Map<number, number> };

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * p))]! : NaN;
};

/**
 * `connections` loops, each sending the next of `calls` (round robin from a different start) for
 * `seconds`, each as a manager of its own when `auth` holds several (a manager may save 60 teams an
 * hour: the mix's saves are real saves, not 429s).
 */
async function drive(base: string, auths: Auth | Auth[], calls: Call[], connections: number, seconds: number, name: string): Promise<Stats> {
  const latencies: number[] = [];
  const byStatus = new Map<number, number>();
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      const auth = Array.isArray(auths) ? auths[c % auths.length]! : auths;
      for (let i = c; performance.now() < until; i++) {
        const call = calls[i % calls.length]!;
        const t = performance.now();
        try {
          const res = await send(base, auth, call);
          await res.arrayBuffer();
          byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
          if (res.status >= 400) failures++;
        } catch {
          failures++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { name, requests: latencies.length, failures, rps: latencies.length / elapsed, p50: pct(latencies, 0.5), p99: pct(latencies, 0.99), byStatus };
}

type Auth = { token: string; cookie: string };
const statuses = (r: Stats) => [...r.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(", ");

/** `count` managers of their own (the local profile allows 500 registrations an hour from one address). */
async function registerManagers(base: string, count: number, fetcher: Fetcher = fetch): Promise<Auth[]> {
  const auths: Auth[] = [];
  for (let i = 0; i < count; i++) {
    const n = `${Date.now().toString(36)}${i.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const body = { firstName: "Ada", lastName: "Lovelace", email: `deadline${n}@example.com`, username: `deadline${n}`, teamName: `Deadline ${n}`, password: "secret123", securityQuestion: "What was the name of your first pet?", securityAnswer: "Babbage", avatar: "avatar3" };
    const res = await fetcher(`${base}/api/auth/register`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
    const { access_token } = (await res.json()) as { access_token: string };
    auths.push({ token: access_token, cookie: `terrace_session=${access_token}` });
  }
  return auths;
}
/** How a request is sent: over HTTP to wrangler dev, or straight into the Worker run in Node (section 4). */
type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;
function send(base: string, auth: Auth, call: Call, fetcher: Fetcher = fetch) {
  const headers: Record<string, string> = {};
  if (call.cookie) headers.Cookie = auth.cookie;
  if (call.bearer) headers.Authorization = `Bearer ${auth.token}`;
  if (call.body) headers["Content-Type"] = "application/json";
  if (call.repeat) headers["X-Bench-Repeat"] = String(call.repeat);
  return fetcher(`${base}${call.path}`, { method: call.method ?? "GET", headers, body: call.body?.(), redirect: "manual" });
}

/** A valid 15-player squad for a challenge of budget 100 and 3 per club: cheapest first, a 4-4-2 XI. */
function squad(players: { id: number; teamId: number; position: string; priceTenths: number }[]) {
  const need: Record<string, number> = { GK: 2, DEF: 5, MID: 5, FWD: 3 };
  const perClub = new Map<number, number>();
  const chosen = [...players]
    .sort((a, b) => a.priceTenths - b.priceTenths || a.id - b.id)
    .filter((p) => {
      if (need[p.position]! <= 0 || (perClub.get(p.teamId) ?? 0) >= 3) return false;
      need[p.position]!--;
      perClub.set(p.teamId, (perClub.get(p.teamId) ?? 0) + 1);
      return true;
    });
  const starters: Record<string, number> = { GK: 1, DEF: 4, MID: 4, FWD: 2 };
  const used: Record<string, number> = { GK: 0, DEF: 0, MID: 0, FWD: 0 };
  let sub = 1;
  const selected = chosen.map((p) => {
    const starter = used[p.position]! < starters[p.position]!;
    const slot = starter ? `${p.position}-${used[p.position]!}` : p.position === "GK" ? "SUB-0" : `SUB-${sub++}`;
    used[p.position]!++;
    return { id: p.id, slot, starter, captain: false, viceCaptain: false };
  });
  const outfield = selected.filter((s) => s.starter && !s.slot.startsWith("GK"));
  outfield[0]!.captain = true;
  outfield[1]!.viceCaptain = true;
  return selected;
}

async function benchCheckout(dir: string, label: string) {
  const state = path.join(dir, ".wrangler/bench-deadline-state");
  console.log(`\n=== ${label}: ${dir} ===`);
  console.log("Preparing a fresh local database with the sample season...");
  execFileSync("rm", ["-rf", state]);
  execFileSync(process.execPath, ["scripts/setup-local.ts", "--persist-to", state], { cwd: dir, stdio: "ignore" });
  const base = `http://127.0.0.1:${PORT}`;
  /** Sections 3 and 4's requests, and the save each of their managers makes first. */
  let perUser: { calls: Call[]; save: Call } | null = null;
  const server = spawn(process.execPath, ["node_modules/wrangler/bin/wrangler.js", "dev", repeatEntry(dir), "--ip", "127.0.0.1", "--port", String(PORT), "--persist-to", state], {
    cwd: dir,
    env: BENCH_ENV,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    for (let i = 0; ; i++) {
      if (i > 240) throw new Error("wrangler dev did not start");
      if (await fetch(base).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const manager = DEMO_ACCOUNTS.find((a) => a.role === "user")!;
    const admin = DEMO_ACCOUNTS.find((a) => a.role === "admin")!;
    const { access_token } = await signIn(base, manager);
    const auth: Auth = { token: access_token, cookie: `terrace_session=${access_token}` };
    const adminToken = (await signIn(base, admin)).access_token;
    const status = (await (await fetch(`${base}/api/gameweeks/status`)).json()) as { openedGameweeks: number[] };
    const gw = status.openedGameweeks[0]!;
    // The same plain rules in both checkouts, so that the bench's squad is valid.
    const rules = await fetch(`${base}/api/gameweeks/admin/${gw}`, { method: "PUT", headers: { Authorization: `Bearer ${adminToken}`, "Content-Type": "application/json" }, body: JSON.stringify({ rules: { budget: 100, maxPlayersPerTeam: 3 } }) });
    if (!rules.ok) throw new Error(`rules of gameweek ${gw}: ${rules.status} ${await rules.text()}`);
    const players = (await (await fetch(`${base}/api/players`)).json()) as { id: number; teamId: number; position: string; priceTenths: number }[];
    const selectedPlayers = squad(players);
    const save: Call = { name: "save a team (POST /api/challengers/create-team)", path: "/api/challengers/create-team", method: "POST", bearer: true, body: () => JSON.stringify({ gameweekId: String(gw), teamName: "Deadline FC", managerName: "Arne Slot", selectedPlayers }) };
    const first = await send(base, auth, save);
    if (first.status >= 400) throw new Error(`save: ${first.status} ${await first.text()}`);
    // The mix's managers, each with a saved team (My Team shows it); at most 40 saves each in the run.
    const managers = await registerManagers(base, MANAGERS);
    for (const m of managers) {
      const saved = await send(base, m, save);
      if (saved.status >= 400) throw new Error(`save: ${saved.status} ${await saved.text()}`);
    }

    const publicReads: Call[] = [
      { name: "GET /api/gameweeks/status", path: "/api/gameweeks/status" },
      { name: "GET /api/fixtures", path: "/api/fixtures" },
      { name: "GET /api/leaderboard", path: "/api/leaderboard" },
      { name: "GET /api/players", path: "/api/players" },
      { name: "GET /api/players/cards", path: "/api/players/cards" },
      { name: "GET /api/gameweeks", path: "/api/gameweeks" },
      { name: "GET /api/teams", path: "/api/teams" },
      { name: `GET /api/fixtures/next/${gw}`, path: `/api/fixtures/next/${gw}` },
    ];
    const asset: Call = { name: "static asset /favicon.svg", path: "/favicon.svg" };
    const unknown: Call = { name: "unknown API path (404)", path: "/api/no-such-endpoint" };

    // 1. Each public read alone, between two runs of the static asset.
    if (SECTIONS.has("1")) {
      console.log(`\n1. Each read alone, ${CONNECTIONS} connections, ${SECONDS} s each (load ${load()})`);
      for (const c of [asset, ...publicReads]) await drive(base, auth, [c], 4, 1, "warm-up");
      const staticBefore = await drive(base, auth, [asset], CONNECTIONS, SECONDS, asset.name);
      const rows: Stats[] = [];
      for (const c of [unknown, ...publicReads]) rows.push(await drive(base, auth, [c], CONNECTIONS, SECONDS, c.name));
      const staticAfter = await drive(base, auth, [asset], CONNECTIONS, SECONDS, asset.name);
      const staticRps = (staticBefore.rps + staticAfter.rps) / 2;
      console.log(`| read | requests/s | vs static | p50 ms | p99 ms | failures |`);
      console.log(`|---|---|---|---|---|---|`);
      for (const r of [staticBefore, ...rows, staticAfter])
        console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${(r.rps / staticRps).toFixed(2)}x | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.failures} |`);
      console.log(`(load average after: ${load()})`);
    }

    // 2. The deadline-hour mix: ten reads a save.
    const mix: Call[] = [
      { name: "builder page", path: `/pick-team?gw=${gw}`, cookie: true },
      publicReads[4]!,
      publicReads[7]!,
      publicReads[0]!,
      publicReads[5]!,
      publicReads[3]!,
      { name: "my team (API)", path: `/api/challengers/my-teams/gameweek/${gw}`, bearer: true },
      save,
      { name: "My Team page", path: "/my-team", cookie: true },
      publicReads[1]!,
      publicReads[2]!,
    ];
    if (SECTIONS.has("2")) {
      console.log(`\n2. The deadline-hour mix (${mix.length - 1} reads a save), ${SECONDS * 2} s each`);
      console.log(`| connections | requests/s | p50 ms | p99 ms | failures | statuses | load |`);
      console.log(`|---|---|---|---|---|---|---|`);
      for (const n of MIX_LEVELS) {
        const r = await drive(base, managers, mix, n, SECONDS * 2, "mix");
        console.log(`| ${n} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.failures} of ${r.requests} | ${statuses(r)} | ${load()} |`);
      }
    }

    // 3. and 4. Per-user requests one at a time: D1 round trips and CPU.
    const calls = [asset, publicReads[0]!, { name: "builder page /pick-team", path: `/pick-team?gw=${gw}`, cookie: true }, { name: "its data alone (/pick-team.data: loaders, no HTML)", path: `/pick-team.data?gw=${gw}`, cookie: true }, { name: "My Team page /my-team", path: "/my-team", cookie: true }, { name: "its data alone (/my-team.data)", path: "/my-team.data", cookie: true }, { name: "my team (API)", path: `/api/challengers/my-teams/gameweek/${gw}`, bearer: true }, save, publicReads[3]!, publicReads[5]!];
    perUser = { calls, save };
    if (SECTIONS.has("3")) await perUserCpuInWorkerd(base, server.pid!, calls, save);
  } finally {
    stopServer(server);
    await new Promise((r) => setTimeout(r, 2000));
  }
  // 4. The same requests in the Worker run in Node, on the same databases (wrangler dev has let them go).
  if (SECTIONS.has("4") && perUser) await perUserCpuInNode(dir, state, perUser.calls, perUser.save);
}

/**
 * Section 3: per-user requests one at a time against wrangler dev: D1 round trips, and the CPU of
 * the Worker's workerd process and of wrangler's proxy (a workerd process of its own). Asked once
 * a request, the Worker's process also spends what the local runtime adds to every request (its
 * asset router, its entry worker); asked REPEAT times in one request (X-Bench-Repeat, the bench's
 * entry), that is shared out and the Worker's own work is left, with local D1's simulator, which
 * is then subtracted at its cost per round trip, measured in the same run.
 */
async function perUserCpuInWorkerd(base: string, serverPid: number, perUser: Call[], save: Call) {
  const d1Cost = await localD1RoundTripCpu();
  console.log(`\n3. Per-user requests, one at a time: CPU of the workerd processes (load ${load()})`);
  console.log(`Local D1's simulator costs the Worker's process ${d1Cost.toFixed(2)} ms of CPU a round trip (measured now: a Worker of one query a round trip).`);
  console.log(`| request | status | D1 round trips | Worker's process, ms a request (${CPU_REQUESTS}) | the same, ${REPEAT} in one request | less local D1 (trips x ${d1Cost.toFixed(2)}) | proxy's process, ms a request | median ms |`);
  console.log(`|---|---|---|---|---|---|---|---|`);
  // One fresh manager per request kind: a save is a save (under the limit of 60 an hour), not a 429.
  const perUserManagers = await registerManagers(base, perUser.length);
  for (const [k, call] of perUser.entries()) {
    const own = perUserManagers[k]!;
    await (await send(base, own, save)).arrayBuffer();
    // Once to warm the caches (a fresh Worker's first page rebuilds what it reads), then counted.
    await (await send(base, own, call)).arrayBuffer();
    const probe = await send(base, own, call);
    await probe.arrayBuffer();
    const trips = Number(probe.headers.get("X-D1-Round-Trips") ?? NaN);
    // A save counts against the manager's 60 an hour: 2 x REPEAT of them, the reads 10 x REPEAT.
    const single = await workerdCpu(serverPid, call === save ? Math.floor(CPU_REQUESTS / 4) : CPU_REQUESTS, 1, () => send(base, own, call));
    const repeated = await workerdCpu(serverPid, call === save ? 2 : 10, REPEAT, () => send(base, own, { ...call, repeat: REPEAT }));
    console.log(`| ${call.name} | ${probe.status} | ${trips} | ${single.worker.toFixed(1)} | ${repeated.worker.toFixed(1)} | ${(repeated.worker - (trips || 0) * d1Cost).toFixed(1)} | ${single.proxy.toFixed(1)} | ${single.median.toFixed(1)} |`);
  }
}

/** The workerd CPU (ms) of each of `requests` x `repeat` answers, and the median time of a request. */
async function workerdCpu(serverPid: number, requests: number, repeat: number, request: () => Promise<Response>) {
  const before = workerdTicks(serverPid, PORT);
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t = performance.now();
    const res = await request();
    await res.arrayBuffer();
    if (res.status >= 400) throw new Error(`${res.url}: ${res.status} (the CPU figure would be a refusal's)`);
    times.push(performance.now() - t);
  }
  const after = workerdTicks(serverPid, PORT);
  return { worker: ((after.worker - before.worker) * 10) / (requests * repeat), proxy: ((after.proxy - before.proxy) * 10) / requests, median: pct(times, 0.5) };
}

/**
 * Section 4: the same requests (the static asset aside) through the Worker as deployed, run in
 * Node's V8 on the same databases (scripts/bench/node-worker.ts): the Worker's own CPU a request,
 * SQLite's work included (an upper bound), nothing of a local runtime's simulators.
 */
async function perUserCpuInNode(dir: string, state: string, perUser: Call[], save: Call) {
  const worker = await nodeWorker(dir, state);
  const calls = perUser.filter((c) => c.path !== "/favicon.svg");
  console.log(`\n4. The Worker's own CPU: the same requests through the deployed bundle run in Node, D1 as in-process SQLite (load ${load()})`);
  console.log(`| request | status | D1 round trips | CPU ms/request (SQLite included) | requests |`);
  console.log(`|---|---|---|---|---|`);
  const managers = await registerManagers(worker.base, calls.length, worker.fetch);
  for (const [k, call] of calls.entries()) {
    const own = managers[k]!;
    await send(worker.base, own, save, worker.fetch);
    // A manager saves 60 teams an hour: the save is counted CPU_REQUESTS times, a read 200 times.
    const count = call === save ? CPU_REQUESTS : 200;
    for (let i = 0; i < (call === save ? 1 : 20); i++) await send(worker.base, own, call, worker.fetch);
    const probe = await send(worker.base, own, call, worker.fetch);
    const cpu = process.cpuUsage();
    for (let i = 0; i < count; i++) {
      const res = await send(worker.base, own, call, worker.fetch);
      if (res.status >= 400) throw new Error(`${call.name}: ${res.status} (the CPU figure would be a refusal's)`);
    }
    const used = process.cpuUsage(cpu);
    console.log(`| ${call.name} | ${probe.status} | ${probe.headers.get("X-D1-Round-Trips")} | ${((used.user + used.system) / 1000 / count).toFixed(2)} | ${count} |`);
  }
}

/**
 * The bench's entry in checkout `dir`: its Worker, which answers a request with X-Bench-Repeat: N
 * N times over (the last answer sent), so that section 3 can share out what the local runtime
 * adds to each request. Written into the checkout, beside its server.ts: --before benches another.
 */
function repeatEntry(dir: string): string {
  const file = path.join(dir, ".wrangler/bench-repeat-entry.ts");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `import worker from "../server";
export * from "../server";
export default {
  ...worker,
  async fetch(request: Request, env: never, ctx: never) {
    const times = Math.min(Number(request.headers.get("X-Bench-Repeat")) || 1, 100);
    for (let i = 1; i < times; i++) await (await worker.fetch(request.clone(), env, ctx)).arrayBuffer();
    return worker.fetch(request, env, ctx);
  },
};
`);
  return file;
}

/** CPU ticks (10 ms) of wrangler's proxy (the workerd listening on `port`) and of the Worker's workerd, under `serverPid`. */
function workerdTicks(serverPid: number, port: number) {
  const procs = processTable();
  const roots = new Set([serverPid]);
  const ticks = { proxy: 0, worker: 0 };
  for (const [pid, p] of procs) {
    if (p.name !== "workerd" || rootOf(procs, pid, roots) === undefined) continue;
    const proxy = readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(`entry=127.0.0.1:${port}`);
    ticks[proxy ? "proxy" : "worker"] += p.ticks;
  }
  return ticks;
}

/**
 * The workerd CPU of one local D1 round trip: a Worker of its own (a temporary directory) that
 * makes 0 or 20 one-row queries a request, under wrangler dev, 100 requests each.
 */
async function localD1RoundTripCpu(): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), "terrace-d1-cost-"));
  writeFileSync(path.join(dir, "worker.mjs"), `export default { async fetch(request, env) {
  const n = Number(new URL(request.url).searchParams.get("n"));
  for (let i = 0; i < n; i++) await env.DB.prepare("SELECT ?1 AS v").bind(i).first();
  return new Response("ok");
} };`);
  writeFileSync(path.join(dir, "wrangler.json"), JSON.stringify({ name: "d1-cost", main: "worker.mjs", compatibility_date: "2025-04-01", d1_databases: [{ binding: "DB", database_name: "d1-cost", database_id: "00000000-0000-0000-0000-0000000000aa" }] }));
  const port = PORT + 7;
  const server = spawn(process.execPath, [path.resolve("node_modules/wrangler/bin/wrangler.js"), "dev", "--ip", "127.0.0.1", "--port", String(port)], { cwd: dir, env: BENCH_ENV, stdio: "ignore", detached: true });
  try {
    for (let i = 0; !(await fetch(`http://127.0.0.1:${port}/?n=1`).then((r) => r.ok, () => false)); i++) {
      if (i > 120) throw new Error("wrangler dev (the D1 cost probe) did not start");
      await new Promise((r) => setTimeout(r, 500));
    }
    const cpuPerRequest = async (n: number) => {
      for (let i = 0; i < 10; i++) await (await fetch(`http://127.0.0.1:${port}/?n=${n}`)).text();
      const before = workerdTicks(server.pid!, port).worker;
      for (let i = 0; i < 100; i++) await (await fetch(`http://127.0.0.1:${port}/?n=${n}`)).text();
      return ((workerdTicks(server.pid!, port).worker - before) * 10) / 100;
    };
    return ((await cpuPerRequest(20)) - (await cpuPerRequest(0))) / 20;
  } finally {
    stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`Deadline-hour bench, ${new Date().toISOString()}, load average ${load()} (1, 5, 15 min), 2 cores shared.`);
if (BEFORE) await benchCheckout(path.resolve(BEFORE), "before");
await benchCheckout(process.cwd(), "after");
console.log(`\nDone, load average ${load()}.`);
