import { describe, expect, it } from "vitest";
import { withLocale } from "./locale";
import { bayesianAverage, isPollClosed, outOfTen, playerVoteCreateSchema, scoreBand, splitPercent, teamRatingSchema, teamVoteCreateSchema } from "./votes";

describe("team ratings", () => {
  it("need all four categories, 1 to 5 stars, in either of the spec's shapes", () => {
    const full = { votes: [{ category: "defense", score: 4 }, { category: "midfield", score: 5 }, { category: "attack", score: 3 }, { category: "tactics", score: 1 }] };
    expect(teamRatingSchema.parse(full)).toEqual({ defense: 4, midfield: 5, attack: 3, tactics: 1 });
    expect(teamRatingSchema.safeParse({ category: "defense", score: 4 }).error?.issues[0]?.message).toMatch(/rate every category/);
    // Read when it fails, in the reader's language (issue 45).
    expect(withLocale("fr-FR", () => teamRatingSchema.safeParse({ category: "defense", score: 4 }).error?.issues[0]?.message)).toMatch(/noter toutes les catégories/);
    expect(teamRatingSchema.safeParse({ votes: full.votes.map((v) => ({ ...v, score: 6 })) }).success).toBe(false);
    expect(teamRatingSchema.safeParse({ votes: full.votes.map((v) => ({ ...v, score: 0 })) }).success).toBe(false);
  });
  it("show out of 10 and colour at 8, 6 and 4", () => {
    expect(outOfTen(4.25)).toBe(8.5);
    expect([8, 7.9, 6, 4, 3.9].map(scoreBand)).toEqual(["great", "good", "good", "fair", "poor"]);
  });
  it("order by a Bayesian average: one 10/10 does not top twenty 8/10s", () => {
    const single = bayesianAverage(10, 1);
    const twenty = bayesianAverage(8 * 20, 20);
    expect(twenty).toBeGreaterThan(single);
    expect(bayesianAverage(0, 0)).toBe(6);
  });
});

describe("polls", () => {
  it("close after 30 days", () => {
    const day = 86_400_000;
    expect(isPollClosed(0, 29 * day)).toBe(false);
    expect(isPollClosed(0, 30 * day)).toBe(true);
  });
  it("split percentages that add up to 100", () => {
    expect(splitPercent(1, 2)).toEqual([33, 67]);
    expect(splitPercent(0, 0)).toEqual([0, 0]);
  });
  it("need two different players; captain by default", () => {
    expect(playerVoteCreateSchema.parse({ title: " Who? ", player1: 1, player2: 2 })).toMatchObject({ title: "Who?", action: "captain", tags: [] });
    expect(playerVoteCreateSchema.safeParse({ title: "x", player1: 1, player2: 1 }).success).toBe(false);
    expect(playerVoteCreateSchema.safeParse({ title: "x", player1: 1 }).success).toBe(false);
  });
  it("take a player as an id, a typed name or the spec's object", () => {
    const parsed = playerVoteCreateSchema.parse({ title: "x", player1: { id: 381, name: "M.Salah", team: "LIV", price: 14 }, player2: { name: "Haaland", team: "mci" } });
    expect([parsed.player1, parsed.player2]).toEqual([381, "Haaland (MCI)"]);
    expect(playerVoteCreateSchema.parse({ title: "x", player1: "Mo Salah", player2: { id: "430" } })).toMatchObject({ player1: "Mo Salah", player2: 430 });
    expect(playerVoteCreateSchema.safeParse({ title: "x", player1: {}, player2: 2 }).success).toBe(false);
    expect(playerVoteCreateSchema.safeParse({ title: "x", player1: { id: 5 }, player2: 5 }).success).toBe(false);
  });
});

describe("team vote creation", () => {
  it("needs a title and an image or a saved team; tags lower-cased, trimmed and unique", () => {
    expect(teamVoteCreateSchema.safeParse({ title: "Mine" }).success).toBe(false);
    expect(teamVoteCreateSchema.safeParse({ title: " ", imageUrl: "/media/x.png" }).success).toBe(false);
    expect(teamVoteCreateSchema.safeParse({ title: "x".repeat(101), imageUrl: "/media/x.png" }).success).toBe(false);
    expect(teamVoteCreateSchema.parse({ title: "Mine", teamId: "t1", tags: [" Wildcard", "wildcard", "", "GW18"] })).toMatchObject({ formation: "4-4-2", tags: ["wildcard", "gw18"] });
  });
});
