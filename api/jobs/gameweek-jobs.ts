// The scheduled work of the game (every minute): lock gameweeks at their
// deadline, pull live stats of active gameweeks, score and rank the teams,
// complete finished gameweeks and pay their rewards once, open the next ones,
// and rebuild the season standings. Every step is idempotent: running the job
// twice at once, or again after a failure, gives the same result.
import { compareIds } from "../../domain/sorted";
import { asc, eq } from "drizzle-orm";
import { computeTeamPoints, gameweekPicks, isGameweekFinal, playerGameweekLines, type PlayerGameweek } from "../../domain/team-points";
import { REWARD_POINTS, rewardForRank, type Position } from "../../domain/constants";
import { histogramOf, rankTable, staleRanks, type StoredScore } from "../../domain/rank-histogram";
import { GAME_SEASON, seasonRules } from "../../domain/season-rules";
import { FAN_OUT_FROM_TEAMS, SCORING_RUNS_KEPT_MS, scoringMessages, TEAMS_PER_CHUNK, type ChunkRange, type ScoringMessage } from "../../domain/scoring-run";
import type { SquadPick } from "../../domain/squad";
import { atomicBatch, insertRowsFromJson, type RawStatement } from "../db/bulk";
import { isUniqueViolation } from "../db/constraint-errors";
import { createDb, type Db } from "../db/client";
import { STANDINGS_STALE } from "../db/shard-schema";
import { gameShards, groupByShard, type GameShards, type Shard } from "../db/shards";
import { challenges, fixtures, gameSettings, gameweeks, jobRuns, players, playerFixtureStats } from "../db/schema";
import type { Env } from "../env";
import { FplSourceError } from "../fpl/source";
import { applyLedger, type LedgerEntry } from "../services/points";
import { gameweekTeamsPerShard } from "../services/team-counts";
import { liveFeedFor, type LiveFeed } from "./live-feed";
import { scoreLiveRows } from "./live-scoring";
import { recordGameweekFigures } from "./gameweek-figures";

/** Teams scored per D1 round trip: small enough for Workers' limits, large enough to be quick. */
export const TEAM_CHUNK = 1000;

export type JobReport = {
  now: number;
  locked: number[];
  /** `queued`: sent to the scoring queue (its consumers score, rank and complete it). */
  scored: { gameweek: number; teams: number; chunks: number; final: boolean; queued?: true }[];
  completed: number[];
  opened: number[];
  rewarded: { gameweek: number; userId: string; rank: number; points: number }[];
  errors: string[];
  rowsRead: number;
  rowsWritten: number;
};

/** A report of nothing done yet, at `now`. */
export const emptyReport = (now: number): JobReport => ({ now, locked: [], scored: [], completed: [], opened: [], rewarded: [], errors: [], rowsRead: 0, rowsWritten: 0 });

class Meter {
  rowsRead = 0;
  rowsWritten = 0;
  add(results: { meta?: { rows_read?: number; rows_written?: number } }[] | { meta?: { rows_read?: number; rows_written?: number } }) {
    for (const r of Array.isArray(results) ? results : [results]) {
      this.rowsRead += r.meta?.rows_read ?? 0;
      this.rowsWritten += r.meta?.rows_written ?? 0;
    }
  }
}

/** The game clock: real time, moved on by the local replay's offset (local data only). */
export async function gameClock(env: Env, db: Db, now = Date.now()) {
  if (env.LOCAL_DATA !== "true") return now;
  const settings = await db.select({ offset: gameSettings.clockOffsetMs }).from(gameSettings).where(eq(gameSettings.id, 1)).get();
  return now + (settings?.offset ?? 0);
}

/**
 * `fanOutFrom`: a gameweek with at least that many teams is scored through the scoring queue when
 * one is bound (default FAN_OUT_FROM_TEAMS); a smaller one in this run, as one Worker does it
 * quickest. Infinity: never. `teamsPerChunk`: the most teams a queued chunk holds (default TEAMS_PER_CHUNK).
 */
