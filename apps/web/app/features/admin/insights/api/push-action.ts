import type { PushSubscriptionRequest } from '@hvac/contracts';
import { type AdminActionReply, adminActionReply, formText } from '../../kit/utils/admin-action';
import { deletePushSubscription, getPushKey, savePushSubscription, sendTestPush } from './push-subscriptions';
import { paths } from '../../../../config/paths';

export const pushWorkerPath = paths.admin.pushWorker.getHref();
export const pushWorkerScope = '/admin/';

export type PushState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';
// The reply of the overview's action about this device's notifications, with the device's state after it.
export type PushReply = AdminActionReply & { push?: PushState };

// applicationServerKey wants the key's bytes; the server gives it base64url.
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

export const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(pushWorkerScope);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function turnOn(): Promise<PushReply> {
  let push: PushState = 'off';
  const reply = await adminActionReply(async () => {
    if ((await Notification.requestPermission()) !== 'granted') {
      push = 'blocked';
      return 'Notifications are blocked for this site.';
    }
    await navigator.serviceWorker.register(pushWorkerPath, { scope: pushWorkerScope });
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(await getPushKey()) });
    await savePushSubscription(subscription.toJSON() as PushSubscriptionRequest);
    push = 'on';
    return 'Push notifications are on for this device.';
  }, 'Push notifications could not be turned on. Please try again.');
  return { ...reply, push };
}

async function turnOff(): Promise<PushReply> {
  const reply = await adminActionReply(async () => {
    const subscription = await currentSubscription();
    if (subscription) {
      await deletePushSubscription(subscription.endpoint).catch(() => undefined);
      await subscription.unsubscribe();
    }
    return 'Push notifications are off for this device.';
  }, 'Push notifications could not be turned off. Please try again.');
  return { ...reply, push: 'off' };
}

// The overview's action: this device's push notifications on, off, or a test. It runs in the browser, where
// the permission, the service worker and the subscription live.
export function pushAction(form: FormData): Promise<PushReply> {
  const intent = formText(form, 'intent');
  if (intent === 'push-on') return turnOn();
  if (intent === 'push-off') return turnOff();
  return adminActionReply(async () => (await sendTestPush(), 'A test notification is on its way.'), 'The test notification could not be sent.');
}
