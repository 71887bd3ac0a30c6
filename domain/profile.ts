// The profile (community.md §2-§5, §7, §8 "Profile"): what a user may change of their own
// account, one zod schema each, used by the /profile form actions and by the API
// (PUT /users/me, POST /users/me/change-password, POST /users/me/avatar). Its texts in the request's language
// (issue 45: zod messages are functions, read at failure time). Also the points history's reading of ledger keys.
import { z } from "zod";
import { PASSWORD_MIN_LENGTH, presetAvatarOf, type PresetAvatar } from "./account-fields.ts";
import { profileMessages as m } from "./messages/profile.ts";
import { orderRef, phoneProblem } from "./store.ts";
import { isReservedUsername } from "./mentions.ts";

const required = (message: () => string, max: number) => z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: () => m.atMost(max) });

/** An optional text: trimmed, and an empty one (a cleared form field) is null. */
const optionalText = (max: number, check?: { ok: (value: string) => boolean; message: () => string }) =>
  z
    .union([z.string(), z.null()], { error: () => m.invalidValue })
    .transform((v) => (v === null ? null : v.trim() || null))
    .refine((v) => v === null || v.length <= max, { error: () => m.atMost(max) })
    .refine((v) => v === null || !check || check.ok(v), { error: () => check?.message() ?? "" })
    .optional();

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const POSTAL_CODE_SHAPE = /^[\p{L}\p{N} -]{2,20}$/u;
const USERNAME_SHAPE = /^[\p{L}\p{N}_.-]+$/u;

/** The avatar uploads of /media: `/media/avatars/<owner>/<uuid>.<ext>` (uploads kernel keys). */
export const UPLOADED_AVATAR_PATH = /^\/media\/avatars\/([0-9a-f-]{36}|[A-Za-z0-9_-]{1,64})\/[0-9a-f-]{36}\.(png|jpg|gif)$/;

/**
 * An avatar a profile update may name: a preset (short name or image path) or an uploaded
 * avatar's URL (as POST /upload/avatar gives it, maybe prefixed with the site's address).
 * Whose upload it is, and whether it exists, is the service's check.
 */
export type AvatarChoice = { preset: PresetAvatar } | { upload: string; ownerId: string };
export const avatarChoiceSchema = z.string({ error: () => m.avatarInvalid }).transform((value, ctx): AvatarChoice => {
  const preset = presetAvatarOf(value);
  if (preset) return { preset };
  let path = value.trim();
  try {
    if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
  } catch {
    // not a URL: judged as it is
  }
  const match = UPLOADED_AVATAR_PATH.exec(path);
  if (match) return { upload: path, ownerId: match[1]! };
  ctx.addIssue({ code: "custom", message: m.avatarInvalid, input: value });
  return z.NEVER;
});

/** PUT /users/me and the profile form: every field optional (absent = unchanged). */
export const profileUpdateSchema = z.object({
  firstName: required(() => m.firstNameRequired, 100).optional(),
  lastName: required(() => m.lastNameRequired, 100).optional(),
  username: required(() => m.usernameRequired, 30)
    .regex(USERNAME_SHAPE, { error: () => m.usernameCharacters })
    .refine((name) => !isReservedUsername(name), { error: () => m.usernameReserved })
    .optional(),
  email: z.string({ error: () => m.emailRequired }).trim().min(1, { error: () => m.emailRequired }).max(254, { error: () => m.emailInvalid }).regex(EMAIL_SHAPE, { error: () => m.emailInvalid }).optional(),
  teamName: required(() => m.teamNameRequired, 40).optional(),
  // The checkout's phone rule (domain/store.ts), so a saved number is one checkout accepts.
  phone: optionalText(30, { ok: (v) => phoneProblem(v) === null, message: () => m.phoneInvalid }),
  address: optionalText(200),
  city: optionalText(100),
  postalCode: optionalText(20, { ok: (v) => POSTAL_CODE_SHAPE.test(v), message: () => m.postalCodeInvalid }),
  country: optionalText(100),
  avatar: avatarChoiceSchema.optional(),
  /** Needed when the email (the sign-in identity) changes. */
  currentPassword: z.string().max(200).optional(),
});
export type ProfileUpdateInput = z.output<typeof profileUpdateSchema>;

/** The fields of the profile form, in the order the screen shows them. */
export const PROFILE_FORM_FIELDS = ["firstName", "lastName", "username", "email", "teamName", "phone", "address", "city", "postalCode", "country"] as const;

const newPassword = z.string({ error: () => m.newPasswordTooShort }).min(PASSWORD_MIN_LENGTH, { error: () => m.newPasswordTooShort }).max(200, { error: () => m.atMost(200) });

/** POST /users/me/change-password {currentPassword, newPassword}. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: () => m.currentPasswordRequired }).min(1, { error: () => m.currentPasswordRequired }).max(200),
  newPassword,
});
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;

/** The screen's password mode: the API's fields plus the confirmation (§5). */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string().default("") })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], error: () => m.newPasswordsDoNotMatch });

/** POST /users/me/avatar {avatar}. */
export const avatarUpdateSchema = z.object({ avatar: avatarChoiceSchema });

// ---- points history -----------------------------------------------------------------------------

export type MovementKind = "reward" | "order" | "refund" | "adjustment" | "opening" | "other";

/** What a ledger row is, from its key (api/services/points.ts, store.ts, jobs): kind, label and gameweek. */
export function ledgerMovement(key: string): { kind: MovementKind; label: string } {
  const reward = /^reward:gw(\d+):/.exec(key);
  if (reward) return { kind: "reward", label: m.movementReward(Number(reward[1])) };
  const order = /^(order|refund):([\w-]+)/.exec(key);
  if (order) {
    const ref = orderRef(order[2]!); // as the store names it
    return order[1] === "order" ? { kind: "order", label: m.movementOrder(ref) } : { kind: "refund", label: m.movementRefund(ref) };
  }
  if (key.startsWith("admin:")) return { kind: "adjustment", label: m.movementAdjustment };
  if (key.startsWith("opening:")) return { kind: "opening", label: m.movementOpening };
  return { kind: "other", label: m.movementOther };
}

export const POINTS_HISTORY_PAGE = 20;
