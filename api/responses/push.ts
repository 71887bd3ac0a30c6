// Response schemas of Web Push's routes (issue 46, api/routes/push.ts): the VAPID key, a saved
// subscription, and the preferences (the shape of domain/push-preferences.ts both ways).
import { z } from "zod";
import { pushPreferencesSchema } from "../../domain/push-preferences";

export const pushKeySchema = z
  .object({
    publicKey: z.string().meta({
      description: "The VAPID public key (RFC 8292), base64url: the applicationServerKey of PushManager.subscribe.",
      examples: ["BAycapyYrTchyN5Q6FPiI07PFmSs6yi3ksmz8ecbvr4AckPpM4RCjfi1DsInuDuVNYyvcC6JjmpIZqWyp9fKQY4"],
    }),
  })
  .meta({ id: "PushKey" });

export const pushSubscriptionSavedSchema = z
  .object({
    subscription: z.object({
      endpoint: z.string().meta({ examples: ["https://fcm.googleapis.com/fcm/send/dGVycmFjZS1leGFtcGxl:APA91bExample"] }),
      createdAt: z.number().meta({ description: "When it became this person's (ms since the epoch)", examples: [1764892800000] }),
    }),
  })
  .meta({ id: "PushSubscriptionSaved" });

export const pushSubscriptionStatusSchema = z
  .object({ subscribed: z.boolean().meta({ description: "true when this endpoint is saved for the signed-in user" }) })
  .meta({ id: "PushSubscriptionStatus" });

/** The person's preferences (their saved ones, else the defaults). */
export const pushPreferencesAnswerSchema = pushPreferencesSchema;

/** DELETE's 204 has no body: for the type checks only (api/openapi/contract-types.ts). */
export const noContentSchema = z.null();
