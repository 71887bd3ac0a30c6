import { describe, expect, it } from "vitest";
import { base64UrlBytes, endpointAllowed, pushSubscriptionSchema } from "./push-subscription.ts";
import { minuteOfTime, readPushPreferencesForm, timeOfMinute } from "./push-preferences-form.ts";

const P256DH = "BEQkul5yphOm3OXuCNEyKAgY6IdnMQg5jhhAB-stzgDv5fhRd6wZyO8phG-gmUkAX5EGGwTgZ5fwDLKu18Tcb-o";
const AUTH = "dAZpVYR3vW6LxVfoqCatjg";
const sub = (over: Record<string, unknown> = {}, keys: Record<string, unknown> = {}) => ({
  endpoint: "https://fcm.googleapis.com/fcm/send/abc:def",
  expirationTime: null,
  keys: { p256dh: P256DH, auth: AUTH, ...keys },
  ...over,
});

describe("a push subscription", () => {
  it("decodes base64url, padded or not, and refuses what is not", () => {
    expect(base64UrlBytes(AUTH)?.length).toBe(16);
    expect(base64UrlBytes(`${AUTH}==`)?.length).toBe(16);
    expect(base64UrlBytes(P256DH)?.length).toBe(65);
    expect(base64UrlBytes("ab+c")).toBeNull();
    expect(base64UrlBytes("abcde")).toBeNull();
    expect(base64UrlBytes("")).toBeNull();
  });

  it("takes PushSubscription.toJSON() with a 65-byte P-256 point and a 16-byte secret", () => {
    expect(pushSubscriptionSchema.safeParse(sub()).success).toBe(true);
    expect(pushSubscriptionSchema.safeParse(sub({}, { auth: AUTH.slice(0, 20) })).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse(sub({}, { p256dh: P256DH.slice(0, 80) })).success).toBe(false);
    // 65 bytes, but not an uncompressed point (0x04 first).
    const compressed = `A${P256DH.slice(1)}`;
    expect(pushSubscriptionSchema.safeParse(sub({}, { p256dh: compressed })).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse(sub({ endpoint: "not a url" })).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse(sub({ endpoint: `https://push.example.com/${"x".repeat(1100)}` })).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ endpoint: sub().endpoint }).success).toBe(false);
  });

  it("sends only to a push service's https address; loopback only on a local server", () => {
    const prod = { local: false };
    expect(endpointAllowed("https://fcm.googleapis.com/fcm/send/x", prod)).toBe(true);
    expect(endpointAllowed("https://updates.push.services.mozilla.com/wpush/v2/x", prod)).toBe(true);
    expect(endpointAllowed("http://fcm.googleapis.com/fcm/send/x", prod)).toBe(false);
    expect(endpointAllowed("http://127.0.0.1:9999/push/1", prod)).toBe(false);
    expect(endpointAllowed("https://localhost/push/1", prod)).toBe(false);
    expect(endpointAllowed("https://10.0.0.1/push/1", prod)).toBe(false);
    expect(endpointAllowed("https://[fd00::1]/push/1", prod)).toBe(false);
    expect(endpointAllowed("https://intranet/push/1", prod)).toBe(false);
    expect(endpointAllowed("https://user:pw@push.example.com/x", prod)).toBe(false);
    expect(endpointAllowed("ftp://push.example.com/x", prod)).toBe(false);
    const local = { local: true };
    expect(endpointAllowed("http://127.0.0.1:9999/push/1", local)).toBe(true);
    expect(endpointAllowed("http://localhost:9999/push/1", local)).toBe(true);
    expect(endpointAllowed("http://10.0.0.1/push/1", local)).toBe(false);
  });
});

describe("the preferences form", () => {
  it("reads times both ways", () => {
    expect(timeOfMinute(22 * 60 + 5)).toBe("22:05");
    expect(timeOfMinute(null)).toBe("");
    expect(minuteOfTime("07:30")).toBe(450);
    expect(minuteOfTime("07:30:00")).toBe(450);
    expect(minuteOfTime("")).toBeNull();
    expect(minuteOfTime("25:00")).toBeUndefined();
  });

  it("turns the posted fields into the preferences (an unchecked box is off)", () => {
    const read = readPushPreferencesForm({ deadline: "always", livePlayers: "on", moderation: "on", quietStart: "22:00", quietEnd: "07:00" });
    expect(read).toEqual({
      ok: true,
      value: { deadline: "always", livePlayers: true, finalPoints: false, wallReplies: false, moderation: true, quietStart: 1320, quietEnd: 420 },
    });
    expect(readPushPreferencesForm({ deadline: "off", quietStart: "", quietEnd: "" })).toMatchObject({ ok: true, value: { quietStart: null, quietEnd: null } });
  });

  it("names the field that is wrong", () => {
    expect(readPushPreferencesForm({ deadline: "off", quietStart: "22:00", quietEnd: "" })).toMatchObject({ ok: false, fields: { quietEnd: expect.any(String) } });
    expect(readPushPreferencesForm({ deadline: "off", quietStart: "nope", quietEnd: "07:00" })).toMatchObject({ ok: false, fields: { quietStart: expect.any(String) } });
    expect(readPushPreferencesForm({ deadline: "sometimes" })).toMatchObject({ ok: false, fields: { deadline: expect.any(String) } });
  });
});
