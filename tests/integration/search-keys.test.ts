// Issue 45: searches and tags fold case and accents in every script (domain/search-key.ts), where
// SQLite's lower() folds A-Z only: a tag 'ødegaard' never named Ødegaard and 'Odegaard' found
// neither; a stadium search for 'estadio' missed 'Estádio'.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { atomicBatch, insertRowsFromJson } from "../../api/db/bulk";
import { createDb } from "../../api/db/client";
import { users } from "../../api/db/schema";
import { identityKeys } from "../../domain/accounts";
import { buildUserRow } from "../factories";
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

describe("members", () => {
  // Staff search members by a folded key of their names (users.search_key, migration 0039).
  const search = async (token: string, q: string, extra = "") =>
    (await api(`/admin/users?q=${encodeURIComponent(q)}&limit=100${extra}`, { token })).body as { users: { id: string; username: string }[]; total: number };

  it("are found however their names are written: case, accents, any script; renamed, found by the new name", async () => {
    const moderator = await createUserAndLogin({ role: "moderator" });
    const tag = `k${Date.now().toString(36)}`;
    const [odegaard, muller, greek, cyrillic] = await Promise.all([
      createUserAndLogin({ username: `Ødegaard${tag}`, firstName: "Martin", lastName: "Ødegaard" }),
      createUserAndLogin({ username: `tm${tag}`, teamName: `Bayern ${tag}`, firstName: "Thomas", lastName: `Müller${tag}` }),
      createUserAndLogin({ username: `gr${tag}`, teamName: `ΣΩΚΡΆΤΗΣ ${tag}` }),
      createUserAndLogin({ username: `cy${tag}`, firstName: "ИВАН", lastName: `ИВАНОВ${tag}` }),
    ]);
    const ids = async (q: string) => (await search(moderator.token, q)).users.map((u) => u.id);
    for (const q of [`odegaard${tag}`, `ØDEGAARD${tag.toUpperCase()}`, `Ødegaard${tag}`, `ødegaard${tag}`]) expect(await ids(q), q).toEqual([odegaard.user.id]);
    for (const q of [`muller${tag}`, `MÜLLER${tag}`, `thomas muller${tag}`]) expect(await ids(q), q).toEqual([muller.user.id]);
    for (const q of [`σωκράτης ${tag}`, `σωκρατησ ${tag}`, `Σωκράτης ${tag}`]) expect(await ids(q), q).toEqual([greek.user.id]);
    for (const q of [`иванов${tag}`, `Иван Иванов${tag}`]) expect(await ids(q), q).toEqual([cyrillic.user.id]);
    // A name is matched within one of the names, never across two (username, team name, full name).
    expect(await ids(`${tag} martin`)).toEqual([]);

    // Every path that writes a name writes its key: the person's own profile, and staff's edit.
    const renamed = await api("/users/me", { method: "PUT", token: muller.token, json: { teamName: `Bäyern Múnich ${tag}` } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await ids(`bayern munich ${tag}`)).toEqual([muller.user.id]);
    const admin = await createUserAndLogin({ role: "admin" });
    const edited = await api(`/admin/users/${greek.user.id}`, { method: "PUT", token: admin.token, json: { lastName: `Ŧęşŧ${tag}` } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await ids(`TEST${tag}`)).toEqual([greek.user.id]);
  });

  it("more than a page of members match: the total counts them all and the pages hold each once", async () => {
    const admin = await createUserAndLogin({ role: "admin" });
    const tag = `n${Date.now().toString(36)}`;
    const template = await buildUserRow();
    const rows = Array.from({ length: 130 }, (_, i) => {
      const names = { email: `${tag}u${i}@example.com`, username: `${tag}u${i}`, teamName: `Núñez ${tag} ${i}`, firstName: "Álvaro", lastName: "Núñez" };
      return { ...template, id: crypto.randomUUID(), ...names, ...identityKeys(names) };
    });
    await atomicBatch(createDb(env.DB), [insertRowsFromJson(users, rows)]);
    const first = await search(admin.token, `NUNEZ ${tag}`, "&sort=username&order=asc");
    expect(first.total).toBe(130);
    expect(first.users).toHaveLength(100);
    const second = await search(admin.token, `núñez ${tag}`, "&sort=username&order=asc&offset=100");
    expect(second.total).toBe(130);
    expect(new Set([...first.users, ...second.users].map((u) => u.id)).size).toBe(130);
  });
});
