import { describe, expect, it } from "vitest";
import { closestMatches, editDistance, nameDistance } from "./name-match";

type P = { web: string; first: string; second: string; team: string };
const players: P[] = [
  { web: "M.Salah", first: "Mohamed", second: "Salah", team: "LIV" },
  { web: "Haaland", first: "Erling", second: "Haaland", team: "MCI" },
  { web: "Saka", first: "Bukayo", second: "Saka", team: "ARS" },
  { web: "Sala", first: "Emiliano", second: "Sala", team: "CAR" },
  { web: "Palmer", first: "Cole", second: "Palmer", team: "CHE" },
  { web: "Ødegaard", first: "Martin", second: "Ødegaard", team: "ARS" },
];
const names = (p: P) => [p.web, p.second, `${p.first} ${p.second}`];
const label = (p: P) => `${p.web} (${p.team})`;
const closest = (q: string, max?: number) => closestMatches(q, players, names, label, max).map(label);

describe("editDistance", () => {
  it("counts insertions, deletions and substitutions", () => {
    expect(editDistance("salah", "salah")).toBe(0);
    expect(editDistance("salah", "sallah")).toBe(1);
    expect(editDistance("salah", "slah")).toBe(1);
    expect(editDistance("salah", "salsh")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });
});

describe("nameDistance", () => {
  it("reads names without accents, case or extra spaces", () => {
    expect(nameDistance("  GYOKERES ", "Gyökeres")).toBe(0);
    expect(nameDistance("Odegaard", "Ødegaard")).toBe(1); // Ø is its own letter, one away
    expect(nameDistance("Salah", "Mohamed Salah")).toBe(0); // a whole word of the full name, exactly
    expect(nameDistance("Salahh", "Mohamed Salah")).toBe(1);
  });
  it("refuses what is too far to be a typo, and empty names", () => {
    expect(nameDistance("Xyzzy", "Salah")).toBeNull();
    expect(nameDistance("", "Salah")).toBeNull();
    expect(nameDistance("Sa", "Palmer")).toBeNull();
  });
});

describe("closestMatches", () => {
  it("offers the closest players for a typo, the nearest first, at most three", () => {
    expect(closest("Salahh")).toEqual(["M.Salah (LIV)", "Sala (CAR)"]);
    expect(closest("Haland")).toEqual(["Haaland (MCI)"]);
    expect(closest("Palmre")).toEqual(["Palmer (CHE)"]);
    expect(closestMatches("Mohamed Salah", players, (p) => [p.web], label).map(label)).toEqual(["M.Salah (LIV)"]); // a full name finds the web name
    expect(closest("Sal", 1)).toEqual(["Sala (CAR)"]);
    expect(closest("Sala")).toEqual(["Sala (CAR)", "M.Salah (LIV)", "Saka (ARS)"]);
  });
  it("offers nothing for a name like no player's", () => {
    expect(closest("Zidane")).toEqual([]);
    expect(closest("")).toEqual([]);
  });
});
