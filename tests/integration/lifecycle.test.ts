// The gameweek lifecycle on the schedule, with the local replay as the live source.
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import { gameweeks, pointsLedger, users } from "../../api/db/schema";
import { challengerTeams } from "../../api/db/shard-schema";
import { gameShards, shardOfUser } from "../../api/db/shards";
import { eq } from "drizzle-orm";
import { FplSourceError } from "../../api/fpl/source";
import { runGameweekJobs } from "../../api/jobs/gameweek-jobs";
import { REWARD_POINTS, rewardForRank } from "../../domain/constants";
import { applyLedger } from "../../api/services/points";
import { buildTeamRow } from "../factories";
import { api, createUserAndLogin, ORIGIN, registerUser } from "./helpers";
import { cheapSquad, seedGame } from "./game-data";

const DAY = 86_400_000;
const t0 = Date.now();
let all: { id: number; teamId: number; position: string; price: number; priceTenths: number; webName: string }[] = [];
const db = () => createDb(env.DB);
/** The shard that holds a manager's teams (decision 035). */
const teamDb = (userId: string) => shardOfUser(gameShards(env), userId).db;

async function userWithTeam(gameweek: number, variant: { captainIndex?: number; skip?: number } = {}) {
  const { user, token } = await registerUser();
  const squad = cheapSquad(
    all.map((p) => ({ ...p, price: p.priceTenths })),
    { exclude: (p) => p.id % 7 === (variant.skip ?? -1) },
  );
  const picks = squad.selected.map((s) => ({ ...s, captain: false, viceCaptain: false }));
  const outfield = picks.filter((p) => !p.slot.startsWith("SUB") && !p.slot.startsWith("GK"));
  outfield[variant.captainIndex ?? 0]!.captain = true;
  outfield[(variant.captainIndex ?? 0) + 1]!.viceCaptain = true;
  const row = buildTeamRow(user.id, gameweek, picks, t0);
  await teamDb(user.id).insert(challengerTeams).values(row);
  return { user, token, row };
}

beforeAll(async () => {
  await seedGame({ currentGameweek: 18, now: t0 });
  all = (await api("/players")).body;
});

