// One place that builds rows for both the local seed and the tests.
import { hashSecret, normaliseAnswer } from "../api/services/crypto.ts";
import type { users } from "../api/db/schema/index.ts";
import type { SlotId } from "../domain/constants.ts";
import { identityKeys } from "../domain/accounts.ts";

type UserRow = typeof users.$inferInsert;
let counter = 0;

export type UserSpec = {
  email?: string;
  password?: string;
  username?: string;
  teamName?: string;
  firstName?: string;
  lastName?: string;
  role?: "user" | "moderator" | "admin";
  points?: number;
  securityQuestion?: string;
  securityAnswer?: string;
  avatar?: string;
  isActive?: boolean;
  /** When the account was made (default: now); older accounts have standing (REPORT_STANDING_MS). */
  createdAt?: number;
};

/** A complete users row with hashed password and answer; unique names unless given. */
export async function buildUserRow(spec: UserSpec = {}, now = Date.now()): Promise<UserRow> {
  const n = `${now.toString(36)}${(counter++).toString(36)}`;
  const email = spec.email ?? `manager${n}@example.com`;
  const username = spec.username ?? `manager${n}`;
  const teamName = spec.teamName ?? `Team ${n}`;
  return {
    id: crypto.randomUUID(),
    email,
    username,
    teamName,
    ...identityKeys({ email, username, teamName, firstName: spec.firstName ?? "Test", lastName: spec.lastName ?? "Manager" }),
    firstName: spec.firstName ?? "Test",
    lastName: spec.lastName ?? "Manager",
    avatar: spec.avatar ?? "/images/avatars/avatar1.svg",
    passwordHash: await hashSecret(spec.password ?? "password123"),
    securityQuestion: spec.securityQuestion ?? "What was the name of your first pet?",
    securityAnswerHash: await hashSecret(normaliseAnswer(spec.securityAnswer ?? "rex")),
    role: spec.role ?? "user",
    isActive: spec.isActive ?? true,
    points: spec.points ?? 0,
    isSample: false,
    createdAt: spec.createdAt ?? now,
  };
}

export type PickSpec = { id: number; slot: SlotId; captain?: boolean; viceCaptain?: boolean };

/** A saved team row (as the service stores it) for tests and benchmarks that need many teams. */
export function buildTeamRow(userId: string, gameweek: number, picks: PickSpec[], now = Date.now(), overrides: { teamName?: string; squadCost?: number } = {}) {
  return {
    id: crypto.randomUUID(),
    userId,
    gameweek,
    teamName: overrides.teamName ?? `Team ${userId.slice(0, 6)}`,
    managerName: "Pep Guardiola",
    picks: picks.map((p) => ({ playerId: p.id, slot: p.slot })),
    captainId: picks.find((p) => p.captain)!.id,
    viceCaptainId: picks.find((p) => p.viceCaptain)!.id,
    totalBudget: 1000,
    squadCost: overrides.squadCost ?? 800,
    totalPoints: 0,
    rank: null,
    createdAt: now,
    updatedAt: now,
  };
}
