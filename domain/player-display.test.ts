import { describe, expect, it } from "vitest";
import { formatMillions, formatPrice, formColour, millionsToTenths, pointsPerMillion, tenthsToMillions, transferTrend } from "./player-display.ts";

describe("prices", () => {
  it("shows tenths as £m with one decimal", () => {
    expect(formatPrice(60)).toBe("£6.0m");
    expect(formatPrice(1000)).toBe("£100.0m");
    expect(formatMillions(855)).toBe("85.5");
  });

  it("converts £m and tenths without float noise", () => {
    expect(millionsToTenths(85.3)).toBe(853);
    expect(millionsToTenths(92.5)).toBe(925);
    expect(tenthsToMillions(925)).toBe(92.5);
  });

  it("gives points per £1m, 0 for a free player", () => {
    expect(pointsPerMillion(120, 60)).toBe(20);
    expect(pointsPerMillion(120, 0)).toBe(0);
  });
});

describe("transferTrend", () => {
  it("uses net transfers: > 10000 Hot Pick, > 0 Rising, < -10000 Falling, else Stable", () => {
    expect(transferTrend(20_001, 10_000)).toBe("Hot Pick");
    expect(transferTrend(20_000, 10_000)).toBe("Rising");
    expect(transferTrend(1, 0)).toBe("Rising");
    expect(transferTrend(0, 0)).toBe("Stable");
    expect(transferTrend(0, 10_000)).toBe("Stable");
    expect(transferTrend(0, 10_001)).toBe("Falling");
  });
});

describe("formColour", () => {
  it("is green from 6, yellow from 4, else red; reads FPL's string form", () => {
    expect(formColour(6)).toBe("green");
    expect(formColour("7.5")).toBe("green");
    expect(formColour(5.9)).toBe("yellow");
    expect(formColour("4.0")).toBe("yellow");
    expect(formColour(3.9)).toBe("red");
    expect(formColour(null)).toBe("red");
    expect(formColour("")).toBe("red");
  });
});
