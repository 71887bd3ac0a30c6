// Chat (issue 12): the rooms' catalogue and access, and the REST side of the rooms. History,
// reactions and presence live in each room's Durable Object (party/chat-room.ts, decision 018);
// reports, bans and the audit log in D1 through the moderation core (chat adds a scope).
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { forReader, roomLabel, roomText, systemMessageText } from "../../domain/chat-system";
import { inList } from "../db/in-list";
import { alias } from "drizzle-orm/sqlite-core";
import {
  CHAT_SETTINGS,
  ERASED_AUTHOR,
  parseMessageId,
  type ChatBannedUser,
  type ChatEmoji,
  type ChatHistoryPage,
  type ChatMessage,
  type ChatRoom,
  type HistoryQuery,
  type MatchScore,
  type Participant,
  type ReportedChatMessage,
  type SendMessageInput,
} from "../../domain/chat";
import type { LiveLine } from "../../domain/chat-live";
import { clubRoom, FIXED_ROOMS, matchRoom, matchRoomIdOf, mayEnter, parseRoomId, type RoomConfig } from "../../domain/chat-rooms";
import { chatMessages } from "../../domain/messages/chat";
import { moderationMessages } from "../../domain/messages/moderation";
import type { BanInput, CaseQuery } from "../../domain/moderation";
import { can, type Role } from "../../domain/permissions";
import type { Position } from "../../domain/constants";
import { atomicBatch } from "../db/bulk";
import type { Db } from "../db/client";
import { clubs, fixtures, gameweeks, playerFixtureStats, players, realtimeConnections, users } from "../db/schema";
import type { Env } from "../env";
import { AppError, badRequest, forbidden, notFound, rateLimited } from "../errors";
import { requireAbility, requireUser, type ServiceContext } from "./context";
import { auditStatement } from "./audit";
import { removalNoticeStatement } from "./notices";
import { banUser, bannedAmong, bannedUsers, unbanUser } from "./bans";
import { caseRemovedStatement, clearReports, openCases, reportCaseOf, reportItem } from "./reports";
import { earnedPointsOf } from "./points";
import { roomStub, type Refusal, type Sender } from "./room-rpc";

// ---- rooms ------------------------------------------------------------------------------

type FixtureRow = typeof fixtures.$inferSelect;
type ClubRow = { id: number; name: string; shortName: string };

function scoreOf(f: FixtureRow, byId: ReadonlyMap<number, ClubRow>): MatchScore {
  const side = (teamId: number, score: number | null) => {
    const club = byId.get(teamId);
    return { teamId, name: club?.name ?? `#${teamId}`, shortName: club?.shortName ?? "?", score };
  };
  return {
    fixtureId: f.id,
    gameweek: f.gameweek,
    kickoffTime: f.kickoffTime === null ? null : new Date(f.kickoffTime).toISOString(),
    home: side(f.teamH, f.teamHScore),
    away: side(f.teamA, f.teamAScore),
    started: f.started,
    finished: f.finished,
    minutes: f.minutes,
  };
}

async function clubsById(db: Db): Promise<Map<number, ClubRow>> {
  const rows = await db.select({ id: clubs.id, name: clubs.name, shortName: clubs.shortName }).from(clubs).orderBy(asc(clubs.name));
  return new Map(rows.map((c) => [c.id, c]));
}

/** The fixtures of the live gameweek(s): each has a room while its gameweek is live. */
async function liveFixtures(db: Db): Promise<FixtureRow[]> {
  return db
    .select({ f: fixtures })
    .from(fixtures)
    .innerJoin(gameweeks, eq(gameweeks.id, fixtures.gameweek))
    .where(eq(gameweeks.status, "active"))
    .orderBy(asc(fixtures.kickoffTime), asc(fixtures.id))
    .then((rows) => rows.map((r) => r.f));
}

/**
 * Club and match rooms resolved in the last few seconds, per isolate: a room filling with
 * hundreds of upgrades reads its fixture once, not once per socket. A match room's score in
 * here may be that old; the room keeps the live score itself (matchUpdate).
 */
