// The local sample season (issue 9): the seed's own code on a real D1. It is deterministic, the
// seed writes choices only (teams, leagues), and every point, rank and reward in the database
// is what the gameweek job computes from the stored teams and stats. Production seeds none.
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { atomicBatch, insertRowsFromJson } from "../../api/db/bulk";
import { createDb } from "../../api/db/client";
import { DEMO_ACCOUNTS } from "../../api/db/demo-accounts";
import { users } from "../../api/db/schema";
import { buildSampleSeason } from "../../api/fpl/sample-season";
import { rebuildStandings, Meter } from "../../api/jobs/gameweek-jobs";
import { gameShards } from "../../api/db/shards";
import { onEveryShard, readStandings } from "./bulk-seed";
import { rewardForRank, REWARD_POINTS, type Position } from "../../domain/constants";
import { computeTeamPoints, gameweekPicks, playerGameweekLines } from "../../domain/team-points";
import { removeSampleSeason, seedSampleSeason } from "../../scripts/sample-season";
import { buildUserRow } from "../factories";
import { seedGame } from "./game-data";

const MANAGERS = 120;
const t0 = Date.now();
let game: Awaited<ReturnType<typeof seedGame>>;
let demoId = "";
const rows = <T>(sql: string, ...params: unknown[]) => env.DB.prepare(sql).bind(...params).all<T>().then((r) => r.results);

beforeAll(async () => {
  game = await seedGame({ currentGameweek: 18, now: t0 });
  const demo = await buildUserRow(DEMO_ACCOUNTS[0]!, t0);
  demoId = demo.id!;
  await atomicBatch(createDb(env.DB), [insertRowsFromJson(users, [demo])]);
}, 60_000);

afterAll(async () => {
  // Leave the shared database as other files expect it.
  await removeSampleSeason(env);
  await onEveryShard("DELETE FROM challenger_teams WHERE user_id = ?", demoId);
  await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(demoId).run();
  await rebuildStandings(createDb(env.DB), gameShards(env), Date.now(), new Meter());
});

const input = () => ({ ...game, currentGameweek: 18, demoUserId: demoId, managers: MANAGERS });

