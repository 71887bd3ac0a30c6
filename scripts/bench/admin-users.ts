// Benchmark: the staff user list (/api/admin/users) with 100,000 users on local D1:
// median latency of a sorted page for each sort key and order, deep pages, and a search.
//
//   node scripts/bench/admin-users.ts [--users 100000] [--port 8716] [--requests 30]
//
// It builds its own local database under .wrangler/bench-admin-users (wiped first),
// starts `wrangler dev` on it and times the API from this process (target: < 50 ms a page).
// Nothing here runs in the test suites.
import path from "node:path";
import { DEMO_ACCOUNTS } from "../../api/db/demo-accounts.ts";
import { users } from "../../api/db/schema/index.ts";
import { identityKeys } from "../../domain/accounts.ts";
import { hashSecret } from "../../api/services/crypto.ts";
import { insertRows } from "../sql.ts";
import { ensureWorkerReady, executeSql, freshBenchDatabase, median, numberOption, p90, signIn, timeRequests, withLocalWorker } from "./kit.ts";

const USERS = numberOption("--users", 100_000);
const PORT = numberOption("--port", 8716);
const REQUESTS = numberOption("--requests", 30);
const state = path.resolve(".wrangler/bench-admin-users");

ensureWorkerReady();
console.log(`Preparing ${USERS.toLocaleString("en-GB")} users...`);
await freshBenchDatabase(state);

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
    id, ...names, ...identityKeys({ ...names, firstName: "Bench", lastName: String(i) }), firstName: "Bench", lastName: String(i),
    avatar: "/images/avatars/avatar1.svg", passwordHash, securityQuestion: "What is your favorite food?", securityAnswerHash: passwordHash,
    role: "user", isActive: random() > 0.02, points: Math.floor(random() * 5000), createdAt,
    lastLogin: random() < 0.2 ? null : createdAt + Math.floor(random() * (now - createdAt)),
  });
}
const t = Date.now();
executeSql(state, insertRows(users, rows, "ignore", 200));
console.log(`Loaded in ${((Date.now() - t) / 1000).toFixed(1)} s.`);

await withLocalWorker(state, PORT, async (base) => {
  const auth = { Authorization: `Bearer ${(await signIn(base, DEMO_ACCOUNTS.find((a) => a.role === "admin")!)).access_token}` };

  const time = async (query: string) => {
    let total = 0;
    // The first 3 warm up.
    const latencies = await timeRequests(REQUESTS, async () => {
      const res = await fetch(`${base}/api/admin/users?${query}`, { headers: auth });
      if (!res.ok) throw new Error(`${query}: ${res.status} ${await res.text()}`);
      total = ((await res.json()) as { total: number }).total;
    }, 3);
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
});
