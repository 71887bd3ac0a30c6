import { applyD1Migrations, env, evictAllDurableObjects, evictDurableObject, listDurableObjectIds, reset, runInDurableObject } from "cloudflare:test";
import { afterAll, afterEach } from "vitest";
import worker from "../../server";
import { clubRoomId, FIXED_ROOMS, matchRoomIdOf } from "../../domain/chat-rooms";
import { gameShards } from "../../api/db/shards";
import { CHECKED, checkResponse } from "./contract";
import { forgetDataVersions } from "../../api/http/edge-cache";

// Runs before each file. The files of a Workers project share one worker (isolate: false in
// vitest.config.ts): one workerd and one evaluation of server.ts and the Remix build per run,
// instead of one per file. Each file still starts on fresh storage, as it did in a worker of
// its own (about 0.2 s a file, where a worker of its own cost over a second):
// 1. chat rooms that reset() leaves (rooms with their retention alarm pending, such as the
//    match rooms a gameweek job posted to) are emptied by name: fixed, club and match rooms;
// 2. the running Durable Objects are evicted (in-memory state) and reset() deletes all their
//    storage: D1 and R2 (Durable Objects in workerd) and the other rooms;
// 3. the migrations run on the empty databases (the main one and the game's shards).
const VIOLATIONS = holdAnswersToTheContract();
await emptyLeftoverRooms();
await evictAllDurableObjects({ webSockets: "close" });
await freshStorage();
// The edge cache outlives a file; the versions it knows must not (api/http/edge-cache.ts).
await forgetDataVersions();

/**
 * reset() and the migrations, checked: a file was once seen starting with the previous file's
 * users (reset() returned while that file's storage was still held). Once more if any row is
 * left, then a clear failure rather than a test reading another file's rows.
 */
async function freshStorage() {
  for (let attempt = 1; ; attempt++) {
    await reset();
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    for (const shard of gameShards(env).list) await applyD1Migrations(shard.d1, env.TEST_SHARD_MIGRATIONS);
    let left = (await env.DB.prepare("SELECT COUNT(*) AS n FROM users").first<{ n: number }>())?.n ?? 0;
    for (const shard of gameShards(env).list) left += (await shard.d1.prepare("SELECT COUNT(*) AS n FROM challenger_teams").first<{ n: number }>())?.n ?? 0;
    if (!left) return;
    if (attempt === 2) throw new Error(`setup.ts: the storage still holds ${left} users and teams of the previous file after reset()`);
    await evictAllDurableObjects({ webSockets: "close" });
  }
}

async function emptyLeftoverRooms() {
  const left = new Set((await listDurableObjectIds(env.CHAT)).map((id) => id.toString()));
  if (left.size === 0) return;
  // The previous file's database names its clubs and fixtures (nothing before the first migration).
  const ids = (sql: string) =>
    env.DB.prepare(sql)
      .all<{ id: number }>()
      .then((r) => r.results.map((row) => row.id), () => [] as number[]);
  const names = [...FIXED_ROOMS.map((r) => r.id), ...(await ids("SELECT id FROM clubs")).map(clubRoomId), ...(await ids("SELECT id FROM fixtures")).map(matchRoomIdOf)];
  for (const name of names) {
    const id = env.CHAT.idFromName(name);
    if (!left.has(id.toString())) continue;
    const stub = env.CHAT.get(id);
    await runInDurableObject(stub, async (_room, state) => {
      await state.storage.deleteAlarm();
      await state.storage.deleteAll();
    });
    await evictDurableObject(stub);
  }
}

/**
 * Every /api answer a test receives goes through checkResponse (tests/integration/contract.ts):
 * SELF.fetch reaches the Worker's own `fetch` in this isolate, which is wrapped once. A broken
 * contract fails the test that made the call (afterEach), whatever that test asserts. This file
 * runs again for every test file of the worker (isolate: false): the list of violations lives on
 * the wrapped Worker, shared, so that every file's afterEach reads the one the wrapper fills.
 */
function holdAnswersToTheContract(): string[] {
  const handler = worker as unknown as { fetch: (request: Request, env: unknown, ctx: unknown) => Promise<Response>; contractViolations?: string[] };
  if (handler.contractViolations) return handler.contractViolations;
  const violations: string[] = (handler.contractViolations = []);
  const fetch = handler.fetch;
  handler.fetch = async (request, env, ctx) => {
    const method = request.method;
    const url = new URL(request.url);
    const response = await fetch(request, env, ctx);
    await checkResponse(method, url, response).catch((err: unknown) => violations.push(err instanceof Error ? err.message : String(err)));
    return response;
  };
  return violations;
}

afterEach(() => {
  const broken = VIOLATIONS.splice(0);
  if (broken.length) throw new Error(`The API broke its documented contract:\n- ${broken.join("\n- ")}`);
});

afterAll(() => {
  console.log(`[contract] so far: ${CHECKED.responses} responses validated, ${CHECKED.operations.size} operations, ${CHECKED.statuses.size} operation statuses`);
});