describe("sample season", () => {
  it("production configuration seeds none of it", async () => {
    expect(await seedSampleSeason({ ...env, LOCAL_DATA: "false" }, game, { currentGameweek: 18, managers: MANAGERS, rebuild: true })).toBeNull();
    expect(await seedSampleSeason({ DB: env.DB }, game, { currentGameweek: 18, managers: MANAGERS, rebuild: true })).toBeNull();
    expect(await rows("SELECT id FROM users WHERE is_sample = 1")).toEqual([]);
    expect(await onEveryShard("SELECT id FROM challenger_teams WHERE id LIKE 'sample-%'")).toEqual([]);
  });

  it("is deterministic and holds choices only: no points, no ranks", () => {
    const a = buildSampleSeason(input());
    const b = buildSampleSeason(input());
    expect(a).toEqual(b);
    expect(a.unbuilt).toEqual([]);
    expect(a.users).toHaveLength(MANAGERS);
    expect(a.users.every((u) => u.isSample && u.points === 0)).toBe(true);
    // Sample managers play 1..18 (18 is upcoming), the demo 1..17.
    expect(a.teams).toHaveLength(MANAGERS * 18 + 17);
    for (const team of a.teams) {
      expect(team).not.toHaveProperty("totalPoints");
      expect(team).not.toHaveProperty("rank");
    }
    expect(buildSampleSeason({ ...input(), seed: 99 }).teams[0]).not.toEqual(a.teams[0]);
  });

  it("is scored, ranked and rewarded by the gameweek job exactly as computed from the stored teams and stats", { timeout: 120_000 }, async () => {
    const report = await seedSampleSeason({ ...env, LOCAL_DATA: "true" }, game, { currentGameweek: 18, managers: MANAGERS, rebuild: true });
    expect(report).toMatch(/Sample season: 120 sample managers/);
    const built = buildSampleSeason(input());
    // Every shard's teams, in id order (each on its manager's shard: decision 035).
    const stored = (
      await onEveryShard<{ id: string; user_id: string; gameweek: number; picks: string; captain_id: number; vice_captain_id: number; total_points: number; rank: number | null }>(
        "SELECT id, user_id, gameweek, picks, captain_id, vice_captain_id, total_points, rank FROM challenger_teams",
      )
    ).sort((x, y) => (x.id < y.id ? -1 : 1));
    // What the seed stored is what the strategy built.
    expect(stored.map((t) => ({ id: t.id, picks: JSON.parse(t.picks), captainId: t.captain_id })).sort((x, y) => x.id.localeCompare(y.id))).toEqual(
      built.teams.map((t) => ({ id: t.id, picks: t.picks, captainId: t.captainId })).sort((x, y) => x.id.localeCompare(y.id)),
    );

    // Recompute every gameweek from the stored stats with the domain's scoring.
    const players = await rows<{ id: number; team_id: number; position: Position }>("SELECT id, team_id, position FROM players");
    const positions = new Map(players.map((p) => [p.id, p.position]));
    const clubOf = new Map(players.map((p) => [p.id, p.team_id]));
    const statuses = new Map((await rows<{ id: number; status: string }>("SELECT id, status FROM gameweeks")).map((g) => [g.id, g.status]));
    const expectedSeason = new Map<string, number>();
    const expectedRewards = new Map<string, number>();
    for (let gw = 1; gw <= 17; gw++) {
      const fixtures = (await rows<{ id: number; finished: number; team_h: number; team_a: number }>("SELECT id, finished, team_h, team_a FROM fixtures WHERE gameweek = ?", gw)).map((f) => ({
        id: f.id, finished: f.finished === 1, teamH: f.team_h, teamA: f.team_a,
      }));
      const stats = await rows<{ player_id: number; fixture_id: number; minutes: number; yellow_cards: number; red_cards: number; total_points: number }>(
        "SELECT player_id, fixture_id, minutes, yellow_cards, red_cards, total_points FROM player_fixture_stats WHERE gameweek = ?", gw,
      );
      const lines = playerGameweekLines(
        stats.map((s) => ({ playerId: s.player_id, fixtureId: s.fixture_id, minutes: s.minutes, yellowCards: s.yellow_cards, redCards: s.red_cards, totalPoints: s.total_points })),
        fixtures,
        clubOf,
      );
      const final = statuses.get(gw) === "completed";
      const teams = stored.filter((t) => t.gameweek === gw);
      const points = teams.map((t) => computeTeamPoints(gameweekPicks({ picks: JSON.parse(t.picks), captainId: t.captain_id, viceCaptainId: t.vice_captain_id }, positions), lines, { final }).total);
      expect(teams.map((t) => t.total_points)).toEqual(points);
      // Standard competition ranking: 1 + the number of teams with more points.
      expect(teams.map((t) => t.rank)).toEqual(points.map((p) => 1 + points.filter((q) => q > p).length));
      teams.forEach((t, i) => expectedSeason.set(t.user_id, (expectedSeason.get(t.user_id) ?? 0) + points[i]!));
      if (final) teams.forEach((t) => t.rank! <= 3 && expectedRewards.set(`reward:gw${gw}:${t.user_id}`, rewardForRank(REWARD_POINTS, t.rank!)));
    }
    // A realistic spread, not one score for all.
    expect(new Set(stored.filter((t) => t.gameweek === 10).map((t) => t.total_points)).size).toBeGreaterThan(MANAGERS / 4);

    const standings = await readStandings();
    expect(new Map(standings.map((s) => [s.userId, s.totalPoints]))).toEqual(expectedSeason);
    const totals = standings.map((s) => s.totalPoints);
    for (const s of standings) expect(s.rank).toBe(1 + totals.filter((p) => p > s.totalPoints).length);

    const ledger = await rows<{ key: string; amount: number }>("SELECT key, amount FROM points_ledger WHERE key LIKE 'reward:%'");
    const ours = ledger.filter((l) => expectedSeason.has(l.key.split(":")[2]!));
    expect(new Map(ours.map((l) => [l.key, l.amount]))).toEqual(expectedRewards);
    // Sample managers' balances are their rewards (the ledger's sum).
    const balances = await rows<{ id: string; points: number; sum: number }>(
      "SELECT u.id, u.points, COALESCE((SELECT SUM(amount) FROM points_ledger l WHERE l.user_id = u.id), 0) AS sum FROM users u WHERE u.is_sample = 1",
    );
    for (const b of balances) expect(b.points).toBe(b.sum);

    // The demo plays, and is in two mini-leagues with sample managers.
    expect(stored.filter((t) => t.user_id === demoId).map((t) => t.gameweek).sort((x, y) => x - y)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    const leagues = await rows<{ league_id: string; n: number }>("SELECT league_id, COUNT(*) AS n FROM league_members WHERE league_id IN (SELECT league_id FROM league_members WHERE user_id = ?) GROUP BY league_id", demoId);
    expect(leagues.length).toBe(2);
    expect(leagues.every((l) => l.n > 5)).toBe(true);
  });

  it("a restart adds nothing; a rebuild gives the same season again", { timeout: 120_000 }, async () => {
    const teams = async () => (await onEveryShard<{ id: string; total_points: number; rank: number }>("SELECT id, total_points, rank FROM challenger_teams")).sort((x, y) => (x.id < y.id ? -1 : 1));
    const before = await teams();
    expect(await seedSampleSeason({ ...env, LOCAL_DATA: "true" }, game, { currentGameweek: 18, managers: MANAGERS, rebuild: false })).toBeNull();
    await seedSampleSeason({ ...env, LOCAL_DATA: "true" }, game, { currentGameweek: 18, managers: MANAGERS, rebuild: true });
    expect(await teams()).toEqual(before);
  });
});
