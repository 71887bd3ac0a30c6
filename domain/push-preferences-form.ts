// The notification preferences as a plain HTML form (/profile/notifications, works without
// JavaScript): checkboxes, a choice of three and two <input type="time">, read into the one shape
// of domain/push-preferences.ts (the API's PUT /push/preferences takes that shape as JSON).
import { pushMessages } from "./messages/push.ts";
import { DEADLINE_REMINDERS, pushPreferencesSchema, type PushPreferences } from "./push-preferences.ts";

/** The form's field names, one per preference (the quiet hours as two times). */
export const PUSH_PREFERENCE_TOGGLES = ["livePlayers", "finalPoints", "wallReplies", "moderation"] as const;

/** A minute of the day as <input type="time">'s value ("07:05"); "" for none. */
export function timeOfMinute(minute: number | null): string {
  if (minute === null) return "";
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

/** "HH:MM" (or "HH:MM:SS", as some browsers send) as a minute of the day; "" is null; undefined when it is not a time. */
export function minuteOfTime(value: string | undefined): number | null | undefined {
  const text = (value ?? "").trim();
  if (!text) return null;
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

export type PushPreferencesFormResult = { ok: true; value: PushPreferences } | { ok: false; fields: Record<string, string> };

/** The posted form as preferences, or the field errors (in the reader's language). */
export function readPushPreferencesForm(fields: Record<string, string>): PushPreferencesFormResult {
  const errors: Record<string, string> = {};
  const quietStart = minuteOfTime(fields.quietStart);
  const quietEnd = minuteOfTime(fields.quietEnd);
  if (quietStart === undefined) errors.quietStart = pushMessages.prefs.badTime;
  if (quietEnd === undefined) errors.quietEnd = pushMessages.prefs.badTime;
  if (quietStart !== undefined && quietEnd !== undefined && (quietStart === null) !== (quietEnd === null)) errors[quietStart === null ? "quietStart" : "quietEnd"] = pushMessages.prefs.quietBoth;
  const deadline = (DEADLINE_REMINDERS as readonly string[]).includes(fields.deadline ?? "") ? fields.deadline : undefined;
  const parsed = pushPreferencesSchema.safeParse({
    deadline,
    ...Object.fromEntries(PUSH_PREFERENCE_TOGGLES.map((name) => [name, fields[name] === "on" || fields[name] === "true"])),
    quietStart: quietStart ?? null,
    quietEnd: quietEnd ?? null,
  });
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "")] ??= issue.path[0] === "quietEnd" ? pushMessages.prefs.quietBoth : issue.message;
  if (Object.keys(errors).length || !parsed.success) return { ok: false, fields: errors };
  return { ok: true, value: parsed.data };
}
