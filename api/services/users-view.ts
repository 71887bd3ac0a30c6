import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { users } from "../db/schema";
import type { Locale } from "../../domain/format";
import { DELETED_USER_NAME } from "../../domain/messages";

type UserRow = typeof users.$inferSelect;

/** The user as the API and UI show it: never the password or answer hashes. */
export function toUserView(u: UserRow) {
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    teamName: u.teamName,
    firstName: u.firstName,
    lastName: u.lastName,
    avatar: u.avatar,
    securityQuestion: u.securityQuestion,
    role: u.role,
    isActive: u.isActive,
    points: u.points,
    phone: u.phone,
    address: u.address,
    city: u.city,
    postalCode: u.postalCode,
    country: u.country,
    createdAt: new Date(u.createdAt).toISOString(),
    lastLogin: u.lastLogin ? new Date(u.lastLogin).toISOString() : null,
    locale: u.locale,
    timeZone: u.timeZone,
  };
}
export type UserView = ReturnType<typeof toUserView>;

/**
 * A user as staff screens and answers show them: what moderation needs (names, avatar, role,
 * status, dates, points) and the account ban's reason and end. No contact details (email,
 * phone, postal address, city, postal code, country), which only admins read on demand, each
 * read audited (issues 25 and 42: admin-users.ts userContact), nor the security question.
 */
export function toStaffUserView(u: UserRow) {
  const { email: _e, phone: _p, address: _a, city: _c, postalCode: _pc, country: _co, securityQuestion: _q, ...view } = toUserView(u);
  return {
    ...view,
    deactivatedReason: u.isActive ? null : u.deactivatedReason,
    deactivatedUntil: !u.isActive && u.deactivatedUntil !== null ? new Date(u.deactivatedUntil).toISOString() : null,
  };
}
export type StaffUserView = ReturnType<typeof toStaffUserView>;

/** A user's contact details (admins only: the users:private-data ability). */
export function toUserContact(u: UserRow) {
  return { email: u.email, phone: u.phone, address: u.address, city: u.city, postalCode: u.postalCode, country: u.country };
}
export type UserContact = ReturnType<typeof toUserContact>;

/**
 * A name of a user (username, team name) as others see it next to their content: the
 * account's own, or the screen language's anonymous label once the account is deleted (its
 * row keeps a name with its id in it: decision 016). `users` must be in the query.
 */
export function shownName(column: SQLiteColumn, locale: Locale): SQL<string> {
  return sql<string>`CASE WHEN ${users.deletedAt} IS NULL THEN ${column} ELSE ${DELETED_USER_NAME[locale]} END`;
}
