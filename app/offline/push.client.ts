// Call-out alerts on this device (Web Push, decision 034): the browser side of the settings card.
// The service worker (public/sw.js, registered by offline-support) shows the notifications.

export type PushState = "unsupported" | "denied" | "off" | "on";

/** Why turning alerts on failed, for the card to say. */
export class PushSetupError extends Error {
  constructor(readonly reason: "denied" | "subscribe" | "server") {
    super(reason);
  }
}

function supported() {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function registration() {
  return navigator.serviceWorker.ready;
}

export async function currentPushState(): Promise<PushState> {
  if (!supported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  const subscription = await (await registration()).pushManager.getSubscription();
  return subscription && Notification.permission === "granted" ? "on" : "off";
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string) {
  const base64 = (base64url + "=".repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

async function api(method: "POST" | "DELETE", body: unknown) {
  const response = await fetch("/api/push-subscriptions", {
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  if (!response.ok) throw new PushSetupError("server");
  return (await response.json()) as { devices: number };
}

/** Asks permission (the browser's prompt), subscribes this browser and tells the server. */
export async function turnOnPush(publicKey: string) {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new PushSetupError("denied");
  const reg = await registration();
  let subscription: PushSubscription;
  try {
    subscription =
      (await reg.pushManager.getSubscription()) ??
      (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  } catch {
    // The browser's push service could not be reached (offline, or blocked on this network).
    throw new PushSetupError("subscribe");
  }
  return api("POST", subscription.toJSON());
}

/**
 * This browser's subscription told to the server again (nothing is written when it knows it): the
 * server forgets subscriptions a push service reported gone, and the card must not say "on" then.
 */
export async function confirmPush() {
  const subscription = await (await registration()).pushManager.getSubscription();
  return subscription ? api("POST", subscription.toJSON()) : null;
}

/** Tells the server to stop, then unsubscribes this browser. */
export async function turnOffPush() {
  const subscription = await (await registration()).pushManager.getSubscription();
  if (!subscription) return null;
  const result = await api("DELETE", { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
  return result;
}
