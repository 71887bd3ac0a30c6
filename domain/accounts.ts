// Account forms: one zod schema per form, used by the Remix action, the REST
// handler and the browser's field checks. Messages are the spec's (game.md §5), in the
// accounts catalogue.
import { z } from "zod";
import { accountMessages as m } from "./messages/accounts.ts";

export const SECURITY_QUESTIONS = [
  "What was the name of your first pet?",
  "In what city were you born?",
  "What is your mother's maiden name?",
  "What was the name of your first school?",
  "What is your favorite movie?",
  "What was the make of your first car?",
  "What is your favorite food?",
  "What is the name of your childhood best friend?",
] as const;

export const PRESET_AVATARS = ["avatar1", "avatar2", "avatar3", "avatar4", "avatar5", "avatar6", "avatar7", "avatar8"] as const;
export type PresetAvatar = (typeof PRESET_AVATARS)[number];
export const DEFAULT_AVATAR: PresetAvatar = "avatar1";
/** Where a preset avatar is served from (static asset). */
export const presetAvatarUrl = (preset: string) => `/images/avatars/${preset}.svg`;

export const PASSWORD_MIN_LENGTH = 6;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MESSAGES = {
  notImage: "Please select an image file",
  tooLarge: "Image size must be less than 2MB",
  failed: "Error uploading avatar. Please try again.",
} as const;

// A text field that must hold something once trimmed; the value is kept trimmed.
const requiredText = (message: string, max = 100) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, m.atMost(max));

// x@y.z, as the spec's client checks it.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const email = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(254, m.emailInvalid)
  .regex(EMAIL_SHAPE, m.emailInvalid);

const password = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
  .max(200, m.passwordTooLong);

export const loginSchema = z.object({
  email: z.string({ error: m.emailRequired }).trim().min(1, m.emailRequired).max(254),
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(200),
  remember: z.boolean().optional().default(false),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerFields = {
  firstName: requiredText(m.firstNameRequired),
  lastName: requiredText(m.lastNameRequired),
  email,
  username: requiredText(m.usernameRequired, 30).regex(/^[\p{L}\p{N}_.-]+$/u, m.usernameCharacters),
  teamName: requiredText(m.teamNameRequired, 40),
  password,
  securityQuestion: z.enum(SECURITY_QUESTIONS, { error: m.securityQuestionRequired }),
  securityAnswer: requiredText(m.securityAnswerRequired, 100),
  avatar: z.enum(PRESET_AVATARS, { error: m.presetAvatar }).optional(),
};

/** What the API accepts (no confirm field: that is a form concern). */
export const registerSchema = z.object(registerFields);
export type RegisterInput = z.infer<typeof registerSchema>;

/** The register form: the API's fields plus the password confirmation. */
export const registerFormSchema = z
  .object({
    ...registerFields,
    confirmPassword: z.string({ error: m.confirmPassword }).min(1, m.confirmPassword),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: m.passwordsDoNotMatch,
  });

export const forgotRequestSchema = z.object({ email });
export const forgotVerifySchema = z.object({
  email,
  securityAnswer: requiredText(m.securityAnswerRequired, 100),
});
const newPassword = z
  .string({ error: m.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, m.newPasswordTooShort)
  .max(200, m.passwordTooLong);
export const forgotResetSchema = z.object({
  email,
  newPassword,
  resetToken: z.string({ error: m.resetLinkMissing }).min(1).max(200),
});
export const forgotResetFormSchema = forgotResetSchema
  .extend({ confirmPassword: z.string().default("") })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: m.passwordsDoNotMatch });

export const updateProfileSchema = z.object({
  firstName: requiredText(m.firstNameRequired).optional(),
  lastName: requiredText(m.lastNameRequired).optional(),
  email: email.optional(),
  username: registerFields.username.optional(),
  teamName: requiredText(m.teamNameRequired, 40).optional(),
  phone: z.string().trim().max(30).nullable().optional(),
  address: z.string().trim().max(200).nullable().optional(),
  city: z.string().trim().max(100).nullable().optional(),
  postalCode: z.string().trim().max(20).nullable().optional(),
  country: z.string().trim().max(100).nullable().optional(),
  avatar: z.enum(PRESET_AVATARS).optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, m.currentPasswordRequired).max(200),
  newPassword,
});

/** Field errors as { field: first message }, for forms. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_form";
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
