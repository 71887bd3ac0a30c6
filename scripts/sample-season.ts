// The seed's sample season (issue 9): writes the sample managers, their teams, the demo
// manager's teams and the mini-leagues (api/fpl/sample-season.ts builds them, deterministic
// from SAMPLE_SEASON_SEED), in chunks that fit D1's limits, then lets the real gameweek job
// score, rank and reward them: updateRankingsNow for each completed gameweek, then one run
// of runGameweekJobs for the live one. The seed itself writes no points and no ranks.
import { atomicBatch, chunksOf, insertRowsFromJson, type RawStatement } from "../api/db/bulk.ts";
import { removeSampleOrdersSql } from "./sample-orders.ts";
import { leagueMembers, leagues, users } from "../api/db/schema/index.ts";
import { challengerTeams } from "../api/db/shard-schema/index.ts";
import { gameShards, groupByShard, type ShardBindings } from "../api/db/shards.ts";
import { buildSampleSeason } from "../api/fpl/sample-season.ts";
import type { buildLocalGame } from "../api/fpl/local-game.ts";

type Game = Awaited<ReturnType<typeof buildLocalGame>>;

/** Rows per INSERT: each statement binds one JSON text well under D1's 2 MB value and statement limits. */
const CHUNK = { users: 500, teams: 250 };

/** INSERT OR IGNORE: a row a manager already has (their own team for that gameweek) is kept. */
const insertOrIgnore = (statement: RawStatement): RawStatement => ({ ...statement, sql: statement.sql.replace(/^INSERT INTO/, "INSERT OR IGNORE INTO") });

const REMOVE_SAMPLE_SEASON = [
  // Their sample orders first: deleting the managers would take the order lines, not give the stock back.
  ...removeSampleOrdersSql("SELECT id FROM users WHERE is_sample = 1"),
  "DELETE FROM leagues WHERE id LIKE 'sample-league-%' OR owner_id IN (SELECT id FROM users WHERE is_sample = 1)",
  "DELETE FROM league_members WHERE user_id IN (SELECT id FROM users WHERE is_sample = 1)",
  "DELETE FROM points_ledger WHERE user_id IN (SELECT id FROM users WHERE is_sample = 1)",
  // Their standings, on the shards, go with the job's next rebuild (it removes managers without teams).
  "DELETE FROM users WHERE is_sample = 1",
];

/**
 * Removes the sample season: the sample managers' teams on every shard first (a shard has no
 * users table: their ids travel as one JSON list), then the rest from the main database.
 */
export async function removeSampleSeason(env: { DB: D1Database } & ShardBindings) {
  const sample = await env.DB.prepare("SELECT id FROM users WHERE is_sample = 1").all<{ id: string }>();
  const ids = JSON.stringify(sample.results.map((u) => u.id));
  await Promise.all(
    gameShards(env).list.map((shard) =>
      shard.d1.prepare("DELETE FROM challenger_teams WHERE id LIKE 'sample-team-%' OR user_id IN (SELECT value FROM json_each(?))").bind(ids).run(),
    ),
  );
  await env.DB.batch(REMOVE_SAMPLE_SEASON.map((sql) => env.DB.prepare(sql)));
}

/**
 * Adds (or, with `rebuild`, replaces) the sample season in `env.DB` and has the job score it.
 * Local data only: with any other configuration it does nothing and returns null. The seed
 * calls it on the local D1 (scripts/local-d1.ts); the integration test on the test D1.
 */
export async function seedSampleSeason(
  env: { DB: D1Database; LOCAL_DATA?: string } & ShardBindings,
  game: Game,
  options: { currentGameweek: number; managers: number; rebuild: boolean; seed?: number },
) {
  if (env.LOCAL_DATA !== "true") return null;
  const db = env.DB;
  const existing = (await db.prepare("SELECT count(*) AS n FROM users WHERE is_sample = 1").first<{ n: number }>())!.n;
  // A restart keeps what is there; a rebuild (or a change to none) starts again.
  if (!options.rebuild && (options.managers === 0 ? existing === 0 : existing > 0)) return null;
  const t0 = performance.now();
  await removeSampleSeason(env);
  if (options.managers === 0) {
    if (!existing) return null;
    // The managers left are ranked again without the sample ones, and the season histogram the
    // leaderboard pages by is rebuilt with them (decision 035): the job's own rebuild.
    const { rebuildStandings, Meter } = await import("../api/jobs/gameweek-jobs.ts");
    const { createDb } = await import("../api/db/client.ts");
    const { gameShards } = await import("../api/db/shards.ts");
    await rebuildStandings(createDb(db), gameShards(env), Date.now(), new Meter());
    return `Removed the sample season (${existing} sample managers).`;
  }

  const demo = await db.prepare("SELECT id FROM users WHERE lower(email) = ?").bind("demo@terrace.local").first<{ id: string }>();
  const season = buildSampleSeason({
    players: game.players,
    clubs: game.clubs,
    stats: game.stats,
    challenges: game.challenges,
    gameweeks: game.gameweeks,
    currentGameweek: options.currentGameweek,
    demoUserId: demo?.id ?? null,
    managers: options.managers,
    seed: options.seed,
  });
  if (season.unbuilt.length) console.warn(`Sample season: no valid team for ${season.unbuilt.length} manager-gameweeks (${season.unbuilt.slice(0, 3).join(", ")}...).`);
  const t1 = performance.now();
  const teamRows = season.teams.map((t) => ({ ...t, totalPoints: 0, rank: null }));
  const statements = [
    ...chunksOf(season.users, CHUNK.users).map((rows) => insertOrIgnore(insertRowsFromJson(users, rows))),
    insertOrIgnore(insertRowsFromJson(leagues, season.leagues)),
    insertOrIgnore(insertRowsFromJson(leagueMembers, season.leagueMembers)),
  ];
  await db.batch(statements.map((s) => db.prepare(s.sql).bind(...s.params)));
  // The teams on their managers' shards (decision 035), each shard in one batch.
  const shards = gameShards(env);
  await Promise.all(
    groupByShard(shards, teamRows, (t) => t.userId).map(({ shard, items }) =>
      atomicBatch(shard.db, chunksOf(items, CHUNK.teams).map((rows) => insertOrIgnore(insertRowsFromJson(challengerTeams, rows)))),
    ),
  );
  const t2 = performance.now();

  // The real job, as the cron runs it, against this database.
  const { runGameweekJobs, updateRankingsNow } = await import("../api/jobs/gameweek-jobs.ts");
  const jobEnv = { ...env, LOCAL_DATA: "true" } as unknown as import("../api/env.ts").Env;
  const completed = await db.prepare("SELECT id FROM gameweeks WHERE status = 'completed' ORDER BY id").all<{ id: number }>();
  let rewarded = 0;
  for (const { id } of completed.results) rewarded += (await updateRankingsNow(jobEnv, id)).rewarded.length;
  const live = await runGameweekJobs(jobEnv);
  const t3 = performance.now();
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return (
    `Sample season: ${season.users.length} sample managers, ${season.teams.length} teams (gameweeks 1-${options.currentGameweek}), ` +
    `${season.leagues.length} mini-leagues; scored by the gameweek job: ${completed.results.length} completed gameweeks ` +
    `(${rewarded} rewards), live ${live.scored.map((x) => `gameweek ${x.gameweek} (${x.teams} teams)`).join(", ") || "none"}` +
    `${live.errors.length ? `; errors: ${live.errors.join("; ")}` : ""}. Built in ${s(t1 - t0)}, written in ${s(t2 - t1)}, scored in ${s(t3 - t2)}.`
  );
}
