// Saved teams ("challengers"). The server recomputes every rule from its own
// data; prices, points and totals sent by a client are ignored.
import { compareIds } from "../../domain/sorted";
import { and, asc, between, count, desc, eq, lte, or, sql } from "drizzle-orm";
import { inList } from "../db/in-list";
import { validateTeamSubmission } from "../../domain/team-submission";
import type { TeamSubmission, TeamUpdate } from "../../domain/team-submission-schema";
import { gameweekParamSchema, isTeamRevealed, parseGameweekNumber } from "../../domain/gameweek";
import { MANAGERS } from "../../domain/managers";
import { tenthsToMillions } from "../../domain/player-display";
import { benchOrder, indexPlayers, slotPosition, squadCost, type RulesPlayer, type SquadPick } from "../../domain/squad";
import type { PlayerCard, SquadMember } from "../../domain/players";
import { gameweekRevealed } from "../db/rules";
import { challenges, clubs, gameweeks, players, users } from "../db/schema";
import { challengerTeams } from "../db/shard-schema";
import { gameShards, newTeamId, readEveryShard, readTeamsByIds, shardOfUser, shardsOfTeamId, type Shard } from "../db/shards";
import { bandFor, histogramOf, pageFromBandReads, totalTeams } from "../../domain/rank-histogram";
import { AppError, badRequest, conflict, forbidden, notFound, parseOrThrow } from "../errors";
import { gameMessages } from "../../domain/messages/game";
import type { ListQuery, ListSpec } from "../../domain/lists";
import { requireUser, type ServiceContext } from "./context";
import { findChallenge, rulesOf } from "./gameweeks";
import { assertUnderLimit, consumeRateLimit, countAttempt } from "./rate-limit";
import { toPlayerCard, toPlayerView, unknownPlayerView } from "./reference";

type TeamRow = typeof challengerTeams.$inferSelect;
type GameweekRow = typeof gameweeks.$inferSelect;

const locked = (message: string) => new AppError(423, "locked", message);


function assertOpen(gw: GameweekRow | null, now: number) {
  if (!gw) throw notFound(gameMessages.gameweekNotFound);
  if (gw.status !== "upcoming") throw locked(gameMessages.save.notUpcoming(gw.id, gameMessages.save.status[gw.status]));
  if (now >= gw.deadline) throw locked(gameMessages.save.deadlinePassed(gw.id));
}

type PlayerRow = typeof players.$inferSelect;
type ClubRow = typeof clubs.$inferSelect;
type SaveReads = {
  found: { challenge: typeof challenges.$inferSelect; gameweek: GameweekRow | null } | null;
  playerRows: PlayerRow[];
  clubRows: ClubRow[];
  owners: { id: string; username: string }[];
};

/**
 * What a save reads from the main database, in one D1 round trip (issue 48: saving a team at the
 * deadline costs the session, this and the shard's write): the save counted against the caller's
 * limit (with `countSave`; a 429 past it, before anything is judged), the challenge and its
 * gameweek, the submitted players, the clubs and the owner's name (for the answer's view).
 */
async function readForSave(ctx: ServiceContext, actorId: string, gameweekId: string, playerIds: number[], countSave: boolean): Promise<SaveReads> {
  const asNumber = parseGameweekNumber(gameweekId);
  // Two reads, not a join (a batch's joined rows name their columns alike): the gameweek by the challenge's own number.
  const byChallenge = asNumber !== null ? eq(challenges.gameweek, asNumber) : eq(challenges.id, gameweekId);
  const gameweekNumber = asNumber !== null ? sql`${asNumber}` : sql`(select ${challenges.gameweek} from ${challenges} where ${byChallenge})`;
  const reads = [
    ctx.db.select().from(challenges).where(byChallenge).limit(1),
    ctx.db.select().from(gameweeks).where(eq(gameweeks.id, gameweekNumber)),
    ctx.db.select().from(players).where(inList(players.id, playerIds)),
    ctx.db.select().from(clubs),
    ctx.db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, actorId)),
  ] as const;
  const [limit, challenge, gameweek, playerRows, clubRows, owners] = countSave
    ? await ctx.db.batch([countAttempt(ctx, "teamSave", actorId), ...reads])
    : [null, ...(await ctx.db.batch([...reads]))];
  if (limit) assertUnderLimit(ctx, "teamSave", limit[0]?.count, true, limit[0]?.windowStart);
  return { found: challenge[0] ? { challenge: challenge[0], gameweek: gameweek[0] ?? null } : null, playerRows, clubRows, owners };
}

