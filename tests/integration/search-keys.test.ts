// Issue 45: searches and tags fold case and accents in every script (domain/search-key.ts), where
// SQLite's lower() folds A-Z only: a tag 'ødegaard' never named Ødegaard and 'Odegaard' found
// neither; a stadium search for 'estadio' missed 'Estádio'.
import { beforeAll, describe, expect, it } from "vitest";
import { api, createUserAndLogin } from "./helpers";
import { seedGame } from "./game-data";

beforeAll(async () => {
  await seedGame();
});

describe("folded names", () => {
  it("a leak's tags name Ødegaard however they are written", async () => {
    const { token } = await createUserAndLogin();
    const tags = ["Ødegaard", "odegaard", "ODEGAARD", "martin ødegaard", "MARTIN ODEGAARD"];
    const created = await api("/leaks", { token, json: { title: "Captaincy", description: "He starts", source: "Presser", tags } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const feed = await api("/leaks?limit=50", { token });
    const leak = feed.body.leaks.find((l: { id: number }) => l.id === created.body.id);
    expect(Object.keys(leak.tagCards).sort()).toEqual([...new Set(tags.map((t) => t.toLowerCase()))].sort());
    for (const card of Object.values(leak.tagCards)) expect(card).toMatchObject({ kind: "player", player: { webName: "Ødegaard" } });
  });

  it("a stadium search folds accents and case", async () => {
    const admin = await createUserAndLogin({ role: "admin" });
    const made = await api("/stadiums", { token: admin.token, json: { name: "Estádio do Dragão", club: "FC Porto", city: "Porto", league: "Other", country: "Portugal" } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    for (const q of ["estadio", "DRAGAO", "Dragão", "estádio do dragão"]) {
      const found = await api(`/stadiums/search?q=${encodeURIComponent(q)}`, { token: admin.token });
      expect(found.status).toBe(200);
      const list = Array.isArray(found.body) ? found.body : found.body.stadiums;
      expect(list.map((s: { name: string }) => s.name), q).toContain("Estádio do Dragão");
    }
  });
});
