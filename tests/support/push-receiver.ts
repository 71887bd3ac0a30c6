// A push service on 127.0.0.1 for the tests and the bench (issue 46): a real HTTP server that
// takes the Worker's pushes, checks each one's VAPID signature and decrypts its payload with the
// subscription's private key (push-decrypt.ts), so what is sent is proven readable; it answers
// each subscription as told (201 by default; 410 to prove removal, 429 to prove retry).
//
// Its own API (JSON): POST /keys {answers?: number[]} makes a browser's keys (key pair + auth)
// and gives {keyId, p256dh, auth, endpoint}; endpoints /push/<keyId>/<anything> share those
// keys (the bench's 100,000 subscriptions use one); PUT /keys/<keyId> {answers} sets what the
// next pushes are answered (one status each, then 201); GET /keys/<keyId>/received lists what
// arrived; GET /stats counts everything; POST /reset forgets it.
import { createServer, type IncomingMessage, type Server } from "node:http";
import { checkVapid, decryptPush, newUserAgentKeys, type UserAgentKeys } from "./push-decrypt.ts";

export type ReceivedPush = {
  path: string;
  status: number;
  /** The decrypted payload, parsed (null when it could not be read: see `error`). */
  payload: Record<string, unknown> | null;
  error: string | null;
  ttl: string | null;
  urgency: string | null;
  topic: string | null;
  contentEncoding: string | null;
  vapidSubject: string | null;
  at: number;
};

type Entry = { keys: UserAgentKeys; answers: number[]; received: ReceivedPush[] };

export type PushReceiver = { port: number; origin: string; server: Server; stats: () => typeof stats; close: () => Promise<void> };

let stats = { pushes: 0, decrypted: 0, failed: 0, firstAt: 0, lastAt: 0 };

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });

/**
 * Starts the receiver. `decryptEvery`: decrypt one push in so many (1: all; the bench decrypts a
 * sample, so that the receiver's CPU does not stand in for the Worker's on a shared machine).
 */
export async function startPushReceiver(options: { port?: number; decryptEvery?: number } = {}): Promise<PushReceiver> {
  const entries = new Map<string, Entry>();
  const decryptEvery = options.decryptEvery ?? 1;
  let origin = "";
  const server = createServer(async (req, res) => {
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(body === undefined ? "" : JSON.stringify(body));
    };
    try {
      const url = new URL(req.url ?? "/", origin);
      const body = await readBody(req);
      const parts = url.pathname.split("/").filter(Boolean);
      if (req.method === "POST" && url.pathname === "/keys") {
        const { answers = [] } = (body.length ? JSON.parse(body.toString()) : {}) as { answers?: number[] };
        const keys = await newUserAgentKeys();
        const keyId = crypto.randomUUID();
        entries.set(keyId, { keys, answers: [...answers], received: [] });
        return send(200, { keyId, p256dh: keys.p256dh, auth: keys.auth, endpoint: `${origin}/push/${keyId}/1` });
      }
      if (req.method === "PUT" && parts[0] === "keys" && parts[1]) {
        const entry = entries.get(parts[1]);
        if (!entry) return send(404);
        entry.answers = [...((JSON.parse(body.toString()) as { answers: number[] }).answers ?? [])];
        return send(204);
      }
      if (req.method === "GET" && parts[0] === "keys" && parts[2] === "received") return send(200, entries.get(parts[1] ?? "")?.received ?? []);
      if (req.method === "GET" && url.pathname === "/stats") return send(200, stats);
      if (req.method === "POST" && url.pathname === "/reset") {
        stats = { pushes: 0, decrypted: 0, failed: 0, firstAt: 0, lastAt: 0 };
        for (const entry of entries.values()) entry.received = [];
        return send(204);
      }
      if (req.method === "POST" && parts[0] === "push" && parts[1]) {
        const entry = entries.get(parts[1]);
        if (!entry) return send(404, { reason: "no such subscription" });
        const now = Date.now();
        stats.pushes++;
        stats.firstAt ||= now;
        stats.lastAt = now;
        const status = entry.answers.shift() ?? 201;
        const record: ReceivedPush = {
          path: url.pathname,
          status,
          payload: null,
          error: null,
          ttl: req.headers.ttl?.toString() ?? null,
          urgency: req.headers.urgency?.toString() ?? null,
          topic: req.headers.topic?.toString() ?? null,
          contentEncoding: req.headers["content-encoding"]?.toString() ?? null,
          vapidSubject: null,
          at: now,
        };
        if (stats.pushes % decryptEvery === 0 || decryptEvery === 1) {
          try {
            if (record.contentEncoding !== "aes128gcm") throw new Error(`Content-Encoding ${record.contentEncoding}, not aes128gcm`);
            record.vapidSubject = (await checkVapid(req.headers.authorization, origin)).sub;
            record.payload = JSON.parse(await decryptPush(new Uint8Array(body), entry.keys)) as Record<string, unknown>;
            stats.decrypted++;
          } catch (err) {
            record.error = String(err);
            stats.failed++;
          }
        }
        if (decryptEvery === 1) entry.received.push(record);
        res.writeHead(status, status === 429 ? { "Retry-After": "1" } : {});
        return res.end();
      }
      send(404);
    } catch (err) {
      send(500, { error: String(err) });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  origin = `http://127.0.0.1:${port}`;
  return { port, origin, server, stats: () => stats, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
