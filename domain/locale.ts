// Whose language a text is written in (issue 45; docs/decisions/045-one-language-per-person.md).
//
// A person reads one language, chosen on the account (or, for a visitor, in a cookie) or, with
// nothing chosen, taken from the browser's Accept-Language; English for any other language.
// The catalogues (domain/messages/) answer in `currentLocale()`: on the server the language of
// the request being answered (api/http/locale.ts runs each request in its locale), in the
// browser the page's own `<html lang>`, which the server wrote. So a screen, an API error and
// a validation message all speak the language of the person who asked, with no locale passed
// from hand to hand; a text written for someone else (a notice, a push, a ban message) names
// its reader's locale with `withLocale`.
export const LOCALES = ["en-GB", "fr-FR"] as const;
export type Locale = (typeof LOCALES)[number];

/** The league's clock: dates are shown in it to whoever has not told us their own zone. */
export const LEAGUE_TIME_ZONE = "Europe/London";

/** The visitor's time zone, as their browser tells it (a signed-in person's is on the account). */
export const TIME_ZONE_COOKIE = "terrace_tz";

export const DEFAULT_LOCALE: Locale = "en-GB";

/** The visitor's choice, for a year (a signed-in person's choice is on the account). */
export const LANGUAGE_COOKIE = "terrace_lang";

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** The language of a tag ('fr', 'fr-CA', 'en-US', 'de'), if it is one of ours. */
export function localeOfTag(tag: string): Locale | null {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale.toLowerCase().startsWith(`${language}-`)) ?? null;
}

/** The best of our languages in an Accept-Language header, by its q weights; English when none is ours. */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";");
      const q = params.map((p) => p.trim().match(/^q=([0-9.]+)$/)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === "*") return DEFAULT_LOCALE;
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The value of our language cookie in a Cookie header, if it names one of ours. */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | null {
  const value = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`))?.[1];
  return isLocale(value) ? value : null;
}

/** The account's choice first, then the visitor's cookie, then the browser's languages. */
export function resolveLocale(input: { account?: string | null; cookie?: string | null; acceptLanguage?: string | null }): Locale {
  if (isLocale(input.account)) return input.account;
  return localeFromCookie(input.cookie) ?? negotiateLocale(input.acceptLanguage);
}

/** The time zone cookie's value, if it names a zone this runtime knows. */
export function timeZoneFromCookie(cookieHeader: string | null | undefined): string | null {
  const value = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${TIME_ZONE_COOKIE}=([^;]*)`))?.[1];
  if (!value) return null;
  let zone: string;
  try {
    zone = decodeURIComponent(value);
  } catch {
    return null; // a malformed escape: as if no cookie
  }
  return isTimeZone(zone) ? zone : null;
}

/** Who a text is written for: their language and the zone their dates are shown in. */
export type Reader = { locale: Locale; timeZone: string };

// Where the current reader comes from: a function installed by the runtime (the Worker's
// per-request store), a synchronous override (`withLocale`), or the page's <html lang> and
// data-tz. Kept on globalThis because the Worker and the Remix build each bundle their own copy
// of this module.
const SOURCE = Symbol.for("terrace.readerSource");
type Holder = { [SOURCE]?: () => Reader | undefined };
let override: Locale | null = null;

/** The runtime's way to know the reader of the work in progress (api/http/locale.ts). */
export function setReaderSource(source: () => Reader | undefined) {
  (globalThis as Holder)[SOURCE] = source;
}

type PageRoot = { document?: { documentElement?: { lang?: string; dataset?: { tz?: string } } } };
const pageRoot = () => (globalThis as PageRoot).document?.documentElement;

/** The language the text being written now is for. */
export function currentLocale(): Locale {
  if (override) return override;
  const fromSource = (globalThis as Holder)[SOURCE]?.()?.locale;
  if (fromSource) return fromSource;
  const page = pageRoot()?.lang;
  return (page && localeOfTag(page)) || DEFAULT_LOCALE;
}

/** The zone the dates being written now are shown in: the reader's, else the league's. */
export function currentTimeZone(): string {
  return (globalThis as Holder)[SOURCE]?.()?.timeZone ?? pageRoot()?.dataset?.tz ?? LEAGUE_TIME_ZONE;
}

/** Runs `write` (synchronous) with every catalogue answering in `locale`: a text for someone else. */
export function withLocale<T>(locale: Locale, write: () => T): T {
  const previous = override;
  override = locale;
  try {
    return write();
  } finally {
    override = previous;
  }
}

/** Whether `zone` is an IANA time zone this runtime knows ('Europe/Paris'). */
export function isTimeZone(zone: string): boolean {
  if (zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
