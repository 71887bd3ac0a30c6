// Each push's words and the page it opens (issue 46), in the language of the reader in force
// (the consumer composes each person's push inside runForReader with their locale and zone).
// The payload is the service worker's contract: {title, body, url, tag, lang}.
import { currentLocale } from "./locale.ts";
import { deadlineText } from "./deadline.ts";
import { pushSendMessages as t } from "./messages/push-send.ts";
import { noticeMessages } from "./messages/notices.ts";
import type { BanScope, RemovedItem } from "./moderation.ts";
import type { LiveEvent, PushOptionsOf, PushPayload, ReminderLead } from "./push-queue.ts";
import type { PersonLive } from "./push-live.ts";

const payload = (title: string, body: string, url: string, tag: string): PushPayload => ({ title, body, url, tag, lang: currentLocale() });
/** A push's text stays short: a notification shows a few lines. */
const clip = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The deadline reminder: to the team builder, tagged per gameweek (the 1 h one replaces the 24 h one on the screen). */
export function deadlinePush(gameweek: number, lead: ReminderLead, deadline: number, teamSaved: boolean): PushPayload {
  const at = deadlineText(deadline);
  return payload(t.deadline.title(gameweek, lead), teamSaved ? t.deadline.saved(at) : t.deadline.unsaved(at), "/pick-team", `deadline-${gameweek}`);
}

/** What one player did, in words: 'goal', '2 goals and assist', 'clean sheet'. */
export function eventWords(event: LiveEvent): string {
  const parts = [
    ...(event.goals ? [t.live.goals(event.goals)] : []),
    ...(event.assists ? [t.live.assists(event.assists)] : []),
    ...(event.cleanSheet ? [t.live.cleanSheet] : []),
    ...(event.bonus ? [t.live.bonus(event.bonus)] : []),
  ];
  return parts.join(t.live.and);
}

/** 'Haaland goal +8 (C), Saka assist +3: 61 pts, rank 12,403 → 9,877', to the live team; one tag a gameweek (a newer push replaces the older). */
export function livePush(gameweek: number, person: PersonLive): PushPayload {
  const lines = person.lines.map(({ event, multiplier }) => t.live.line(event.name, eventWords(event), event.points * multiplier, multiplier > 1));
  return payload(t.live.title(gameweek), clip(`${lines.join(", ")}: ${t.live.total(person.points, person.rank, person.previousRank)}`, 200), "/live-team", `live-${gameweek}`);
}

/** The gameweek's final points and rank, to My Team. */
export function finalPush(gameweek: number, points: number, rank: number | null): PushPayload {
  return payload(t.final.title(gameweek), t.final.body(points, rank), "/my-team", `final-${gameweek}`);
}

/** A reply or a mention on the wall: who, their words, to the post's thread. */
export function replyPush(authorName: string, postId: number, text: string, mention: boolean): PushPayload {
  return payload(mention ? t.replies.mention(authorName) : t.replies.reply(authorName), clip(text), `/terrace?thread=${postId}`, `wall-${postId}`);
}

/** A moderation notice, by push: the notice's own title and words (domain/messages/notices.ts), to the notices page. */
export function moderationPush(notice: { id: number; kind: "content_removed"; item: RemovedItem; label: string; count: number; reason: string | null } | { id: number; kind: "user_banned"; scope: BanScope; endsAt: number | null; reason: string }): PushPayload {
  const body = notice.kind === "content_removed" ? noticeMessages.removed(notice.item, notice.label, notice.count, notice.reason) : noticeMessages.banned(notice.scope, notice.endsAt, notice.reason);
  return payload(noticeMessages.kinds[notice.kind], clip(body, 200), "/notices", `notice-${notice.id}`);
}

/**
 * How long a push service keeps each push for a browser that is off, and how urgent it is: a
 * reminder is worth nothing after its deadline; a live push after a few minutes (the next one
 * says more); the rest a day.
 */
export function deliveryOf(kind: "deadline" | "live" | "final" | "replies" | "moderation", context: { now: number; deadline?: number; gameweek?: number } = { now: 0 }): PushOptionsOf {
  switch (kind) {
    case "deadline":
      return { ttl: Math.max(60, Math.min(24 * 3600, Math.floor(((context.deadline ?? context.now) - context.now) / 1000))), urgency: "high", topic: `deadline-${context.gameweek ?? 0}` };
    case "live":
      return { ttl: 600, urgency: "high", topic: `live-${context.gameweek ?? 0}` };
    default:
      return { ttl: 24 * 3600, urgency: "normal" };
  }
}
