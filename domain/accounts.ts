// Account forms: one zod schema per form, used by the Remix action, the REST
// handler and the browser's field checks. Messages are the spec's (game.md §5), in the
// accounts catalogue. The fields' fixed choices and limits are in account-fields.ts, which the
// browser's first load can take without zod (decision 028).
import { z } from "zod";
import { PASSWORD_MIN_LENGTH, SECURITY_QUESTIONS, presetAvatarOf } from "./account-fields.ts";
import { accountMessages as m } from "./messages/accounts.ts";
import { ROLES } from "./permissions.ts";
import { DAY_MS } from "./constants.ts";
import { isReservedUsername } from "./mentions.ts";
import { searchKey } from "./search-key.ts";

/** A preset avatar field: the short name or the image path in, the preset's short name out. */
export const presetAvatarSchema = z.string({ error: () => m.presetAvatar }).transform((value, ctx) => {
  const preset = presetAvatarOf(value);
  if (preset) return preset;
  ctx.addIssue({ code: "custom", message: m.presetAvatar, input: value });
  return z.NEVER;
});

// ---- identity keys: one person, one email, one username, one team name -------------------------

/**
 * The one normalisation of an identity (email, username, team name) for comparing and
 * for the database's unique keys: trimmed, Unicode NFKC, full case folding, NFKC again,
 * default-ignorable code points (zero-width joiners, soft hyphens...) removed.
 * Full folding is toLowerCase() plus the cases where folding differs from lower-casing
 * in practice: ß (and ẞ) fold to "ss" and final sigma ς to σ. (Turkish dotted İ folds to
 * i + U+0307 both ways; Cherokee's folding to upper case is not followed.) Decision 013.
 */
export function foldIdentity(value: string): string {
  return value
    .trim()
    .normalize("NFKC")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/ς/g, "σ")
    .replace(/\p{Default_Ignorable_Code_Point}/gu, "")
    .normalize("NFKC");
}

/**
 * Letters of other scripts that look like a Latin letter once folded (after UTS #39's
 * confusables, the common Cyrillic, Greek and Armenian ones, and Latin look-alikes
 * outside ASCII). ASCII is left as it is, so ASCII names keep their folded form.
 */
const CONFUSABLES: Record<string, string> = {
  // Cyrillic
  "а": "a", "с": "c", "ԁ": "d", "е": "e", "ё": "ë", "һ": "h", "і": "i", "ї": "ï", "ј": "j", "к": "k", "ӏ": "l", "о": "o",
  "р": "p", "ԛ": "q", "г": "r", "ѕ": "s", "у": "y", "ү": "y", "ѵ": "v", "ԝ": "w", "х": "x",
  // Greek
  "α": "a", "ϲ": "c", "γ": "y", "η": "n", "ι": "i", "ϳ": "j", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "τ": "t", "υ": "u", "χ": "x",
  // Armenian
  "օ": "o", "ս": "u", "հ": "h", "ո": "n", "ց": "g", "զ": "q",
  // Latin outside ASCII
  "ı": "i", "ȷ": "j", "ɡ": "g", "ɑ": "a", "ɩ": "i", "ᴠ": "v",
};

/** A username's skeleton: folded, then each look-alike letter mapped to the Latin letter it imitates. */
export function usernameSkeleton(username: string): string {
  let out = "";
  for (const ch of foldIdentity(username)) out += CONFUSABLES[ch] ?? ch;
  return out;
}

/**
 * What staff search a member by (issue 45): the username, the team name and the full name, each
 * folded by searchKey (any case, any accent, any script: 'Ødegaard' by 'odegaard'), one per line.
 * A folded query has no line break, so it is found inside one of them, never across two.
 */
export function memberSearchKey(fields: { username: string; teamName: string; firstName: string; lastName: string }): string {
  return [fields.username, fields.teamName, `${fields.firstName} ${fields.lastName}`].map(searchKey).join("\n");
}

/**
 * The keys the database holds for a user's names: the unique keys of the email, username and team
 * name (decision 013), and the search key of all the names (memberSearchKey). Every path that
 * writes one of the names writes these with it.
 */
export function identityKeys(fields: { email: string; username: string; teamName: string; firstName: string; lastName: string }) {
  return {
    emailKey: foldIdentity(fields.email),
    usernameKey: usernameSkeleton(fields.username),
    teamNameKey: foldIdentity(fields.teamName),
    searchKey: memberSearchKey(fields),
  };
}
export const emailKey = (email: string) => foldIdentity(email);

// A text field that must hold something once trimmed; the value is kept trimmed.
// The message is read when a value fails, in the language of whoever sent it.
const requiredText = (message: () => string, max = 100) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: () => m.atMost(max) });

// x@y.z, as the spec's client checks it.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const email = z
  .string({ error: () => m.emailRequired })
  .trim()
  .min(1, { error: () => m.emailRequired })
  .max(254, { error: () => m.emailInvalid })
  .regex(EMAIL_SHAPE, { error: () => m.emailInvalid });

const password = z
  .string({ error: () => m.passwordRequired })
  .min(1, { error: () => m.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: () => m.passwordTooShort })
  .max(200, { error: () => m.passwordTooLong });

