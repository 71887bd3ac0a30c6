import { describe, expect, it } from "vitest";
import { BUCKETS, bucketOf, bucketOfTeamId, checkShardMap, evenShardMap, movedBuckets, shardOf, shardOfBucket, splitRange, teamIdFor, type ShardMap } from "./shards.ts";

/** 100,000 ids as the app makes them (version-4 UUIDs, drawn from a fixed seed so the test is the same every run) and as the seed does (numbered). */
let seed = 2026;
const hex = (n: number) => Array.from({ length: n }, () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) >>> 12) % 16).map((d) => d.toString(16)).join("");
const uuids = Array.from({ length: 50_000 }, () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`);
const numbered = Array.from({ length: 50_000 }, (_, i) => `sample-user-${String(i).padStart(5, "0")}`);
const ids = [...uuids, ...numbered];

describe("the hash and the buckets", () => {
  it("are stable: the same id always gives the same bucket, pinned so that a change of the hash fails here", () => {
    // A changed hash would move almost every manager to another shard.
    // (Values checked against an independent FNV-1a + fmix32 in Python.)
    expect(["", "a", "demo-user", "sample-user-00001", "0b6a3a36-3c2f-4c53-9d7e-3b8f1c2a9e01"].map(bucketOf)).toEqual([2739, 424, 1940, 2538, 2018]);
    for (const id of ids.slice(0, 1000)) expect(bucketOf(id)).toBe(bucketOf(String(id)));
  });

  it("give buckets 0..BUCKETS-1, and ids that differ in their last character land far apart", () => {
    const buckets = ids.map(bucketOf);
    expect(Math.min(...buckets)).toBe(0);
    expect(Math.max(...buckets)).toBe(BUCKETS - 1);
    expect(buckets.every(Number.isInteger)).toBe(true);
    expect(new Set(numbered.slice(0, 10).map(bucketOf)).size).toBe(10);
  });
});

describe("the shard map", () => {
  it("balances 100,000 ids over 2, 3, 4, 8 and 16 shards as a fair draw would: each within 4 standard deviations (at most 5%)", () => {
    for (const shards of [2, 3, 4, 8, 16]) {
      const map = evenShardMap(shards);
      const counts = new Array<number>(shards + 1).fill(0);
      for (const id of ids) counts[shardOf(map, id)]!++;
      const mean = ids.length / shards;
      // A binomial count's standard deviation: 0.3% of the mean for 2 shards, 1.2% for 16.
      const tolerance = (4 * Math.sqrt(mean * (1 - 1 / shards))) / mean;
      expect(tolerance).toBeLessThan(0.05);
      for (let s = 1; s <= shards; s++) expect(Math.abs(counts[s]! - mean) / mean, `shard ${s} of ${shards}: ${counts[s]}`).toBeLessThan(tolerance);
    }
  });

  it("covers every bucket once, and refuses a gap, an overlap or a map that stops short", () => {
    const map = evenShardMap(3);
    expect(map).toEqual([{ from: 0, to: 1365, shard: 1 }, { from: 1365, to: 2730, shard: 2 }, { from: 2730, to: 4096, shard: 3 }]);
    expect(checkShardMap(map)).toBe(map);
    expect(shardOfBucket(map, 0)).toBe(1);
    expect(shardOfBucket(map, 1364)).toBe(1);
    expect(shardOfBucket(map, 1365)).toBe(2);
    expect(shardOfBucket(map, BUCKETS - 1)).toBe(3);
    expect(() => shardOfBucket(map, BUCKETS)).toThrow(/no range/);
    expect(() => checkShardMap([{ from: 0, to: 100, shard: 1 }, { from: 101, to: BUCKETS, shard: 2 }])).toThrow(/bucket 100/);
    expect(() => checkShardMap([{ from: 0, to: 100, shard: 1 }, { from: 99, to: BUCKETS, shard: 2 }])).toThrow(/bucket 100/);
    expect(() => checkShardMap([{ from: 0, to: 100, shard: 1 }])).toThrow(/stops at bucket 100/);
    expect(() => evenShardMap(0)).toThrow(RangeError);
    expect(evenShardMap(1)).toEqual([{ from: 0, to: BUCKETS, shard: 1 }]);
  });

  it("grows by splitting a range: only the split-off buckets move, all to the new shard, and every other id stays", () => {
    const before = evenShardMap(4);
    const after = splitRange(before, 1024, 5);
    expect(after).toEqual([
      { from: 0, to: 1024, shard: 1 },
      { from: 1024, to: 1536, shard: 2 },
      { from: 1536, to: 2048, shard: 5 },
      { from: 2048, to: 3072, shard: 3 },
      { from: 3072, to: 4096, shard: 4 },
    ]);
    const moved = movedBuckets(before, after);
    expect(moved).toEqual(Array.from({ length: 512 }, (_, i) => 1536 + i));
    const movedSet = new Set(moved);
    // Counted, then checked once: 100,000 expect() calls took seconds on a loaded machine.
    let movedIds = 0;
    const wrong: string[] = [];
    for (const id of ids) {
      const [was, is] = [shardOf(before, id), shardOf(after, id)];
      if (movedSet.has(bucketOf(id))) {
        if (was !== 2 || is !== 5) wrong.push(`${id}: ${was} -> ${is}`);
        movedIds++;
      } else if (is !== was) wrong.push(`${id}: ${was} -> ${is}`);
    }
    expect(wrong).toEqual([]);
    // About an eighth of the managers move (512 of 4,096 buckets), not most of them as a modulo would.
    expect(Math.abs(movedIds / ids.length - 1 / 8)).toBeLessThan(0.01);
  });

  it("refuses a split that names no range, a one-bucket range or a shard already in the map", () => {
    const map: ShardMap = evenShardMap(2);
    expect(() => splitRange(map, 5, 3)).toThrow(/No range/);
    expect(() => splitRange(map, 0, 2)).toThrow(/already holds/);
    const narrow = checkShardMap([{ from: 0, to: 1, shard: 1 }, { from: 1, to: BUCKETS, shard: 2 }]);
    expect(() => splitRange(narrow, 0, 3)).toThrow(/one bucket/);
  });
});

describe("team ids", () => {
  it("name the manager's bucket, so a team's shard follows from its id under any map", () => {
    const userId = "5f0c2a9e-1111-4a4a-9b9b-123456789abc";
    const id = teamIdFor(userId, "0d1e2f30-aaaa-4bbb-8ccc-ddddeeeeffff");
    expect(id).toBe(`b${bucketOf(userId)}-0d1e2f30-aaaa-4bbb-8ccc-ddddeeeeffff`);
    expect(bucketOfTeamId(id)).toBe(bucketOf(userId));
    const grown = splitRange(evenShardMap(2), 0, 3);
    expect(shardOfBucket(grown, bucketOfTeamId(id)!)).toBe(shardOf(grown, userId));
    expect(id.length).toBeLessThanOrEqual(64); // the API's text id limit
  });

  it("an id that names no bucket (saved before the shards, or forged) gives null", () => {
    for (const id of ["0d1e2f30-aaaa-4bbb-8ccc-ddddeeeeffff", "sample-team-x-gw3", "b-1", "bx-1", `b${BUCKETS}-x`, "b99999-x", "b12"]) expect(bucketOfTeamId(id), id).toBeNull();
    expect(bucketOfTeamId(`b${BUCKETS - 1}-x`)).toBe(BUCKETS - 1);
    expect(bucketOfTeamId("b0-x")).toBe(0);
  });
});
