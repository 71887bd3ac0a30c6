// The fixed choices and limits of account fields: security questions, preset avatars, the
// password's length. Zod-free, so that screens on the browser's first load can show them without
// taking the form schemas (accounts.ts) with them (decision 028).

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

/** The image extensions a client may name a preset by (the spec's avatar is "an image path"). */
const PRESET_EXTENSIONS = ["png", "jpg", "jpeg", "gif", "webp", "svg"];
const PRESET_PATH = /^\/images\/avatars\/([a-z0-9]+)\.([A-Za-z]+)$/;

/**
 * The preset a client names, by its short name (`avatar3`) or by its image path
 * (`/images/avatars/avatar3.png`, any usual extension, case-insensitive); null for anything else.
 * Both forms store the same thing: presetAvatarUrl(preset).
 */
export function presetAvatarOf(value: string): PresetAvatar | null {
  const v = value.trim();
  const match = PRESET_PATH.exec(v);
  const name = match ? (PRESET_EXTENSIONS.includes(match[2]!.toLowerCase()) ? match[1]! : "") : v;
  return (PRESET_AVATARS as readonly string[]).includes(name) ? (name as PresetAvatar) : null;
}

export const PASSWORD_MIN_LENGTH = 6;
