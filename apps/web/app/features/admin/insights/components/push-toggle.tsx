import type { PushSubscriptionRequest } from '@hvac/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { apiErrorMessage } from '../../../../lib/api-error';
import { deletePushSubscription, getPushKey, savePushSubscription, sendTestPush } from '../api/push-subscriptions';

export const pushWorkerPath = '/admin/push-sw.js';
export const pushWorkerScope = '/admin/';

type PushState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

// applicationServerKey wants the key's bytes; the server gives it base64url.
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(pushWorkerScope);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

// Push notifications on this device: urgent enquiries (gas smell, no heat, no cooling) arrive within
// seconds, and again if nobody has answered them after the delay set in Settings. Per device: each
// phone or computer is turned on on its own.
export function PushToggle() {
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    if (!supported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('blocked');
    void currentSubscription().then((s) => setState(s ? 'on' : 'off'), () => setState('off'));
  }, []);

  const run = async (action: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setNote(null);
    try {
      await action();
    } catch (failure) {
      setNote(await apiErrorMessage(failure, fallback));
    } finally {
      setBusy(false);
    }
  };

  const turnOn = () =>
    run(async () => {
      if ((await Notification.requestPermission()) !== 'granted') return setState('blocked');
      await navigator.serviceWorker.register(pushWorkerPath, { scope: pushWorkerScope });
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(await getPushKey()) });
      await savePushSubscription(subscription.toJSON() as PushSubscriptionRequest);
      setState('on');
      setNote('Push notifications are on for this device.');
    }, 'Push notifications could not be turned on. Please try again.');

  const turnOff = () =>
    run(async () => {
      const subscription = await currentSubscription();
      if (subscription) {
        await deletePushSubscription(subscription.endpoint).catch(() => undefined);
        await subscription.unsubscribe();
      }
      setState('off');
      setNote('Push notifications are off for this device.');
    }, 'Push notifications could not be turned off. Please try again.');

  const test = () => run(async () => (await sendTestPush(), setNote('A test notification is on its way.')), 'The test notification could not be sent.');

  return (
    <section className="dashboard-panel" aria-labelledby="dashboard-push">
      <h2 id="dashboard-push">Urgent enquiries on this device</h2>
      {state === 'unsupported' ? <p>This browser cannot show push notifications. On an iPhone, add the admin to the home screen first.</p> : null}
      {state === 'blocked' ? <p>Notifications are blocked for this site in the browser’s settings. Allow them there, then come back.</p> : null}
      {state === 'off' || state === 'on' ? (
        <>
          <p>{state === 'on' ? 'On: a gas smell, no heat or no cooling enquiry notifies this device at once.' : 'Off: turn it on to be notified of urgent enquiries on this device.'}</p>
          <div className="btn-row">
            {state === 'on' ? (
              <>
                <Button variant="outline" busy={busy} onClick={() => void turnOff()}>
                  Turn off on this device
                </Button>
                <Button variant="outline" disabled={busy} onClick={() => void test()}>
                  Send a test
                </Button>
              </>
            ) : (
              <Button busy={busy} busyLabel="Turning on..." onClick={() => void turnOn()}>
                Turn on notifications
              </Button>
            )}
          </div>
        </>
      ) : null}
      {note ? (
        <p role="status" className="admin-muted">
          {note}
        </p>
      ) : null}
    </section>
  );
}
