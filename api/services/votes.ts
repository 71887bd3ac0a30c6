// Community votes (domain/votes.ts): team votes rated in four categories and player polls.
// The server is the truth: one rating or choice per user and vote under a primary key, the
// totals recomputed from the rows in the same batch, authors and dates set here.
import { and, asc, desc, eq, gt, or, sql } from "drizzle-orm";
import { inList } from "../db/in-list";
import { atomicBatch } from "../db/bulk";
import { clubs, fixtures, playerVoteChoices, playerVotes, players, teamVoteRatings, teamVotes, users } from "../db/schema";
import { challengerTeams } from "../db/shard-schema";
import { gameShards, readTeamsByIds, shardOfUser } from "../db/shards";
import { badRequest, conflict, forbidden, notFound } from "../errors";
import type { VoteKind } from "../../domain/moderation";
import { ownOrAny } from "../../domain/permissions";
import { assertNotBanned } from "./bans";
import { auditStatement } from "./audit";
import { removalNoticeStatement } from "./notices";
import { caseRemovedStatement, openCases, reportCaseOf, reportItem, visibleTo } from "./reports";
import { bannedAmong } from "./bans";
import type { CaseQuery } from "../../domain/moderation";
import { deleteUpload } from "./uploads";
import {
  TEAM_VOTE_CATEGORIES,
  bayesianAverage,
  isPollClosed,
  outOfTen,
  splitPercent,
  type PlayerVoteCreate,
  type TeamRating,
  type TeamVoteCategory,
  type TeamVoteCreate,
  type VoteFilter,
} from "../../domain/votes";
import { votesMessages as t } from "../../domain/messages/votes";
import { playerLabel, resolvePlayerName } from "../../domain/votes-players";
import { requireAbility, requireUser, type ServiceContext } from "./context";
import { consumeRateLimit } from "./rate-limit";
import { assertOwnUpload } from "./uploads";
import { gameweekStatus, toPlayerCard, toPlayerView } from "./reference";
import type { PlayerCard } from "../../domain/players";
import { formationOf } from "../../domain/squad";
import { DAY_MS } from "../../domain/constants";
import { shownName } from "./users-view";
import { isUniqueViolation } from "../db/constraint-errors";
import { currentLocale } from "../../domain/locale";

const LIST_LIMIT = 60;

// ---- reading ---------------------------------------------------------------------

export type VotePlayer = PlayerCard & { nextFixture: { opponent: string; home: boolean; kickoff: number | null; difficulty: number } | null };
export type TeamVoteSquadPlayer = { id: number; webName: string; team: string; position: PlayerCard["position"]; slot: string; captain: boolean };

/** Players as the cards show them, read from the database now (price, points, form, next fixture). */
async function votePlayers(ctx: ServiceContext, ids: number[]): Promise<Map<number, VotePlayer>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await ctx.db.select().from(players).where(inList(players.id, unique)).all();
  const clubRows = await ctx.db.select().from(clubs).all();
  const clubById = new Map(clubRows.map((c) => [c.id, c]));
  const teamIds = [...new Set(rows.map((p) => p.teamId))];
  const upcoming = teamIds.length
    ? await ctx.db
        .select()
        .from(fixtures)
        .where(and(eq(fixtures.finished, false), or(inList(fixtures.teamH, teamIds), inList(fixtures.teamA, teamIds)), gt(fixtures.kickoffTime, ctx.now() - 3 * 3_600_000)))
        .orderBy(asc(fixtures.kickoffTime))
        .limit(teamIds.length * 3)
        .all()
    : [];
  const out = new Map<number, VotePlayer>();
  for (const p of rows) {
    const next = upcoming.find((f) => f.teamH === p.teamId || f.teamA === p.teamId);
    const home = next?.teamH === p.teamId;
    out.set(p.id, {
      ...toPlayerCard(toPlayerView(p, clubById.get(p.teamId))),
      nextFixture: next
        ? { opponent: clubById.get(home ? next.teamA : next.teamH)?.shortName ?? "?", home, kickoff: next.kickoffTime, difficulty: home ? next.teamHDifficulty : next.teamADifficulty }
        : null,
    });
  }
  return out;
}

type TeamVoteRow = typeof teamVotes.$inferSelect & { authorName: string };

