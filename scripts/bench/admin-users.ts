// Benchmark: the staff user list (/api/admin/users) with 100,000 users on local D1:
// median latency of a sorted page for each sort key and order, deep pages, and a search.
//
//   node scripts/bench/admin-users.ts [--users 100000] [--port 8716] [--requests 30]
//
// It builds its own local database under .wrangler/bench-admin-users (wiped first),
// starts `wrangler dev` on it and times the API from this process (target: < 50 ms a page).
// Nothing here runs in the test suites.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEMO_ACCOUNTS } from "../../api/db/demo-accounts.ts";
import { users } from "../../api/db/schema/index.ts";
import { identityKeys } from "../../domain/accounts.ts";
import { hashSecret } from "../../api/services/crypto.ts";
import { ensureDevVars } from "../dev-vars.ts";
import { insertRows } from "../sql.ts";
import { OFFLINE_ENV, WRANGLER_JS, wranglerSync } from "../wrangler.ts";

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const USERS = opt("--users", 100_000);
const PORT = opt("--port", 8716);
const REQUESTS = opt("--requests", 30);
const state = path.resolve(".wrangler/bench-admin-users");
const base = `http://127.0.0.1:${PORT}`;
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)]!;
const p90 = (xs: number[]) => sorted(xs)[Math.floor(xs.length * 0.9)]!;

if (ensureDevVars()) console.log("Created .dev.vars (local secrets), as npm start does.");
if (!existsSync("build/server/index.js")) {
  console.log("No build/ yet: building the app once (remix vite:build)...");
  execFileSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"], { stdio: ["ignore", "ignore", "inherit"] });
}

console.log(`Preparing ${USERS.toLocaleString("en-GB")} users...`);
rmSync(state, { recursive: true, force: true });
wranglerSync(["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], { stdio: "ignore" });
execFileSync(process.execPath, ["scripts/seed.ts", "--persist-to", state, "--sample-managers", "0"], { stdio: "inherit" });

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const passwordHash = await hashSecret("bench-password");
const now = Date.now();
const year = 365 * 86_400_000;
const rows: Record<string, unknown>[] = [];
for (let i = 0; i < USERS; i++) {
  const id = `benchu-${String(i).padStart(6, "0")}`;
  const names = { email: `${id}@bench.local`, username: `${["ada", "Bob", "cy", "Dee", "eve"][i % 5]}${i}`, teamName: `Bench ${i}` };
  const createdAt = now - Math.floor(random() * year);
  rows.push({
    id, ...names, ...identityKeys(names), firstName: "Bench", lastName: String(i),
    avatar: "/images/avatars/avatar1.svg", passwordHash, securityQuestion: "What is your favorite food?", securityAnswerHash: passwordHash,
    role: "user", isActive: random() > 0.02, points: Math.floor(random() * 5000), createdAt,
    lastLogin: random() < 0.2 ? null : createdAt + Math.floor(random() * (now - createdAt)),
  });
}
const file = path.join(state, "bench.sql");
mkdirSync(state, { recursive: true });
writeFileSync(file, insertRows(users, rows, "ignore", 200).join("\n"));
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
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const auth = { Authorization: `Bearer ${token}` };

  const time = async (query: string) => {
    const latencies: number[] = [];
    let total = 0;
    for (let i = 0; i < REQUESTS + 3; i++) {
      const start = performance.now();
      const res = await fetch(`${base}/api/admin/users?${query}`, { headers: auth });
      if (!res.ok) throw new Error(`${query}: ${res.status} ${await res.text()}`);
      total = ((await res.json()) as { total: number }).total;
      if (i >= 3) latencies.push(performance.now() - start); // the first few warm up
    }
    console.log(`  ${query.padEnd(48)} median ${median(latencies).toFixed(1).padStart(6)} ms, p90 ${p90(latencies).toFixed(1).padStart(6)} ms (total ${total.toLocaleString("en-GB")})`);
    return median(latencies);
  };

  console.log(`\nUser list with ${USERS.toLocaleString("en-GB")} users (20 a page), ${REQUESTS} requests each:`);
  const medians: number[] = [];
  for (const sort of ["createdAt", "lastLogin", "points", "username"])
    for (const order of ["desc", "asc"]) medians.push(await time(`sort=${sort}&order=${order}&limit=20&offset=0`));
  console.log(`  sorted first pages: median of medians ${median(medians).toFixed(1)} ms, worst ${Math.max(...medians).toFixed(1)} ms`);
  for (const offset of [1_000, 20_000, 99_980]) await time(`sort=points&order=desc&limit=20&offset=${offset}`);
  await time(`sort=username&order=asc&limit=20&offset=0&q=Dee123`);
  await time(`sort=createdAt&order=desc&limit=20&offset=0&q=bench.local`);
} finally {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    server.kill("SIGTERM");
  }
}