/** The submitted players as the rules read them (a player whose club is unknown is not one). */
function rulesPlayers(reads: SaveReads) {
  const clubById = new Map(reads.clubRows.map((c) => [c.id, c]));
  return indexPlayers(
    reads.playerRows.flatMap((p) => {
      const club = clubById.get(p.teamId);
      return club ? [{ id: p.id, webName: p.webName, firstName: p.firstName, secondName: p.secondName, teamId: p.teamId, teamShort: club.shortName, position: p.position, price: p.price }] : [];
    }),
  );
}

/** Validates a submission against the challenge (as readForSave read it) and returns the row values to store. */
function checkSubmission(ctx: ServiceContext, submission: TeamSubmission, reads: SaveReads) {
  if (!(MANAGERS as readonly string[]).includes(submission.managerName))
    throw badRequest(gameMessages.chooseManager, [{ path: "managerName", message: gameMessages.chooseManager }]);
  const found = reads.found;
  if (!found) throw notFound(gameMessages.save.noChallenge);
  assertOpen(found.gameweek, ctx.now());
  const rules = rulesOf(found.challenge);
  const lookup = rulesPlayers(reads);
  const { squad, errors } = validateTeamSubmission(submission, lookup, rules);
  if (errors.length) throw badRequest(errors[0]!, errors.map((message) => ({ path: "selectedPlayers", message })));
  return {
    gameweek: found.challenge.gameweek,
    teamName: submission.teamName,
    managerName: submission.managerName,
    picks: squad.picks.map((p) => ({ playerId: p.playerId, slot: p.slot })),
    captainId: squad.captainId!,
    viceCaptainId: squad.viceCaptainId!,
    totalBudget: rules.budgetTenths,
    squadCost: squadCost(squad, lookup),
  };
}

/** Create or replace the caller's team for the gameweek (one per user per gameweek). */
export async function saveTeam(ctx: ServiceContext, submission: TeamSubmission) {
  const actor = requireUser(ctx);
  const reads = await readForSave(ctx, actor.id, submission.gameweekId, submission.selectedPlayers.map((p) => p.id), true);
  const values = checkSubmission(ctx, submission, reads);
  const { baseVersion } = submission;
  const now = nextVersion(ctx.now(), baseVersion);
  // On the manager's shard (decision 035), under an id that names it.
  const shard = shardOfUser(gameShards(ctx.env), actor.id);
  const insert = shard.db.insert(challengerTeams).values({ id: newTeamId(actor.id), userId: actor.id, ...values, createdAt: now, updatedAt: now });
  const target = [challengerTeams.userId, challengerTeams.gameweek];
  // One statement decides: a stored team newer than the one this save started from is kept.
  const row = await (baseVersion === null
    ? insert.onConflictDoNothing({ target })
    : insert.onConflictDoUpdate({
        target,
        set: { ...values, updatedAt: now },
        ...(baseVersion === undefined ? {} : { setWhere: lte(challengerTeams.updatedAt, baseVersion) }),
      })
  )
    .returning()
    .get();
  if (!row) throw conflict(gameMessages.teamChangedElsewhere);
  return viewsOf([row], reads)[0]!;
}

/** A saved team's version is its update time; a save always moves it past the version it replaces. */
const nextVersion = (now: number, baseVersion: number | null | undefined) => Math.max(now, (baseVersion ?? 0) + 1);

/** PATCH /challengers/{id}: only the owner, only while the gameweek is open. */
export async function updateTeam(ctx: ServiceContext, id: string, update: TeamUpdate) {
  const actor = requireUser(ctx);
  await consumeRateLimit(ctx, "teamSave", actor.id);
  const { team: existing, shard } = await ownTeam(ctx, id, actor.id);
  const values = checkSubmission(ctx, { ...update, gameweekId: String(existing.gameweek) }, await readForSave(ctx, actor.id, String(existing.gameweek), update.selectedPlayers.map((p) => p.id), false));
  const base = update.baseVersion ?? undefined;
  const row = await shard.db
    .update(challengerTeams)
    .set({ ...values, updatedAt: nextVersion(ctx.now(), base) })
    .where(and(eq(challengerTeams.id, id), eq(challengerTeams.userId, actor.id), base === undefined ? undefined : lte(challengerTeams.updatedAt, base)))
    .returning()
    .get();
  if (!row) throw conflict(gameMessages.teamChangedElsewhere);
  return teamView(ctx, row);
}

