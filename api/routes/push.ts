import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import * as push from "../services/push-subscriptions";
import { declare, json } from "../openapi/declare";
import { pushPreferencesSchema } from "../../domain/push-preferences";
import { pushSubscriptionSchema, pushUnsubscribeSchema } from "../../domain/push-subscription";
import { pushKeySchema, pushPreferencesAnswerSchema, pushSubscriptionSavedSchema, pushSubscriptionStatusSchema } from "../responses/push";

const tags: ["Push"] = ["Push"];

// Web Push, the person's side (issue 46; not in the spec): the key to subscribe with, this
// browser's subscription, and what the person wants to be told. Sending reads these rows.
export const pushRoutes = new Hono<AppEnv>()
  .get(
    "/key",
    declare({ summary: "The VAPID public key", description: "Answers the server's VAPID public key, the applicationServerKey a browser subscribes with (404 when this server has no Web Push). Any signed-in user may call it. Changes nothing.", tags, access: "user", responses: { 200: pushKeySchema }, errors: [404] }),
    (c) => c.json(push.pushPublicKey(c.var.ctx)),
  )
  .put(
    "/subscriptions",
    declare({
      summary: "Turn notifications on for this browser",
      description:
        "Saves this browser's push subscription (PushSubscription.toJSON()) for the signed-in user: 201 when it was not theirs (new, or moved from the account that used this browser before), 200 for the same endpoint again (its keys refreshed). A person keeps at most 10 browsers; a new one past that replaces their oldest. Any signed-in user may call it, for their own account. Changes the subscriptions.",
      tags,
      access: "user",
      responses: { 200: pushSubscriptionSavedSchema, 201: pushSubscriptionSavedSchema },
      errors: [400],
    }),
    json(pushSubscriptionSchema),
    async (c) => {
      const { created, subscription } = await push.savePushSubscription(c.var.ctx, c.req.valid("json"), c.req.header("User-Agent"));
      return c.json({ subscription }, created ? 201 : 200);
    },
  )
  .delete(
    "/subscriptions",
    declare({
      summary: "Turn notifications off for this browser",
      description: "Forgets one of the signed-in user's push subscriptions, named by its endpoint: 204, or 404 when it is not one of theirs. Any signed-in user may call it, for their own subscriptions only. Deletes the subscription.",
      tags,
      access: "user",
      responses: {},
      noContent: true,
      errors: [400, 404],
    }),
    json(pushUnsubscribeSchema),
    async (c) => {
      await push.deletePushSubscription(c.var.ctx, c.req.valid("json").endpoint);
      return c.body(null, 204);
    },
  )
  .post(
    "/subscriptions/status",
    declare({
      summary: "Is this browser's subscription the user's?",
      description:
        "Answers whether the push subscription with this endpoint is saved for the signed-in user (the settings screen shows a browser as on only then; on a shared browser it may be another account's, and nothing is told about that one). A POST so that the endpoint, a capability, never sits in a URL. Any signed-in user may call it. Changes nothing.",
      tags,
      access: "user",
      responses: { 200: pushSubscriptionStatusSchema },
      errors: [400],
    }),
    json(pushUnsubscribeSchema),
    async (c) => c.json({ subscribed: await push.hasPushSubscription(c.var.ctx, c.req.valid("json").endpoint) }),
  )
  .get(
    "/preferences",
    declare({ summary: "What the user wants to be told", description: "Answers the signed-in user's notification preferences (the defaults until they save some). Any signed-in user may call it. Changes nothing.", tags, access: "user", responses: { 200: pushPreferencesAnswerSchema } }),
    async (c) => c.json(await push.getPushPreferences(c.var.ctx)),
  )
  .put(
    "/preferences",
    declare({
      summary: "Set what the user wants to be told",
      description:
        "Sets all of the signed-in user's notification preferences at once: deadline reminders (unsaved, always, off), live players, final points and rank, wall replies and mentions, moderation notices, and quiet hours (minutes after midnight in their time zone; both null for none). Any signed-in user may call it, for their own account. Changes the preferences.",
      tags,
      access: "user",
      responses: { 200: pushPreferencesAnswerSchema },
      errors: [400],
    }),
    json(pushPreferencesSchema),
    async (c) => c.json(await push.setPushPreferences(c.var.ctx, c.req.valid("json"))),
  );
