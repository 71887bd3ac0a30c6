import { describe, expect, it } from "vitest";
import { afterReaction, arrangePreview, capacityThousands, commentText, nextCursor, postInputSchema, previewOrder } from "./wall";
import { formatRelative } from "./format";
import { withLocale } from "./locale";

describe("wall rules", () => {
  it("prefixes a reply with @author once and ignores blank text", () => {
    expect(commentText("  ", null)).toBeNull();
    expect(commentText(" hi ", null)).toBe("hi");
    expect(commentText("hi", "bob")).toBe("@bob hi");
    expect(commentText("@bob hi", "bob")).toBe("@bob hi");
  });
  it("orders the preview by reactions then newest", () => {
    const rows = [
      { id: 1, reactionsCount: 0 },
      { id: 2, reactionsCount: 3 },
      { id: 3, reactionsCount: 0 },
    ];
    expect([...rows].sort(previewOrder).map((r) => r.id)).toEqual([2, 3, 1]);
  });
  it("keeps the top comments first and adds the viewer's own recent ones after them, oldest first", () => {
    const rows = [
      { id: 9, reactionsCount: 0 },
      { id: 1, reactionsCount: 2 },
      { id: 7, reactionsCount: 0 },
      { id: 2, reactionsCount: 5 },
    ];
    expect(arrangePreview(rows, 2).map((r) => r.id)).toEqual([2, 1, 7, 9]);
    expect(arrangePreview(rows.slice(0, 2), 2).map((r) => r.id)).toEqual([1, 9]);
  });
  it("gives a cursor only for a full page", () => {
    expect(nextCursor([9, 8], 2)).toBe(8);
    expect(nextCursor([9], 2)).toBeNull();
  });
  it("moves the counts as the toggle rule says (optimistic view)", () => {
    const counts = { peace: 2, respect: 0, handshake: 1, heart_hand: 0 };
    expect(afterReaction({ mine: null, counts }, "respect")).toEqual({ mine: "respect", counts: { ...counts, respect: 1 } });
    expect(afterReaction({ mine: "peace", counts }, "peace")).toEqual({ mine: null, counts: { ...counts, peace: 1 } });
    expect(afterReaction({ mine: "handshake", counts }, "peace")).toEqual({ mine: "peace", counts: { ...counts, handshake: 0, peace: 3 } });
  });
  it("validates posts", () => {
    expect(postInputSchema.safeParse({ stadiumId: 1, title: " ", content: "x" }).success).toBe(false);
    expect(postInputSchema.safeParse({ stadiumId: 1, title: "t", content: "x", image: "http://evil/x.png" }).success).toBe(false);
    expect(postInputSchema.parse({ stadiumId: "1", title: " t ", content: "x" })).toMatchObject({ stadiumId: 1, title: "t", category: "general" });
  });
  it("shows relative times in French up to 7 days, then the date", () => {
    const now = Date.UTC(2026, 0, 20, 12);
    expect(formatRelative(now - 2 * 3_600_000, now, "fr-FR")).toMatch(/2/);
    expect(formatRelative(now - 30 * 86_400_000, now, "fr-FR")).toMatch(/déc/);
    expect(withLocale("fr-FR", () => capacityThousands(60704))).toBe("60,7k");
    expect(capacityThousands(60704)).toBe("60.7k");
  });
});
