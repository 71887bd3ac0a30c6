import { describe, expect, it } from "vitest";
import { availabilityOf, availabilityRank, byAvailabilityThen, matchesAvailability } from "./availability.ts";

const a = (status: string, chanceOfPlaying: number | null = null, news = "") => availabilityOf({ status, chanceOfPlaying, news });

describe("availabilityOf", () => {
  it("names the six kinds from FPL's status and news", () => {
    expect(a("a").kind).toBe("available");
    expect(a("d", 75, "Knock - 75% chance of playing")).toMatchObject({ kind: "doubtful", badge: "75%", label: "Doubtful: 75% chance of playing" });
    expect(a("i", 0, "Hamstring injury").kind).toBe("injured");
    expect(a("s", 0, "Suspended until 22 Mar").kind).toBe("suspended");
    expect(a("u", 0, "Has joined Werder Bremen on loan for the rest of the season.")).toMatchObject({ kind: "left", badge: "Left club" });
    expect(a("u", 0, "has departed the club as a free agent.").kind).toBe("left");
    expect(a("u", 0, "").kind).toBe("unavailable");
    expect(a("n", 0, "Ineligible to face his parent club").kind).toBe("unavailable");
  });
  it("has no badge for an available player", () => expect(a("a").badge).toBe(""));
});

describe("availability order", () => {
  it("ranks available, then doubtful with a chance, then not expected to play", () => {
    expect(availabilityRank(a("a"))).toBe(0);
    expect(availabilityRank(a("d", 25))).toBe(1);
    expect(availabilityRank(a("d", 0))).toBe(2);
    expect(availabilityRank(a("i", 0))).toBe(2);
  });
  it("sorts unavailable players after available ones whatever the column", () => {
    const rows = [
      { name: "injured keeper", points: 200, av: a("i", 0, "Knee") },
      { name: "doubtful", points: 50, av: a("d", 50) },
      { name: "fit", points: 100, av: a("a") },
      { name: "left", points: 300, av: a("u", 0, "Has joined Ajax permanently.") },
    ];
    const sorted = rows.sort(byAvailabilityThen((r) => r.av, (x, y) => y.points - x.points)).map((r) => r.name);
    expect(sorted).toEqual(["fit", "doubtful", "left", "injured keeper"]);
  });
  it("filters by availability", () => {
    expect(matchesAvailability(a("a"), "available")).toBe(true);
    expect(matchesAvailability(a("d", 75), "available")).toBe(false);
    expect(matchesAvailability(a("d", 75), "doubtful")).toBe(true);
    expect(matchesAvailability(a("s", 0), "unavailable")).toBe(true);
    expect(matchesAvailability(a("s", 0), "all")).toBe(true);
  });
});
