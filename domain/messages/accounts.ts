// Accounts (English): sign in, register, forgot password. Spec game.md §5 and §8; the
// account forms' zod schemas (domain/accounts.ts) and the sign-in and recovery services use them.
import type { Catalogue } from "./index.ts";

export const accountMessages = {
  // Field checks (game.md §5 Registration; the others are ours).
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  usernameRequired: "Username is required",
  usernameCharacters: "Username may use letters, digits, '.', '_' and '-' only",
  usernameReserved: "Usernames starting with 'deleted-user-' are reserved",
  teamNameRequired: "Team name is required",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 6 characters",
  /** The reset step's wording (game.md §5 Reset password). */
  newPasswordTooShort: "Password must be at least 6 characters long",
  passwordTooLong: "Password must be at most 200 characters",
  confirmPassword: "Please confirm your password",
  passwordsDoNotMatch: "Passwords do not match",
  securityQuestionRequired: "Please select a security question",
  securityAnswerRequired: "Security answer is required",
  presetAvatar: "Please choose one of the preset avatars",
  currentPasswordRequired: "Current password is required",
  currentPasswordIncorrect: "Current password is incorrect",
  atMost: (max: number) => `Must be at most ${max} characters`,

  // Sign in, register (the duplicate messages are game.md §5's sample-mode ones, used for real).
  invalidLogin: "Invalid email or password",
  /** A deactivated account's right password (issue 25): why, and until when. */
  accountSuspended: (reason: string | null, until: string | null) =>
    `Your account is ${until ? `suspended until ${until}` : "deactivated"}.${reason ? ` Reason: ${reason}` : ""} Contact the moderators if you think this is a mistake.`,
  tooManyAttempts: "Too many attempts. Please wait 15 minutes and try again.",
  emailTaken: "This email is already registered",
  usernameTaken: "This username is already taken",
  teamNameTaken: "This team name is already taken",
  accountExists: "This account already exists",
  /** After sign-in, when someone tried the security question since the last one (decision 013). */
  recoveryAttemptsNotice: (n: number) =>
    `${n} password recovery attempt${n === 1 ? " was" : "s were"} made on your account since you last signed in. If it was not you, change your password.`,

  // Password change, by the API (ours; the profile screen shows its French texts, profile.ts).
  passwordChanged: "Password changed. Please sign in again.",

  // Forgot password (game.md §5, §8; the reset link is decision 002's).
  incorrectAnswer: "Incorrect security answer",
  resetLinkMissing: "The reset link is missing or has expired. Start again.",
  resetLinkInvalid: "This reset link is invalid or has expired. Please start again.",
  resetSuccess: "Password reset successfully! You can now sign in with your new password.",
  /** Security-question recovery per account (decision 013): a growing delay, then caps per 15 minutes and per day. */
  recoveryWait: (seconds: number) => `Please wait ${seconds} second${seconds === 1 ? "" : "s"} before trying again.`,
  recoveryTooManyRecent: (minutes: number) => `Too many wrong answers for this account. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  recoveryTooManyToday: (hours: number) => `Too many wrong answers for this account today. Please try again in ${hours} hour${hours === 1 ? "" : "s"}.`,
} as const satisfies Catalogue;
