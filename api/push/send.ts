// Sending pushes to people (issue 46, decision 053): who they are (their subscriptions, language,
// time zone and preferences, read in one statement per page), and the POSTs to their push services
// with what each answer means: 201/202 delivered (last_sent_at), 404/410 the subscription is gone
// (deleted), 429/5xx or no answer: sent again later by a message of its own, the rest dropped.
import { IN_JSON, jsonList } from "../db/in-list";
import type { Env } from "../env";
import { DEFAULT_PUSH_PREFERENCES, inQuietHours, type PushPreferences } from "../../domain/push-preferences";
import { DEFAULT_LOCALE, isLocale, isTimeZone, LEAGUE_TIME_ZONE, type Locale } from "../../domain/locale";
import { RESEND_ATTEMPTS, resendDelaySeconds, type PushOptionsOf, type PushPayload, type PushQueueMessage } from "../../domain/push-queue";
import { pushRequest, type PushTarget, type Vapid } from "./web-push";

export type Subscription = PushTarget & { id: number };
/** A person a push may go to: their reader (language and zone), what they asked for, their browsers. */
export type Person = { userId: string; locale: Locale; timeZone: string; prefs: PushPreferences; subscriptions: Subscription[] };

type PersonRow = {
  id: number; user_id: string; endpoint: string; p256dh: string; auth: string; locale: string | null; time_zone: string | null;
  has_prefs: number | null; deadline: PushPreferences["deadline"] | null; live_players: number | null; final_points: number | null;
  wall_replies: number | null; moderation: number | null; quiet_start: number | null; quiet_end: number | null;
};

/** The people among `userIds` with at least one subscription (deleted accounts left out), in one read. */
export async function readPeople(db: D1Database, userIds: readonly string[]): Promise<Map<string, Person>> {
  const people = new Map<string, Person>();
  if (userIds.length === 0) return people;
  const rows = await db
    .prepare(
      `SELECT s.id, s.user_id, s.endpoint, s.p256dh, s.auth, u.locale, u.time_zone, p.user_id IS NOT NULL AS has_prefs, p.deadline, p.live_players,
              p.final_points, p.wall_replies, p.moderation, p.quiet_start, p.quiet_end
       FROM push_subscriptions s JOIN users u ON u.id = s.user_id LEFT JOIN push_preferences p ON p.user_id = s.user_id
       WHERE s.user_id IN ${IN_JSON} AND u.deleted_at IS NULL ORDER BY s.user_id, s.id`,
    )
    .bind(jsonList(userIds))
    .all<PersonRow>();
  for (const r of rows.results) {
    let person = people.get(r.user_id);
    if (!person) {
      const prefs: PushPreferences = r.has_prefs
        ? { deadline: r.deadline!, livePlayers: !!r.live_players, finalPoints: !!r.final_points, wallReplies: !!r.wall_replies, moderation: !!r.moderation, quietStart: r.quiet_start, quietEnd: r.quiet_end }
        : DEFAULT_PUSH_PREFERENCES;
      const timeZone = r.time_zone && isTimeZone(r.time_zone) ? r.time_zone : LEAGUE_TIME_ZONE;
      person = { userId: r.user_id, locale: isLocale(r.locale) ? r.locale : DEFAULT_LOCALE, timeZone, prefs, subscriptions: [] };
      people.set(r.user_id, person);
    }
    person.subscriptions.push({ id: r.id, endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth });
  }
  return people;
}

/** Whether a person takes a push now: not in their quiet hours (their zone, the real clock). */
export const awake = (person: Person, at = new Date()) => !inQuietHours(person.prefs, at, person.timeZone);

export type Outbox = { subscription: Subscription; payload: PushPayload; options: PushOptionsOf }[];
export type SendReport = { sent: number; gone: number; resent: number; dropped: number };

/** How many POSTs one consumer has in flight (the Worker keeps 6 connections open and queues the rest). */
const IN_FLIGHT = 12;

function vapidOf(env: Env): Vapid | null {
  if (!env.VAPID_PRIVATE_JWK || !env.VAPID_SUBJECT) return null;
  return { privateJwk: env.VAPID_PRIVATE_JWK, subject: env.VAPID_SUBJECT };
}

