// The shell: header, menus, footer, error pages, the theme and language switches, page titles'
// common parts. Ours (the spec names the menus in English: game.md §2 Navigation).
import { localized, type Catalogue } from "./index.ts";

const en = {
  language: {
    /** The switch offers the other language, each named in itself. */
    label: "Language",
    names: { "en-GB": "English", "fr-FR": "Français" },
    switchTo: (name: string) => `Switch the language to ${name}`,
  },
} as const satisfies Catalogue;

const fr = {
  language: {
    label: "Langue",
    names: { "en-GB": "English", "fr-FR": "Français" },
    switchTo: (name: string) => `Passer la langue en ${name}`,
  },
};

export const shellMessages = localized(en, fr);
