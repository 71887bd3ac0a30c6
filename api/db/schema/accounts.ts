// Accounts: users, sessions, password resets, realtime tickets, rate-limit counters.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

import { ROLES, type Role } from "../../../domain/permissions.ts";
import { LOCALES } from "../../../domain/format.ts";

export { ROLES, type Role };

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    username: text("username").notNull(),
    teamName: text("team_name").notNull(),
    // The unique keys: identityKeys() of domain/accounts.ts (NFKC, full case folding; the
    // username's look-alike skeleton). Written with the values they key, never by hand.
    emailKey: text("email_key").notNull(),
    usernameKey: text("username_key").notNull(),
    teamNameKey: text("team_name_key").notNull(),
    /**
     * What staff search members by (issue 45): username, team name and full name, each folded by
     * searchKey() of domain/search-key.ts (any case, any accent, any script), one per line
     * (memberSearchKey of domain/accounts.ts, written by identityKeys with the names it keys).
     */
    searchKey: text("search_key").notNull().default(""),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    avatar: text("avatar").notNull(),
    passwordHash: text("password_hash").notNull(),
    securityQuestion: text("security_question").notNull(),
    securityAnswerHash: text("security_answer_hash").notNull(),
    role: text("role", { enum: ROLES }).notNull().default("user"),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    /** Why staff deactivated the account, told at sign-in (issue 25). */
    deactivatedReason: text("deactivated_reason"),
    /** When a timed ban of the account ends (null: until staff reactivate it); the next sign-in after it reactivates. */
    deactivatedUntil: integer("deactivated_until"),
    points: integer("points").notNull().default(0),
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    postalCode: text("postal_code"),
    country: text("country"),
    createdAt: integer("created_at").notNull(),
    lastLogin: integer("last_login"),
    /** A sample manager of the local data's sample season (never in production; cannot sign in). */
    isSample: integer("is_sample", { mode: "boolean" }).notNull().default(false),
    /** Set when staff deleted the account: the row stays anonymised so that every reference holds (decision 016). */
    deletedAt: integer("deleted_at"),
    /** The language the person chose (issue 45); null: their browser's Accept-Language decides. Checked in SQL (0033). */
    locale: text("locale", { enum: LOCALES }),
    /** The person's IANA time zone, as their browser last told it; null: the league's (Europe/London). */
    timeZone: text("time_zone"),
  },
  (t) => [
    // One identity per person, whatever the case or alphabet (decision 013).
    uniqueIndex("users_email_key_uq").on(t.emailKey),
    uniqueIndex("users_username_key_uq").on(t.usernameKey),
    uniqueIndex("users_team_name_key_uq").on(t.teamNameKey),
    check("users_points_non_negative", sql`${t.points} >= 0`),
    check("users_role_valid", sql`${t.role} in ('user', 'moderator', 'admin')`),
    // The staff list's sorts (/adminusers): each a walk of one index over live accounts, the id
    // breaking ties (deep offsets skip index entries, not rows). Its total is all rows minus
    // the few deleted ones (users_deleted_idx): both counts read an index.
    index("users_created_at_idx").on(t.createdAt, t.id).where(sql`deleted_at IS NULL`),
    index("users_last_login_idx").on(t.lastLogin, t.id).where(sql`deleted_at IS NULL`),
    index("users_points_idx").on(t.points, t.id).where(sql`deleted_at IS NULL`),
    index("users_username_lower_idx").on(sql`lower(${t.username})`, t.id).where(sql`deleted_at IS NULL`),
    index("users_deleted_idx").on(t.deletedAt).where(sql`deleted_at IS NOT NULL`),
  ],
);

// One row per signed-in device. The JWT names it in `sid`; revoking the row
// ends that session even though the JWT itself has not expired.
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

// One-time password reset tokens (stored hashed), valid 10 minutes.
export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

// Answers checked by the security-question recovery, per account (by email key, so an
// unknown email is treated the same): the caps, the growing delay and the count told at
// the next sign-in read them (decision 013). An attempt is written as failed before the
// answer is checked, in the statement that checks the caps, and marked succeeded after.
export const recoveryAttempts = sqliteTable(
  "recovery_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    emailKey: text("email_key").notNull(),
    at: integer("at").notNull(),
    succeeded: integer("succeeded", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [index("recovery_attempts_key_at_idx").on(t.emailKey, t.at)],
);

export const ACCOUNT_NOTICE_KINDS = ["email_changed", "recovery_attempts", "content_removed", "order_status", "user_banned"] as const;
export type AccountNoticeKind = (typeof ACCOUNT_NOTICE_KINDS)[number];

// What happened to an account that its owner should know: the sign-in email changed
// (old and new value), recovery attempts made since the last sign-in (their count), staff
// removed something they wrote (old: JSON {item, label, count, group}, new: the reason; issue 25;
// one notice per moderation action, decision 040), staff banned them (old: JSON {scope, endsAt},
// new: the reason). Read
// when the owner marked it so from the shell's notices (the bell counts the others).
export const accountNotices = sqliteTable(
  "account_notices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ACCOUNT_NOTICE_KINDS }).notNull(),
    oldValue: text("old_value"),
    newValue: text("new_value"),
    createdAt: integer("created_at").notNull(),
    readAt: integer("read_at"),
  },
  (t) => [
    index("account_notices_user_idx").on(t.userId, t.createdAt),
    check("account_notices_kind_valid", sql`${t.kind} in ('email_changed', 'recovery_attempts', 'content_removed', 'order_status', 'user_banned')`),
  ],
);

// Short-lived tickets that authenticate realtime connections, for the session that asked for
// one: the sockets they open end with that session (decision 014). A ticket opens up to a few
// dozen connections while it lasts (switching rooms costs no new ticket: decision 032).
export const realtimeTickets = sqliteTable("realtime_tickets", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The session the ticket was issued to (null only on tickets older than the column: refused). */
  sessionId: text("session_id"),
  expiresAt: integer("expires_at").notNull(),
  /** When it last opened a connection. */
  usedAt: integer("used_at"),
  /** How many connections it has opened (at most REALTIME_TICKET_USES). */
  uses: integer("uses").notNull().default(0),
});

// Fixed-window counters for rate limits (password recovery, sign-in).
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});
