// The sender's encryption and signature against the receiver's side written from the RFCs
// (tests/support/push-decrypt.ts): what one writes the other reads.
import { describe, expect, it } from "vitest";
import { checkVapid, decryptPush, newUserAgentKeys } from "../../tests/support/push-decrypt";
import { encryptPayload, pushRequest, vapidPublicKey } from "./web-push";

const jwk = JSON.stringify({ kty: "EC", crv: "P-256", x: "pG-WsaaiWtoibsoLeudmrFYA_CGDR71j9UgF43lVsoY", y: "PmWUDPEl-xlwwip0tg8ojlM_AYXJz5eOu-sotjM9EoI", d: "lihlbNtFNhuEp6pRFVQfpTaStR2HbkjANXfUUK6sO_w" });

describe("Web Push on the wire", () => {
  it("encrypts as RFC 8291 aes128gcm: the browser's keys open it, other keys do not", async () => {
    const keys = await newUserAgentKeys();
    const text = JSON.stringify({ title: "Journée 18", body: "é".repeat(500) });
    const body = await encryptPayload(keys, new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>);
    expect(await decryptPush(body, keys)).toBe(text);
    await expect(decryptPush(body, await newUserAgentKeys())).rejects.toThrow();
  });

  it("signs a VAPID JWT for the push service's origin, with the public key of the private JWK", async () => {
    const keys = await newUserAgentKeys();
    const request = await pushRequest({ privateJwk: jwk, subject: "mailto:ops@terrace.local" }, { endpoint: "https://push.example.net/send/abc", ...keys }, { hi: 1 }, { ttl: 90_000, urgency: "high", topic: "live 17!" });
    expect(request.headers.get("Content-Encoding")).toBe("aes128gcm");
    expect(request.headers.get("TTL")).toBe("86400");
    expect(request.headers.get("Topic")).toBe("live-17-");
    const vapid = await checkVapid(request.headers.get("Authorization") ?? undefined, "https://push.example.net");
    expect(vapid).toEqual({ sub: "mailto:ops@terrace.local", publicKey: await vapidPublicKey(jwk) });
    expect(await decryptPush(new Uint8Array(await request.arrayBuffer()), keys)).toBe('{"hi":1}');
  });
});
