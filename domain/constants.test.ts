import { describe, expect, it } from "vitest";
import { isPosition, PITCH_ROWS, REWARD_POINTS, rewardForRank } from "./constants.ts";

describe("positions", () => {
  it("knows the four positions and lists the pitch from the forwards down", () => {
    expect(isPosition("MID")).toBe(true);
    expect(isPosition("GKP")).toBe(false);
    expect(isPosition(undefined)).toBe(false);
    expect(PITCH_ROWS).toEqual(["FWD", "MID", "DEF", "GK"]);
  });
});

describe("rewardForRank", () => {
  it("pays the podium 200, 150, 100 by default and nobody else", () => {
    expect([1, 2, 3, 4].map((rank) => rewardForRank(REWARD_POINTS, rank))).toEqual([200, 150, 100, 0]);
    expect(rewardForRank({ rank1: 500, rank2: 0, rank3: 1 }, 3)).toBe(1);
  });
});