function scoresOf(row: TeamVoteRow) {
  const sums: Record<TeamVoteCategory, number> = { defense: row.defenseSum, midfield: row.midfieldSum, attack: row.attackSum, tactics: row.tacticsSum };
  const n = row.ratings;
  const scores = Object.fromEntries(TEAM_VOTE_CATEGORIES.map((c) => [c, n ? outOfTen(sums[c] / n) : 0])) as Record<TeamVoteCategory, number>;
  const voteCounts = Object.fromEntries(TEAM_VOTE_CATEGORIES.map((c) => [c, n])) as Record<TeamVoteCategory, number>;
  const total = TEAM_VOTE_CATEGORIES.reduce((s, c) => s + sums[c], 0);
  // The card's mean out of 10, and the lists' Bayesian order (a rating's mean out of 10 per rating).
  const mean = n ? outOfTen(total / (4 * n)) : 0;
  const ranking = bayesianAverage((total / 4) * 2, n);
  return { scores, voteCounts, mean, ratings: n, ranking };
}

export async function listVotes(ctx: ServiceContext, filter: VoteFilter) {
  const me = ctx.actor?.id ?? null;
  const since = ctx.now() - 365 * DAY_MS; // the list shows the last year; polls close after 30 days
  const wantTeams = filter !== "pvp";
  const wantPlayers = filter !== "teams";
  const mineOnly = filter === "mine";
  if (mineOnly && !me) return { teamVotes: [], playerVotes: [] };
  const [teamRows, playerRows] = await Promise.all([
    wantTeams
      ? ctx.db
          .select({ vote: teamVotes, authorName: shownName(users.username, currentLocale()) })
          .from(teamVotes)
          .innerJoin(users, eq(users.id, teamVotes.authorId))
          .where(and(gt(teamVotes.createdAt, since), mineOnly ? eq(teamVotes.authorId, me!) : undefined, visibleTo(ctx, "team_vote", teamVotes.id, teamVotes.authorId)))
          .orderBy(desc(teamVotes.createdAt))
          .limit(LIST_LIMIT)
          .all()
      : [],
    wantPlayers
      ? ctx.db
          .select({ vote: playerVotes, authorName: shownName(users.username, currentLocale()) })
          .from(playerVotes)
          .innerJoin(users, eq(users.id, playerVotes.authorId))
          .where(and(gt(playerVotes.createdAt, since), mineOnly ? eq(playerVotes.authorId, me!) : undefined, visibleTo(ctx, "player_vote", playerVotes.id, playerVotes.authorId)))
          .orderBy(desc(playerVotes.createdAt))
          .limit(LIST_LIMIT)
          .all()
      : [],
  ]);
  const teamIds = teamRows.map((r) => r.vote.id);
  const pollIds = playerRows.map((r) => r.vote.id);
  const attached = teamRows.map((r) => r.vote.teamId).filter((id): id is string => !!id);
  const [myRatings, myChoices, squads] = await Promise.all([
    me && teamIds.length ? ctx.db.select().from(teamVoteRatings).where(and(eq(teamVoteRatings.userId, me), inList(teamVoteRatings.teamVoteId, teamIds))).all() : [],
    me && pollIds.length ? ctx.db.select().from(playerVoteChoices).where(and(eq(playerVoteChoices.userId, me), inList(playerVoteChoices.playerVoteId, pollIds))).all() : [],
    // Each attached team from its author's shard (a team deleted since shows none).
    readTeamsByIds(gameShards(ctx.env), attached, (shard, ids) =>
      shard.db.select({ id: challengerTeams.id, picks: challengerTeams.picks, captainId: challengerTeams.captainId, teamName: challengerTeams.teamName }).from(challengerTeams).where(inList(challengerTeams.id, ids)).all(),
    ),
  ]);
  const squadPlayerIds = squads.flatMap((s) => s.picks.map((p) => p.playerId));
  const people = await votePlayers(ctx, [...playerRows.flatMap((r) => [r.vote.player1Id, r.vote.player2Id]), ...squadPlayerIds]);
  const ratingBy = new Map(myRatings.map((r) => [r.teamVoteId, r]));
  const choiceBy = new Map(myChoices.map((c) => [c.playerVoteId, c.choice]));
  const squadBy = new Map(squads.map((s) => [s.id, s]));
  const now = ctx.now();

  const teamVoteViews = teamRows
    .map(({ vote, authorName }) => {
      const s = scoresOf({ ...vote, authorName });
      const squad = vote.teamId ? squadBy.get(vote.teamId) : undefined;
      const mine = ratingBy.get(vote.id);
      const squadPlayers = squad
        ? squad.picks.flatMap((p): TeamVoteSquadPlayer[] => {
            const card = people.get(p.playerId);
            return card ? [{ id: card.id, webName: card.webName, team: card.team, position: card.position, slot: p.slot, captain: p.playerId === squad.captainId }] : [];
          })
        : [];
      return {
        id: vote.id,
        authorId: vote.authorId,
        authorName,
        title: vote.title,
        description: vote.description,
        imageUrl: vote.imageUrl,
        createdAt: new Date(vote.createdAt).toISOString(),
        gameweek: vote.gameweek,
        // An attached squad shows its own shape; an image, the formation its author chose.
        formation: squad ? formationOf(squadPlayers.filter((p) => !p.slot.startsWith("SUB"))) : vote.formation,
        tags: vote.tags,
        scores: s.scores,
        voteCounts: s.voteCounts,
        mean: s.mean,
        ratings: s.ratings,
        ranking: s.ranking,
        ownerTeam: vote.authorId === me,
        hasVotedOnTeam: !!mine,
        myRating: mine ? { defense: mine.defense, midfield: mine.midfield, attack: mine.attack, tactics: mine.tactics } : null,
        closed: isPollClosed(vote.createdAt, now),
        team: squad
          ? { teamName: squad.teamName, players: squadPlayers }
          : null,
      };
    })
    // Bayesian order (domain/votes.ts), newest first among equals.
    .sort((a, b) => b.ranking - a.ranking || b.createdAt.localeCompare(a.createdAt));

  const playerVoteViews = playerRows.map(({ vote, authorName }) => {
    const mine = choiceBy.get(vote.id);
    const [p1, p2] = splitPercent(vote.votes1, vote.votes2);
    return {
      id: vote.id,
      authorId: vote.authorId,
      authorName,
      title: vote.title,
      description: vote.description,
      createdAt: new Date(vote.createdAt).toISOString(),
      gameweek: vote.gameweek,
      action: vote.action,
      player1: people.get(vote.player1Id) ?? null,
      player2: people.get(vote.player2Id) ?? null,
      votes: { player1: vote.votes1, player2: vote.votes2 },
      percent: { player1: p1, player2: p2 },
      totalVotes: vote.votes1 + vote.votes2,
      tags: vote.tags,
      ownerPoll: vote.authorId === me,
      myChoice: mine === 1 ? ("player1" as const) : mine === 2 ? ("player2" as const) : null,
      closed: isPollClosed(vote.createdAt, now),
    };
  });
  return { teamVotes: teamVoteViews, playerVotes: playerVoteViews };
}
export type VotesList = Awaited<ReturnType<typeof listVotes>>;
export type TeamVoteView = VotesList["teamVotes"][number];
export type PlayerVoteView = VotesList["playerVotes"][number];

