// Which database holds a manager's game data (decision 035): a stable hash of the user id picks
// one of BUCKETS virtual buckets, and the shard map gives each range of buckets its shard. The
// map grows by splitting a range: only the split-off buckets move, every other manager stays.
// Pure: the map itself is configuration (one range per shard binding), this is its arithmetic.
import { lastIndexAtOrBelow } from "./sorted.ts";

/** Virtual buckets: fixed for the life of the data (changing it would move almost everyone). */
export const BUCKETS = 4096;

/** One range of buckets [from, to) held by one shard (a shard number, 1-based like SHARD_1). */
export type ShardRange = { readonly from: number; readonly to: number; readonly shard: number };
/** Ranges in bucket order, covering 0..BUCKETS with no gap or overlap. */
export type ShardMap = readonly ShardRange[];

const encoder = new TextEncoder();

/**
 * 32-bit FNV-1a over the id's UTF-8 bytes, then murmur3's finaliser so that every bit depends on
 * every byte (ids that differ only at the end, "sample-user-0001" and "...0002", spread out).
 * Never change it: every manager's shard follows from it.
 */
export function hashId(id: string): number {
  let h = 0x811c9dc5;
  for (const byte of encoder.encode(id)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The id's virtual bucket, 0..BUCKETS-1 (the hash's top bits: BUCKETS is a power of two). */
export function bucketOf(userId: string): number {
  return hashId(userId) >>> (32 - Math.log2(BUCKETS));
}

/** `shards` shards holding equal ranges of buckets (the first map of a deployment). */
export function evenShardMap(shards: number): ShardMap {
  if (!Number.isInteger(shards) || shards < 1 || shards > BUCKETS) throw new RangeError(`A shard map has 1 to ${BUCKETS} shards, not ${shards}`);
  return Array.from({ length: shards }, (_, i) => ({ from: Math.floor((i * BUCKETS) / shards), to: Math.floor(((i + 1) * BUCKETS) / shards), shard: i + 1 }));
}

/** Throws unless the ranges cover 0..BUCKETS in order, each non-empty, with no gap or overlap. */
export function checkShardMap(map: ShardMap): ShardMap {
  let next = 0;
  for (const r of map) {
    if (r.from !== next || r.to <= r.from || !Number.isInteger(r.shard) || r.shard < 1) throw new RangeError(`Bad shard map at bucket ${next}: ${JSON.stringify(r)}`);
    next = r.to;
  }
  if (next !== BUCKETS) throw new RangeError(`The shard map stops at bucket ${next} of ${BUCKETS}`);
  return map;
}

/** The shard holding a bucket (binary search over the ranges). */
export function shardOfBucket(map: ShardMap, bucket: number): number {
  const range = map[lastIndexAtOrBelow(map, (r) => r.from, bucket)];
  if (!range || bucket < range.from || bucket >= range.to) throw new RangeError(`Bucket ${bucket} is in no range of the shard map`);
  return range.shard;
}

/** The shard that holds a manager's game data. */
export function shardOf(map: ShardMap, userId: string): number {
  return shardOfBucket(map, bucketOf(userId));
}

/**
 * A saved team's id names its manager's bucket ("b<bucket>-<uuid>"): the bucket never changes for a
 * manager, so the id finds the team's shard under any map, without a lookup table.
 */
export function teamIdFor(userId: string, uuid: string): string {
  return `b${bucketOf(userId)}-${uuid}`;
}

/** The bucket a team id names, or null for an id that names none (a team saved before the shards). */
export function bucketOfTeamId(id: string): number | null {
  const match = /^b(\d{1,4})-/.exec(id);
  const bucket = match ? Number(match[1]) : NaN;
  return Number.isInteger(bucket) && bucket < BUCKETS ? bucket : null;
}

/**
 * The map grown by one shard: the range starting at `from` is cut in half and its upper half goes
 * to `newShard`. Only those buckets move (copy their rows, then switch the map).
 */
export function splitRange(map: ShardMap, from: number, newShard: number): ShardMap {
  const i = map.findIndex((r) => r.from === from);
  const range = map[i];
  if (!range) throw new RangeError(`No range of the shard map starts at bucket ${from}`);
  if (range.to - range.from < 2) throw new RangeError(`The range at bucket ${from} holds one bucket: it cannot be split`);
  if (map.some((r) => r.shard === newShard)) throw new RangeError(`Shard ${newShard} already holds buckets`);
  const mid = range.from + Math.floor((range.to - range.from) / 2);
  return checkShardMap([...map.slice(0, i), { ...range, to: mid }, { from: mid, to: range.to, shard: newShard }, ...map.slice(i + 1)]);
}

/** The buckets whose shard differs between two maps: what a move must copy. */
export function movedBuckets(before: ShardMap, after: ShardMap): number[] {
  const moved: number[] = [];
  for (let b = 0; b < BUCKETS; b++) if (shardOfBucket(before, b) !== shardOfBucket(after, b)) moved.push(b);
  return moved;
}