export async function deleteTeam(ctx: ServiceContext, id: string) {
  const actor = requireUser(ctx);
  const { team: existing, shard } = await ownTeam(ctx, id, actor.id);
  const gw = await ctx.db.select().from(gameweeks).where(eq(gameweeks.id, existing.gameweek)).get();
  assertOpen(gw ?? null, ctx.now());
  await shard.db.delete(challengerTeams).where(and(eq(challengerTeams.id, id), eq(challengerTeams.userId, actor.id)));
  return { ok: true };
}

async function ownTeam(ctx: ServiceContext, id: string, userId: string) {
  const found = await teamById(ctx, id);
  if (!found) throw notFound(gameMessages.teamNotFound);
  if (found.team.userId !== userId) throw forbidden(gameMessages.save.notYourTeam);
  return found;
}

/** A team by id and the shard it is on (the one its id names; an id from before the shards is looked for on each). */
async function teamById(ctx: ServiceContext, id: string): Promise<{ team: TeamRow; shard: Shard } | null> {
  const found = await Promise.all(
    shardsOfTeamId(gameShards(ctx.env), id).map(async (shard) => ({ shard, team: await shard.db.select().from(challengerTeams).where(eq(challengerTeams.id, id)).get() })),
  );
  const hit = found.find((f) => f.team);
  return hit ? { team: hit.team!, shard: hit.shard } : null;
}

// ---- reading ----------------------------------------------------------------

/** The gameweeks whose teams anyone may see now (deadline passed), for an `IN` on a shard's teams. */
export async function revealedGameweekIds(ctx: ServiceContext): Promise<number[]> {
  return (await ctx.db.select({ id: gameweeks.id }).from(gameweeks).where(gameweekRevealed(ctx.now())).all()).map((g) => g.id);
}

/** A team as the API shows it, with its players read from the database. */
export async function teamViews(ctx: ServiceContext, rows: TeamRow[]) {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.flatMap((r) => r.picks.map((p) => p.playerId)))];
  // One D1 round trip for the three reads (issue 48: the pages opened at the deadline make few).
  const [playerRows, clubRows, owners] = await ctx.db.batch([
    ctx.db.select().from(players).where(inList(players.id, ids)),
    ctx.db.select().from(clubs),
    ctx.db.select({ id: users.id, username: users.username }).from(users).where(inList(users.id, [...new Set(rows.map((r) => r.userId))])),
  ]);
  return viewsOf(rows, { playerRows, clubRows, owners });
}

/** Teams as the API shows them, from the rows of their players, the clubs and their owners. */
function viewsOf(rows: TeamRow[], { playerRows, clubRows, owners }: Pick<SaveReads, "playerRows" | "clubRows" | "owners">) {
  const clubById = new Map(clubRows.map((c) => [c.id, c]));
  const playerById = new Map(playerRows.map((p) => [p.id, p]));
  const ownerById = new Map(owners.map((o) => [o.id, o]));
  return rows.map((r) => {
    const picks = r.picks;
    return {
      id: r.id,
      gameweekId: r.gameweek,
      gameweek: r.gameweek,
      teamName: r.teamName,
      managerName: r.managerName,
      user: { id: r.userId, username: ownerById.get(r.userId)?.username ?? "" },
      totalBudget: tenthsToMillions(r.totalBudget),
      remainingBudget: tenthsToMillions(r.totalBudget - r.squadCost),
      squadCost: tenthsToMillions(r.squadCost),
      totalPoints: r.totalPoints,
      rank: r.rank,
      createdAt: new Date(r.createdAt).toISOString(),
      updatedAt: new Date(r.updatedAt).toISOString(),
      /** What a later save names as its `baseVersion`, so that it never overwrites a newer team by accident. */
      version: r.updatedAt,
      selectedPlayers: picks.map((pick) => {
        const p = playerById.get(pick.playerId);
        // A player the table no longer holds keeps his place: his pitch slot's position, a midfielder on the bench (as scoring counts him).
        const view = p ? toPlayerView(p, clubById.get(p.teamId)) : unknownPlayerView(pick.playerId, slotPosition(pick.slot) ?? "MID");
        return { ...view, selected: true, ...placeOf(pick, r) };
      }),
    };
  });
}

/** A saved team as the services return it; each selected player is a complete PlayerView with his place and armband. */
export type TeamView = ReturnType<typeof viewsOf>[number];
export type TeamPlayerView = TeamView["selectedPlayers"][number];

/** A pick's place in its team: its slot, starter or bench order, and armband (one rule for every view of a team). */
function placeOf(pick: SquadPick, row: Pick<TeamRow, "captainId" | "viceCaptainId">) {
  const benchPosition = benchOrder(pick.slot);
  return { slotId: pick.slot, starter: benchPosition === null, benchPosition, captain: pick.playerId === row.captainId, viceCaptain: pick.playerId === row.viceCaptainId };
}