const RESOLVED_TTL_MS = 5_000;
const resolved = new Map<string, { at: number; room: RoomConfig | null }>();

/**
 * What a room id names now, or null (an unknown id, a club that is not there, a fixture not live).
 * `db` may be given as a function, then built only on a miss: the realtime gateway (a drizzle
 * instance built per upgrade was the largest part of the Worker's CPU while a room filled, issue 30).
 */
export async function resolveRoom(db: Db | (() => Db), roomId: string): Promise<RoomConfig | null> {
  const parsed = parseRoomId(roomId);
  if (!parsed) return null;
  if (parsed.kind === "fixed") return parsed.room;
  const now = Date.now();
  const hit = resolved.get(roomId);
  if (hit && now - hit.at < RESOLVED_TTL_MS) return hit.room;
  const room = await lookUpRoom(typeof db === "function" ? db() : db, parsed);
  if (resolved.size > 1_000) resolved.clear();
  resolved.set(roomId, { at: now, room });
  return room;
}

async function lookUpRoom(db: Db, parsed: { kind: "club"; teamId: number } | { kind: "match"; fixtureId: number }): Promise<RoomConfig | null> {
  if (parsed.kind === "club") {
    const club = await db.select({ id: clubs.id, name: clubs.name, shortName: clubs.shortName }).from(clubs).where(eq(clubs.id, parsed.teamId)).get();
    return club ? clubRoom(club) : null;
  }
  // One query (a room fills with one upgrade per socket): the fixture, if its gameweek is live, and its two clubs.
  const home = alias(clubs, "home");
  const away = alias(clubs, "away");
  const row = await db
    .select({ f: fixtures, home: { id: home.id, name: home.name, shortName: home.shortName }, away: { id: away.id, name: away.name, shortName: away.shortName } })
    .from(fixtures)
    .innerJoin(gameweeks, eq(gameweeks.id, fixtures.gameweek))
    .leftJoin(home, eq(home.id, fixtures.teamH))
    .leftJoin(away, eq(away.id, fixtures.teamA))
    .where(and(eq(fixtures.id, parsed.fixtureId), eq(gameweeks.status, "active")))
    .get();
  if (!row) return null;
  const byId = new Map([row.home, row.away].filter((c): c is ClubRow => !!c).map((c) => [c.id, c]));
  return matchRoom(scoreOf(row.f, byId));
}

/** Points a user has earned in total: the VIP rule's measure (decision 019; what is earned: domain/points.ts). */
async function earnedPoints(db: Db, userId: string): Promise<number> {
  return earnedPointsOf(db, userId);
}

/** May this user enter this room (decision 019)? Public rooms: yes; private: staff or enough points earned. */
export async function userMayEnter(db: Db, user: { id: string; role: Role }, room: RoomConfig): Promise<boolean> {
  if (room.isPublic) return true;
  const staff = can(user.role, "rooms:enter-any");
  return mayEnter(room, { staff, earnedPoints: staff ? 0 : await earnedPoints(db, user.id) });
}

/** The room for a signed-in user's request: 404 unknown, 403 a private room they may not enter. */
async function roomFor(ctx: ServiceContext, roomId: string): Promise<RoomConfig> {
  const actor = requireUser(ctx);
  const room = await resolveRoom(ctx.db, roomId);
  if (!room || room.kind === "lobby") throw notFound(chatMessages.roomNotFound);
  if (!(await userMayEnter(ctx.db, actor, room))) throw forbidden(chatMessages.roomForbidden);
  return room;
}

