// The moderation core (DESIGN §9): reports, auto-hide, bans and the audit log, one model
// behind the spec's three moderation screens (chat messages, posts, comments) and every
// other staff action. Pure rules here; storage and permissions in api/services/{reports,bans,audit}.ts.
import { z } from "zod";
import { listQuerySchema, type ListSpec } from "./lists";
import { reasonSchema } from "./reasons.ts";
import { moderationMessages } from "./messages/moderation.ts";
import { badIdMessage, isRowIdText } from "./row-id.ts";
import { parseMessageId } from "./chat-ids.ts";
import { pageNumberSchema } from "./lists";
import { DAY_MS } from "./constants.ts";

/** What can be reported; each kind's screen is a view of the same report cases (team votes and player polls: decision 040). */
export const REPORTABLE_KINDS = ["post", "comment", "chat_message", "team_vote", "player_vote"] as const;
export type ReportableKind = (typeof REPORTABLE_KINDS)[number];

/** A ban applies to one kind of writing; reading stays allowed. */
export const BAN_SCOPES = ["posts", "comments", "chat"] as const;
export type BanScope = (typeof BAN_SCOPES)[number];

/** The scope a report kind's author is banned from by its moderation screen. */
export const BAN_SCOPE_OF: Record<ReportableKind, BanScope> = { post: "posts", comment: "comments", chat_message: "chat", team_vote: "posts", player_vote: "posts" };

/** The kinds of the votes' queue (/adminvotes): team votes and player polls, written under the posting ban (decision 040). */
export const VOTE_KINDS = ["team_vote", "player_vote"] as const satisfies readonly ReportableKind[];
export type VoteKind = (typeof VOTE_KINDS)[number];

const HOUR = 3_600_000;
/** Ban lengths offered to moderators; `permanent` has no end. */
export const BAN_DURATIONS = {
  "24h": 24 * HOUR,
  "72h": 72 * HOUR,
  "7d": 7 * 24 * HOUR,
  "30d": 30 * 24 * HOUR,
  permanent: null,
} as const satisfies Record<string, number | null>;
export type BanDuration = keyof typeof BAN_DURATIONS;
export const BAN_DURATION_KEYS = Object.keys(BAN_DURATIONS) as BanDuration[];

/** Distinct reporters after which an item is hidden from everyone but its author and staff (Discourse's default). */
export const AUTO_HIDE_REPORTERS = 3;

/**
 * Standing (decision 029): a report counts toward auto-hide only when its reporter is staff or
 * their account was at least this old when they reported, and they had no report on the item
 * that staff already cleared. Other reports are kept and shown to staff, but hide nothing: a
 * handful of fresh accounts cannot take an item down, nor take it down again once cleared.
 */
export const REPORT_STANDING_MS = DAY_MS;

/** How far back the ban dialog shows a user's moderation history. */
export const MODERATION_HISTORY_MONTHS = 6;

