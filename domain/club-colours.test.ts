import { describe, expect, it } from "vitest";
import { CLUB_COLOURS, clubColours, tileContrast, UNKNOWN_CLUB } from "./club-colours.ts";
import { AA_TEXT, contrastRatio } from "./contrast.ts";

describe("contrastRatio", () => {
  it("is 21 for black on white and 1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#1b458f", "#1b458f")).toBe(1);
  });
  it("matches WCAG's worked figure for #767676 on white (4.54)", () => expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2));
});

describe("club tiles", () => {
  it("has the twenty clubs of the data", () => expect(Object.keys(CLUB_COLOURS)).toHaveLength(20));
  it.each(Object.entries(CLUB_COLOURS))("%s: the tile's text meets WCAG AA", (_, colours) => {
    expect(tileContrast(colours)).toBeGreaterThanOrEqual(AA_TEXT);
  });
  it("falls back to a readable grey for an unknown club", () => {
    expect(clubColours("XYZ")).toBe(UNKNOWN_CLUB);
    expect(clubColours("cry")).toBe(CLUB_COLOURS.CRY);
    expect(tileContrast(UNKNOWN_CLUB)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