export async function runGameweekJobs(
  env: Env,
  options: { now?: number; feed?: LiveFeed; onlyGameweek?: number; fanOutFrom?: number; teamsPerChunk?: number } = {},
): Promise<JobReport> {
  const db = createDb(env.DB);
  const shards = gameShards(env);
  const now = options.now ?? (await gameClock(env, db));
  const feed = options.feed ?? liveFeedFor(env);
  const meter = new Meter();
  const report = emptyReport(now);

  // 0. Teams saved before the shards, still on the main database: a chunk more to their shards
  // (a failure here stops nothing else: the next run moves the same chunk again).
  await moveUnmovedTeams(db, shards, meter).catch((err) => {
    console.error("Moving teams to their shards:", err);
    report.errors.push(`Moving teams to their shards: ${String(err)}`);
  });

  // 1. Deadlines: upcoming -> active (teams locked from here on).
  const locked = await db.$client
    .prepare("UPDATE gameweeks SET status = 'active', is_live = 1, updated_at = ? WHERE status = 'upcoming' AND deadline <= ? RETURNING id")
    .bind(now, now)
    .all<{ id: number }>();
  meter.add(locked);
  report.locked = locked.results.map((r) => r.id);

  // 2. Live gameweeks: stats, team points, ranks; completion and rewards.
  const active = await db.select().from(gameweeks).where(eq(gameweeks.status, "active")).orderBy(asc(gameweeks.id)).all();
  for (const gw of active) {
    if (options.onlyGameweek !== undefined && gw.id !== options.onlyGameweek) continue;
    try {
      await refreshGameweek(db, feed, gw.id, now, meter);
      const queued = env.SCORING_QUEUE && (await fanOutScoring(env.SCORING_QUEUE, db, shards, gw.id, now, { fromTeams: options.fanOutFrom ?? FAN_OUT_FROM_TEAMS, teamsPerChunk: options.teamsPerChunk ?? TEAMS_PER_CHUNK }, meter, report));
      const done = !queued && (await scoreGameweek(db, shards, gw.id, meter, report));
      // Live match rooms (chat): what happened since the last run, posted in each fixture's room.
      // Loaded on demand: the seed runs this job in Node, without rooms (no CHAT binding).
      if (env.CHAT)
        await import("../services/chat")
          .then(({ updateMatchRooms }) => updateMatchRooms(env, db, gw.id))
          .catch((err) => console.error(`Gameweek ${gw.id}: match rooms:`, err));
      if (done) await completeGameweek(db, shards, gw.id, now, meter, report);
    } catch (err) {
      // A failing source changes nothing for this gameweek; the next run tries again.
      const message = err instanceof FplSourceError ? `Gameweek ${gw.id}: data source failed: ${err.message}` : `Gameweek ${gw.id}: ${String(err)}`;
      console.error(message);
      report.errors.push(message);
    }
  }

  // 3. Keep the configured number of gameweeks open.
  report.opened = await openNextGameweeks(db, now, meter);

  // 4. Season standings from every scored team.
  // (A queued gameweek's standings are rebuilt by the consumer that finishes it.)
  if (report.scored.some((s) => !s.queued) || report.completed.length) await rebuildStandings(db, shards, now, meter);

  report.rowsRead = meter.rowsRead;
  report.rowsWritten = meter.rowsWritten;
  await db
    .insert(jobRuns)
    .values({ name: "gameweeks", lastRunAt: Date.now(), detail: { ...report, rewarded: report.rewarded.length } })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunAt: Date.now(), detail: { ...report, rewarded: report.rewarded.length } } });
  await recordGameweekFigures(env, now); // issue 48: stored team counts and champions, new data versions published
  return report;
}

/** Pulls the gameweek's live data, scores it with the game season's rules, stores it with the name of those rules. */
async function refreshGameweek(db: Db, feed: LiveFeed, gameweek: number, now: number, meter: Meter) {
  const gwFixtures = await db.select().from(fixtures).where(eq(fixtures.gameweek, gameweek)).all();
  const live = await feed.read(gameweek, gwFixtures, now);
  const playerRows = await db.select({ id: players.id, position: players.position }).from(players).all();
  const stats = scoreLiveRows(live, gameweek, new Map(playerRows.map((p) => [p.id, p.position as Position])), seasonRules(GAME_SEASON));
  const known = new Set(gwFixtures.map((f) => f.id));
  const states = live.fixtures.filter((f) => known.has(f.id));

  // Fixture states and stats in one batch.
  meter.add(
    await atomicBatch(db, [
      {
        sql: `UPDATE fixtures SET started = j.started, finished = j.finished, minutes = j.minutes, team_h_score = j.h, team_a_score = j.a
              FROM (SELECT json_extract(value, '$.id') AS id, json_extract(value, '$.started') AS started, json_extract(value, '$.finished') AS finished,
                           json_extract(value, '$.minutes') AS minutes, json_extract(value, '$.teamHScore') AS h, json_extract(value, '$.teamAScore') AS a
                    FROM json_each(?)) AS j
              WHERE fixtures.id = j.id`,
        params: [JSON.stringify(states.map((s) => ({ ...s, started: s.started ? 1 : 0, finished: s.finished ? 1 : 0 })))],
      },
      ...(stats.length
        ? [
            insertRowsFromJson(playerFixtureStats, stats, "replace"),
            // Which rules gave these points (shown on /admindata); written with them, so they never disagree.
            { sql: "UPDATE gameweeks SET season_rules = ? WHERE id = ? AND season_rules IS NOT ?", params: [GAME_SEASON, gameweek, GAME_SEASON] },
          ]
        : []),
    ]),
  );
}

