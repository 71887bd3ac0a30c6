// Web Push, the person's side (issue 46): the browsers a person turned notifications on in
// (push_subscriptions) and what they want to be told (push_preferences). Sending is elsewhere
// (the queue and its consumer); they read these rows.
//
// A subscription's endpoint is unique: the browser's, whoever signed in last. Saving it is one
// batch (a transaction in D1): what the endpoint was before, the upsert that makes it this
// person's with the browser's current keys, and the cut to the person's newest
// MAX_PUSH_SUBSCRIPTIONS_PER_PERSON, so two saves at once of one endpoint leave one row, and no
// client can fill the table.
import { and, desc, eq, sql } from "drizzle-orm";
import { pushPreferences, pushSubscriptions } from "../db/schema";
import { badRequest, notFound } from "../errors";
import { pushMessages } from "../../domain/messages/push";
import { DEFAULT_PUSH_PREFERENCES, type PushPreferences } from "../../domain/push-preferences";
import { endpointAllowed, MAX_PUSH_SUBSCRIPTIONS_PER_PERSON, type PushSubscriptionInput } from "../../domain/push-subscription";
import { requireUser, type ServiceContext } from "./context";

/** The VAPID public key browsers subscribe with (applicationServerKey); 404 when this server has none. */
export function pushPublicKey(ctx: ServiceContext): { publicKey: string } {
  requireUser(ctx);
  const publicKey = ctx.env.VAPID_PUBLIC_KEY?.trim();
  if (!publicKey) throw notFound(pushMessages.errors.unavailable);
  return { publicKey };
}

const isLocal = (ctx: ServiceContext) => ctx.env.LOCAL_DATA === "true";

function assertEndpoint(ctx: ServiceContext, endpoint: string) {
  if (!endpointAllowed(endpoint, { local: isLocal(ctx) })) throw badRequest(pushMessages.errors.endpoint, [{ path: "endpoint", message: pushMessages.errors.endpoint }]);
}

export type SavedPushSubscription = { endpoint: string; createdAt: number };

/**
 * Saves this browser's subscription for the signed-in person. `created`: it was not theirs before
 * (new, or moved from the account that signed in on this browser before); false: the same
 * endpoint again (its keys refreshed). Past the cap, the person's oldest subscriptions go.
 */
export async function savePushSubscription(
  ctx: ServiceContext,
  input: PushSubscriptionInput,
  userAgent: string | null | undefined,
): Promise<{ created: boolean; subscription: SavedPushSubscription }> {
  const actor = requireUser(ctx);
  assertEndpoint(ctx, input.endpoint);
  const now = ctx.now();
  const { db } = ctx;
  const agent = userAgent ? userAgent.slice(0, 200) : null;
  const moved = sql`${pushSubscriptions.userId} <> excluded.user_id`;
  const [before, saved] = await db.batch([
    db.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, input.endpoint)),
    db
      .insert(pushSubscriptions)
      .values({ userId: actor.id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, userAgent: agent, createdAt: now })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: sql`excluded.user_id`,
          p256dh: sql`excluded.p256dh`,
          auth: sql`excluded.auth`,
          userAgent: sql`coalesce(excluded.user_agent, ${pushSubscriptions.userAgent})`,
          // Moved to another person: theirs from now, and nothing of the last person's sending kept.
          createdAt: sql`case when ${moved} then excluded.created_at else ${pushSubscriptions.createdAt} end`,
          lastSentAt: sql`case when ${moved} then null else ${pushSubscriptions.lastSentAt} end`,
        },
      })
      .returning({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt }),
    db.delete(pushSubscriptions).where(
      and(
        eq(pushSubscriptions.userId, actor.id),
        // A subquery, not a list of values: one statement keeps the person's newest devices.
        sql`${pushSubscriptions.id} NOT IN (${db
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, actor.id))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(MAX_PUSH_SUBSCRIPTIONS_PER_PERSON)})`,
      ),
    ),
  ]);
  return { created: before[0]?.userId !== actor.id, subscription: saved[0]! };
}

/** Forgets one of the person's browsers; 404 when the endpoint is not one of theirs (someone else's included: nothing is told about it). */
export async function deletePushSubscription(ctx: ServiceContext, endpoint: string): Promise<void> {
  const actor = requireUser(ctx);
  const gone = await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, actor.id)))
    .returning({ id: pushSubscriptions.id });
  if (gone.length === 0) throw notFound(pushMessages.errors.noSubscription);
}

/** Whether this endpoint is one of the person's (the settings screen asks for the browser it runs in). */
export async function hasPushSubscription(ctx: ServiceContext, endpoint: string): Promise<boolean> {
  const actor = requireUser(ctx);
  const row = await ctx.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, actor.id)))
    .get();
  return !!row;
}

/** What the person asked to be told: their row, else the defaults. */
export async function getPushPreferences(ctx: ServiceContext): Promise<PushPreferences> {
  const actor = requireUser(ctx);
  const row = await ctx.db.select().from(pushPreferences).where(eq(pushPreferences.userId, actor.id)).get();
  if (!row) return { ...DEFAULT_PUSH_PREFERENCES };
  const { deadline, livePlayers, finalPoints, wallReplies, moderation, quietStart, quietEnd } = row;
  return { deadline, livePlayers, finalPoints, wallReplies, moderation, quietStart, quietEnd };
}

/** Sets all of the person's preferences at once (the whole shape, already checked by pushPreferencesSchema). */
export async function setPushPreferences(ctx: ServiceContext, prefs: PushPreferences): Promise<PushPreferences> {
  const actor = requireUser(ctx);
  const values = {
    deadline: prefs.deadline,
    livePlayers: prefs.livePlayers,
    finalPoints: prefs.finalPoints,
    wallReplies: prefs.wallReplies,
    moderation: prefs.moderation,
    quietStart: prefs.quietStart,
    quietEnd: prefs.quietEnd,
    updatedAt: ctx.now(),
  };
  await ctx.db
    .insert(pushPreferences)
    .values({ userId: actor.id, ...values })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: values });
  const { updatedAt: _, ...saved } = values;
  return saved;
}
