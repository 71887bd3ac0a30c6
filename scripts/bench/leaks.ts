// Benchmark: the leaks feed (GET /api/leaks first page with its hot and top-contributor
// panels, a later page by cursor, one category) with 10,000 leaks and 200,000 votes on
// local D1: median and p90 latency over HTTP, and the rows visited by the queries behind
// one first-page request (the same SQL as api/services/leaks.ts, with its query plan).
//
//   node scripts/bench/leaks.ts [--leaks 10000] [--votes 200000] [--port 8791] [--requests 50]
//
// Builds its own local database under .wrangler/bench-leaks-state (wiped first) and starts
// `wrangler dev` on it. Nothing here runs in the test suites.
import path from "node:path";
import { DEMO_ACCOUNTS } from "../../api/db/demo-accounts.ts";
import { leaks, leakVotes, users } from "../../api/db/schema/index.ts";
import { identityKeys } from "../../domain/accounts.ts";
import { CONTRIBUTOR_WINDOW_MS, LEAK_CATEGORIES, RELIABILITY_LEVELS, SCORE_MAX, SCORE_MIN, STOCK_IMAGES } from "../../domain/leaks.ts";
import { createRandom } from "../../domain/sample-season.ts";
import { DAY_MS } from "../../domain/constants.ts";
import { hashSecret } from "../../api/services/crypto.ts";
import { insertRows } from "../sql.ts";
import { ensureWorkerReady, executeSql, freshBenchDatabase, medianAndP90, numberOption, queryLocal, signIn, timeGets, withLocalWorker } from "./kit.ts";

const LEAKS = numberOption("--leaks", 10_000);
const VOTES = numberOption("--votes", 200_000);
const PORT = numberOption("--port", 8791);
const REQUESTS = numberOption("--requests", 50);
const AUTHORS = 2_000;
const state = path.resolve(".wrangler/bench-leaks-state");

ensureWorkerReady();
console.log(`Preparing ${LEAKS.toLocaleString("en-GB")} leaks and ${VOTES.toLocaleString("en-GB")} votes from ${AUTHORS.toLocaleString("en-GB")} managers...`);
await freshBenchDatabase(state);

const random = createRandom(1010);
const passwordHash = await hashSecret("bench-password");
const now = Date.now();
const userRows = Array.from({ length: AUTHORS }, (_, i) => {
  const id = `bench-${String(i).padStart(5, "0")}`;
  const names = { email: `${id}@bench.local`, username: id, teamName: `Bench ${i}` };
  return {
    id, ...names, ...identityKeys({ ...names, firstName: "Bench", lastName: String(i) }), firstName: "Bench", lastName: String(i), avatar: "/images/avatars/avatar1.svg", passwordHash,
    securityQuestion: "What is your favorite food?", securityAnswerHash: passwordHash, role: "user", isActive: true, points: 0, createdAt: now,
  };
});
// Leaks over 60 days (ids in date order); votes skewed so that a few leaks draw hundreds.
const leakRows = Array.from({ length: LEAKS }, (_, i) => {
  const createdAt = now - Math.floor((1 - i / LEAKS) * 60 * DAY_MS);
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
const t = Date.now();
executeSql(state, [
  ...insertRows(users, userRows, "ignore", 200),
  ...insertRows(leaks, leakRows, "ignore", 200),
  ...insertRows(leakVotes, voteRows, "ignore", 500),
  `UPDATE leaks SET score = max(${SCORE_MIN}, min(${SCORE_MAX}, (SELECT coalesce(sum(vote), 0) FROM leak_votes WHERE leak_id = leaks.id)));`,
]);
console.log(`Loaded ${voteRows.length.toLocaleString("en-GB")} votes in ${((Date.now() - t) / 1000).toFixed(1)} s.`);

await withLocalWorker(state, PORT, async (base) => {
  const demo = DEMO_ACCOUNTS.find((a) => a.role === "user") ?? DEMO_ACCOUNTS[0]!;
  const auth = { Authorization: `Bearer ${(await signIn(base, demo)).access_token}` };

  const first = (await (await fetch(`${base}/api/leaks`, { headers: auth })).json()) as { leaks: { id: number }[]; nextCursor: string; hot: unknown[]; topContributors: unknown[] };
  console.log(`\nGET /api/leaks (${LEAKS.toLocaleString("en-GB")} leaks, ${voteRows.length.toLocaleString("en-GB")} votes), ${REQUESTS} requests each:`);
  for (const [label, url] of [
    ["first page + hot + top contributors", "/api/leaks"],
    ["page 2 (cursor)", `/api/leaks?cursor=${first.nextCursor}`],
    ["one category, first page + panels", "/api/leaks?category=transfer"],
  ] as const) {
    console.log(`  ${label}: ${medianAndP90(await timeGets(`${base}${url}`, auth, REQUESTS))}`);
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
    const plan = queryLocal<{ detail: string }>(state, `EXPLAIN QUERY PLAN ${sql}`).map((r) => r.detail).join("; ");
    const n = queryLocal<{ n: number }>(state, count)[0]?.n ?? 0;
    total += n;
    console.log(`  ${label}: ${n.toLocaleString("en-GB")} rows (${plan})`);
  }
  console.log(`  total ≈ ${total.toLocaleString("en-GB")} rows (plus the session check and the contributors' 5 names)`);
});
