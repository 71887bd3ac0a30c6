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
    const res = await api("/admin/players-fpl/extract", { method: "POST", token: admin.token });
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
    expect((await api("/admin/players-fpl/restore/99999", { method: "POST", token: admin.token })).status).toBe(404);
    expect((await api("/admin/players-fpl/restore/x;drop table users", { method: "POST", token: admin.token })).status).toBe(404);
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
