// Data management (/admindata and /api/admin/players-fpl): what an extraction changed, restores,
// the spec's French messages, and the audit rows - on real D1 with the local FPL fixture server.
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { createDb } from "../../api/db/client";
import { auditLog, playerBackups, players } from "../../api/db/schema";
import { buildRequestContext } from "../../api/http/request-context";
import { runForReader } from "../../api/http/locale";
import { adminDataAction } from "../../app/features/staff/admin-data.server";
import { api, createUserAndLogin, ORIGIN } from "./helpers";
import { seedGame } from "./game-data";

let admin: { token: string };
const db = () => createDb(env.DB);
const base = (mode: string) => `http://127.0.0.1:${inject("fplFixturePort")}/${mode}/api`;

beforeAll(async () => {
  await seedGame();
  admin = await createUserAndLogin({ role: "admin" });
});

const formRequest = (fields: Record<string, string>) =>
  new Request(`${ORIGIN}/admindata`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Cookie: `terrace_session=${admin.token}; terrace_lang=fr-FR`, Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host, "Content-Type": "application/x-www-form-urlencoded" },
  });
// The page's action, run as the admin (with another FPL source when asked), for a staff member
// reading French (issue 45: the spec's French texts of this screen are the French catalogue's).
async function act(fields: Record<string, string>, source?: string): Promise<Record<string, any>> {
  const request = formRequest(fields);
  const ctx = await buildRequestContext(env, request);
  const result = (await runForReader({ locale: "fr-FR", timeZone: "Europe/London" }, () => adminDataAction(source ? { ...ctx, env: { ...ctx.env, FPL_API_BASE: base(source) } } : ctx, request))) as unknown as {
    data: Record<string, any>;
    init: { status?: number } | null;
  };
  return { ...result.data, httpStatus: result.init?.status ?? 200 };
}

describe("player extraction", () => {
  it("says what changed: players added, removed and price moves, and audits the counts", async () => {
    const [haaland] = await db().select().from(players).where(eq(players.webName, "Haaland")).all();
    const [gone] = await db().select().from(players).where(eq(players.webName, "M.Salah")).all();
    // Before: Haaland cheaper, M.Salah missing, a player the source does not have.
    await db().update(players).set({ price: haaland!.price - 5 }).where(eq(players.id, haaland!.id));
    await db().delete(players).where(eq(players.id, gone!.id));
    await db().insert(players).values({ ...haaland!, id: 99_999, code: 99_999, webName: "Ghost" });

    const res = await api("/admin/players-fpl/extract", { method: "POST", token: admin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.changes).toMatchObject({ added: 1, removed: 1, priceChanges: 1 });
    expect(res.body.changes.addedPlayers).toEqual([{ id: gone!.id, webName: "M.Salah" }]);
    expect(res.body.changes.removedPlayers).toEqual([{ id: 99_999, webName: "Ghost" }]);
    expect(res.body.changes.prices).toEqual([{ id: haaland!.id, webName: "Haaland", from: haaland!.price - 5, to: haaland!.price }]);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.targetId, res.body.backup.tableName)).all();
    expect(audit).toMatchObject({ action: "data.import", after: { added: 1, removed: 1, priceChanges: 1, previous: 820 } });

    // The same data again: nothing changed.
    await new Promise((r) => setTimeout(r, 1100)); // one backup per second
    const again = await act({ intent: "extractPlayers" });
    expect(again).toMatchObject({ ok: true, message: "Extraction réussie : 820 joueurs importés", changes: { added: 0, removed: 0, priceChanges: 0 } });
  });

  it("holds a feed missing 40 players for a confirmation on the screen, applies it when confirmed, and refuses a truncated one", async () => {
    const before = (await db().select().from(players).all()).length;
    const held = await act({ intent: "extractPlayers" }, "fewer");
    expect(held).toMatchObject({ ok: true, changes: { removed: 40 }, confirm: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(held.message).toMatch(/^Rien n'a été modifié : cette extraction retirerait 40 joueur\(s\)/);
    expect((await db().select().from(players).all()).length).toBe(before);
    const truncated = await act({ intent: "extractPlayers" }, "truncated");
    expect(truncated).toMatchObject({ ok: false, httpStatus: 422, message: "Erreur : la source ne contient pas assez de joueurs (extraction tronquée). Rien n'a été modifié." });
    const applied = await act({ intent: "extractPlayers", confirm: held.confirm }, "fewer");
    expect(applied).toMatchObject({ ok: true, message: "Extraction réussie : 780 joueurs importés" });
    expect((await db().select().from(players).all()).length).toBe(before - 40);
    await new Promise((r) => setTimeout(r, 1100)); // one backup per second
    expect(await act({ intent: "extractPlayers" })).toMatchObject({ ok: true, message: "Extraction réussie : 820 joueurs importés" });
  });

  it("answers 'Erreur de connexion' with the reason when the source fails, and changes nothing", async () => {
    const before = (await db().select().from(players).all()).length;
    const backups = (await db().select().from(playerBackups).all()).length;
    const players_ = await act({ intent: "extractPlayers" }, "error");
    expect(players_).toMatchObject({ ok: false, intent: "extractPlayers", message: "Erreur de connexion", httpStatus: 502 });
    expect(players_.detail).toMatch(/500/);
    expect(await act({ intent: "extractTeams" }, "malformed")).toMatchObject({ ok: false, message: "Erreur de connexion" });
    expect((await db().select().from(players).all()).length).toBe(before);
    expect((await db().select().from(playerBackups).all()).length).toBe(backups);
  });
});

describe("extractions sent at once", () => {
  it("each answers 200 or 429 (one backup per second), never a 500, and the players table stays whole", async () => {
    await new Promise((r) => setTimeout(r, 1100));
    const backupsBefore = (await db().select().from(playerBackups).all()).length;
    const results = await Promise.all([1, 2, 3].map(() => api("/admin/players-fpl/extract", { method: "POST", token: admin.token })));
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 429), JSON.stringify(statuses)).toBe(true);
    expect(statuses).toContain(200);
    expect((await db().select().from(playerBackups).all()).length).toBe(backupsBefore + statuses.filter((s) => s === 200).length);
    expect((await db().select().from(players).all()).length).toBe(820);
  });

  it("meeting another extraction's backup table inside the batch is a 429 that writes nothing", async () => {
    // As if another extraction had just created this second's table: stamps for the next seconds.
    const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:T]/g, "").slice(0, 14);
    const now = Date.now();
    const names = [0, 1, 2, 3, 4].map((s) => `players_backup_${stamp(now + s * 1000)}`);
    for (const name of names) await env.DB.exec(`CREATE TABLE IF NOT EXISTS "${name}" AS SELECT * FROM players WHERE 0`);
    const backups = (await db().select().from(playerBackups).all()).length;
    const audits = (await db().select().from(auditLog).all()).length;
    const res = await api("/admin/players-fpl/extract", { method: "POST", token: admin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(429);
    expect(res.body.error.message).toMatch(/this very second/);
    expect((await db().select().from(playerBackups).all()).length).toBe(backups);
    expect((await db().select().from(auditLog).all()).length).toBe(audits);
    expect((await db().select().from(players).all()).length).toBe(820);
    for (const name of names) await env.DB.exec(`DROP TABLE "${name}"`);
  });
});

