import { describe, expect, it } from "vitest";
import { AUTO_HIDE_REPORTERS, banEndsAt, banInputSchema, canSeeHidden, caseFilterParams, isAutoHidden, isBanActive } from "./moderation";

describe("bans", () => {
  it("end after their duration, or never when permanent", () => {
    expect(banEndsAt("24h", 1_000)).toBe(1_000 + 86_400_000);
    expect(banEndsAt("7d", 0)).toBe(7 * 86_400_000);
    expect(banEndsAt("permanent", 1_000)).toBeNull();
  });
  it("apply until they end or are lifted", () => {
    expect(isBanActive({ endsAt: null, liftedAt: null }, 5)).toBe(true);
    expect(isBanActive({ endsAt: 10, liftedAt: null }, 9)).toBe(true);
    expect(isBanActive({ endsAt: 10, liftedAt: null }, 10)).toBe(false);
    expect(isBanActive({ endsAt: null, liftedAt: 3 }, 5)).toBe(false);
  });
  it("need a reason that is not blank; permanent by default", () => {
    expect(banInputSchema.safeParse({ reason: "  " }).success).toBe(false);
    expect(banInputSchema.safeParse({}).success).toBe(false);
    expect(banInputSchema.parse({ reason: " Spam " })).toEqual({ reason: "Spam", duration: "permanent" });
    expect(banInputSchema.safeParse({ reason: "x", duration: "1y" }).success).toBe(false);
  });
});

describe("auto-hide", () => {
  it("hides an open case from the third distinct reporter, and only while open", () => {
    expect(isAutoHidden("open", AUTO_HIDE_REPORTERS - 1)).toBe(false);
    expect(isAutoHidden("open", AUTO_HIDE_REPORTERS)).toBe(true);
    expect(isAutoHidden("cleared", 10)).toBe(false);
  });
  it("lets the author and staff still see a hidden item", () => {
    expect(canSeeHidden({ id: "a", staff: false }, "a")).toBe(true);
    expect(canSeeHidden({ id: "m", staff: true }, "a")).toBe(true);
    expect(canSeeHidden({ id: "b", staff: false }, "a")).toBe(false);
    expect(canSeeHidden(null, "a")).toBe(false);
  });
});

describe("a queue's filters in its URL", () => {
  it("keeps only the filters set, in one order, so equal filters give equal strings", () => {
    expect(caseFilterParams({ olderThanHours: 24, author: "ada", reason: "", context: undefined }).toString()).toBe("author=ada&olderThanHours=24");
    expect(caseFilterParams({ context: "Anfield", reason: "spam" }).toString()).toBe("reason=spam&context=Anfield");
    expect(caseFilterParams({}).toString()).toBe("");
  });
});
