// What the game's screens count over every manager's teams, which live on the shards (decision 035):
// each shard answers one grouped read and the answers are added up here.
import { compareIds } from "../../domain/sorted";
import { and, count, eq } from "drizzle-orm";
import { inList } from "../db/in-list";
import { gameweeks, users } from "../db/schema";
import { challengerTeams } from "../db/shard-schema";
import { gameShards, readEveryShard, type GameShards } from "../db/shards";
import type { ServiceContext } from "./context";

/** Saved teams per gameweek (of `only` when given), over every shard. */
export async function teamCountsByGameweek(ctx: Pick<ServiceContext, "env">, only?: readonly number[]): Promise<Map<number, number>> {
  const reads = await readEveryShard(gameShards(ctx.env), (shard) =>
    shard.db
      .select({ gameweek: challengerTeams.gameweek, n: count() })
      .from(challengerTeams)
      .where(only ? inList(challengerTeams.gameweek, [...only]) : undefined)
      .groupBy(challengerTeams.gameweek)
      .all(),
  );
  const counts = new Map<number, number>();
  for (const r of reads.flat()) counts.set(r.gameweek, (counts.get(r.gameweek) ?? 0) + r.n);
  return counts;
}

/** Saved teams of one gameweek on each shard, in shard order (the scoring queue sends a chunk to each shard holding some). */
export async function gameweekTeamsPerShard(shards: GameShards, gameweek: number): Promise<number[]> {
  const reads = await readEveryShard(shards, (shard) => shard.db.select({ n: count() }).from(challengerTeams).where(eq(challengerTeams.gameweek, gameweek)).get());
  return reads.map((r) => r?.n ?? 0);
}

/** Saved teams of one gameweek, over every shard. */
export async function teamCountOfGameweek(ctx: Pick<ServiceContext, "env">, gameweek: number): Promise<number> {
  return (await gameweekTeamsPerShard(gameShards(ctx.env), gameweek)).reduce((n, c) => n + c, 0);
}

export type Champion = { username: string; teamName: string; totalPoints: number };

/** The winner of each completed gameweek (of `only` when given; rank 1; of tied winners, the lowest manager id), with the manager's name. */
export async function gameweekChampions(ctx: Pick<ServiceContext, "env" | "db">, only?: readonly number[]): Promise<Map<number, Champion>> {
  const completed = (await ctx.db.select({ id: gameweeks.id }).from(gameweeks).where(eq(gameweeks.status, "completed")).all())
    .map((g) => g.id)
    .filter((id) => !only || only.includes(id));
  if (completed.length === 0) return new Map();
  const winners = (
    await readEveryShard(gameShards(ctx.env), (shard) =>
      shard.db
        .select({ gameweek: challengerTeams.gameweek, userId: challengerTeams.userId, teamName: challengerTeams.teamName, totalPoints: challengerTeams.totalPoints })
        .from(challengerTeams)
        .where(and(eq(challengerTeams.rank, 1), inList(challengerTeams.gameweek, completed)))
        .all(),
    )
  )
    .flat()
    .sort((a, b) => a.gameweek - b.gameweek || compareIds(a.userId, b.userId));
  const names = new Map(
    (await ctx.db.select({ id: users.id, username: users.username }).from(users).where(inList(users.id, winners.map((w) => w.userId))).all()).map((u) => [u.id, u.username]),
  );
  const champions = new Map<number, Champion>();
  for (const w of winners) {
    const username = names.get(w.userId);
    if (username !== undefined && !champions.has(w.gameweek)) champions.set(w.gameweek, { username, teamName: w.teamName, totalPoints: w.totalPoints });
  }
  return champions;
}
