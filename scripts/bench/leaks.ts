// Benchmark: the leaks feed (GET /api/leaks first page with its hot and top-contributor
// panels, a later page by cursor, one category) with 10,000 leaks and 200,000 votes on
// local D1: median and p90 latency over HTTP, and the rows visited by the queries behind
// one first-page request (the same SQL as api/services/leaks.ts, with its query plan).
//
//   node scripts/bench/leaks.ts [--leaks 10000] [--votes 200000] [--port 8791] [--requests 50]
//
// Builds its own local database under .wrangler/bench-leaks-state (wiped first) and starts
// `wrangler dev` on it. Nothing here runs in the test suites.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEMO_ACCOUNTS } from "../../api/db/demo-accounts.ts";
import { leaks, leakVotes, users } from "../../api/db/schema/index.ts";
import { identityKeys } from "../../domain/accounts.ts";
import { CONTRIBUTOR_WINDOW_MS, LEAK_CATEGORIES, RELIABILITY_LEVELS, SCORE_MAX, SCORE_MIN, STOCK_IMAGES } from "../../domain/leaks.ts";
import { createRandom } from "../../domain/sample-season.ts";
import { hashSecret } from "../../api/services/crypto.ts";
import { ensureDevVars } from "../dev-vars.ts";
import { insertRows } from "../sql.ts";
import { OFFLINE_ENV, WRANGLER_JS, wranglerSync } from "../wrangler.ts";

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const LEAKS = opt("--leaks", 10_000);
const VOTES = opt("--votes", 200_000);
const PORT = opt("--port", 8791);
const REQUESTS = opt("--requests", 50);
const AUTHORS = 2_000;
const DAY = 86_400_000;
const state = path.resolve(".wrangler/bench-leaks-state");
const base = `http://127.0.0.1:${PORT}`;
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)]!;
const p90 = (xs: number[]) => sorted(xs)[Math.floor(xs.length * 0.9)]!;

if (ensureDevVars()) console.log("Created .dev.vars (local secrets), as npm start does.");
if (!existsSync("build/server/index.js")) {
  console.log("No build/ yet: building the app once (remix vite:build)...");
  execFileSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"], { stdio: ["ignore", "ignore", "inherit"] });
}

