import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { sign, verify } from "hono/jwt";
import {
  DEFAULT_AVATAR,
  SECURITY_QUESTIONS,
  forgotRequestSchema,
  forgotResetSchema,
  forgotVerifySchema,
  loginSchema,
  presetAvatarUrl,
  registerSchema,
} from "../../domain/accounts";
import type { Db } from "../db/client";
import { passwordResetTokens, sessions, users, type Role } from "../db/schema";
import type { Env } from "../env";
import { AppError, badRequest, conflict, parseOrThrow, unauthorized, type FieldIssue } from "../http/errors";
import type { Actor, ServiceContext } from "./context";
import { hashSecret, normaliseAnswer, randomToken, sha256Hex, verifySecret } from "./crypto";
import { AVATAR_RULES, deleteMediaByUrl, readImageUpload, storeImage } from "./media";
import { consumeRateLimit } from "./rate-limit";
import { toUserView } from "./users-view";

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000; // a browser-session sign-in
export const REMEMBER_TTL_MS = 30 * 24 * 60 * 60 * 1000; // 'Remember me'
const RESET_TOKEN_TTL_MS = 10 * 60 * 1000;
const RECOVERY_WINDOW_MS = 15 * 60 * 1000;
const JWT_ALG = "HS256" as const;

export const INVALID_LOGIN = "Invalid email or password";
const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait 15 minutes and try again.";
const INCORRECT_ANSWER = "Incorrect security answer";

type TokenClaims = { sub: string; sid: string; role: Role; exp: number; iat: number };

const lowerEq = (column: typeof users.email | typeof users.username | typeof users.teamName, value: string) =>
  sql`lower(${column}) = ${value.toLowerCase()}`;

// ---- sessions and tokens ----------------------------------------------------

