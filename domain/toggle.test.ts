import { describe, expect, it } from "vitest";
import { press, pressOnOff } from "./toggle";

describe("the toggle rule", () => {
  it("same again removes, another replaces, none takes the choice", () => {
    expect(press("like", "like")).toBeNull();
    expect(press<string>("like", "love")).toBe("love");
    expect(press(null, "love")).toBe("love");
  });

  it("an on/off toggle flips", () => {
    expect(pressOnOff(true)).toBe(false);
    expect(pressOnOff(false)).toBe(true);
  });
});
