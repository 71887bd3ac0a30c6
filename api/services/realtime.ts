// Realtime connections: the tickets that open them, the registry of open sockets, and the
// push that closes a session's sockets when the session ends (decision 014).
import { and, eq, sql } from "drizzle-orm";
import type { RoomIdentity } from "../../domain/chat-protocol";
import { realtimeConnections, realtimeTickets, sessions, users } from "../db/schema";
import type { Db } from "../db/client";
import { requireUser, type ServiceContext } from "./context";
import { randomToken, sha256Hex } from "./crypto";
import { isParty, roomStub, type SessionTarget } from "./room-rpc";
import { consumeRateLimit } from "./rate-limit";
import { REALTIME_TICKET } from "../../domain/realtime-link";

/**
 * A ticket that lets the signed-in user open realtime connections for this session: up to
 * REALTIME_TICKET.uses of them, to any room the user may enter, for REALTIME_TICKET.ttlMs, so that
 * switching rooms costs no new ticket (decision 032). Tickets stay limited per user (429).
 */
export async function issueRealtimeTicket(ctx: ServiceContext) {
  const actor = requireUser(ctx);
  await consumeRateLimit(ctx, "realtimeTicket", actor.id);
  const ticket = randomToken(24);
  const expiresAt = ctx.now() + REALTIME_TICKET.ttlMs;
  await ctx.db.insert(realtimeTickets).values({ tokenHash: await sha256Hex(ticket), userId: actor.id, sessionId: actor.sessionId, expiresAt });
  return { ticket, expiresAt: new Date(expiresAt).toISOString(), uses: REALTIME_TICKET.uses };
}

/**
 * Counts one use of the ticket (atomically) and returns who it belongs to, for which session, or
 * null: an unknown, used-up or expired ticket, or one whose session has ended since.
 */
export async function consumeRealtimeTicket(db: Db, ticket: string, now: number): Promise<RoomIdentity | null> {
  if (!ticket || ticket.length > 100) return null;
  const tokenHash = await sha256Hex(ticket);
  // One round trip (a room fills with one upgrade per socket): the update that counts the use,
  // then, in the same transaction, its session if still in force (not revoked, not expired, its
  // user active). Only the update's row counts.
  // (Plain SQL: drizzle maps a batched join's columns by name, and users and sessions both have `id`.)
  const d1 = db.$client;
  const [used, session] = await d1.batch<Record<string, unknown>>([
    d1
      .prepare(`UPDATE realtime_tickets SET used_at = ?, uses = uses + 1 WHERE token_hash = ? AND uses < ? AND expires_at > ? RETURNING user_id, session_id`)
      .bind(now, tokenHash, REALTIME_TICKET.uses, now),
    d1
      .prepare(
        `SELECT u.id AS userId, u.username AS username, u.avatar AS avatar, u.role AS role, s.id AS sessionId, s.expires_at AS sessionExpiresAt
         FROM realtime_tickets t JOIN sessions s ON s.id = t.session_id AND s.user_id = t.user_id JOIN users u ON u.id = s.user_id
         WHERE t.token_hash = ? AND t.used_at = ? AND s.revoked_at IS NULL AND s.expires_at > ? AND u.is_active = 1`,
      )
      .bind(tokenHash, now, now),
  ]);
  const ticketRow = used?.results[0] as { user_id: string; session_id: string | null } | undefined;
  const row = session?.results[0] as (Omit<RoomIdentity, "sessionId"> & { sessionId: string }) | undefined;
  if (!ticketRow?.session_id || !row || row.sessionId !== ticketRow.session_id || row.userId !== ticketRow.user_id) return null;
  return { userId: row.userId, username: row.username, avatar: row.avatar, role: row.role, sessionExpiresAt: row.sessionExpiresAt, sessionId: row.sessionId };
}

// ---- the registry of open sockets -------------------------------------------------------

export type RoomAddress = { party: string; room: string };