/** What scoring a gameweek's teams needs, from the stored stats (main database): each player's lines, positions, and whether it is final. */
export async function gameweekScoring(db: Db, gameweek: number) {
  const [gwFixtures, playerRows, allStats] = await Promise.all([
    db.select().from(fixtures).where(eq(fixtures.gameweek, gameweek)).all(),
    db.select({ id: players.id, teamId: players.teamId, position: players.position }).from(players).all(),
    db.select().from(playerFixtureStats).where(eq(playerFixtureStats.gameweek, gameweek)).all(),
  ]);
  return {
    positions: new Map(playerRows.map((p) => [p.id, p.position as Position])),
    lines: playerGameweekLines(allStats, gwFixtures, new Map(playerRows.map((p) => [p.id, p.teamId]))),
    final: isGameweekFinal(gwFixtures, allStats),
  };
}

/** Scores and ranks every team of the gameweek from the stored stats; true when the gameweek is final. */
async function scoreGameweek(db: Db, shards: GameShards, gameweek: number, meter: Meter, report: JobReport) {
  const { lines, positions, final } = await gameweekScoring(db, gameweek);
  // Each shard scores its own managers' teams, side by side.
  const scored = await Promise.all(shards.list.map((shard) => scoreTeams(shard, gameweek, lines, positions, final, meter)));
  await rankGameweek(shards, gameweek, meter);
  report.scored.push({ gameweek, teams: scored.reduce((n, s) => n + s.teams, 0), chunks: scored.reduce((n, s) => n + s.chunks, 0), final });
  return final;
}


/**
 * A big gameweek's scoring sent to the scoring queue (decision 035): a run row, then one message
 * per chunk, a range of at most `teamsPerChunk` team ids on one shard. False (nothing sent) below
 * `fromTeams` teams: the job scores it itself. The consumers (api/jobs/scoring-queue.ts) score
 * each chunk; the one that finds every chunk done ranks the gameweek, completes it when final,
 * rebuilds standings.
 */
async function fanOutScoring(
  queue: Queue<ScoringMessage>,
  db: Db,
  shards: GameShards,
  gameweek: number,
  now: number,
  limits: { fromTeams: number; teamsPerChunk: number },
  meter: Meter,
  report: JobReport,
) {
  const counts = await gameweekTeamsPerShard(shards, gameweek);
  const teams = counts.reduce((n, c) => n + c, 0);
  if (teams < limits.fromTeams || teams === 0) return false;
  const holding = shards.list.filter((_, i) => counts[i]! > 0);
  const cuts = await Promise.all(holding.map(async (shard) => ({ shard: shard.number, boundaries: await chunkBoundaries(shard, gameweek, limits.teamsPerChunk, meter) })));
  const { final } = await gameweekScoring(db, gameweek);
  const runId = `gw${gameweek}-${now}-${crypto.randomUUID().slice(0, 8)}`;
  const messages = scoringMessages({ runId, gameweek, final }, cuts);
  meter.add(
    await atomicBatch(db, [
      { sql: "DELETE FROM scoring_runs WHERE started_at < ?", params: [now - SCORING_RUNS_KEPT_MS] },
      {
        sql: "INSERT INTO scoring_runs (id, gameweek, final, chunks, started_at, phases) VALUES (?, ?, ?, ?, ?, ?)",
        params: [runId, gameweek, final ? 1 : 0, messages.length, now, JSON.stringify({ queuedAt: Date.now() })],
      },
    ]),
  );
  // sendBatch takes at most 100 messages.
  for (let i = 0; i < messages.length; i += 100) await queue.sendBatch(messages.slice(i, i + 100).map((body) => ({ body })));
  report.scored.push({ gameweek, teams, chunks: messages.length, final, queued: true });
  return true;
}

/**
 * The ids that open a shard's chunks after the first: every `teamsPerChunk`-th team of the gameweek
 * in id order, one walk of the (gameweek, id) index (no sort, no table row read).
 */
async function chunkBoundaries(shard: Shard, gameweek: number, teamsPerChunk: number, meter: Meter): Promise<string[]> {
  const cuts = await shard.d1
    .prepare("SELECT id FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY id) - 1 AS n FROM challenger_teams WHERE gameweek = ?) WHERE n > 0 AND n % ? = 0 ORDER BY id")
    .bind(gameweek, teamsPerChunk)
    .all<{ id: string }>();
  meter.add(cuts);
  return cuts.results.map((r) => r.id);
}

