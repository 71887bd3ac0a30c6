// What a browser does with a Web Push message, written from RFC 8291 and RFC 8188 (not from our
// sender): the user agent's side of the key agreement, then the record's AES-128-GCM opened and
// its padding delimiter checked; and the VAPID JWT (RFC 8292) checked against its public key.
// WebCrypto only: the test receiver (Node) uses it, and so could a test in workerd.

const encoder = new TextEncoder();
const enc = { encode: (text: string) => encoder.encode(text) as Uint8Array<ArrayBuffer> };

export function b64u(bytes: ArrayBuffer | Uint8Array): string {
  return Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString("base64url");
}
type Bytes = Uint8Array<ArrayBuffer>;
const unb64u = (text: string): Bytes => new Uint8Array(Buffer.from(text, "base64url"));

/** A browser's push subscription keys: its P-256 key pair and 16-byte auth secret. */
export type UserAgentKeys = { privateKey: CryptoKey; p256dh: string; auth: string };

export async function newUserAgentKeys(): Promise<UserAgentKeys> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  return { privateKey: pair.privateKey, p256dh: b64u(raw), auth: b64u(crypto.getRandomValues(new Uint8Array(16))) };
}

async function hmac(key: Bytes, data: Bytes): Promise<Bytes> {
  const k = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", k, data));
}
const cat = (...parts: Uint8Array[]): Bytes => Uint8Array.from(parts.flatMap((p) => [...p]));

/**
 * Opens an aes128gcm body (RFC 8291 §3.4, RFC 8188 §2) with the subscription's private key and
 * auth secret, as RFC 8291 writes the derivation (HMAC steps, not a library's HKDF). Throws when
 * the body is not one such record for these keys.
 */
export async function decryptPush(body: Bytes, keys: UserAgentKeys): Promise<string> {
  if (body.length < 16 + 4 + 1 + 65 + 17) throw new Error("body too short for an aes128gcm record");
  const salt = body.slice(0, 16);
  const rs = new DataView(body.buffer, body.byteOffset).getUint32(16);
  const idlen = body[20]!;
  if (idlen !== 65) throw new Error(`key id of ${idlen} bytes, not a P-256 point`);
  const asPublic = body.slice(21, 21 + idlen);
  const ciphertext = body.slice(21 + idlen);
  if (ciphertext.length > rs) throw new Error("more than one record");
  const uaPublic = unb64u(keys.p256dh);
  const asKey = await crypto.subtle.importKey("raw", asPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits({ name: "ECDH", public: asKey }, keys.privateKey, 256));
  // PRK_key = HMAC(auth_secret, ecdh_secret); IKM = HMAC(PRK_key, "WebPush: info" 0x00 ua_public as_public 0x01)
  const prkKey = await hmac(unb64u(keys.auth), ecdhSecret);
  const ikm = await hmac(prkKey, cat(enc.encode("WebPush: info\0"), uaPublic, asPublic, new Uint8Array([1])));
  // PRK = HMAC(salt, IKM); CEK and NONCE from PRK (RFC 8188 §2.2, §2.3)
  const prk = await hmac(salt, ikm);
  const cek = (await hmac(prk, cat(enc.encode("Content-Encoding: aes128gcm\0"), new Uint8Array([1])))).slice(0, 16);
  const nonce = (await hmac(prk, cat(enc.encode("Content-Encoding: nonce\0"), new Uint8Array([1])))).slice(0, 12);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, ciphertext));
  // The last record: the text, then 0x02, then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (end < 0 || padded[end] !== 2) throw new Error("no last-record delimiter");
  return new TextDecoder().decode(padded.slice(0, end));
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>`: the ES256 signature by k, the audience, an expiry within 24 h. Returns the claims. */
export async function checkVapid(authorization: string | undefined, audience: string, nowMs = Date.now()): Promise<{ sub: string; publicKey: string }> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [head, claims, signature] = match[1]!.split(".") as [string, string, string];
  const publicKey = await crypto.subtle.importKey("raw", unb64u(match[2]!), { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
  const ok = await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, publicKey, unb64u(signature), enc.encode(`${head}.${claims}`));
  if (!ok) throw new Error("VAPID signature does not verify");
  const body = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud: string; exp: number; sub: string };
  if (body.aud !== audience) throw new Error(`VAPID audience ${body.aud}, expected ${audience}`);
  if (body.exp * 1000 <= nowMs || body.exp * 1000 > nowMs + 24 * 3600_000) throw new Error("VAPID expiry out of range");
  return { sub: body.sub, publicKey: match[2]! };
}
