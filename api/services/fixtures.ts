// Fixtures and results.
import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import { z } from "zod";
import { gameweekParamSchema } from "../../domain/gameweek";
import { clubs, fixtures } from "../db/schema";
import { parseOrThrow } from "../errors";
import { type ServiceContext } from "./context";

const fixtureQuery = z.object({
  limit: z.coerce.number().int().min(1).max(380).default(20),
  gameweek: gameweekParamSchema.optional(),
});

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
export async function upcomingFixtures(ctx: ServiceContext, query: unknown) {
  const { limit, gameweek } = parseOrThrow(fixtureQuery, query);
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
export async function recentResults(ctx: ServiceContext, query: unknown) {
  const { limit, gameweek } = parseOrThrow(fixtureQuery, query);
  const rows = await ctx.db
    .select()
    .from(fixtures)
    .where(and(eq(fixtures.finished, true), gameweek ? eq(fixtures.gameweek, gameweek) : undefined))
    .orderBy(desc(fixtures.kickoffTime), desc(fixtures.id))
    .limit(limit)
    .all();
  return fixtureViews(ctx, rows);
}

export async function allFixtures(ctx: ServiceContext, query: unknown) {
  const { gameweek } = parseOrThrow(fixtureQuery, query);
  const rows = await ctx.db
    .select()
    .from(fixtures)
    .where(gameweek ? eq(fixtures.gameweek, gameweek) : undefined)
    .orderBy(asc(fixtures.kickoffTime), asc(fixtures.id))
    .all();
  return fixtureViews(ctx, rows);
}