/**
 * Team points for the saved teams of the gameweek on one shard (those of `range` only, when given),
 * TEAM_CHUNK at a time. Each page is read with its stored points and scored; only the teams whose
 * points changed go back, as [id, points] pairs, so a page where nothing changed costs one read and
 * no write (issue 47).
 */
export async function scoreTeams(
  shard: Shard,
  gameweek: number,
  lines: Map<number, PlayerGameweek>,
  positions: Map<number, Position>,
  final: boolean,
  meter: Meter,
  range: ChunkRange = { from: "", to: null },
) {
  // The first page starts at `from` (included), the next ones after the last id read.
  let cursor = range.from;
  let after = false;
  let teams = 0;
  let chunks = 0;
  let changed = 0;
  for (;;) {
    const statement = shard.d1
      .prepare(
        `SELECT id, picks, captain_id, vice_captain_id, total_points FROM challenger_teams
         WHERE gameweek = ? AND id ${after ? ">" : ">="} ?${range.to === null ? "" : " AND id < ?"} ORDER BY id LIMIT ?`,
      )
      .bind(gameweek, cursor, ...(range.to === null ? [] : [range.to]), TEAM_CHUNK);
    const result = await statement.all<{ id: string; picks: string; captain_id: number; vice_captain_id: number; total_points: number }>();
    meter.add(result);
    const page = result.results;
    if (page.length === 0) break;
    const updates: [string, number][] = [];
    for (const team of page) {
      const points = teamTotal(team, lines, positions, final);
      if (points !== team.total_points) updates.push([team.id, points]);
    }
    if (updates.length)
      meter.add(
        await shard.d1
          .prepare(
            `UPDATE challenger_teams SET total_points = j.points
             FROM (SELECT json_extract(value, '$[0]') AS id, json_extract(value, '$[1]') AS points FROM json_each(?)) AS j
             WHERE challenger_teams.id = j.id AND challenger_teams.total_points IS NOT j.points`,
          )
          .bind(JSON.stringify(updates))
          .run(),
      );
    teams += page.length;
    changed += updates.length;
    chunks++;
    cursor = page.at(-1)!.id;
    after = true;
    if (page.length < TEAM_CHUNK) break;
  }
  return { teams, chunks, changed };
}

function teamTotal(
  team: { id: string; picks: string; captain_id: number; vice_captain_id: number },
  lines: Map<number, PlayerGameweek>,
  positions: Map<number, Position>,
  final: boolean,
) {
  try {
    const picks = gameweekPicks({ picks: JSON.parse(team.picks) as SquadPick[], captainId: team.captain_id, viceCaptainId: team.vice_captain_id }, positions);
    return computeTeamPoints(picks, lines, { final }).total;
  } catch (err) {
    console.error(`Team ${team.id} could not be scored: ${String(err)}`);
    return 0;
  }
}

/** A gameweek's scores on a shard with their stored ranks (StoredScore), from the (gameweek, total_points, rank) index alone. */
export const GAMEWEEK_SCORES_SQL = `SELECT total_points AS points, COUNT(*) AS teams, MIN(rank) AS lowRank, MAX(rank) AS highRank, COUNT(rank) AS ranked
  FROM challenger_teams WHERE gameweek = ? GROUP BY total_points`;

/** The season totals on a shard with their stored ranks (StoredScore), from the (total_points, rank) index alone. */
export const STANDINGS_TOTALS_SQL = `SELECT total_points AS points, COUNT(*) AS teams, MIN(rank) AS lowRank, MAX(rank) AS highRank, COUNT(rank) AS ranked
  FROM season_standings GROUP BY total_points`;

/**
 * Standard competition ranking (1, 1, 3): a team's rank is 1 + the teams with more points, from
 * the gameweek's score histogram (one GROUP BY on each shard's (gameweek, total_points, rank)
 * index, merged), so no sort of the whole gameweek; each shard then writes the ranks of its scores
 * whose teams do not all hold their rank (decision 035). The same GROUP BY gives each score's
 * lowest and highest stored rank, so a run where no points changed writes nothing and walks no
 * row, and one where a few changed rewrites only the scores they passed and arrived at (issue 47;
 * before, the UPDATE read every team of the gameweek to compare its rank). Returns how many
 * scores there are and how many of them had a stale rank on some shard.
 */