describe("restoring a backup", () => {
  it("is for admins: a moderator neither lists nor restores backups", async () => {
    const moderator = await createUserAndLogin({ role: "moderator" });
    expect((await api("/admin/players-fpl/backups", { token: moderator.token })).status).toBe(403);
    expect((await api("/admin/players-fpl/restore/1", { method: "POST", token: moderator.token })).status).toBe(403);
  });

  it("names a backup by its id or by its tableName (the spec's key); anything else is a 404", async () => {
    const [backup] = await db().select().from(playerBackups).limit(1).all();
    const byName = await api(`/admin/players-fpl/restore/${backup!.tableName}`, { method: "POST", token: admin.token });
    expect(byName.status, JSON.stringify(byName.body)).toBe(200);
    expect(byName.body).toMatchObject({ success: true, restored: backup!.playerCount });
    for (const id of ["players_backup_1", "players", "1e3", "-1", "0x1", "players_backup_20000101000000"])
      expect((await api(`/admin/players-fpl/restore/${id}`, { method: "POST", token: admin.token })).status, id).toBe(404);
  });


  it("needs confirmation, restores, says 'Restauration réussie : N joueurs restaurés', and audits it", async () => {
    const [backup] = await db().select().from(playerBackups).limit(1).all();
    expect(await act({ intent: "restore", id: String(backup!.id) })).toMatchObject({ ok: false, httpStatus: 400 });
    const done = await act({ intent: "restore", id: String(backup!.id), confirm: "yes" });
    expect(done).toMatchObject({ ok: true, message: `Restauration réussie : ${backup!.playerCount} joueurs restaurés` });
    expect((await db().select().from(players).all()).length).toBe(backup!.playerCount);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, "data.restore")).all()).not.toHaveLength(0);
  });

  it("says 'Erreur : ...' when refused and 'Erreur de connexion lors de la restauration' when it fails", async () => {
    expect(await act({ intent: "restore", id: "424242", confirm: "yes" })).toMatchObject({ ok: false, httpStatus: 404, message: "Erreur : Backup not found" });
    // A backup whose table is gone: the database fails, nothing is half-written.
    const before = (await db().select().from(players).all()).length;
    const [broken] = await db().insert(playerBackups).values({ tableName: "players_backup_19990101000000", createdAt: "19990101000000", playerCount: 3 }).returning();
    const failed = await act({ intent: "restore", id: String(broken!.id), confirm: "yes" });
    expect(failed).toMatchObject({ ok: false, message: "Erreur de connexion lors de la restauration", httpStatus: 502 });
    expect((await db().select().from(players).all()).length).toBe(before);
  });

  it("the page lists backups by their 14-digit stamp and player count, and answers the form in French", async () => {
    const page = await SELF.fetch(`${ORIGIN}/admindata`, { headers: { Cookie: `terrace_session=${admin.token}; terrace_lang=fr-FR` } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Sauvegardes des joueurs");
    expect(html).toMatch(/players_backup_\d{14}/);
    const posted = await SELF.fetch(formRequest({ intent: "restore", id: "424242", confirm: "yes" }));
    expect(posted.status).toBe(404);
    expect(await posted.text()).toContain("Erreur : Backup not found");
    // GET /admin/players-fpl/backups has the spec's shape.
    const list = await api("/admin/players-fpl/backups", { token: admin.token });
    expect(list.body.success).toBe(true);
    expect(list.body.backups[0]).toMatchObject({ tableName: expect.stringMatching(/^players_backup_\d{14}$/), createdAt: expect.stringMatching(/^\d{14}$/) });
  });
});
