import { describe, expect, it } from "vitest";
import { DEFAULT_PUSH_PREFERENCES, inQuietHours, minuteOfDayIn, pushPreferencesSchema } from "./push-preferences.ts";

describe("push preferences", () => {
  it("reads the minute of the day in the person's time zone", () => {
    const at = new Date("2026-12-12T11:30:00Z");
    expect(minuteOfDayIn(at, "Europe/London")).toBe(11 * 60 + 30);
    expect(minuteOfDayIn(at, "Asia/Tokyo")).toBe(20 * 60 + 30);
  });

  it("keeps quiet hours, across midnight too", () => {
    const night = { quietStart: 22 * 60, quietEnd: 7 * 60 };
    expect(inQuietHours(night, new Date("2026-12-12T23:10:00Z"), "Europe/London")).toBe(true);
    expect(inQuietHours(night, new Date("2026-12-12T06:59:00Z"), "Europe/London")).toBe(true);
    expect(inQuietHours(night, new Date("2026-12-12T07:00:00Z"), "Europe/London")).toBe(false);
    expect(inQuietHours(night, new Date("2026-12-12T12:00:00Z"), "Europe/London")).toBe(false);
    const lunch = { quietStart: 12 * 60, quietEnd: 13 * 60 };
    expect(inQuietHours(lunch, new Date("2026-12-12T12:30:00Z"), "Europe/London")).toBe(true);
    expect(inQuietHours(DEFAULT_PUSH_PREFERENCES, new Date(), "Europe/London")).toBe(false);
  });

  it("refuses half-set quiet hours and minutes out of the day", () => {
    expect(pushPreferencesSchema.safeParse(DEFAULT_PUSH_PREFERENCES).success).toBe(true);
    expect(pushPreferencesSchema.safeParse({ ...DEFAULT_PUSH_PREFERENCES, quietStart: 60 }).success).toBe(false);
    expect(pushPreferencesSchema.safeParse({ ...DEFAULT_PUSH_PREFERENCES, quietStart: 60, quietEnd: 1440 }).success).toBe(false);
    expect(pushPreferencesSchema.safeParse({ ...DEFAULT_PUSH_PREFERENCES, deadline: "sometimes" }).success).toBe(false);
  });
});
