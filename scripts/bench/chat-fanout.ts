// Benchmark: chat fan-out and room filling on one room's Durable Object, over real WebSockets
// through the Worker (`wrangler dev` on 127.0.0.1, a built app, its own local database).
//   - time to fill a room to 1,000 sockets (each its own user, as the capacity counts users);
//   - one message to 1,000 connected clients: send to last receipt, p50 / p95 / max;
//   - one message to 200 connected clients: send to last receipt, p50 / p99 / max.
// The sender is a moderator (staff are not rate limited), sending on its own socket and
// waiting for every client's receipt before the next message. Rooms: two live match rooms
// (capacity 5,000; decision 019), so no chat room of the product is touched.
//
//   node scripts/bench/chat-fanout.ts [--clients 1000] [--small 200] [--rounds 40] [--port 0] [--client lean|native] [--anchor] [--anchor-no-assets] [--fills 3] [--fill-only] [--profile] [--relays] [--direct]
//
// --direct (implied by --relays): the clients' sockets go to the Worker's own port, past
// wrangler's proxy, a second workerd that holds 4 descriptors a socket (the Worker's holds 2):
// under this machine's hard limit of 20,000 open files it stopped a room near 4,750 sockets.
// --relays (issue 28, decision 035 "Rooms beyond one object"): one room of 5,000 sockets (4,999
// clients and the sender: a match room holds 5,000 people), one message to all of them, timed
// three ways in one run: the room holding every socket itself (the Worker started with
// CHAT_RELAY_ABOVE past 5,000), then the room with its relays (restarted with the default: the
// room keeps 1,000, relays of 1,000 take the rest), then, with --anchor, the bare room. Per way:
// the fill, and over --rounds messages (default 20) each socket's delivery time (p50 / p95 / p99
// of every receipt) and the time to the last socket (p50 / p95 / p99 / max over the messages).
//
// With --anchor (issue 30), the same phases run in the same run against a bare room: a minimal
// partyserver room written by this bench (.wrangler/bench-anchor/), as Cloudflare's durable chat
// template is, that stores each message in its SQLite and broadcasts it to every socket, with no
// ticket, ban, limit or presence. It is deployed as the template is (its wrangler.json): a page as
// static assets (a single-page app) and observability on, so under `wrangler dev` its upgrades
// pass the same asset routing as Terrace's (--anchor-no-assets: without them, the anchor before
// stop 39; its log goes to .wrangler/bench-anchor/stderr.log). The bench then prints both side by side and Terrace's figures
// as ratios to the bare room's, and the presence bytes received while Terrace's room filled to
// 250, 500 and 1,000 sockets. On a shared machine one fill of each is noise (another job's burst
// can double either), so with --anchor the fill is also timed --fills times (default 3) in
// alternation, Terrace then the bare room, each after the servers are quiet again, and the bench
// prints the median of each and of the ratios of each pair, and the CPU each server used per fill
// (steadier than wall time when the machine is busy). --fill-only stops there (no messages).
// --profile fills Terrace's room once under a CPU profile of the Worker's isolate (wrangler's
// inspector, the Profiler domain only), prints where the time went by function and stops.
// BENCH_SERVER_LOG=1 shows what the Worker and the room print (console.log) while profiling.
//
// The 1,000 clients live in this one Node process, on the same cores as the server. By default
// they are "lean": a minimal RFC 6455 client (node:http upgrade, frames read as bytes, a
// message's type and the round's marker found without decoding it) that offers no
// permessage-deflate, so neither side spends a zlib pass per socket and per message. With
// `--client native` they are Node's built-in WebSocket (undici), which, like a browser, offers
// permessage-deflate: `wrangler dev`'s proxy accepts it whatever the Worker answers, and then
// every frame is deflated once per socket and inflated once per client (measured: with that
// and undici's parsing the clients use four times the CPU, the server half as much again).
// Either way the bench prints where the CPU went (the clients, and each process under
// `wrangler dev`) and, with lean clients, the bytes received by message type, for each phase.
//
// Users, sessions and realtime tickets (one per client) are written straight into the bench's
// database (signing in 1,200 users would time PBKDF2, not the chat). Bounded: stops by itself
// after 8 minutes at the latest. Nothing here runs in the test suites.
import { execFileSync, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, openSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer, type Socket } from "node:net";
import { loadavg } from "node:os";
import path from "node:path";
import { DEMO_ACCOUNTS } from "../../api/db/demo-accounts.ts";
import { realtimeTickets, sessions, users } from "../../api/db/schema/index.ts";
import { identityKeys } from "../../domain/accounts.ts";
import { ensureDevVars } from "../dev-vars.ts";
import { insertRows } from "../sql.ts";
import { applyLocalMigrations } from "../local-d1.ts";
import { OFFLINE_ENV, WRANGLER_JS, wranglerSync } from "../wrangler.ts";
import { processTable, rootOf, stopServer, workerPortBehindProxy } from "./kit.ts";

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const CLIENTS = opt("--clients", args.includes("--relays") ? 4999 : 1000);
const SMALL = opt("--small", 200);
const ROUNDS = opt("--rounds", args.includes("--relays") ? 20 : 40);
const NATIVE = args.includes("--client") && args[args.indexOf("--client") + 1] === "native";
const ANCHOR = args.includes("--anchor");
const FILL_ONLY = args.includes("--fill-only");
// The bare room without the template's static assets and observability (the anchor before stop 39).
const ANCHOR_ASSETS = !args.includes("--anchor-no-assets");
const FILLS = opt("--fills", 3);
const PROFILE = args.includes("--profile");
const RELAYS = args.includes("--relays");
// Sockets straight to the Worker's own port, past wrangler's proxy (kit.ts workerPortBehindProxy):
// the proxy's 4 descriptors a socket stop a room near 4,750 under this machine's 20,000-file limit.
const DIRECT = RELAYS || args.includes("--direct");
const DEADLINE_MS = (RELAYS ? 24 : ANCHOR ? 16 : 8) * 60_000;
const state = path.resolve(".wrangler/bench-chat-state");
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const pct = (xs: number[], p: number) => sorted(xs)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

