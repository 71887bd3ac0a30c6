import { createDb, type Db } from "../db/client";
import type { Role } from "../db/schema";
import type { Env } from "../env";
import { can, type Ability } from "../../domain/permissions";
import { DEFAULT_LOCALE, LEAGUE_TIME_ZONE, type Locale } from "../../domain/locale";
import { forbidden, unauthorized } from "../errors";
import type { UserView } from "./users-view";
import { apiMessages } from "../../domain/messages/api";

/** Who is acting: from a bearer token or the session cookie (requests), or named by the server (rooms, jobs). */
export type Actor = { id: string; role: Role; sessionId: string };

/** Every service function takes this: storage, configuration and the actor. */
export type ServiceContext = {
  db: Db;
  env: Env;
  actor: Actor | null;
  /** The signed-in user as read with the session (one read per request); null when signed out or not a request. */
  viewer: UserView | null;
  /** The language the request is answered in (domain/locale.ts resolveLocale): the account's, the cookie's or the browser's. */
  locale: Locale;
  /** The zone its dates are shown in: the account's, else the browser's cookie, else the league's. */
  timeZone: string;
  /** Client address, for rate limits. */
  ip: string;
  now: () => number;
};

/** A context without a Request: Durable Object rooms and scheduled jobs act for a known actor (or the system). */
export function contextFor(env: Env, actor: Actor | null, ip = "internal"): ServiceContext {
  return { db: createDb(env.DB), env, actor, viewer: null, locale: DEFAULT_LOCALE, timeZone: LEAGUE_TIME_ZONE, ip, now: () => Date.now() };
}

export function requireUser(ctx: ServiceContext): Actor {
  if (!ctx.actor) throw unauthorized();
  return ctx.actor;
}

/** The signed-in actor, if their role may do `ability` (domain/permissions.ts); else 401/403. */
export function requireAbility(ctx: ServiceContext, ability: Ability): Actor {
  const actor = requireUser(ctx);
  if (!can(actor.role, ability)) throw forbidden(ability === "staff:view" ? apiMessages.staffOnly : apiMessages.notPermitted);
  return actor;
}

export const requireStaff = (ctx: ServiceContext) => requireAbility(ctx, "staff:view");
