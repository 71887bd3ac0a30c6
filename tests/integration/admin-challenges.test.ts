// The challenge admin (issue 14): status moves refused when they would corrupt results, each
// move audited; the staff pages' form actions go through the same rules.
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import { auditLog, gameweeks } from "../../api/db/schema";
import { applyLedger } from "../../api/services/points";
import { api, createUserAndLogin, ORIGIN, registerUser } from "./helpers";
import { seedGame } from "./game-data";

let admin: { token: string; user: { id: string } };
const db = () => createDb(env.DB);
const setGameweek = (id: number, set: Partial<typeof gameweeks.$inferInsert>) => db().update(gameweeks).set(set).where(eq(gameweeks.id, id));
const move = (gw: number, status: string, token = admin.token) => api(`/gameweeks/admin/${gw}/status`, { token, json: { status } });

beforeAll(async () => {
  await seedGame(); // gameweeks 1-17 completed and scored, 18 the next one
  admin = await createUserAndLogin({ role: "admin" });
});

describe("gameweek status moves", () => {
  it("are for staff only, with a known status and gameweek", async () => {
    const user = await registerUser();
    expect((await move(25, "upcoming", user.token)).status).toBe(403);
    expect((await api("/gameweeks/admin/25/status", { json: { status: "upcoming" } })).status).toBe(401);
    expect((await move(25, "finished")).status).toBe(400);
    expect((await move(39, "locked")).status).toBe(400);
  });

  it("refuse completing a gameweek that was never scored, and say why", async () => {
    await setGameweek(30, { status: "active", isLive: true });
    const res = await move(30, "completed");
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/not all finished and scored/);
    const upcoming = await move(29, "completed");
    expect(upcoming.status).toBe(409);
    expect(upcoming.body.error.message).toMatch(/only be completed from active/);
  });

  it("complete a live gameweek whose matches are all scored, then refuse reopening once rewards were paid", async () => {
    // Gameweek 10 is scored in the data; put it back live, then complete it as staff.
    expect((await move(10, "active")).status).toBe(200);
    const done = await move(10, "completed");
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await db().select().from(gameweeks).where(eq(gameweeks.id, 10)))[0]).toMatchObject({ status: "completed", isLive: false });
    await applyLedger(db(), [{ key: `reward:gw10:${admin.user.id}`, userId: admin.user.id, amount: 200, reason: "test podium" }], Date.now());
    const reopen = await move(10, "upcoming");
    expect(reopen.status).toBe(409);
    expect(reopen.body.error.message).toMatch(/already paid/);
  });

  it("reopen saves only before the deadline; every accepted move is audited with what it changed", async () => {
    await setGameweek(26, { status: "active", deadline: Date.now() - 60_000 });
    expect((await move(26, "upcoming")).body.error.message).toMatch(/deadline has passed/);
    await setGameweek(26, { deadline: Date.now() + 86_400_000 });
    const reopened = await move(26, "upcoming");
    expect(reopened.status).toBe(200);
    expect(reopened.body.effect).toMatch(/Saves reopen/);
    const rows = await db().select().from(auditLog).where(eq(auditLog.targetId, "26"));
    expect(rows).toMatchObject([{ action: "gameweek.status", before: { status: "active" }, after: { status: "upcoming" } }]);
  });

  it("the same move sent at once is applied and audited once", async () => {
    await setGameweek(27, { status: "locked", isLive: false, deadline: Date.now() + 86_400_000 });
    const results = await Promise.all([1, 2, 3].map(() => move(27, "upcoming")));
    // One applies; the others either were judged after it (409 'already upcoming') or lost the race quietly.
    expect(results.every((r) => r.status === 200 || r.status === 409), JSON.stringify(results.map((r) => r.status))).toBe(true);
    expect((await db().select().from(gameweeks).where(eq(gameweeks.id, 27)))[0]?.status).toBe("upcoming");
    expect(await db().select().from(auditLog).where(eq(auditLog.targetId, "27"))).toHaveLength(1);
  });

  it("PUT with a status goes through the same rules", async () => {
    await setGameweek(31, { status: "active", isLive: true });
    const res = await api("/gameweeks/admin/31", { method: "PUT", token: admin.token, json: { status: { status: "completed" } } });
    expect(res.status).toBe(409);
    const ok = await api("/gameweeks/admin/31", { method: "PUT", token: admin.token, json: { challengeName: "Renamed 31", status: "locked" } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ challengeName: "Renamed 31", status: "locked", isLive: false });
    const actions = (await db().select().from(auditLog).where(eq(auditLog.targetLabel, "Gameweek 31"))).map((r) => r.action);
    expect(actions).toEqual(["gameweek.status"]);
  });

  it("PUT with a refused status changes nothing else either; a later deadline in the same edit lets saves reopen", async () => {
    await setGameweek(32, { status: "active", isLive: true, deadline: Date.now() - 60_000 });
    const before = (await api("/gameweeks/32")).body;
    const refused = await api("/gameweeks/admin/32", { method: "PUT", token: admin.token, json: { challengeName: "Should not stick", status: "completed" } });
    expect(refused.status).toBe(409);
    expect((await api("/gameweeks/32")).body).toMatchObject({ challengeName: before.challengeName, status: "active" });
    const reopenLate = await api("/gameweeks/admin/32", { method: "PUT", token: admin.token, json: { challengeName: "Nor this", status: "upcoming" } });
    expect(reopenLate.status).toBe(409);
    expect(reopenLate.body.error.message).toMatch(/deadline has passed/);
    expect(await db().select().from(auditLog).where(eq(auditLog.targetId, before.id))).toHaveLength(0);
    const deadline = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const reopened = await api("/gameweeks/admin/32", { method: "PUT", token: admin.token, json: { challengeName: "Second chance", deadline, status: "upcoming" } });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect(reopened.body).toMatchObject({ challengeName: "Second chance", status: "upcoming", deadline });
  });

  it("refuse creating a challenge already completed, and rules naming unknown players", async () => {
    expect((await api("/gameweeks/admin/33", { method: "DELETE", token: admin.token })).status).toBe(200);
    const completed = await api("/gameweeks/admin", { token: admin.token, json: { gameweek: 33, challengeName: "X", status: "completed" } });
    expect(completed.status).toBe(409);
    const unknown = await api("/gameweeks/admin", { token: admin.token, json: { gameweek: 33, challengeName: "X", rules: { mustExcludePlayer: [99999999] } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/Unknown player id: 99999999/);
  });
});

