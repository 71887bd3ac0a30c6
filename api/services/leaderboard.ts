// The season leaderboard and a manager's latest revealed team.
import { and, asc, between, desc, eq } from "drizzle-orm";
import { IN_JSON, inList, jsonList } from "../db/in-list";
import { seasonHistogram, users } from "../db/schema";
import { challengerTeams, seasonStandings } from "../db/shard-schema";
import { gameShards, groupByShard, shardOfUser } from "../db/shards";
import { notFound } from "../errors";
import type { ListQuery, ListSpec } from "../../domain/lists";
import { bandFor, histogramOf, pageFromBandReads, topScore, totalTeams } from "../../domain/rank-histogram";
import { requireUser, type ServiceContext } from "./context";
import { revealedGameweekIds, teamViews } from "./challengers";
import { gameweekStatus } from "./reference";

export const LEADERBOARD_LIST: ListSpec = { defaultLimit: 20, maxLimit: 100 };

/**
 * Managers by season points (ties share a rank), paged, with the summary of the spec. The season
 * histogram says which band of points holds the page (decision 035): each shard reads that band in
 * leaderboard order (points descending, then user id) from its index, skip + limit rows at most;
 * the merge, sliced at skip, is the page. Names and team names come from the main database.
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
  const standings = band
    ? pageFromBandReads(
        await Promise.all(
          shards.list.map((shard) =>
            shard.db
              .select({ userId: seasonStandings.userId, rank: seasonStandings.rank, totalPoints: seasonStandings.totalPoints, teams: seasonStandings.teams })
              .from(seasonStandings)
              .where(between(seasonStandings.totalPoints, band.low, band.high))
              .orderBy(desc(seasonStandings.totalPoints), asc(seasonStandings.userId))
              .limit(band.skip + limit)
              .all(),
          ),
        ),
        band.skip,
        limit,
      )
    : [];
  const pageIds = standings.map((s) => s.userId);
  const [managers, latestNames] = standings.length
    ? await Promise.all([
        ctx.db.select({ userId: users.id, username: users.username, teamName: users.teamName, avatar: users.avatar }).from(users).where(inList(users.id, pageIds)).all(),
        latestRevealedTeamNames(ctx, pageIds, revealed),
      ])
    : [[], new Map<string, string>()];
  const byId = new Map(managers.map((m) => [m.userId, { ...m, gameweekTeamName: latestNames.get(m.userId) }]));
  return {
    // A standing whose account row is gone (a sample season removed) waits for the next rebuild, unseen.
    entries: standings.flatMap((s) => {
      const m = byId.get(s.userId);
      return m ? [{ rank: s.rank, userId: s.userId, manager: m.username, teamName: m.gameweekTeamName ?? m.teamName, avatar: m.avatar, totalPoints: s.totalPoints, teams: s.teams }] : [];
    }),
    total: totalTeams(histogram),
    topScore: topScore(histogram),
    currentGameweek: status.currentGameweek,
    limit,
    offset,
  };
}

/**
 * The name of the team 'View team' opens (each manager's latest revealed gameweek team), for a
 * page of managers: each shard holding some of them is read once, one index probe a manager.
 */
async function latestRevealedTeamNames(ctx: ServiceContext, userIds: string[], revealed: number[]): Promise<Map<string, string>> {
  const gameweekList = jsonList(revealed);
  const reads = await Promise.all(
    groupByShard(gameShards(ctx.env), userIds, (id) => id).map(({ shard, items }) =>
      shard.d1
        .prepare(
          `SELECT ids.value AS userId, (SELECT team_name FROM challenger_teams WHERE user_id = ids.value AND gameweek IN ${IN_JSON} ORDER BY gameweek DESC LIMIT 1) AS teamName
           FROM json_each(?) AS ids`,
        )
        .bind(gameweekList, jsonList(items))
        .all<{ userId: string; teamName: string | null }>(),
    ),
  );
  return new Map(reads.flatMap((r) => r.results).flatMap((t) => (t.teamName === null ? [] : [[t.userId, t.teamName] as const])));
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
  if (!team) throw notFound("This manager has no team to show yet");
  return (await teamViews(ctx, [team]))[0]!;
}
