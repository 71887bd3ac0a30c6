// The moderation core (DESIGN §9, domain/moderation.ts): report cases with one row per
// reporter, bans with a scope, and the append-only audit log of every staff action.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts.ts";

/**
 * One case per reported item (kind + id). `round` starts a new set of reports after a
 * moderator clears them; `reporters` and `hidden` are recomputed from the report rows in
 * the batch that adds one, never pushed by a client. The snapshot is the item as it was
 * when first reported, so the case survives an edit or a deletion.
 */
export const reportCases = sqliteTable(
  "report_cases",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(),
    itemId: text("item_id").notNull(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Where the item lives (a stadium, a room), for the moderation screens. */
    context: text("context"),
    status: text("status").notNull().default("open"),
    round: integer("round").notNull().default(1),
    reporters: integer("reporters").notNull().default(0),
    hidden: integer("hidden", { mode: "boolean" }).notNull().default(false),
    snapshotTitle: text("snapshot_title"),
    snapshotText: text("snapshot_text"),
    snapshotImage: text("snapshot_image"),
    firstReportedAt: integer("first_reported_at").notNull(),
    lastReportedAt: integer("last_reported_at").notNull(),
    handledBy: text("handled_by"),
    handledAt: integer("handled_at"),
  },
  (t) => [
    uniqueIndex("report_cases_item_idx").on(t.kind, t.itemId),
    index("report_cases_open_idx").on(t.kind, t.status, t.lastReportedAt),
    check("report_cases_kind_valid", sql`${t.kind} in ('post', 'comment', 'chat_message', 'team_vote', 'player_vote')`),
    check("report_cases_status_valid", sql`${t.status} in ('open', 'cleared', 'removed')`),
  ],
);

/** One row per reporter and round of a case: reporting twice is refused by the key. */
export const reports = sqliteTable(
  "reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    caseId: integer("case_id")
      .notNull()
      .references(() => reportCases.id, { onDelete: "cascade" }),
    round: integer("round").notNull(),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull().default(""),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [uniqueIndex("reports_one_per_reporter_idx").on(t.caseId, t.round, t.reporterId), index("reports_reporter_idx").on(t.reporterId)],
);

/**
 * Bans: a user may not write in `scope` while a ban is in force (not lifted, not ended).
 * At most one ban in force per user and scope: a new ban lifts the previous one in its batch.
 */
export const bans = sqliteTable(
  "bans",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scope: text("scope").notNull(),
    reason: text("reason").notNull(),
    bannedBy: text("banned_by"),
    createdAt: integer("created_at").notNull(),
    /** null: permanent. */
    endsAt: integer("ends_at"),
    liftedAt: integer("lifted_at"),
    liftedBy: text("lifted_by"),
  },
  (t) => [
    index("bans_user_scope_idx").on(t.userId, t.scope, t.liftedAt),
    index("bans_scope_idx").on(t.scope, t.liftedAt, t.createdAt),
    check("bans_scope_valid", sql`${t.scope} in ('posts', 'comments', 'chat')`),
    check("bans_reason_not_blank", sql`length(trim(${t.reason})) > 0`),
  ],
);

/**
 * Every staff action, appended in the batch of the action itself. Append-only: triggers in
 * the migration refuse UPDATE and DELETE. No foreign keys: rows outlive the users they name
 * (the labels keep what the names were).
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: text("actor_id"),
    actorLabel: text("actor_label").notNull(),
    action: text("action").notNull(),
    targetKind: text("target_kind").notNull(),
    targetId: text("target_id").notNull(),
    targetLabel: text("target_label"),
    /** The user the action concerns (the author of removed content, the banned user): the ban dialog's history. */
    subjectUserId: text("subject_user_id"),
    reason: text("reason"),
    before: text("before", { mode: "json" }),
    after: text("after", { mode: "json" }),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
    index("audit_log_target_idx").on(t.targetKind, t.targetId),
    index("audit_log_subject_idx").on(t.subjectUserId, t.createdAt),
  ],
);