/**
 * A stored team's squad from the players' cards (the edge cache's GET /players/cards), with no
 * D1 read: what My Team shows. A player the cards no longer hold keeps his place, as in teamViews.
 */
export function squadFromCards(row: Pick<TeamRow, "picks" | "captainId" | "viceCaptainId">, cardById: ReadonlyMap<number, PlayerCard>): SquadMember[] {
  return row.picks.map((pick) => ({ ...(cardById.get(pick.playerId) ?? toPlayerCard(unknownPlayerView(pick.playerId, slotPosition(pick.slot) ?? "MID"))), ...placeOf(pick, row) }));
}

async function teamView(ctx: ServiceContext, row: TeamRow) {
  return (await teamViews(ctx, [row]))[0]!;
}

async function gameweekMap(ctx: ServiceContext) {
  return new Map((await ctx.db.select().from(gameweeks).all()).map((g) => [g.id, g]));
}

/** Anyone's team by id: the owner always; others once the deadline has passed. */
export async function getTeam(ctx: ServiceContext, id: string) {
  const actor = requireUser(ctx);
  const team = (await teamById(ctx, id))?.team;
  if (!team) throw notFound(gameMessages.teamNotFound);
  if (team.userId !== actor.id) {
    const gw = await ctx.db.select().from(gameweeks).where(eq(gameweeks.id, team.gameweek)).get();
    if (!isTeamRevealed(gw, ctx.now())) throw notFound(gameMessages.teamNotFound);
  }
  return teamView(ctx, team);
}

export const GAMEWEEK_TEAMS: ListSpec = { defaultLimit: 50, maxLimit: 100 };

/**
 * A gameweek's teams, by points (ties by manager id): only once its deadline has passed. Across
 * the shards as the leaderboard does (decision 035): the gameweek's score histogram (one GROUP BY
 * on each shard's (gameweek, total_points) index) says which band of points holds the page; each
 * shard reads skip + limit rows of that band (their ids and points only); the merge, sliced at
 * skip, is the page, whose whole teams (squads included) are then read by id.
 */
export async function teamsOfGameweek(ctx: ServiceContext, gwNumber: number, q: ListQuery) {
  requireUser(ctx);
  const gw = await ctx.db.select().from(gameweeks).where(eq(gameweeks.id, gwNumber)).get();
  if (!gw) throw notFound(gameMessages.gameweekNotFound);
  if (!isTeamRevealed(gw, ctx.now())) throw forbidden(gameMessages.save.revealedAtDeadline(gwNumber));
  const shards = gameShards(ctx.env);
  const histogram = histogramOf(
    (
      await readEveryShard(shards, (shard) =>
        shard.db.select({ points: challengerTeams.totalPoints, teams: count() }).from(challengerTeams).where(eq(challengerTeams.gameweek, gwNumber)).groupBy(challengerTeams.totalPoints).all(),
      )
    ).flat(),
  );
  const band = bandFor(histogram, q.offset, q.limit);
  const page = band
    ? pageFromBandReads(
        await readEveryShard(shards, (shard) =>
          shard.db
            .select({ id: challengerTeams.id, userId: challengerTeams.userId, totalPoints: challengerTeams.totalPoints })
            .from(challengerTeams)
            .where(and(eq(challengerTeams.gameweek, gwNumber), between(challengerTeams.totalPoints, band.low, band.high)))
            .orderBy(desc(challengerTeams.totalPoints), asc(challengerTeams.userId))
            .limit(band.skip + q.limit)
            .all(),
        ),
        band.skip,
        q.limit,
      )
    : [];
  const read = new Map(
    (await readTeamsByIds(shards, page.map((t) => t.id), (shard, ids) => shard.db.select().from(challengerTeams).where(inList(challengerTeams.id, ids)).all())).map((t) => [t.id, t]),
  );
  // In the page's order; a team deleted between the two reads is left out.
  const rows = page.flatMap((t) => read.get(t.id) ?? []);
  return { teams: await teamViews(ctx, rows), total: totalTeams(histogram), limit: q.limit, offset: q.offset };
}

