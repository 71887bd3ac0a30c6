// Benchmark (issue 46): a deadline reminder to --subscriptions (default 100,000) browsers through
// the push queue, against the local push service (tests/support/push-receiver.ts) on 127.0.0.1.
// 1. A fresh local database (the seed's catalogue, no sample managers), then --subscriptions people
//    and one subscription each written straight into the local D1 file (node:sqlite, one
//    transaction): users copied from the demo account with their own ids and names, endpoints
//    /push/<key>/<n> of one receiver key pair (the receiver decrypts one push in --decrypt-every,
//    default 100, and counts them all, so that its CPU does not stand in for the Worker's).
// 2. The first upcoming gameweek's deadline moved to 23 hours from the game clock; `wrangler dev
//    --test-scheduled`; the cron fired once (/__scheduled): the gameweek job, then the push tick.
//    The tick claims the 24 h reminder and plans it; the plans send pages of 100 people; each
//    page is composed, encrypted (RFC 8291) and POSTed by the queue's consumer.
// 3. Waits until the receiver has them all (or --timeout seconds), and prints: the total time from
//    the cron to the last push, pushes/s, the CPU of the Worker's workerd processes per push (an
//    upper bound: it holds local D1's SQLite work and wrangler's proxy, which Cloudflare does not
//    bill), the receiver's CPU per push, the load average (`uptime`), and a projection to 10 million.
//
//   node scripts/bench/push-deadline.ts [--subscriptions 100000] [--decrypt-every 100] [--timeout 1800] [--port N]
//
// --port: the Worker's port (default: a free one; a port another server already answers on is refused).
//
// Nothing here runs in the test suites.
import { createServer } from "node:net";
import { loadavg } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { localD1File } from "../local-d1.ts";
import { startPushReceiver } from "../../tests/support/push-receiver.ts";
import { ensureWorkerReady, freshBenchDatabase, numberOption, processTable, rootOf, withLocalWorker } from "./kit.ts";

