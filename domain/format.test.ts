import { describe, expect, it } from "vitest";
import { LEAGUE_TIME_ZONE, RELATIVE_MAX_DAYS, formatDate, formatDayHeading, formatNumber, formatRelative, formatter, fromLeagueInputValue, toLeagueInputValue } from "./format.ts";

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const NNBSP = "\u202f"; // fr-FR groups thousands with narrow no-break spaces

// Saturday 27 December 2025, 16:00 UTC (= UK time in winter).
const WINTER = Date.UTC(2025, 11, 27, 16, 0);
// Saturday 16 August 2025, 11:30 UTC (= 12:30 in UK summer time).
const SUMMER = Date.UTC(2025, 7, 16, 11, 30);

describe("deadlines and kickoffs: 'weekday day month hh:mm' (game.md §9)", () => {
  it("en-GB and fr-FR, in UK time by default", () => {
    expect(formatDate(WINTER, "en-GB", "dateTime")).toBe("Sat 27 Dec 16:00");
    expect(formatDate(WINTER, "fr-FR", "dateTime")).toBe("sam. 27 déc. 16:00");
    expect(formatDate(SUMMER, "en-GB", "dateTime")).toBe("Sat 16 Aug 12:30");
    expect(formatDate(new Date(WINTER).toISOString(), "en-GB", "dateTime")).toBe("Sat 27 Dec 16:00");
  });

  it("24-hour clock: midnight is 00:00, not 24:00 or 12:00 am", () => {
    expect(formatDate(Date.UTC(2025, 11, 27, 0, 0), "en-GB", "dateTime")).toBe("Sat 27 Dec 00:00");
    expect(formatDate(Date.UTC(2025, 11, 27, 9, 5), "fr-FR", "time")).toBe("09:05");
    expect(formatDate(Date.UTC(2025, 11, 27, 23, 59), "en-GB", "time")).toBe("23:59");
  });

  it("follows UK summer time across its changes (29 March and 25 October 2026)", () => {
    expect(formatDate(Date.UTC(2026, 2, 29, 0, 59), "en-GB", "time")).toBe("00:59");
    expect(formatDate(Date.UTC(2026, 2, 29, 1, 0), "en-GB", "time")).toBe("02:00");
    expect(formatDate(Date.UTC(2026, 9, 25, 0, 59), "en-GB", "time")).toBe("01:59");
    expect(formatDate(Date.UTC(2026, 9, 25, 1, 0), "en-GB", "time")).toBe("01:00");
  });

  it("the day is the UK day: 23:30 UTC in summer is already the next day", () => {
    expect(formatDate(Date.UTC(2025, 7, 16, 23, 30), "en-GB", "dateTime")).toBe("Sun 17 Aug 00:30");
  });

  it("another zone on request; the reader's own zone once hydrated", () => {
    expect(formatDate(WINTER, "fr-FR", "time", { timeZone: "Europe/Paris" })).toBe("17:00");
    const runtimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDate(SUMMER, "en-GB", "dateTime", { readerZone: true })).toBe(formatDate(SUMMER, "en-GB", "dateTime", { timeZone: runtimeZone }));
    expect(formatDate(SUMMER, "en-GB", "dateTime", { readerZone: true, timeZone: LEAGUE_TIME_ZONE })).toBe("Sat 16 Aug 12:30");
  });

  it("refuses what is not a date", () => {
    expect(() => formatDate("not a date", "en-GB", "date")).toThrow(RangeError);
    expect(() => formatDate(Number.NaN, "fr-FR", "time")).toThrow(RangeError);
  });
});

