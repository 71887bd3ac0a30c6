import { describe, expect, it } from "vitest";
import { leaksMessages } from "./messages/leaks";
import { clampScore, hotLeaks, hotRank, leakInputSchema, noteTone, normalizeTags, scoreAfterVote, temperatureOf, topContributors, STOCK_IMAGES } from "./leaks";
import { toggleVote } from "./votes-toggle";

const H = 3_600_000;
const NOW = Date.UTC(2026, 10, 24, 12);

describe("score", () => {
  it("clamps to -999..999", () => {
    expect(clampScore(1500)).toBe(999);
    expect(clampScore(-1500)).toBe(-999);
    expect(clampScore(42)).toBe(42);
    expect(scoreAfterVote(999, 0, 1)).toBe(999);
    expect(scoreAfterVote(-999, 0, -1)).toBe(-999);
  });
  it("follows the toggle rule: up, switch down (-2), remove (+1)", () => {
    let mine = toggleVote(0, 1);
    let score = scoreAfterVote(10, 0, mine);
    expect(score).toBe(11);
    const down = toggleVote(mine, -1);
    score = scoreAfterVote(score, mine, down);
    mine = down;
    expect(score).toBe(9);
    const removed = toggleVote(mine, -1);
    expect(scoreAfterVote(score, mine, removed)).toBe(10);
  });
  it("has the spec's temperature and note colours", () => {
    expect([150, 100, 99, 50, 49, 10, 9, 0, -1].map((s) => temperatureOf(s).tone)).toEqual(["hot", "hot", "warm", "warm", "mild", "mild", "cool", "cool", "cold"]);
    expect([50, 49, 0, -1].map((s) => noteTone(s).tone)).toEqual(["high", "neutral", "neutral", "negative"]);
  });
});

describe("hot order", () => {
  it("ranks a tenfold score equal to 12.5 hours of age", () => {
    expect(hotRank(1000, NOW)).toBeCloseTo(hotRank(100, NOW + 12.5 * H), 9);
  });
  it("lets this week's hot rumours rise above last month's bigger ones, keeps at most 5 at 100+, shows them hottest first", () => {
    const leaks = [
      { id: 1, note: 900, createdAt: NOW - 30 * 24 * H },
      { id: 2, note: 120, createdAt: NOW - 2 * H },
      { id: 3, note: 99, createdAt: NOW },
      { id: 4, note: 400, createdAt: NOW - 3 * H },
      ...[5, 6, 7, 8].map((id) => ({ id, note: 100 + id, createdAt: NOW - id * 24 * H })),
    ];
    const hot = hotLeaks(leaks);
    // Leak 1 (900°, a month old) is out; the five kept read by temperature.
    expect(hot.map((l) => l.id)).toEqual([4, 2, 7, 6, 5]);
    expect(hot.map((l) => l.note)).toEqual([...hot.map((l) => l.note)].sort((a, b) => b - a));
    expect(hot.every((l) => l.note >= 100)).toBe(true);
  });
});

describe("top contributors", () => {
  it("sums the scores of the last 30 days per author, top 5", () => {
    const leak = (authorId: string, note: number, daysAgo: number) => ({ authorId, authorName: authorId, note, createdAt: NOW - daysAgo * 24 * H });
    const top = topContributors(
      [leak("a", 50, 1), leak("a", 60, 29), leak("b", 200, 31), leak("b", 5, 2), leak("c", 100, 3), leak("d", -20, 1), leak("e", 1, 1), leak("f", 2, 1), leak("g", 3, 1)],
      NOW,
    );
    expect(top.map((c) => [c.userId, c.score])).toEqual([
      ["a", 110],
      ["c", 100],
      ["b", 5],
      ["g", 3],
      ["f", 2],
    ]);
  });
});

describe("leak input", () => {
  it("needs title, description and source; defaults category and reliability; normalises tags", () => {
    expect(leakInputSchema.safeParse({ title: " ", description: "d", source: "s" }).success).toBe(false);
    const ok = leakInputSchema.parse({ title: "T", description: "D", source: "S", tags: [" Salah ", "salah", "LIV", ""] });
    expect(ok).toMatchObject({ category: "team-news", reliability: "medium", tags: ["salah", "liv"] });
    expect(normalizeTags(["A  b", "a b"])).toEqual(["a b"]);
  });
  it("takes only http(s) image URLs, our uploads or a stock image", () => {
    const base = { title: "T", description: "D", source: "S" };
    expect(leakInputSchema.safeParse({ ...base, imageUrl: "javascript:alert(1)" }).success).toBe(false);
    expect(leakInputSchema.safeParse({ ...base, imageUrl: "ftp://x.test/a.png" }).success).toBe(false);
    expect(leakInputSchema.safeParse({ ...base, imageUrl: "https://x.test/a.png" }).success).toBe(true);
    expect(leakInputSchema.safeParse({ ...base, imageUrl: STOCK_IMAGES[2] }).success).toBe(true);
    expect(leakInputSchema.safeParse({ ...base, imageUrl: "/media/leaks/u1/abc-1.png" }).success).toBe(true);
    expect(leakInputSchema.safeParse({ ...base, imageUrl: "/media/avatars/u1/abc.png" }).success).toBe(false);
  });
  it("takes a path of this site's pictures (/images/...), refuses other relative paths with a clear message", () => {
    const base = { title: "T", description: "D", source: "S" };
    for (const ok of ["/images/x.png", "/images/leaks/stock-1.svg", "/images/wall/pitch.svg", "/images/a/b-c/d_e.JPG"])
      expect(leakInputSchema.safeParse({ ...base, imageUrl: ok }).success, ok).toBe(true);
    for (const bad of ["/images/../api/x.png", "images/x.png", "/images/x.exe", "/elsewhere/x.png", "//evil.test/x.png", "/images/x.png?y", "/images//x.png"]) {
      const parsed = leakInputSchema.safeParse({ ...base, imageUrl: bad });
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.message, bad).toBe(leaksMessages.imageUrlInvalid);
    }
  });
});
