// Benchmark: the store's checkout and catalogue on local D1 over HTTP.
// - checkout latency: one manager places `--runs` orders one after the other (POST /api/orders,
//   each with its Idempotency-Key): median and p90;
// - the race: 50 managers send a checkout for the last unit of a size at once: how many orders,
//   the stock left, and how many ledger debits (exactly one of each is right);
// - GET /api/products: body size (raw and gzip) and median latency.
//
//   node scripts/bench/checkout.ts [--runs 40] [--racers 50] [--port 8792]
//
// Builds its own local database under .wrangler/bench-checkout-state (wiped first) and starts
// `wrangler dev` on it. Nothing here runs in the test suites.
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pointsLedger, users } from "../../api/db/schema/index.ts";
import { hashSecret } from "../../api/services/crypto.ts";
import { identityKeys } from "../../domain/accounts.ts";
import { insertRows } from "../sql.ts";
import { ensureWorkerReady, executeSql, freshBenchDatabase, medianAndP90, numberOption, queryLocal, timeRequests, withLocalWorker } from "./kit.ts";

const RUNS = numberOption("--runs", 40);
const RACERS = numberOption("--racers", 50);
const PORT = numberOption("--port", 8792);
const state = path.resolve(".wrangler/bench-checkout-state");
const ms = (x: number) => `${x.toFixed(1)} ms`;
const home = { firstName: "Bench", lastName: "Buyer", phone: "+44 20 7946 0000", deliveryMode: "home", address: "1 Bench Road", city: "Leeds", postalCode: "LS1 1AA", acceptTerms: true };

ensureWorkerReady();
console.log("Preparing a local database with the catalogue and the buyers...");
await freshBenchDatabase(state, "ignore");

const password = "bench-password";
const passwordHash = await hashSecret(password);
const now = Date.now();
// Buyer 0 places the timed orders; buyers 1..RACERS race for the last unit.
const buyers = Array.from({ length: RACERS + 1 }, (_, i) => {
  const id = `bench-buyer-${String(i).padStart(3, "0")}`;
  const names = { email: `${id}@bench.local`, username: id, teamName: `Bench Buyer ${i}` };
  return {
    id, ...names, ...identityKeys({ ...names, firstName: "Bench", lastName: String(i) }), firstName: "Bench", lastName: String(i), avatar: "/images/avatars/avatar1.svg", passwordHash,
    securityQuestion: "What is your favorite food?", securityAnswerHash: passwordHash, role: "user", isActive: true, points: 0, createdAt: now,
  };
});
// Points only through the ledger: one opening row each, then the balance is its sum.
const credit = buyers.map((b, i) => ({ key: `bench:${b.id}`, userId: b.id, amount: i === 0 ? 1_000_000 : 3_000, reason: "Bench credit", createdAt: now }));
executeSql(state, [
  ...insertRows(users, buyers, "ignore", 100),
  ...insertRows(pointsLedger, credit, "ignore", 200),
  "UPDATE users SET points = (SELECT COALESCE(SUM(amount), 0) FROM points_ledger WHERE user_id = users.id) WHERE id LIKE 'bench-buyer-%';",
  // Plenty of mugs for the timed orders; the signed ball keeps its single unit for the race.
  "UPDATE product_sizes SET stock = 100000 WHERE product_id = 'terrace-mug';",
  "UPDATE product_sizes SET stock = 1 WHERE product_id = 'signed-ball';",
]);

/** fetch, tried again when the local server dropped a kept-alive socket (a retried checkout keeps its Idempotency-Key, so it cannot order twice). */
async function request(url: string, init?: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (err) {
      if (attempt >= 2) throw err;
    }
  }
}

const query = <T,>(sql: string) => queryLocal<T>(state, sql);

await withLocalWorker(state, PORT, async (base) => {
  // Signed in through `request` (tried again on a dropped socket), not kit.ts signIn.
  const tokens: string[] = [];
  for (const b of buyers) {
    const res = await request(`${base}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: b.email, password }) });
    if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
    tokens.push(((await res.json()) as { access_token: string }).access_token);
  }
  const order = (token: string, productId: string, size: string) =>
    request(`${base}/api/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}`, "Idempotency-Key": crypto.randomUUID() },
      body: JSON.stringify({ items: [{ productId, size, quantity: 1 }], deliveryInfo: home }),
    });

  // Warm-up, then the timed checkouts.
  for (let i = 0; i < 3; i++) await (await order(tokens[0]!, "terrace-mug", "One Size")).text();
  const times = await timeRequests(RUNS, async () => {
    const res = await order(tokens[0]!, "terrace-mug", "One Size");
    await res.text();
    if (res.status !== 201) throw new Error(`checkout answered ${res.status}`);
  });
  console.log(`\nCheckout (POST /api/orders, one line, ${RUNS} in a row): ${medianAndP90(times)}`);

  // The race for the last unit.
  const t = performance.now();
  const results = await Promise.all(tokens.slice(1).map((token) => order(token, "signed-ball", "One Size").then(async (r) => ({ status: r.status, body: await r.text() }))));
  const wall = performance.now() - t;
  const byStatus = results.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
  const stock = query<{ stock: number }>("SELECT stock FROM product_sizes WHERE product_id = 'signed-ball'")[0]?.stock;
  const orders = query<{ n: number }>("SELECT count(*) AS n FROM order_lines WHERE product_id = 'signed-ball'")[0]?.n;
  const debits = query<{ n: number }>(
    "SELECT count(*) AS n FROM points_ledger WHERE key LIKE 'order:%' AND user_id LIKE 'bench-buyer-%' AND user_id <> 'bench-buyer-000'",
  )[0]?.n;
  const negative = query<{ n: number }>("SELECT count(*) AS n FROM users WHERE points < 0")[0]?.n;
  console.log(
    `Race: ${RACERS} checkouts at once for the last unit in ${ms(wall)}: answers ${Object.entries(byStatus).map(([s, n]) => `${n} × ${s}`).join(", ")}; ` +
      `orders ${orders}, stock left ${stock}, ledger debits ${debits}, negative balances ${negative}`,
  );
  const refused = results.find((r) => r.status === 409)?.body;
  if (refused) console.log(`  a refused checkout says: ${refused}`);

  // The catalogue.
  let body = "";
  // 30 requests, the first 3 warming up.
  const latencies = await timeRequests(27, async () => {
    body = await (await request(`${base}/api/products`, { headers: { Authorization: `Bearer ${tokens[0]}` } })).text();
  }, 3);
  const parsed = JSON.parse(body) as { products: unknown[] };
  console.log(
    `GET /api/products: ${parsed.products.length} products, ${(Buffer.byteLength(body) / 1024).toFixed(1)} KiB (${(gzipSync(body).length / 1024).toFixed(1)} KiB gzip), ${medianAndP90(latencies)}`,
  );
});