/** GET /chat/rooms: every room the user can see, with who is online now, and the settings. */
export async function listRooms(ctx: ServiceContext): Promise<{ rooms: ChatRoom[]; settings: typeof CHAT_SETTINGS }> {
  const actor = requireUser(ctx);
  const [clubRows, live, earned, online] = await Promise.all([
    clubsById(ctx.db),
    liveFixtures(ctx.db),
    can(actor.role, "rooms:enter-any") ? Promise.resolve(0) : earnedPoints(ctx.db, actor.id),
    ctx.db
      .selectDistinct({ room: realtimeConnections.room, userId: users.id, username: users.username, avatar: users.avatar, since: sql<number>`min(${realtimeConnections.connectedAt})` })
      .from(realtimeConnections)
      .innerJoin(users, eq(users.id, realtimeConnections.userId))
      // A deleted account's sockets are closing: it is not listed meanwhile (decision 016).
      .where(and(eq(realtimeConnections.party, "chat"), ne(realtimeConnections.room, "lobby"), isNull(users.deletedAt)))
      .groupBy(realtimeConnections.room, users.id),
  ]);
  const configs: RoomConfig[] = [
    ...FIXED_ROOMS,
    ...[...clubRows.values()].map(clubRoom),
    ...live.map((f) => matchRoom(scoreOf(f, clubRows))),
  ];
  const onlineBy = new Map<string, Participant[]>();
  for (const o of online) {
    const at = new Date(o.since).toISOString();
    onlineBy.set(o.room, [...(onlineBy.get(o.room) ?? []), { userId: o.userId, username: o.username, avatar: o.avatar, isOnline: true, lastSeen: at, joinedAt: at }]);
  }
  const staff = can(actor.role, "rooms:enter-any");
  const rooms = configs.map((c): ChatRoom => {
    const participants = onlineBy.get(c.id) ?? [];
    return {
      id: c.id,
      // In the reader's language (issue 45).
      ...roomLabel(c),
      icon: c.icon,
      color: c.color,
      isPublic: c.isPublic,
      maxParticipants: c.maxParticipants,
      createdAt: c.createdAt,
      kind: c.kind === "lobby" ? "general" : c.kind,
      teamId: c.teamId,
      match: c.match,
      canEnter: mayEnter(c, { staff, earnedPoints: earned }),
      onlineCount: participants.length,
      participants,
    };
  });
  return { rooms, settings: CHAT_SETTINGS };
}

// ---- messages ---------------------------------------------------------------------------

const STATUS: Record<Refusal["code"], number> = {
  invalid: 400,
  wrong_room: 400,
  too_long: 400,
  not_found: 404,
  forbidden: 403,
  banned: 403,
  room_full: 409,
  room_forbidden: 403,
  too_many_sockets: 429,
  rate_limited: 429,
};

function refusalError(r: Refusal): AppError {
  if (r.code === "rate_limited") {
    const seconds = r.retryAt ? Math.max(1, Math.ceil((Date.parse(r.retryAt) - Date.now()) / 1000)) : undefined;
    return rateLimited(roomText(r.text), seconds);
  }
  // The room sends a key and values; the request's language renders them (issue 45).
  const message = roomText(r.text);
  if (STATUS[r.code] === 400) return badRequest(message);
  return new AppError(STATUS[r.code] as 403, STATUS[r.code] === 404 ? "not_found" : STATUS[r.code] === 409 ? "conflict" : "forbidden", message);
}

/** The signed-in user as a room sees them (name and avatar read now, never from the client). */
async function senderOf(ctx: ServiceContext): Promise<Sender> {
  const actor = requireUser(ctx);
  const row = await ctx.db.select({ username: users.username, avatar: users.avatar }).from(users).where(eq(users.id, actor.id)).get();
  if (!row) throw notFound(moderationMessages.userNotFound);
  return { userId: actor.id, username: row.username, avatar: row.avatar, role: actor.role };
}

/** GET /chat/rooms/{id}/messages: a page of history, oldest first (cursor `before`, or limit/offset). */
export async function roomHistory(ctx: ServiceContext, roomId: string, query: HistoryQuery): Promise<ChatHistoryPage> {
  const room = await roomFor(ctx, roomId);
  const before = query.before ? parseMessageId(query.before) : null;
  if (query.before && before?.roomId !== room.id) throw badRequest(chatMessages.wrongRoom);
  const actor = requireUser(ctx);
  const page = await (await roomStub(ctx.env, room.id)).history(room, query.limit, query.offset, before?.seq ?? null, { userId: actor.id, staff: can(actor.role, "content:moderate") });
  // The room sends marks and keys; the answer says them in its reader's language too (issue 45).
  return { ...page, messages: page.messages.map(forReader) };
}

