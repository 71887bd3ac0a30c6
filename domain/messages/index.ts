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
import { currentLocale } from "../locale.ts";

/** A text, or a function of its values for a text with values. */
export type Message = string | ((...values: never[]) => string);
export type Catalogue = { readonly [key: string]: Message | Catalogue };

/**
 * One area's catalogue in another language: the same keys, each text a string and each text
 * with values a function of the same values. A key missing (or extra) in one language fails
 * the typecheck.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...values: infer V) => string ? (...values: V) => string : T[K] extends string ? string : Translation<T[K]>;
};

/**
 * An area's catalogue in both languages, read as one object: each key answers in
 * `currentLocale()` (domain/locale.ts) at the moment it is read. So read texts where they are
 * used (in a render, a handler, a function), never into a module-level constant, which would
 * keep the language of whoever loaded the module first.
 */
export function localized<T extends Catalogue>(en: T, fr: Translation<T>): T {
  const byLocale: Record<Locale, T> = { "en-GB": en, "fr-FR": fr as unknown as T };
  const pick = () => byLocale[currentLocale()];
  return new Proxy({} as T, {
    get: (_, key) => (key === CATALOGUES ? byLocale : Reflect.get(pick(), key)),
    has: (_, key) => key in pick(),
    ownKeys: () => Reflect.ownKeys(pick()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(pick(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

const CATALOGUES = Symbol("catalogues");

/** Every language's texts of a catalogue made by `localized` (tests, the parity and literals checks). */
export function catalogueLanguages<T extends Catalogue>(catalogue: T): Record<Locale, T> {
  return (catalogue as unknown as { [CATALOGUES]: Record<Locale, T> })[CATALOGUES];
}


/**
 * How a deleted account is named on each language's screens, wherever its content stays
 * (posts, comments, leaks, polls, chat): never its old name, nor the anonymised row's name
 * with its id in it (decision 016).
 */
export const DELETED_USER_NAME = { "fr-FR": "Utilisateur supprimé", "en-GB": "Deleted user" } as const satisfies Record<Locale, string>;
