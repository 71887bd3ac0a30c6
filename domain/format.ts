// Dates and numbers as the screens show them: one formatter per locale, the reader's
// (`formatter(currentLocale())`; docs/decisions/045-one-language-per-person.md).
//
// Time zone: the reader's as the server knows it (domain/locale.ts currentTimeZone: the
// account's, else the browser's cookie, else the league's Europe/London), written into the page
// (<html data-tz>) so that the server render and the first client render agree;
// `{ readerZone: true }` (once hydrated in the browser) uses the runtime's own zone, `{ timeZone }`
// any IANA zone.
//
// Strings are assembled here from Intl's parts (names, numbers in the zone) rather than taken
// whole from Intl, whose separators (", " or " à ") differ between engines and ICU versions: the
// server (workerd) and the browser must print the same text.
//
// Pure; the caller passes the clock (`now`) to the relative formats.

import { currentTimeZone, LEAGUE_TIME_ZONE, LOCALES, type Locale } from "./locale.ts";

export { LEAGUE_TIME_ZONE, LOCALES, type Locale };

export type ZoneOptions = {
  /** The runtime's own zone (in the browser: the reader's). Default false: the reader's zone as the server knows it (currentTimeZone: the account's or the browser's cookie, else LEAGUE_TIME_ZONE). */
  readerZone?: boolean;
  /** An IANA zone; wins over readerZone. */
  timeZone?: string;
};

export type DateInput = Date | string | number;

/**
 * - dateTime: deadlines and kickoffs, 'weekday day month hh:mm' (game.md §9):
 *   "Sat 27 Dec 16:00", "sam. 27 déc. 16:00"
 * - time: 24-hour HH:MM (community.md §9 chat): "16:00"
 * - date: "27 Dec 2025", "27 déc. 2025"
 * - long: "27 December 2025", "27 décembre 2025" (the profile's member since, a long French date)
 * - weekday: "Saturday", "samedi"
 * - full: "Saturday 27 December 2025", "samedi 27 décembre 2025"
 * - dayMonth: "27 Dec", "27 déc."
 */
export type DateStyle = "dateTime" | "time" | "date" | "long" | "weekday" | "full" | "dayMonth";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

const zoneOf = (zone: ZoneOptions) => zone.timeZone ?? (zone.readerZone ? undefined : currentTimeZone());

// Intl formatters are costly to build: one per (locale, zone, shape).
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, timeZone: string | undefined, names: "short" | "long") {
  const key = `${locale}|${timeZone ?? ""}|${names}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: names,
      day: "numeric",
      month: names,
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
    });
    dateFormats.set(key, format);
  }
  return format;
}

type Fields = { weekday: string; day: string; month: string; year: string; hour: string; minute: string };

function fields(date: Date, locale: Locale, zone: ZoneOptions, names: "short" | "long"): Fields {
  const out: Fields = { weekday: "", day: "", month: "", year: "", hour: "", minute: "" };
  for (const part of dateFormat(locale, zoneOf(zone), names).formatToParts(date)) {
    if (part.type in out) out[part.type as keyof Fields] = part.value;
  }
  return out;
}

/** One date in one locale and style (see DateStyle); UK time unless `zone` says otherwise. */
export function formatDate(value: DateInput, locale: Locale, style: DateStyle, zone: ZoneOptions = {}): string {
  const date = toDate(value);
  const names = style === "long" || style === "weekday" || style === "full" ? "long" : "short";
  const f = fields(date, locale, zone, names);
  switch (style) {
    case "dateTime":
      return `${f.weekday} ${f.day} ${f.month} ${f.hour}:${f.minute}`;
    case "time":
      return `${f.hour}:${f.minute}`;
    case "date":
    case "long":
      return `${f.day} ${f.month} ${f.year}`;
    case "weekday":
      return f.weekday;
    case "full":
      return `${f.weekday} ${f.day} ${f.month} ${f.year}`;
    case "dayMonth":
      return `${f.day} ${f.month}`;
  }
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * "1,234,567" and "12.5" in en-GB; "1 234 567" (narrow no-break spaces) and "12,5" in fr-FR.
 * Whole numbers unless `maximumFractionDigits` says otherwise.
 */
export function formatNumber(value: number, locale: Locale, options: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {}): string {
  const min = options.minimumFractionDigits ?? 0;
  const max = Math.max(min, options.maximumFractionDigits ?? 0);
  const key = `${locale}|${min}|${max}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

const RELATIVE = {
  "en-GB": {
    justNow: "just now",
    minutes: (n: number) => `${n} min ago`,
    hours: (n: number) => `${n} ${n === 1 ? "hour" : "hours"} ago`,
    days: (n: number) => `${n} ${n === 1 ? "day" : "days"} ago`,
    today: "Today",
    yesterday: "Yesterday",
  },
  "fr-FR": {
    justNow: "à l'instant",
    minutes: (n: number) => `il y a ${n} min`,
    hours: (n: number) => `il y a ${n} h`,
    days: (n: number) => `il y a ${n} ${n === 1 ? "jour" : "jours"}`,
    today: "Aujourd'hui",
    yesterday: "Hier",
  },
} as const satisfies Record<Locale, unknown>;

/** Relative times stop at this many days, then show the date (community.md §9: "days up to 7 days"). */
export const RELATIVE_MAX_DAYS = 7;

/**
 * How long ago (community.md §9 "Time display": now, hours, days up to 7 days):
 * under a minute "à l'instant" / "just now" (a time slightly in the future too: clocks differ);
 * then "il y a 5 min", "il y a 3 h", "il y a 2 jours" (up to RELATIVE_MAX_DAYS whole days);
 * then the date: "19 déc." in the year of `now`, "19 déc. 2024" before.
 * `upTo: "hour"` stops after 23 hours (the chat's last seen: minutes, hours under 24 h, then a date).
 */
export function formatRelative(value: DateInput, now: number, locale: Locale, options: ZoneOptions & { upTo?: "day" | "hour" } = {}): string {
  const date = toDate(value);
  const ago = now - date.getTime();
  const words = RELATIVE[locale];
  if (ago < MINUTE) return words.justNow;
  if (ago < HOUR) return words.minutes(Math.floor(ago / MINUTE));
  if (ago < DAY) return words.hours(Math.floor(ago / HOUR));
  const days = Math.floor(ago / DAY);
  if (options.upTo !== "hour" && days <= RELATIVE_MAX_DAYS) return words.days(days);
  const sameYear = fields(date, locale, options, "short").year === fields(new Date(now), locale, options, "short").year;
  return formatDate(date, locale, sameYear ? "dayMonth" : "date", options);
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Whole calendar days from `value` to `now` in the zone (0: the same day). */
function calendarDaysBetween(value: Date, now: Date, zone: ZoneOptions): number {
  const timeZone = zoneOf(zone);
  const key = timeZone ?? "";
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { year: "numeric", month: "numeric", day: "numeric", timeZone });
    dayFormats.set(key, format);
  }
  const dayNumber = (d: Date) => {
    const n = { year: 0, month: 0, day: 0 };
    for (const part of format.formatToParts(d)) if (part.type in n) n[part.type as keyof typeof n] = Number(part.value);
    return Date.UTC(n.year, n.month - 1, n.day) / DAY;
  };
  return dayNumber(now) - dayNumber(value);
}

