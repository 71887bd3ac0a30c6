import { describe, expect, it } from "vitest";
import { reasonSchema } from "./reasons";

describe("reasonSchema", () => {
  it("trims, bounds and, when required, refuses a blank reason with the area's words", () => {
    const required = reasonSchema({ max: 5, tooLong: "too long", required: "say why" });
    expect(required.parse("  spam ")).toBe("spam");
    expect(required.safeParse("   ").error?.issues[0]?.message).toBe("say why");
    expect(required.safeParse(undefined).error?.issues[0]?.message).toBe("say why");
    expect(required.safeParse("abcdef").error?.issues[0]?.message).toBe("too long");
  });

  it("takes an empty reason when none is required", () => {
    expect(reasonSchema({ max: 5 }).parse("  ")).toBe("");
    expect(reasonSchema({ max: 5 }).optional().parse(undefined)).toBeUndefined();
  });
});