export const loginSchema = z.object({
  email: z.string({ error: () => m.emailRequired }).trim().min(1, { error: () => m.emailRequired }).max(254),
  password: z.string({ error: () => m.passwordRequired }).min(1, { error: () => m.passwordRequired }).max(200),
  remember: z.boolean().optional().default(false),
});
export type LoginInput = z.output<typeof loginSchema>;

export const registerFields = {
  firstName: requiredText(() => m.firstNameRequired),
  lastName: requiredText(() => m.lastNameRequired),
  email,
  username: requiredText(() => m.usernameRequired, 30)
    .regex(/^[\p{L}\p{N}_.-]+$/u, { error: () => m.usernameCharacters })
    .refine((name) => !isReservedUsername(name), { error: () => m.usernameReserved }),
  teamName: requiredText(() => m.teamNameRequired, 40),
  password,
  securityQuestion: z.enum(SECURITY_QUESTIONS, { error: () => m.securityQuestionRequired }),
  securityAnswer: requiredText(() => m.securityAnswerRequired, 100),
  avatar: presetAvatarSchema.optional(),
};

/** What the API accepts (no confirm field: that is a form concern). */
export const registerSchema = z.object(registerFields);
export type RegisterInput = z.output<typeof registerSchema>;

/** The register form: the API's fields plus the password confirmation. */
export const registerFormSchema = z
  .object({
    ...registerFields,
    confirmPassword: z.string({ error: () => m.confirmPassword }).min(1, { error: () => m.confirmPassword }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    error: () => m.passwordsDoNotMatch,
  });

export const forgotRequestSchema = z.object({ email });
export type ForgotRequestInput = z.output<typeof forgotRequestSchema>;
export const forgotVerifySchema = z.object({
  email,
  securityAnswer: requiredText(() => m.securityAnswerRequired, 100),
});
export type ForgotVerifyInput = z.output<typeof forgotVerifySchema>;
const newPassword = z
  .string({ error: () => m.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: () => m.newPasswordTooShort })
  .max(200, { error: () => m.passwordTooLong });
export const forgotResetSchema = z.object({
  email,
  newPassword,
  resetToken: z.string({ error: () => m.resetLinkMissing }).min(1).max(200),
});
export type ForgotResetInput = z.output<typeof forgotResetSchema>;
export const forgotResetFormSchema = forgotResetSchema
  .extend({ confirmPassword: z.string().default("") })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], error: () => m.passwordsDoNotMatch });

// The profile's own forms (update, password change, avatar): domain/profile.ts.

/** What staff may change of a user (PATCH /admin/users/{id}). */
export const adminUserUpdateSchema = z.object({
  isActive: z.boolean().optional(),
  role: z.enum(ROLES).optional(),
});
export type AdminUserUpdateInput = z.output<typeof adminUserUpdateSchema>;

/** Field errors as { field: first message }, for forms. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_form";
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

// ---- recovery by security question: per-account caps and a growing delay (decision 013) -------

export const RECOVERY_LIMITS = {
  /** Wrong answers per account in any 15 minutes. */
  perWindow: 5,
  windowMs: 15 * 60 * 1000,
  /** Wrong answers per account in any 24 hours. */
  perDay: 10,
  dayMs: DAY_MS,
  /** After the n-th failure in a row, the next answer waits 2^(n-1) times this. */
  delayUnitMs: 1000,
} as const;

export type RecoveryAttempt = { at: number; succeeded: boolean };
export type RecoveryVerdict = { ok: true } | { ok: false; reason: "delay" | "window" | "day"; retryAfterMs: number };

/**
 * Whether an answer may be checked now, given the account's attempts: at most `perDay`
 * wrong answers in 24 hours and `perWindow` in 15 minutes, and after n wrong answers in a
 * row (since the last right one) a wait of 2^(n-1) seconds from the last. Pure: the
 * service reads the attempts and the clock.
 */
export function recoveryVerdict(attempts: readonly RecoveryAttempt[], now: number, limits = RECOVERY_LIMITS): RecoveryVerdict {
  const inDay = attempts.filter((a) => a.at > now - limits.dayMs).sort((a, b) => a.at - b.at);
  const failures = inDay.filter((a) => !a.succeeded);
  if (failures.length >= limits.perDay)
    return { ok: false, reason: "day", retryAfterMs: failures[failures.length - limits.perDay]!.at + limits.dayMs - now };
  const recent = failures.filter((a) => a.at > now - limits.windowMs);
  if (recent.length >= limits.perWindow)
    return { ok: false, reason: "window", retryAfterMs: recent[recent.length - limits.perWindow]!.at + limits.windowMs - now };
  const lastSuccess = Math.max(-Infinity, ...inDay.filter((a) => a.succeeded).map((a) => a.at));
  const run = failures.filter((a) => a.at > lastSuccess);
  if (run.length > 0) {
    const until = run[run.length - 1]!.at + limits.delayUnitMs * 2 ** (run.length - 1);
    if (now < until) return { ok: false, reason: "delay", retryAfterMs: until - now };
  }
  return { ok: true };
}