export async function rankGameweek(shards: GameShards, gameweek: number, meter: Meter) {
  const groups = await Promise.all(
    shards.list.map((shard) =>
      shard.d1.prepare(GAMEWEEK_SCORES_SQL).bind(gameweek).all<StoredScore>(),
    ),
  );
  meter.add(groups);
  const ranks = rankTable(histogramOf(groups.flatMap((g) => g.results)));
  const stale = groups.map((g) => staleRanks(g.results, ranks));
  // The gameweek travels in each JSON row, not as a constant: with `gameweek = ?` SQLite walked the
  // gameweek's teams and scanned the JSON for each (28 s for 100,000 teams); joined on both columns
  // it walks the scores and finds each one's teams on the (gameweek, total_points, rank) index.
  await Promise.all(
    shards.list.map(async (shard, i) => {
      if (stale[i]!.length === 0) return;
      meter.add(
        await shard.d1
          .prepare(
            `UPDATE challenger_teams SET rank = j.rank
             FROM (SELECT json_extract(value, '$[0]') AS gameweek, json_extract(value, '$[1]') AS points, json_extract(value, '$[2]') AS rank FROM json_each(?)) AS j
             WHERE challenger_teams.gameweek = j.gameweek AND challenger_teams.total_points = j.points AND challenger_teams.rank IS NOT j.rank`,
          )
          .bind(JSON.stringify(stale[i]!.map(([points, rank]) => [gameweek, points, rank])))
          .run(),
      );
    }),
  );
  return { scores: ranks.size, staleScores: new Set(stale.flat().map(([points]) => points)).size };
}

/** Marks the gameweek completed and credits ranks 1-3 once (ledger keys make retries harmless). */
export async function completeGameweek(db: Db, shards: GameShards, gameweek: number, now: number, meter: Meter, report: JobReport) {
  const challenge = await db.select().from(challenges).where(eq(challenges.gameweek, gameweek)).get();
  const rewards = challenge?.rewards ?? REWARD_POINTS;
  // Ranks are global (merged histogram): the podium is every shard's ranks 1-3 together.
  const podiumReads = await Promise.all(
    shards.list.map((shard) =>
      shard.d1.prepare("SELECT user_id, rank FROM challenger_teams WHERE gameweek = ? AND rank <= 3").bind(gameweek).all<{ user_id: string; rank: number }>(),
    ),
  );
  meter.add(podiumReads);
  const podium = podiumReads.flatMap((r) => r.results).sort((a, b) => a.rank - b.rank || compareIds(a.user_id, b.user_id));
  const entries: LedgerEntry[] = podium.map((w) => ({
    key: `reward:gw${gameweek}:${w.user_id}`,
    userId: w.user_id,
    amount: rewardForRank(rewards, w.rank),
    reason: `Gameweek ${gameweek} challenge: rank ${w.rank}`,
  }));
  await applyLedger(db, entries, now);
  const done = await db.$client
    .prepare("UPDATE gameweeks SET status = 'completed', is_live = 0, updated_at = ? WHERE id = ? AND status = 'active'")
    .bind(now, gameweek)
    .run();
  meter.add(done);
  if ((done.meta?.changes ?? 0) > 0) report.completed.push(gameweek);
  report.rewarded.push(...entries.map((e, i) => ({ gameweek, userId: e.userId, rank: podium[i]!.rank, points: e.amount })));
}

/** With autoOpenNextGameweek, the lowest locked gameweeks open until maxOpenGameweeks are upcoming. */
async function openNextGameweeks(db: Db, now: number, meter: Meter) {
  const settings = await db.select().from(gameSettings).where(eq(gameSettings.id, 1)).get();
  if (settings && !settings.autoOpenNextGameweek) return [];
  const max = settings?.maxOpenGameweeks ?? 3;
  const rows = await db.select({ id: gameweeks.id, status: gameweeks.status }).from(gameweeks).orderBy(asc(gameweeks.id)).all();
  const open = rows.filter((g) => g.status === "upcoming").length;
  const toOpen = rows.filter((g) => g.status === "locked").slice(0, Math.max(0, max - open)).map((g) => g.id);
  if (toOpen.length === 0) return [];
  const result = await db.$client
    .prepare(`UPDATE gameweeks SET status = 'upcoming', updated_at = ? WHERE status = 'locked' AND id IN (SELECT value FROM json_each(?)) RETURNING id`)
    .bind(now, JSON.stringify(toOpen))
    .all<{ id: number }>();
  meter.add(result);
  return result.results.map((r) => r.id);
}

/**
 * Season points per manager over live and completed gameweeks, ranked (ties share a rank) from the
 * season histogram (decision 035). Each shard's standings hold the completed gameweeks' points,
 * each gameweek folded in once when it is first seen completed (standings_folds), and the live
 * gameweeks' points, summed from their teams at each rebuild: a run reads the live gameweek's
 * teams, not the season's. When a folded gameweek's teams changed since (the triggers of
 * migrations-shard/0002 mark the folds stale) or a folded gameweek is no longer completed
 * (reopened), every completed gameweek is folded again from the teams, in the same transaction.
 * Managers left without a counted team lose their row. Then each shard's histogram of totals is
 * read from its standings (the points index: a row per manager, not per team), the merged
 * histogram gives every total its rank, and each shard writes the totals whose rows do not all hold
 * their rank (read with the histogram, from the (total_points, rank) index). Then the
 * histogram the leaderboard pages by is written (only the scores whose count changed). Between a
 * shard's totals and its ranks a manager can show new points with last run's rank, and a page read
 * before the histogram lands may place them one band off, until it lands.
 */