// ---- creating --------------------------------------------------------------------

/** §5: a new poll or team vote is about the gameweek to come (the first upcoming one). */
export async function defaultVoteGameweek(ctx: ServiceContext) {
  const status = await gameweekStatus(ctx);
  return status.openedGameweeks[0] ?? status.currentGameweek;
}

export async function createTeamVote(ctx: ServiceContext, input: TeamVoteCreate) {
  const actor = requireUser(ctx);
  await assertNotBanned(ctx, "posts");
  if (input.teamId) {
    // The author's own teams are on the author's shard: a team found nowhere else is not theirs.
    const team = await shardOfUser(gameShards(ctx.env), actor.id)
      .db.select({ id: challengerTeams.id })
      .from(challengerTeams)
      .where(and(eq(challengerTeams.id, input.teamId), eq(challengerTeams.userId, actor.id)))
      .get();
    if (!team) throw forbidden(t.teamNotYours);
  }
  if (input.imageUrl && !/^\/media\/votes\//.test(input.imageUrl) && !/^https?:\/\//.test(input.imageUrl))
    throw badRequest(t.imageUploadOrUrl, [{ path: "imageUrl", message: t.uploadImage }]);
  assertOwnUpload(ctx, "voteImage", input.imageUrl);
  await consumeRateLimit(ctx, "pollCreate", actor.id);
  const id = crypto.randomUUID();
  await ctx.db.insert(teamVotes).values({
    id,
    authorId: actor.id,
    title: input.title,
    description: input.description,
    imageUrl: input.imageUrl ?? null,
    teamId: input.teamId ?? null,
    gameweek: input.gameweek ?? (await defaultVoteGameweek(ctx)),
    formation: input.formation,
    tags: input.tags,
    createdAt: ctx.now(),
  });
  return { id };
}

/**
 * A player named by id, or by what a fan typed ('Salah', 'Mo Salah', 'M.Salah (LIV)'):
 * domain/votes-players.ts decides; an ambiguous name is refused with who it could be.
 */
async function resolvePlayer(ctx: ServiceContext, ref: number | string, field: string): Promise<number> {
  if (typeof ref === "number") {
    if (await ctx.db.select({ id: players.id }).from(players).where(eq(players.id, ref)).get()) return ref;
    throw badRequest(t.unknownPlayer(String(ref)), [{ path: field, message: t.unknownPlayer(String(ref)) }]);
  }
  const rows = await ctx.db
    .select({ id: players.id, webName: players.webName, firstName: players.firstName, secondName: players.secondName, team: clubs.shortName, totalPoints: players.totalPoints })
    .from(players)
    .innerJoin(clubs, eq(clubs.id, players.teamId))
    .all();
  const found = resolvePlayerName(rows, ref);
  if (found.ok) return found.player.id;
  const message = found.reason === "ambiguous" ? t.ambiguousPlayer(ref, found.candidates.map(playerLabel).join(", ")) : t.unknownPlayer(ref);
  throw badRequest(message, [{ path: field, message }]);
}

export async function createPlayerVote(ctx: ServiceContext, input: PlayerVoteCreate) {
  const actor = requireUser(ctx);
  await assertNotBanned(ctx, "posts");
  const [player1Id, player2Id] = [await resolvePlayer(ctx, input.player1, "player1"), await resolvePlayer(ctx, input.player2, "player2")];
  if (player1Id === player2Id) throw badRequest(t.samePlayerTwice, [{ path: "player2", message: t.samePlayerTwice }]);
  await consumeRateLimit(ctx, "pollCreate", actor.id);
  const id = crypto.randomUUID();
  await ctx.db.insert(playerVotes).values({
    id,
    authorId: actor.id,
    title: input.title,
    description: input.description,
    gameweek: input.gameweek ?? (await defaultVoteGameweek(ctx)),
    action: input.action,
    player1Id,
    player2Id,
    tags: input.tags,
    createdAt: ctx.now(),
  });
  return { id };
}

// ---- voting ----------------------------------------------------------------------


/** One rating per user and team vote (the key refuses a second, even sent at once); totals recomputed in the batch. */
export async function rateTeam(ctx: ServiceContext, teamVoteId: string, rating: TeamRating) {
  const actor = requireUser(ctx);
  const vote = await ctx.db.select().from(teamVotes).where(eq(teamVotes.id, teamVoteId)).get();
  if (!vote) throw notFound(t.voteNotFound);
  if (vote.authorId === actor.id) throw forbidden(t.ownTeamVote);
  if (isPollClosed(vote.createdAt, ctx.now())) throw conflict(t.pollClosed);
  await consumeRateLimit(ctx, "vote", actor.id);
  try {
    await atomicBatch(ctx.db, [
      ctx.db.insert(teamVoteRatings).values({ teamVoteId, userId: actor.id, ...rating, createdAt: ctx.now() }),
      {
        sql: `UPDATE team_votes SET
                ratings = (SELECT count(*) FROM team_vote_ratings WHERE team_vote_id = team_votes.id),
                defense_sum = (SELECT COALESCE(SUM(defense), 0) FROM team_vote_ratings WHERE team_vote_id = team_votes.id),
                midfield_sum = (SELECT COALESCE(SUM(midfield), 0) FROM team_vote_ratings WHERE team_vote_id = team_votes.id),
                attack_sum = (SELECT COALESCE(SUM(attack), 0) FROM team_vote_ratings WHERE team_vote_id = team_votes.id),
                tactics_sum = (SELECT COALESCE(SUM(tactics), 0) FROM team_vote_ratings WHERE team_vote_id = team_votes.id)
              WHERE id = ?`,
        params: [teamVoteId],
      },
    ]);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(t.alreadyRated);
    throw err;
  }
  const after = (await ctx.db.select({ vote: teamVotes, authorName: shownName(users.username, currentLocale()) }).from(teamVotes).innerJoin(users, eq(users.id, teamVotes.authorId)).where(eq(teamVotes.id, teamVoteId)).get())!;
  const s = scoresOf({ ...after.vote, authorName: after.authorName });
  return { success: true, scores: s.scores, voteCounts: s.voteCounts, mean: s.mean, ratings: s.ratings };
}

/** One choice per user and poll, made once; counts recomputed in the batch. */
export async function votePlayer(ctx: ServiceContext, playerVoteId: string, choice: "player1" | "player2") {
  const actor = requireUser(ctx);
  const poll = await ctx.db.select().from(playerVotes).where(eq(playerVotes.id, playerVoteId)).get();
  if (!poll) throw notFound(t.voteNotFound);
  if (poll.authorId === actor.id) throw forbidden(t.ownPlayerVote);
  if (isPollClosed(poll.createdAt, ctx.now())) throw conflict(t.pollClosed);
  await consumeRateLimit(ctx, "vote", actor.id);
  try {
    await atomicBatch(ctx.db, [
      ctx.db.insert(playerVoteChoices).values({ playerVoteId, userId: actor.id, choice: choice === "player1" ? 1 : 2, createdAt: ctx.now() }),
      {
        sql: `UPDATE player_votes SET
                votes1 = (SELECT count(*) FROM player_vote_choices WHERE player_vote_id = player_votes.id AND choice = 1),
                votes2 = (SELECT count(*) FROM player_vote_choices WHERE player_vote_id = player_votes.id AND choice = 2)
              WHERE id = ?`,
        params: [playerVoteId],
      },
    ]);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(t.alreadyVoted);
    throw err;
  }
  const after = (await ctx.db.select({ votes1: playerVotes.votes1, votes2: playerVotes.votes2 }).from(playerVotes).where(eq(playerVotes.id, playerVoteId)).get())!;
  return { success: true, choice, votes: { player1: after.votes1, player2: after.votes2 }, totalVotes: after.votes1 + after.votes2 };
}

/** The signed-in user's saved teams a team vote can attach (newest gameweek first). */
export async function myAttachableTeams(ctx: ServiceContext) {
  const actor = requireUser(ctx);
  return shardOfUser(gameShards(ctx.env), actor.id)
    .db.select({ id: challengerTeams.id, gameweek: challengerTeams.gameweek, teamName: challengerTeams.teamName })
    .from(challengerTeams)
    .where(eq(challengerTeams.userId, actor.id))
    .orderBy(desc(challengerTeams.gameweek))
    .limit(38)
    .all();
}

// ---- reporting and removing (the moderation core, decision 040) -------------------

/** A team vote or a poll as the moderation core needs it: its author, title, text and image. */
async function storedVote(ctx: ServiceContext, kind: VoteKind, id: string) {
  if (kind === "team_vote") {
    const v = await ctx.db.select().from(teamVotes).where(eq(teamVotes.id, id)).get();
    return v ? { authorId: v.authorId, title: v.title, text: v.description, image: v.imageUrl, gameweek: v.gameweek, ratings: v.ratings } : null;
  }
  const v = await ctx.db.select().from(playerVotes).where(eq(playerVotes.id, id)).get();
  return v ? { authorId: v.authorId, title: v.title, text: v.description, image: null, gameweek: v.gameweek, ratings: v.votes1 + v.votes2 } : null;
}

/**
 * Reports a team vote or a poll (any signed-in user but its author; the case's context is its gameweek): the one case per item, one
 * report per reporter (a second is 409), hidden after 3 reporters with standing. Null when the
 * moderators already removed it (the spec's 'already processed').
 */
export async function reportVote(ctx: ServiceContext, kind: VoteKind, id: string, reason: string) {
  requireUser(ctx);
  const vote = await storedVote(ctx, kind, id);
  if (!vote) {
    if ((await reportCaseOf(ctx.db, kind, id))?.status === "removed") return null;
    throw notFound(t.voteNotFound);
  }
  return reportItem(
    ctx,
    { kind, itemId: id, authorId: vote.authorId, context: String(vote.gameweek), snapshot: { title: vote.title, text: vote.text, image: vote.image } },
    reason,
    { alreadyReported: t.alreadyReported, ownItem: t.cannotReportOwn },
  );
}

/**
 * Deletes a team vote or a poll, with its ratings or choices (cascade): by its author, or by staff
 * with a reason (audited, the author told, decision 030). Its case closes in the same batch; an
 * uploaded image goes with it.
 */
export async function deleteVote(ctx: ServiceContext, kind: VoteKind, id: string, reason?: string | null) {
  const actor = requireUser(ctx);
  const vote = await storedVote(ctx, kind, id);
  if (!vote) throw notFound(t.voteNotFound);
  const access = ownOrAny(actor, vote.authorId, "content:moderate");
  if (!access) throw forbidden(t.removeNotAllowed);
  const asStaff = access === "any";
  if (asStaff) requireAbility(ctx, "content:moderate");
  const table = kind === "team_vote" ? teamVotes : playerVotes;
  const [deleted] = await atomicBatch(ctx.db, [
    ctx.db.delete(table).where(eq(table.id, id)),
    caseRemovedStatement(ctx, kind, id),
    ...(asStaff
      ? [
          ...removalNoticeStatement(ctx, { item: kind, authorId: vote.authorId, label: vote.title, reason }),
          auditStatement(ctx, {
            action: "content.delete",
            targetKind: kind,
            targetId: id,
            targetLabel: vote.title,
            subjectUserId: vote.authorId,
            reason: reason ?? null,
            before: { title: vote.title, description: vote.text, image: vote.image, gameweek: vote.gameweek, ratings: vote.ratings },
          }),
        ]
      : []),
  ]);
  if (!deleted?.meta.changes) throw notFound(t.voteNotFound);
  if (kind === "team_vote") await deleteUpload(ctx, "voteImage", vote.image);
  return { id, deleted: true };
}

/** Votes by id as the moderation queue shows them (no visibility filter: staff), with their author's names. */
export async function votesByIds(ctx: ServiceContext, kind: VoteKind, ids: string[]) {
  requireAbility(ctx, "content:moderate");
  if (ids.length === 0) return new Map<string, ModeratedVote>();
  const rows =
    kind === "team_vote"
      ? await ctx.db
          .select({ id: teamVotes.id, authorId: teamVotes.authorId, username: users.username, teamName: users.teamName, avatar: users.avatar, title: teamVotes.title, description: teamVotes.description, image: teamVotes.imageUrl, gameweek: teamVotes.gameweek, createdAt: teamVotes.createdAt, ratings: teamVotes.ratings })
          .from(teamVotes)
          .innerJoin(users, eq(users.id, teamVotes.authorId))
          .where(inList(teamVotes.id, ids))
          .all()
      : await ctx.db
          .select({ id: playerVotes.id, authorId: playerVotes.authorId, username: users.username, teamName: users.teamName, avatar: users.avatar, title: playerVotes.title, description: playerVotes.description, image: sql<string | null>`NULL`, gameweek: playerVotes.gameweek, createdAt: playerVotes.createdAt, ratings: sql<number>`${playerVotes.votes1} + ${playerVotes.votes2}` })
          .from(playerVotes)
          .innerJoin(users, eq(users.id, playerVotes.authorId))
          .where(inList(playerVotes.id, ids))
          .all();
  return new Map(rows.map((r) => [r.id, r]));
}
export type ModeratedVote = { id: string; authorId: string; username: string; teamName: string; avatar: string | null; title: string; description: string; image: string | null; gameweek: number; createdAt: number; ratings: number };

/** GET /admin/moderation/{kind}/reported: a page of a vote kind's open cases, each vote with its author and reports (X-Total-Count). */
export async function reportedVotes(ctx: ServiceContext, kind: VoteKind, query?: CaseQuery) {
  requireAbility(ctx, "content:moderate");
  const { cases, total } = await openCases(ctx, kind, query);
  const byId = await votesByIds(ctx, kind, cases.map((c) => c.itemId));
  const banned = await bannedAmong(ctx.db, "posts", [...byId.values()].map((v) => v.authorId), ctx.now());
  const items = cases.flatMap((c) => {
    const vote = byId.get(c.itemId);
    if (!vote) return [];
    return [
      {
        id: vote.id,
        kind,
        authorId: vote.authorId,
        author: { username: vote.username, teamName: vote.teamName, avatar: vote.avatar, isPostBanned: banned.has(vote.authorId) },
        createdAt: vote.createdAt,
        gameweek: vote.gameweek,
        title: vote.title,
        description: vote.description,
        image: vote.image,
        ratings: vote.ratings,
        hidden: c.hidden,
        reportsCount: c.reporters,
        reportedBy: c.reports.map((r) => ({ username: r.username, reason: r.reason, timestamp: r.createdAt })),
      },
    ];
  });
  return { items, total };
}