describe("gameweek lifecycle", () => {
  it("shows a team in the live gameweek with its provisional points per player", async () => {
    const { token, row } = await userWithTeam(17, { captainIndex: 1, skip: 2 });
    await runGameweekJobs(env, { now: t0 });
    const res = await api("/challengers/my-live-teams", { token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const team = res.body[0];
    expect(team).toMatchObject({ id: row.id, status: "live", gameweek: { gameweek: 17 }, final: false });
    expect(team.selectedPlayers).toHaveLength(15);
    const captain = team.selectedPlayers.find((p: { captain: boolean }) => p.captain);
    expect(captain.multiplier === 2 || captain.played === false).toBe(true);
    const sum = team.selectedPlayers.reduce((a: number, p: { contribution: number }) => a + p.contribution, 0);
    expect(team.gameweekInfo.totalPoints).toBe(sum);
    expect(team.totalPoints).toBe(sum);
    await teamDb(row.userId).delete(challengerTeams).where(eq(challengerTeams.id, row.id));
  });

  it("keeps a player the table no longer holds in his place, as 'Unknown player' with the complete shape, on every page", async () => {
    const { user, token, row } = await userWithTeam(17, { captainIndex: 1 });
    // Two picks name players who are not in the table: a starting defender (not an armband) and the second substitute.
    const defender = row.picks.find((p) => p.slot.startsWith("DEF") && p.playerId !== row.captainId && p.playerId !== row.viceCaptainId)!;
    const ghosts = new Map([
      [defender.slot, 990_001],
      ["SUB-1", 990_002],
    ]);
    const picks = row.picks.map((p) => ({ ...p, playerId: ghosts.get(p.slot) ?? p.playerId }));
    await teamDb(row.userId).update(challengerTeams).set({ picks }).where(eq(challengerTeams.id, row.id));
    await runGameweekJobs(env, { now: t0 });

    const saved = (await api(`/challengers/${row.id}`, { token })).body;
    const known = saved.selectedPlayers.find((p: { id: number }) => p.id === picks[0]!.playerId);
    const starter = saved.selectedPlayers.find((p: { id: number }) => p.id === 990_001);
    const sub = saved.selectedPlayers.find((p: { id: number }) => p.id === 990_002);
    expect(Object.keys(starter).sort()).toEqual(Object.keys(known).sort());
    expect(starter).toMatchObject({ webName: "Unknown player", position: "DEF", slotId: defender.slot, starter: true, team: "", priceTenths: 0, totalPoints: 0 });
    expect(sub).toMatchObject({ webName: "Unknown player", position: "MID", slotId: "SUB-1", starter: false, benchPosition: 2 });

    const live = (await api("/challengers/my-live-teams", { token })).body[0];
    const liveKeys = Object.keys(live.selectedPlayers.find((p: { id: number }) => p.id === picks[0]!.playerId)).sort();
    const liveGhost = live.selectedPlayers.find((p: { id: number }) => p.id === 990_001);
    expect(Object.keys(liveGhost).sort()).toEqual(liveKeys);
    expect(liveGhost).toMatchObject({ webName: "Unknown player", position: "DEF", points: 0, contribution: 0, minutes: 0, played: false });

    const page = async (path: string) => {
      const res = await SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: `terrace_session=${token}`, Accept: "text/html" } });
      expect(res.status, path).toBe(200);
      // The markup only: the loader data in the page's scripts would hold the names too.
      return (await res.text()).replace(/<!-- -->/g, "").replace(/<script[\s\S]*?<\/script>/g, "");
    };
    for (const path of ["/live-team", "/my-team?gw=17", `/leaderboard?team=${user.id}`]) {
      const html = await page(path);
      expect(html.match(/Unknown player/g)?.length ?? 0, path).toBeGreaterThanOrEqual(2);
      expect(html, path).not.toContain("Unable to load");
    }
    await teamDb(row.userId).delete(challengerTeams).where(eq(challengerTeams.id, row.id));
  });

  it("locks at the deadline, completes when every fixture is final, ranks with ties and pays rewards exactly once", async () => {
    const a = await userWithTeam(17, { captainIndex: 0 });
    const twin = await registerUser(); // same squad as a: a tie
    await teamDb(twin.user.id).insert(challengerTeams).values({ ...a.row, id: crypto.randomUUID(), userId: twin.user.id });
    const c = await userWithTeam(17, { captainIndex: 2, skip: 3 });
    const d = await userWithTeam(17, { captainIndex: 4, skip: 5 });

    // While gameweek 17 is live (two fixtures to come), points are provisional and nothing is paid.
    const during = await runGameweekJobs(env, { now: t0 });
    expect(during.completed).toEqual([]);
    expect(during.scored.find((s) => s.gameweek === 17)).toMatchObject({ teams: 4, final: false });

    // Three days on: gameweek 17 is over, gameweek 18's deadline has passed.
    const later = t0 + 3 * DAY;
    const [first, second] = await Promise.all([runGameweekJobs(env, { now: later }), runGameweekJobs(env, { now: later })]);
    expect([...first.locked, ...second.locked]).toContain(18);
    expect([...first.completed, ...second.completed]).toEqual([17]);
    const gws = await db().select().from(gameweeks).all();
    expect(gws.find((g) => g.id === 17)).toMatchObject({ status: "completed", isLive: false });
    expect(gws.find((g) => g.id === 18)).toMatchObject({ status: "active", isLive: true });
    // Auto-open keeps three gameweeks open: 19, 20 and now 21.
    expect(gws.filter((g) => g.status === "upcoming").map((g) => g.id)).toEqual([19, 20, 21]);

    const teams = (await Promise.all(gameShards(env).list.map((shard) => shard.db.select().from(challengerTeams).where(eq(challengerTeams.gameweek, 17)).all()))).flat();
    const byUser = new Map(teams.map((t) => [t.userId, t]));
    const ta = byUser.get(a.user.id)!;
    const tTwin = byUser.get(twin.user.id)!;
    expect(ta.totalPoints).toBeGreaterThan(0);
    expect(tTwin.totalPoints).toBe(ta.totalPoints);
    expect(tTwin.rank).toBe(ta.rank);
    // Standard competition ranking: 1, 1, 3, ... or 1, 2, 2, 4 ...
    const ranks = teams.map((t) => t.rank!).sort((x, y) => x - y);
    for (const t of teams) expect(t.rank).toBe(1 + teams.filter((o) => o.totalPoints > t.totalPoints).length);
    expect(ranks[0]).toBe(1);

    // Rewards by rank, once, whatever ran twice.
    await runGameweekJobs(env, { now: later + 60_000 });
    const ledger = await db().select().from(pointsLedger).all();
    const rewardRows = ledger.filter((l) => l.key.startsWith("reward:gw17:"));
    for (const t of teams) {
      const expected = rewardForRank(REWARD_POINTS, t.rank!);
      const rows = rewardRows.filter((r) => r.userId === t.userId);
      expect(rows.length).toBe(expected ? 1 : 0);
      if (expected) expect(rows[0]!.amount).toBe(expected);
      const balance = (await db().select({ points: users.points }).from(users).where(eq(users.id, t.userId)).get())!.points;
      expect(balance).toBe(expected);
    }
    // The header shows the balance.
    const me = await api("/auth/me", { token: a.token });
    expect(me.body.points).toBe(rewardForRank(REWARD_POINTS, ta.rank!));
    void c;
    void d;
  });

  it("completes a gameweek nobody entered, with no rewards to pay", async () => {
    // Gameweek 18 (locked by the run above) has no teams; three more days finish its matches.
    const report = await runGameweekJobs(env, { now: t0 + 6 * DAY });
    expect(report.errors).toEqual([]);
    expect(report.completed).toContain(18);
    expect(report.rewarded.filter((r) => r.gameweek === 18)).toEqual([]);
  });

  it("changes nothing when the live data source fails, and says why", async () => {
    // Gameweek 19 goes live: its deadline is in the past from here on.
    await db().update(gameweeks).set({ status: "active", isLive: true }).where(eq(gameweeks.id, 19));
    const before = await db().select().from(gameweeks).all();
    const failing = { read: async () => Promise.reject(new FplSourceError("event/19/live/", "HTTP 503")) };
    const report = await runGameweekJobs(env, { now: t0 + 6 * DAY + 120_000, feed: failing });
    expect(report.errors.join(" ")).toMatch(/Gameweek 19: data source failed: event\/19\/live\/: HTTP 503/);
    const after = await db().select().from(gameweeks).all();
    // Nothing the live data decides moves (no gameweek completes, 19 stays live); only the
    // calendar may, by its own clock: a later gameweek opening when its time comes.
    const moved = after.filter((g) => g.status !== before.find((b) => b.id === g.id)!.status);
    for (const g of moved) expect({ id: g.id, from: before.find((b) => b.id === g.id)!.status, to: g.status }).toEqual({ id: g.id, from: "locked", to: "upcoming" });
    expect(after.find((g) => g.id === 19)).toMatchObject({ status: "active", isLive: true });
  });
});

