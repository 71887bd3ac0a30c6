import type { users } from "../db/schema";

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
  };
}
export type UserView = ReturnType<typeof toUserView>;
