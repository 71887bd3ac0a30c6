// What a person can ask Web Push to tell them (issue 46): the shape, its defaults and the
// quiet hours rule. One home for both the preferences API and the sender.
import { z } from "zod";

export const DEADLINE_REMINDERS = ["unsaved", "always", "off"] as const;
export type DeadlineReminder = (typeof DEADLINE_REMINDERS)[number];

/** Minutes after midnight, in the person's time zone. */
const minuteOfDay = z.number().int().min(0).max(1439);

export const pushPreferencesSchema = z
  .object({
    /** 24 h and 1 h before each deadline: only when that gameweek's team is not saved, always, or never. */
    deadline: z.enum(DEADLINE_REMINDERS),
    /** A goal, an assist, a clean sheet kept to full time, bonus confirmed, the captain's returns; at most one push a minute. */
    livePlayers: z.boolean(),
    /** The gameweek's final points and rank. */
    finalPoints: z.boolean(),
    /** Replies and mentions on the wall. */
    wallReplies: z.boolean(),
    /** Moderation notices and bans. */
    moderation: z.boolean(),
    /** Quiet hours: no push from quietStart to quietEnd (may cross midnight); both null for none. */
    quietStart: minuteOfDay.nullable(),
    quietEnd: minuteOfDay.nullable(),
  })
  .refine((p) => (p.quietStart === null) === (p.quietEnd === null), { path: ["quietEnd"] });
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

/** What a person gets before they change anything (no push_preferences row). */
export const DEFAULT_PUSH_PREFERENCES: PushPreferences = {
  deadline: "unsaved",
  livePlayers: true,
  finalPoints: true,
  wallReplies: true,
  moderation: true,
  quietStart: null,
  quietEnd: null,
};

/** The minute of the day (0-1439) at `now` in `timeZone`. */
export function minuteOfDayIn(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(now);
  const hour = Number(parts.find((p) => p.type === "hour")?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === "minute")?.value ?? 0);
  return hour * 60 + minute;
}

/** True when `now` falls in the person's quiet hours (start inclusive, end exclusive; crossing midnight allowed). */
export function inQuietHours(prefs: Pick<PushPreferences, "quietStart" | "quietEnd">, now: Date, timeZone: string): boolean {
  const { quietStart: start, quietEnd: end } = prefs;
  if (start === null || end === null || start === end) return false;
  const minute = minuteOfDayIn(now, timeZone);
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}
