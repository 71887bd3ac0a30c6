// Ranks from histograms (issue 28, decision 035): the gameweek job ranks teams and managers from
// score histograms read with one GROUP BY, and the leaderboard finds a page from the histogram's
// band of points. Held here to the window-function SQL they replace (RANK() for ranks, ROW_NUMBER()
// by points then user id for positions), on the sample season and on crowds of ties. Teams and
// standings live on the three test shards (SHARD_1..3): each manager's rows on the shard the map
// gives, and every page merged from the shards equal to the single-database reference (every
// shard's teams copied into one table of the main test database, where the window functions run).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { atomicBatch, insertRowsFromJson } from "../../api/db/bulk";
import { createDb } from "../../api/db/client";
import { DEMO_ACCOUNTS } from "../../api/db/demo-accounts";
import { users } from "../../api/db/schema";
import { gameShards, shardOfUser } from "../../api/db/shards";
import { Meter, rankGameweek, rebuildStandings, runGameweekJobs, type StandingsPhases } from "../../api/jobs/gameweek-jobs";
import { publishDataVersions } from "../../api/http/edge-cache";
import { compareIds } from "../../domain/sorted";
import { seedSampleSeason } from "../../scripts/sample-season";
import { buildTeamRow, buildUserRow } from "../factories";
import { crowd, onEveryShard, readStandings, writeTeams } from "./bulk-seed";
import { cheapSquad, seedGame } from "./game-data";
import { api, registerUser } from "./helpers";
import { recordingEnv } from "./recording";

const rows = <T>(sql: string, ...params: unknown[]) => env.DB.prepare(sql).bind(...params).all<T>().then((r) => r.results);
const db = () => createDb(env.DB);
const shards = () => gameShards(env);

/** Every shard's teams copied into one table of the main test database: the single-database reference. */
async function copyTeamsToOneDatabase() {
  const teams = await onEveryShard<{ id: string; user_id: string; gameweek: number; total_points: number; rank: number | null }>(
    "SELECT id, user_id, gameweek, total_points, rank FROM challenger_teams",
  );
  await env.DB.batch([
    env.DB.prepare("DROP TABLE IF EXISTS reference_teams"),
    env.DB.prepare("CREATE TABLE reference_teams (id TEXT PRIMARY KEY, user_id TEXT, gameweek INTEGER, total_points INTEGER, rank INTEGER)"),
    ...Array.from({ length: Math.ceil(teams.length / 2000) }, (_, i) =>
      env.DB.prepare(
        `INSERT INTO reference_teams SELECT json_extract(value, '$.id'), json_extract(value, '$.user_id'), json_extract(value, '$.gameweek'), json_extract(value, '$.total_points'), json_extract(value, '$.rank') FROM json_each(?)`,
      ).bind(JSON.stringify(teams.slice(i * 2000, (i + 1) * 2000))),
    ),
  ]);
}

/** The gameweek ranks as the job computed them before: RANK() over each gameweek the job ranks (live and completed). */
const RANKED = "gameweek IN (SELECT id FROM gameweeks WHERE status IN ('active', 'completed'))";
const windowTeamRanks = () =>
  rows<{ id: string; rank: number }>(`SELECT id, RANK() OVER (PARTITION BY gameweek ORDER BY total_points DESC) AS rank FROM reference_teams WHERE ${RANKED} ORDER BY id`);
const storedTeamRanks = () => rows<{ id: string; rank: number }>(`SELECT id, rank FROM reference_teams WHERE ${RANKED} ORDER BY id`);

/** The season standings as the job computed them before: RANK() and ROW_NUMBER() over the season totals. */
const windowStandings = () =>
  rows<{ userId: string; totalPoints: number; rank: number; position: number; teams: number }>(
    `SELECT user_id AS userId, SUM(total_points) AS totalPoints, RANK() OVER (ORDER BY SUM(total_points) DESC) AS rank,
            ROW_NUMBER() OVER (ORDER BY SUM(total_points) DESC, user_id) AS position, COUNT(*) AS teams
     FROM reference_teams WHERE gameweek IN (SELECT id FROM gameweeks WHERE status IN ('active', 'completed'))
     GROUP BY user_id ORDER BY position`,
  );

