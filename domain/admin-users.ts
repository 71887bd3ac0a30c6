// User management (/adminusers, /admin/users): the list's query, the edit and status forms,
// and the rule of a deleted account (docs/decisions/016-deleting-a-user.md).
import { adminUserMessages as m } from "./messages/admin.ts";
import { z } from "zod";
import { reasonSchema } from "./reasons.ts";
import { BAN_DURATION_KEYS, type BanDuration } from "./moderation";
import { registerFields, identityKeys } from "./accounts.ts";
import { ROLES } from "./permissions.ts";
import { DELETED_USERNAME_PREFIX } from "./mentions.ts";
import { listQuerySchema, type ListSpec } from "./lists.ts";

export const USER_SORT_KEYS = ["createdAt", "lastLogin", "points", "username"] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

export const USER_LIST: ListSpec<UserSortKey> = {
  defaultLimit: 20,
  maxLimit: 100,
  sortKeys: [...USER_SORT_KEYS],
  defaultSort: "createdAt",
  defaultOrder: "desc",
};
/** A catalogue text read when the check fails, in the language of the request. */
const say = (text: () => string) => ({ error: text });
export const USER_PAGE_SIZE = 20;

/** Words to find a user by: username, email, team name, first or last name (any part). */
export const userSearchSchema = z
  .string()
  .trim()
  .max(100, say(() => m.searchTooLong))
  .optional()
  .transform((v) => (v ? v : undefined));

/** The list's role filter: one role, or staff (moderators and admins). */
export const USER_ROLE_FILTERS = [...ROLES, "staff"] as const;
export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number];
/**
 * The list's status filter: active or deactivated accounts (an account ban is a deactivation),
 * or banned: a ban in force in a scope (posts, comments, chat).
 */
export const USER_STATUS_FILTERS = ["active", "deactivated", "banned"] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

/** The filters of the list (issue 25), as the API and the screen's GET form send them; blank is none. */
export const userFiltersSchema = z.object({
  q: userSearchSchema,
  role: z.preprocess((v) => (v === "" ? undefined : v), z.enum(USER_ROLE_FILTERS, say(() => m.roleFilterInvalid)).optional()),
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(USER_STATUS_FILTERS, say(() => m.statusFilterInvalid)).optional()),
});
export type UserFilters = z.output<typeof userFiltersSchema>;

/** GET /admin/users: limit, offset, sort, order, q (the search), role and status. */
export const userListQuerySchema = z.intersection(listQuerySchema(USER_LIST), userFiltersSchema);

/** GET /admin/users/{id}?contact=1: the file with the contact details (admins; the read is audited). */
export const userFileQuerySchema = z.object({ contact: z.enum(["0", "1"], say(() => m.contactFlag)).default("0").transform((v) => v === "1") });
export type UserListQueryInput = z.output<typeof userListQuerySchema>;

/** What an admin may change on an account; every field optional, at least one given. */
export const adminUserEditSchema = z
  .object({
    firstName: registerFields.firstName.optional(),
    lastName: registerFields.lastName.optional(),
    email: registerFields.email.optional(),
    username: registerFields.username.optional(),
    teamName: registerFields.teamName.optional(),
    role: z.enum(ROLES, say(() => m.roleInvalid)).optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: () => m.nothingToChange });
export type AdminUserEditInput = z.output<typeof adminUserEditSchema>;

const reasonRules = { max: 500, tooLong: () => m.reasonTooLong };
const reason = reasonSchema(reasonRules).optional();

/** PATCH /admin/users/{id}/status {isActive, reason?}: a ban (false) or its lifting (true). */
export const adminUserStatusSchema = z.object({
  isActive: z.boolean(say(() => m.isActiveInvalid)),
  reason: reason.transform((v) => (v ? v : undefined)),
  /** How long a ban lasts (issue 25's presets; permanent: until staff reactivate). */
  duration: z.enum(BAN_DURATION_KEYS as [BanDuration, ...BanDuration[]]).default("permanent"),
});
export type AdminUserStatusInput = z.output<typeof adminUserStatusSchema>;

/** The ban form: a reason is required to ban, and a length from the presets (permanent by default). */
export const banFormSchema = z.object({
  reason: reasonSchema({ ...reasonRules, required: () => m.banReasonRequired }),
  duration: z.enum(BAN_DURATION_KEYS as [BanDuration, ...BanDuration[]], say(() => m.banDurationRequired)).default("permanent"),
});

/** DELETE /admin/users/{id} takes an optional reason (the audit row keeps it). */
export const adminUserDeleteSchema = z.object({ reason });

// ---- deleted accounts ---------------------------------------------------------------------------

/** How a deleted account is shown wherever its rows remain (rankings, ledger, leagues). */
export const DELETED_USER_LABEL = "deleted user";

/**
 * The identity a deleted account keeps: the row stays (every foreign key stays valid), its
 * personal fields are replaced by these. Unique per account (the identity keys are unique),
 * and reads as 'Deleted user' on the leaderboard. The email's domain cannot receive mail.
 */
export function anonymisedIdentity(userId: string) {
  const tag = userId.replace(/[^0-9a-z]/gi, "").toLowerCase();
  const fields = {
    email: `deleted-${tag}@deleted.invalid`,
    username: `${DELETED_USERNAME_PREFIX}${tag}`,
    teamName: `Deleted user ${tag}`,
  };
  const names = { firstName: "Deleted", lastName: "user" };
  return { ...fields, ...identityKeys({ ...fields, ...names }), ...names };
}
