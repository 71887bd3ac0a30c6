// Sign-in, registration and sign-out; one identity per email, username and team name,
// compared and kept unique by their keys (identityKeys() of domain/accounts.ts; decision 013).
import { and, count, eq, gt, or } from "drizzle-orm";
import { emailKey, foldIdentity, identityKeys, usernameSkeleton, type LoginInput, type RegisterInput } from "../../domain/accounts";
import { DEFAULT_AVATAR, presetAvatarUrl } from "../../domain/account-fields";
import { accountMessages } from "../../domain/messages/accounts";
import type { Db } from "../db/client";
import { accountNotices, recoveryAttempts, users } from "../db/schema";
import { AppError, conflict, type FieldIssue } from "../errors";
import type { ServiceContext } from "./context";
import { hashSecret, normaliseAnswer, verifySecret } from "./crypto";
import { deleteUpload, putUpload, readUpload } from "./uploads";
import { consumeRateLimit, consumeSignInAttempt, refundRateLimits } from "./rate-limit";
import { startSession } from "./sessions";
import { toUserView } from "./users-view";
import { isUniqueViolation } from "../db/constraint-errors";
import { atomicBatch } from "../db/bulk";
import { auditStatement } from "./audit";
import { formatDate } from "../../domain/format";
import { currentLocale } from "../../domain/locale";

/** The user whose sign-in email is `email`, however it is typed (case, alphabet's compatibility forms). */
export function userByEmail(email: string) {
  return eq(users.emailKey, emailKey(email));
}

/**
 * Signs in. The answer carries `recoveryAttempts`: how many security answers were
 * checked for this account since its last sign-in (decision 013), also kept as a notice.
 */
export async function login(ctx: ServiceContext, { email, password, remember }: LoginInput) {
  const attempt = await consumeSignInAttempt(ctx, email);
  const user = await ctx.db.select().from(users).where(userByEmail(email)).get();
  // Same message and (roughly) the same work whether or not the email exists.
  const ok = user ? await verifySecret(password, user.passwordHash) : await hashSecret(password).then(() => false);
  if (!user || !ok) throw new AppError(401, "unauthorized", accountMessages.invalidLogin);
  // The right password of a banned account: told why and until when (never to a wrong password).
  if (!user.isActive && !(await banEnded(ctx, user)))
    throw new AppError(403, "forbidden", accountMessages.accountSuspended(user.deactivatedReason, user.deactivatedUntil ? formatDate(user.deactivatedUntil, currentLocale(), "dateTime") : null));
  await refundRateLimits(ctx, attempt); // only failed sign-ins count
  const recovery = await recoveryAttemptsSince(ctx.db, user.emailKey, user.lastLogin ?? user.createdAt);
  const session = await startSession(ctx, user, remember);
  if (recovery > 0)
    await ctx.db.insert(accountNotices).values({ userId: user.id, kind: "recovery_attempts", newValue: String(recovery), createdAt: ctx.now() });
  return {
    access_token: session.accessToken,
    expiresAt: session.expiresAt,
    user: toUserView({ ...user, lastLogin: ctx.now() }),
    recoveryAttempts: recovery,
  };
}
export type LoginResult = Awaited<ReturnType<typeof login>>;

/**
 * A timed ban ends by itself: at the first sign-in after its end the account is active again
 * (conditional, so two sign-ins at once reactivate it once), audited as the system's act.
 */
async function banEnded(ctx: ServiceContext, user: typeof users.$inferSelect): Promise<boolean> {
  if (user.deactivatedUntil === null || user.deactivatedUntil > ctx.now()) return false;
  await atomicBatch(ctx.db, [
    ctx.db
      .update(users)
      .set({ isActive: true, deactivatedReason: null, deactivatedUntil: null })
      .where(and(eq(users.id, user.id), eq(users.isActive, false), eq(users.deactivatedUntil, user.deactivatedUntil))),
    auditStatement({ ...ctx, actor: null }, { action: "user.status", targetKind: "user", targetId: user.id, targetLabel: user.username, subjectUserId: user.id, reason: "ban ended", before: { isActive: false, until: user.deactivatedUntil }, after: { isActive: true } }, { ifChanged: true }),
  ]);
  return true;
}