const killer = setTimeout(() => {
  console.error(`Bench stopped: over ${DEADLINE_MS / 60_000} minutes.`);
  stop(2);
}, DEADLINE_MS);

async function freePort(any = false): Promise<number> {
  const wanted = any ? 0 : opt("--port", 0);
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
// Every database of wrangler.jsonc (the main one and the game's shards: the seed writes both).
applyLocalMigrations(state, { quiet: true });
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
    id, ...names, ...identityKeys({ ...names, firstName: "Bench", lastName: String(i) }), firstName: "Bench", lastName: String(i), avatar: "/images/avatars/avatar1.svg", passwordHash: "pbkdf2$1$x$x",
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

let port = await freePort();
let base = `http://127.0.0.1:${port}`;
/** Where the clients' sockets go: wrangler's proxy (port), or with DIRECT the Worker's own port. */
let socketPort = port;
let anchorSocketPort = 0;
const inspectorPort = await freePort(true);
/** Terrace's Worker under `wrangler dev`; `vars` (--relays) as `--var` overrides. */
function startServer(vars: Record<string, string> = {}) {
  const overrides = Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
  return spawn(process.execPath, [WRANGLER_JS, "dev", "--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(inspectorPort), "--persist-to", state, ...overrides], {
    env: OFFLINE_ENV,
    stdio: ["ignore", process.env.BENCH_SERVER_LOG ? "inherit" : "ignore", "inherit"],
    detached: true,
  });
}
// --relays starts with every socket on the room itself (a threshold no room of 5,000 reaches).
let server = startServer(RELAYS ? { CHAT_RELAY_ABOVE: "1000000" } : {});
// The bare room (--anchor): its own Worker and Durable Object under wrangler dev, same machine.
const anchorDir = path.resolve(".wrangler/bench-anchor");
let anchorServer: ReturnType<typeof spawn> | null = null;
let anchorBase = "";
if (ANCHOR) {
  rmSync(anchorDir, { recursive: true, force: true });
  mkdirSync(anchorDir, { recursive: true });
  writeFileSync(
    path.join(anchorDir, "worker.ts"),
    `import { Server, routePartykitRequest } from "partyserver";
// A bare room: each message stored in the room's SQLite, then sent on to every socket.
export class Bare extends Server {
  static options = { hibernate: true };
  onStart() { this.ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS messages (id INTEGER PRIMARY KEY, body TEXT)"); }
  onMessage(_connection, message) {
    const body = JSON.parse(String(message)).message;
    this.ctx.storage.sql.exec("INSERT INTO messages (body) VALUES (?)", JSON.stringify(body));
    this.broadcast(JSON.stringify({ type: "new_message", message: body }));
  }
}
export default { async fetch(request, env) { return (await routePartykitRequest(request, env)) ?? new Response("Not found", { status: 404 }); } };
`,
  );
  // Deployed as the template is (its wrangler.json): with its page as static assets (a single-page
  // app) and observability on, so its upgrades pass the same asset routing as Terrace's.
  mkdirSync(path.join(anchorDir, "public"), { recursive: true });
  writeFileSync(path.join(anchorDir, "public", "index.html"), "<!doctype html><title>Bare room</title><div id=root></div>\n");
  writeFileSync(
    path.join(anchorDir, "wrangler.jsonc"),
    JSON.stringify({
      name: "bench-anchor",
      main: "worker.ts",
      compatibility_date: "2026-10-01",
      durable_objects: { bindings: [{ name: "Bare", class_name: "Bare" }] },
      migrations: [{ tag: "v1", new_sqlite_classes: ["Bare"] }],
      ...(ANCHOR_ASSETS ? { assets: { directory: "./public", binding: "ASSETS", not_found_handling: "single-page-application" }, observability: { enabled: true } } : {}),
    }),
  );
  const anchorPort = await freePort(true);
  anchorBase = `http://127.0.0.1:${anchorPort}`;
  // Its own inspector port: two wrangler dev on one machine would both take the default.
  const anchorArgs = ["--ip", "127.0.0.1", "--port", String(anchorPort), "--inspector-port", String(await freePort(true)), "--persist-to", path.join(anchorDir, "state")];
  anchorServer = spawn(process.execPath, [WRANGLER_JS, "dev", "--config", path.join(anchorDir, "wrangler.jsonc"), ...anchorArgs], {
    env: OFFLINE_ENV,
    stdio: ["ignore", "ignore", openSync(path.join(anchorDir, "stderr.log"), "w")],
    detached: true,
  });
}

/** What the bench needs of a socket, whichever client opened it. */
type BenchSocket = { send(text: string): void; close(): void; extensions: string };
const open: BenchSocket[] = [];
function stop(code: number) {
  clearTimeout(killer);
  for (const ws of open) ws.close();
  for (const child of [server, anchorServer]) if (child) stopServer(child);
  process.exit(code);
}

/**
 * Where the CPU goes (Linux /proc): CPU seconds used by this bench's own process (the clients)
 * and by each process under `wrangler dev` (workerd runs the Worker and the rooms), between two
 * snapshots. Tells a slow room from a slow client: all of them share the machine's cores.
 */
type CpuSnap = Map<number, { name: string; ticks: number; root: number }>;
function cpuSnap(): CpuSnap {
  const snap: CpuSnap = new Map();
  const procs = processTable();
  const roots = new Set([process.pid, server.pid!, ...(anchorServer ? [anchorServer.pid!] : [])]);
  for (const [pid, p] of procs) {
    const root = rootOf(procs, pid, roots);
    if (root !== undefined) snap.set(pid, { name: pid === process.pid ? "bench clients (node)" : p.name, ticks: p.ticks, root });
  }
  return snap;
}
function cpuReport(label: string, before: CpuSnap, wallMs: number) {
  const after = cpuSnap();
  const byName = new Map<string, number>();
  for (const [pid, a] of after) byName.set(`${a.name} ${pid}`, (a.ticks - (before.get(pid)?.ticks ?? 0)) * 10);
  const parts = [...byName].filter(([, cpuMs]) => cpuMs > 0).sort((a, b) => b[1] - a[1]);
  console.log(`  CPU during ${label} (${(wallMs / 1000).toFixed(1)} s wall): ${parts.map(([n, cpuMs]) => `${n} ${(cpuMs / 1000).toFixed(1)} s`).join(", ")}`);
}

/** CPU milliseconds used since `before` by the server of the current target (every process under its `wrangler dev`), in all and by process name. */
function serverCpu(before: CpuSnap): { ms: number; parts: string } {
  const root = target === TERRACE ? server.pid : anchorServer?.pid;
  const byName = new Map<string, number>();
  for (const [pid, a] of cpuSnap()) if (a.root === root) byName.set(a.name, (byName.get(a.name) ?? 0) + (a.ticks - (before.get(pid)?.ticks ?? a.ticks)) * 10);
  const parts = [...byName].filter(([, used]) => used > 0).map(([name, used]) => `${name} ${(used / 1000).toFixed(1)}`).join(" + ");
  return { ms: [...byName.values()].reduce((sum, used) => sum + used, 0), parts };
}
/**
 * The target's server's CPU during the last fillOnce, in all and by process (wrangler's node,
 * workerd): on a busy machine a steadier measure of a room's work than its wall time.
 */
let lastFillServerCpu = { ms: 0, parts: "" };

/**
 * Waits (up to 30 s) until the servers under `wrangler dev` use under a tenth of a core: the
 * previous phase's closes are tidied up (registry rows, presence) before the next fill is timed,
 * so neither room is measured while the other one is still busy.
 */
async function settle() {
  for (let i = 0; i < 60; i++) {
    const before = cpuSnap();
    await new Promise((r) => setTimeout(r, 500));
    const after = cpuSnap();
    let ms = 0;
    for (const [pid, a] of after) if (pid !== process.pid) ms += (a.ticks - (before.get(pid)?.ticks ?? a.ticks)) * 10;
    if (ms < 50) return;
  }
}

/** A received message as bytes (lean) or text (native): its start and whether it holds a marker. */
type Received = { startsWith(prefix: string): boolean; includes(marker: string): boolean };
type Client = { ws: BenchSocket; onMessage: (data: Received) => void };
const SNAPSHOT = '{"type":"room_snapshot"';
const ERROR = '{"type":"error"';

/**
 * The lean client: one upgrade over node:http with no extension offered, then RFC 6455 frames
 * parsed by hand (server frames are unmasked; ours are masked as the RFC requires). Messages
 * stay Buffers: the bench only asks how one starts and whether it carries the round's marker.
 */
function leanSocket(url: string, onMessage: (data: Buffer) => void, onClose: (code: number) => void): Promise<BenchSocket> {
  return new Promise((resolve, reject) => {
    const req = request(url.replace(/^ws:/, "http:"), {
      headers: { Connection: "Upgrade", Upgrade: "websocket", "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": randomBytes(16).toString("base64") },
    });
    req.on("response", (res) => {
      res.resume();
      reject(new Error(`upgrade refused: ${res.statusCode}`));
    });
    req.on("error", reject);
    req.on("upgrade", (res, socket: Socket, head: Buffer) => {
      socket.setNoDelay(true);
      let buffered = head.length ? head : Buffer.alloc(0);
      let fragments: Buffer[] = [];
      let closed = false;
      // Our frames are small (a bench message, a close, a pong): up to 65,535 bytes.
      const frame = (opcode: number, payload: Buffer) => {
        const mask = randomBytes(4);
        const len = payload.length;
        const header = len < 126 ? Buffer.from([0x80 | opcode, 0x80 | len]) : Buffer.from([0x80 | opcode, 0x80 | 126, len >> 8, len & 0xff]);
        const body = Buffer.allocUnsafe(len);
        for (let i = 0; i < len; i++) body[i] = payload[i]! ^ mask[i & 3]!;
        if (!socket.destroyed) socket.write(Buffer.concat([header, mask, body]));
      };
      const finish = (code: number) => {
        if (closed) return;
        closed = true;
        socket.destroy();
        onClose(code);
      };
      const onData = (chunk: Buffer) => {
        buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
        for (;;) {
          if (buffered.length < 2) return;
          const opcode = buffered[0]! & 0x0f;
          const fin = (buffered[0]! & 0x80) !== 0;
          let len = buffered[1]! & 0x7f;
          let at = 2;
          if (len === 126) {
            if (buffered.length < 4) return;
            len = buffered.readUInt16BE(2);
            at = 4;
          } else if (len === 127) {
            if (buffered.length < 10) return;
            len = Number(buffered.readBigUInt64BE(2));
            at = 10;
          }
          if (buffered.length < at + len) return;
          const payload = buffered.subarray(at, at + len);
          buffered = buffered.subarray(at + len);
          if (opcode === 0x8) {
            frame(0x8, payload.subarray(0, 2));
            return finish(payload.length >= 2 ? payload.readUInt16BE(0) : 1005);
          }
          if (opcode === 0x9) frame(0xa, payload);
          else if (opcode === 0x1 || opcode === 0x2 || opcode === 0x0) {
            if (fin && fragments.length === 0) onMessage(payload);
            else {
              fragments.push(Buffer.from(payload));
              if (fin) {
                onMessage(Buffer.concat(fragments));
                fragments = [];
              }
            }
          }
        }
      };
      socket.on("data", onData);
      // Bytes that came with the 101 are read once the caller has its socket.
      if (buffered.length) setImmediate(() => onData(Buffer.alloc(0)));
      socket.on("close", () => finish(1006));
      socket.on("error", () => finish(1006));
      resolve({
        send: (text) => frame(0x1, Buffer.from(text)),
        close: () => {
          if (closed) return;
          frame(0x8, Buffer.from([0x03, 0xe8]));
          socket.end();
        },
        extensions: String(res.headers["sec-websocket-extensions"] ?? ""),
      });
    });
    req.end();
  });
}

/** Bytes and messages the clients received, by message type (lean clients only: they see the raw frames). */
const traffic = new Map<string, { messages: number; bytes: number }>();
function count(buf: Buffer) {
  const end = buf.indexOf(34, 9); // the closing quote of {"type":"...
  const type = end > 9 ? buf.toString("latin1", 9, end) : "?";
  const t = traffic.get(type) ?? { messages: 0, bytes: 0 };
  t.messages++;
  t.bytes += buf.length;
  traffic.set(type, t);
}
function trafficReport(label: string) {
  const parts = [...traffic].sort((a, b) => b[1].bytes - a[1].bytes).map(([type, t]) => `${type} ${t.messages.toLocaleString("en-GB")} messages ${(t.bytes / 1e6).toFixed(1)} MB`);
  if (parts.length) console.log(`  Received during ${label}: ${parts.join(", ")}`);
  traffic.clear();
}

/** Where the sockets go: Terrace's room (ready at its snapshot) or the bare room (ready once open). */
type Target = { name: string; url(room: string, i: number): string; readyOnOpen: boolean };
const TERRACE: Target = { name: "Terrace", url: (room, i) => `ws://127.0.0.1:${socketPort}/parties/chat/${room}?ticket=${encodeURIComponent(tickets[i]!)}`, readyOnOpen: false };
const BARE: Target = { name: "bare room", url: (room) => `ws://127.0.0.1:${anchorSocketPort}/parties/bare/${room}`, readyOnOpen: true };
let target = TERRACE;

/** Opens a socket with ticket `i`; resolves once the room's snapshot arrives (Terrace) or once open (the bare room). */
function connect(room: string, i: number, onMessage: (data: Received) => void = () => {}): Promise<Client> {
  const url = target.url(room, i);
  const readyOnOpen = target.readyOnOpen;
  return new Promise((resolve, reject) => {
    let client: Client | null = null;
    let ready = false;
    const receive = (data: Received) => {
      if (!ready) {
        if (data.startsWith(SNAPSHOT)) {
          ready = true;
          resolve(client!);
        } else if (data.startsWith(ERROR)) reject(new Error(`socket ${i}: refused`));
        return;
      }
      client!.onMessage(data);
    };
    const closed = (code: number) => !ready && reject(new Error(`socket ${i} closed ${code}`));
    if (!NATIVE) {
      // Sockets are opened before their first message can arrive (the snapshot comes after the room's D1 batch).
      leanSocket(url, (buf) => (count(buf), receive({ startsWith: (p) => buf.length >= p.length && buf.toString("latin1", 0, p.length) === p, includes: (m) => buf.includes(m) })), closed).then(
        (ws) => {
          client = { ws, onMessage };
          open.push(ws);
          if (readyOnOpen) {
            ready = true;
            resolve(client);
          }
        },
        reject,
      );
      return;
    }
    const ws = new WebSocket(url);
    client = { ws: { send: (t) => ws.send(t), close: () => ws.close(), get extensions() { return ws.extensions; } }, onMessage };
    ws.addEventListener("message", (e) => {
      const data = String(e.data);
      receive(data);
    });
    if (readyOnOpen)
      ws.addEventListener("open", () => {
        ready = true;
        resolve(client!);
      });
    ws.addEventListener("error", () => reject(new Error(`socket ${i} failed`)));
    ws.addEventListener("close", (e) => closed(e.code));
    open.push(client.ws);
  });
}

/** Presence bytes received so far (the snapshots' participant lists included): lean clients only. */
const PRESENCE_TYPES = ["room_snapshot", "user_joined_room", "user_left_room", "presence_batch"];
const presenceBytes = () => PRESENCE_TYPES.reduce((sum, type) => sum + (traffic.get(type)?.bytes ?? 0), 0);
const presenceAt = new Map<number, number>();

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
        if (n % 250 === 0) {
          const presence = presenceBytes();
          presenceAt.set(n, presence);
          console.log(`  ${n} sockets after ${((performance.now() - started) / 1000).toFixed(1)} s; presence received so far ${(presence / 1e6).toFixed(2)} MB`);
        }
      }
    }),
  );
  return clients;
}

