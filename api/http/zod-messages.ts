// Zod's own messages ('Invalid input: expected string, received number'), for the fields whose
// schema gives none, in the reader's language (issue 45): chosen per issue, when a value fails.
// Imported by the Worker (api/http/locale.ts) and by the Remix server build (app/entry.server.tsx),
// which each bundle their own zod.
import { z } from "zod";
import { currentLocale } from "../../domain/locale";

const english = z.locales.en().localeError;
const french = z.locales.fr().localeError;
z.config({ localeError: (issue) => (currentLocale() === "fr-FR" ? french : english)(issue) });
