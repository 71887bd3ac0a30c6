import { env } from "cloudflare:test";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { createDb } from "../../api/db/client";
import { playerBackups, players } from "../../api/db/schema";
import { createHttpSource } from "../../api/fpl/http-source";
import { AppError } from "../../api/errors";
import { buildRequestContext } from "../../api/http/request-context";
import { extractPlayers, extractTeams } from "../../api/services/fpl-import";
import { api, createUserAndLogin, ORIGIN, registerUser } from "./helpers";
import { seedGame } from "./game-data";

let admin: { token: string };
const base = (mode: string) => `http://127.0.0.1:${inject("fplFixturePort")}/${mode}/api`;
const playerCount = async () => (await createDb(env.DB).select().from(players).all()).length;

beforeAll(async () => {
  await seedGame();
  admin = await createUserAndLogin({ role: "admin" });
});

describe("importing from the FPL API (a local fixture server)", () => {
  it("is for admins only", async () => {
    const user = await registerUser();
    expect((await api("/admin/players-fpl/extract", { method: "POST", token: user.token })).status).toBe(403);
    const moderator = await createUserAndLogin({ role: "moderator" });
    expect((await api("/admin/players-fpl/extract", { method: "POST", token: moderator.token })).status).toBe(403);
    // Backups are the admins' too (decision 023).
    expect((await api("/admin/players-fpl/backups", { token: moderator.token })).status).toBe(403);
    expect((await api("/admin/players-fpl/backups", { token: admin.token })).status).toBe(200);
  });

  it("backs up the players table, replaces the players, and restores the backup", async () => {
    const db = createDb(env.DB);
    // Make the current table recognisable: everyone costs £4.0m.
    await db.update(players).set({ price: 40 });
    const backupsBefore = (await api("/admin/players-fpl/backups", { token: admin.token })).body.backups.length;
    // Every price moves: more than a normal week, so nothing is written until it is confirmed.
    const held = await api("/admin/players-fpl/extract", { method: "POST", token: admin.token });
    expect(held.status, JSON.stringify(held.body)).toBe(409);
    expect(held.body).toMatchObject({ success: false, needsConfirmation: true, extracted: 820, changes: { removed: 0 }, reasons: [expect.stringMatching(/^\d{3} prices would move$/)] });
    expect((await db.select().from(players).all()).every((p) => p.price === 40)).toBe(true);
    expect((await api("/admin/players-fpl/backups", { token: admin.token })).body.backups).toHaveLength(backupsBefore);
    const wrongCode = await api("/admin/players-fpl/extract", { method: "POST", token: admin.token, json: { confirm: "0123456789abcdef" } });
    expect(wrongCode.status).toBe(409);
    expect((await api("/admin/players-fpl/extract", { method: "POST", token: admin.token, json: { confirm: "x;drop" } })).status).toBe(400);
    const res = await api("/admin/players-fpl/extract", { method: "POST", token: admin.token, json: { confirm: held.body.confirmation } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, extracted: 820, backup: { playerCount: 820 } });
    expect(res.body.backup.createdAt).toMatch(/^\d{14}$/);
    const haaland = (await api("/players")).body.find((p: { webName: string }) => p.webName === "Haaland");
    expect(haaland.priceTenths).toBe(146); // the official price again

    const backups = await api("/admin/players-fpl/backups", { token: admin.token });
    expect(backups.body.backups[0]).toMatchObject({ tableName: res.body.backup.tableName, playerCount: 820 });
    const restored = await api(`/admin/players-fpl/restore/${backups.body.backups[0].id}`, { method: "POST", token: admin.token });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ success: true, restored: 820 });
    const after = (await api("/players")).body;
    expect(after).toHaveLength(820);
    expect(after.every((p: { priceTenths: number }) => p.priceTenths === 40)).toBe(true);
    // A backup taken before migration 0016 (no price_change_start) still restores, with the default.
    await env.DB.exec(`CREATE TABLE "players_backup_pre0016" AS SELECT * FROM players`);
    await env.DB.exec(`ALTER TABLE "players_backup_pre0016" DROP COLUMN price_change_start`);
    const old = await db.insert(playerBackups).values({ tableName: "players_backup_pre0016", createdAt: "20260101000000", playerCount: 820 }).returning().get();
    const fromOld = await api(`/admin/players-fpl/restore/${old.id}`, { method: "POST", token: admin.token });
    expect(fromOld.status, JSON.stringify(fromOld.body)).toBe(200);
    expect((await api("/players/cards")).body.every((p: { priceChangeTenths: number }) => p.priceChangeTenths === 0)).toBe(true);
    // Each restore backed up the table it replaced first.
    expect((await api("/admin/players-fpl/backups", { token: admin.token })).body.backups[0].tableName).toBe(fromOld.body.backup.tableName);
    expect((await api("/admin/players-fpl/restore/99999", { method: "POST", token: admin.token })).status).toBe(404);
    expect((await api("/admin/players-fpl/restore/x;drop table users", { method: "POST", token: admin.token })).status).toBe(404);
  });

  it("refuses a truncated feed and changes nothing; a feed missing 40 players waits for a confirmation", async () => {
    const request = new Request(`${ORIGIN}/api/admin/players-fpl/extract`, { headers: { Authorization: `Bearer ${admin.token}` } });
    const ctx = await buildRequestContext(env, request);
    const before = await createDb(env.DB).select().from(players).orderBy(players.id).all();
    const backupsBefore = (await api("/admin/players-fpl/backups", { token: admin.token })).body.backups.length;
    const error = await extractPlayers(ctx, createHttpSource(base("truncated"))).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/50 players, fewer than half of the 820.*Nothing was changed/);
    const fewer = await extractPlayers(ctx, createHttpSource(base("fewer")));
    expect(fewer).toMatchObject({ success: false, needsConfirmation: true, changes: { removed: 40 } });
    expect(await createDb(env.DB).select().from(players).orderBy(players.id).all()).toEqual(before);
    expect((await api("/admin/players-fpl/backups", { token: admin.token })).body.backups).toHaveLength(backupsBefore);
    const applied = await extractPlayers(ctx, createHttpSource(base("fewer")), { confirm: fewer.success ? "" : fewer.confirmation });
    expect(applied).toMatchObject({ success: true, extracted: 780, changes: { removed: 40 } });
    expect(await playerCount()).toBe(780);
    // Back to the full feed (40 added: no confirmation needed).
    expect(await extractPlayers(ctx, createHttpSource(base("ok")))).toMatchObject({ success: true, extracted: 820 });
  });

  it("keeps the 10 newest backups, dropping the oldest tables", async () => {
    const db = createDb(env.DB);
    for (let i = 0; i < 12; i++) {
      const name = `players_backup_2025010100${String(i).padStart(4, "0")}`;
      await env.DB.exec(`CREATE TABLE IF NOT EXISTS "${name}" AS SELECT * FROM players LIMIT 1`);
      await db.insert(playerBackups).values({ tableName: name, createdAt: name.slice(-14), playerCount: 1 }).onConflictDoNothing();
    }
    const res = await api("/admin/players-fpl/extract", { method: "POST", token: admin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const kept = (await api("/admin/players-fpl/backups", { token: admin.token })).body.backups;
    expect(kept).toHaveLength(10);
    expect(kept[0].tableName).toBe(res.body.backup.tableName);
    expect(res.body.pruned).toContain("players_backup_20250101000000");
    const tables = await env.DB.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'players_backup_%'`).all<{ name: string }>();
    expect(tables.results.map((t) => t.name).sort()).toEqual(kept.map((b: { tableName: string }) => b.tableName).sort());
  });

  it("imports the clubs", async () => {
    const res = await api("/admin/teams-fpl/extract", { method: "POST", token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, extracted: 20 });
  });

  it.each([
    ["malformed", /now_cost/],
    ["partial", /20|team/i],
    ["error", /500/],
    ["html", /JSON/i],
  ])("changes nothing and says why when the source is %s", async (mode, reason) => {
    const request = new Request(`${ORIGIN}/api/admin/players-fpl/extract`, { headers: { Authorization: `Bearer ${admin.token}` } });
    const ctx = await buildRequestContext(env, request);
    const before = await playerCount();
    const backupsBefore = (await api("/admin/players-fpl/backups", { token: admin.token })).body.backups.length;
    const error = await extractPlayers(ctx, createHttpSource(base(mode))).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/nothing was changed/);
    expect(error.message).toMatch(reason);
    expect(await playerCount()).toBe(before);
    expect((await api("/admin/players-fpl/backups", { token: admin.token })).body.backups.length).toBe(backupsBefore);
    await expect(extractTeams(ctx, createHttpSource(base(mode)))).rejects.toBeInstanceOf(AppError);
  });
});