/** POST /chat/rooms/{id}/messages: the room checks and broadcasts it as if sent on a socket. */
export async function postMessage(ctx: ServiceContext, roomId: string, input: SendMessageInput): Promise<ChatMessage> {
  const room = await roomFor(ctx, roomId);
  const sender = await senderOf(ctx);
  const result = await (await roomStub(ctx.env, room.id)).postFromRest(room, sender, input);
  if (!result.ok) throw refusalError(result);
  return forReader(result.message);
}

function roomOfMessage(messageId: string) {
  const parsed = parseMessageId(messageId);
  if (!parsed || !parseRoomId(parsed.roomId)) throw notFound(chatMessages.messageNotFound);
  return parsed;
}

/** POST /chat/messages/{id}/reactions {emoji}: same again removes, another adds; the room broadcasts it. */
export async function reactToMessage(ctx: ServiceContext, messageId: string, emoji: ChatEmoji) {
  const { roomId } = roomOfMessage(messageId);
  const room = await roomFor(ctx, roomId);
  const sender = await senderOf(ctx);
  const result = await (await roomStub(ctx.env, room.id)).reactFromRest(sender, messageId, emoji);
  if (!result.ok) throw refusalError(result);
  return { messageId: result.messageId, reactions: result.reactions };
}

/**
 * Stored messages by id (null where gone or unreadable), in the order given: one call per room,
 * not one per message (issue 47: the report queue's page of up to 100 cases made up to 100 calls).
 */
async function findMessages(env: Env, messageIds: string[]): Promise<(ChatMessage | null)[]> {
  const byRoom = new Map<string, { index: number; seq: number }[]>();
  messageIds.forEach((id, index) => {
    const parsed = parseMessageId(id);
    if (!parsed || !parseRoomId(parsed.roomId)) return;
    const wanted = byRoom.get(parsed.roomId) ?? [];
    wanted.push({ index, seq: parsed.seq });
    byRoom.set(parsed.roomId, wanted);
  });
  const found: (ChatMessage | null)[] = messageIds.map(() => null);
  await Promise.all(
    [...byRoom].map(async ([roomId, wanted]) => {
      const messages = await (await roomStub(env, roomId)).messages(wanted.map((w) => w.seq)).catch(() => null);
      wanted.forEach((w, i) => (found[w.index] = messages?.[i] ?? null));
    }),
  );
  return found;
}

/** A stored message, or null if it is gone (deleted or past retention). */
async function findMessage(env: Env, messageId: string): Promise<ChatMessage | null> {
  const { roomId, seq } = roomOfMessage(messageId);
  return (await roomStub(env, roomId)).message(seq);
}

/**
 * POST /chat/messages/{id}/report: one report per user (409 the second time), not one's own
 * message (403); null when moderators already removed it (the spec's 'already handled').
 */
export async function reportMessage(ctx: ServiceContext, messageId: string, reason: string) {
  const actor = requireUser(ctx);
  // A private room's messages are reported by those who may read them.
  const parsed = parseRoomId(roomOfMessage(messageId).roomId);
  if (parsed?.kind === "fixed" && !(await userMayEnter(ctx.db, actor, parsed.room))) throw forbidden(chatMessages.roomForbidden);
  const message = await findMessage(ctx.env, messageId);
  if (!message) {
    const existing = await reportCaseOf(ctx.db, "chat_message", messageId);
    if (existing?.status === "removed") return null;
    throw notFound(chatMessages.messageNotFound);
  }
  const outcome = await reportItem(
    ctx,
    {
      kind: "chat_message",
      itemId: message.id,
      authorId: message.userId === "system" ? null : message.userId,
      context: message.roomId,
      snapshot: { text: message.content, image: message.imageUrl ?? message.audioUrl },
    },
    reason,
    { alreadyReported: chatMessages.alreadyReported, ownItem: moderationMessages.cannotReportOwn },
  );
  // Auto-hide (the core's rule): at 3 distinct reporters the room hides it until a moderator decides.
  if (outcome?.hidden) await showInRoom(ctx, message.id, false);
  return outcome && { success: true as const, ...outcome };
}

// ---- moderation -------------------------------------------------------------------------