export async function rebuildStandings(db: Db, shards: GameShards, now: number, meter: Meter, phases: StandingsPhases = {}) {
  let t = Date.now();
  const counted = await db.$client.prepare("SELECT id, status FROM gameweeks WHERE status IN ('active', 'completed')").all<{ id: number; status: string }>();
  meter.add(counted);
  const completed = counted.results.filter((g) => g.status === "completed").map((g) => g.id);
  const live = JSON.stringify(counted.results.filter((g) => g.status === "active").map((g) => g.id));
  const sums = await Promise.all(shards.list.map((shard) => sumStandings(shard, completed, live, now, meter)));
  phases.sumsMs = Date.now() - t;
  // Each shard's batch ran its fold statements, then its live sums; D1 times each statement.
  phases.foldMs = Math.max(0, ...sums.map((s) => s.foldMs));
  phases.liveSumsMs = Math.max(0, ...sums.map((s) => s.liveSumsMs));
  phases.foldedGameweeks = Math.max(0, ...sums.map((s) => s.folded));
  // The batch's own wall time (the rest of sumsMs: the gameweeks and folds read before it).
  phases.sumsBatchMs = Math.max(0, ...sums.map((s) => s.batchMs));
  t = Date.now();
  // The histogram of totals with each total's lowest and highest stored rank, from the (total_points,
  // rank) index alone; then each shard writes only the totals whose rows do not all hold their rank
  // (new rows come with rank 0): a run where no total changed writes nothing and walks no row.
  const shardHistograms = await Promise.all(
    shards.list.map((shard) =>
      shard.d1.prepare(STANDINGS_TOTALS_SQL).all<StoredScore>(),
    ),
  );
  meter.add(shardHistograms);
  const histogram = histogramOf(shardHistograms.flatMap((h) => h.results));
  const ranks = rankTable(histogram);
  const stale = shardHistograms.map((h) => staleRanks(h.results, ranks));
  phases.staleTotals = new Set(stale.flat().map(([points]) => points)).size;
  await Promise.all(
    shards.list.map(async (shard, i) => {
      if (stale[i]!.length === 0) return;
      meter.add(
        await shard.d1
          .prepare(
            `UPDATE season_standings SET rank = j.rank
             FROM (SELECT json_extract(value, '$[0]') AS points, json_extract(value, '$[1]') AS rank FROM json_each(?)) AS j
             WHERE season_standings.total_points = j.points AND season_standings.rank IS NOT j.rank`,
          )
          .bind(JSON.stringify(stale[i]))
          .run(),
      );
    }),
  );
  phases.ranksMs = Date.now() - t;
  t = Date.now();
  const bins = JSON.stringify([...histogram]);
  // The leaderboard's cached pages follow the standings' data version (decision 048), which the
  // histogram's triggers move; standings can change while the histogram does not (two managers
  // swap totals, a manager's teams count grows with a team still on 0 points), so the version is
  // moved here too whenever a shard wrote a standing or a rank.
  const standingsMoved = sums.some((s) => s.changes > 0) || stale.some((s) => s.length > 0);
  meter.add(
    await atomicBatch(db, [
      ...(standingsMoved ? [{ sql: "UPDATE data_versions SET version = version + 1 WHERE scope = 'standings'", params: [] }] : []),
      { sql: "DELETE FROM season_histogram WHERE total_points NOT IN (SELECT json_extract(value, '$[0]') FROM json_each(?))", params: [bins] },
      {
        sql: `INSERT INTO season_histogram (total_points, managers) SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?) WHERE true
              ON CONFLICT (total_points) DO UPDATE SET managers = excluded.managers WHERE season_histogram.managers IS NOT excluded.managers`,
        params: [bins],
      },
    ]),
  );
  phases.histogramMs = Date.now() - t;
}

/** Where a standings rebuild's time went (ms; the shards side by side, so the slowest shard's). */
export type StandingsPhases = {
  sumsMs?: number;
  sumsBatchMs?: number;
  foldMs?: number;
  liveSumsMs?: number;
  foldedGameweeks?: number;
  ranksMs?: number;
  staleTotals?: number;
  histogramMs?: number;
};

/**
 * One shard's standings, in one transaction: the completed gameweeks not folded yet folded in (all
 * of them again if the folds are stale), then the live sums. Two rebuilds folding the same
 * gameweek at once: the second one's fold row conflicts and its whole batch rolls back (nothing
 * counted twice); it reads the folds again and goes on with what is left.
 */
