// Web Push's queue (issue 46, decision 053): the messages the cron and the services send to
// terrace-push, what a push carries to the service worker, and the pure rules of the fan-out:
// which deadline reminders are due, how many people a page holds. The consumer is
// api/jobs/push-queue.ts.
import type { PushPreferences } from "./push-preferences.ts";

/** What the service worker receives (the contract with public/sw's push handler): the text, the page it opens, the coalescing tag, the language. */
export type PushPayload = { title: string; body: string; url: string; tag: string; lang: string };

/** What a person asked for that a push belongs to (push_preferences' switches). */
export type PushTopic = "deadline" | "live" | "final" | "replies" | "moderation";

/** A player's events a live push tells: how many of each since the last push, and the points they brought. */
export type LiveEvent = { playerId: number; name: string; goals: number; assists: number; cleanSheet: boolean; bonus: number; points: number };

/** A fan-out to everyone with a subscription, a page of people at a time. */
export type FanOutJob =
  | { type: "deadline"; gameweek: number; lead: ReminderLead; deadline: number }
  | { type: "final"; gameweek: number }
  | { type: "live"; gameweek: number; minute: number; events: LiveEvent[] };

export type PushOptionsOf = { ttl: number; urgency: "very-low" | "low" | "normal" | "high"; topic?: string };

export type PushQueueMessage =
  /** The cron's minute: what is due (reminders, finals, live events, new notices and replies). */
  | { kind: "tick"; at: number }
  /** Plans the next pages of a fan-out: people with a subscription after `after` (user id order). */
  | { kind: "plan"; job: FanOutJob; after: string }
  /** One page of people: composed in each one's language, filtered by their preferences and quiet hours, sent. */
  | { kind: "people"; job: FanOutJob; userIds: string[] }
  /** Account notices (moderation removals and bans) with ids in (fromId, toId]: each pushed to its owner. */
  | { kind: "notices"; fromId: number; toId: number }
  /** Wall comments with ids in (fromId, toId]: the people they reply to or mention. */
  | { kind: "replies"; fromId: number; toId: number }
  /** Pushes a push service answered 429 or 5xx, sent again (each already composed and filtered). */
  | { kind: "resend"; attempt: number; items: { subscriptionId: number; payload: PushPayload; options: PushOptionsOf }[] };

/** The people one `people` message holds: D1 reads them in one IN list (api/db/in-list.ts) and a page of pushes stays under the Worker's subrequests. */
export const PEOPLE_PER_MESSAGE = 100;
/** The people one `plan` message reads (then sends their pages, 100 messages a sendBatch). */
export const PEOPLE_PER_PLAN = 10_000;
/** A resend is tried this many times, later each time, then dropped. */
export const RESEND_ATTEMPTS = 5;
/** The wait before resend `attempt` (1-based): what the push service asked (Retry-After), else 30 s, 1 min, 2 min, 4 min, 8 min; at most 15 min. */
export const resendDelaySeconds = (attempt: number, retryAfter: number | null) => Math.min(15 * 60, retryAfter !== null ? Math.max(1, retryAfter) : 30 * 2 ** (attempt - 1));

/** Reminders go 24 h and 1 h before a deadline. */
export const REMINDER_LEADS = [24, 1] as const;
export type ReminderLead = (typeof REMINDER_LEADS)[number];
const HOUR = 3_600_000;

/**
 * The reminders due at `now` for upcoming gameweeks: a lead is due from `deadline - lead` until the
 * deadline. When both are due (the 24 h one was missed, say the app started 30 minutes before),
 * only the nearer one is sent and the other is marked done (`send: false`): one push, not two.
 */
export function dueReminders(gameweeks: readonly { id: number; deadline: number; status: string }[], now: number): { gameweek: number; lead: ReminderLead; deadline: number; send: boolean }[] {
  const due: { gameweek: number; lead: ReminderLead; deadline: number; send: boolean }[] = [];
  for (const gw of gameweeks) {
    if (gw.status !== "upcoming" || gw.deadline <= now) continue;
    const open = REMINDER_LEADS.filter((lead) => now >= gw.deadline - lead * HOUR);
    const nearest = Math.min(...open);
    for (const lead of open) due.push({ gameweek: gw.id, lead, deadline: gw.deadline, send: lead === nearest });
  }
  return due;
}

/** The key that makes a fan-out go once (push_claims). */
export const claimKey = (job: { type: "deadline"; gameweek: number; lead: number } | { type: "final"; gameweek: number }) =>
  job.type === "deadline" ? `deadline:${job.gameweek}:${job.lead}` : `final:${job.gameweek}`;

/** Whether a person's preferences take a push of `topic` (quiet hours are checked with the clock, apart). */
export function wants(prefs: PushPreferences, topic: PushTopic, teamSaved: boolean): boolean {
  switch (topic) {
    case "deadline":
      return prefs.deadline === "always" || (prefs.deadline === "unsaved" && !teamSaved);
    case "live":
      return prefs.livePlayers;
    case "final":
      return prefs.finalPoints;
    case "replies":
      return prefs.wallReplies;
    case "moderation":
      return prefs.moderation;
  }
}

export const topicOf = (job: FanOutJob): PushTopic => job.type;