console.log(`Preparing ${LEAKS.toLocaleString("en-GB")} leaks and ${VOTES.toLocaleString("en-GB")} votes from ${AUTHORS.toLocaleString("en-GB")} managers...`);
rmSync(state, { recursive: true, force: true });
wranglerSync(["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], { stdio: "ignore" });
execFileSync(process.execPath, ["scripts/seed.ts", "--persist-to", state, "--sample-managers", "0"], { stdio: "inherit" });

const random = createRandom(1010);
const passwordHash = await hashSecret("bench-password");
const now = Date.now();
const userRows = Array.from({ length: AUTHORS }, (_, i) => {
  const id = `bench-${String(i).padStart(5, "0")}`;
  const names = { email: `${id}@bench.local`, username: id, teamName: `Bench ${i}` };
  return {
    id, ...names, ...identityKeys(names), firstName: "Bench", lastName: String(i), avatar: "/images/avatars/avatar1.svg", passwordHash,
    securityQuestion: "What is your favorite food?", securityAnswerHash: passwordHash, role: "user", isActive: true, points: 0, createdAt: now,
  };
});
// Leaks over 60 days (ids in date order); votes skewed so that a few leaks draw hundreds.
const leakRows = Array.from({ length: LEAKS }, (_, i) => {
  const createdAt = now - Math.floor((1 - i / LEAKS) * 60 * DAY);
  return {
    id: i + 1, authorId: userRows[Math.floor(random() * AUTHORS)]!.id, title: `Bench leak ${i}`, description: "A rumour for the benchmark.",
    source: "Bench", imageUrl: STOCK_IMAGES[i % 5]!, category: LEAK_CATEGORIES[i % LEAK_CATEGORIES.length]!, reliability: RELIABILITY_LEVELS[i % 4]!,
    tags: JSON.stringify(["salah", "arsenal", `tag${i % 50}`]), score: 0, createdAt, updatedAt: createdAt,
  };
});
const weights = leakRows.map(() => Math.pow(random(), 6)); // heavy tail
const weightSum = weights.reduce((a, b) => a + b, 0);
const voteRows: Record<string, unknown>[] = [];
leakRows.forEach((leak, i) => {
  const n = Math.min(AUTHORS - 1, Math.round((weights[i]! / weightSum) * VOTES));
  const belief = 0.5 + random() * 0.45;
  const start = Math.floor(random() * AUTHORS);
  for (let k = 0, added = 0; added < n; k++) {
    const user = userRows[(start + k) % AUTHORS]!.id;
    if (user === leak.authorId) continue;
    voteRows.push({ leakId: leak.id, userId: user, vote: random() < belief ? 1 : -1, createdAt: leak.createdAt });
    added++;
  }
});
const file = path.join(state, "bench.sql");
mkdirSync(state, { recursive: true });
writeFileSync(
  file,
  [
    ...insertRows(users, userRows, "ignore", 200),
    ...insertRows(leaks, leakRows, "ignore", 200),
    ...insertRows(leakVotes, voteRows, "ignore", 500),
    `UPDATE leaks SET score = max(${SCORE_MIN}, min(${SCORE_MAX}, (SELECT coalesce(sum(vote), 0) FROM leak_votes WHERE leak_id = leaks.id)));`,
  ].join("\n"),
);
let t = Date.now();
wranglerSync(["d1", "execute", "DB", "--local", "--persist-to", state, "--file", file], { stdio: "ignore" });
console.log(`Loaded ${voteRows.length.toLocaleString("en-GB")} votes in ${((Date.now() - t) / 1000).toFixed(1)} s.`);

/** One statement's result rows, run by wrangler on the same local database. */
function query<T>(sql: string): T[] {
  const out = wranglerSync(["d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command", sql], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  return (JSON.parse(String(out)) as { results: T[] }[])[0]?.results ?? [];
}

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
  const demo = DEMO_ACCOUNTS.find((a) => a.role === "user") ?? DEMO_ACCOUNTS[0]!;
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: demo.email, password: demo.password }) });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const auth = { Authorization: `Bearer ${token}` };

  const first = (await (await fetch(`${base}/api/leaks`, { headers: auth })).json()) as { leaks: { id: number }[]; nextCursor: string; hot: unknown[]; topContributors: unknown[] };
  console.log(`\nGET /api/leaks (${LEAKS.toLocaleString("en-GB")} leaks, ${voteRows.length.toLocaleString("en-GB")} votes), ${REQUESTS} requests each:`);
  for (const [label, url] of [
    ["first page + hot + top contributors", "/api/leaks"],
    ["page 2 (cursor)", `/api/leaks?cursor=${first.nextCursor}`],
    ["one category, first page + panels", "/api/leaks?category=transfer"],
  ] as const) {
    const latencies: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      t = performance.now();
      const res = await fetch(`${base}${url}`, { headers: auth });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      latencies.push(performance.now() - t);
    }
    console.log(`  ${label}: median ${median(latencies).toFixed(1)} ms, p90 ${p90(latencies).toFixed(1)} ms`);
  }
  console.log(`  (first page: ${first.leaks.length} leaks, ${first.hot.length} hot, ${first.topContributors.length} contributors)`);

  // The statements behind one first-page request (api/services/leaks.ts). Local D1 does not
  // report rows_read, so each is shown with its query plan and the rows it visits, counted.
  const ids = first.leaks.map((l) => l.id).join(", ");
  const since = Date.now() - CONTRIBUTOR_WINDOW_MS;
  const statements: [string, string, string][] = [
    ["feed page (keyset)", `SELECT l.id FROM leaks l JOIN users u ON u.id = l.author_id ORDER BY l.created_at DESC, l.id DESC LIMIT 21`, `SELECT 42 AS n`],
    ["my votes on the page", `SELECT leak_id, vote FROM leak_votes WHERE user_id = 'nobody' AND leak_id IN (${ids})`, `SELECT ${first.leaks.length} AS n`],
    ["tag cards: clubs", `SELECT * FROM clubs`, `SELECT count(*) AS n FROM clubs`],
    ["tag cards: players", `SELECT * FROM players WHERE lower(web_name) IN ('salah') OR lower(first_name || ' ' || second_name) IN ('salah')`, `SELECT count(*) AS n FROM players`],
    ["hot candidates", `SELECT l.id FROM leaks l JOIN users u ON u.id = l.author_id WHERE l.score >= 100 ORDER BY l.created_at + 0 DESC LIMIT 100`, `SELECT 2 * count(*) AS n FROM leaks WHERE score >= 100`],
    ["top contributors (30 days)", `SELECT author_id, sum(score), count(*) FROM leaks WHERE created_at >= ${since} GROUP BY author_id ORDER BY 2 DESC, 3 DESC LIMIT 20`, `SELECT count(*) AS n FROM leaks WHERE created_at >= ${since}`],
  ];
  console.log(`\nRows visited by one first-page request (query plan; rows):`);
  let total = 0;
  for (const [label, sql, count] of statements) {
    const plan = query<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`).map((r) => r.detail).join("; ");
    const n = query<{ n: number }>(count)[0]?.n ?? 0;
    total += n;
    console.log(`  ${label}: ${n.toLocaleString("en-GB")} rows (${plan})`);
  }
  console.log(`  total ≈ ${total.toLocaleString("en-GB")} rows (plus the session check and the contributors' 5 names)`);
} finally {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    server.kill("SIGTERM");
  }
}
