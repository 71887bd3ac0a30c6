// Mini-leagues: a manager creates one, friends join with its invite code, and
// every member sees the table (season points of the members).
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, MAX_LEAGUES_PER_USER, createLeagueSchema, joinLeagueSchema } from "../../domain/leagues";
import { leagueMembers, leagues, seasonStandings, users } from "../db/schema";
import { AppError, badRequest, forbidden, notFound, parseOrThrow } from "../errors";
import { requireUser, type ServiceContext } from "./context";

function inviteCode() {
  const bytes = crypto.getRandomValues(new Uint8Array(INVITE_CODE_LENGTH));
  return [...bytes].map((b) => INVITE_CODE_ALPHABET[b % INVITE_CODE_ALPHABET.length]).join("");
}

async function leagueCount(ctx: ServiceContext, userId: string) {
  return (await ctx.db.select({ n: count() }).from(leagueMembers).where(eq(leagueMembers.userId, userId)).get())?.n ?? 0;
}

export async function createLeague(ctx: ServiceContext, input: unknown) {
  const actor = requireUser(ctx);
  const { name } = parseOrThrow(createLeagueSchema, input);
  if ((await leagueCount(ctx, actor.id)) >= MAX_LEAGUES_PER_USER) throw badRequest(`You can be in at most ${MAX_LEAGUES_PER_USER} leagues.`);
  const now = ctx.now();
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = crypto.randomUUID();
    const code = inviteCode();
    try {
      await ctx.db.batch([
        ctx.db.insert(leagues).values({ id, name, code, ownerId: actor.id, createdAt: now }),
        ctx.db.insert(leagueMembers).values({ leagueId: id, userId: actor.id, joinedAt: now }),
      ]);
      return leagueDetails(ctx, id);
    } catch (err) {
      if (!String(err).includes("UNIQUE")) throw err; // a code collision: draw another
    }
  }
  throw new AppError(500, "internal", "Could not create the league, please try again.");
}

export async function joinLeague(ctx: ServiceContext, input: unknown) {
  const actor = requireUser(ctx);
  const { code } = parseOrThrow(joinLeagueSchema, input);
  const league = await ctx.db.select().from(leagues).where(eq(leagues.code, code)).get();
  if (!league) throw notFound("No league has this invite code");
  const already = await ctx.db.select().from(leagueMembers).where(and(eq(leagueMembers.leagueId, league.id), eq(leagueMembers.userId, actor.id))).get();
  if (!already) {
    if ((await leagueCount(ctx, actor.id)) >= MAX_LEAGUES_PER_USER) throw badRequest(`You can be in at most ${MAX_LEAGUES_PER_USER} leagues.`);
    await ctx.db.insert(leagueMembers).values({ leagueId: league.id, userId: actor.id, joinedAt: ctx.now() }).onConflictDoNothing();
  }
  return leagueDetails(ctx, league.id);
}

/** The caller's leagues with their member counts and the caller's place. */
export async function myLeagues(ctx: ServiceContext) {
  const actor = requireUser(ctx);
  const mine = await ctx.db
    .select({ league: leagues })
    .from(leagueMembers)
    .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
    .where(eq(leagueMembers.userId, actor.id))
    .orderBy(asc(leagues.name))
    .all();
  const details = await Promise.all(mine.map((m) => leagueDetails(ctx, m.league.id)));
  return details.map((d) => ({ ...d, myRank: d.table.find((e) => e.userId === actor.id)?.rank ?? null }));
}

/** A league's table: members only (the code is shown to members, so they can invite). */
export async function leagueDetails(ctx: ServiceContext, leagueId: string) {
  const actor = requireUser(ctx);
  const league = await ctx.db.select().from(leagues).where(eq(leagues.id, leagueId)).get();
  if (!league) throw notFound("League not found");
  const members = await ctx.db
    .select({ userId: users.id, username: users.username, teamName: users.teamName, avatar: users.avatar, joinedAt: leagueMembers.joinedAt })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .where(eq(leagueMembers.leagueId, leagueId))
    .all();
  if (!members.some((m) => m.userId === actor.id)) throw forbidden("Only members can see this league.");
  const points = await ctx.db
    .select({ userId: seasonStandings.userId, totalPoints: seasonStandings.totalPoints })
    .from(seasonStandings)
    .where(inArray(seasonStandings.userId, members.map((m) => m.userId)))
    .all();
  const byUser = new Map(points.map((p) => [p.userId, p.totalPoints]));
  const sorted = members
    .map((m) => ({ ...m, totalPoints: byUser.get(m.userId) ?? 0 }))
    .sort((a, b) => b.totalPoints - a.totalPoints || a.username.localeCompare(b.username));
  const table = sorted.map((m) => ({
    rank: 1 + sorted.filter((o) => o.totalPoints > m.totalPoints).length,
    userId: m.userId,
    manager: m.username,
    teamName: m.teamName,
    avatar: m.avatar,
    totalPoints: m.totalPoints,
  }));
  return { id: league.id, name: league.name, code: league.code, ownerId: league.ownerId, members: members.length, createdAt: new Date(league.createdAt).toISOString(), table };
}


