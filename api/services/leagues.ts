// Mini-leagues: a manager creates one, friends join with its invite code, and
// every member sees the table (season points of the members).
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { inList } from "../db/in-list";
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, MAX_LEAGUES_PER_USER, type CreateLeagueInput, type JoinLeagueInput } from "../../domain/leagues";
import { leagueMembers, leagues, users } from "../db/schema";
import { seasonStandings } from "../db/shard-schema";
import { gameShards, groupByShard } from "../db/shards";
import { AppError, badRequest, forbidden, notFound } from "../errors";
import { requireUser, type ServiceContext } from "./context";
import { assertUnderLimit, countAttempt } from "./rate-limit";
import { isUniqueViolation } from "../db/constraint-errors";
import { leaderboardMessages as m } from "../../domain/messages/leaderboard";

function inviteCode() {
  const bytes = crypto.getRandomValues(new Uint8Array(INVITE_CODE_LENGTH));
  return [...bytes].map((b) => INVITE_CODE_ALPHABET[b % INVITE_CODE_ALPHABET.length]).join("");
}

const tooManyLeagues = () => badRequest(m.tooManyLeagues(MAX_LEAGUES_PER_USER));

/** True while the user is in fewer than MAX_LEAGUES_PER_USER leagues: the condition of every insert of a membership. */
const underLeagueCap = (userId: string) =>
  sql`(select count(*) from ${leagueMembers} where ${leagueMembers.userId} = ${userId}) < ${MAX_LEAGUES_PER_USER}`;

/**
 * A new league with its owner as first member. The cap is the insert's own condition, so
 * that concurrent creates and joins cannot pass it together (one batch, one transaction).
 */
export async function createLeague(ctx: ServiceContext, { name }: CreateLeagueInput) {
  const actor = requireUser(ctx);
  const now = ctx.now();
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = crypto.randomUUID();
    const code = inviteCode();
    try {
      // Insert ... select: the values in the tables' column order (id, name, code, owner_id, created_at; league_id, user_id, joined_at).
      const [created] = await ctx.db.batch([
        ctx.db
          .insert(leagues)
          .select(sql`select ${id}, ${name}, ${code}, ${actor.id}, ${now} where ${underLeagueCap(actor.id)}`)
          .returning({ id: leagues.id }),
        ctx.db.insert(leagueMembers).select(sql`select ${id}, ${actor.id}, ${now} where exists (select 1 from ${leagues} where ${leagues.id} = ${id})`),
      ]);
      if (created.length === 0) throw tooManyLeagues();
      return leagueDetails(ctx, id);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err; // a code collision: draw another
    }
  }
  throw new AppError(500, "internal", m.createFailed);
}

/**
 * Joins the league of an invite code. A code that matches no league counts against the
 * code-guess limit, in the statement that looks it up (exact under concurrency); the
 * membership is inserted only under the cap; joining a league again is a no-op.
 */
export async function joinLeague(ctx: ServiceContext, { code }: JoinLeagueInput) {
  const actor = requireUser(ctx);
  const [guesses, found] = await ctx.db.batch([
    countAttempt(ctx, "leagueCodeGuess", actor.id, sql`not exists (select 1 from ${leagues} where ${leagues.code} = ${code})`),
    ctx.db.select().from(leagues).where(eq(leagues.code, code)),
  ]);
  const league = found[0];
  assertUnderLimit(ctx, "leagueCodeGuess", guesses[0]?.count, !league, guesses[0]?.windowStart);
  if (!league) throw notFound(m.noLeagueWithCode);
  const [inserted, member] = await ctx.db.batch([
    ctx.db
      .insert(leagueMembers)
      .select(sql`select ${league.id}, ${actor.id}, ${ctx.now()} where ${underLeagueCap(actor.id)}`) // league_id, user_id, joined_at
      .onConflictDoNothing()
      .returning({ userId: leagueMembers.userId }),
    ctx.db
      .select({ userId: leagueMembers.userId })
      .from(leagueMembers)
      .where(and(eq(leagueMembers.leagueId, league.id), eq(leagueMembers.userId, actor.id))),
  ]);
  if (inserted.length === 0 && member.length === 0) throw tooManyLeagues();
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
  if (mine.length === 0) return [];
  // Every member of every league of the user in one query, and each shard's standings read once
  // for all of them (issue 47: it was one query per league, and one shard read per league).
  const members = await memberRows(ctx, leaguesOfUser(actor.id));
  const points = await totalPointsOf(ctx, members);
  return mine.map(({ league }) => {
    const details = leagueTable(league, members.filter((m) => m.leagueId === league.id), points);
    return { ...details, myRank: details.table.find((e) => e.userId === actor.id)?.rank ?? null };
  });
}

