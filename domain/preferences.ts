// A person's language and time zone (issue 45): PUT /users/me/preferences and the shell's
// language switch (/language). Null clears a choice: the browser's language, the league's zone.
import { z } from "zod";
import { isTimeZone, LOCALES } from "./locale.ts";
import { accountMessages } from "./messages/accounts.ts";

export const preferencesSchema = z
  .strictObject({
    locale: z
      .enum(LOCALES, { error: () => accountMessages.preferences.invalidLocale })
      .nullable()
      .optional()
      .meta({ description: "The language every screen, message and API error speaks for this person: en-GB or fr-FR; null lets the browser's Accept-Language decide.", example: "fr-FR" }),
    timeZone: z
      .string()
      .refine(isTimeZone, { error: () => accountMessages.preferences.invalidTimeZone })
      .nullable()
      .optional()
      .meta({ description: "An IANA time zone (the browser's, Intl.DateTimeFormat().resolvedOptions().timeZone) in which dates and deadlines are shown; null: the league's, Europe/London.", example: "Europe/Paris" }),
  })
  .meta({ id: "PreferencesInput" });
export type PreferencesInput = z.infer<typeof preferencesSchema>;
