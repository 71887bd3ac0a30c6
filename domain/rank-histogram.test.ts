import { describe, expect, it } from "vitest";
import { bandFor, histogramOf, mergeHistograms, pageFromBandReads, rankTable, staleRanks, topScore, totalTeams, type StoredScore } from "./rank-histogram.ts";

/** The reference: RANK() OVER (ORDER BY points DESC), one team at a time. */
const rankByScan = (all: number[], points: number) => 1 + all.filter((p) => p > points).length;
const histogramOfScores = (scores: number[]) => histogramOf(scores.map((points) => ({ points, teams: 1 })));

let seed = 7;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);

describe("score histograms", () => {
  it("rank as RANK() does: 1 + the teams with more points, ties share (1, 1, 3)", () => {
    const h = histogramOfScores([50, 40, 50, 10, 40, 40]);
    expect([...rankTable(h)]).toEqual([[50, 1], [40, 3], [10, 6]]);
    expect(totalTeams(h)).toBe(6);
    expect(topScore(h)).toBe(50);
    expect(topScore(new Map())).toBe(0);
    expect(rankTable(new Map()).size).toBe(0);
  });

  it("merge by adding: ranks from the merged histograms of three shards are the ranks over all teams", () => {
    const shards = [0, 1, 2].map(() => Array.from({ length: 2000 }, () => Math.floor(random() * 120) - 5)); // negative totals happen (cards)
    const all = shards.flat();
    const merged = mergeHistograms(...shards.map(histogramOfScores));
    expect(totalTeams(merged)).toBe(6000);
    const ranks = rankTable(merged);
    for (const p of all) expect(ranks.get(p)).toBe(rankByScan(all, p));
    // Merging is commutative and merging an empty histogram changes nothing.
    expect(rankTable(mergeHistograms(...shards.map(histogramOfScores).reverse(), new Map()))).toEqual(ranks);
  });

  it("add the rows of one GROUP BY, a score given twice included, and ignore empty scores", () => {
    const h = histogramOf([{ points: 3, teams: 2 }, { points: 3, teams: 1 }, { points: 9, teams: 0 }]);
    expect(h.get(3)).toBe(3);
    expect([...rankTable(h)]).toEqual([[3, 1]]);
    expect(topScore(h)).toBe(3);
  });
});

describe("the band of a leaderboard page", () => {
  /** Leaderboard order: points descending, then id; a page is a slice of it. */
  const board = (scores: number[]) => scores.map((points, i) => ({ id: `u${String(i).padStart(5, "0")}`, points })).sort((a, b) => b.points - a.points || a.id.localeCompare(b.id));

  it("holds exactly the page's rows: read the band in order, skip, take", () => {
    const scores = Array.from({ length: 1000 }, () => Math.floor(random() * 60));
    const rows = board(scores);
    const h = histogramOfScores(scores);
    for (const [offset, limit] of [[0, 20], [20, 20], [990, 20], [999, 1], [0, 1000], [313, 50], [500, 100]] as const) {
      const band = bandFor(h, offset, limit)!;
      const read = rows.filter((r) => r.points <= band.high && r.points >= band.low).slice(band.skip, band.skip + limit);
      expect(read, `offset ${offset}`).toEqual(rows.slice(offset, offset + limit));
      // The band is tight: its ends are the scores of the page's first and last rows.
      expect(band.high).toBe(rows[offset]!.points);
      expect(band.low).toBe(rows[Math.min(offset + limit, rows.length) - 1]!.points);
    }
    expect(bandFor(h, 1000, 20)).toBeNull();
    expect(bandFor(new Map(), 0, 20)).toBeNull();
  });

  it("works when one score is held by everyone, and across shards merged", () => {
    const h = histogramOfScores(new Array(500).fill(7));
    expect(bandFor(h, 0, 20)).toEqual({ high: 7, low: 7, skip: 0 });
    expect(bandFor(h, 480, 50)).toEqual({ high: 7, low: 7, skip: 480 });
    // Two shards: each reads skip + limit rows of the band in order; the merge, sliced at skip, is the page.
    const a = Array.from({ length: 300 }, () => Math.floor(random() * 30));
    const b = Array.from({ length: 300 }, () => Math.floor(random() * 30));
    const rows = board([...a, ...b]);
    const onShardA = (id: string) => Number(id.slice(1)) < 300; // users u00000..u00299 scored a's points
    const merged = mergeHistograms(histogramOfScores(a), histogramOfScores(b));
    const band = bandFor(merged, 137, 40)!;
    const inBand = (r: { points: number }) => r.points <= band.high && r.points >= band.low;
    const asStanding = (r: { id: string; points: number }) => ({ userId: r.id, totalPoints: r.points });
    const fromShard = (onA: boolean) => rows.filter((r) => inBand(r) && onShardA(r.id) === onA).slice(0, band.skip + 40).map(asStanding);
    expect(pageFromBandReads([fromShard(true), fromShard(false)], band.skip, 40)).toEqual(rows.slice(137, 177).map(asStanding));
  });
});

