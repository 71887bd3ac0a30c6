// What every benchmark in scripts/bench/ does around its own measurement: read its numeric
// options, prepare a fresh local database of its own, run `wrangler dev` on it, sign in,
// time requests and summarise the latencies. Plain erasable TypeScript, so both the scripts
// run by plain Node and wall.ts (run with --experimental-transform-types) can import it.
import { execFileSync, spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureDevVars } from "../dev-vars.ts";
import { applyLocalMigrations } from "../local-d1.ts";
import { BENCH_ENV, configArgs, WRANGLER_JS, wranglerSync } from "../wrangler.ts";

/** `--name N` from the command line, or the fallback when the option is absent. */
export function numberOption(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  return args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
}

export const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
export const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)]!;
export const p90 = (xs: number[]) => sorted(xs)[Math.floor(xs.length * 0.9)]!;
/** "median 12.3 ms, p90 15.0 ms", the line every latency figure is printed as. */
export const medianAndP90 = (latencies: number[]) => `median ${median(latencies).toFixed(1)} ms, p90 ${p90(latencies).toFixed(1)} ms`;

/**
 * What `wrangler dev` needs beyond the sources, on a fresh clone after `npm ci`: the local
 * secrets (.dev.vars, as `npm start` writes them) and the Remix server bundle that server.ts
 * imports, built only when missing (rebuild by hand after changing app/ before timing pages).
 */
export function ensureWorkerReady(): void {
  if (ensureDevVars()) console.log("Created .dev.vars (local secrets), as npm start does.");
  if (!existsSync("build/server/index.js")) {
    console.log("No build/ yet: building the app once (remix vite:build)...");
    execFileSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"], { stdio: ["ignore", "ignore", "inherit"] });
  }
}

/**
 * Wipes `state` and makes it a migrated local database with the seed's catalogue and demo
 * accounts, without the sample season (a benchmark counts only its own rows).
 */
export async function freshBenchDatabase(state: string, seedOutput: StdioOptions = "inherit"): Promise<void> {
  rmSync(state, { recursive: true, force: true });
  applyLocalMigrations(state, { quiet: true });
  execFileSync(process.execPath, ["scripts/seed.ts", "--persist-to", state, "--sample-managers", "0"], { stdio: seedOutput });
}

/** Runs the statements on the local database in `state`, through wrangler (a file state/bench.sql). */
export function executeSql(state: string, statements: string[], binding = "DB"): void {
  const file = path.join(state, "bench.sql");
  mkdirSync(state, { recursive: true });
  writeFileSync(file, statements.join("\n"));
  wranglerSync(["d1", "execute", binding, "--local", "--persist-to", state, "--file", file], { stdio: "ignore" });
}

/** One statement's result rows, run by wrangler on the local database in `state`. */
export function queryLocal<T>(state: string, sql: string): T[] {
  const out = wranglerSync(["d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command", sql], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  return (JSON.parse(String(out)) as { results: T[] }[])[0]?.results ?? [];
}

/**
 * Starts `wrangler dev` on 127.0.0.1:port over the database in `state` (with `args` added, e.g.
 * `--test-scheduled`), waits until it answers (a minute at most), runs `body` with its base URL
 * and its process, and always stops it: the whole process group (wrangler's workerd children with it).
 */
export async function withLocalWorker<T>(state: string, port: number, body: (base: string, server: ChildProcess) => Promise<T>, args: string[] = []): Promise<T> {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [WRANGLER_JS, "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", state, ...args, ...configArgs()], {
    env: BENCH_ENV,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    for (let i = 0; ; i++) {
      if (i > 120) throw new Error("wrangler dev did not start");
      if (await fetch(base).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    return await body(base, server);
  } finally {
    stopServer(server);
  }
}

/** Stops a server started detached (`wrangler dev` and the workerd processes it started: its group). */
export function stopServer(server: ChildProcess): void {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    server.kill("SIGTERM");
  }
}

/** POST /api/auth/login; the answer (token and user), or an error that says what to check. */
export async function signIn(base: string, account: { email: string; password: string }): Promise<{ access_token: string; user: { id: string } }> {
  const res = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: account.email, password: account.password }) });
  if (!res.ok) throw new Error(`login as ${account.email} failed: ${res.status} ${await res.text()} (check .dev.vars: JWT_SECRET, LOCAL_DATA=true)`);
  return (await res.json()) as { access_token: string; user: { id: string } };
}

