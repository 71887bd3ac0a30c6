// Password recovery by security question (spec), hardened: decisions 002 and 013.
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { RECOVERY_LIMITS, emailKey, recoveryVerdict, type ForgotRequestInput, type ForgotResetInput, type ForgotVerifyInput, type RecoveryVerdict } from "../../domain/accounts";
import { SECURITY_QUESTIONS } from "../../domain/account-fields";
import { accountMessages } from "../../domain/messages/accounts";
import { passwordResetTokens, recoveryAttempts, users } from "../db/schema";
import { badRequest, rateLimited } from "../errors";
import type { ServiceContext } from "./context";
import { hashSecret, normaliseAnswer, randomToken, sha256Hex, verifySecret } from "./crypto";
import { consumeRateLimit, consumeRateLimits } from "./rate-limit";
import { closeRealtimeSessions } from "./realtime";
import { revokeAllSessionsQuery, signingSecret } from "./sessions";

const RESET_TOKEN_TTL_MS = 10 * 60 * 1000;


// ---- the decoy question ---------------------------------------------------------------------

const encoder = new TextEncoder();

async function hmacSha256(key: Uint8Array<ArrayBuffer>, message: string): Promise<Uint8Array<ArrayBuffer>> {
  const k = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", k, encoder.encode(message)));
}

/**
 * The question shown for an email without an account: HMAC-SHA-256 of the email's key
 * under a key derived from the server secret (its own purpose label, so the secret's
 * other uses are not exposed), so it is stable for an email and cannot be recomputed,
 * and a decoy cannot be told from a real question by recomputing it.
 */
export async function decoyQuestion(secret: string, email: string): Promise<string> {
  const key = await hmacSha256(encoder.encode(secret), "terrace/recovery/decoy-question/v1");
  const mac = await hmacSha256(key, emailKey(email));
  const n = new DataView(mac.buffer).getUint32(0); // 2^32 is a multiple of 8: no bias
  return SECURITY_QUESTIONS[n % SECURITY_QUESTIONS.length]!;
}

/**
 * Step 1. Unknown emails get a stable decoy question (keyed with the server secret),
 * so the wizard does not tell who has an account; the answer then never matches.
 */
export async function forgotPasswordRequest(ctx: ServiceContext, { email }: ForgotRequestInput) {
  await consumeRateLimit(ctx, "recoveryRequestIp", ctx.ip);
  const user = await ctx.db.select({ q: users.securityQuestion }).from(users).where(eq(users.emailKey, emailKey(email))).get();
  if (user) return { securityQuestion: user.q };
  return { securityQuestion: await decoyQuestion(signingSecret(ctx.env), email) };
}

// ---- answers: per-account caps and a growing delay ------------------------------------------

function refusal(verdict: Exclude<RecoveryVerdict, { ok: true }>) {
  const ms = Math.max(1, verdict.retryAfterMs);
  if (verdict.reason === "delay") return rateLimited(accountMessages.recoveryWait(Math.ceil(ms / 1000)), ms / 1000);
  if (verdict.reason === "window") return rateLimited(accountMessages.recoveryTooManyRecent(Math.ceil(ms / 60_000)), ms / 1000);
  return rateLimited(accountMessages.recoveryTooManyToday(Math.ceil(ms / 3_600_000)), ms / 1000);
}

/** The email key's attempts of the last day, newest first, and the verdict on one more now. */
async function recoveryState(ctx: ServiceContext, key: string, now: number) {
  const rows = await ctx.db
    .select({ id: recoveryAttempts.id, at: recoveryAttempts.at, succeeded: recoveryAttempts.succeeded })
    .from(recoveryAttempts)
    .where(and(eq(recoveryAttempts.emailKey, key), gt(recoveryAttempts.at, now - RECOVERY_LIMITS.dayMs)))
    .orderBy(desc(recoveryAttempts.id))
    .all();
  return { lastId: rows[0]?.id ?? 0, verdict: recoveryVerdict(rows, now) };
}

/** 429 unless an answer may be checked now (reads only: a refused answer is not counted). */
async function assertRecoveryAllowed(ctx: ServiceContext, key: string) {
  const { verdict } = await recoveryState(ctx, key, ctx.now());
  if (!verdict.ok) throw refusal(verdict);
}

/**
 * Records an attempt, as a wrong answer until it is proven right, if the caps still allow
 * it: the insert only happens if no attempt was recorded since the state was read, so
 * answers sent at once cannot all slip under the caps. Returns the attempt's id.
 */