describe("the challenge admin pages", () => {
  const page = (path: string, init: RequestInit = {}) =>
    SELF.fetch(`${ORIGIN}${path}`, { ...init, headers: { Authorization: `Bearer ${admin.token}`, Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host, ...(init.headers ?? {}) }, redirect: "manual" });
  const post = (path: string, fields: Record<string, string | string[]>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) form.append(k, one);
    return page(path, { method: "POST", body: form });
  };

  it("refuse a player name that matches no player, naming it and offering the closest players (form and API)", async () => {
    expect((await api("/gameweeks/admin/35", { method: "DELETE", token: admin.token })).status).toBe(200);
    const form = { intent: "create", gameweek: "35", challengeName: "Typos", deadline: "2027-05-08T15:00", budget: "100", maxPlayersPerTeam: "3" };
    const typo = await post("/addchallenge", { ...form, required: ["Haland"] });
    expect(typo.status).toBe(400);
    const html = await typo.text();
    expect(html).toContain("No player is named “Haland”. Did you mean Haaland (MCI)");
    // The API takes names (the spec's rules may name players): a name that is nobody's is refused too.
    const api400 = await api("/gameweeks/admin", { token: admin.token, json: { gameweek: 35, challengeName: "Typos", rules: { mustHavePlayer: ["Salah"], mustExcludePlayer: ["Haland", "Zzyzx Qwerty"] } } });
    expect(api400.status).toBe(400);
    expect(api400.body.error.issues).toEqual([
      { path: "rules.mustExcludePlayer", message: expect.stringMatching(/^No player is named “Haland”\. Did you mean Haaland \(MCI\)/) },
      { path: "rules.mustExcludePlayer", message: "No player is named “Zzyzx Qwerty”: check the spelling." },
    ]);
    expect((await api("/gameweeks/35")).status).toBe(404);
    expect((await db().select().from(auditLog).where(eq(auditLog.targetLabel, "Typos"))).length).toBe(0);
    // An exact name (the web name, the surname or the full name) is taken, as the game reads it.
    const ok = await api("/gameweeks/admin", { token: admin.token, json: { gameweek: 35, challengeName: "Typos", rules: { mustHavePlayer: ["Salah"], mustExcludePlayer: ["Erling Haaland"] } } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    // An edit is checked the same way.
    const edit = await api("/gameweeks/admin/35", { method: "PUT", token: admin.token, json: { rules: { mustHavePlayer: ["Salahh"] } } });
    expect(edit.status).toBe(400);
    expect(edit.body.error.message).toMatch(/^No player is named “Salahh”\. Did you mean .*M\.Salah \(LIV\)/);
  });

  it("create a challenge from the form, players typed by name resolved on the server; errors come back by field", async () => {
    expect((await api("/gameweeks/admin/34", { method: "DELETE", token: admin.token })).status).toBe(200);
    const bad = await post("/addchallenge", { intent: "create", gameweek: "34", challengeName: "", deadline: "2027-05-01T15:00", budget: "49", maxPlayersPerTeam: "3" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Challenge name is required");
    const typo = await post("/addchallenge", { intent: "create", gameweek: "34", challengeName: "Spring", deadline: "2027-05-01T15:00", budget: "100", maxPlayersPerTeam: "3", excluded: "Nobody At All" });
    expect(typo.status).toBe(400);
    expect(await typo.text()).toContain("No player is named “Nobody At All”");

    const ok = await post("/addchallenge", {
      intent: "create",
      gameweek: "34",
      challengeName: "Spring Derby",
      deadline: "2027-05-01T15:00",
      budget: "97.5",
      maxPlayersPerTeam: "2",
      club_LIV: "2",
      excluded: ["Haaland", ""],
      captainClub: "ARS",
      captainCount: "1",
      captainIsCaptain: "on",
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
    const created = (await api("/gameweeks/34")).body;
    expect(created).toMatchObject({
      challengeName: "Spring Derby",
      deadline: "2027-05-01T14:00:00.000Z", // 15:00 UK summer time
      rules: { budget: 97.5, maxPlayersPerTeam: 2, mustHavePlayerFromTeam: [{ team: "LIV", count: 2 }], minPlayersFromTeam: { team: "ARS", count: 1, position: "captain" } },
    });
    expect(created.rules.mustExcludePlayer).toHaveLength(1);
    expect(typeof created.rules.mustExcludePlayer[0]).toBe("number");
  });

  it("a status move from the list needs its confirmation, and a manager cannot open the pages", async () => {
    await setGameweek(35, { status: "locked" });
    const unconfirmed = await post("/adminchallenges", { intent: "status", gameweek: "35", status: "upcoming" });
    expect(unconfirmed.status).toBe(200); // status moves are confirmed in the UI; the server still applies its rules
    expect((await db().select().from(gameweeks).where(eq(gameweeks.id, 35)))[0]?.status).toBe("upcoming");
    const del = await post("/adminchallenges", { intent: "delete", id: "35" });
    expect(del.status).toBe(400); // destructive: refused without confirm=yes
    const user = await registerUser();
    const res = await SELF.fetch(`${ORIGIN}/adminchallenges`, { headers: { Authorization: `Bearer ${user.token}` } });
    expect(res.status).toBe(403);
  });
});

describe("the staff home", () => {
  it("shows counts that need attention to staff, not to managers", async () => {
    const home = await SELF.fetch(`${ORIGIN}/admin`, { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain("Reported posts");
    expect(html).toContain("gameweek.status"); // the latest staff actions of the tests above
    expect(html).toContain("No job has run yet.");
    // After a job run: its name, time and outcome.
    await api("/admin/clock", { token: admin.token, json: { advanceMinutes: 1 } });
    const after = (await (await SELF.fetch(`${ORIGIN}/admin`, { headers: { Authorization: `Bearer ${admin.token}` } })).text()).replaceAll("<!-- -->", "");
    expect(after).not.toContain("No job has run yet.");
    expect(after).toMatch(/<strong>gameweeks<\/strong> · \w{3} \d+ \w{3} \d\d:\d\d · <span><svg[^>]*>[\s\S]*?<\/svg> ok/);
    const user = await registerUser();
    expect((await SELF.fetch(`${ORIGIN}/admin`, { headers: { Authorization: `Bearer ${user.token}` } })).status).toBe(403);
  });
});

