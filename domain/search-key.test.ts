import { describe, expect, it } from "vitest";
import { searchKey } from "./search-key.ts";

describe("searchKey", () => {
  it("folds case and accents in every script the squad lists hold", () => {
    for (const name of ["Ødegaard", "ødegaard", "ODEGAARD", "Odegaard", "ØDEGAARD"]) expect(searchKey(name)).toBe("odegaard");
    expect(searchKey("Núñez")).toBe(searchKey("NUNEZ"));
    expect(searchKey("Gyökeres")).toBe("gyokeres");
    expect(searchKey("Łukasz  Fabiański")).toBe("lukasz fabianski");
    expect(searchKey("Mateta")).toBe("mateta");
    expect(searchKey("ΣΩΚΡΆΤΗΣ")).toBe(searchKey("σωκράτης"));
    expect(searchKey("АРТЁМ")).toBe(searchKey("артем"));
    expect(searchKey("Straße")).toBe("strasse");
    expect(searchKey("İlkay Gündoğan")).toBe("ilkay gundogan");
  });
});