describe("dates", () => {
  it("short, long (the profile's member since, a long French date), weekday and full", () => {
    expect(formatDate(WINTER, "en-GB", "date")).toBe("27 Dec 2025");
    expect(formatDate(WINTER, "fr-FR", "date")).toBe("27 déc. 2025");
    expect(formatDate(WINTER, "en-GB", "long")).toBe("27 December 2025");
    expect(formatDate(WINTER, "fr-FR", "long")).toBe("27 décembre 2025");
    expect(formatDate(Date.UTC(2025, 7, 1, 12), "fr-FR", "long")).toBe("1 août 2025");
    expect(formatDate(WINTER, "en-GB", "weekday")).toBe("Saturday");
    expect(formatDate(WINTER, "fr-FR", "weekday")).toBe("samedi");
    expect(formatDate(WINTER, "en-GB", "full")).toBe("Saturday 27 December 2025");
    expect(formatDate(WINTER, "fr-FR", "full")).toBe("samedi 27 décembre 2025");
    expect(formatDate(WINTER, "fr-FR", "dayMonth")).toBe("27 déc.");
  });
});

describe("numbers", () => {
  it("groups thousands the way each locale does", () => {
    expect(formatNumber(1_234_567, "en-GB")).toBe("1,234,567");
    expect(formatNumber(1_234_567, "fr-FR")).toBe(`1${NNBSP}234${NNBSP}567`);
    expect(formatNumber(0, "fr-FR")).toBe("0");
    expect(formatNumber(-1200, "en-GB")).toBe("-1,200");
  });

  it("whole numbers unless asked for decimals", () => {
    expect(formatNumber(12.5, "en-GB")).toBe("13");
    expect(formatNumber(12.5, "en-GB", { maximumFractionDigits: 1 })).toBe("12.5");
    expect(formatNumber(12.5, "fr-FR", { maximumFractionDigits: 1 })).toBe("12,5");
    expect(formatNumber(8, "fr-FR", { minimumFractionDigits: 1 })).toBe("8,0");
  });
});

describe("relative times (community.md §9: now, hours, days up to 7 days)", () => {
  const now = WINTER;
  const fr = (ago: number) => formatRelative(now - ago, now, "fr-FR");
  const en = (ago: number) => formatRelative(now - ago, now, "en-GB");

  it("under a minute is 'à l'instant' (and a time a little ahead: clocks differ)", () => {
    expect(fr(0)).toBe("à l'instant");
    expect(fr(59 * SEC)).toBe("à l'instant");
    expect(fr(-30 * SEC)).toBe("à l'instant");
    expect(en(59 * SEC)).toBe("just now");
  });

  it("minutes, then hours under 24 h", () => {
    expect(fr(MIN)).toBe("il y a 1 min");
    expect(fr(5 * MIN)).toBe("il y a 5 min");
    expect(fr(HOUR - SEC)).toBe("il y a 59 min");
    expect(fr(HOUR)).toBe("il y a 1 h");
    expect(fr(DAY - SEC)).toBe("il y a 23 h");
    expect(en(5 * MIN)).toBe("5 min ago");
    expect(en(HOUR)).toBe("1 hour ago");
    expect(en(3 * HOUR)).toBe("3 hours ago");
  });

  it("days up to 7, then the date (with the year only when it is not this year's)", () => {
    expect(fr(DAY)).toBe("il y a 1 jour");
    expect(fr(2 * DAY)).toBe("il y a 2 jours");
    expect(fr(RELATIVE_MAX_DAYS * DAY)).toBe("il y a 7 jours");
    expect(fr((RELATIVE_MAX_DAYS + 1) * DAY - SEC)).toBe("il y a 7 jours");
    expect(fr((RELATIVE_MAX_DAYS + 1) * DAY)).toBe("19 déc.");
    expect(en(DAY)).toBe("1 day ago");
    expect(en(8 * DAY)).toBe("19 Dec");
    expect(fr(365 * DAY)).toBe("27 déc. 2024");
  });

  it("upTo 'hour' (the chat's last seen): minutes, hours under 24 h, then a date", () => {
    expect(formatRelative(now - 23 * HOUR, now, "fr-FR", { upTo: "hour" })).toBe("il y a 23 h");
    expect(formatRelative(now - DAY, now, "fr-FR", { upTo: "hour" })).toBe("26 déc.");
  });
});

