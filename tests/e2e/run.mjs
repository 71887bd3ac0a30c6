// Browser tests: build, fresh local state, `wrangler dev` on 127.0.0.1, then
// `node --test` over tests/e2e/*.test.ts against it, and the server stopped
// whatever happens. Exit code = the test runner's.
//
// Usage: node tests/e2e/run.mjs [word ...] (only the test files whose names contain a word).
// Env: E2E_SKIP_BUILD=1 (already built), E2E_PORT (default 8788, else a free
// one), CHROME_PATH (default /usr/bin/chromium). The state dir
// (.wrangler/e2e-state) is wiped at the start and kept afterwards for inspection.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const e2eDir = path.join(root, "tests/e2e");
const stateDir = path.join(root, ".wrangler/e2e-state");
const binDir = path.join(root, "node_modules/.bin");
const node = process.execPath;
const env = {
  ...process.env,
  PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ""}`,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
};

const started = Date.now();
const log = (msg) => console.log(`[e2e] ${msg} (+${((Date.now() - started) / 1000).toFixed(1)} s)`);
function fail(msg) {
  console.error(`[e2e] ERROR: ${msg}`);
  process.exit(1);
}

// The tests are TypeScript run by Node's own type stripping (Node >= 22.18).
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  fail(`Node ${process.versions.node} cannot run the .ts tests: use \`npm run test:e2e\` (node_modules/.bin/node is Node 22).`);
}

// 0. A browser, before spending time on anything else. Never a silent skip.
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
if (!existsSync(chromePath)) {
  fail(
    `Chromium not found at ${chromePath}. Set CHROME_PATH to a Chromium/Chrome executable, ` +
      `or install the Debian package: apt-get install -y --no-install-recommends chromium fonts-liberation`,
  );
}
env.CHROME_PATH = chromePath;

function run(what, cmd, args) {
  try {
    execFileSync(cmd, args, { cwd: root, env, stdio: "inherit" });
  } catch (err) {
    fail(`${what} failed (exit ${err.status ?? err.signal ?? err.code}); see its output above.`);
  }
}

// 1. Build (CI builds once before, through npm test).
if (process.env.E2E_SKIP_BUILD === "1") log("E2E_SKIP_BUILD=1: using the existing build/");
else {
  log("npm run build");
  run("npm run build", "npm", ["run", "build"]);
}
if (!existsSync(path.join(root, "build/client"))) fail("build/client is missing: run `npm run build` first.");

// 2. A fresh local database: migrations + demo accounts.
log(`fresh state in ${path.relative(root, stateDir)}`);
rmSync(stateDir, { recursive: true, force: true });
mkdirSync(stateDir, { recursive: true });
run("scripts/setup-local.ts (migrations and seed)", node, ["scripts/setup-local.ts", "--persist-to", stateDir]);

// 3. The server.
function portIsFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });
}
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}
const wanted = Number(process.env.E2E_PORT || 8788);
const port = (await portIsFree(wanted)) ? wanted : await freePort();
const inspectorPort = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;

let serverLog = "";
let serverExited = null;
log(`starting wrangler dev on ${baseUrl}`);
const server = spawn(
  path.join(binDir, "wrangler"),
  [
    "dev",
    "--ip", "127.0.0.1",
    "--port", String(port),
    "--inspector-port", String(inspectorPort),
    "--persist-to", stateDir,
    "--show-interactive-dev-session=false",
  ],
  { cwd: root, env: { ...env, CI: "true" }, detached: true, stdio: ["ignore", "pipe", "pipe"] },
);
const keep = (chunk) => {
  serverLog += chunk.toString();
  if (serverLog.length > 200_000) serverLog = serverLog.slice(-100_000);
};
server.stdout.on("data", keep);
server.stderr.on("data", keep);
server.on("exit", (code, signal) => (serverExited = { code, signal }));

let stopped = false;
async function stopServer() {
  if (stopped) return;
  stopped = true;
  if (serverExited) return;
  const group = -server.pid;
  try {
    process.kill(group, "SIGTERM");
  } catch {
    return;
  }
  for (let i = 0; i < 50 && !serverExited; i++) await new Promise((r) => setTimeout(r, 100));
  if (!serverExited) {
    try {
      process.kill(group, "SIGKILL");
    } catch {}
  }
}
// The log's last lines, without the successful-request lines.
const tail = () =>
  serverLog
    .split("\n")
    .filter((line) => !/\[wrangler:info\] [A-Z]+ \S+ [123]\d\d /.test(line))
    .slice(-40)
    .join("\n");

const children = new Set();
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    for (const child of children) child.kill(signal);
    await stopServer();
    process.exit(130);
  });
}

/**
 * Runs each file in a `node --test` process of its own, `concurrency` at a time, in the order
 * given; prints each file's TAP output whole when it ends (never interleaved), with its time.
 * Resolves with the summed counts, the first non-zero exit code and each file's seconds.
 */
