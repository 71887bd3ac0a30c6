// What each role may do: one table shared by the UI (menus, staff pages) and the
// services (every check on the server goes through `can` or the require* guards).

export const ROLES = ["user", "moderator", "admin"] as const;
export type Role = (typeof ROLES)[number];

const ABILITIES = {
  /** Staff pages and the Admin menu. */
  "staff:view": ["moderator", "admin"],
  /** Reports, hiding and bans on leaks, posts, comments and chat messages. */
  "content:moderate": ["moderator", "admin"],
  /** Add, edit and delete leaks as staff. */
  "leaks:manage": ["moderator", "admin"],
  /** See users; deactivate and reactivate ordinary users. */
  "users:manage": ["moderator", "admin"],
  /** Edit a user's names, email and team name, and delete (anonymise) accounts. */
  "users:edit": ["admin"],
  /** Change roles, and deactivate or demote moderators and admins. */
  "staff:manage": ["admin"],
  /**
   * Game administration: challenges, gameweek status moves (locking a live gameweek empties every
   * Live Team), revealing teams and running the rankings now. Admins only: moderators moderate
   * content, they do not run the game (issue 25).
   */
  "challenges:manage": ["admin"],
  /** Player and club imports, their backups, and the local replay clock. */
  "data:import": ["admin"],
  /** Adjust a user's points by hand. */
  "points:adjust": ["admin"],
  /** Store orders and their statuses. */
  "orders:manage": ["admin"],
  /** Stadiums of the fan wall. */
  "stadiums:manage": ["admin"],
  /** Enter every chat room, the VIP rooms included, whatever one's points (decision 019). */
  "rooms:enter-any": ["moderator", "admin"],
  /** Chat without the per-user message and reaction limits (staff answer floods, they do not make them). */
  "chat:unlimited": ["moderator", "admin"],
  /**
   * A user's contact details: phone, postal address, city, postal code, country (and an order's
   * delivery details). Moderators moderate content and do not need them (issue 25); each read is audited.
   */
  "users:private-data": ["admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Ability = keyof typeof ABILITIES;

export function can(role: Role | null | undefined, ability: Ability): boolean {
  return !!role && (ABILITIES[ability] as readonly Role[]).includes(role);
}

export const isStaff = (role: Role | null | undefined) => can(role, "staff:view");

/**
 * May `actor` deactivate, reactivate or change the role of `target`? Nobody acts
 * on themselves that way; only admins act on staff (moderators and admins).
 */
export function canManageUser(actor: { id: string; role: Role }, target: { id: string; role: Role }): boolean {
  if (actor.id === target.id) return false;
  if (target.role !== "user") return can(actor.role, "staff:manage");
  return can(actor.role, "users:manage");
}

/**
 * Own or any (epic-stack's permission shape): may `actor` change an item that `ownerId` owns?
 * "own" when it is theirs; "any" when `anyAbility` lets them act on everyone's (a staff action,
 * which the caller audits); null when neither. The one rule behind every "author or staff" check.
 */
export function ownOrAny(actor: { id: string; role: Role }, ownerId: string | null | undefined, anyAbility: Ability): "own" | "any" | null {
  if (ownerId && actor.id === ownerId) return "own";
  return can(actor.role, anyAbility) ? "any" : null;
}