/** A league's table: members only (the code is shown to members, so they can invite). */
export async function leagueDetails(ctx: ServiceContext, leagueId: string) {
  const actor = requireUser(ctx);
  const league = await ctx.db.select().from(leagues).where(eq(leagues.id, leagueId)).get();
  if (!league) throw notFound(m.leagueNotFound);
  const members = await memberRows(ctx, eq(leagueMembers.leagueId, leagueId));
  if (!members.some((m) => m.userId === actor.id)) throw forbidden(m.membersOnly);
  return leagueTable(league, members, await totalPointsOf(ctx, members));
}

/** The leagues `userId` belongs to, as a condition on league_members (a subquery: no list of ids is bound). */
const leaguesOfUser = (userId: string) => sql`${leagueMembers.leagueId} IN (SELECT league_id FROM league_members WHERE user_id = ${userId})`;

type MemberRow = { leagueId: string; userId: string; username: string; teamName: string; avatar: string; joinedAt: number };

function memberRows(ctx: ServiceContext, where: SQL): Promise<MemberRow[]> {
  return ctx.db
    .select({ leagueId: leagueMembers.leagueId, userId: users.id, username: users.username, teamName: users.teamName, avatar: users.avatar, joinedAt: leagueMembers.joinedAt })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .where(where)
    .all();
}

/** Season points of these members: each shard holding some of them is read once (decision 035). */
async function totalPointsOf(ctx: ServiceContext, members: MemberRow[]): Promise<Map<string, number>> {
  const people = [...new Map(members.map((m) => [m.userId, m])).values()];
  const points = await Promise.all(
    groupByShard(gameShards(ctx.env), people, (m) => m.userId).map(({ shard, items }) =>
      shard.db
        .select({ userId: seasonStandings.userId, totalPoints: seasonStandings.totalPoints })
        .from(seasonStandings)
        .where(inList(seasonStandings.userId, items.map((m) => m.userId)))
        .all(),
    ),
  );
  return new Map(points.flat().map((p) => [p.userId, p.totalPoints]));
}

/** A league's answer: its table ranked by season points (ties share a rank), then by name. */
function leagueTable(league: typeof leagues.$inferSelect, members: MemberRow[], byUser: Map<string, number>) {
  const sorted = members
    .map((m) => ({ ...m, totalPoints: byUser.get(m.userId) ?? 0 }))
    .sort((a, b) => b.totalPoints - a.totalPoints || a.username.localeCompare(b.username));
  // Sorted by points: a member's rank is one more than the number of members strictly ahead.
  let rank = 0;
  const table = sorted.map((m, i) => {
    if (i === 0 || sorted[i - 1]!.totalPoints > m.totalPoints) rank = i + 1;
    return { rank, userId: m.userId, manager: m.username, teamName: m.teamName, avatar: m.avatar, totalPoints: m.totalPoints };
  });
  return { id: league.id, name: league.name, code: league.code, ownerId: league.ownerId, members: members.length, createdAt: new Date(league.createdAt).toISOString(), table };
}


