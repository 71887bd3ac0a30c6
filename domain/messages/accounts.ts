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
  atMost: (max: number) => `Must be at most ${max} characters`,

  // Sign in, register (the duplicate messages are game.md §5's sample-mode ones, used for real).
  invalidLogin: "Invalid email or password",
  tooManyAttempts: "Too many attempts. Please wait 15 minutes and try again.",
  emailTaken: "This email is already registered",
  usernameTaken: "This username is already taken",
  teamNameTaken: "This team name is already taken",
  accountExists: "This account already exists",

  // Forgot password (game.md §5, §8; the reset link is decision 002's).
  incorrectAnswer: "Incorrect security answer",
  resetLinkMissing: "The reset link is missing or has expired. Start again.",
  resetLinkInvalid: "This reset link is invalid or has expired. Please start again.",
  resetSuccess: "Password reset successfully! You can now sign in with your new password.",
} as const satisfies Catalogue;