describe("the points ledger", () => {
  it("never lets a balance go negative, and applies a key once", async () => {
    const { user } = await registerUser();
    await applyLedger(db(), [{ key: `test:${user.id}:1`, userId: user.id, amount: 50, reason: "test" }], Date.now());
    await applyLedger(db(), [{ key: `test:${user.id}:1`, userId: user.id, amount: 50, reason: "test" }], Date.now());
    await expect(applyLedger(db(), [{ key: `test:${user.id}:2`, userId: user.id, amount: -80, reason: "test" }], Date.now())).rejects.toThrow(/Not enough points/);
    const row = await db().select({ points: users.points }).from(users).where(eq(users.id, user.id)).get();
    expect(row!.points).toBe(50);
    expect((await db().select().from(pointsLedger).where(eq(pointsLedger.userId, user.id)).all()).length).toBe(1);
  });

  it("lets only admins set a balance through PATCH /users/{id}/points, once per Idempotency-Key", async () => {
    const admin = await createUserAndLogin({ role: "admin" });
    const { user, token } = await registerUser();
    expect((await api(`/users/${user.id}/points`, { method: "PATCH", token, json: { points: 999 } })).status).toBe(403);
    expect((await api(`/users/${user.id}/points`, { method: "PATCH", token: admin.token, json: { points: -5 } })).status).toBe(400);
    const headers = { "Idempotency-Key": `adj-${user.id}` };
    const set = await api(`/users/${user.id}/points`, { method: "PATCH", token: admin.token, json: { points: 300 }, headers });
    expect(set.status).toBe(200);
    expect(set.body.points).toBe(300);
    // A retry of the same request changes nothing; a new request sets a new balance.
    expect((await api(`/users/${user.id}/points`, { method: "PATCH", token: admin.token, json: { points: 300 }, headers })).body.points).toBe(300);
    expect((await api(`/users/${user.id}/points`, { method: "PATCH", token: admin.token, json: { points: 120 } })).body.points).toBe(120);
    expect((await api(`/users/nobody/points`, { method: "PATCH", token: admin.token, json: { points: 1 } })).status).toBe(404);
  });
});

describe("update-rankings on demand", () => {
  it("is admin only and runs the same code", async () => {
    const user = await registerUser();
    expect((await api("/challengers/gameweek/17/update-rankings", { method: "POST", token: user.token })).status).toBe(403);
    const moderator = await createUserAndLogin({ role: "moderator" });
    expect((await api("/challengers/gameweek/17/update-rankings", { method: "POST", token: moderator.token })).status).toBe(403);
    const admin = await createUserAndLogin({ role: "admin" });
    const res = await api("/challengers/gameweek/17/update-rankings", { method: "POST", token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.scored[0]).toMatchObject({ gameweek: 17, final: true });
    expect((await api("/challengers/gameweek/99/update-rankings", { method: "POST", token: admin.token })).status).toBe(404);
  });
});