/** GET /admin/chat/reported-messages: open cases, newest report first, as the spec shapes them. */
export async function reportedMessages(ctx: ServiceContext, query?: CaseQuery): Promise<{ items: ReportedChatMessage[]; total: number }> {
  requireAbility(ctx, "content:moderate");
  const { cases, total } = await openCases(ctx, "chat_message", query);
  const messages = await findMessages(ctx.env, cases.map((c) => c.itemId));
  const authorIds = cases.map((c) => c.authorId).filter((id): id is string => !!id);
  const [banned, authors] = await Promise.all([
    bannedAmong(ctx.db, "chat", authorIds, ctx.now()),
    authorIds.length
      ? ctx.db
          .select({ id: users.id, username: users.username, avatar: users.avatar, deletedAt: users.deletedAt })
          .from(users)
          .where(inList(users.id, [...new Set(authorIds)]))
      : Promise.resolve([]),
  ]);
  const authorBy = new Map(authors.map((a) => [a.id, a]));
  const roomNames = new Map([...FIXED_ROOMS].map((r) => [r.id, roomLabel(r).name]));
  const clubRows = await clubsById(ctx.db);
  for (const c of clubRows.values()) roomNames.set(`club-${c.id}`, c.name);
  const items = cases.map((c, i): ReportedChatMessage => {
    const m = messages[i];
    const author = c.authorId ? authorBy.get(c.authorId) : undefined;
    // A deleted author shows as the anonymous label, whatever the room still holds (decision 016).
    const erased = !!author?.deletedAt;
    const roomId = c.context ?? parseMessageId(c.itemId)?.roomId ?? "";
    return {
      id: c.itemId,
      userId: c.authorId ?? "system",
      user: {
        username: erased || m?.erased ? chatMessages.deletedUser : (m?.username ?? author?.username ?? "?"),
        avatar: erased ? ERASED_AUTHOR.avatar : (m?.avatar ?? author?.avatar ?? ""),
        isChatBanned: !!c.authorId && banned.has(c.authorId),
      },
      roomId,
      roomName: roomNames.get(roomId) ?? roomId,
      type: m?.type ?? "text",
      content: m ? (m.type === "system" ? systemMessageText(m) : m.content) : (c.snapshotText ?? ""),
      imageUrl: m?.imageUrl ?? null,
      audioUrl: m?.audioUrl ?? null,
      timestamp: m?.timestamp ?? new Date(c.firstReportedAt).toISOString(),
      hidden: c.hidden,
      reportsCount: c.reporters,
      reportedBy: c.reports.map((r) => ({ username: r.username, reason: r.reason, timestamp: r.createdAt })),
    };
  });
  return { items, total };
}

/** DELETE /admin/chat/messages/{id}: the room deletes it (and its media) and every screen drops it; the case closes; audited. */
export async function deleteMessage(ctx: ServiceContext, messageId: string, reason?: string) {
  requireAbility(ctx, "content:moderate");
  const { roomId, seq } = roomOfMessage(messageId);
  const stub = await roomStub(ctx.env, roomId);
  const message = await stub.message(seq);
  const existing = await reportCaseOf(ctx.db, "chat_message", messageId);
  if (!message && (!existing || existing.status === "removed")) throw notFound(chatMessages.messageNotFound);
  if (message) await stub.deleteMessage(seq);
  const authorId = message ? (message.userId === "system" ? null : message.userId) : (existing?.authorId ?? null);
  await atomicBatch(ctx.db, [
    caseRemovedStatement(ctx, "chat_message", messageId),
    ...(message ? removalNoticeStatement(ctx, { item: "chat_message", authorId, label: message.content, reason }) : []),
    auditStatement(ctx, {
      action: "content.delete",
      targetKind: "chat_message",
      targetId: messageId,
      targetLabel: (message?.content ?? existing?.snapshotText ?? "").slice(0, 80),
      subjectUserId: message?.userId ?? existing?.authorId ?? null,
      reason: reason ?? null,
      before: message ? { roomId, content: message.content, imageUrl: message.imageUrl, audioUrl: message.audioUrl } : null,
    }),
  ]);
  return { success: true as const, messageId };
}

