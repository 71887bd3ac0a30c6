// Ranks from score histograms (decision 035): a histogram counts the teams (or managers) at each
// total of points. Each database (each shard, later) gives its own with one GROUP BY; merging is
// adding; a team's rank is 1 + the number of teams with more points, so ties share a rank as
// SQL's RANK() and the official game do. The leaderboard's order is points descending, then user
// id; the band of scores that holds positions k..k+n tells each database which rows to read.
import { compareIds, lastIndexAtOrBelow } from "./sorted";

/** Teams per total of points. */
export type ScoreHistogram = ReadonlyMap<number, number>;

/** A histogram from GROUP BY rows (points, teams); a score given twice is added. */
export function histogramOf(rows: readonly { points: number; teams: number }[]): ScoreHistogram {
  const histogram = new Map<number, number>();
  for (const r of rows) histogram.set(r.points, (histogram.get(r.points) ?? 0) + r.teams);
  return histogram;
}

/** The histogram of the union: counts at the same score are added. */
export function mergeHistograms(...histograms: ScoreHistogram[]): ScoreHistogram {
  const merged = new Map<number, number>();
  for (const h of histograms) for (const [points, teams] of h) merged.set(points, (merged.get(points) ?? 0) + teams);
  return merged;
}

export function totalTeams(histogram: ScoreHistogram): number {
  let n = 0;
  for (const teams of histogram.values()) n += teams;
  return n;
}

/** The scores held by at least one team, highest first, with how many teams have more points. */
function descending(histogram: ScoreHistogram): { points: number; teams: number; above: number }[] {
  const scores = [...histogram].filter(([, teams]) => teams > 0).sort((a, b) => b[0] - a[0]);
  let above = 0;
  return scores.map(([points, teams]) => {
    const row = { points, teams, above };
    above += teams;
    return row;
  });
}

/** The rank of every score held: 1 + the teams with more points (1, 1, 3 for 50, 50, 40). */
export function rankTable(histogram: ScoreHistogram): Map<number, number> {
  return new Map(descending(histogram).map((s) => [s.points, s.above + 1]));
}

/**
 * A score as one database stores it: how many rows hold it, and the lowest and highest rank stored
 * among them with how many have one (SQL's MIN, MAX and COUNT skip a null rank). One GROUP BY on an
 * index that holds the points and the rank gives it with the histogram, without reading a row.
 */
export type StoredScore = { points: number; teams: number; lowRank: number | null; highRank: number | null; ranked: number };

/**
 * The scores whose rows do not all hold the rank `ranks` gives them, with that rank: the scores whose
 * rank moved (a team passed them) and those a team whose points changed arrived at with its old
 * rank. A score left out has every row at its rank already, so writing these alone leaves every
 * rank exact; a run where no points changed gets none, and writes nothing.
 */
export function staleRanks(stored: readonly StoredScore[], ranks: ReadonlyMap<number, number>): [points: number, rank: number][] {
  return stored.flatMap((s): [number, number][] => {
    const rank = ranks.get(s.points);
    if (rank === undefined || s.teams < 1) return [];
    return s.ranked === s.teams && s.lowRank === rank && s.highRank === rank ? [] : [[s.points, rank]];
  });
}

/** The highest score held, 0 when the histogram is empty. */
export function topScore(histogram: ScoreHistogram): number {
  return descending(histogram)[0]?.points ?? 0;
}

/**
 * Where leaderboard positions offset+1..offset+limit are (positions are 1..N in points order,
 * ties by user id): every such row has between `low` and `high` points, and in that band, read
 * in leaderboard order, the page starts after `skip` rows (all at `high` points). Null past the
 * end. A database (shard) reads `points BETWEEN low AND high ORDER BY points DESC, user_id` and
 * keeps skip + limit rows; the merge of those, in the same order, sliced at skip, is the page.
 */
export function bandFor(histogram: ScoreHistogram, offset: number, limit: number): { high: number; low: number; skip: number } | null {
  const scores = descending(histogram);
  const total = scores.reduce((n, s) => n + s.teams, 0);
  if (offset >= total || limit < 1) return null;
  const last = Math.min(offset + limit, total) - 1; // 0-based index of the page's last row
  const holding = (index: number) => scores[searchHolding(scores, index)]!;
  const high = holding(offset);
  return { high: high.points, low: holding(last).points, skip: offset - high.above };
}

/** The index in `scores` of the score that holds the 0-based leaderboard index `index`. */
function searchHolding(scores: { above: number; teams: number }[], index: number): number {
  return lastIndexAtOrBelow(scores, (score) => score.above, index);
}

type Standing = { userId: string; totalPoints: number };

/** Leaderboard order: points descending, then user id as SQLite's BINARY collation orders it (code units). */
export function leaderboardOrder(a: Standing, b: Standing): number {
  return b.totalPoints - a.totalPoints || compareIds(a.userId, b.userId);
}

/**
 * The page from each shard's read of the band (each read in leaderboard order, at most
 * skip + limit rows): merged in that order, then sliced at the band's skip.
 */
export function pageFromBandReads<T extends Standing>(reads: readonly (readonly T[])[], skip: number, limit: number): T[] {
  return reads
    .flat()
    .sort(leaderboardOrder)
    .slice(skip, skip + limit);
}
