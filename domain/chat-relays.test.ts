import { describe, expect, it } from "vitest";
import { frameReaches, pickRelay, RELAY_ABOVE, RELAY_SOCKETS, relayAbove, relayName, relaySockets, roomOfRelay } from "./chat-relays";

describe("relay names", () => {
  it("a relay's name gives its room back; other names are not relays", () => {
    expect(roomOfRelay(relayName("match-162", 3))).toBe("match-162");
    expect(roomOfRelay(relayName("club-7", 0))).toBe("club-7");
    for (const name of ["match-162", "~1", "club-7~", "club-7~x", "club-7~1a"]) expect(roomOfRelay(name)).toBeNull();
  });
});

describe("the threshold and the relays' size", () => {
  it("default unless a whole number is given", () => {
    expect(relayAbove(undefined)).toBe(RELAY_ABOVE);
    expect(relayAbove(null)).toBe(RELAY_ABOVE);
    expect(relayAbove("")).toBe(RELAY_ABOVE);
    expect(relayAbove("-1")).toBe(RELAY_ABOVE);
    expect(relayAbove("1.5")).toBe(RELAY_ABOVE);
    expect(relayAbove(" 2 ")).toBe(2);
    expect(relayAbove("0")).toBe(0);
    expect(relaySockets("0")).toBe(RELAY_SOCKETS);
    expect(relaySockets("abc")).toBe(RELAY_SOCKETS);
    expect(relaySockets("2")).toBe(2);
  });
});

describe("pickRelay", () => {
  it("fills one relay before the next, and opens a new one when all are full", () => {
    expect(pickRelay([])).toBe(0);
    expect(pickRelay([RELAY_SOCKETS - 1])).toBe(0);
    expect(pickRelay([RELAY_SOCKETS])).toBe(1);
    expect(pickRelay([2, 1, 0], 2)).toBe(1);
    expect(pickRelay([2, 2], 2)).toBe(2);
    // A relay emptied by leavers takes the next comers first.
    expect(pickRelay([2, 0, 2], 2)).toBe(1);
  });
});

describe("frameReaches", () => {
  it("all, all but a user, a user only, all but the author and staff", () => {
    expect(frameReaches({}, "u1", false)).toBe(true);
    expect(frameReaches({ except: "u1" }, "u1", false)).toBe(false);
    expect(frameReaches({ except: "u1" }, "u2", true)).toBe(true);
    expect(frameReaches({ only: "u1" }, "u1", false)).toBe(true);
    expect(frameReaches({ only: "u1" }, "u2", false)).toBe(false);
    expect(frameReaches({ hiddenFrom: "u1" }, "u1", false)).toBe(false);
    expect(frameReaches({ hiddenFrom: "u1" }, "u2", true)).toBe(false);
    expect(frameReaches({ hiddenFrom: "u1" }, "u2", false)).toBe(true);
  });
});