/** Every page of /api/leaderboard at this size, concatenated: each entry with the position it was shown at. */
async function leaderboardPages(token: string, limit: number) {
  const shown: { userId: string; totalPoints: number; rank: number; teams: number; position: number }[] = [];
  // This file calls the run's phases itself; the run publishes the new data versions at its end (issue 48).
  await publishDataVersions(env);
  for (let offset = 0; ; offset += limit) {
    const res = await api(`/leaderboard?limit=${limit}&offset=${offset}`, { token });
    expect(res.status).toBe(200);
    const entries = res.body.entries as { userId: string; totalPoints: number; rank: number; teams: number }[];
    entries.forEach((e, i) => shown.push({ userId: e.userId, totalPoints: e.totalPoints, rank: e.rank, teams: e.teams, position: offset + i + 1 }));
    if (entries.length < limit) return { shown, total: res.body.total as number, topScore: res.body.topScore as number };
  }
}

/** Ranks, standings, histogram and every leaderboard page equal the window-function reference. */
async function expectSameAsWindowFunctions(token: string, pageSizes: number[]) {
  await copyTeamsToOneDatabase();
  expect(await storedTeamRanks()).toEqual(await windowTeamRanks());
  // Every team on the shard the map gives its manager.
  for (const shard of shards().list)
    for (const team of (await shard.d1.prepare("SELECT user_id AS userId FROM challenger_teams").all<{ userId: string }>()).results)
      expect(shardOfUser(shards(), team.userId).number).toBe(shard.number);
  const reference = await windowStandings();
  const onShards = await Promise.all(
    shards().list.map(async (shard) => ({
      shard: shard.number,
      rows: (await shard.d1.prepare("SELECT user_id AS userId, total_points AS totalPoints, rank, teams FROM season_standings").all<{ userId: string; totalPoints: number; rank: number; teams: number }>()).results,
    })),
  );
  // Every shard holds some of them (150 managers or more over 3 shards), each on the shard the map gives.
  if (reference.length >= 100) for (const { rows } of onShards) expect(rows.length).toBeGreaterThan(reference.length / 6);
  for (const { shard, rows } of onShards) for (const row of rows) expect(shardOfUser(shards(), row.userId).number, row.userId).toBe(shard);
  const stored = onShards.flatMap((s) => s.rows).sort((a, b) => (a.userId < b.userId ? -1 : 1));
  expect(stored).toEqual(reference.map(({ position: _, ...r }) => r).sort((a, b) => (a.userId < b.userId ? -1 : 1)));
  const histogram = await rows<{ points: number; managers: number }>("SELECT total_points AS points, managers FROM season_histogram ORDER BY total_points");
  const counts = new Map<number, number>();
  for (const r of reference) counts.set(r.totalPoints, (counts.get(r.totalPoints) ?? 0) + 1);
  expect(histogram).toEqual([...counts].map(([points, managers]) => ({ points, managers })).sort((a, b) => a.points - b.points));
  for (const limit of pageSizes) {
    const pages = await leaderboardPages(token, limit);
    expect(pages.total).toBe(reference.length);
    expect(pages.topScore).toBe(reference[0]?.totalPoints ?? 0);
    expect(pages.shown, `pages of ${limit}`).toEqual(reference);
  }
}

