// Accounts: users, sessions, password resets, realtime tickets, rate-limit counters.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

import { ROLES, type Role } from "../../../domain/permissions.ts";

export { ROLES, type Role };

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    username: text("username").notNull(),
    teamName: text("team_name").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    avatar: text("avatar").notNull(),
    passwordHash: text("password_hash").notNull(),
    securityQuestion: text("security_question").notNull(),
    securityAnswerHash: text("security_answer_hash").notNull(),
    role: text("role", { enum: ROLES }).notNull().default("user"),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    points: integer("points").notNull().default(0),
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    postalCode: text("postal_code"),
    country: text("country"),
    createdAt: integer("created_at").notNull(),
    lastLogin: integer("last_login"),
  },
  (t) => [
    // Uniqueness is case-insensitive, as the spec's duplicate messages require.
    uniqueIndex("users_email_lower_uq").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_lower_uq").on(sql`lower(${t.username})`),
    uniqueIndex("users_team_name_lower_uq").on(sql`lower(${t.teamName})`),
    check("users_points_non_negative", sql`${t.points} >= 0`),
    check("users_role_valid", sql`${t.role} in ('user', 'moderator', 'admin')`),
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

// Short-lived single-use tickets that authenticate a realtime connection.
export const realtimeTickets = sqliteTable("realtime_tickets", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
});

// Fixed-window counters for rate limits (password recovery, sign-in).
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});
