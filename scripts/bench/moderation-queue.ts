// Benchmark: the posts moderation queue (issue 25) with 300 and then 5,000 open cases on local D1:
// median and p90 latency of the first page and of the deepest page, through the API
// (GET /api/posts-moderation/admin/reported-posts, 100 a page) and through the Remix screen
// (/adminposts, 50 a page, with its filters' choices, tab counts and the authors' histories),
// a filtered page (a reason's words: a scan of the reports), and "select all matching"
// (GET /api/admin/moderation/post/ids). Each figure is printed with the machine's load average.
//
//   node scripts/bench/moderation-queue.ts [--small 300] [--large 5000] [--port 8717] [--requests 20]
//
// It builds its own local database under .wrangler/bench-moderation-queue (wiped first), starts
// `wrangler dev` on it once per size and times the requests from this process. Nothing here runs
// in the test suites.
import { spawnSync } from "node:child_process";
import { register } from "node:module";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The schema reaches the Worker's own TypeScript (extensionless imports): load it as wall.ts does.
if (!process.execArgv.includes("--experimental-transform-types")) {
  const child = spawnSync(process.execPath, ["--experimental-transform-types", "--no-warnings", ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: "inherit",
  });
  process.exit(child.status ?? 1);
}
register("../ts-resolve.mjs", import.meta.url);

const { DEMO_ACCOUNTS } = await import("../../api/db/demo-accounts.ts");
const { posts, reportCases, reports, stadiums, users } = await import("../../api/db/schema/index.ts");
const { identityKeys } = await import("../../domain/accounts.ts");
const { hashSecret } = await import("../../api/services/crypto.ts");
const { insertRows } = await import("../sql.ts");
const { ensureWorkerReady, executeSql, freshBenchDatabase, median, numberOption, p90, queryLocal, signIn, timeRequests, withLocalWorker } = await import("./kit.ts");

const SMALL = numberOption("--small", 300);
const LARGE = numberOption("--large", 5_000);
const PORT = numberOption("--port", 8717);
const REQUESTS = numberOption("--requests", 20);
const state = path.resolve(".wrangler/bench-moderation-queue");
const AUTHORS = 400;
const REPORTERS = 60;

ensureWorkerReady();
console.log("Preparing the database...");
await freshBenchDatabase(state, "ignore");

const passwordHash = await hashSecret("bench-password");
const now = Date.now();
const person = (id: string, i: number) => {
  const names = { email: `${id}@bench.local`, username: id.replace(/-/g, "_"), teamName: `Bench ${id}` };
  return {
    id, ...names, ...identityKeys({ ...names, firstName: "Bench", lastName: String(i) }), firstName: "Bench", lastName: String(i), avatar: "/images/avatars/avatar1.svg", passwordHash,
    securityQuestion: "What is your favorite food?", securityAnswerHash: passwordHash, role: "user", isActive: true, points: 0, createdAt: now - 90 * 86_400_000,
  };
};
const authors = Array.from({ length: AUTHORS }, (_, i) => person(`mqa-${i}`, i));
const reporters = Array.from({ length: REPORTERS }, (_, i) => person(`mqr-${i}`, i));
let grounds = queryLocal<{ id: number; name: string }>(state, "SELECT id, name FROM stadiums ORDER BY id LIMIT 8");
if (grounds.length === 0) {
  executeSql(state, insertRows(stadiums, Array.from({ length: 8 }, (_, i) => ({ name: `Bench Park ${i}`, club: `Bench FC ${i}`, createdAt: now })), "ignore"));
  grounds = queryLocal<{ id: number; name: string }>(state, "SELECT id, name FROM stadiums ORDER BY id LIMIT 8");
}
executeSql(state, insertRows(users, [...authors, ...reporters], "ignore", 200));

