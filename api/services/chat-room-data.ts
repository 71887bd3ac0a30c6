// What a chat room keeps in D1, as service calls: the room (party/chat-room.ts) holds no SQL of
// its own for D1 (its history lives in its own SQLite, party/chat-store.ts). Every call takes the
// room's service context (contextFor(env, null): the room acts as the system, for a user it names).
import { atomicBatch } from "../db/bulk";
import type { RateLimitName } from "../../domain/limits";
import type { BanScope } from "../../domain/moderation";
import { can } from "../../domain/permissions";
import { activeBanQuery, activeBansOfSql } from "./bans";
import type { ServiceContext } from "./context";
import { countAttempt } from "./rate-limit";
import { admittedIdentitiesSql, admittedUsersSql, admitTicketsSql, type RoomAddress, type TicketArrival } from "./realtime";
import type { RoomIdentity } from "../../domain/chat-protocol";
import { REALTIME_TICKET } from "../../domain/realtime-link";
import type { ChatBan, Sender } from "./room-rpc";

const CHAT: BanScope = "chat";

/**
 * The deleted accounts (decision 016) among a JSON array of user ids (bind 1): a room erases
 * them from its own storage (their messages, quotes and participant rows) before they are read.
 */
const deletedAmongSql = `SELECT id FROM users WHERE deleted_at IS NOT NULL AND id IN (SELECT value FROM json_each(?1))`;

/** A row of the embedded sample history (scripts/sample-chat.ts), as the room imports it. */
export type SampleMessage = {
  seq: number;
  user_id: string;
  username: string;
  avatar: string;
  content: string;
  reply_to_seq: number | null;
  reactions: string | null;
  created_at: number;
};

/** The sample history of a room, oldest first (local data only; empty elsewhere). */
export async function roomSamples(ctx: ServiceContext, roomId: string): Promise<SampleMessage[]> {
  const { results } = await ctx.db.$client
    .prepare(
      `SELECT s.seq, s.user_id, u.username, u.avatar, s.content, s.reply_to_seq, s.reactions, s.created_at
       FROM chat_sample_messages s JOIN users u ON u.id = s.user_id WHERE s.room_id = ? ORDER BY s.seq`,
    )
    .bind(roomId)
    .all<SampleMessage>();
  return results;
}

export type Admission = {
  /** The upgrades admitted (their ticket had a use left and their session is in force), by registry id. */
  admitted: Map<string, RoomIdentity>;
  /** The chat ban in force of each admitted user who has one. */
  bans: Map<string, ChatBan>;
  /** Deleted accounts among `checkDeleted`: the room erases them before it shows anything. */
  deleted: string[];
};

/**
 * Admits a batch of upgrades to a room in one D1 round trip (issue 30): checks and counts their
 * tickets and records each admitted socket in the registry of open sockets (one transaction:
 * api/services/realtime.ts admitTicketsSql), reads who they are and their chat bans, and which of
 * the people the room is about to show are deleted accounts.
 */
export async function admitUpgrades(ctx: ServiceContext, address: RoomAddress, arrivals: TicketArrival[], checkDeleted: string[]): Promise<Admission> {
  const now = ctx.now();
  const batch = JSON.stringify(arrivals);
  const ticketBinds = [address.party, address.room, now, REALTIME_TICKET.uses, batch];
  const results = (await atomicBatch(ctx.db, [
    { sql: admitTicketsSql.register, params: ticketBinds },
    { sql: admitTicketsSql.count, params: ticketBinds },
    { sql: admittedIdentitiesSql, params: [batch] },
    { sql: activeBansOfSql(admittedUsersSql), params: [CHAT, now, batch] },
    ...(checkDeleted.length ? [{ sql: deletedAmongSql, params: [JSON.stringify(checkDeleted)] }] : []),
  ])) as D1Result<Record<string, unknown>>[];
  return {
    admitted: new Map(
      results[2]!.results.map((r) => {
        const { registryId, ...identity } = r as RoomIdentity & { registryId: string };
        return [registryId, identity];
      }),
    ),
    // Oldest first: the last ban read per user is the one in force.
    bans: new Map(results[3]!.results.map((r) => [r.user_id as string, { reason: r.reason as string, endsAt: r.ends_at as number | null }])),
    deleted: (results[4]?.results ?? []).map((r) => r.id as string),
  };
}

/** Which of these users are deleted accounts. */
export async function deletedAmong(ctx: ServiceContext, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const { results } = await ctx.db.$client.prepare(deletedAmongSql).bind(JSON.stringify(userIds)).all<{ id: string }>();
  return results.map((r) => r.id);
}

/**
 * A chat write's checks in one round trip: the sender's chat ban in force, and (staff exempt, and
 * unless `count` is false: the room holds a slot counted ahead) one more count on their limit
 * across every room (one upsert: exact under concurrent sends in many rooms, which a count kept by
 * each room could not be).
 */
export async function checkChatWrite(
  ctx: ServiceContext,
  sender: Sender,
  limit: Extract<RateLimitName, "chatMessage" | "chatReaction">,
  count = true,
): Promise<{ ban: ChatBan | null; counted: { count: number; windowStart: number } | null }> {
  const ban = activeBanQuery(ctx.db, sender.userId, CHAT, ctx.now());
  const [bans, counted] = !count || can(sender.role, "chat:unlimited") ? [await ban, null] : await ctx.db.batch([ban, countAttempt(ctx, limit, sender.userId)]);
  const found = bans[0];
  return { ban: found ? { reason: found.reason, endsAt: found.endsAt } : null, counted: counted?.[0] ?? null };
}

/** One more count on a user's chat limit across every room (no ban read): the room's socket path. */
export async function countChatWrite(
  ctx: ServiceContext,
  sender: Sender,
  limit: Extract<RateLimitName, "chatMessage" | "chatReaction">,
): Promise<{ count: number; windowStart: number } | null> {
  const [row] = await countAttempt(ctx, limit, sender.userId);
  return row ?? null;
}
