// Web Push on the wire, Workers-native (WebCrypto only): the payload encrypted as RFC 8291 says
// (aes128gcm, RFC 8188: one record, the key id the sender's ephemeral public key) and the request
// signed with a VAPID JWT (RFC 8292). Decision 053: @pushforge/builder 2.0.5 writes the older
// 'aesgcm' draft encoding (Encryption and Crypto-Key headers), which RFC 8291 replaced and some
// push services refuse, so the encryption is here, in about sixty lines, and the test receiver
// (tests/support/push-receiver.ts) decrypts it as a browser would.

/** What a browser's PushSubscription.toJSON() gives: its push service's URL and its keys (base64url). */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushUrgency = "very-low" | "low" | "normal" | "high";
export type PushOptions = { ttl: number; urgency: PushUrgency; topic?: string };
/** The VAPID identity: the private key as a JWK (JSON text, the VAPID_PRIVATE_JWK secret) and the contact (VAPID_SUBJECT). */
export type Vapid = { privateJwk: string; subject: string };

const encoder = new TextEncoder();
const utf8 = (text: string): Bytes => encoder.encode(text) as Bytes;
/** One record holds the whole payload (push services take at most 4,096 bytes). */
const RECORD_SIZE = 4096;
/** A push service stores a message at most a day (and the JWT must expire within 24 h). */
export const MAX_TTL_SECONDS = 24 * 60 * 60;

export function base64url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text = "";
  for (const b of view) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

type Bytes = Uint8Array<ArrayBuffer>;

export function fromBase64url(text: string): Bytes {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const concat = (...parts: Uint8Array[]): Bytes => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

async function hkdf(salt: Bytes, ikm: Bytes | ArrayBuffer, info: Bytes, bytes: number): Promise<Bytes> {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

/**
 * The RFC 8291 body for `plaintext`: salt (16) | record size (4) | key id length (1) | the
 * sender's ephemeral P-256 public key (65) | AES-128-GCM of plaintext + 0x02 (the last record).
 */
export async function encryptPayload(target: Pick<PushTarget, "p256dh" | "auth">, plaintext: Bytes): Promise<Bytes> {
  const uaPublic = fromBase64url(target.p256dh);
  const authSecret = fromBase64url(target.auth);
  if (uaPublic.length !== 65 || uaPublic[0] !== 4) throw new Error("p256dh is not an uncompressed P-256 point");
  if (authSecret.length !== 16) throw new Error("auth is not 16 bytes");
  if (plaintext.length > RECORD_SIZE - 16 - 1 - 86) throw new Error("payload too large for one push");
  const uaKey = await crypto.subtle.importKey("raw", uaPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  const local = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const asPublic = new Uint8Array((await crypto.subtle.exportKey("raw", local.publicKey)) as ArrayBuffer);
  const ecdhSecret = await crypto.subtle.deriveBits({ name: "ECDH", public: uaKey }, local.privateKey, 256);
  const ikm = await hkdf(authSecret, ecdhSecret, concat(utf8("WebPush: info\0"), uaPublic, asPublic), 32);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const [cekBytes, nonce] = await Promise.all([
    hkdf(salt, ikm, utf8("Content-Encoding: aes128gcm\0"), 16),
    hkdf(salt, ikm, utf8("Content-Encoding: nonce\0"), 12),
  ]);
  const cek = await crypto.subtle.importKey("raw", cekBytes, "AES-GCM", false, ["encrypt"]);
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, cek, concat(plaintext, new Uint8Array([2]))));
  const header = new Uint8Array(16 + 4 + 1 + 65);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = 65;
  header.set(asPublic, 21);
  return concat(header, sealed);
}

// A VAPID JWT is valid for any push to one push service (its origin) until it expires: signed once
// per origin and reused for 12 hours (one ECDSA signature per push service, not per push).
const JWT_LIFETIME_S = 12 * 60 * 60;
const signingKeys = new Map<string, Promise<{ key: CryptoKey; publicKey: string }>>();
const tokens = new Map<string, { header: string; expiresAt: number }>();

function signingKey(privateJwk: string) {
  let entry = signingKeys.get(privateJwk);
  if (!entry) {
    const jwk = JSON.parse(privateJwk) as JsonWebKey;
    if (jwk.kty !== "EC" || jwk.crv !== "P-256" || !jwk.d || !jwk.x || !jwk.y) throw new Error("VAPID_PRIVATE_JWK is not a P-256 private JWK");
    entry = crypto.subtle
      .importKey("jwk", { kty: "EC", crv: "P-256", x: jwk.x, y: jwk.y, d: jwk.d }, { name: "ECDSA", namedCurve: "P-256" }, false, ["sign"])
      .then((key) => ({ key, publicKey: base64url(concat(new Uint8Array([4]), fromBase64url(jwk.x!), fromBase64url(jwk.y!))) }));
    signingKeys.set(privateJwk, entry);
  }
  return entry;
}

/** The public key of a VAPID private JWK (base64url, uncompressed point): what VAPID_PUBLIC_KEY must be. */
export async function vapidPublicKey(privateJwk: string): Promise<string> {
  return (await signingKey(privateJwk)).publicKey;
}

/** `Authorization: vapid t=<JWT>, k=<public key>` for pushes to `endpoint`'s origin (RFC 8292). */
export async function vapidAuthorization(vapid: Vapid, endpoint: string, nowMs = Date.now()): Promise<string> {
  const audience = new URL(endpoint).origin;
  const cacheKey = `${vapid.privateJwk}\n${vapid.subject}\n${audience}`;
  const cached = tokens.get(cacheKey);
  if (cached && cached.expiresAt - nowMs > 60 * 60_000) return cached.header;
  const { key, publicKey } = await signingKey(vapid.privateJwk);
  const exp = Math.floor(nowMs / 1000) + JWT_LIFETIME_S;
  const unsigned = `${base64url(utf8(JSON.stringify({ typ: "JWT", alg: "ES256" })))}.${base64url(utf8(JSON.stringify({ aud: audience, exp, sub: vapid.subject })))}`;
  const signature = await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, key, utf8(unsigned));
  const header = `vapid t=${unsigned}.${base64url(signature)}, k=${publicKey}`;
  tokens.set(cacheKey, { header, expiresAt: exp * 1000 });
  return header;
}

/** The request that delivers `payload` (JSON) to one subscription. */
export async function pushRequest(vapid: Vapid, target: PushTarget, payload: unknown, options: PushOptions): Promise<Request> {
  const body = await encryptPayload(target, utf8(JSON.stringify(payload)));
  const headers: Record<string, string> = {
    "Content-Encoding": "aes128gcm",
    "Content-Type": "application/octet-stream",
    TTL: String(Math.max(0, Math.min(MAX_TTL_SECONDS, Math.round(options.ttl)))),
    Urgency: options.urgency,
    Authorization: await vapidAuthorization(vapid, target.endpoint),
  };
  // A newer message with the same topic replaces one still waiting at the push service (at most 32 URL-safe characters).
  if (options.topic) headers.Topic = options.topic.replace(/[^A-Za-z0-9_-]/g, "-").slice(0, 32);
  return new Request(target.endpoint, { method: "POST", headers, body });
}
