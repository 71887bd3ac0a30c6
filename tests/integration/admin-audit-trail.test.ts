// Issue 14: every staff action of the admin console leaves exactly one audit row naming who did
// what to which object (with before/after where something changed); a refused action leaves none.
import { env } from "cloudflare:test";
import { gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import { auditLog } from "../../api/db/schema";
import { api, createUserAndLogin } from "./helpers";
import { seedGame } from "./game-data";

const db = () => createDb(env.DB);
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;
let moderator: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  await seedGame();
  admin = await createUserAndLogin({ role: "admin" });
  moderator = await createUserAndLogin({ role: "moderator" });
});

/** Runs one action and returns the audit rows it appended. */
async function rowsOf(run: () => Promise<{ status: number; body: unknown }>, expected = 200) {
  const last = (await db().select({ id: auditLog.id }).from(auditLog).all()).reduce((m, r) => Math.max(m, r.id), 0);
  const res = await run();
  expect(res.status, JSON.stringify(res.body)).toBe(expected);
  return db().select().from(auditLog).where(gt(auditLog.id, last)).all();
}

describe("the audit log of the admin console", () => {
  it("has one row for every action, with its actor, target and change", async () => {
    const as = (who: { token: string }) => who.token;
    const target = await createUserAndLogin({ points: 50 });
    const deadline = new Date(Date.now() + 4 * 86_400_000).toISOString();
    const actions: [string, () => Promise<{ status: number; body: any }>, number?][] = [
      ["challenge.delete", () => api("/gameweeks/admin/37", { method: "DELETE", token: as(admin) })],
      ["challenge.create", () => api("/gameweeks/admin", { token: as(admin), json: { gameweek: 37, challengeName: "Audit Cup", deadline } }), 201],
      ["challenge.edit", () => api("/gameweeks/admin/37", { method: "PUT", token: as(admin), json: { challengeName: "Audit Cup II" } })],
      ["gameweek.status", () => api("/gameweeks/admin/37/status", { token: as(admin), json: { status: "upcoming" } })],
      ["user.edit", () => api(`/admin/users/${target.user.id}`, { method: "PUT", token: as(admin), json: { firstName: "Audited" } })],
      ["user.role", () => api(`/admin/users/${target.user.id}`, { method: "PUT", token: as(admin), json: { role: "moderator" } })],
      ["user.role", () => api(`/admin/users/${target.user.id}`, { method: "PUT", token: as(admin), json: { role: "user" } })],
      ["user.status", () => api(`/admin/users/${target.user.id}/status`, { method: "PATCH", token: as(moderator), json: { isActive: false, reason: "spam" } })],
      ["user.status", () => api(`/admin/users/${target.user.id}/status`, { method: "PATCH", token: as(moderator), json: { isActive: true } })],
      ["data.import", () => api("/admin/teams-fpl/extract", { method: "POST", token: as(admin) })],
      ["data.import", () => api("/admin/players-fpl/extract", { method: "POST", token: as(admin) })],
      ["data.restore", async () => {
        const { backups } = (await api("/admin/players-fpl/backups", { token: as(admin) })).body;
        return api(`/admin/players-fpl/restore/${backups[0].tableName}`, { method: "POST", token: as(admin) });
      }],
      ["clock.advance", () => api("/admin/clock", { token: as(admin), json: { advanceMinutes: 1 } })],
      ["user.delete", () => api(`/admin/users/${target.user.id}?reason=asked`, { method: "DELETE", token: as(admin) })],
    ];
    for (const [action, run, status] of actions) {
      const rows = await rowsOf(run, status);
      expect(rows.map((r) => r.action), action).toEqual([action]);
      const [row] = rows;
      expect(row!.actorId, action).toBeTruthy();
      expect(row!.targetId, action).toBeTruthy();
      expect(row!.actorLabel, action).toMatch(/\S/);
    }
    const trail = await api("/admin/audit?action=user.status", { token: as(admin) });
    expect(trail.status).toBe(200);
    expect(JSON.stringify(trail.body)).toContain("spam");
  });

  it("has no row for a refused or invalid action", async () => {
    const nothing = async (run: () => Promise<{ status: number; body: unknown }>, expected: number) => expect(await rowsOf(run, expected)).toEqual([]);
    await nothing(() => api("/gameweeks/admin/5/status", { token: admin.token, json: { status: "upcoming" } }), 409); // paid its rewards
    await nothing(() => api("/gameweeks/admin", { token: admin.token, json: { gameweek: 5, challengeName: "Again" } }), 409);
    await nothing(() => api("/gameweeks/admin/5", { method: "PUT", token: admin.token, json: { challengeName: "X", status: "upcoming" } }), 409);
    await nothing(() => api(`/admin/users/${admin.user.id}`, { method: "DELETE", token: admin.token }), 403);
    await nothing(() => api(`/admin/users/${admin.user.id}/status`, { method: "PATCH", token: moderator.token, json: { isActive: false } }), 403);
    await nothing(() => api("/admin/players-fpl/restore/999999", { method: "POST", token: admin.token }), 404);
  });
});
