import { describe, expect, it } from "vitest";
import { toggleVote, voteDelta } from "./votes-toggle";

describe("toggleVote", () => {
  it("adds a vote, removes it when pressed again, switches with the other button", () => {
    expect(toggleVote(0, 1)).toBe(1);
    expect(toggleVote(0, -1)).toBe(-1);
    expect(toggleVote(1, 1)).toBe(0);
    expect(toggleVote(-1, -1)).toBe(0);
    expect(toggleVote(1, -1)).toBe(-1);
    expect(toggleVote(-1, 1)).toBe(1);
  });
  it("moves the score by one for a new vote or a removal, by two for a switch", () => {
    expect(voteDelta(0, toggleVote(0, 1))).toBe(1);
    expect(voteDelta(1, toggleVote(1, 1))).toBe(-1);
    expect(voteDelta(1, toggleVote(1, -1))).toBe(-2);
    expect(voteDelta(-1, toggleVote(-1, 1))).toBe(2);
  });
});