async function runFiles(files, concurrency) {
  const counts = { pass: 0, fail: 0, cancelled: 0 };
  const seconds = {};
  let code = 0;
  const queue = [...files];
  const runOne = (file) =>
    new Promise((resolve) => {
      const began = Date.now();
      const child = spawn(node, ["--test", "--test-reporter=tap", "--test-timeout=240000", path.join("tests/e2e", file)], {
        cwd: root,
        env: { ...env, E2E_BASE_URL: baseUrl },
        stdio: ["ignore", "pipe", "pipe"],
      });
      children.add(child);
      let out = "";
      child.stdout.on("data", (chunk) => (out += chunk.toString()));
      child.stderr.on("data", (chunk) => (out += chunk.toString()));
      const done = (status) => {
        children.delete(child);
        const took = (Date.now() - began) / 1000;
        seconds[file] = Math.round(took * 10) / 10;
        const fileCounts = { pass: 0, fail: 0, cancelled: 0 };
        for (const line of out.split("\n")) {
          const m = /^# (pass|fail|cancelled) (\d+)$/.exec(line);
          if (m) fileCounts[m[1]] = Number(m[2]);
        }
        // A file that failed without a failed test (it did not load, or was killed) counts as one.
        if (status !== 0 && fileCounts.fail + fileCounts.cancelled === 0) fileCounts.fail = 1;
        for (const k of Object.keys(counts)) counts[k] += fileCounts[k];
        if (status !== 0 && code === 0) code = status;
        process.stdout.write(`# ---- ${file}: ${took.toFixed(1)} s, exit ${status}\n${out}`);
        resolve();
      };
      child.on("exit", (status, signal) => done(status ?? (signal ? 1 : 0)));
      child.on("error", (err) => {
        out += String(err);
        done(1);
      });
    });
  const lane = async () => {
    for (let file = queue.shift(); file !== undefined && !serverExited; file = queue.shift()) await runOne(file);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, lane));
  return { code, counts, seconds };
}

let exitCode = 1;
try {
  // Wait until "/" answers (any HTTP answer means the Worker is up).
  const deadline = Date.now() + 60_000;
  let up = false;
  while (Date.now() < deadline && !serverExited) {
    try {
      const res = await fetch(`${baseUrl}/`, { redirect: "manual", signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.status < 500) {
        up = true;
        break;
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  if (!up) {
    const why = serverExited ? `exited (code ${serverExited.code}, signal ${serverExited.signal})` : "did not answer within 60 s";
    throw new Error(`wrangler dev on ${baseUrl} ${why}. Last lines of its log:\n${tail()}`);
  }
  log(`server is up at ${baseUrl}`);

  // 4. The tests, TAP output. Each file runs in a node --test process of its own,
  // E2E_CONCURRENCY at a time (default 2), longest first by tests/e2e/durations.json (the
  // seconds each file took in the last full run; a file it does not know goes first), so
  // that the last files to end are short ones. The zz* files change the server's whole game
  // (its clock, its players) and so run alone, one by one, after the others.
  // The runner ends with the totals of both phases ("# pass N" / "# fail N", cancelled counted
  // as failed), which .ci/run reads, and each file's time; E2E_WRITE_DURATIONS=1 writes those
  // times to durations.json (after a full run that passed).
  // `npm run test:e2e -- theme realtime` runs only the files whose names contain those words.
  const only = process.argv.slice(2);
  const files = readdirSync(e2eDir)
    .filter((f) => f.endsWith(".test.ts") && (only.length === 0 || only.some((w) => f.includes(w))))
    .sort();
  if (files.length === 0) throw new Error("no tests/e2e/*.test.ts files found");
  const durationsFile = path.join(e2eDir, "durations.json");
  const lastSeconds = existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, "utf8")) : {};
  const longestFirst = (list) => [...list].sort((a, b) => (lastSeconds[b] ?? Infinity) - (lastSeconds[a] ?? Infinity) || a.localeCompare(b));
  // Screenshots of this run only (a stale *-FAILED.png would mislead).
  const artifacts = path.join(e2eDir, "artifacts");
  rmSync(artifacts, { recursive: true, force: true });
  mkdirSync(artifacts, { recursive: true });
  const concurrency = Math.max(1, Number(process.env.E2E_CONCURRENCY || 2));
  const phases = [
    { files: longestFirst(files.filter((f) => !f.startsWith("zz"))), concurrency },
    { files: files.filter((f) => f.startsWith("zz")), concurrency: 1 },
  ].filter((phase) => phase.files.length > 0);
  const totals = { pass: 0, fail: 0 };
  const seconds = {};
  exitCode = 0;
  for (const phase of phases) {
    log(`${phase.files.length} file(s), ${phase.concurrency} at a time`);
    const result = await runFiles(phase.files, phase.concurrency);
    totals.pass += result.counts.pass;
    totals.fail += result.counts.fail + result.counts.cancelled;
    Object.assign(seconds, result.seconds);
    if (result.code !== 0 && exitCode === 0) exitCode = result.code;
    if (serverExited) break;
  }
  log("done");
  const byTime = Object.entries(seconds).sort((a, b) => b[1] - a[1]);
  console.log(`# seconds per file:\n${byTime.map(([f, s]) => `#   ${s.toFixed(1).padStart(6)}  ${f}`).join("\n")}`);
  if (process.env.E2E_WRITE_DURATIONS === "1" && only.length === 0 && exitCode === 0) {
    writeFileSync(durationsFile, `${JSON.stringify(Object.fromEntries(byTime), null, 2)}\n`);
    log(`wrote ${path.relative(root, durationsFile)}`);
  }
  console.log(`# e2e totals over ${phases.length} phase(s)\n# pass ${totals.pass}\n# fail ${totals.fail}`);
  if (serverExited) {
    console.error(`[e2e] wrangler dev exited during the run (code ${serverExited.code}). Last lines of its log:\n${tail()}`);
    if (exitCode === 0) exitCode = 1;
  } else if (exitCode !== 0) {
    console.error(`[e2e] tests failed; screenshots and server.log in tests/e2e/artifacts/. Last lines of the server log:\n${tail()}`);
  }
} catch (err) {
  console.error(`[e2e] ERROR: ${err instanceof Error ? err.message : err}`);
  exitCode = 1;
} finally {
  await stopServer();
  try {
    mkdirSync(path.join(e2eDir, "artifacts"), { recursive: true });
    writeFileSync(path.join(e2eDir, "artifacts/server.log"), serverLog);
  } catch {}
}
process.exit(exitCode);
