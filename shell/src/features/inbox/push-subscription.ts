import type { PushSubscriptionBody } from 'shared-contracts';

/**
 * Web Push on this device, through the browser's own APIs (service worker, PushManager, Notification).
 * The service worker is /sw.js (shell/public/sw.js, copied as is to the site root).
 */
export const SERVICE_WORKER_URL = '/sw.js';

/** Whether this browser can receive push messages at all. */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The subscription of this device, if the service worker is registered and subscribed. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** A VAPID key as base64url text → the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((b, i) => b === wanted[i]);
}

export type EnableOutcome =
  { kind: 'subscribed'; body: PushSubscriptionBody } | { kind: 'denied' } | { kind: 'dismissed' };

/**
 * Asks for the permission, registers the service worker and subscribes with the server's key; the
 * subscription's JSON is what POST push_subscriptions stores.
 */
export async function subscribeThisDevice(vapidPublicKey: string): Promise<EnableOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { kind: 'denied' };
  if (permission !== 'granted') return { kind: 'dismissed' };
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  // subscribe() needs an active worker: ready resolves once the one controlling "/" is active.
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes(vapidPublicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another server key (the key was replaced) cannot receive our messages.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return { kind: 'subscribed', body: subscription.toJSON() as PushSubscriptionBody };
}

/** Unsubscribes this device; gives the endpoint the server should forget (null when there was none). */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}
