import { LANGUAGE_COOKIE, type Locale } from "../../domain/locale";

/** The visitor's language, for a year; the server renders every page from it (no flash). */
export function languageCookie(locale: Locale) {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
