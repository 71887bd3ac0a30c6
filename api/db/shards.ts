// The game's shard databases (decision 035): SHARD_1..SHARD_n as bound in wrangler.jsonc, and the
// shard map that says which one holds a manager's rows. The map is even over the bound shards
// (domain/shards.ts evenShardMap); growing it by a split will store the map, not change this API.
import { drizzle } from "drizzle-orm/d1";
import { bucketOfTeamId, evenShardMap, shardOf, shardOfBucket, teamIdFor, type ShardMap } from "../../domain/shards";

export type ShardDb = ReturnType<typeof createShardDb>;
export type Shard = { number: number; d1: D1Database; db: ShardDb };
export type GameShards = { map: ShardMap; list: Shard[] };

export type ShardBindings = { [shard: `SHARD_${number}`]: D1Database | undefined };

/** Without the schema, as createDb (api/db/client.ts): no relational queries, no per-call walk of the relations. */
function createShardDb(d1: D1Database) {
  return drizzle(d1);
}

/** Every bound shard, in order (SHARD_1 first); at least one must be bound. */
export function gameShards(env: ShardBindings): GameShards {
  const list: Shard[] = [];
  for (let n = 1; env[`SHARD_${n}`]; n++) {
    const d1 = env[`SHARD_${n}`]!;
    list.push({ number: n, d1, db: createShardDb(d1) });
  }
  if (list.length === 0) throw new Error("No shard database is bound: wrangler.jsonc must bind SHARD_1 (decision 035).");
  return { map: evenShardMap(list.length), list };
}

/** The shard that holds a manager's game rows. */
export function shardOfUser(shards: GameShards, userId: string): Shard {
  return shards.list[shardOf(shards.map, userId) - 1]!;
}

/** Items grouped by the shard of their manager (a page's or a league's members read each shard once). */
export function groupByShard<T>(shards: GameShards, items: readonly T[], userIdOf: (item: T) => string): { shard: Shard; items: T[] }[] {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const n = shardOf(shards.map, userIdOf(item));
    const group = groups.get(n);
    if (group) group.push(item);
    else groups.set(n, [item]);
  }
  return [...groups].map(([n, grouped]) => ({ shard: shards.list[n - 1]!, items: grouped }));
}

/** A new team id for a manager's team: it names the manager's bucket (domain/shards.ts teamIdFor). */
export function newTeamId(userId: string): string {
  return teamIdFor(userId, crypto.randomUUID());
}

/** The shards that may hold the team with this id: its bucket's shard; every shard for an id that names no bucket. */
export function shardsOfTeamId(shards: GameShards, id: string): Shard[] {
  const bucket = bucketOfTeamId(id);
  return bucket === null ? shards.list : [shards.list[shardOfBucket(shards.map, bucket) - 1]!];
}

/** Teams by id, each read from its shard (one query per shard holding any): in no particular order. */
export async function readTeamsByIds<T>(shards: GameShards, ids: readonly string[], read: (shard: Shard, ids: string[]) => Promise<T[]>): Promise<T[]> {
  const byShard = new Map<Shard, string[]>();
  for (const id of new Set(ids))
    for (const shard of shardsOfTeamId(shards, id)) {
      const group = byShard.get(shard);
      if (group) group.push(id);
      else byShard.set(shard, [id]);
    }
  return (await Promise.all([...byShard].map(([shard, group]) => read(shard, group)))).flat();
}

/** The same read on every shard, side by side (a list across managers; the caller merges). */
export function readEveryShard<T>(shards: GameShards, read: (shard: Shard) => Promise<T>): Promise<T[]> {
  return Promise.all(shards.list.map(read));
}