/** Security answers checked (right or wrong) for an email key after `since`. */
async function recoveryAttemptsSince(db: Db, key: string, since: number) {
  const row = await db
    .select({ n: count() })
    .from(recoveryAttempts)
    .where(and(eq(recoveryAttempts.emailKey, key), gt(recoveryAttempts.at, since)))
    .get();
  return row?.n ?? 0;
}

type IdentityFields = { email?: string; username?: string; teamName?: string };

/** The duplicate messages: the accounts screens' (English) unless a French screen gives its own. */
export type DuplicateMessages = { emailTaken: string; usernameTaken: string; teamNameTaken: string };

async function duplicateIssues(db: Db, fields: IdentityFields, exceptUserId?: string, messages: DuplicateMessages = accountMessages) {
  const keys = {
    email: fields.email === undefined ? undefined : foldIdentity(fields.email),
    username: fields.username === undefined ? undefined : usernameSkeleton(fields.username),
    teamName: fields.teamName === undefined ? undefined : foldIdentity(fields.teamName),
  };
  const conditions = [
    keys.email !== undefined ? eq(users.emailKey, keys.email) : undefined,
    keys.username !== undefined ? eq(users.usernameKey, keys.username) : undefined,
    keys.teamName !== undefined ? eq(users.teamNameKey, keys.teamName) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return [];
  const rows = await db
    .select({ id: users.id, emailKey: users.emailKey, usernameKey: users.usernameKey, teamNameKey: users.teamNameKey })
    .from(users)
    .where(or(...conditions))
    .all();
  const issues: FieldIssue[] = [];
  for (const r of rows) {
    if (r.id === exceptUserId) continue;
    if (r.emailKey === keys.email) issues.push({ path: "email", message: messages.emailTaken });
    if (r.usernameKey === keys.username) issues.push({ path: "username", message: messages.usernameTaken });
    if (r.teamNameKey === keys.teamName) issues.push({ path: "teamName", message: messages.teamNameTaken });
  }
  return issues;
}

export async function assertUnique(db: Db, fields: IdentityFields, exceptUserId?: string, messages?: DuplicateMessages) {
  const issues = await duplicateIssues(db, fields, exceptUserId, messages);
  if (issues.length > 0) throw conflict(issues[0]!.message, issues);
}

/** A unique-index violation as the spec's duplicate message, found again by key; other errors pass on. */
export async function duplicateConflict(db: Db, fields: IdentityFields, err: unknown, exceptUserId?: string, messages?: DuplicateMessages): Promise<never> {
  if (!isUniqueViolation(err)) throw err;
  const issues = await duplicateIssues(db, fields, exceptUserId, messages);
  throw conflict(issues[0]?.message ?? accountMessages.accountExists, issues);
}

export async function register(ctx: ServiceContext, data: RegisterInput, avatarFile?: File | null, remember = false) {
  await consumeRateLimit(ctx, "register", ctx.ip);
  await assertUnique(ctx.db, data);
  const image = avatarFile ? await readUpload(avatarFile, "avatar") : null;

  const id = crypto.randomUUID();
  const avatar = image ? (await putUpload(ctx, id, image)).url : presetAvatarUrl(data.avatar ?? DEFAULT_AVATAR);
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
      ...identityKeys(data),
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
    await deleteUpload(ctx, "avatar", avatar); // nothing half-written
    await duplicateConflict(ctx.db, data, err);
  }
  const user = await ctx.db.select().from(users).where(eq(users.id, id)).get();
  const session = await startSession(ctx, user!, remember);
  return { access_token: session.accessToken, expiresAt: session.expiresAt, user: toUserView(user!) };
}
export type RegisterResult = Awaited<ReturnType<typeof register>>;
