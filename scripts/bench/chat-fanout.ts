// Benchmark: chat fan-out and room filling on one room's Durable Object, over real WebSockets
// through the Worker (`wrangler dev` on 127.0.0.1, a built app, its own local database).
//   - time to fill a room to 1,000 sockets (each its own user, as the capacity counts users);
//   - one message to 1,000 connected clients: send to last receipt, p50 / p95 / max;
//   - one message to 200 connected clients: send to last receipt, p50 / p99 / max.
// The sender is a moderator (staff are not rate limited), sending on its own socket and
// waiting for every client's receipt before the next message. Rooms: two live match rooms
// (capacity 5,000; decision 019), so no chat room of the product is touched.
//
//   node scripts/bench/chat-fanout.ts [--clients 1000] [--small 200] [--rounds 40] [--port 0]
//
// Users, sessions and single-use realtime tickets are written straight into the bench's
// database (signing in 1,200 users would time PBKDF2, not the chat). Bounded: stops by itself
// after 8 minutes at the latest. Nothing here runs in the test suites.
import { execFileSync, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { DEMO_ACCOUNTS } from "../../api/db/demo-accounts.ts";
import { realtimeTickets, sessions, users } from "../../api/db/schema/index.ts";
import { identityKeys } from "../../domain/accounts.ts";
import { ensureDevVars } from "../dev-vars.ts";
import { insertRows } from "../sql.ts";
import { OFFLINE_ENV, WRANGLER_JS, wranglerSync } from "../wrangler.ts";

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const CLIENTS = opt("--clients", 1000);
const SMALL = opt("--small", 200);
const ROUNDS = opt("--rounds", 40);
const DEADLINE_MS = 8 * 60_000;
const state = path.resolve(".wrangler/bench-chat-state");
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const pct = (xs: number[], p: number) => sorted(xs)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

const killer = setTimeout(() => {
  console.error(`Bench stopped: over ${DEADLINE_MS / 60_000} minutes.`);
  stop(2);
}, DEADLINE_MS);

async function freePort(): Promise<number> {
  const wanted = opt("--port", 0);
  if (wanted) return wanted;
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

if (ensureDevVars()) console.log("Created .dev.vars (local secrets), as npm start does.");
if (!existsSync("build/server/index.js")) {
  console.log("No build/ yet: building the app once (remix vite:build)...");
  execFileSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"], { stdio: ["ignore", "ignore", "inherit"] });
}

console.log("Preparing a local database (migrations, the embedded data, bench users with tickets)...");
rmSync(state, { recursive: true, force: true });
wranglerSync(["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], { stdio: "ignore" });
execFileSync(process.execPath, ["scripts/seed.ts", "--persist-to", state, "--sample-managers", "0"], { stdio: ["ignore", "ignore", "inherit"] });

const now = Date.now();
const YEAR = 365 * 86_400_000;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
// One user per socket, plus the sender (a moderator): each with a session and one ticket.
const total = CLIENTS + SMALL + 4;
const userRows = Array.from({ length: total }, (_, i) => {
  const id = `chatbench-${String(i).padStart(5, "0")}`;
  const names = { email: `${id}@bench.local`, username: id, teamName: `Chat bench ${i}` };
  return {
    id, ...names, ...identityKeys(names), firstName: "Bench", lastName: String(i), avatar: "/images/avatars/avatar1.svg", passwordHash: "pbkdf2$1$x$x",
    securityQuestion: "What is your favorite food?", securityAnswerHash: "pbkdf2$1$x$x", role: i < 2 ? "moderator" : "user", isActive: true, points: 0, createdAt: now,
  };
});
const tickets = userRows.map(() => randomBytes(24).toString("base64url"));
const file = path.join(state, "bench-chat.sql");
mkdirSync(state, { recursive: true });
writeFileSync(
  file,
  [
    ...insertRows(users, userRows, "ignore", 200),
    ...insertRows(sessions, userRows.map((u) => ({ id: `s-${u.id}`, userId: u.id, createdAt: now, expiresAt: now + YEAR })), "ignore", 300),
    ...insertRows(realtimeTickets, userRows.map((u, i) => ({ tokenHash: sha256(tickets[i]!), userId: u.id, sessionId: `s-${u.id}`, expiresAt: now + YEAR })), "ignore", 300),
  ].join("\n"),
);
wranglerSync(["d1", "execute", "DB", "--local", "--persist-to", state, "--file", file], { stdio: "ignore" });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [WRANGLER_JS, "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", state], {
  env: OFFLINE_ENV,
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
const open: WebSocket[] = [];
function stop(code: number) {
  clearTimeout(killer);
  for (const ws of open) ws.close();
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    server.kill("SIGTERM");
  }
  process.exit(code);
}

type Client = { ws: WebSocket; onMessage: (data: string) => void };
/** Opens a socket with ticket `i`; resolves once the room's snapshot arrives. */
function connect(room: string, i: number, onMessage: (data: string) => void = () => {}): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/parties/chat/${room}?ticket=${encodeURIComponent(tickets[i]!)}`);
    const client: Client = { ws, onMessage };
    let ready = false;
    ws.addEventListener("message", (e) => {
      const data = String(e.data);
      if (!ready) {
        if (data.startsWith('{"type":"room_snapshot"')) {
          ready = true;
          resolve(client);
        } else if (data.startsWith('{"type":"error"')) reject(new Error(`socket ${i}: ${data}`));
        return;
      }
      client.onMessage(data);
    });
    ws.addEventListener("error", () => reject(new Error(`socket ${i} failed`)));
    ws.addEventListener("close", (e) => !ready && reject(new Error(`socket ${i} closed ${e.code}`)));
    open.push(ws);
  });
}

/** Opens sockets for tickets [from, to) with `parallel` upgrades in flight. */
async function fill(room: string, from: number, to: number, parallel = 50): Promise<Client[]> {
  const clients: Client[] = new Array(to - from);
  let next = from;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < to) {
        const i = next++;
        clients[i - from] = await connect(room, i);
        const n = i - from + 1;
        if (n % 250 === 0) console.log(`  ${n} sockets after ${((performance.now() - started) / 1000).toFixed(1)} s`);
      }
    }),
  );
  return clients;
}

/** `rounds` messages from the sender; for each, the time from send to the last client's receipt. */
async function fanout(room: string, clients: Client[], senderTicket: number, rounds: number): Promise<number[]> {
  let pending = 0;
  let done: (() => void) | null = null;
  let marker = "";
  for (const c of clients)
    c.onMessage = (data) => {
      if (data.startsWith('{"type":"new_message"') && data.includes(marker) && --pending === 0) done?.();
    };
  const sender = await connect(room, senderTicket);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    marker = `bench-${r}-${Math.random().toString(36).slice(2)}`;
    pending = clients.length;
    const received = new Promise<void>((resolve) => (done = resolve));
    const t0 = performance.now();
    sender.ws.send(JSON.stringify({ type: "send_message", roomId: room, message: { type: "text", content: marker } }));
    await received;
    times.push(performance.now() - t0);
    await new Promise((res) => setTimeout(res, 20));
  }
  sender.ws.close();
  return times;
}

try {
  for (let i = 0; ; i++) {
    if (i > 240) throw new Error("wrangler dev did not start");
    if (await fetch(`${base}/api/chat/rooms`).then((r) => r.status === 401, () => false)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const demo = DEMO_ACCOUNTS.find((a) => a.role === "user") ?? DEMO_ACCOUNTS[0]!;
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: demo.email, password: demo.password }) });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const { rooms } = (await (await fetch(`${base}/api/chat/rooms`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { rooms: { id: string; kind: string }[] };
  const matchRooms = rooms.filter((r) => r.kind === "match").map((r) => r.id);
  if (matchRooms.length < 2) throw new Error("no live match rooms: the local timeline has no live gameweek");
  const [bigRoom, smallRoom] = matchRooms as [string, string];
  // Wake both rooms once (a Durable Object's first start is not what is measured).
  for (const [room, ticket] of [[bigRoom, total - 2], [smallRoom, total - 1]] as const) (await connect(room, ticket)).ws.close();

  console.log(`\nFilling ${bigRoom} with ${CLIENTS.toLocaleString("en-GB")} sockets (50 upgrades in flight)...`);
  let t = performance.now();
  const big = await fill(bigRoom, 2, 2 + CLIENTS);
  const fillMs = performance.now() - t;
  console.log(`  filled in ${(fillMs / 1000).toFixed(2)} s (target <= 10 s)`);
  await new Promise((r) => setTimeout(r, 2000)); // the last presence deltas drain

  const bigTimes = await fanout(bigRoom, big, 0, ROUNDS);
  console.log(`One message to ${CLIENTS.toLocaleString("en-GB")} clients, ${ROUNDS} messages, send to last receipt:`);
  console.log(`  p50 ${ms(pct(bigTimes, 50))}, p95 ${ms(pct(bigTimes, 95))} (target < 150 ms), max ${ms(Math.max(...bigTimes))}`);
  for (const c of big) c.ws.close();
  await new Promise((r) => setTimeout(r, 5000)); // the closes are tidied up (registry rows) before the next room fills

  t = performance.now();
  const small = await fill(smallRoom, 2 + CLIENTS, 2 + CLIENTS + SMALL);
  console.log(`\n${SMALL} sockets in ${smallRoom} in ${((performance.now() - t) / 1000).toFixed(2)} s`);
  await new Promise((r) => setTimeout(r, 1000));
  const smallTimes = await fanout(smallRoom, small, 1, ROUNDS * 2);
  console.log(`One message to ${SMALL} clients, ${ROUNDS * 2} messages, send to last receipt:`);
  console.log(`  p50 ${ms(pct(smallTimes, 50))}, p99 ${ms(pct(smallTimes, 99))} (target < 100 ms), max ${ms(Math.max(...smallTimes))}`);
  stop(0);
} catch (err) {
  console.error(err);
  stop(1);
}