/** POST /admin/chat/messages/{id}/clear-reports (the core audits it). */
export async function clearMessageReports(ctx: ServiceContext, messageId: string) {
  roomOfMessage(messageId);
  await clearReports(ctx, "chat_message", messageId);
  // Shown again to everyone (it was hidden only if 3 people had reported it).
  await showInRoom(ctx, messageId, true);
  return { success: true as const };
}

/**
 * The room's copy of the moderation core's hidden flag, which reportItem and clearReports keep in
 * D1 (report_cases.hidden): the one step that hides a message from every screen (but its
 * author's and staff's) or shows it again. Posts and comments need none: their lists read the flag.
 */
async function showInRoom(ctx: ServiceContext, messageId: string, shown: boolean) {
  const { roomId, seq } = roomOfMessage(messageId);
  await (await roomStub(ctx.env, roomId)).setHidden(seq, !shown);
}

/** POST /admin/users/{id}/ban-chat: the ban (audited; the rooms with the user's sockets close them at once). */
export async function banFromChat(ctx: ServiceContext, userId: string, input: BanInput) {
  return banUser(ctx, userId, "chat", input);
}

export async function unbanFromChat(ctx: ServiceContext, userId: string) {
  return unbanUser(ctx, userId, "chat");
}

/** GET /admin/users/chat-banned */
export async function chatBannedUsers(ctx: ServiceContext): Promise<ChatBannedUser[]> {
  const rows = await bannedUsers(ctx, "chat");
  return rows.map((r) => ({
    id: r.userId,
    username: r.username,
    avatar: r.avatar,
    chatBannedAt: r.createdAt,
    chatBanReason: r.reason,
    chatBanEndsAt: r.endsAt,
    bannedByUsername: r.bannedByUsername,
  }));
}

// ---- live match rooms -------------------------------------------------------------------

/**
 * After live scoring stored a gameweek's fixtures and stats: each started fixture's room gets
 * the score and its player lines, and posts what happened since (domain/chat-live.ts). A room
 * that cannot be reached is skipped (the next run catches up: the room diffs whole lines).
 */
export async function updateMatchRooms(env: Env, db: Db, gameweek: number): Promise<number> {
  const [gwFixtures, clubRows, lines] = await Promise.all([
    db.select().from(fixtures).where(eq(fixtures.gameweek, gameweek)),
    clubsById(db),
    db
      .select({
        fixtureId: playerFixtureStats.fixtureId,
        playerId: playerFixtureStats.playerId,
        playerName: players.webName,
        teamId: players.teamId,
        position: players.position,
        goalsScored: playerFixtureStats.goalsScored,
        assists: playerFixtureStats.assists,
        ownGoals: playerFixtureStats.ownGoals,
        penaltiesSaved: playerFixtureStats.penaltiesSaved,
        penaltiesMissed: playerFixtureStats.penaltiesMissed,
        yellowCards: playerFixtureStats.yellowCards,
        redCards: playerFixtureStats.redCards,
        saves: playerFixtureStats.saves,
        bonus: playerFixtureStats.bonus,
        totalPoints: playerFixtureStats.totalPoints,
      })
      .from(playerFixtureStats)
      .innerJoin(players, eq(players.id, playerFixtureStats.playerId))
      .where(eq(playerFixtureStats.gameweek, gameweek)),
  ]);
  let posted = 0;
  await Promise.all(
    gwFixtures
      .filter((f) => f.started)
      .map(async (f) => {
        const match = scoreOf(f, clubRows);
        const fixtureLines: LiveLine[] = lines
          .filter((l) => l.fixtureId === f.id)
          .map(({ fixtureId: _f, teamId, position, ...l }) => ({ ...l, position: position as Position, teamShortName: clubRows.get(teamId)?.shortName ?? "" }));
        try {
          const stub = await roomStub(env, matchRoomIdOf(f.id));
          posted += (await stub.matchUpdate(matchRoom(match), match, fixtureLines)).posted;
        } catch (err) {
          console.error("chat: live match room update failed", f.id, err);
        }
      }),
  );
  return posted;
}