const REASONS = ["spam", "insulte", "hors sujet", "publicité", "haine", "doublon"];
/** Cases `from`..`to`-1: a post each, reported by 1 to 3 people (every 40th by 3, hidden), newest case last. */
function cases(from: number, to: number): string[] {
  const postRows: Record<string, unknown>[] = [];
  const caseRows: Record<string, unknown>[] = [];
  const reportRows: Record<string, unknown>[] = [];
  for (let i = from; i < to; i++) {
    const id = 1_000_000 + i;
    const ground = grounds[i % grounds.length]!;
    const at = now - (LARGE - i) * 60_000;
    const many = i % 40 === 0 ? 3 : 1 + (i % 2);
    postRows.push({ id, stadiumId: ground.id, authorId: authors[i % AUTHORS]!.id, title: `Bench post ${i}`, content: `Reported post number ${i}, with a little text to render.`, category: "general", createdAt: at });
    caseRows.push({ id, kind: "post", itemId: String(id), authorId: authors[i % AUTHORS]!.id, context: ground.name, status: "open", round: 1, reporters: many, hidden: many >= 3, snapshotTitle: `Bench post ${i}`, snapshotText: "…", firstReportedAt: at, lastReportedAt: at });
    for (let r = 0; r < many; r++) reportRows.push({ caseId: id, round: 1, reporterId: reporters[(i + r) % REPORTERS]!.id, reason: `${REASONS[(i + r) % REASONS.length]} ${i}`, createdAt: at });
  }
  return [...insertRows(posts, postRows, "ignore", 200), ...insertRows(reportCases, caseRows, "ignore", 200), ...insertRows(reports, reportRows, "ignore", 200)];
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");

async function measure(open: number) {
  await withLocalWorker(state, PORT, async (base) => {
    const auth = { Authorization: `Bearer ${(await signIn(base, DEMO_ACCOUNTS.find((a) => a.role === "admin")!)).access_token}` };
    const time = async (label: string, url: string, check: (res: Response) => Promise<string>) => {
      let note = "";
      const before = load();
      const latencies = await timeRequests(REQUESTS, async () => {
        const res = await fetch(`${base}${url}`, { headers: auth, redirect: "manual" });
        if (res.status !== 200) throw new Error(`${url}: ${res.status} ${(await res.text()).slice(0, 200)}`);
        note = await check(res);
      }, 3);
      console.log(`  ${label.padEnd(34)} median ${median(latencies).toFixed(1).padStart(6)} ms, p90 ${p90(latencies).toFixed(1).padStart(6)} ms  ${note.padEnd(24)} load ${before}`);
    };
    const apiTotal = async (res: Response) => `${(await res.json() as unknown[]).length} rows of ${res.headers.get("X-Total-Count")}`;
    const pageSize = async (res: Response) => `${((await res.arrayBuffer()).byteLength / 1024).toFixed(0)} KB of HTML`;
    console.log(`\n${open.toLocaleString("en-GB")} open cases, ${REQUESTS} requests each (3 warm-up):`);
    await time("API first page (100)", "/api/posts-moderation/admin/reported-posts?limit=100", apiTotal);
    await time("API deepest page (100)", `/api/posts-moderation/admin/reported-posts?limit=100&offset=${Math.max(0, open - 100)}`, apiTotal);
    await time("API reason filter (100)", "/api/posts-moderation/admin/reported-posts?limit=100&reason=insulte", apiTotal);
    await time("API select all matching (ids)", "/api/admin/moderation/post/ids", async (res) => `${((await res.json()) as { itemIds: string[] }).itemIds.length} ids`);
    await time("page /adminposts first (50)", "/adminposts", pageSize);
    await time("page /adminposts deepest (50)", `/adminposts?offset=${Math.max(0, open - 50)}`, pageSize);
    await time("page /adminposts stadium + age", `/adminposts?context=${encodeURIComponent(grounds[0]!.name)}&olderThanHours=1`, pageSize);
  });
}

const t = Date.now();
executeSql(state, cases(0, SMALL));
console.log(`Loaded ${SMALL} cases in ${((Date.now() - t) / 1000).toFixed(1)} s.`);
await measure(SMALL);
const t2 = Date.now();
executeSql(state, cases(SMALL, LARGE));
console.log(`\nLoaded ${(LARGE - SMALL).toLocaleString("en-GB")} more cases in ${((Date.now() - t2) / 1000).toFixed(1)} s.`);
await measure(LARGE);
console.log(`\n(load average 1/5/15 min at the end: ${load()}; ${cpus().length} cores)`);
