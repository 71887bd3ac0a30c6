// Sessions and their tokens: a JWT names a session row; revoking the row ends the session.
import { and, eq, gt, isNull } from "drizzle-orm";
import { sign, verify } from "hono/jwt";
import type { Db } from "../db/client";
import { sessions, users, type Role } from "../db/schema";
import type { Env } from "../env";
import { AppError } from "../errors";
import type { Actor, ServiceContext } from "./context";
import { closeRealtimeSessions } from "./realtime";
import { toUserView, type UserView } from "./users-view";
import { DAY_MS } from "../../domain/constants";

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000; // a browser-session sign-in
export const REMEMBER_TTL_MS = 30 * DAY_MS; // 'Remember me'
const JWT_ALG = "HS256" as const;

type TokenClaims = { sub: string; sid: string; role: Role; exp: number; iat: number };

export async function startSession(ctx: ServiceContext, user: { id: string; role: Role }, remember: boolean) {
  const now = ctx.now();
  const ttl = remember ? REMEMBER_TTL_MS : SESSION_TTL_MS;
  const sessionId = crypto.randomUUID();
  const expiresAt = now + ttl;
  await ctx.db.batch([
    ctx.db.insert(sessions).values({ id: sessionId, userId: user.id, createdAt: now, expiresAt }),
    ctx.db.update(users).set({ lastLogin: now }).where(eq(users.id, user.id)),
  ]);
  const claims: TokenClaims = {
    sub: user.id,
    sid: sessionId,
    role: user.role,
    iat: Math.floor(now / 1000),
    exp: Math.floor(expiresAt / 1000),
  };
  const accessToken = await sign(claims, signingSecret(ctx.env), JWT_ALG);
  return { accessToken, sessionId, expiresAt };
}

/** The server secret (JWT_SECRET); a 500 if it is missing or short. Also keys the decoy question (password-recovery.ts). */
export function signingSecret(env: Env): string {
  if (!env.JWT_SECRET || env.JWT_SECRET.length < 32)
    throw new AppError(500, "internal", "The server is not configured (JWT_SECRET must be at least 32 characters).");
  return env.JWT_SECRET;
}

/** Current secret first, then the previous ones (rotation). */
function verificationSecrets(env: Env): string[] {
  const previous = (env.JWT_SECRET_PREVIOUS ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  return [signingSecret(env), ...previous];
}

/**
 * Turns a bearer token into an actor and the user it is, or null: the
 * signature, `exp`, the session row (not revoked, not expired) and the user
 * (still active) must all hold. One D1 read: the session joined to its user.
 */
export async function authenticate(db: Db, env: Env, token: string | null | undefined, now: number): Promise<{ actor: Actor; viewer: UserView } | null> {
  if (!token) return null;
  let claims: TokenClaims | null = null;
  for (const secret of verificationSecrets(env)) {
    try {
      claims = (await verify(token, secret, JWT_ALG)) as unknown as TokenClaims;
      break;
    } catch {
      // try the next secret
    }
  }
  if (!claims || typeof claims.sid !== "string" || typeof claims.sub !== "string") return null;
  const row = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .get();
  if (!row || row.user.id !== claims.sub || !row.user.isActive) return null;
  // The role is read fresh, so a demotion takes effect at once.
  return { actor: { id: row.user.id, role: row.user.role, sessionId: claims.sid }, viewer: toUserView(row.user) };
}

export async function revokeSession(ctx: ServiceContext, sessionId: string) {
  await ctx.db.update(sessions).set({ revokedAt: ctx.now() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every session of a user (batchable); once it has run, call closeRealtimeSessions(ctx, { userId }) for their sockets. */
export function revokeAllSessionsQuery(ctx: ServiceContext, userId: string) {
  return ctx.db.update(sessions).set({ revokedAt: ctx.now() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends this session, and its realtime sockets with it (decision 014). */
export async function logout(ctx: ServiceContext) {
  if (!ctx.actor) return;
  await revokeSession(ctx, ctx.actor.sessionId);
  await closeRealtimeSessions(ctx, { userId: ctx.actor.id, sessionId: ctx.actor.sessionId });
}