/** `rounds` messages from the sender; for each, the time from send to the last client's receipt (and to the first, in `firsts`). */
async function fanout(room: string, clients: Client[], senderTicket: number, rounds: number, firsts: number[] = [], receipts?: number[]): Promise<number[]> {
  let pending = 0;
  let done: (() => void) | null = null;
  let marker = "";
  let t0 = 0;
  for (const c of clients)
    c.onMessage = (data) => {
      if (!data.startsWith('{"type":"new_message"') || !data.includes(marker)) return;
      const at = performance.now() - t0;
      if (pending === clients.length) firsts.push(at);
      receipts?.push(at);
      if (--pending === 0) done?.();
    };
  const sender = await connect(room, senderTicket);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    marker = `bench-${r}-${Math.random().toString(36).slice(2)}`;
    pending = clients.length;
    const received = new Promise<void>((resolve) => (done = resolve));
    t0 = performance.now();
    sender.ws.send(JSON.stringify({ type: "send_message", roomId: room, message: { type: "text", content: marker } }));
    await received;
    times.push(performance.now() - t0);
    await new Promise((res) => setTimeout(res, 20));
  }
  sender.ws.close();
  return times;
}

const summary = (xs: number[]) => ({ p50: pct(xs, 50), p95: pct(xs, 95), p99: pct(xs, 99) });

