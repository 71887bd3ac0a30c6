import type { Db } from "../db/client";
import type { Role } from "../db/schema";
import type { Env } from "../env";
import { forbidden, unauthorized } from "../http/errors";

/** Who is acting: set by the auth middleware (API) or the session cookie (UI). */
export type Actor = { id: string; role: Role; sessionId: string };

/** Every service function takes this: storage, configuration and the actor. */
export type ServiceContext = {
  db: Db;
  env: Env;
  actor: Actor | null;
  /** Client address, for rate limits. */
  ip: string;
  now: () => number;
};

export function requireUser(ctx: ServiceContext): Actor {
  if (!ctx.actor) throw unauthorized();
  return ctx.actor;
}

export function requireStaff(ctx: ServiceContext): Actor {
  const actor = requireUser(ctx);
  if (actor.role !== "admin" && actor.role !== "moderator") throw forbidden("Staff only.");
  return actor;
}

export function requireAdmin(ctx: ServiceContext): Actor {
  const actor = requireUser(ctx);
  if (actor.role !== "admin") throw forbidden("Administrators only.");
  return actor;
}

export const isStaff = (role: Role | undefined) => role === "admin" || role === "moderator";