/**
 * A day heading over messages (community.md §9 chat date headers): "Aujourd'hui" / "Today",
 * "Hier" / "Yesterday", the weekday within the last 7 days ("Mercredi"), else the full date
 * ("Samedi 20 décembre 2025"). Calendar days in the zone, so 00:10 after 23:50 is "Hier".
 */
export function formatDayHeading(value: DateInput, now: number, locale: Locale, zone: ZoneOptions = {}): string {
  const date = toDate(value);
  const days = calendarDaysBetween(date, new Date(now), zone);
  if (days === 0) return RELATIVE[locale].today;
  if (days === 1) return RELATIVE[locale].yesterday;
  if (days > 1 && days < 7) return capitalise(formatDate(date, locale, "weekday", zone));
  return capitalise(formatDate(date, locale, "full", zone));
}

export type Formatter = {
  locale: Locale;
  /** A date in a style (default "date"). */
  date(value: DateInput, style?: DateStyle): string;
  /** Deadlines and kickoffs: "Sat 27 Dec 16:00". */
  dateTime(value: DateInput): string;
  /** "16:00". */
  time(value: DateInput): string;
  number(value: number, options?: { minimumFractionDigits?: number; maximumFractionDigits?: number }): string;
  relative(value: DateInput, now: number, options?: { upTo?: "day" | "hour" }): string;
  dayHeading(value: DateInput, now: number): string;
};

/** The formats of one locale in one zone, bound: `const fmt = formatter("fr-FR", { readerZone: hydrated })`. */
export function formatter(locale: Locale, zone: ZoneOptions = {}): Formatter {
  return {
    locale,
    date: (value, style = "date") => formatDate(value, locale, style, zone),
    dateTime: (value) => formatDate(value, locale, "dateTime", zone),
    time: (value) => formatDate(value, locale, "time", zone),
    number: (value, options) => formatNumber(value, locale, options),
    relative: (value, now, options) => formatRelative(value, now, locale, { ...zone, ...options }),
    dayHeading: (value, now) => formatDayHeading(value, now, locale, zone),
  };
}

// ---- plurals -----------------------------------------------------------------------------------

const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * The form of a count in a language, by its plural rules ('0 commentaire' and '1 commentaire' in
 * French, '0 comments' and '1 comment' in English): `plural("fr-FR", n, { one: `${n} commentaire`,
 * other: `${n} commentaires` })`. The catalogue's own language is named, so a French text never
 * follows English rules.
 */
export function plural(locale: Locale, count: number, forms: { one: string; other: string }): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count) === "one" ? forms.one : forms.other;
}

// ---- the league's wall-clock time in forms (datetime-local inputs) ----------------------------

/** Minutes the league's zone is ahead of UTC at `utcMs` (0 in winter, 60 in summer). */
function leagueOffsetMinutes(utcMs: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: LEAGUE_TIME_ZONE, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
      .formatToParts(new Date(utcMs))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!);
  return Math.round((asUtc - Math.floor(utcMs / 60_000) * 60_000) / 60_000);
}

/** "2026-01-03T11:00" (a datetime-local value) in the league's time, for an instant. */
export function toLeagueInputValue(utcMs: number): string {
  const local = new Date(utcMs + leagueOffsetMinutes(utcMs) * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The instant a datetime-local value names in the league's time; null when it is not one. */
export function fromLeagueInputValue(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== d) return null;
  // The offset at the guess, then at the corrected instant (exact across a clock change).
  let utc = wall - leagueOffsetMinutes(wall) * 60_000;
  utc = wall - leagueOffsetMinutes(utc) * 60_000;
  return utc;
}