/** A push service's URL: https; http only to this machine, on the local data (the tests' and the bench's receiver). */
function endpointAllowed(env: Env, endpoint: string): boolean {
  try {
    const url = new URL(endpoint);
    if (url.protocol === "https:") return true;
    return url.protocol === "http:" && env.LOCAL_DATA === "true" && (url.hostname === "127.0.0.1" || url.hostname === "localhost");
  } catch {
    return false;
  }
}

/**
 * POSTs each push, IN_FLIGHT at a time. Delivered: last_sent_at set (one statement). 404/410:
 * the subscription deleted. 429, 5xx, a network failure: a `resend` message for those, after
 * the wait they asked for (Retry-After) or the next step of the back-off; after RESEND_ATTEMPTS, dropped.
 * Unset VAPID keys: nothing is sent.
 */
export async function sendPushes(env: Env, outbox: Outbox, attempt = 0): Promise<SendReport> {
  const report: SendReport = { sent: 0, gone: 0, resent: 0, dropped: 0 };
  const vapid = vapidOf(env);
  if (!vapid) {
    if (outbox.length) console.warn(`Web Push: VAPID_PRIVATE_JWK or VAPID_SUBJECT unset, ${outbox.length} pushes not sent`);
    report.dropped = outbox.length;
    return report;
  }
  const delivered: number[] = [];
  const gone: number[] = [];
  const again: { item: Outbox[number]; retryAfter: number | null }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < outbox.length) {
      const item = outbox[next++]!;
      if (!endpointAllowed(env, item.subscription.endpoint)) {
        report.dropped++;
        continue;
      }
      try {
        const response = await fetch(await pushRequest(vapid, item.subscription, item.payload, item.options));
        await response.body?.cancel();
        if (response.status >= 200 && response.status < 300) delivered.push(item.subscription.id);
        else if (response.status === 404 || response.status === 410) gone.push(item.subscription.id);
        else if (response.status === 429 || response.status >= 500) again.push({ item, retryAfter: retryAfterSeconds(response.headers.get("Retry-After")) });
        else {
          console.warn(`Web Push: ${response.status} from ${new URL(item.subscription.endpoint).origin}, push dropped`);
          report.dropped++;
        }
      } catch (err) {
        console.warn(`Web Push: ${new URL(item.subscription.endpoint).origin} unreachable: ${String(err)}`);
        again.push({ item, retryAfter: null });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, outbox.length) }, worker));
  const writes: D1PreparedStatement[] = [];
  if (delivered.length) writes.push(env.DB.prepare(`UPDATE push_subscriptions SET last_sent_at = ? WHERE id IN ${IN_JSON}`).bind(Date.now(), jsonList(delivered)));
  if (gone.length) writes.push(env.DB.prepare(`DELETE FROM push_subscriptions WHERE id IN ${IN_JSON}`).bind(jsonList(gone)));
  if (writes.length) await env.DB.batch(writes);
  report.sent = delivered.length;
  report.gone = gone.length;
  if (again.length && attempt + 1 <= RESEND_ATTEMPTS && env.PUSH_QUEUE) {
    const delaySeconds = resendDelaySeconds(attempt + 1, Math.max(0, ...again.map((a) => a.retryAfter ?? 0)) || null);
    const items = again.map(({ item }) => ({ subscriptionId: item.subscription.id, payload: item.payload, options: item.options }));
    // A message stays well under the queue's 128 KB: 50 pushes of at most ~1 KB each.
    for (let i = 0; i < items.length; i += 50) {
      const message: PushQueueMessage = { kind: "resend", attempt: attempt + 1, items: items.slice(i, i + 50) };
      await env.PUSH_QUEUE.send(message, { delaySeconds });
    }
    report.resent = again.length;
  } else report.dropped += again.length;
  return report;
}

function retryAfterSeconds(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, Math.ceil((at - Date.now()) / 1000)) : null;
}

/** The subscriptions with these ids (a resend's), as they are now: deleted ones are gone. */
export async function readSubscriptions(db: D1Database, ids: readonly number[]): Promise<Map<number, Subscription>> {
  if (ids.length === 0) return new Map();
  const rows = await db.prepare(`SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE id IN ${IN_JSON}`).bind(jsonList(ids)).all<Subscription>();
  return new Map(rows.results.map((r) => [r.id, r]));
}
