import { describe, expect, it } from "vitest";
import { deadlineText, timeLeft } from "./deadline.ts";
import { withLocale } from "./locale.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const now = Date.parse("2025-12-27T09:00:00Z");
const left = (ms: number) => timeLeft(now + ms, now);

describe("timeLeft", () => {
  it("counts hours under 24 h", () => {
    expect(left(59 * MINUTE)).toEqual({ label: "Less than an hour left", urgent: true, passed: false });
    expect(left(HOUR).label).toBe("1 hour left");
    expect(left(5 * HOUR + 3 * MINUTE).label).toBe("5 hours left");
    expect(left(23 * HOUR + 59 * MINUTE)).toEqual({ label: "23 hours left", urgent: true, passed: false });
  });

  it("counts days from 24 h, with the odd hours", () => {
    expect(left(24 * HOUR)).toEqual({ label: "1 day left", urgent: false, passed: false });
    expect(left(47 * HOUR).label).toBe("1 day 23h left");
    expect(left(48 * HOUR + 30 * MINUTE).label).toBe("2 days left");
  });

  it("says when the deadline has passed, or is unknown", () => {
    expect(left(0)).toEqual({ label: "Deadline passed", urgent: false, passed: true });
    expect(left(-HOUR).passed).toBe(true);
    expect(timeLeft("not a date", now).passed).toBe(true);
  });

  it("reads an ISO deadline like an epoch one", () => {
    expect(timeLeft("2025-12-27T14:00:00Z", now)).toEqual(left(5 * HOUR));
  });
});

describe("deadlineText (issue 45)", () => {
  it("says the day, the time and the zone, in the reader's language", () => {
    const deadline = "2025-12-27T16:00:00Z";
    expect(deadlineText(deadline)).toBe("Sat 27 Dec, 16:00 UK time");
    expect(withLocale("fr-FR", () => deadlineText(deadline))).toBe("sam. 27 déc. à 16:00, heure de Londres");
    // Summer: the league's clock is an hour ahead of UTC.
    expect(deadlineText("2026-08-15T10:00:00Z")).toBe("Sat 15 Aug, 11:00 UK time");
  });

  it("counts the time left by each language's plural rules", () => {
    const now = Date.parse("2025-12-20T12:00:00Z");
    expect(withLocale("fr-FR", () => timeLeft(now + 3_600_000, now).label)).toBe("1 heure restante");
    expect(withLocale("fr-FR", () => timeLeft(now + 2 * 86_400_000 + 5 * 3_600_000, now).label)).toBe("Encore 2 jours 5 h");
    expect(timeLeft(now + 86_400_000, now).label).toBe("1 day left");
  });
});
