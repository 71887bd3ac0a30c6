// The season leaderboard and a manager's latest revealed team.
import { and, asc, between, desc, eq } from "drizzle-orm";
import { IN_JSON, inList, jsonList } from "../db/in-list";
import { seasonHistogram, users } from "../db/schema";
import { challengerTeams, seasonStandings } from "../db/shard-schema";
import { gameShards, groupByShard, shardOfUser, type ShardDb } from "../db/shards";
import { notFound } from "../errors";
import { leaderboardMessages } from "../../domain/messages/leaderboard";
import type { ListQuery, ListSpec } from "../../domain/lists";
import { bandFor, histogramOf, pageFromBandReads, topScore, totalTeams } from "../../domain/rank-histogram";
import { requireUser, type ServiceContext } from "./context";
import { revealedGameweekIds, teamViews } from "./challengers";
import { gameweekStatus } from "./reference";

export const LEADERBOARD_LIST: ListSpec = { defaultLimit: 20, maxLimit: 100 };

/**
 * Managers by season points (ties share a rank), paged, with the summary of the spec. The season
 * histogram says which band of points holds the page (decision 035): each shard reads that band in
 * leaderboard order (points descending, then user id) from its index, skip + limit ids at most
 * (index only: no row is read for a manager left off the page); the merge, sliced at skip, is the
 * page. Then each shard holding some of the page is read once for their rank, teams and team
 * name, and the main database for names.
 */
export async function leaderboard(ctx: ServiceContext, { limit, offset }: ListQuery) {
  const [bins, status, revealed] = await Promise.all([
    ctx.db.select({ points: seasonHistogram.totalPoints, teams: seasonHistogram.managers }).from(seasonHistogram).all(),
    gameweekStatus(ctx),
    revealedGameweekIds(ctx),
  ]);
  const histogram = histogramOf(bins);
  const band = bandFor(histogram, offset, limit);
  const shards = gameShards(ctx.env);
  const page = band
    ? pageFromBandReads(
        await Promise.all(
          shards.list.map((shard) => bandRead(shard.db, band, band.skip + limit).all()),
        ),
        band.skip,
        limit,
      )
    : [];
  const pageIds = page.map((s) => s.userId);
  const [managers, standings] = page.length
    ? await Promise.all([
        ctx.db.select({ userId: users.id, username: users.username, teamName: users.teamName, avatar: users.avatar }).from(users).where(inList(users.id, pageIds)).all(),
        pageStandings(ctx, pageIds, revealed),
      ])
    : [[], new Map<string, PageStanding>()];
  const byId = new Map(managers.map((m) => [m.userId, m]));
  return {
    // A standing whose account row is gone (a sample season removed), or gone since the band was
    // read (a rebuild between the two reads), waits for the next rebuild, unseen.
    entries: page.flatMap((p) => {
      const m = byId.get(p.userId);
      const s = standings.get(p.userId);
      return m && s ? [{ rank: s.rank, userId: p.userId, manager: m.username, teamName: s.teamName ?? m.teamName, avatar: m.avatar, totalPoints: s.totalPoints, teams: s.teams }] : [];
    }),
    total: totalTeams(histogram),
    topScore: topScore(histogram),
    currentGameweek: status.currentGameweek,
    limit,
    offset,
  };
}

/** One shard's read of a page's band: ids and points in leaderboard order, `take` at most, from the points index alone (no row read). */
export function bandRead(db: ShardDb, band: { low: number; high: number }, take: number) {
  return db
    .select({ userId: seasonStandings.userId, totalPoints: seasonStandings.totalPoints })
    .from(seasonStandings)
    .where(between(seasonStandings.totalPoints, band.low, band.high))
    .orderBy(desc(seasonStandings.totalPoints), asc(seasonStandings.userId))
    .limit(take);
}

/**
 * A page's managers on one shard (bind: the revealed gameweeks, the ids, both JSON lists): each one's
 * standing by key and the name of their latest revealed team, a probe of the (user, gameweek) index.
 */
export const PAGE_STANDINGS_SQL = `SELECT s.user_id AS userId, s.rank, s.total_points AS totalPoints, s.teams,
    (SELECT team_name FROM challenger_teams WHERE user_id = s.user_id AND gameweek IN ${IN_JSON} ORDER BY gameweek DESC LIMIT 1) AS teamName
  FROM json_each(?) AS ids JOIN season_standings s ON s.user_id = ids.value`;

type PageStanding = { userId: string; rank: number; totalPoints: number; teams: number; teamName: string | null };

/**
 * A page of managers' standings (rank, points, teams) and the name of the team 'View team' opens
 * (each one's latest revealed gameweek team): each shard holding some of them is read once, two
 * index probes a manager.
 */
async function pageStandings(ctx: ServiceContext, userIds: string[], revealed: number[]): Promise<Map<string, PageStanding>> {
  const gameweekList = jsonList(revealed);
  const reads = await Promise.all(
    groupByShard(gameShards(ctx.env), userIds, (id) => id).map(({ shard, items }) =>
      shard.d1.prepare(PAGE_STANDINGS_SQL).bind(gameweekList, jsonList(items)).all<PageStanding>(),
    ),
  );
  return new Map(reads.flatMap((r) => r.results).map((s) => [s.userId, s]));
}

/** A manager's latest team whose deadline has passed (the leaderboard's team modal). */
export async function managerLatestTeam(ctx: ServiceContext, userId: string) {
  requireUser(ctx);
  const team = await shardOfUser(gameShards(ctx.env), userId)
    .db.select()
    .from(challengerTeams)
    .where(and(eq(challengerTeams.userId, userId), inList(challengerTeams.gameweek, await revealedGameweekIds(ctx))))
    .orderBy(desc(challengerTeams.gameweek))
    .get();
  if (!team) throw notFound(leaderboardMessages.noTeamYet);
  return (await teamViews(ctx, [team]))[0]!;
}
