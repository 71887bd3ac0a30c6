// Sign-in, registration and sign-out; one identity per email, username and team name.
import { eq, or, sql } from "drizzle-orm";
import { DEFAULT_AVATAR, loginSchema, presetAvatarUrl, registerSchema } from "../../domain/accounts";
import { accountMessages } from "../../domain/messages/accounts";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { AppError, conflict, parseOrThrow, type FieldIssue } from "../errors";
import type { ServiceContext } from "./context";
import { hashSecret, normaliseAnswer, verifySecret } from "./crypto";
import { deleteUpload, putUpload, readUpload } from "./uploads";
import { consumeRateLimit } from "./rate-limit";
import { startSession } from "./sessions";
import { toUserView } from "./users-view";

export const RECOVERY_WINDOW_MS = 15 * 60 * 1000;

export const lowerEq = (column: typeof users.email | typeof users.username | typeof users.teamName, value: string) =>
  sql`lower(${column}) = ${value.toLowerCase()}`;

export async function login(ctx: ServiceContext, input: unknown) {
  const { email, password, remember } = parseOrThrow(loginSchema, input);
  await consumeRateLimit(ctx, `login:${email.toLowerCase()}`, 20, RECOVERY_WINDOW_MS, accountMessages.tooManyAttempts);
  const user = await ctx.db.select().from(users).where(lowerEq(users.email, email)).get();
  // Same message and (roughly) the same work whether or not the email exists.
  const ok = user ? await verifySecret(password, user.passwordHash) : await hashSecret(password).then(() => false);
  if (!user || !ok || !user.isActive) throw new AppError(401, "unauthorized", accountMessages.invalidLogin);
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
    if (same(r.email, fields.email)) issues.push({ path: "email", message: accountMessages.emailTaken });
    if (same(r.username, fields.username)) issues.push({ path: "username", message: accountMessages.usernameTaken });
    if (same(r.teamName, fields.teamName)) issues.push({ path: "teamName", message: accountMessages.teamNameTaken });
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
    if (isUniqueViolation(err)) {
      const issues = await duplicateIssues(ctx.db, data);
      throw conflict(issues[0]?.message ?? accountMessages.accountExists, issues);
    }
    throw err;
  }
  const user = await ctx.db.select().from(users).where(eq(users.id, id)).get();
  const session = await startSession(ctx, user!, remember);
  return { access_token: session.accessToken, expiresAt: session.expiresAt, user: toUserView(user!) };
}

