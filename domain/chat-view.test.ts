import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAGUE_TIME_ZONE, setReaderSource, withLocale } from "./locale";

// These tests read the French texts (the spec's); the English ones are checked where marked (issue 45).
beforeAll(() => setReaderSource(() => ({ locale: "fr-FR", timeZone: LEAGUE_TIME_ZONE })));
afterAll(() => setReaderSource(() => undefined));
import { lastSeenText, listRows, mentionParts, mentions, nearBottom, nearTop } from "./chat-view";

const NOW = Date.UTC(2025, 11, 24, 12, 0); // Wednesday 24 December 2025, 12:00 UK
const H = 3_600_000;

describe("listRows", () => {
  it("puts a day heading before each calendar day and the unread divider before the first unread", () => {
    const messages = [
      { id: 1, timestamp: NOW - 20 * 24 * H },
      { id: 2, timestamp: NOW - 3 * 24 * H },
      { id: 3, timestamp: NOW - 24 * H },
      { id: 4, timestamp: NOW - 2 * H },
      { id: 5, timestamp: new Date(NOW - H).toISOString() },
    ];
    const rows = listRows(messages, NOW, { firstUnreadId: 5 });
    expect(rows.map((r) => (r.kind === "message" ? r.message.id : r.kind === "day" ? r.label : "--"))).toEqual([
      "Jeudi 4 décembre 2025",
      1,
      "Dimanche",
      2,
      "Hier",
      3,
      "Aujourd'hui",
      4,
      "--",
      5,
    ]);
  });
  it("has no divider when the first unread is not given or not listed", () => {
    const rows = listRows([{ id: "a", timestamp: NOW }], NOW, {
      firstUnreadId: "zz",
    });
    expect(rows.map((r) => r.kind)).toEqual(["day", "message"]);
  });
  it("continues a list without repeating the day heading it ends with", () => {
    expect(
      listRows([{ id: 9, timestamp: NOW }], NOW, {
        afterDay: "Aujourd'hui",
      }).map((r) => r.kind)
    ).toEqual(["message"]);
  });
});

describe("mentionParts", () => {
  it("splits out @usernames, not e-mail addresses", () => {
    expect(mentionParts("salut @demo et @admin_2.")).toEqual([
      { text: "salut " },
      { text: "@demo", mention: "demo" },
      { text: " et " },
      { text: "@admin_2", mention: "admin_2" },
      { text: "." },
    ]);
    expect(mentionParts("écris à a@b.fr")).toEqual([{ text: "écris à a@b.fr" }]);
    expect(mentionParts("@x")).toEqual([{ text: "@x" }]);
    expect(mentions("yo @Demo!", "demo")).toBe(true);
    expect(mentions("yo demo", "demo")).toBe(false);
  });
});

describe("lastSeenText", () => {
  it("says Just now under a minute, then minutes, hours under 24 h, then a date", () => {
    expect(lastSeenText(NOW - 30_000, NOW)).toBe("À l'instant");
    expect(withLocale("en-GB", () => lastSeenText(NOW - 30_000, NOW))).toBe("Just now");
    expect(lastSeenText(NOW - 5 * 60_000, NOW)).toBe("il y a 5 min");
    expect(lastSeenText(NOW - 23 * H, NOW)).toBe("il y a 23 h");
    expect(lastSeenText(NOW - 2 * 24 * H, NOW)).toBe("22 déc.");
  });
});

describe("scroll thresholds", () => {
  it("loads history within 100 px of the top and follows within 80 px of the bottom", () => {
    expect(nearTop(100)).toBe(true);
    expect(nearTop(101)).toBe(false);
    expect(nearBottom(80)).toBe(true);
    expect(nearBottom(81)).toBe(false);
  });
});

describe("in the reader's language (issue 45)", () => {
  it("day headings and last seen follow the locale", () => {
    const rows = withLocale("en-GB", () => listRows([{ id: "a", timestamp: new Date(NOW - H).toISOString() }], NOW));
    expect(rows[0]).toMatchObject({ kind: "day", label: "Today" });
    expect(withLocale("en-GB", () => lastSeenText(NOW - 3 * H, NOW))).toBe("3 hours ago");
    expect(withLocale("fr-FR", () => lastSeenText(NOW - 3 * H, NOW))).toBe("il y a 3 h");
  });
});