async function sumStandings(
  shard: Shard,
  completed: number[],
  live: string,
  now: number,
  meter: Meter,
  attempt = 1,
): Promise<{ folded: number; foldMs: number; liveSumsMs: number; changes: number; batchMs: number }> {
  const folds = await shard.d1.prepare("SELECT gameweek FROM standings_folds").all<{ gameweek: number }>();
  meter.add(folds);
  const folded = new Set(folds.results.map((f) => f.gameweek));
  // Marked stale by a trigger, or a folded gameweek reopened since.
  const stale = folded.has(STANDINGS_STALE) || [...folded].some((g) => !completed.includes(g));
  const toFold = stale ? completed : completed.filter((g) => !folded.has(g));
  const folding = stale ? refoldStandings(completed, now) : toFold.flatMap((g) => foldGameweek(g, now));
  try {
    const started = Date.now();
    const results = await atomicBatch(shard.db, [...folding, ...sumLiveStandings(live, now)]);
    const batchMs = Date.now() - started;
    meter.add(results);
    const ms = (rs: typeof results) => rs.reduce((n, r) => n + (r.meta?.duration ?? 0), 0);
    return {
      folded: toFold.length,
      foldMs: ms(results.slice(0, folding.length)),
      liveSumsMs: ms(results.slice(folding.length)),
      changes: results.reduce((n, r) => n + (r.meta?.changes ?? 0), 0),
      batchMs,
    };
  } catch (err) {
    if (attempt > 1 || !isUniqueViolation(err, "standings_folds")) throw err;
    return sumStandings(shard, completed, live, now, meter, attempt + 1);
  }
}

/** The columns a standings row is written with: its totals follow from the completed and live parts. */
const STANDINGS_COLUMNS = "user_id, completed_points, completed_teams, live_points, live_teams, total_points, teams, rank, updated_at";

/** Adds one completed gameweek's teams to their managers' completed points, and records it folded. */
function foldGameweek(gameweek: number, now: number): RawStatement[] {
  return [
    {
      sql: `INSERT INTO season_standings (${STANDINGS_COLUMNS})
            SELECT user_id, total_points, 1, 0, 0, total_points, 1, 0, ? FROM challenger_teams WHERE gameweek = ? AND true
            ON CONFLICT (user_id) DO UPDATE SET
              completed_points = season_standings.completed_points + excluded.completed_points,
              completed_teams = season_standings.completed_teams + 1,
              total_points = season_standings.completed_points + excluded.completed_points + season_standings.live_points,
              teams = season_standings.completed_teams + 1 + season_standings.live_teams,
              updated_at = excluded.updated_at`,
      params: [now, gameweek],
    },
    { sql: "INSERT INTO standings_folds (gameweek, folded_at) VALUES (?, ?)", params: [gameweek, now] },
  ];
}

/** Every completed gameweek folded again from the teams (the folds were stale): one pass over their teams. */
function refoldStandings(completed: number[], now: number): RawStatement[] {
  const list = JSON.stringify(completed);
  return [
    { sql: "DELETE FROM standings_folds", params: [] },
    {
      sql: `UPDATE season_standings SET completed_points = 0, completed_teams = 0, total_points = live_points, teams = live_teams, updated_at = ?
            WHERE completed_points != 0 OR completed_teams != 0`,
      params: [now],
    },
    {
      sql: `INSERT INTO season_standings (${STANDINGS_COLUMNS})
            SELECT user_id, SUM(total_points), COUNT(*), 0, 0, SUM(total_points), COUNT(*), 0, ? FROM challenger_teams WHERE gameweek IN (SELECT value FROM json_each(?)) GROUP BY user_id
            ON CONFLICT (user_id) DO UPDATE SET
              completed_points = excluded.completed_points,
              completed_teams = excluded.completed_teams,
              total_points = excluded.completed_points + season_standings.live_points,
              teams = excluded.completed_teams + season_standings.live_teams,
              updated_at = excluded.updated_at`,
      params: [now, list],
    },
    { sql: "INSERT INTO standings_folds (gameweek, folded_at) SELECT value, ? FROM json_each(?)", params: [now, list] },
  ];
}

/**
 * The live gameweeks' points, summed from their teams (only the managers whose sum changed are
 * written); those with live points no longer live (their gameweek completed or reopened) lose
 * them; and a manager with no counted team left loses their row.
 */
