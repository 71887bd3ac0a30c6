// A browser's Web Push subscription as the browser gives it (PushSubscription.toJSON()), checked
// once for PUT /push/subscriptions, DELETE /push/subscriptions and the sender (issue 46).
// The endpoint is where the server will send requests: an https URL of a push service, never an
// address of our own network; a plain http loopback one only on a local server (the test
// receiver of 127.0.0.1 plays the push service there).
import { z } from "zod";
import { pushMessages } from "./messages/push.ts";

/** How many browsers one person may have subscribed; a new one past this replaces their oldest. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_PERSON = 10;
/** Push services' endpoints are a few hundred characters; a longer one is not a real one. */
export const MAX_ENDPOINT_LENGTH = 1024;
/** RFC 8291: the browser's key is an uncompressed P-256 point (65 bytes), its auth secret 16 bytes. */
export const P256DH_BYTES = 65;
export const AUTH_BYTES = 16;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes of a base64url text (padding allowed, as some browsers send it); null when it is not base64url. */
export function base64UrlBytes(text: string): Uint8Array | null {
  if (!BASE64URL.test(text)) return null;
  const bare = text.replace(/=+$/, "");
  if (bare.length % 4 === 1) return null;
  try {
    const binary = atob(bare.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (bare.length % 4)) % 4));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Whether the server may send to this endpoint: https, no credentials, a host name (not an IP
 * literal nor localhost); on a local server (`local`) also http or https to 127.0.0.1/localhost.
 */
export function endpointAllowed(endpoint: string, { local }: { local: boolean }): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (LOOPBACK_HOSTS.has(host)) return local && (url.protocol === "http:" || url.protocol === "https:");
  if (url.protocol !== "https:") return false;
  // An IP literal (v4 or v6), or a single-label name: not a push service's.
  if (/^[\d.]+$/.test(host) || host.startsWith("[") || !host.includes(".")) return false;
  return true;
}

const endpointSchema = z
  .string()
  .max(MAX_ENDPOINT_LENGTH, { error: () => pushMessages.errors.endpoint })
  .refine((e) => /^https?:\/\//i.test(e) && URL.canParse(e), { error: () => pushMessages.errors.endpoint })
  .meta({
    description: "The push service's URL for this browser (https; http://127.0.0.1 or localhost only on a local server).",
    examples: ["https://fcm.googleapis.com/fcm/send/dGVycmFjZS1leGFtcGxl:APA91bExample"],
  });

const keyOf = (bytes: number, message: () => string, example: string, description: string, first?: number) =>
  z
    .string()
    .max(200, { error: message })
    .refine((k) => {
      const decoded = base64UrlBytes(k);
      return decoded?.length === bytes && (first === undefined || decoded[0] === first);
    }, { error: message })
    .meta({ description, examples: [example] });

/** PushSubscription.toJSON(): {endpoint, expirationTime?, keys: {p256dh, auth}}. */
export const pushSubscriptionSchema = z
  .object({
    endpoint: endpointSchema,
    /** Browsers send it (null, mostly); the server does not use it. */
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      p256dh: keyOf(
        P256DH_BYTES,
        () => pushMessages.errors.p256dh,
        "BEQkul5yphOm3OXuCNEyKAgY6IdnMQg5jhhAB-stzgDv5fhRd6wZyO8phG-gmUkAX5EGGwTgZ5fwDLKu18Tcb-o",
        "The browser's P-256 public key, uncompressed (65 bytes, the first 0x04), base64url.",
        0x04,
      ),
      auth: keyOf(AUTH_BYTES, () => pushMessages.errors.auth, "dAZpVYR3vW6LxVfoqCatjg", "The browser's 16-byte auth secret, base64url."),
    }),
  })
  .meta({ id: "PushSubscriptionInput" });
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /push/subscriptions and POST /push/subscriptions/status: one of the person's browsers, by its endpoint. */
export const pushUnsubscribeSchema = z.object({ endpoint: endpointSchema }).meta({ id: "PushEndpointInput" });