const SUBSCRIPTIONS = numberOption("--subscriptions", 100_000);
const DECRYPT_EVERY = numberOption("--decrypt-every", 100);
const TIMEOUT_S = numberOption("--timeout", 1800);
const PORT = numberOption("--port", 0) || (await freePort());
const state = path.resolve(".wrangler/bench-push-state");
const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");
const fmt = (n: number, digits = 0) => n.toLocaleString("en-GB", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const TICK_MS = 1000 / 100; // Linux clock ticks (USER_HZ 100)

/** A port nothing listens on now (the machine is shared: never another developer's server). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const port = (probe.address() as { port: number }).port;
      probe.close(() => resolve(port));
    });
  });
}

ensureWorkerReady();
console.log(`Push deadline bench: ${fmt(SUBSCRIPTIONS)} subscriptions; load average ${load()}`);
await freshBenchDatabase(state, "ignore");
const receiver = await startPushReceiver({ decryptEvery: DECRYPT_EVERY });
const keys = (await (await fetch(`${receiver.origin}/keys`, { method: "POST" })).json()) as { keyId: string; p256dh: string; auth: string };

// 1. People and subscriptions, straight into the local D1 file (wrangler is not running yet).
let t = Date.now();
const db = new DatabaseSync(localD1File(state, "DB"));
const columns = (db.prepare("PRAGMA table_info(users)").all() as { name: string }[]).map((c) => c.name);
const unique: Record<string, string> = {
  id: "printf('bench-%07d', n)",
  email: "printf('b%07d@bench.local', n)",
  username: "printf('b%07d', n)",
  team_name: "printf('Bench %07d', n)",
  email_key: "printf('b%07d@bench.local', n)",
  username_key: "printf('b%07d', n)",
  team_name_key: "printf('bench %07d', n)",
  locale: "CASE WHEN n % 3 = 0 THEN 'fr-FR' ELSE NULL END",
};
const select = columns.map((c) => unique[c] ?? (c.endsWith("_key") ? `printf('%s-%07d', u.${c}, n)` : `u.${c}`)).join(", ");
db.exec("BEGIN");
db.exec(`WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${SUBSCRIPTIONS})
         INSERT INTO users (${columns.join(", ")}) SELECT ${select} FROM seq, users u WHERE u.email = 'demo@terrace.local'`);
db.prepare(
  `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${SUBSCRIPTIONS})
   INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at) SELECT printf('bench-%07d', n), ? || printf('%07d', n), ?, ?, ? FROM seq`,
).run(`${receiver.origin}/push/${keys.keyId}/`, keys.p256dh, keys.auth, Date.now());
// The first upcoming gameweek's deadline 23 hours away on the game clock; nothing else due.
const offset = (db.prepare("SELECT clock_offset_ms AS o FROM game_settings WHERE id = 1").get() as { o: number } | undefined)?.o ?? 0;
const gw = db.prepare("SELECT min(id) AS id FROM gameweeks WHERE status = 'upcoming'").get() as { id: number };
db.prepare("UPDATE gameweeks SET deadline = ? WHERE id = ?").run(Date.now() + offset + 23 * 3_600_000, gw.id);
db.prepare("UPDATE gameweeks SET deadline = ? WHERE status = 'upcoming' AND id != ?").run(Date.now() + offset + 30 * 86_400_000, gw.id);
db.prepare("UPDATE gameweeks SET updated_at = 0 WHERE status = 'completed'").run();
db.exec("COMMIT");
const count = (db.prepare("SELECT COUNT(*) AS n FROM push_subscriptions").get() as { n: number }).n;
db.close();
console.log(`  ${fmt(count)} people with a subscription written in ${((Date.now() - t) / 1000).toFixed(1)} s; gameweek ${gw.id}'s deadline in 23 h`);

// 2. The Worker, with the cron reachable at /__scheduled.
const taken = `http://127.0.0.1:${PORT}`;
if (await fetch(taken).then(() => true, () => false)) throw new Error(`Something already answers on ${taken}: choose another --port`);
try {
  await withLocalWorker(state, PORT, async (base, server) => {
    const workerTicks = () => {
      const procs = processTable();
      const roots = new Set([server.pid!]);
      let ticks = 0;
      for (const [pid, p] of procs) if (pid !== server.pid && rootOf(procs, pid, roots) !== undefined) ticks += p.ticks;
      return ticks;
    };
    await fetch(`${receiver.origin}/reset`, { method: "POST" });
    const ticks0 = workerTicks();
    const cpu0 = process.cpuUsage();
    const loadBefore = load();
    t = Date.now();
    const fired = await fetch(`${base}/__scheduled?cron=*+*+*+*+*`);
    if (!fired.ok) throw new Error(`/__scheduled: ${fired.status}`);
    let last = 0;
    let lastChange = Date.now();
    for (;;) {
      const stats = receiver.stats();
      if (stats.pushes >= count) break;
      if (stats.pushes !== last) {
        last = stats.pushes;
        lastChange = Date.now();
      }
      if (Date.now() - t > TIMEOUT_S * 1000 || Date.now() - lastChange > 120_000) {
        console.log(`  stopped waiting: ${fmt(stats.pushes)} of ${fmt(count)} pushes arrived`);
        break;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    const stats = receiver.stats();
    const totalS = ((stats.lastAt || Date.now()) - t) / 1000;
    const workerCpuMs = (workerTicks() - ticks0) * TICK_MS;
    const cpu = process.cpuUsage(cpu0);
    const receiverCpuMs = (cpu.user + cpu.system) / 1000;
    const perPush = workerCpuMs / Math.max(1, stats.pushes);
    console.log(`  load average before ${loadBefore}, after ${load()}`);
    console.log(`  ${fmt(stats.pushes)} pushes in ${totalS.toFixed(1)} s from the cron (first after ${(((stats.firstAt || t) - t) / 1000).toFixed(1)} s): ${fmt(stats.pushes / totalS, 1)} pushes/s`);
    console.log(`  decrypted ${fmt(stats.decrypted)} of the ${fmt(Math.floor(stats.pushes / DECRYPT_EVERY))} sampled (one in ${DECRYPT_EVERY}), ${fmt(stats.failed)} unreadable`);
    console.log(`  Worker (workerd, local D1 and proxy included) CPU ${fmt(workerCpuMs / 1000, 1)} s: ${perPush.toFixed(2)} ms a push; the receiver ${(receiverCpuMs / Math.max(1, stats.pushes)).toFixed(2)} ms a push`);
    // 3. Ten million: a consumer invocation holds 5 messages of 100 people (500 pushes, under the
    // 1,000 subrequests of an invocation); its CPU is 500 × the CPU a push; its wall time is bound
    // by the push services' answers (12 in flight, ~100 ms each). Cloudflare runs up to
    // max_concurrency invocations side by side (20 configured, 250 at most).
    const invocationCpuS = (500 * perPush) / 1000;
    const invocationWallS = Math.max(invocationCpuS, (500 / 12) * 0.1);
    for (const concurrency of [20, 250]) {
      const seconds = (10_000_000 / 500 / concurrency) * invocationWallS;
      console.log(`  10 million at max_concurrency ${concurrency}: ~${fmt(seconds / 60, 1)} min (${fmt(invocationWallS, 1)} s an invocation of 500 pushes, ${fmt(invocationCpuS, 2)} s CPU of its 30 s limit)`);
    }
  }, ["--test-scheduled"]);
} finally {
  await receiver.close();
}
