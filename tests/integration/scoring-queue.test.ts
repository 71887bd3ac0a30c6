// A big gameweek's scoring fans out over the shards through the scoring queue (issue 28,
// decision 035): the job sends one message per shard; the Worker's queue() handler scores each
// chunk on its shard; the last chunk ranks the gameweek, completes it when final and rebuilds the
// standings. Held to the job that scores the same teams itself, on the same data; a chunk
// delivered again changes nothing; the admin data screen shows the run's progress.
import { createExecutionContext, createMessageBatch, env, getQueueResult, SELF, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../server";
import { runGameweekJobs } from "../../api/jobs/gameweek-jobs";
import { scoringMessages, type ScoringMessage } from "../../domain/scoring-run";
import { compareIds } from "../../domain/sorted";
import { gameShards } from "../../api/db/shards";
import { buildTeamRow } from "../factories";
import { crowd, onEveryShard, readStandings, writeTeams } from "./bulk-seed";
import { cheapSquad, seedGame } from "./game-data";
import { createUserAndLogin, ORIGIN } from "./helpers";

type Team = { id: string; total_points: number; rank: number | null };
const teamsOf = async (gameweek: number) => (await onEveryShard<Team>("SELECT id, total_points, rank FROM challenger_teams WHERE gameweek = ?", gameweek)).sort((a, b) => (a.id < b.id ? -1 : 1));
const standings = async () => (await readStandings()).map(({ userId, totalPoints, rank, teams }) => ({ userId, totalPoints, rank, teams })).sort((a, b) => (a.userId < b.userId ? -1 : 1));
const clearScores = () => Promise.all([onEveryShard("UPDATE challenger_teams SET total_points = 0, rank = NULL"), onEveryShard("DELETE FROM season_standings"), onEveryShard("DELETE FROM standings_folds")]);
const run = (id: string) => env.DB.prepare("SELECT id, gameweek, final, chunks, finished_at AS finishedAt FROM scoring_runs WHERE id = ?").bind(id).first<{ chunks: number; finishedAt: number | null }>();
const chunksDone = async (id: string) => (await env.DB.prepare("SELECT chunk, teams FROM scoring_chunks WHERE run_id = ? ORDER BY chunk").bind(id).all<{ chunk: number; teams: number }>()).results;

let t0 = 0;
/** Gameweek 17 as the job scores it itself (the first test writes it; the ranges test compares with it). */
let reference: { teams: Team[]; standings: Awaited<ReturnType<typeof standings>> };
beforeAll(async () => {
  t0 = Date.now();
  const game = await seedGame({ currentGameweek: 18, now: t0 });
  const players = game.players.map((p) => ({ ...p, id: p.id! }));
  // Five different squads (players left out in turn) and captains spread, so that scores differ.
  const squads = [0, 1, 2, 3, 4].map((k) => cheapSquad(players, { exclude: (p) => p.id % 7 === k }).selected);
  const managers = await crowd(300);
  await writeTeams(
    managers.map((u, i) => {
      const selected = squads[i % squads.length]!;
      const outfield = selected.filter((p) => !p.slot.startsWith("SUB") && !p.slot.startsWith("GK"));
      const captain = outfield[Math.floor(i / 5) % outfield.length]!;
      const vice = outfield[(Math.floor(i / 5) + 1) % outfield.length]!;
      return buildTeamRow(u.id, 17, selected.map((p) => ({ ...p, captain: p.id === captain.id, viceCaptain: p.id === vice.id })), t0);
    }),
  );
}, 60_000);

describe("scoring through the queue", () => {
  it("gives the same points, ranks and standings as the job scoring the teams itself, and a chunk delivered again changes nothing", { timeout: 60_000 }, async () => {
    // The reference: the job scores gameweek 17 in its own run.
    const inline = await runGameweekJobs(env, { now: t0, fanOutFrom: Infinity });
    expect(inline.scored.find((s) => s.gameweek === 17)).toMatchObject({ teams: 300, final: false });
    reference = { teams: await teamsOf(17), standings: await standings() };
    expect(new Set(reference.teams.map((t) => t.total_points)).size).toBeGreaterThan(2);
    await clearScores();

    // Through the queue: the job only sends; the Worker's queue() handler scores and ranks.
    const queued = await runGameweekJobs(env, { now: t0, fanOutFrom: 1 });
    expect(queued.scored.find((s) => s.gameweek === 17)).toMatchObject({ teams: 300, chunks: 3, queued: true });
    const { id } = (await env.DB.prepare("SELECT id FROM scoring_runs WHERE gameweek = 17 ORDER BY started_at DESC LIMIT 1").first<{ id: string }>())!;
    for (let i = 0; i < 200 && (await run(id))?.finishedAt == null; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await run(id))?.finishedAt).not.toBeNull();
    expect((await chunksDone(id)).map((c) => c.chunk)).toEqual([1, 2, 3]);
    expect((await chunksDone(id)).reduce((n, c) => n + c.teams, 0)).toBe(300);
    expect(await teamsOf(17)).toEqual(reference.teams);
    expect(await standings()).toEqual(reference.standings);

    // The same chunk delivered twice more (a retry, a duplicate): nothing changes, it counts once.
    const message: ScoringMessage = { runId: id, gameweek: 17, shard: 2, final: false };
    const batch = createMessageBatch<ScoringMessage>("terrace-scoring", [
      { id: "again-1", timestamp: new Date(), attempts: 2, body: message },
      { id: "again-2", timestamp: new Date(), attempts: 1, body: message },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    await waitOnExecutionContext(ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks.sort()).toEqual(["again-1", "again-2"]);
    expect(result.retryMessages).toEqual([]);
    expect(await teamsOf(17)).toEqual(reference.teams);
    expect(await chunksDone(id)).toHaveLength(3);
  });

  it("cuts each shard's teams into ranges of at most teamsPerChunk ids: the same points and ranks, each range counted once with its cost", { timeout: 60_000 }, async () => {
    await clearScores();
    const perShard = (await onEveryShard<{ n: number }>("SELECT COUNT(*) AS n FROM challenger_teams WHERE gameweek = 17")).map((r) => r.n);
    const expected = perShard.reduce((n, c) => n + Math.ceil(c / 40), 0);
    const queued = await runGameweekJobs(env, { now: t0 + 1, fanOutFrom: 1, teamsPerChunk: 40 });
    expect(queued.scored.find((s) => s.gameweek === 17)).toMatchObject({ teams: 300, chunks: expected, queued: true });
    expect(expected).toBeGreaterThan(6);
    const { id } = (await env.DB.prepare("SELECT id FROM scoring_runs WHERE gameweek = 17 ORDER BY started_at DESC LIMIT 1").first<{ id: string }>())!;
    for (let i = 0; i < 200 && (await run(id))?.finishedAt == null; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await run(id))?.finishedAt).not.toBeNull();
    const chunks = (
      await env.DB.prepare("SELECT chunk, teams, shard, ms, rows_read AS rowsRead, rows_written AS rowsWritten FROM scoring_chunks WHERE run_id = ? ORDER BY chunk").bind(id).all<{
        chunk: number;
        teams: number;
        shard: number;
        ms: number;
        rowsRead: number;
        rowsWritten: number;
      }>()
    ).results;
    expect(chunks.map((c) => c.chunk)).toEqual(Array.from({ length: expected }, (_, i) => i + 1));
    expect(chunks.every((c) => c.teams > 0 && c.teams <= 40 && c.ms >= 0 && c.rowsRead >= c.teams)).toBe(true);
    expect(chunks.reduce((n, c) => n + c.teams, 0)).toBe(300);
    // Each shard's chunks together hold its teams: the ranges cover every id once.
    perShard.forEach((n, i) => expect(chunks.filter((c) => c.shard === i + 1).reduce((sum, c) => sum + c.teams, 0)).toBe(n));
    expect(await teamsOf(17)).toEqual(reference.teams);
    expect(await standings()).toEqual(reference.standings);

    // Every range delivered again at once: nothing changes, each still counts once. The ranges are
    // rebuilt here from each shard's ids in order, cut every 40 (the rule the job follows).
    const shardIds = await Promise.all(
      gameShards(env).list.map(async (shard) => (await shard.d1.prepare("SELECT id FROM challenger_teams WHERE gameweek = 17").all<{ id: string }>()).results.map((r) => r.id).sort(compareIds)),
    );
    const cuts = shardIds.map((ids, i) => ({ shard: i + 1, boundaries: ids.filter((_, k) => k > 0 && k % 40 === 0) }));
    const resent = scoringMessages({ runId: id, gameweek: 17, final: false }, cuts);
    expect(resent).toHaveLength(expected);
    const first = chunks[0]!;
    const again = createMessageBatch<ScoringMessage>("terrace-scoring", resent.map((body) => ({ id: `range-${body.chunk}`, timestamp: new Date(), attempts: 2, body })));
    const ctx = createExecutionContext();
    await worker.queue(again, env);
    const result = await getQueueResult(again, ctx);
    expect(result.retryMessages).toEqual([]);
    expect(await teamsOf(17)).toEqual(reference.teams);
    expect((await chunksDone(id)).length).toBe(expected);
    expect((await env.DB.prepare("SELECT teams FROM scoring_chunks WHERE run_id = ? AND chunk = ?").bind(id, first.chunk).first<{ teams: number }>())?.teams).toBe(first.teams);
  });

  it("a run that changes nothing reads each team once and writes nothing; the run records where its time went", { timeout: 60_000 }, async () => {
    // Gameweek 17 is scored (above) and its stats have not moved: a run finds every point as stored.
    const queued = await runGameweekJobs(env, { now: t0 + 2, fanOutFrom: 1, teamsPerChunk: 40 });
    expect(queued.scored.find((s) => s.gameweek === 17)).toMatchObject({ teams: 300, queued: true });
    const { id } = (await env.DB.prepare("SELECT id FROM scoring_runs WHERE gameweek = 17 ORDER BY started_at DESC LIMIT 1").first<{ id: string }>())!;
    for (let i = 0; i < 200 && (await run(id))?.finishedAt == null; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await run(id))?.finishedAt).not.toBeNull();
    const chunks = (await env.DB.prepare("SELECT teams, rows_read AS rowsRead, rows_written AS rowsWritten FROM scoring_chunks WHERE run_id = ?").bind(id).all<{ teams: number; rowsRead: number; rowsWritten: number }>()).results;
    expect(chunks.reduce((n, c) => n + c.teams, 0)).toBe(300);
    // The page read only: no UPDATE sent (its JSON rows and probes by id read 2 more rows a team).
    for (const c of chunks) {
      expect(c.rowsWritten).toBe(0);
      expect(c.rowsRead).toBeLessThanOrEqual(c.teams + 1);
    }
    expect(await teamsOf(17)).toEqual(reference.teams);
    // The finish's phases, for the rank bench (issue 47).
    const { phases } = (await env.DB.prepare("SELECT phases FROM scoring_runs WHERE id = ?").bind(id).first<{ phases: string }>())!;
    const recorded = JSON.parse(phases) as Record<string, number>;
    for (const key of ["queuedAt", "rankMs", "sumsMs", "foldMs", "liveSumsMs", "ranksMs", "histogramMs"]) expect(recorded[key], key).toBeTypeOf("number");
    expect(recorded.foldedGameweeks).toBe(0);
  });

  it("a final gameweek's last chunk completes it and pays its podium once, whatever the deliveries", { timeout: 60_000 }, async () => {
    // Three days on, every fixture of gameweek 17 is over: the run is final.
    const later = t0 + 3 * 86_400_000;
    const queued = await runGameweekJobs(env, { now: later, fanOutFrom: 1 });
    expect(queued.scored.find((s) => s.gameweek === 17)).toMatchObject({ final: true, queued: true });
    expect(queued.completed).toEqual([]); // the job itself completes nothing it queued
    const { id } = (await env.DB.prepare("SELECT id FROM scoring_runs WHERE gameweek = 17 AND final = 1 ORDER BY started_at DESC LIMIT 1").first<{ id: string }>())!;
    for (let i = 0; i < 200 && (await run(id))?.finishedAt == null; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await env.DB.prepare("SELECT status FROM gameweeks WHERE id = 17").first()).toEqual({ status: "completed" });
    const podium = (await onEveryShard<{ user_id: string; rank: number }>("SELECT user_id, rank FROM challenger_teams WHERE gameweek = 17 AND rank <= 3")).map((t) => `reward:gw17:${t.user_id}`).sort();
    const paid = async () => (await env.DB.prepare("SELECT key FROM points_ledger WHERE key LIKE 'reward:gw17:%' ORDER BY key").all<{ key: string }>()).results.map((r) => r.key);
    expect(podium.length).toBeGreaterThan(0);
    expect(await paid()).toEqual(podium);

    // Its chunks delivered again: nothing more is paid.
    const batch = createMessageBatch<ScoringMessage>("terrace-scoring", [1, 2, 3].map((shard) => ({ id: `final-${shard}`, timestamp: new Date(), attempts: 2, body: { runId: id, gameweek: 17, shard, final: true } })));
    await worker.queue(batch, env);
    expect(await paid()).toEqual(podium);
  });

  it("a chunk of an unknown run or shard is acknowledged and does nothing", async () => {
    const before = await teamsOf(17);
    const batch = createMessageBatch<ScoringMessage>("terrace-scoring", [
      { id: "no-run", timestamp: new Date(), attempts: 1, body: { runId: "gw17-0-none", gameweek: 17, shard: 1, final: false } },
      { id: "no-shard", timestamp: new Date(), attempts: 1, body: { runId: "gw17-0-none", gameweek: 17, shard: 9, final: false } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks.sort()).toEqual(["no-run", "no-shard"]);
    expect(await teamsOf(17)).toEqual(before);
  });

  it("the admin data screen shows each run's chunks done of all and whether it is ranked", async () => {
    const admin = await createUserAndLogin({ role: "admin" });
    const html = (await (await SELF.fetch(`${ORIGIN}/admindata`, { headers: { Cookie: `terrace_session=${admin.token}`, "Accept-Language": "fr-FR" } })).text()).replace(/<!-- -->/g, "");
    expect(html).toContain("Calcul des points réparti");
    expect(html).toMatch(/Journée 17 \(finale\)/);
    expect(html).toContain("3 lot(s) sur 3");
    expect(html).toContain("Classée");
    // The slowest chunk's time, in seconds, from what the consumers recorded.
    expect(html).toContain("Lot le plus lent");
    expect(html).toMatch(/<td[^>]*>\d+(,\d)? s<\/td>/);
    // A run still under way says so, with its chunks done so far.
    await env.DB.prepare("INSERT INTO scoring_runs (id, gameweek, final, chunks, started_at) VALUES ('gw18-open', 18, 0, 3, ?)").bind(Date.now() + 1).run();
    await env.DB.prepare("INSERT INTO scoring_chunks (run_id, chunk, teams, done_at) VALUES ('gw18-open', 2, 40, ?)").bind(Date.now()).run();
    const later = (await (await SELF.fetch(`${ORIGIN}/admindata`, { headers: { Cookie: `terrace_session=${admin.token}`, "Accept-Language": "fr-FR" } })).text()).replace(/<!-- -->/g, "");
    expect(later).toContain("1 lot(s) sur 3");
    expect(later).toContain("En cours");
  });
});
