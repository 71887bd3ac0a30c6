// Realtime connections: the tickets that open them, the registry of open sockets, and the
// push that closes a session's sockets when the session ends (decision 014).
import { and, eq, sql } from "drizzle-orm";
import { realtimeConnections, realtimeTickets, sessions, users } from "../db/schema";
import type { Db } from "../db/client";
import { inList } from "../db/in-list";
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

/** The refusal of an upgrade without a usable ticket (401). */
export const TICKET_REQUIRED = "A valid realtime ticket is required.";

/**
 * One upgrade of a batch a room admits: the registry id it will have, its ticket's hash, and that
 * ticket's occurrence in the batch (0 for the first: one ticket may open several sockets at once).
 */
export type TicketArrival = { id: string; h: string; n: number };

const ARRIVALS = `(SELECT json_extract(value, '$.id') AS id, json_extract(value, '$.h') AS h, json_extract(value, '$.n') AS n FROM json_each(?5))`;

/**
 * A batch of upgrades to one room, admitted in one transaction with its ticket checks (issue 30:
 * the room checks the tickets of all the sockets arriving together, where the Worker made one D1
 * round trip per upgrade). `register` writes an upgrade's row in the registry of open sockets only
 * if its ticket has a use left for it (uses + its occurrence < the ticket's uses), has not expired
 * and its session is in force (decision 014: a logout racing the upgrade either sees the row or is
 * seen); `count` then counts each ticket named once per occurrence, up to its uses, whatever its
 * session (as the check of one upgrade did). The order matters: `register` reads the uses before
 * `count` adds to them, in the same transaction, so concurrent upgrades cannot overuse a ticket.
 * Binds of both: ?1 party, ?2 room, ?3 now, ?4 uses a ticket allows, ?5 a JSON array of TicketArrival.
 */
export const admitTicketsSql = {
  register: `
    INSERT INTO realtime_connections (id, user_id, session_id, party, room, connected_at)
    SELECT j.id, t.user_id, t.session_id, ?1, ?2, ?3
    FROM ${ARRIVALS} AS j
    JOIN realtime_tickets t ON t.token_hash = j.h
    JOIN sessions s ON s.id = t.session_id AND s.user_id = t.user_id
    JOIN users u ON u.id = s.user_id
    WHERE t.uses + j.n < ?4 AND t.expires_at > ?3 AND s.revoked_at IS NULL AND s.expires_at > ?3 AND u.is_active = 1
    RETURNING id`,
  count: `
    UPDATE realtime_tickets SET used_at = ?3,
      uses = min(?4, uses + (SELECT count(*) FROM ${ARRIVALS} AS j WHERE j.h = realtime_tickets.token_hash))
    WHERE token_hash IN (SELECT h FROM ${ARRIVALS}) AND uses < ?4 AND expires_at > ?3`,
};

/** Who each admitted upgrade is (RoomIdentity and its registry id), from the rows `register` wrote (bind 1: the JSON array of TicketArrival). */
export const admittedIdentitiesSql = `
  SELECT c.id AS registryId, u.id AS userId, u.username AS username, u.avatar AS avatar, u.role AS role,
         s.id AS sessionId, s.expires_at AS sessionExpiresAt
  FROM realtime_connections c JOIN sessions s ON s.id = c.session_id JOIN users u ON u.id = c.user_id
  WHERE c.id IN (SELECT json_extract(value, '$.id') FROM json_each(?1))`;

/** The users of the upgrades `register` admitted (a subquery for activeBansOfSql; bind 3: the JSON array of TicketArrival). */
export const admittedUsersSql = `SELECT user_id FROM realtime_connections WHERE id IN (SELECT json_extract(value, '$.id') FROM json_each(?3))`;

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

/** Called by a room when sockets close (those closing together: one statement, a room emptying). */
export async function unregisterConnections(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db.delete(realtimeConnections).where(inList(realtimeConnections.id, ids));
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