/** One more timed fill of `room` by the current target, its sockets closed after (alternated fills: --fills). */
async function fillOnce(room: string): Promise<number> {
  await settle();
  const t = performance.now();
  const cpu = cpuSnap();
  const clients = await fill(room, 2, 2 + CLIENTS);
  const ms = performance.now() - t;
  lastFillServerCpu = serverCpu(cpu);
  for (const c of clients) c.ws.close();
  await new Promise((r) => setTimeout(r, 2000));
  traffic.clear();
  return ms;
}

/**
 * --profile: a CPU profile of the Worker's isolate (the Worker and its rooms run in it) over
 * wrangler's inspector (Chrome DevTools protocol, Profiler domain only: no debugger), during one
 * fill of Terrace's room; written to .wrangler/bench-fill.cpuprofile (open it in DevTools) and
 * summed up here by function, self time and time under each of the room's own steps.
 */
async function profileFill(room: string) {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as { webSocketDebuggerUrl: string; title: string }[];
  console.log(`Inspector targets: ${targets.map((t) => t.title).join(", ")}`);
  // wrangler's inspector proxy wants an Origin it trusts (Node's WebSocket sends none by itself).
  const ws = new WebSocket(targets[0]!.webSocketDebuggerUrl, { headers: { Origin: "http://127.0.0.1" } } as never);
  await new Promise((resolve, reject) => (ws.addEventListener("open", resolve), ws.addEventListener("error", reject)));
  const waiting = new Map<number, (m: { result?: any; error?: unknown }) => void>();
  ws.addEventListener("message", (e) => {
    const m = JSON.parse(String(e.data)) as { id?: number; result?: unknown; error?: unknown };
    if (m.id !== undefined) waiting.get(m.id)?.(m), waiting.delete(m.id);
  });
  let nextId = 0;
  const call = (method: string, params: object = {}) =>
    new Promise<{ result?: any; error?: unknown }>((resolve) => {
      const id = ++nextId;
      waiting.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  await call("Profiler.enable");
  await call("Profiler.setSamplingInterval", { interval: 200 });
  await settle();
  const started = await call("Profiler.start");
  if (started.error) throw new Error(`Profiler.start: ${JSON.stringify(started.error)}`);
  const t = performance.now();
  const cpu = cpuSnap();
  const clients = await fill(room, 2, 2 + CLIENTS);
  const wall = performance.now() - t;
  await new Promise((r) => setTimeout(r, 300));
  const { result, error } = await call("Profiler.stop");
  cpuReport("the profiled fill", cpu, wall);
  for (const c of clients) c.ws.close();
  ws.close();
  if (error || !result) throw new Error(`Profiler.stop: ${JSON.stringify(error)}`);
  type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
  const profile = result.profile as { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };
  writeFileSync(".wrangler/bench-fill.cpuprofile", JSON.stringify(profile));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const label = (n: Node) => `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").slice(-2).join("/")}:${n.callFrame.lineNumber + 1}`;
  const selfBy = new Map<string, number>();
  const totalBy = new Map<string, number>();
  let total = 0;
  for (const [id, us] of self) {
    total += us;
    selfBy.set(label(byId.get(id)!), (selfBy.get(label(byId.get(id)!)) ?? 0) + us);
    // Time under each function on the stack, counted once per stack.
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const l = label(byId.get(cur)!);
      if (seen.has(l)) continue;
      seen.add(l);
      totalBy.set(l, (totalBy.get(l) ?? 0) + us);
    }
  }
  const idle = [...selfBy].filter(([l]) => l.startsWith("(idle)")).reduce((s, [, us]) => s + us, 0);
  console.log(`Profiled fill: ${(wall / 1000).toFixed(2)} s wall, isolate busy ${((total - idle) / 1e6).toFixed(2)} s (idle ${(idle / 1e6).toFixed(2)} s)`);
  const top = (m: Map<string, number>, n: number) => [...m].filter(([l]) => !l.startsWith("(idle)") && !l.startsWith("(root)")).sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log("Self time, top 30:");
  for (const [l, us] of top(selfBy, 30)) console.log(`  ${(us / 1000).toFixed(0).padStart(6)} ms  ${l}`);
  console.log("Total time (self and callees), top 40:");
  for (const [l, us] of top(totalBy, 40)) console.log(`  ${(us / 1000).toFixed(0).padStart(6)} ms  ${l}`);
}

const median = (xs: number[]) => pct(xs, 50);
let alternated: { terrace: number; bare: number; ratio: number } | null = null;

/** The bench's phases against the current target: fill, 1,000-client messages, then 200. */
async function phases(bigRoom: string, smallRoom: string) {
  await settle();
  console.log(`\n${target.name}: filling ${bigRoom} with ${CLIENTS.toLocaleString("en-GB")} sockets (50 upgrades in flight)...`);
  let t = performance.now();
  let cpu = cpuSnap();
  traffic.clear();
  const rememberPresence = target === TERRACE;
  const before = new Map(presenceAt);
  const big = await fill(bigRoom, 2, 2 + CLIENTS);
  if (!rememberPresence) {
    presenceAt.clear();
    for (const [n, b] of before) presenceAt.set(n, b);
  }
  const fillMs = performance.now() - t;
  console.log(`  filled in ${(fillMs / 1000).toFixed(2)} s (target <= 10 s)`);
  cpuReport("the fill", cpu, fillMs);
  await new Promise((r) => setTimeout(r, 2000)); // the last presence deltas drain
  trafficReport("the fill and its last presence batch");

  cpu = cpuSnap();
  t = performance.now();
  const bigFirsts: number[] = [];
  const bigTimes = await fanout(bigRoom, big, 0, ROUNDS, bigFirsts);
  cpuReport("the 1,000-client messages", cpu, performance.now() - t);
  trafficReport("the 1,000-client messages");
  console.log(`One message to ${CLIENTS.toLocaleString("en-GB")} clients, ${ROUNDS} messages, send to last receipt:`);
  console.log(`  p50 ${ms(pct(bigTimes, 50))}, p95 ${ms(pct(bigTimes, 95))} (target < 150 ms), max ${ms(Math.max(...bigTimes))}; first receipt p50 ${ms(pct(bigFirsts, 50))}`);
  for (const c of big) c.ws.close();
  await new Promise((r) => setTimeout(r, 5000)); // the closes are tidied up (registry rows) before the next room fills

  t = performance.now();
  await settle();
  const small = await fill(smallRoom, 2 + CLIENTS, 2 + CLIENTS + SMALL);
  console.log(`\n${SMALL} sockets in ${smallRoom} in ${((performance.now() - t) / 1000).toFixed(2)} s`);
  await new Promise((r) => setTimeout(r, 1000));
  cpu = cpuSnap();
  t = performance.now();
  const smallFirsts: number[] = [];
  const smallTimes = await fanout(smallRoom, small, 1, ROUNDS * 2, smallFirsts);
  cpuReport("the 200-client messages", cpu, performance.now() - t);
  console.log(`One message to ${SMALL} clients, ${ROUNDS * 2} messages, send to last receipt:`);
  console.log(`  p50 ${ms(pct(smallTimes, 50))}, p99 ${ms(pct(smallTimes, 99))} (target < 100 ms), max ${ms(Math.max(...smallTimes))}; first receipt p50 ${ms(pct(smallFirsts, 50))}`);
  for (const c of small) c.ws.close();
  await new Promise((r) => setTimeout(r, 2000));
  return { fillMs, big: summary(bigTimes), small: summary(smallTimes) };
}

/** Waits until Terrace's Worker answers; with DIRECT, the sockets then go to the Worker's own port. */
async function serverUp() {
  for (let i = 0; ; i++) {
    if (i > 240) throw new Error("wrangler dev did not start");
    if (await fetch(`${base}/api/chat/rooms`).then((r) => r.status === 401, () => false)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  socketPort = (DIRECT && (await workerPortBehindProxy(server.pid!, port, { path: "/api/chat/rooms", status: 401 }))) || port;
  if (DIRECT) console.log(`Sockets to Terrace's Worker on port ${socketPort}${socketPort === port ? " (through wrangler's proxy: its own port was not found)" : ", past wrangler's proxy"}.`);
}

/** Waits until the bare room's Worker answers; with DIRECT, its sockets then go to its own port. */
async function anchorUp() {
  for (let i = 0; ; i++) {
    if (i > 240) throw new Error("the bare room's wrangler dev did not start");
    // A path that is no asset and no room: the Worker's own 404 (the page itself is an asset).
    if (await fetch(`${anchorBase}/nothing`).then((r) => r.status === 404, () => false)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const proxyPort = Number(new URL(anchorBase).port);
  anchorSocketPort = (DIRECT && (await workerPortBehindProxy(anchorServer!.pid!, proxyPort, { path: "/nothing", status: 404 }))) || proxyPort;
}

/** Stops Terrace's Worker and starts it again with `vars`, on a new port, the same database. */
async function restartServer(vars: Record<string, string>) {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  stopServer(server);
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  port = await freePort(true);
  base = `http://127.0.0.1:${port}`;
  server = startServer(vars);
  await serverUp();
}

/**
 * --relays: one room of CLIENTS sockets and the sender, one message to all of them (ROUNDS times):
 * its fill, every socket's delivery time and the time to the last socket, and the server's CPU.
 */
async function bigRoomPhase(label: string, room: string) {
  await settle();
  console.log(`\n${label}: filling ${room} with ${CLIENTS.toLocaleString("en-GB")} sockets (50 upgrades in flight)...`);
  let t = performance.now();
  let cpu = cpuSnap();
  const clients = await fill(room, 2, 2 + CLIENTS);
  const fillMs = performance.now() - t;
  console.log(`  filled in ${(fillMs / 1000).toFixed(2)} s`);
  cpuReport("the fill", cpu, fillMs);
  await new Promise((r) => setTimeout(r, 3000)); // the last presence batches drain
  traffic.clear();
  await settle();
  cpu = cpuSnap();
  t = performance.now();
  const receipts: number[] = [];
  const firsts: number[] = [];
  const lasts = await fanout(room, clients, 0, ROUNDS, firsts, receipts);
  cpuReport(`the ${ROUNDS} messages`, cpu, performance.now() - t);
  trafficReport(`the ${ROUNDS} messages`);
  const row = { fillMs, delivery: summary(receipts), last: { ...summary(lasts), max: Math.max(...lasts) }, first: pct(firsts, 50), load: loadavg()[0]! };
  console.log(`  one message to ${CLIENTS.toLocaleString("en-GB")} clients, ${ROUNDS} messages (${receipts.length.toLocaleString("en-GB")} receipts):`);
  console.log(`    delivery p50 ${ms(row.delivery.p50)}, p95 ${ms(row.delivery.p95)}, p99 ${ms(row.delivery.p99)}; to the last socket p50 ${ms(row.last.p50)}, p95 ${ms(row.last.p95)}, max ${ms(row.last.max)}; first receipt p50 ${ms(row.first)} (load average ${row.load.toFixed(2)})`);
  for (const c of clients) c.ws.close();
  await new Promise((r) => setTimeout(r, 8000)); // the closes are tidied up (registry rows, presence)
  return row;
}

try {
  await serverUp();
  const demo = DEMO_ACCOUNTS.find((a) => a.role === "user") ?? DEMO_ACCOUNTS[0]!;
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: demo.email, password: demo.password }) });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const { rooms } = (await (await fetch(`${base}/api/chat/rooms`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { rooms: { id: string; kind: string }[] };
  const matchRooms = rooms.filter((r) => r.kind === "match").map((r) => r.id);
  if (matchRooms.length < 2) throw new Error("no live match rooms: the local timeline has no live gameweek");
  const [bigRoom, smallRoom] = matchRooms as [string, string];
  // Wake both rooms once (a Durable Object's first start is not what is measured).
  for (const [room, ticket] of [[bigRoom, total - 2], [smallRoom, total - 1]] as const) {
    const { ws } = await connect(room, ticket);
    if (room === bigRoom) console.log(`Clients: ${NATIVE ? "native (Node's WebSocket)" : "lean"}; negotiated extensions: ${ws.extensions || "none"}`);
    ws.close();
  }

  if (PROFILE) {
    await profileFill(bigRoom);
    stop(0);
  }
  if (RELAYS) {
    const loads = [loadavg()[0]!];
    const alone = await bigRoomPhase("Terrace, every socket on the room", bigRoom);
    console.log("\nRestarting the Worker with the default threshold (relays past 1,000 sockets)...");
    await restartServer({});
    // A room not filled yet (the other live match room): its first start is not what is measured.
    const { ws } = await connect(smallRoom, total - 1);
    ws.close();
    const relayed = await bigRoomPhase("Terrace, 1,000 on the room and relays of 1,000", smallRoom);
    const rows: [string, typeof alone][] = [["room alone", alone], ["room + relays", relayed]];
    if (ANCHOR) {
      await anchorUp();
      target = BARE;
      rows.push(["bare room", await bigRoomPhase("The bare room", "big")]);
      target = TERRACE;
    }
    loads.push(loadavg()[0]!);
    console.log(`\nOne message to ${(CLIENTS + 1).toLocaleString("en-GB")} sockets in one room (${CLIENTS.toLocaleString("en-GB")} receivers), ${ROUNDS} messages; same run, load average ${loads.map((l) => l.toFixed(2)).join(" -> ")}:`);
    console.log(`  ${"".padEnd(14)} ${"fill".padStart(9)} ${"p50".padStart(9)} ${"p95".padStart(9)} ${"p99".padStart(9)} ${"last p50".padStart(9)} ${"last p95".padStart(9)} ${"last max".padStart(9)}`);
    for (const [label, r] of rows)
      console.log(`  ${label.padEnd(14)} ${`${(r.fillMs / 1000).toFixed(1)} s`.padStart(9)} ${[r.delivery.p50, r.delivery.p95, r.delivery.p99, r.last.p50, r.last.p95, r.last.max].map((x) => `${x.toFixed(0)} ms`.padStart(9)).join(" ")}`);
    stop(0);
  }
  if (ANCHOR) {
    await anchorUp();
    // The fills alternated (Terrace, bare, Terrace, bare...): a burst of the machine's other work lands on both.
    const pairs: [number, number][] = [];
    const cpuPairs: [number, number][] = [];
    const quiet = console.log;
    for (let i = 0; i < FILLS; i++) {
      console.log = () => {};
      target = TERRACE;
      const a = await fillOnce(bigRoom);
      const { ms: aCpu, parts: aParts } = lastFillServerCpu;
      target = BARE;
      const b = await fillOnce(`fill-${i}`);
      const { ms: bCpu, parts: bParts } = lastFillServerCpu;
      console.log = quiet;
      pairs.push([a, b]);
      cpuPairs.push([aCpu, bCpu]);
      console.log(
        `Alternated fill ${i + 1} of ${FILLS}: Terrace ${(a / 1000).toFixed(2)} s, bare room ${(b / 1000).toFixed(2)} s (${(a / b).toFixed(2)}x; CPU of each server ${(aCpu / 1000).toFixed(1)} s (${aParts}) and ${(bCpu / 1000).toFixed(1)} s (${bParts}); load average ${loadavg()[0]!.toFixed(2)})`,
      );
    }
    const cpuMedian = (k: 0 | 1) => median(cpuPairs.map((p) => p[k])) / 1000;
    console.log(`Each server's CPU per fill, medians: Terrace ${cpuMedian(0).toFixed(1)} s, bare room ${cpuMedian(1).toFixed(1)} s (${(cpuMedian(0) / cpuMedian(1)).toFixed(2)}x)`);
    presenceAt.clear();
    alternated = { terrace: median(pairs.map((p) => p[0])), bare: median(pairs.map((p) => p[1])), ratio: median(pairs.map((p) => p[0] / p[1])) };
    target = TERRACE;
  }
  if (FILL_ONLY && alternated) {
    console.log(`Fills alternated ${FILLS} times: medians Terrace ${(alternated.terrace / 1000).toFixed(2)} s, bare room ${(alternated.bare / 1000).toFixed(2)} s; median ratio ${alternated.ratio.toFixed(2)}x (load average ${loadavg().map((l) => l.toFixed(2)).join(" ")})`);
    stop(0);
  }
  const terrace = await phases(bigRoom, smallRoom);
  if (ANCHOR) {
    target = BARE;
    console.log("\nThe same phases against the bare room (--anchor):");
    const bare = await phases("big", "small");
    const row = (label: string, a: number, b: number, unit = "ms") =>
      console.log(`  ${label.padEnd(34)} ${`${a.toFixed(1)} ${unit}`.padStart(12)} ${`${b.toFixed(1)} ${unit}`.padStart(12)} ${`${(a / b).toFixed(2)}x`.padStart(8)}`);
    console.log(`\nSide by side (same run; load average ${loadavg().map((l) => l.toFixed(2)).join(" ")}):`);
    console.log(`  ${"".padEnd(34)} ${"Terrace".padStart(12)} ${"bare room".padStart(12)} ${"ratio".padStart(8)}`);
    row(`fill to ${CLIENTS}`, terrace.fillMs / 1000, bare.fillMs / 1000, "s");
    if (alternated) row(`fill, median of ${FILLS} alternated`, alternated.terrace / 1000, alternated.bare / 1000, "s");
    if (alternated) console.log(`  ${"fill, median of the pairs' ratios".padEnd(34)} ${"".padStart(25)} ${`${alternated.ratio.toFixed(2)}x`.padStart(8)}`);
    for (const [k, label] of [["p50", "p50"], ["p95", "p95"], ["p99", "p99"]] as const) row(`one message to ${CLIENTS}, ${label}`, terrace.big[k], bare.big[k]);
    for (const [k, label] of [["p50", "p50"], ["p95", "p95"], ["p99", "p99"]] as const) row(`one message to ${SMALL}, ${label}`, terrace.small[k], bare.small[k]);
    console.log(`  presence bytes while Terrace's room filled: ${[...presenceAt].map(([n, b]) => `${n} sockets ${(b / 1e6).toFixed(2)} MB (${(b / n / 1000).toFixed(1)} KB a socket)`).join(", ")}`);
  }
  stop(0);
} catch (err) {
  console.error(err);
  stop(1);
}