describe("ranks from histograms", () => {
  let token = "";
  beforeAll(async () => {
    token = (await registerUser()).token;
  });

  it("on the sample season: the job's gameweek ranks, season ranks and leaderboard positions are the window functions'", { timeout: 120_000 }, async () => {
    const now = Date.now();
    const game = await seedGame({ currentGameweek: 18, now });
    const demo = await buildUserRow(DEMO_ACCOUNTS[0]!, now);
    await atomicBatch(db(), [insertRowsFromJson(users, [demo])]);
    // The seed's own path: sample managers' teams in gameweeks 1-18, scored and ranked by the real job.
    expect(await seedSampleSeason({ ...env, LOCAL_DATA: "true" }, game, { currentGameweek: 18, managers: 150, rebuild: true })).toMatch(/150 sample managers/);
    const ranked = await onEveryShard<{ n: number }>("SELECT COUNT(*) AS n FROM challenger_teams WHERE rank IS NOT NULL");
    expect(ranked.reduce((n, r) => n + r.n, 0)).toBeGreaterThan(150 * 17);
    await expectSameAsWindowFunctions(token, [20, 7, 100]);
  });

  it("on the sample season, scored through the queue in ranges: the same points, ranks and standings as the job scoring it itself", { timeout: 120_000 }, async () => {
    // The reference: the job's own run (it may also complete or open gameweeks: done before the snapshot).
    await runGameweekJobs(env, { fanOutFrom: Infinity });
    const live = (await rows<{ id: number }>("SELECT id FROM gameweeks WHERE status = 'active'")).map((g) => g.id);
    expect(live.length).toBeGreaterThan(0);
    const inLive = `gameweek IN (${live.join(", ")})`; // gameweek numbers from the database, not input
    const liveTeams = () => onEveryShard<{ id: string; total_points: number; rank: number | null }>(`SELECT id, total_points, rank FROM challenger_teams WHERE ${inLive}`).then((t) => t.sort((a, b) => compareIds(a.id, b.id)));
    const standings = async () => (await readStandings()).map(({ userId, totalPoints, rank, teams }) => ({ userId, totalPoints, rank, teams })).sort((a, b) => compareIds(a.userId, b.userId));
    const reference = { teams: await liveTeams(), standings: await standings() };
    expect(reference.teams.length).toBeGreaterThan(100);
    expect(new Set(reference.teams.map((t) => t.total_points)).size).toBeGreaterThan(5);

    // The live gameweeks' scores wiped, then scored again through the queue, 13 teams a chunk.
    await onEveryShard(`UPDATE challenger_teams SET total_points = 0, rank = NULL WHERE ${inLive}`);
    const queued = await runGameweekJobs(env, { fanOutFrom: 1, teamsPerChunk: 13 });
    for (const gw of live) expect(queued.scored.find((s) => s.gameweek === gw)).toMatchObject({ queued: true });
    // More chunks than shards: each shard's teams cut into several ranges.
    expect(queued.scored.filter((s) => live.includes(s.gameweek)).reduce((n, s) => n + s.chunks, 0)).toBeGreaterThan(3 * live.length);
    const unfinished = () => rows<{ n: number }>(`SELECT COUNT(*) AS n FROM scoring_runs WHERE finished_at IS NULL AND ${inLive}`).then((r) => r[0]!.n);
    for (let i = 0; i < 300 && (await unfinished()) > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await unfinished()).toBe(0);
    expect(await liveTeams()).toEqual(reference.teams);
    expect(await standings()).toEqual(reference.standings);
    await expectSameAsWindowFunctions(token, [20]);
  });

  it("on crowds of ties, negative totals and a changed score: the same, and a second run writes nothing", { timeout: 60_000 }, async () => {
    const now = Date.now();
    const game = await seedGame({ currentGameweek: 18, now });
    const { selected: squad } = cheapSquad(game.players.map((p) => ({ ...p, id: p.id! })));
    // 400 managers in gameweeks 15 and 16 (completed): a few scores held by many, some below zero.
    const managers = await crowd(400);
    const teams = managers.flatMap((u, i) => [
      { ...buildTeamRow(u.id, 15, squad, now), totalPoints: [40, 40, 40, 12, -3][i % 5]! },
      ...(i % 3 === 0 ? [] : [{ ...buildTeamRow(u.id, 16, squad, now), totalPoints: i % 7 === 0 ? 0 : 25 }]),
    ]);
    await writeTeams(teams);
    const meter = new Meter();
    for (const gw of [15, 16]) await rankGameweek(shards(), gw, meter);
    await rebuildStandings(db(), shards(), now, meter);
    await expectSameAsWindowFunctions(token, [20, 33]);

    // The gameweek's teams, paged across the shards (GET /challengers/gameweek/15), equal the
    // reference's order: points descending, then manager id.
    const reference = await rows<{ id: string }>("SELECT id FROM reference_teams WHERE gameweek = 15 ORDER BY total_points DESC, user_id");
    for (const limit of [50, 37]) {
      const shown: string[] = [];
      for (let offset = 0; offset < reference.length + limit; offset += limit) {
        const res = await api(`/challengers/gameweek/15?limit=${limit}&offset=${offset}`, { token });
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(reference.length);
        shown.push(...res.body.teams.map((t: { id: string }) => t.id));
      }
      expect(shown, `pages of ${limit}`).toEqual(reference.map((r) => r.id));
    }

    // Nothing changed: a second run (a retry, the next minute's job) writes no row at all.
    const again = new Meter();
    for (const gw of [15, 16]) await rankGameweek(shards(), gw, again);
    const rebuild = new Meter();
    await rebuildStandings(db(), shards(), now, rebuild);
    expect(again.rowsWritten + rebuild.rowsWritten).toBe(0);
    // The teams are summed once per run (the histogram is read from the standings, departures are a
    // look-up per manager): under 4 rows read per team of the season, where three passes read 6.2.
    const counted = JSON.stringify((await rows<{ id: number }>("SELECT id FROM gameweeks WHERE status IN ('active', 'completed')")).map((g) => g.id));
    const seasonTeams = (
      await Promise.all(shards().list.map((s) => s.d1.prepare("SELECT count(*) AS n FROM challenger_teams WHERE gameweek IN (SELECT value FROM json_each(?))").bind(counted).first<{ n: number }>()))
    ).reduce((sum, r) => sum + r!.n, 0);
    expect(rebuild.rowsRead).toBeLessThan(4 * seasonTeams);

    // One team's score changes: its manager moves, everyone it passes drops a place, ranks follow.
    const moved = teams.find((t) => t.gameweek === 15 && t.totalPoints === -3)!;
    const movedShard = shardOfUser(shards(), moved.userId).d1;
    const rankOfMoved = async () => (await movedShard.prepare("SELECT rank FROM challenger_teams WHERE id = ?").bind(moved.id).first<{ rank: number }>())!.rank;
    const before = await rankOfMoved();
    await movedShard.prepare("UPDATE challenger_teams SET total_points = 41 WHERE id = ?").bind(moved.id).run();
    // And a manager leaves the season (their teams gone): their standing goes, the reference agrees.
    const leaver = managers.find((u) => u.id !== moved.userId)!;
    await shardOfUser(shards(), leaver.id).d1.prepare("DELETE FROM challenger_teams WHERE user_id = ?").bind(leaver.id).run();
    await rankGameweek(shards(), 15, meter);
    await rankGameweek(shards(), 16, meter);
    await rebuildStandings(db(), shards(), now, meter);
    await expectSameAsWindowFunctions(token, [20]);
    expect(await rankOfMoved()).toBeLessThan(before - 200); // past the crowd's 320 teams on 40, 12 and -3
  });

  it("folds each completed gameweek in once: a run reads the live gameweek's teams, not the season's; a re-scored, an added and a reopened gameweek are folded again", { timeout: 60_000 }, async () => {
    const now = Date.now();
    const game = await seedGame({ currentGameweek: 18, now });
    const { selected: squad } = cheapSquad(game.players.map((p) => ({ ...p, id: p.id! })));
    await onEveryShard("DELETE FROM challenger_teams");
    const status = new Map((await rows<{ id: number; status: string }>("SELECT id, status FROM gameweeks")).map((g) => [g.id, g.status]));
    const completed = [...status].filter(([, s]) => s === "completed").map(([id]) => id);
    const liveGameweek = [...status].find(([, s]) => s === "active")![0];
    expect(completed.length).toBeGreaterThanOrEqual(10);
    // 60 managers with a team in every completed gameweek and in the live one.
    const managers = await crowd(60);
    const teams = managers.flatMap((u, i) => [...completed, liveGameweek].map((gw) => ({ ...buildTeamRow(u.id, gw, squad, now), totalPoints: (i * 7 + gw * 3) % 50 })));
    await writeTeams(teams);
    // The teams' gameweek ranks, as the job sets them before each rebuild (the reference checks them too).
    const rankAll = async () => {
      for (const gw of (await rows<{ id: number }>("SELECT id FROM gameweeks WHERE status IN ('active', 'completed')")).map((g) => g.id)) await rankGameweek(shards(), gw, new Meter());
    };
    await rankAll();
    const first = new Meter();
    await rebuildStandings(db(), shards(), now, first);
    await expectSameAsWindowFunctions(token, [25]);
    const folds = await onEveryShard<{ gameweek: number }>("SELECT gameweek FROM standings_folds");
    expect([...new Set(folds.map((f) => f.gameweek))].sort((a, b) => a - b)).toEqual(completed);

    // The next run reads the live gameweek's teams and the standings (a few passes over a row a
    // manager, and the histograms), not the season's teams: a fifth of the first run (which folded
    // the completed gameweeks) and about as much as the season's teams once; nothing written.
    const next = new Meter();
    await rebuildStandings(db(), shards(), now, next);
    expect(next.rowsWritten).toBe(0);
    expect(first.rowsRead).toBeGreaterThan(teams.length * 4);
    expect(next.rowsRead).toBeLessThan(first.rowsRead / 4);
    expect(next.rowsRead).toBeLessThan(teams.length * 1.25);

    // A completed gameweek's team re-scored: the folds are stale (the shard's trigger), folded again.
    const rescored = teams.find((t) => t.gameweek === completed[0])!;
    await shardOfUser(shards(), rescored.userId).d1.prepare("UPDATE challenger_teams SET total_points = total_points + 90 WHERE id = ?").bind(rescored.id).run();
    await rankAll();
    await rebuildStandings(db(), shards(), now, new Meter());
    await expectSameAsWindowFunctions(token, [25]);
    // A team added to a completed gameweek (a move from the main database): the same.
    const [late] = await crowd(1);
    await writeTeams([{ ...buildTeamRow(late!.id, completed[1]!, squad, now), totalPoints: 77 }]);
    await rankAll();
    await rebuildStandings(db(), shards(), now, new Meter());
    await expectSameAsWindowFunctions(token, [25]);
    // A completed gameweek reopened (live again): its points counted once, as a live gameweek's.
    const reopened = completed.at(-1)!;
    await env.DB.prepare("UPDATE gameweeks SET status = 'active' WHERE id = ?").bind(reopened).run();
    await rankAll();
    await rebuildStandings(db(), shards(), now, new Meter());
    await expectSameAsWindowFunctions(token, [25]);
    expect((await onEveryShard<{ gameweek: number }>("SELECT gameweek FROM standings_folds")).map((f) => f.gameweek)).not.toContain(reopened);
    // It completes again: folded once more, and a run after that writes nothing.
    await env.DB.prepare("UPDATE gameweeks SET status = 'completed' WHERE id = ?").bind(reopened).run();
    await rebuildStandings(db(), shards(), now, new Meter());
    await expectSameAsWindowFunctions(token, [25]);
    const quiet = new Meter();
    await rebuildStandings(db(), shards(), now, quiet);
    expect(quiet.rowsWritten).toBe(0);
  });

  it("two rebuilds at once fold a newly completed gameweek once", { timeout: 60_000 }, async () => {
    const now = Date.now();
    const game = await seedGame({ currentGameweek: 18, now });
    const { selected: squad } = cheapSquad(game.players.map((p) => ({ ...p, id: p.id! })));
    await onEveryShard("DELETE FROM challenger_teams");
    const live = (await rows<{ id: number }>("SELECT id FROM gameweeks WHERE status = 'active'"))[0]!.id;
    const managers = await crowd(30);
    await writeTeams(managers.map((u, i) => ({ ...buildTeamRow(u.id, live, squad, now), totalPoints: 10 + i })));
    await rankGameweek(shards(), live, new Meter());
    await rebuildStandings(db(), shards(), now, new Meter());
    await expectSameAsWindowFunctions(token, [25]);
    // The live gameweek completes; two runs fold it at the same moment (a retry, the next minute's job).
    await env.DB.prepare("UPDATE gameweeks SET status = 'completed' WHERE id = ?").bind(live).run();
    await Promise.all([rebuildStandings(db(), shards(), now, new Meter()), rebuildStandings(db(), shards(), now, new Meter())]);
    await expectSameAsWindowFunctions(token, [25]);
  });

  it("ranks only what moved (issue 47): a run where nothing changed sends no rank UPDATE and reads each team once; a team climbing past many re-ranks the scores it passed; ties, a swap and a new team on 0 points stay exact, on every page", { timeout: 60_000 }, async () => {
    const now = Date.now();
    const game = await seedGame({ currentGameweek: 18, now });
    const { selected: squad } = cheapSquad(game.players.map((p) => ({ ...p, id: p.id! })));
    await onEveryShard("DELETE FROM challenger_teams");
    // 300 managers in completed gameweek 15, ten on each score 0..29 (ties everywhere).
    const managers = await crowd(300);
    const teams = managers.map((u, i) => ({ ...buildTeamRow(u.id, 15, squad, now), totalPoints: i % 30 }));
    await writeTeams(teams);
    await rankGameweek(shards(), 15, new Meter());
    await rebuildStandings(db(), shards(), now, new Meter());
    await expectSameAsWindowFunctions(token, [50]);

    // Nothing changed: no rank UPDATE on any shard, nothing written, and each team read once (the
    // histogram's walk of the (gameweek, points, rank) index); the UPDATE used to read every team again.
    const recorded = recordingEnv();
    const quiet = new Meter();
    expect(await rankGameweek(gameShards(recorded.env), 15, quiet)).toEqual({ scores: 30, staleScores: 0 });
    const phases: StandingsPhases = {};
    await rebuildStandings(createDb(recorded.env.DB), gameShards(recorded.env), now, quiet, phases);
    expect(phases.staleTotals).toBe(0);
    expect(recorded.shardStatements().filter((sql) => /^\s*UPDATE\s+(challenger_teams|season_standings)\s+SET\s+rank/i.test(sql))).toEqual([]);
    expect(quiet.rowsWritten).toBe(0);
    const rankOnly = new Meter();
    await rankGameweek(shards(), 15, rankOnly);
    expect(rankOnly.rowsRead).toBeLessThanOrEqual(teams.length + 3 * 30);

    // One team climbs from 5 points to 25, past the 190 teams on 6..24 and the 9 it tied with on 5:
    // those 20 scores drop a place and 25 gains a team with a stale rank; 0..4 and 26..29 keep theirs.
    const climber = teams.find((t) => t.totalPoints === 5)!;
    const climberShard = shardOfUser(shards(), climber.userId).d1;
    await climberShard.prepare("UPDATE challenger_teams SET total_points = 25 WHERE id = ?").bind(climber.id).run();
    const climb = new Meter();
    expect(await rankGameweek(shards(), 15, climb)).toEqual({ scores: 30, staleScores: 21 });
    expect(climb.rowsWritten).toBeGreaterThan(0);
    await rebuildStandings(db(), shards(), now, new Meter());
    await expectSameAsWindowFunctions(token, [50]);
    expect((await climberShard.prepare("SELECT rank FROM challenger_teams WHERE id = ?").bind(climber.id).first<{ rank: number }>())!.rank).toBe(41);

    // Two teams swap their scores (0 and 29): the histogram is the same, both are still re-ranked.
    const low = teams.find((t) => t.totalPoints === 0)!;
    const high = teams.find((t) => t.totalPoints === 29)!;
    await shardOfUser(shards(), low.userId).d1.prepare("UPDATE challenger_teams SET total_points = 29 WHERE id = ?").bind(low.id).run();
    await shardOfUser(shards(), high.userId).d1.prepare("UPDATE challenger_teams SET total_points = 0 WHERE id = ?").bind(high.id).run();
    expect((await rankGameweek(shards(), 15, new Meter())).staleScores).toBe(2);
    await rebuildStandings(db(), shards(), now, new Meter());
    await expectSameAsWindowFunctions(token, [50]);
    // A manager's second team, still on 0 points: their teams count grows, no total moves (nor the
    // histogram); the leaderboard's pages show it (the standings' data version moved with it).
    await writeTeams([{ ...buildTeamRow(high.userId, 16, squad, now), totalPoints: 0 }]);
    await rankGameweek(shards(), 16, new Meter());
    await rebuildStandings(db(), shards(), now, new Meter());
    await expectSameAsWindowFunctions(token, [50]);
    // And a retry after all that re-ranks nothing.
    expect((await rankGameweek(shards(), 15, new Meter())).staleScores).toBe(0);
  });

  it("an empty season: no rows, total 0, a page past the end is empty", async () => {
    await onEveryShard("DELETE FROM challenger_teams");
    await rebuildStandings(db(), shards(), Date.now(), new Meter());
    expect(await rows("SELECT * FROM season_histogram")).toEqual([]);
    const res = await api("/leaderboard?limit=20&offset=40", { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ entries: [], total: 0, topScore: 0 });
  });
});
