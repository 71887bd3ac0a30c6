// Bindings that record what the code asks of them, for the tests that count queries and calls
// (issue 47: no query per item where one query serves the list). The bindings are the test pool's
// real ones (real D1, real rooms); each call goes through, and its SQL or method is written down.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../server";

/** A D1 binding that records the SQL of every statement it prepares (a batch's statements included). */
function recordingD1(d1: D1Database, statements: string[]): D1Database {
  return new Proxy(d1, {
    get(target, key) {
      if (key === "prepare") return (sql: string) => (statements.push(sql), target.prepare(sql));
      // Each request's statements run in a session (api/http/d1-sessions.ts): record those too.
      if (key === "withSession")
        return (constraint?: string) => {
          const session = target.withSession(constraint);
          return new Proxy(session, {
            get(s, k) {
              if (k === "prepare") return (sql: string) => (statements.push(sql), s.prepare(sql));
              const v = Reflect.get(s, k);
              return typeof v === "function" ? v.bind(s) : v;
            },
          });
        };
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** A room call as recorded: the room's name and the RPC method (partyserver's `setName` included). */
export type RoomCall = { room: string; method: string };

/** A Durable Object namespace whose stubs record each method called on them, with the room's name. */
function recordingRooms(namespace: DurableObjectNamespace, calls: RoomCall[]): DurableObjectNamespace {
  const names = new Map<string, string>();
  return new Proxy(namespace, {
    get(target, key) {
      if (key === "idFromName")
        return (name: string) => {
          const id = target.idFromName(name);
          names.set(id.toString(), name);
          return id;
        };
      if (key === "get")
        return (id: DurableObjectId, options?: DurableObjectNamespaceGetDurableObjectOptions) => {
          const stub = target.get(id, options);
          const room = names.get(id.toString()) ?? id.toString();
          return new Proxy(stub, {
            get(s, method) {
              const value = Reflect.get(s, method);
              if (typeof value !== "function" || typeof method !== "string") return value;
              // Called on the stub itself (an RPC method's own `apply` would be sent as a call).
              return (...args: unknown[]) => (calls.push({ room, method }), (s as unknown as Record<string, (...a: unknown[]) => unknown>)[method]!(...args));
            },
          });
        };
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * The test pool's env with every D1 binding (DB, SHARD_n) recording its statements, by binding,
 * and the chat rooms' namespace recording each call; `fetch` sends a request through the Worker
 * with it (SELF would use the pool's own bindings).
 */
export function recordingEnv() {
  const statements: Record<string, string[]> = {};
  const roomCalls: RoomCall[] = [];
  const recorded: Record<string, unknown> = { ...env };
  for (const [name, value] of Object.entries(env)) {
    if (name === "DB" || /^SHARD_\d+$/.test(name)) recorded[name] = recordingD1(value as D1Database, (statements[name] = []));
  }
  recorded.CHAT = recordingRooms(env.CHAT as unknown as DurableObjectNamespace, roomCalls);
  const testEnv = recorded as unknown as typeof env;
  return {
    env: testEnv,
    statements,
    roomCalls,
    /** Every statement of the shards, together. */
    shardStatements: () => Object.entries(statements).flatMap(([name, list]) => (name === "DB" ? [] : list)),
    /** Forgets what was recorded so far (the setup's reads), to count one request's. */
    reset() {
      for (const list of Object.values(statements)) list.length = 0;
      roomCalls.length = 0;
    },
    async fetch(request: Request) {
      const ctx = createExecutionContext();
      const res = await worker.fetch(request, testEnv, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    },
  };
}