describe("stale ranks (issue 47: a run writes only the scores whose rows do not all hold their rank)", () => {
  type Row = { points: number; rank: number | null };
  /** What the GROUP BY on (points, rank) gives for some rows. */
  const storedOf = (rows: Row[]): StoredScore[] => {
    const by = new Map<number, Row[]>();
    for (const r of rows) by.set(r.points, [...(by.get(r.points) ?? []), r]);
    return [...by].map(([points, held]) => {
      const ranks = held.flatMap((r) => (r.rank === null ? [] : [r.rank]));
      return { points, teams: held.length, lowRank: ranks.length ? Math.min(...ranks) : null, highRank: ranks.length ? Math.max(...ranks) : null, ranked: ranks.length };
    });
  };
  /** The job's step: the histogram, the ranks, then only the stale scores written; how many scores were. */
  const rankStale = (rows: Row[]) => {
    const ranks = rankTable(histogramOf(rows.map((r) => ({ points: r.points, teams: 1 }))));
    const stale = new Map(staleRanks(storedOf(rows), ranks));
    for (const r of rows) if (stale.has(r.points)) r.rank = stale.get(r.points)!;
    return stale.size;
  };
  const exact = (rows: Row[]) => rows.map((r) => rankByScan(rows.map((x) => x.points), r.points));

  it("leaves every rank exact through random changes (ties, teams passing many, new unranked rows), and writes nothing when nothing changed", () => {
    const rows: Row[] = Array.from({ length: 400 }, () => ({ points: Math.floor(random() * 40) - 3, rank: null }));
    expect(rankStale(rows)).toBe(new Set(rows.map((r) => r.points)).size); // first run: every score
    expect(rows.map((r) => r.rank)).toEqual(exact(rows));
    for (let round = 0; round < 200; round++) {
      const changes = Math.floor(random() * 4); // 0 to 3 teams change this round
      for (let k = 0; k < changes; k++) rows[Math.floor(random() * rows.length)]!.points += Math.floor(random() * 60) - 20;
      if (round % 25 === 0) rows.push({ points: Math.floor(random() * 40), rank: null }); // a team added
      const written = rankStale(rows);
      expect(rows.map((r) => r.rank), `round ${round}`).toEqual(exact(rows));
      if (changes === 0 && round % 25 !== 0) expect(written).toBe(0);
      expect(rankStale(rows)).toBe(0); // a retry writes nothing
    }
  });

  it("two teams swapping scores leave the histogram as it was, and both scores are still rewritten", () => {
    const rows: Row[] = [{ points: 50, rank: null }, { points: 40, rank: null }, { points: 40, rank: null }, { points: 10, rank: null }];
    rankStale(rows);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 2, 4]);
    rows[0]!.points = 10;
    rows[3]!.points = 50;
    expect(rankStale(rows)).toBe(2);
    expect(rows.map((r) => r.rank)).toEqual([4, 2, 2, 1]);
  });

  it("a team that climbs past many: only the scores between its old and new place change rank", () => {
    const rows: Row[] = Array.from({ length: 100 }, (_, i) => ({ points: i, rank: null }));
    rankStale(rows);
    rows[5]!.points = 95.5; // from 95th place to 5th: the scores 6..95 drop a place; 96..99 do not move
    const written = rankStale(rows);
    expect(rows.map((r) => r.rank)).toEqual(exact(rows));
    expect(written).toBe(90 + 1); // the 90 passed and the team's own new score
  });
});
