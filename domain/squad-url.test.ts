import { describe, expect, it } from "vitest";
import { decodeSquad, encodeSquad } from "./squad-url";

describe("squad URL codec", () => {
  it("round-trips a squad with armbands and phase", () => {
    const draft = {
      squad: { picks: [{ playerId: 1, slot: "GK-0" as const }, { playerId: 45, slot: "SUB-0" as const }, { playerId: 7, slot: "FWD-2" as const }], captainId: 7, viceCaptainId: 1 },
      phase: "team" as const,
    };
    const params = new URLSearchParams(encodeSquad(draft));
    expect(params.toString()).toBe("s=GK-0.1%2CSUB-0.45%2CFWD-2.7&c=7&v=1&p=team");
    expect(decodeSquad(params)).toEqual(draft);
  });

  it("returns null when the URL holds no squad", () => {
    expect(decodeSquad(new URLSearchParams("gw=18"))).toBeNull();
  });

  it("drops malformed, duplicated and unknown entries and armbands of absent players", () => {
    const params = new URLSearchParams({ s: "GK-0.1,GK-0.2,XX-1.3,DEF-0.abc,DEF-1.1,MID-0.9", c: "99", v: "9" });
    expect(decodeSquad(params)).toEqual({
      squad: { picks: [{ playerId: 1, slot: "GK-0" }, { playerId: 9, slot: "MID-0" }], captainId: null, viceCaptainId: 9 },
      phase: "pick",
    });
  });

  it("never gives the same player both armbands", () => {
    expect(decodeSquad(new URLSearchParams({ s: "MID-0.9", c: "9", v: "9" }))!.squad).toMatchObject({ captainId: 9, viceCaptainId: null });
  });
});
