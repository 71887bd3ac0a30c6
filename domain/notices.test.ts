import { describe, expect, it } from "vitest";
import { NOTICES_MARK_MAX, noticesReadSchema } from "./notices";

describe("noticesReadSchema", () => {
  it("takes named notices or none (all), and refuses junk", () => {
    expect(noticesReadSchema.parse({})).toEqual({});
    expect(noticesReadSchema.parse({ ids: ["3", 4] })).toEqual({ ids: [3, 4] });
    for (const bad of [{ ids: [] }, { ids: [0] }, { ids: ["x"] }, { ids: Array.from({ length: NOTICES_MARK_MAX + 1 }, (_, i) => i + 1) }, { all: true }])
      expect(noticesReadSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
