// Web Push (issue 46): the browsers a person asked to be told things on, and what they asked for.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts.ts";

/**
 * One row per browser subscription (PushSubscription.toJSON()). The endpoint is the push
 * service's URL for that browser: unique, so a re-subscribe replaces rather than duplicates.
 * A subscription the push service answers 404 or 410 is deleted.
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key (base64url), RFC 8291's ua_public. */
    p256dh: text("p256dh").notNull(),
    /** The browser's 16-byte auth secret (base64url). */
    auth: text("auth").notNull(),
    userAgent: text("user_agent"),
    createdAt: integer("created_at").notNull(),
    /** When a push to it was last accepted by the push service. */
    lastSentAt: integer("last_sent_at"),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_uq").on(t.endpoint), index("push_subscriptions_user_idx").on(t.userId)],
);

/**
 * What a person asked to be told (one row per person; no row: the defaults of
 * domain/push-preferences.ts). Quiet hours are minutes after midnight in the person's time zone
 * (users.time_zone); both null: no quiet hours.
 */
export const pushPreferences = sqliteTable(
  "push_preferences",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 'unsaved': 24 h and 1 h before, only when the gameweek's team is not saved; 'always'; 'off'. */
    deadline: text("deadline", { enum: ["unsaved", "always", "off"] }).notNull().default("unsaved"),
    livePlayers: integer("live_players", { mode: "boolean" }).notNull().default(true),
    finalPoints: integer("final_points", { mode: "boolean" }).notNull().default(true),
    wallReplies: integer("wall_replies", { mode: "boolean" }).notNull().default(true),
    moderation: integer("moderation", { mode: "boolean" }).notNull().default(true),
    quietStart: integer("quiet_start"),
    quietEnd: integer("quiet_end"),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    check("push_preferences_deadline_valid", sql`${t.deadline} in ('unsaved', 'always', 'off')`),
    check(
      "push_preferences_quiet_valid",
      sql`(${t.quietStart} IS NULL AND ${t.quietEnd} IS NULL) OR (${t.quietStart} BETWEEN 0 AND 1439 AND ${t.quietEnd} BETWEEN 0 AND 1439)`,
    ),
  ],
);