async function startSession(ctx: ServiceContext, user: { id: string; role: Role }, remember: boolean) {
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

function signingSecret(env: Env): string {
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
 * Turns a bearer token into an actor, or null: the signature, `exp`, the
 * session row (not revoked, not expired) and the user (still active) must all hold.
 */
export async function authenticate(db: Db, env: Env, token: string | null | undefined, now: number): Promise<Actor | null> {
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
    .select({ userId: sessions.userId, role: users.role, isActive: users.isActive })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .get();
  if (!row || row.userId !== claims.sub || !row.isActive) return null;
  // The role is read fresh, so a demotion takes effect at once.
  return { id: row.userId, role: row.role, sessionId: claims.sid };
}

export async function revokeSession(ctx: ServiceContext, sessionId: string) {
  await ctx.db.update(sessions).set({ revokedAt: ctx.now() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export function revokeAllSessionsQuery(ctx: ServiceContext, userId: string) {
  return ctx.db.update(sessions).set({ revokedAt: ctx.now() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

// ---- sign in, register, sign out ------------------------------------------

export async function login(ctx: ServiceContext, input: unknown) {
  const { email, password, remember } = parseOrThrow(loginSchema, input);
  await consumeRateLimit(ctx, `login:${email.toLowerCase()}`, 20, RECOVERY_WINDOW_MS, TOO_MANY_ATTEMPTS);
  const user = await ctx.db.select().from(users).where(lowerEq(users.email, email)).get();
  // Same message and (roughly) the same work whether or not the email exists.
  const ok = user ? await verifySecret(password, user.passwordHash) : await hashSecret(password).then(() => false);
  if (!user || !ok || !user.isActive) throw new AppError(401, "unauthorized", INVALID_LOGIN);
  const session = await startSession(ctx, user, remember);
  return { access_token: session.accessToken, expiresAt: session.expiresAt, user: toUserView({ ...user, lastLogin: ctx.now() }) };
}

async function duplicateIssues(db: Db, fields: { email?: string; username?: string; teamName?: string }, exceptUserId?: string) {
  const conditions = [
    fields.email ? lowerEq(users.email, fields.email) : undefined,
    fields.username ? lowerEq(users.username, fields.username) : undefined,
    fields.teamName ? lowerEq(users.teamName, fields.teamName) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return [];
  const rows = await db
    .select({ id: users.id, email: users.email, username: users.username, teamName: users.teamName })
    .from(users)
    .where(or(...conditions))
    .all();
  const issues: FieldIssue[] = [];
  const same = (a: string, b?: string) => b !== undefined && a.toLowerCase() === b.toLowerCase();
  for (const r of rows) {
    if (r.id === exceptUserId) continue;
    if (same(r.email, fields.email)) issues.push({ path: "email", message: "This email is already registered" });
    if (same(r.username, fields.username)) issues.push({ path: "username", message: "This username is already taken" });
    if (same(r.teamName, fields.teamName)) issues.push({ path: "teamName", message: "This team name is already taken" });
  }
  return issues;
}

export async function assertUnique(db: Db, fields: { email?: string; username?: string; teamName?: string }, exceptUserId?: string) {
  const issues = await duplicateIssues(db, fields, exceptUserId);
  if (issues.length > 0) throw conflict(issues[0]!.message, issues);
}

/** Unique-index violations that slip past the pre-check (two requests at once). */
export function isUniqueViolation(err: unknown) {
  return String((err as Error)?.message ?? err).includes("UNIQUE constraint failed");
}

export async function register(ctx: ServiceContext, input: unknown, avatarFile?: File | null, remember = false) {
  const data = parseOrThrow(registerSchema, input);
  await assertUnique(ctx.db, data);
  const image = avatarFile ? await readImageUpload(avatarFile, AVATAR_RULES) : null;

  const id = crypto.randomUUID();
  const avatar = image ? (await storeImage(ctx, "avatars", id, image)).url : presetAvatarUrl(data.avatar ?? DEFAULT_AVATAR);
  const [passwordHash, securityAnswerHash] = await Promise.all([
    hashSecret(data.password),
    hashSecret(normaliseAnswer(data.securityAnswer)),
  ]);
  try {
    await ctx.db.insert(users).values({
      id,
      email: data.email,
      username: data.username,
      teamName: data.teamName,
      firstName: data.firstName,
      lastName: data.lastName,
      avatar,
      passwordHash,
      securityQuestion: data.securityQuestion,
      securityAnswerHash,
      role: "user",
      isActive: true,
      points: 0,
      createdAt: ctx.now(),
    });
  } catch (err) {
    await deleteMediaByUrl(ctx, avatar); // nothing half-written
    if (isUniqueViolation(err)) {
      const issues = await duplicateIssues(ctx.db, data);
      throw conflict(issues[0]?.message ?? "This account already exists", issues);
    }
    throw err;
  }
  const user = await ctx.db.select().from(users).where(eq(users.id, id)).get();
  const session = await startSession(ctx, user!, remember);
  return { access_token: session.accessToken, expiresAt: session.expiresAt, user: toUserView(user!) };
}

export async function logout(ctx: ServiceContext) {
  if (ctx.actor) await revokeSession(ctx, ctx.actor.sessionId);
}

// ---- password recovery ------------------------------------------------------

/**
 * Step 1. Unknown emails get a stable decoy question (derived from the email),
 * so the wizard does not tell who has an account; the answer then never matches.
 */
export async function forgotPasswordRequest(ctx: ServiceContext, input: unknown) {
  const { email } = parseOrThrow(forgotRequestSchema, input);
  await consumeRateLimit(ctx, `forgot-request:${ctx.ip}`, 30, RECOVERY_WINDOW_MS, TOO_MANY_ATTEMPTS);
  const user = await ctx.db.select({ q: users.securityQuestion }).from(users).where(lowerEq(users.email, email)).get();
  if (user) return { securityQuestion: user.q };
  const digest = await sha256Hex(`decoy:${email.toLowerCase()}`);
  return { securityQuestion: SECURITY_QUESTIONS[parseInt(digest.slice(0, 8), 16) % SECURITY_QUESTIONS.length]! };
}

/** Step 2. A right answer yields a one-time reset token valid 10 minutes. */
export async function forgotPasswordVerify(ctx: ServiceContext, input: unknown) {
  const { email, securityAnswer } = parseOrThrow(forgotVerifySchema, input);
  await consumeRateLimit(ctx, `forgot-verify:${email.toLowerCase()}`, 5, RECOVERY_WINDOW_MS, TOO_MANY_ATTEMPTS);
  await consumeRateLimit(ctx, `forgot-verify-ip:${ctx.ip}`, 30, RECOVERY_WINDOW_MS, TOO_MANY_ATTEMPTS);
  const user = await ctx.db.select().from(users).where(lowerEq(users.email, email)).get();
  const ok = user
    ? await verifySecret(normaliseAnswer(securityAnswer), user.securityAnswerHash)
    : await hashSecret(securityAnswer).then(() => false);
  if (!user || !ok || !user.isActive) throw badRequest(INCORRECT_ANSWER, [{ path: "securityAnswer", message: INCORRECT_ANSWER }]);
  const resetToken = randomToken();
  await ctx.db.insert(passwordResetTokens).values({
    tokenHash: await sha256Hex(resetToken),
    userId: user.id,
    expiresAt: ctx.now() + RESET_TOKEN_TTL_MS,
  });
  return { resetToken };
}

/** Step 3. Consumes the token, sets the password and ends every session. */
export async function forgotPasswordReset(ctx: ServiceContext, input: unknown) {
  const { email, newPassword, resetToken } = parseOrThrow(forgotResetSchema, input);
  await consumeRateLimit(ctx, `forgot-reset:${email.toLowerCase()}`, 10, RECOVERY_WINDOW_MS, TOO_MANY_ATTEMPTS);
  const invalid = badRequest("This reset link is invalid or has expired. Please start again.", [
    { path: "resetToken", message: "This reset link is invalid or has expired. Please start again." },
  ]);
  const user = await ctx.db.select({ id: users.id }).from(users).where(lowerEq(users.email, email)).get();
  if (!user) throw invalid;
  const now = ctx.now();
  const used = await ctx.db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, await sha256Hex(resetToken)),
        eq(passwordResetTokens.userId, user.id),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId })
    .get();
  if (!used) throw invalid;
  const passwordHash = await hashSecret(newPassword);
  await ctx.db.batch([
    ctx.db.update(users).set({ passwordHash }).where(eq(users.id, user.id)),
    revokeAllSessionsQuery(ctx, user.id),
  ]);
  return { message: "Password reset successfully! You can now sign in with your new password." };
}

export async function currentUser(ctx: ServiceContext) {
  if (!ctx.actor) throw unauthorized();
  const user = await ctx.db.select().from(users).where(eq(users.id, ctx.actor.id)).get();
  if (!user) throw unauthorized();
  return toUserView(user);
}
