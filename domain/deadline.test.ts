import { describe, expect, it } from "vitest";
import { timeLeft } from "./deadline.ts";

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