describe("day headings (community.md §9 chat: Today, Yesterday, weekday within 7 days, else full date)", () => {
  const now = Date.UTC(2025, 11, 27, 9, 0); // Saturday
  it("calendar days in UK time", () => {
    expect(formatDayHeading(Date.UTC(2025, 11, 27, 0, 5), now, "fr-FR")).toBe("Aujourd'hui");
    expect(formatDayHeading(Date.UTC(2025, 11, 26, 23, 55), now, "fr-FR")).toBe("Hier");
    expect(formatDayHeading(Date.UTC(2025, 11, 26, 23, 55), now, "en-GB")).toBe("Yesterday");
    expect(formatDayHeading(now, now, "en-GB")).toBe("Today");
    expect(formatDayHeading(Date.UTC(2025, 11, 24, 12), now, "fr-FR")).toBe("Mercredi");
    expect(formatDayHeading(Date.UTC(2025, 11, 21, 12), now, "en-GB")).toBe("Sunday");
    expect(formatDayHeading(Date.UTC(2025, 11, 20, 12), now, "fr-FR")).toBe("Samedi 20 décembre 2025");
    expect(formatDayHeading(Date.UTC(2025, 11, 20, 12), now, "en-GB")).toBe("Saturday 20 December 2025");
  });

  it("across a new year", () => {
    expect(formatDayHeading(Date.UTC(2025, 11, 31, 22), Date.UTC(2026, 0, 1, 8), "fr-FR")).toBe("Hier");
  });
});

describe("formatter(locale, zone)", () => {
  it("binds one locale and zone", () => {
    const fmt = formatter("fr-FR");
    expect(fmt.locale).toBe("fr-FR");
    expect(fmt.dateTime(WINTER)).toBe("sam. 27 déc. 16:00");
    expect(fmt.time(SUMMER)).toBe("12:30");
    expect(fmt.date(WINTER)).toBe("27 déc. 2025");
    expect(fmt.date(WINTER, "long")).toBe("27 décembre 2025");
    expect(fmt.number(1500)).toBe(`1${NNBSP}500`);
    expect(fmt.relative(WINTER - 5 * MIN, WINTER)).toBe("il y a 5 min");
    expect(fmt.dayHeading(WINTER, WINTER)).toBe("Aujourd'hui");
    expect(formatter("en-GB", { timeZone: "Europe/Paris" }).time(WINTER)).toBe("17:00");
  });
});

describe("league time in forms", () => {
  it("reads and writes datetime-local values in UK time, summer and winter", () => {
    expect(fromLeagueInputValue("2026-01-03T11:00")).toBe(Date.UTC(2026, 0, 3, 11, 0));
    expect(fromLeagueInputValue("2026-08-15T11:00")).toBe(Date.UTC(2026, 7, 15, 10, 0));
    expect(toLeagueInputValue(Date.UTC(2026, 7, 15, 10, 0))).toBe("2026-08-15T11:00");
    expect(toLeagueInputValue(Date.UTC(2026, 0, 3, 11, 0))).toBe("2026-01-03T11:00");
    expect(fromLeagueInputValue("2026-02-30T11:00")).toBeNull();
    expect(fromLeagueInputValue("tomorrow")).toBeNull();
  });
});

describe("plural", () => {
  it("follows each language's rules", async () => {
    const { plural } = await import("./format.ts");
    const fr = (n: number) => plural("fr-FR", n, { one: `${n} commentaire`, other: `${n} commentaires` });
    const en = (n: number) => plural("en-GB", n, { one: `${n} comment`, other: `${n} comments` });
    expect([0, 1, 2].map(fr)).toEqual(["0 commentaire", "1 commentaire", "2 commentaires"]);
    expect([0, 1, 2].map(en)).toEqual(["0 comments", "1 comment", "2 comments"]);
  });
});