async function recordRecoveryAttempt(ctx: ServiceContext, key: string): Promise<number> {
  const now = ctx.now();
  for (let i = 0; i < 3; i++) {
    const { lastId, verdict } = await recoveryState(ctx, key, now);
    if (!verdict.ok) throw refusal(verdict);
    const row = await ctx.db.get<{ id: number } | undefined>(sql`
      insert into ${recoveryAttempts} (${sql.identifier("email_key")}, ${sql.identifier("at")}, ${sql.identifier("succeeded")})
      select ${key}, ${now}, 0
      where not exists (select 1 from ${recoveryAttempts} where ${recoveryAttempts.emailKey} = ${key} and ${recoveryAttempts.id} > ${lastId})
      returning ${sql.identifier("id")}`);
    if (row) return row.id;
  }
  throw rateLimited(accountMessages.recoveryWait(1), 1);
}

/** Step 2. A right answer yields a one-time reset token valid 10 minutes. */
export async function forgotPasswordVerify(ctx: ServiceContext, { email, securityAnswer }: ForgotVerifyInput) {
  const key = emailKey(email);
  await assertRecoveryAllowed(ctx, key);
  await consumeRateLimits(ctx, [
    ["recoveryVerifyEmail", key],
    ["recoveryVerifyIp", ctx.ip],
  ]);
  const attemptId = await recordRecoveryAttempt(ctx, key);
  const user = await ctx.db.select().from(users).where(eq(users.emailKey, key)).get();
  const ok = user
    ? await verifySecret(normaliseAnswer(securityAnswer), user.securityAnswerHash)
    : await hashSecret(securityAnswer).then(() => false);
  if (!user || !ok || !user.isActive) throw badRequest(accountMessages.incorrectAnswer, [{ path: "securityAnswer", message: accountMessages.incorrectAnswer }]);
  const resetToken = randomToken();
  await ctx.db.batch([
    ctx.db.update(recoveryAttempts).set({ succeeded: true }).where(eq(recoveryAttempts.id, attemptId)),
    ctx.db.insert(passwordResetTokens).values({
      tokenHash: await sha256Hex(resetToken),
      userId: user.id,
      expiresAt: ctx.now() + RESET_TOKEN_TTL_MS,
    }),
  ]);
  return { resetToken };
}

// ---- reset -----------------------------------------------------------------------------------

/** Voids every outstanding reset token of a user (a password change, a reset). */
export function voidResetTokensQuery(ctx: ServiceContext, userId: string) {
  return ctx.db
    .update(passwordResetTokens)
    .set({ usedAt: ctx.now() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/**
 * Step 3. Consumes the token, sets the password and ends every session. Using one token
 * voids every other token of the account in the same statement, so two tokens used at
 * once cannot both reset the password.
 */
export async function forgotPasswordReset(ctx: ServiceContext, { email, newPassword, resetToken }: ForgotResetInput) {
  await consumeRateLimit(ctx, "recoveryReset", emailKey(email));
  const invalid = badRequest(accountMessages.resetLinkInvalid, [{ path: "resetToken", message: accountMessages.resetLinkInvalid }]);
  const user = await ctx.db.select({ id: users.id }).from(users).where(eq(users.emailKey, emailKey(email))).get();
  if (!user) throw invalid;
  const now = ctx.now();
  const tokenHash = await sha256Hex(resetToken);
  const live = (t: string) =>
    sql`${sql.identifier(t)}.${sql.identifier("user_id")} = ${user.id} and ${sql.identifier(t)}.${sql.identifier("used_at")} is null and ${sql.identifier(t)}.${sql.identifier("expires_at")} > ${now}`;
  const voided = await ctx.db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        live("password_reset_tokens"),
        sql`exists (select 1 from ${passwordResetTokens} as ${sql.identifier("presented")} where ${sql.identifier("presented")}.${sql.identifier("token_hash")} = ${tokenHash} and ${live("presented")})`,
      ),
    )
    .returning({ tokenHash: passwordResetTokens.tokenHash })
    .all();
  if (!voided.some((t) => t.tokenHash === tokenHash)) throw invalid;
  const passwordHash = await hashSecret(newPassword);
  await ctx.db.batch([ctx.db.update(users).set({ passwordHash }).where(eq(users.id, user.id)), revokeAllSessionsQuery(ctx, user.id)]);
  await closeRealtimeSessions(ctx, { userId: user.id });
  return { message: accountMessages.resetSuccess };
}
