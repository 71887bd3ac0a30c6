import { describe, expect, it } from "vitest";
import { cacheDecision, etagMatches, etagOf, versionOf, versionsFromRows } from "./data-version";

describe("data versions", () => {
  const versions = versionsFromRows([
    { scope: "gameweeks", version: 7 },
    { scope: "players", version: 12 },
    { scope: "unknown", version: 3 },
  ]);

  it("names the scopes an answer reads in one order, unknown rows ignored and missing ones 0", () => {
    expect(versions).toEqual({ players: 12, fixtures: 0, gameweeks: 7, figures: 0, standings: 0 });
    expect(versionOf(versions, ["gameweeks", "players"])).toBe("players.12-gameweeks.7");
    expect(versionOf(versions, ["standings", "gameweeks"])).toBe("gameweeks.7-standings.0");
  });

  it("matches If-None-Match weakly, in a list or as *", () => {
    const etag = etagOf("players.12");
    expect(etag).toBe('"players.12"');
    expect(etagMatches('W/"players.12"', etag)).toBe(true);
    expect(etagMatches('"players.12"', etag)).toBe(true);
    expect(etagMatches('"a", W/"players.12"', etag)).toBe(true);
    expect(etagMatches("*", etag)).toBe(true);
    expect(etagMatches('W/"players.11"', etag)).toBe(false);
    expect(etagMatches(null, etag)).toBe(false);
  });

  it("serves the previous answer while another request rebuilds, and builds when there is none", () => {
    expect(cacheDecision("players.12", "players.12", false)).toBe("fresh");
    expect(cacheDecision("players.11", "players.12", true)).toBe("stale");
    expect(cacheDecision("players.11", "players.12", false)).toBe("rebuild");
    expect(cacheDecision(null, "players.12", true)).toBe("rebuild");
  });
});
