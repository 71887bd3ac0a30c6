// Fixtures and results.
import { and, asc, desc, eq, gte, isNotNull } from "drizzle-orm";
import { nextFixturesByClub } from "../../domain/fixture-difficulty";
import type { FixtureQuery } from "../../domain/fixtures";
import { clubs, fixtures } from "../db/schema";
import { type ServiceContext } from "./context";


async function fixtureViews(ctx: ServiceContext, rows: (typeof fixtures.$inferSelect)[]) {
  const clubRows = await ctx.db.select().from(clubs).all();
  const byId = new Map(clubRows.map((c) => [c.id, c]));
  return rows.map((f) => ({
    id: f.id,
    gameweek: f.gameweek,
    kickoff: f.kickoffTime ? new Date(f.kickoffTime).toISOString() : null,
    homeTeam: { id: f.teamH, name: byId.get(f.teamH)?.name ?? "", shortName: byId.get(f.teamH)?.shortName ?? "" },
    awayTeam: { id: f.teamA, name: byId.get(f.teamA)?.name ?? "", shortName: byId.get(f.teamA)?.shortName ?? "" },
    started: f.started,
    finished: f.finished,
    minutes: f.minutes,
    homeScore: f.teamHScore,
    awayScore: f.teamAScore,
    homeDifficulty: f.teamHDifficulty,
    awayDifficulty: f.teamADifficulty,
  }));
}

/** Unfinished fixtures with a kickoff, soonest first. */
export async function upcomingFixtures(ctx: ServiceContext, { limit, gameweek }: FixtureQuery) {
  const rows = await ctx.db
    .select()
    .from(fixtures)
    .where(and(eq(fixtures.finished, false), isNotNull(fixtures.kickoffTime), gameweek ? eq(fixtures.gameweek, gameweek) : undefined))
    .orderBy(asc(fixtures.kickoffTime), asc(fixtures.id))
    .limit(limit)
    .all();
  return fixtureViews(ctx, rows);
}

/** Finished fixtures, latest first. */
export async function recentResults(ctx: ServiceContext, { limit, gameweek }: FixtureQuery) {
  const rows = await ctx.db
    .select()
    .from(fixtures)
    .where(and(eq(fixtures.finished, true), gameweek ? eq(fixtures.gameweek, gameweek) : undefined))
    .orderBy(desc(fixtures.kickoffTime), desc(fixtures.id))
    .limit(limit)
    .all();
  return fixtureViews(ctx, rows);
}

export async function allFixtures(ctx: ServiceContext, { gameweek }: Pick<FixtureQuery, "gameweek">) {
  const rows = await ctx.db
    .select()
    .from(fixtures)
    .where(gameweek ? eq(fixtures.gameweek, gameweek) : undefined)
    .orderBy(asc(fixtures.kickoffTime), asc(fixtures.id))
    .all();
  return fixtureViews(ctx, rows);
}

export type FixtureView = Awaited<ReturnType<typeof fixtureViews>>[number];

/** Each club's next three fixtures from `gameweek` on, with difficulty from the clubs' strengths (domain rule). */
export async function nextFixturesFrom(ctx: ServiceContext, gameweek: number) {
  const [clubRows, rows] = await Promise.all([
    ctx.db.select().from(clubs).all(),
    ctx.db
      .select({ gameweek: fixtures.gameweek, kickoffTime: fixtures.kickoffTime, teamH: fixtures.teamH, teamA: fixtures.teamA })
      .from(fixtures)
      .where(gte(fixtures.gameweek, gameweek))
      .all(),
  ]);
  return nextFixturesByClub(
    clubRows,
    rows.map((f) => ({ gameweek: f.gameweek, kickoff: f.kickoffTime ? new Date(f.kickoffTime).toISOString() : null, teamH: f.teamH, teamA: f.teamA })),
    gameweek,
  );
}
