import { describe, expect, it } from "vitest";
import { withoutControlCharacters } from "./input-text.ts";

describe("withoutControlCharacters", () => {
  it("drops NUL and other controls, keeps tabs, line breaks and every visible character", () => {
    expect(withoutControlCharacters("\u0000\u0000")).toBe("");
    expect(withoutControlCharacters("a\u0000b\u0007c\u001bd\u007f")).toBe("abcd");
    expect(withoutControlCharacters("line 1\r\nline 2\tend")).toBe("line 1\r\nline 2\tend");
    expect(withoutControlCharacters("Stade Vélodrome ⚽ 😀")).toBe("Stade Vélodrome ⚽ 😀");
  });

  it("walks objects and arrays, and leaves other values alone", () => {
    const file = new Blob(["x"]);
    expect(withoutControlCharacters({ name: "\u0000", tags: ["a\u0000", 3], nested: { reason: "\u0001ok" }, n: 5, b: true, z: null, file })).toEqual({
      name: "",
      tags: ["a", 3],
      nested: { reason: "ok" },
      n: 5,
      b: true,
      z: null,
      file,
    });
  });
});