/** A case is open until a moderator clears its reports or removes the item. */
export const CASE_STATUSES = ["open", "cleared", "removed"] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** Every staff action the audit log knows; areas add theirs here (one list, one filter). */
export const AUDIT_ACTIONS = [
  "content.delete",
  "content.edit",
  "content.restore",
  "reports.clear",
  "user.ban",
  "user.unban",
  "user.edit",
  "user.role",
  "user.status",
  "user.delete",
  "leak.edit",
  "leak.delete",
  "order.status",
  "order.delete",
  "challenge.create",
  "challenge.edit",
  "challenge.status",
  "challenge.delete",
  "gameweek.status",
  "points.adjust",
  "stadium.create",
  "stadium.edit",
  "stadium.delete",
  "stadium.archive",
  "stadium.unarchive",
  "data.import",
  "data.restore",
  "rankings.run",
  "clock.advance",
  "user.view_private",
  "order.view_private",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const reason = reasonSchema({ max: 500, tooLong: () => moderationMessages.reasonTooLong(500), required: () => moderationMessages.banReasonRequired });

/** A ban as a moderator sends it: a reason that is not blank, and a length (permanent by default). */
export const banInputSchema = z.object({
  reason,
  duration: z.enum(BAN_DURATION_KEYS as [BanDuration, ...BanDuration[]]).default("permanent"),
});
export type BanInput = z.infer<typeof banInputSchema>;

/**
 * What a ban from a moderation queue does with the author's open cases in the ban's scope (issue 42):
 * clear their reports (the items show again) or remove the items. Either way they leave the queue.
 */
export const AUTHOR_ITEMS_ACTIONS = ["clear", "remove"] as const;
export type AuthorItemsAction = (typeof AUTHOR_ITEMS_ACTIONS)[number];
const authorItems = z.enum(AUTHOR_ITEMS_ACTIONS).default("clear");

/** A ban from a queue (the row's dialog): the ban, and what becomes of the author's reported items. */
export const queueBanInputSchema = banInputSchema.extend({ authorItems });
export type QueueBanInput = z.output<typeof queueBanInputSchema>;

/** The kinds whose author a ban in `scope` silences (their cases go with the ban). */
export const KINDS_OF_SCOPE = (scope: BanScope): ReportableKind[] => REPORTABLE_KINDS.filter((k) => BAN_SCOPE_OF[k] === scope);

/** A report: its reason (the comment prompt asks for one; posts and chat messages send a default). */
export const reportInputSchema = z.object({
  reason: reasonSchema({ max: 500, tooLong: () => moderationMessages.reasonTooLong(500) }).default(""),
});

/** What staff remove that its author is told about (an account notice, issue 25), and the area whose language tells it. */
export const REMOVED_ITEM_AREA = { post: "wall", comment: "wall", chat_message: "chat", leak: "leaks", team_vote: "votes", player_vote: "votes" } as const;
export type RemovedItem = keyof typeof REMOVED_ITEM_AREA;

/** The moderation queues' page (issue 25): every open case at any depth, newest report first. */
export const CASE_QUEUE: ListSpec = { defaultLimit: 50, maxLimit: 100 };
/** A queue's query: a page and its filters (by reason, author, stadium or room, age). */
export const caseQuerySchema = z.intersection(
  listQuerySchema(CASE_QUEUE),
  z.object({
    /** Words in a report's reason. */
    reason: z.string().trim().max(100).optional(),
    /** The author's user id or username. */
    author: z.string().trim().max(64).optional(),
    /** The stadium (posts, comments) or room (chat) the item lives in. */
    context: z.string().trim().max(100).optional(),
    /** Only cases first reported at least this many hours ago. */
    olderThanHours: z.coerce.number().int().min(0).max(24 * 365).optional(),
  }),
);
export type CaseQuery = z.output<typeof caseQuerySchema>;

/** A queue's filters, as its URL names them (the screens carry them from page to page and to "select all"). */
export const CASE_FILTER_KEYS = ["reason", "author", "context", "olderThanHours"] as const;

/** A query's filters as URL parameters (the ones set only), in one order so equal filters give equal strings. */
export function caseFilterParams(query: Partial<Record<(typeof CASE_FILTER_KEYS)[number], string | number | undefined>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of CASE_FILTER_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params;
}

/** The ban lengths a bulk ban offers (issue 25: 1 day, 7 days, 30 days, permanent). */
export const BULK_BAN_DURATIONS = ["24h", "7d", "30d", "permanent"] as const satisfies readonly BanDuration[];

/** Items one bulk call acts on (the screen sends a larger selection in such chunks, with progress). */
export const BULK_MAX_ITEMS = 100;
/** The most item ids "select all matching" hands the screen at once. */
export const BULK_SELECT_MAX = 10_000;
export const BULK_ACTIONS = ["clear", "delete", "ban"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** POST /admin/moderation/bulk: one action on many cases of a kind; one audit row per item. */
export const bulkModerationSchema = z
  .object({
    kind: z.enum(REPORTABLE_KINDS),
    action: z.enum(BULK_ACTIONS),
    itemIds: z.array(z.string().max(80).meta({ examples: ["376"] })).min(1).max(BULK_MAX_ITEMS, { error: () => moderationMessages.queue.tooMany(BULK_MAX_ITEMS) }),
    reason: reasonSchema({ max: 500, tooLong: () => moderationMessages.reasonTooLong(500) }).optional(),
    duration: z.enum(BAN_DURATION_KEYS as [BanDuration, ...BanDuration[]]).default("permanent"),
    /** A ban: what becomes of each banned author's reported items (their cases leave the queue either way). */
    authorItems,
  })
  .superRefine((v, ctx) => {
    // Each id strictly by its kind's type (issue 42: "0x178" had deleted post 376): a 400 naming it.
    v.itemIds.forEach((itemId, i) => {
      if (!isItemIdOf(v.kind, itemId)) ctx.addIssue({ code: "custom", path: ["itemIds", i], message: badIdMessage(itemId) });
    });
  })
  .refine((v) => v.action !== "ban" || !!v.reason, { path: ["reason"], error: () => moderationMessages.banReasonRequired });

/** A vote's id as the app makes them: a UUID, or a sample vote's `sample-team-vote-12`. */
const VOTE_ID = /^[A-Za-z0-9-]{1,64}$/;

/** Is `itemId` an id of a `kind` item, written exactly as the app writes it (a post's "376", a chat message's "room.12", a vote's UUID)? */
export function isItemIdOf(kind: ReportableKind, itemId: string): boolean {
  if (kind === "chat_message") return parseMessageId(itemId) !== null;
  if (kind === "team_vote" || kind === "player_vote") return VOTE_ID.test(itemId);
  return isRowIdText(itemId);
}
export type BulkModerationInput = z.output<typeof bulkModerationSchema>;

/** A staff removal's optional body: the reason the author is told and the audit log keeps (Reddit's removal reasons). */
export const removalInputSchema = z.object({ reason: reasonSchema({ max: 500, tooLong: () => moderationMessages.reasonTooLong(500) }).optional() });

/** When a ban given at `at` ends (null: never). */
export function banEndsAt(duration: BanDuration, at: number): number | null {
  const length = BAN_DURATIONS[duration];
  return length === null ? null : at + length;
}

/** Is a ban in force at `now`? A lifted or expired ban no longer applies. */
export function isBanActive(ban: { endsAt: number | null; liftedAt: number | null }, now: number): boolean {
  return ban.liftedAt === null && (ban.endsAt === null || ban.endsAt > now);
}

/** Is a reported item hidden? Only an open case with enough distinct reporters hides it. */
export function isAutoHidden(status: CaseStatus, reporters: number): boolean {
  return status === "open" && reporters >= AUTO_HIDE_REPORTERS;
}

/** May this viewer see an item its case hides? Its author and staff still see it. */
export function canSeeHidden(viewer: { id: string; staff: boolean } | null, authorId: string | null): boolean {
  return !!viewer && (viewer.staff || viewer.id === authorId);
}

/** The audit-log filters of the staff page. */
export const auditQuerySchema = z.object({
  actor: z.string().trim().max(100).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  target: z.string().trim().max(200).optional(),
  page: pageNumberSchema(100_000),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const AUDIT_PAGE_SIZE = 50;
