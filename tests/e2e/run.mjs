// Browser tests: build, fresh local state, `wrangler dev` on 127.0.0.1, then
// `node --test` over tests/e2e/*.test.ts against it, and the server stopped
// whatever happens. Exit code = the test runner's.
//
// Usage: node tests/e2e/run.mjs [word ...] (only the test files whose names contain a word).
// Env: E2E_SKIP_BUILD=1 (already built), E2E_PORT (default 8788, else a free
// one), CHROME_PATH (default /usr/bin/chromium). The state dir
// (.wrangler/e2e-state) is wiped at the start and kept afterwards for inspection.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
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

let child = null;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    child?.kill(signal);
    await stopServer();
    process.exit(130);
  });
}

/** Runs node --test over `files`, echoing its TAP output; resolves with the exit code and the summary counts. */
function runTests(files, concurrency) {
  const counts = { pass: 0, fail: 0, cancelled: 0 };
  child = spawn(node, ["--test", `--test-concurrency=${concurrency}`, "--test-reporter=tap", "--test-timeout=240000", ...files], {
    cwd: root,
    env: { ...env, E2E_BASE_URL: baseUrl },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let pending = "";
  child.stdout.on("data", (chunk) => {
    process.stdout.write(chunk);
    pending += chunk.toString();
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      const m = /^# (pass|fail|cancelled) (\d+)$/.exec(line);
      if (m) counts[m[1]] = Number(m[2]);
    }
  });
  return new Promise((resolve) => {
    child.on("exit", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), counts }));
    child.on("error", (err) => {
      console.error(err);
      resolve({ code: 1, counts });
    });
  });
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

  // 4. The tests, TAP output. Files run E2E_CONCURRENCY at a time (default 2: a journey spends
  // most of its time waiting on the browser or the server, so two overlap on two cores), except
  // the zz* files, which change the server's whole game (its clock, its players) and so run
  // alone, one by one, after the others.
  // The runner ends with the totals of both phases ("# pass N" / "# fail N", cancelled counted
  // as failed), which .ci/run reads.
  // `npm run test:e2e -- theme realtime` runs only the files whose names contain those words.
  const only = process.argv.slice(2);
  const files = readdirSync(e2eDir)
    .filter((f) => f.endsWith(".test.ts") && (only.length === 0 || only.some((w) => f.includes(w))))
    .sort();
  if (files.length === 0) throw new Error("no tests/e2e/*.test.ts files found");
  // Screenshots of this run only (a stale *-FAILED.png would mislead).
  const artifacts = path.join(e2eDir, "artifacts");
  rmSync(artifacts, { recursive: true, force: true });
  mkdirSync(artifacts, { recursive: true });
  const concurrency = Math.max(1, Number(process.env.E2E_CONCURRENCY || 2));
  const phases = [
    { files: files.filter((f) => !f.startsWith("zz")), concurrency },
    { files: files.filter((f) => f.startsWith("zz")), concurrency: 1 },
  ].filter((phase) => phase.files.length > 0);
  const totals = { pass: 0, fail: 0 };
  exitCode = 0;
  for (const phase of phases) {
    log(`${phase.files.length} file(s), ${phase.concurrency} at a time`);
    const { code, counts } = await runTests(phase.files.map((f) => path.join("tests/e2e", f)), phase.concurrency);
    totals.pass += counts.pass;
    totals.fail += counts.fail + counts.cancelled;
    if (code !== 0 && exitCode === 0) exitCode = code;
    if (serverExited) break;
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