/**
 * Runs `request` warmup + count times one after the other and returns the latencies (ms) of
 * the last `count`: each timed from its start until `request` resolved (body read included).
 */
export async function timeRequests(count: number, request: () => Promise<unknown>, warmup = 0): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < warmup + count; i++) {
    const start = performance.now();
    await request();
    if (i >= warmup) latencies.push(performance.now() - start);
  }
  return latencies;
}

/** `count` timed GETs of url, each body read in full; any answer but 2xx stops the benchmark. */
export function timeGets(url: string, headers: HeadersInit, count: number): Promise<number[]> {
  return timeRequests(count, async () => {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
  });
}

/** Every process (Linux /proc): its parent, its name and the CPU ticks (user + system) it has used; empty elsewhere. */
export function processTable(): Map<number, { ppid: number; name: string; ticks: number }> {
  const procs = new Map<number, { ppid: number; name: string; ticks: number }>();
  if (!existsSync("/proc/self/stat")) return procs;
  for (const entry of readdirSync("/proc").filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      const fields = stat.slice(close + 2).split(" ");
      procs.set(Number(entry), { ppid: Number(fields[1]), name: stat.slice(stat.indexOf("(") + 1, close), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // Gone meanwhile.
    }
  }
  return procs;
}

/** The first of `roots` that is `pid` or an ancestor of it (ten generations up at most), or undefined. */
export function rootOf(procs: ReturnType<typeof processTable>, pid: number, roots: ReadonlySet<number>): number | undefined {
  for (let cur: number | undefined = pid, hops = 0; cur && hops < 10; cur = procs.get(cur)?.ppid, hops++) if (roots.has(cur)) return cur;
  return undefined;
}

/**
 * The port on which the Worker itself answers under `wrangler dev` started as `serverPid`, behind
 * wrangler's proxy (a second workerd that holds about 4 descriptors a WebSocket, against 2 in the
 * Worker's own: its 20,000-file limit stops a room near 4,750 sockets, the Worker's near 9,500).
 * Found from Linux's /proc: the listening sockets of the workerd processes under the server,
 * other than `proxyPort`, the one that answers `probe` (a path and the status it gives). Null
 * when none does (not Linux, or wrangler changed).
 */
export async function workerPortBehindProxy(serverPid: number, proxyPort: number, probe: { path: string; status: number }): Promise<number | null> {
  if (!existsSync("/proc/net/tcp")) return null;
  const procs = processTable();
  const server = new Set([serverPid]);
  const workerds = [...procs].filter(([pid, p]) => p.name === "workerd" && rootOf(procs, pid, server) !== undefined).map(([pid]) => pid);
  const inodes = new Set<string>();
  for (const pid of workerds)
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (link.startsWith("socket:[")) inodes.add(link.slice(8, -1));
      } catch {
        // Closed meanwhile.
      }
    }
  // /proc/net/tcp: "sl local rem st ... inode": listening (st 0A) on 127.0.0.1 (0100007F), by inode.
  const ports = readFileSync("/proc/net/tcp", "utf8")
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f[3] === "0A" && f[1]?.startsWith("0100007F:") && inodes.has(f[9]!))
    .map((f) => parseInt(f[1]!.split(":")[1]!, 16))
    .filter((p) => p !== proxyPort);
  for (const p of ports) if (await fetch(`http://127.0.0.1:${p}${probe.path}`).then((r) => r.status === probe.status, () => false)) return p;
  return null;
}
