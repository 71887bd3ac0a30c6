// The screens' strings, one catalogue per area (DESIGN.md §9 "Languages";
// docs/decisions/009-languages.md). The spec's French screens (fan wall, chat, profile,
// moderation, stadium and data admin) speak French; the others English. Import the area's
// module itself (`import { wallMessages } from "domain/messages/wall"`); this file only holds
// what they share. Dates and numbers: domain/format.ts with the area's locale below.
//
// Texts the spec quotes are copied verbatim, including the few English ones it quotes on
// French screens; texts it does not quote are marked "(ours)".
// Upload refusals live with their kinds in domain/uploads.ts (UPLOAD_KINDS[kind].messages).
import type { Locale } from "../format.ts";

/** A text, or a function of its values for a text with values. */
export type Message = string | ((...values: never[]) => string);
export type Catalogue = { readonly [key: string]: Message | Catalogue };

/** Each area's language, for formatter(locale). */
export const AREA_LOCALE = {
  accounts: "en-GB",
  game: "en-GB",
  store: "en-GB",
  leaks: "en-GB",
  votes: "en-GB",
  wall: "fr-FR",
  chat: "fr-FR",
  profile: "fr-FR",
  moderation: "fr-FR",
  adminStadiums: "fr-FR",
  adminData: "fr-FR",
  adminUsers: "en-GB",
  adminChallenges: "en-GB",
  adminLeaks: "en-GB",
  adminOrders: "en-GB",
} as const satisfies Record<string, Locale>;
export type Area = keyof typeof AREA_LOCALE;

/**
 * How a deleted account is named on each language's screens, wherever its content stays
 * (posts, comments, leaks, polls, chat): never its old name, nor the anonymised row's name
 * with its id in it (decision 016).
 */
export const DELETED_USER_NAME = { "fr-FR": "Utilisateur supprimé", "en-GB": "Deleted user" } as const satisfies Record<Locale, string>;