/** A user's teams: all of one's own, only revealed ones of others. */
export async function teamsOfUser(ctx: ServiceContext, userId: string, gameweek?: number) {
  const actor = requireUser(ctx);
  const where = gameweek
    ? and(eq(challengerTeams.userId, userId), eq(challengerTeams.gameweek, gameweek))
    : eq(challengerTeams.userId, userId);
  let rows = await shardOfUser(gameShards(ctx.env), userId).db.select().from(challengerTeams).where(where).orderBy(asc(challengerTeams.gameweek)).all();
  if (userId !== actor.id) {
    const gws = await gameweekMap(ctx);
    rows = rows.filter((r) => isTeamRevealed(gws.get(r.gameweek), ctx.now()));
  }
  return teamViews(ctx, rows);
}

export async function myTeams(ctx: ServiceContext) {
  return teamsOfUser(ctx, requireUser(ctx).id);
}

/** The caller's team for a gameweek (by challenge uuid or number), or 404. */
export async function myTeamForGameweek(ctx: ServiceContext, gameweekId: string) {
  const actor = requireUser(ctx);
  // A gameweek's number needs no read; a challenge's uuid is looked up.
  const gwNumber = parseGameweekNumber(gameweekId) ?? (await findChallenge(ctx, gameweekId))?.challenge.gameweek ?? parseOrThrow(gameweekParamSchema, gameweekId);
  const team = await shardOfUser(gameShards(ctx.env), actor.id)
    .db.select()
    .from(challengerTeams)
    .where(and(eq(challengerTeams.userId, actor.id), eq(challengerTeams.gameweek, gwNumber)))
    .get();
  if (!team) throw notFound(gameMessages.save.noTeamYet);
  return teamView(ctx, team);
}

/** The caller's teams as stored, oldest gameweek first: one read on their shard (My Team shows them with squadFromCards). */
export async function myTeamRows(ctx: ServiceContext) {
  const actor = requireUser(ctx);
  return shardOfUser(gameShards(ctx.env), actor.id).db.select().from(challengerTeams).where(eq(challengerTeams.userId, actor.id)).orderBy(asc(challengerTeams.gameweek)).all();
}

/**
 * The caller's saved squad for a gameweek number, or null: what the team builder opens with (its
 * picks, armbands and version), read from the manager's shard alone. The players' data the
 * builder shows comes from the edge cache (issue 48: one D1 round trip, not two).
 */
export async function mySquadForGameweek(ctx: ServiceContext, gwNumber: number) {
  const actor = requireUser(ctx);
  const row = await shardOfUser(gameShards(ctx.env), actor.id)
    .db.select({ teamName: challengerTeams.teamName, managerName: challengerTeams.managerName, picks: challengerTeams.picks, captainId: challengerTeams.captainId, viceCaptainId: challengerTeams.viceCaptainId, updatedAt: challengerTeams.updatedAt })
    .from(challengerTeams)
    .where(and(eq(challengerTeams.userId, actor.id), eq(challengerTeams.gameweek, gwNumber)))
    .get();
  return row ? { teamName: row.teamName, managerName: row.managerName, picks: row.picks, captainId: row.captainId, viceCaptainId: row.viceCaptainId, updatedAt: new Date(row.updatedAt).toISOString(), version: row.updatedAt } : null;
}

/**
 * Revealed teams plus the caller's own, newest gameweek first, then by points (ties by manager id),
 * paged. Each shard reads offset + limit rows in that order and the merge is sliced: a deep page
 * costs each shard that many index rows (the gameweek list above pages by histogram instead).
 */
export async function listVisibleTeams(ctx: ServiceContext, q: ListQuery) {
  const actor = requireUser(ctx);
  const revealed = await revealedGameweekIds(ctx);
  const visible = or(eq(challengerTeams.userId, actor.id), inList(challengerTeams.gameweek, revealed));
  const shards = gameShards(ctx.env);
  const [reads, counts] = await Promise.all([
    readEveryShard(shards, (shard) =>
      shard.db
        .select()
        .from(challengerTeams)
        .where(visible)
        .orderBy(desc(challengerTeams.gameweek), desc(challengerTeams.totalPoints), asc(challengerTeams.userId))
        .limit(q.offset + q.limit)
        .all(),
    ),
    readEveryShard(shards, (shard) => shard.db.select({ n: count() }).from(challengerTeams).where(visible).get()),
  ]);
  const rows = reads
    .flat()
    .sort((a, b) => b.gameweek - a.gameweek || b.totalPoints - a.totalPoints || compareIds(a.userId, b.userId))
    .slice(q.offset, q.offset + q.limit);
  const total = counts.reduce((n, c) => n + (c?.n ?? 0), 0);
  return { teams: await teamViews(ctx, rows), total, limit: q.limit, offset: q.offset };
}
