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
//    Worker's workerd processes over --cpu-requests requests, divided by them (an upper bound:
//    it holds local D1's SQLite work and wrangler's proxy, which Cloudflare does not bill), and
//    the same over the static asset's (what any request costs the runtime and the proxy; workerd
//    stops its clocks while a request computes, so no timer inside the Worker can measure CPU).
// The load average is printed at each step: the machine is shared, compare ratios of one run.
//
//   node scripts/bench/deadline-hour.ts [--before DIR] [--seconds 5] [--connections 20] [--mix 20,100,500] [--cpu-requests 40] [--port 8795] [--managers 40] [--sections 1,2,3]
//
// Each checkout gets a fresh local database with the sample season (scripts/setup-local.ts) under
// its own .wrangler/bench-deadline-state, and `wrangler dev` of its own. Build each first
// (`npx remix vite:build` in it). Nothing here runs in the test suites.
import { execFileSync, spawn } from "node:child_process";
import { loadavg } from "node:os";
import path from "node:path";
import { DEMO_ACCOUNTS } from "../../api/db/demo-accounts.ts";
import { numberOption, processTable, rootOf, signIn } from "./kit.ts";
import { BENCH_ENV } from "../wrangler.ts";

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
/** Which parts to run (--sections 3: the per-user figures alone). */
const SECTIONS = new Set((option("--sections") ?? "1,2,3").split(","));
const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");

type Call = { name: string; path: string; method?: string; cookie?: boolean; bearer?: boolean; body?: () => string };
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
async function registerManagers(base: string, count: number): Promise<Auth[]> {
  const auths: Auth[] = [];
  for (let i = 0; i < count; i++) {
    const n = `${Date.now().toString(36)}${i.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const body = { firstName: "Ada", lastName: "Lovelace", email: `deadline${n}@example.com`, username: `deadline${n}`, teamName: `Deadline ${n}`, password: "secret123", securityQuestion: "What was the name of your first pet?", securityAnswer: "Babbage", avatar: "avatar3" };
    const res = await fetch(`${base}/api/auth/register`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
    const { access_token } = (await res.json()) as { access_token: string };
    auths.push({ token: access_token, cookie: `terrace_session=${access_token}` });
  }
  return auths;
}
function send(base: string, auth: Auth, call: Call) {
  const headers: Record<string, string> = {};
  if (call.cookie) headers.Cookie = auth.cookie;
  if (call.bearer) headers.Authorization = `Bearer ${auth.token}`;
  if (call.body) headers["Content-Type"] = "application/json";
  return fetch(`${base}${call.path}`, { method: call.method ?? "GET", headers, body: call.body?.(), redirect: "manual" });
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
  const server = spawn(process.execPath, ["node_modules/wrangler/bin/wrangler.js", "dev", "--ip", "127.0.0.1", "--port", String(PORT), "--persist-to", state], {
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

    // 3. Per-user requests one at a time: D1 round trips and CPU.
    if (!SECTIONS.has("3")) return;
    console.log(`\n3. Per-user requests, one at a time, ${CPU_REQUESTS} each`);
    console.log(`| request | status | D1 round trips | CPU ms/request (workerd, upper bound) | over the static asset | median ms |`);
    console.log(`|---|---|---|---|---|---|`);
    let baseCpu: number | null = null;
    // The static asset and a public read first: what the runtime and wrangler's proxy cost any
    // request (the CPU figures hold them), to read the Worker's own share off the others.
    const perUser: Call[] = [asset, publicReads[0]!, { name: "builder page /pick-team", path: `/pick-team?gw=${gw}`, cookie: true }, { name: "its data alone (/pick-team.data: loaders, no HTML)", path: `/pick-team.data?gw=${gw}`, cookie: true }, { name: "My Team page /my-team", path: "/my-team", cookie: true }, { name: "its data alone (/my-team.data)", path: "/my-team.data", cookie: true }, { name: "my team (API)", path: `/api/challengers/my-teams/gameweek/${gw}`, bearer: true }, save, publicReads[3]!, publicReads[5]!];
    // One fresh manager per request kind: a save is a save (under the limit of 60 an hour), not a 429.
    const perUserManagers = await registerManagers(base, perUser.length);
    for (const [k, call] of perUser.entries()) {
      const own = perUserManagers[k]!;
      await (await send(base, own, save)).arrayBuffer();
      // Once to warm the caches (a fresh Worker's first page rebuilds what it reads), then counted.
      await (await send(base, own, call)).arrayBuffer();
      const probe = await send(base, own, call);
      await probe.arrayBuffer();
      const trips = probe.headers.get("X-D1-Round-Trips") ?? "n/a (no meter)";
      const ticks = () => {
        const procs = processTable();
        const roots = new Set([server.pid!]);
        return [...procs].filter(([pid, p]) => p.name === "workerd" && rootOf(procs, pid, roots) !== undefined).reduce((n, [, p]) => n + p.ticks, 0);
      };
      const before = ticks();
      const times: number[] = [];
      for (let i = 0; i < CPU_REQUESTS; i++) {
        const t = performance.now();
        const res = await send(base, own, call);
        await res.arrayBuffer();
        if (res.status >= 400) throw new Error(`${call.name}: ${res.status} (the CPU figure would be a refusal's)`);
        times.push(performance.now() - t);
      }
      const cpuMs = ((ticks() - before) * 10) / CPU_REQUESTS;
      baseCpu ??= cpuMs;
      console.log(`| ${call.name} | ${probe.status} | ${trips} | ${cpuMs.toFixed(1)} | ${(cpuMs - baseCpu).toFixed(1)} | ${pct(times, 0.5).toFixed(1)} |`);
    }
  } finally {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      server.kill("SIGTERM");
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
}

console.log(`Deadline-hour bench, ${new Date().toISOString()}, load average ${load()} (1, 5, 15 min), 2 cores shared.`);
if (BEFORE) await benchCheckout(path.resolve(BEFORE), "before");
await benchCheckout(process.cwd(), "after");
console.log(`\nDone, load average ${load()}.`);
