/**
 * The index of the last item whose key is at most `value`, in items sorted by that key ascending
 * (binary search; 0 when every key is above it). The shard map finds a bucket's range with it,
 * the leaderboard the score that holds a position.
 */
export function lastIndexAtOrBelow<T>(items: readonly T[], keyOf: (item: T) => number, value: number): number {
  let lo = 0;
  let hi = items.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (keyOf(items[mid]!) <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Two ids in the order SQLite's default collation (BINARY) gives text, for ASCII ids: what a
 * merge of rows read in `ORDER BY ... id` from several shards must use to agree with them.
 */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
