// This browser's Web Push subscription (issue 46), for the notification settings screen: what
// state it is in, turning it on (permission, PushManager.subscribe with the server's VAPID key,
// PUT /api/push/subscriptions) and off (DELETE, then unsubscribe). The service worker
// (public/sw.js) shows what arrives and re-subscribes when the push service rotates it.
import { api } from "../../lib/api-client";

/**
 * - unsupported: no service worker, PushManager or Notification here (an iPhone's Safari outside
 *   the home screen, an old browser);
 * - denied: the person (or the browser) blocked notifications for the site;
 * - unavailable: this server has no VAPID key;
 * - on / off: this browser's subscription is, or is not, saved for the person.
 */
export type DeviceState = "unsupported" | "denied" | "unavailable" | "on" | "off";

export const pushSupported = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window && window.isSecureContext;

/** The page's registration (the shell registers the worker on every page); null when none comes in time. */
async function registration(timeoutMs = 10_000): Promise<ServiceWorkerRegistration | null> {
  const existing = await navigator.serviceWorker.getRegistration("/");
  if (existing?.active) return existing;
  return Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs))]);
}

/** The browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await registration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/**
 * The state shown when the page opens. A subscription the browser holds counts as on only when
 * the server has it for this person (POST /api/push/subscriptions/status): another account's
 * (a shared browser) shows as off until this person turns it on, which moves it to them.
 */
export async function deviceState(pushAvailable: boolean): Promise<DeviceState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  if (!pushAvailable) return "unavailable";
  const sub = Notification.permission === "granted" ? await currentSubscription() : null;
  if (!sub) return "off";
  const res = await api.push.subscriptions.status.$post({ json: { endpoint: sub.endpoint } });
  return res.ok && ((await res.json()) as { subscribed: boolean }).subscribed ? "on" : "off";
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) => !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((x, i) => x === b[i]);

/** Sends the browser's subscription to the server for the signed-in person. */
async function saveSubscription(sub: PushSubscription): Promise<boolean> {
  const json = sub.toJSON() as { endpoint: string; expirationTime?: number | null; keys: { p256dh: string; auth: string } };
  const res = await api.push.subscriptions.$put({ json: { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: json.keys } });
  return res.ok;
}

/** Turns notifications on for this browser: the state it ends in. Throws when the browser or the server fails. */
export async function turnOn(): Promise<DeviceState> {
  if (!pushSupported()) return "unsupported";
  const permission = Notification.permission === "default" ? await Notification.requestPermission() : Notification.permission;
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "off"; // dismissed: nothing asked again until the person does
  const keyAnswer = await api.push.key.$get();
  if (keyAnswer.status === 404) return "unavailable";
  if (!keyAnswer.ok) throw new Error(`push key: ${keyAnswer.status}`);
  const { publicKey } = (await keyAnswer.json()) as { publicKey: string };
  const reg = await registration();
  if (!reg) throw new Error("no service worker");
  const key = keyBytes(publicKey);
  let sub = await reg.pushManager.getSubscription();
  // Made with another key (the server's changed): that one can no longer be sent to.
  if (sub && !sameKey(sub.options.applicationServerKey, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  if (!(await saveSubscription(sub))) throw new Error("the subscription was not saved");
  return "on";
}

/** Turns notifications off for this browser: the server forgets it, then the browser drops it. */
export async function turnOff(): Promise<DeviceState> {
  const sub = await currentSubscription();
  if (sub) {
    const res = await api.push.subscriptions.$delete({ json: { endpoint: sub.endpoint } });
    // 404: not (or no longer) this person's; the browser's copy goes all the same.
    if (!res.ok && res.status !== 404) throw new Error(`unsubscribe: ${res.status}`);
    await sub.unsubscribe();
  }
  return "off";
}