function sumLiveStandings(live: string, now: number): RawStatement[] {
  return [
    {
      sql: `INSERT INTO season_standings (${STANDINGS_COLUMNS})
            SELECT user_id, 0, 0, SUM(total_points), COUNT(*), SUM(total_points), COUNT(*), 0, ? FROM challenger_teams WHERE gameweek IN (SELECT value FROM json_each(?)) GROUP BY user_id
            ON CONFLICT (user_id) DO UPDATE SET
              live_points = excluded.live_points,
              live_teams = excluded.live_teams,
              total_points = season_standings.completed_points + excluded.live_points,
              teams = season_standings.completed_teams + excluded.live_teams,
              updated_at = excluded.updated_at
            WHERE season_standings.live_points IS NOT excluded.live_points OR season_standings.live_teams IS NOT excluded.live_teams
              OR season_standings.total_points IS NOT season_standings.completed_points + excluded.live_points`,
      params: [now, live],
    },
    {
      // A seek of the (user, gameweek) index per live gameweek (one or two), not the manager's season.
      sql: `UPDATE season_standings SET live_points = 0, live_teams = 0, total_points = completed_points, teams = completed_teams, updated_at = ?
            WHERE live_teams != 0 AND NOT EXISTS (
              SELECT 1 FROM challenger_teams t WHERE t.user_id = season_standings.user_id AND t.gameweek IN (SELECT value FROM json_each(?)))`,
      params: [now, live],
    },
    { sql: "DELETE FROM season_standings WHERE completed_teams = 0 AND live_teams = 0", params: [] },
  ];
}

/** Teams moved from the main database to their shards per job run (decision 035). */
export const TEAMS_MOVED_PER_RUN = 500;

/**
 * Teams saved before the shards wait in the main database's `unmoved_challenger_teams` (migration
 * 0028): each run copies a chunk to their managers' shards (INSERT OR IGNORE: a copy that landed
 * before a failure is not doubled, and a team saved on the shard since is kept), then deletes
 * what it copied. Retried safely from any point; nothing to do once the table is empty.
 */
export async function moveUnmovedTeams(db: Db, shards: GameShards, meter: Meter) {
  const chunk = await db.$client.prepare("SELECT * FROM unmoved_challenger_teams ORDER BY id LIMIT ?").bind(TEAMS_MOVED_PER_RUN).all<Record<string, unknown> & { id: string; user_id: string }>();
  meter.add(chunk);
  if (chunk.results.length === 0) return 0;
  const columns = Object.keys(chunk.results[0]!);
  await Promise.all(
    groupByShard(shards, chunk.results, (t) => t.user_id).map(async ({ shard, items }) =>
      meter.add(
        await shard.d1
          .prepare(
            `INSERT OR IGNORE INTO challenger_teams (${columns.join(", ")})
             SELECT ${columns.map((c) => `json_extract(value, '$.${c}')`).join(", ")} FROM json_each(?)`,
          )
          .bind(JSON.stringify(items))
          .run(),
      ),
    ),
  );
  meter.add(await db.$client.prepare("DELETE FROM unmoved_challenger_teams WHERE id IN (SELECT value FROM json_each(?))").bind(JSON.stringify(chunk.results.map((t) => t.id))).run());
  return chunk.results.length;
}

/**
 * POST /challengers/gameweek/{gw}/update-rankings: the same code on demand. A
 * live gameweek gets a full refresh; a completed one is re-scored from its
 * stored stats (rewards stay paid once: the ledger keys see to that).
 */
export async function updateRankingsNow(env: Env, gameweek: number): Promise<JobReport> {
  const db = createDb(env.DB);
  const gw = await db.select().from(gameweeks).where(eq(gameweeks.id, gameweek)).get();
  if (gw?.status === "active") return runGameweekJobs(env, { onlyGameweek: gameweek });
  const now = await gameClock(env, db);
  const meter = new Meter();
  const report = emptyReport(now);
  if (gw?.status === "completed") {
    const shards = gameShards(env);
    const final = await scoreGameweek(db, shards, gameweek, meter, report);
    if (final) await completeGameweek(db, shards, gameweek, now, meter, report);
    await rebuildStandings(db, shards, now, meter);
  }
  report.rowsRead = meter.rowsRead;
  report.rowsWritten = meter.rowsWritten;
  return report;
}

/**
 * A staff completion (api/services/staff-runs.ts setGameweekStatus): the last scoring from the
 * stored stats, then the same completion as the job's (rewards keyed once), then standings.
 */
export async function completeGameweekNow(env: Env, gameweek: number): Promise<JobReport> {
  const db = createDb(env.DB);
  const now = await gameClock(env, db);
  const meter = new Meter();
  const report = emptyReport(now);
  const shards = gameShards(env);
  if (await scoreGameweek(db, shards, gameweek, meter, report)) await completeGameweek(db, shards, gameweek, now, meter, report);
  await rebuildStandings(db, shards, now, meter);
  report.rowsRead = meter.rowsRead;
  report.rowsWritten = meter.rowsWritten;
  return report;
}

export { Meter };
