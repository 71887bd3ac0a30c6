import { describe, expect, it } from "vitest";
import { matchTier, playerLabel, resolvePlayerName, suggestPlayers, type NamedPlayer } from "./votes-players";

// Real names of the 2025-26 data (data/players.json), trimmed to what the matcher reads.
const players: NamedPlayer[] = [
  { id: 381, webName: "M.Salah", firstName: "Mohamed", secondName: "Salah", team: "LIV", totalPoints: 96 },
  { id: 900, webName: "Salahudeen", firstName: "Ade", secondName: "Salahudeen", team: "BUR", totalPoints: 3 },
  { id: 225, webName: "James", firstName: "Reece", secondName: "James", team: "CHE", totalPoints: 111 },
  { id: 353, webName: "James", firstName: "Daniel", secondName: "James", team: "LEE", totalPoints: 17 },
  { id: 416, webName: "Bernardo", firstName: "Bernardo", secondName: "Mota Veiga de Carvalho e Silva", team: "MCI", totalPoints: 72 },
  { id: 5, webName: "Gabriel", firstName: "Gabriel", secondName: "dos Santos Magalhães", team: "ARS", totalPoints: 164 },
  { id: 646, webName: "J.Gomes", firstName: "João Victor", secondName: "Gomes da Silva", team: "WOL", totalPoints: 85 },
];
const ids = (list: NamedPlayer[]) => list.map((p) => p.id);

describe("finding a poll's player from what a fan types", () => {
  it("by surname, web name or full name, whatever the case and accents", () => {
    for (const typed of ["Salah", "salah", "SALAH", " M.Salah ", "Mohamed Salah", "mohamed salah"]) expect(resolvePlayerName(players, typed)).toEqual({ ok: true, player: players[0] });
    expect(resolvePlayerName(players, "Joao Victor Gomes da Silva")).toMatchObject({ ok: true, player: { id: 646 } });
    expect(resolvePlayerName(players, "gabriel dos santos magalhaes")).toMatchObject({ ok: true, player: { id: 5 } });
  });
  it("by a short first name and the surname ('Mo Salah')", () => {
    expect(matchTier(players[0]!, "Mo Salah")).toBe(1);
    expect(resolvePlayerName(players, "Mo Salah")).toMatchObject({ ok: true, player: { id: 381 } });
  });
  it("by the datalist's label, the club deciding between namesakes", () => {
    expect(resolvePlayerName(players, "M.Salah (LIV)")).toMatchObject({ ok: true, player: { id: 381 } });
    expect(resolvePlayerName(players, "James (LEE)")).toMatchObject({ ok: true, player: { id: 353 } });
    expect(resolvePlayerName(players, "Salah (ARS)")).toEqual({ ok: false, reason: "none" });
  });
  it("says when a name is ambiguous, and lists who it could be", () => {
    const r = resolvePlayerName(players, "James");
    expect(r.ok).toBe(false);
    expect(r.ok ? [] : r.reason === "ambiguous" ? ids(r.candidates) : []).toEqual([225, 353]);
    expect(resolvePlayerName(players, "Haaland")).toEqual({ ok: false, reason: "none" });
    expect(resolvePlayerName(players, "  ")).toEqual({ ok: false, reason: "none" });
  });
  it("suggests as the fan types: exact names first, then word starts by points", () => {
    expect(ids(suggestPlayers(players, "sal"))).toEqual([381, 900]);
    expect(ids(suggestPlayers(players, "Salah"))).toEqual([381, 900]);
    expect(ids(suggestPlayers(players, "silva"))).toEqual([646, 416]);
    expect(ids(suggestPlayers(players, "mo sal"))).toEqual([381]);
    expect(suggestPlayers(players, "s", 2)).toHaveLength(2);
    expect(playerLabel(players[0]!)).toBe("M.Salah (LIV)");
  });
});