/**
 * Called by a room when a socket opens: records it, in the same statement that checks its
 * session is still in force. False (nothing recorded) when the session ended meanwhile,
 * so that a logout racing the connection cannot miss it: either the logout's look-up sees
 * this row and tells the room, or this insert sees the revoked session.
 */
export async function registerConnection(
  db: Db,
  row: { id: string; userId: string; sessionId: string; connectedAt: number } & RoomAddress,
): Promise<boolean> {
  return (await registerConnectionQuery(db, row)).length === 1;
}

/** registerConnection's statement, to run in a batch with others (one round trip per connection); one row back when recorded. */
export function registerConnectionQuery(db: Db, row: { id: string; userId: string; sessionId: string; connectedAt: number } & RoomAddress) {
  // Insert ... select, in the table's column order (id, user_id, session_id, party, room, connected_at).
  return db
    .insert(realtimeConnections)
    .select(
      sql`select ${row.id}, ${row.userId}, ${row.sessionId}, ${row.party}, ${row.room}, ${row.connectedAt}
          where exists (
            select 1 from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId}
            where ${sessions.id} = ${row.sessionId} and ${sessions.userId} = ${row.userId}
              and ${sessions.revokedAt} is null and ${sessions.expiresAt} > ${row.connectedAt} and ${users.isActive} = 1
          )`,
    )
    .returning({ id: realtimeConnections.id });
}

/**
 * registerConnection for many sockets of one room in one statement (binds: party, room, and a
 * JSON array of {id, userId, sessionId, at}); returns the ids recorded, those whose session was
 * in force at their `at`.
 */
export const registerConnectionsSql = `
  INSERT INTO realtime_connections (id, user_id, session_id, party, room, connected_at)
  SELECT j.id, j.user_id, j.session_id, ?1, ?2, j.at
  FROM (SELECT json_extract(value, '$.id') AS id, json_extract(value, '$.userId') AS user_id,
               json_extract(value, '$.sessionId') AS session_id, json_extract(value, '$.at') AS at
        FROM json_each(?3)) AS j
  WHERE EXISTS (
    SELECT 1 FROM sessions s INNER JOIN users u ON u.id = s.user_id
    WHERE s.id = j.session_id AND s.user_id = j.user_id AND s.revoked_at IS NULL AND s.expires_at > j.at AND u.is_active = 1
  )
  RETURNING id`;

/** Called by a room when a socket closes. */
export async function unregisterConnection(db: Db, id: string) {
  await db.delete(realtimeConnections).where(eq(realtimeConnections.id, id));
}

/** Called by a room once it has closed a session's sockets: its rows go (stale ones too). */
export async function unregisterSessions(db: Db, address: RoomAddress, target: SessionTarget) {
  await db.delete(realtimeConnections).where(and(eq(realtimeConnections.party, address.party), eq(realtimeConnections.room, address.room), targetIs(target)));
}

// ---- ending sessions --------------------------------------------------------------------


const targetIs = (t: SessionTarget) =>
  t.sessionId ? and(eq(realtimeConnections.userId, t.userId), eq(realtimeConnections.sessionId, t.sessionId)) : eq(realtimeConnections.userId, t.userId);

/**
 * Closes the open realtime sockets of a session (or of every session of a user) in every
 * room that holds one, and the rooms tell the others that user left. Called once the
 * session rows are revoked (logout, password change or reset, deactivation; later chat
 * bans). The rooms to tell come from the registry. A room that cannot be reached is
 * logged and skipped: the sessions stay revoked, and its sockets end at the session's
 * expiry at the latest.
 */
export async function closeRealtimeSessions(ctx: ServiceContext, target: SessionTarget) {
  const rooms = await ctx.db
    .selectDistinct({ party: realtimeConnections.party, room: realtimeConnections.room })
    .from(realtimeConnections)
    .where(targetIs(target))
    .all();
  await Promise.all(
    rooms.map(async ({ party, room }) => {
      if (!isParty(party)) return;
      try {
        await (await roomStub(ctx.env, room, party)).endSessions(target);
      } catch (err) {
        console.error("realtime: could not close sessions in", party, room, err);
      }
    }),
  );
}
