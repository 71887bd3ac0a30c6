// Password recovery by security question (spec), hardened: decision 002.
import { and, eq, gt, isNull } from "drizzle-orm";
import { SECURITY_QUESTIONS, forgotRequestSchema, forgotResetSchema, forgotVerifySchema } from "../../domain/accounts";
import { accountMessages } from "../../domain/messages/accounts";
import { passwordResetTokens, users } from "../db/schema";
import { badRequest, parseOrThrow } from "../errors";
import type { ServiceContext } from "./context";
import { hashSecret, normaliseAnswer, randomToken, sha256Hex, verifySecret } from "./crypto";
import { consumeRateLimit } from "./rate-limit";
import { revokeAllSessionsQuery } from "./sessions";
import { RECOVERY_WINDOW_MS, lowerEq } from "./sign-in";

const RESET_TOKEN_TTL_MS = 10 * 60 * 1000;

const INCORRECT_ANSWER = accountMessages.incorrectAnswer;

/**
 * Step 1. Unknown emails get a stable decoy question (derived from the email),
 * so the wizard does not tell who has an account; the answer then never matches.
 */
export async function forgotPasswordRequest(ctx: ServiceContext, input: unknown) {
  const { email } = parseOrThrow(forgotRequestSchema, input);
  await consumeRateLimit(ctx, `forgot-request:${ctx.ip}`, 30, RECOVERY_WINDOW_MS, accountMessages.tooManyAttempts);
  const user = await ctx.db.select({ q: users.securityQuestion }).from(users).where(lowerEq(users.email, email)).get();
  if (user) return { securityQuestion: user.q };
  const digest = await sha256Hex(`decoy:${email.toLowerCase()}`);
  return { securityQuestion: SECURITY_QUESTIONS[parseInt(digest.slice(0, 8), 16) % SECURITY_QUESTIONS.length]! };
}

/** Step 2. A right answer yields a one-time reset token valid 10 minutes. */
export async function forgotPasswordVerify(ctx: ServiceContext, input: unknown) {
  const { email, securityAnswer } = parseOrThrow(forgotVerifySchema, input);
  await consumeRateLimit(ctx, `forgot-verify:${email.toLowerCase()}`, 5, RECOVERY_WINDOW_MS, accountMessages.tooManyAttempts);
  await consumeRateLimit(ctx, `forgot-verify-ip:${ctx.ip}`, 30, RECOVERY_WINDOW_MS, accountMessages.tooManyAttempts);
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
  await consumeRateLimit(ctx, `forgot-reset:${email.toLowerCase()}`, 10, RECOVERY_WINDOW_MS, accountMessages.tooManyAttempts);
  const invalid = badRequest(accountMessages.resetLinkInvalid, [{ path: "resetToken", message: accountMessages.resetLinkInvalid }]);
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
  return { message: accountMessages.resetSuccess };
}
