import { and, eq, gt, isNull } from "drizzle-orm";
import type { RoomIdentity } from "../../party/messages";
import { realtimeTickets, users } from "../db/schema";
import type { Db } from "../db/client";
import { requireUser, type ServiceContext } from "./context";
import { randomToken, sha256Hex } from "./crypto";

const TICKET_TTL_MS = 30_000;

/** A single-use ticket that lets the signed-in user open one realtime connection. */
export async function issueRealtimeTicket(ctx: ServiceContext) {
  const actor = requireUser(ctx);
  const ticket = randomToken(24);
  const expiresAt = ctx.now() + TICKET_TTL_MS;
  await ctx.db.insert(realtimeTickets).values({ tokenHash: await sha256Hex(ticket), userId: actor.id, expiresAt });
  return { ticket, expiresAt: new Date(expiresAt).toISOString() };
}


/** Marks the ticket used (atomically) and returns who it belongs to, or null. */
export async function consumeRealtimeTicket(db: Db, ticket: string, now: number): Promise<RoomIdentity | null> {
  if (!ticket || ticket.length > 100) return null;
  const used = await db
    .update(realtimeTickets)
    .set({ usedAt: now })
    .where(and(eq(realtimeTickets.tokenHash, await sha256Hex(ticket)), isNull(realtimeTickets.usedAt), gt(realtimeTickets.expiresAt, now)))
    .returning({ userId: realtimeTickets.userId })
    .get();
  if (!used) return null;
  const user = await db
    .select({ userId: users.id, username: users.username, avatar: users.avatar, role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, used.userId))
    .get();
  if (!user?.isActive) return null;
  return { userId: user.userId, username: user.username, avatar: user.avatar, role: user.role };
}
