import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useActionFetcher } from '../../kit/hooks/use-action-fetcher';
import { currentSubscription, type PushReply, type PushState, pushSupported } from '../api/push-action';

// Push notifications on this device: urgent enquiries (gas smell, no heat, no cooling) arrive within
// seconds, and again if nobody has answered them after the delay set in Settings. Per device: each
// phone or computer is turned on on its own. The switches post to the overview's action (api/push-action.ts).
export function PushToggle() {
  const [state, setState] = useState<PushState>('checking');
  const { fetcher, pending, submit } = useActionFetcher<PushReply>({ onSuccess: (reply) => reply.push && setState(reply.push) });
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    if (!pushSupported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('blocked');
    void currentSubscription().then((s) => setState(s ? 'on' : 'off'), () => setState('off'));
  }, []);

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
                <Button variant="outline" busy={pending('push-off')} onClick={() => submit({ intent: 'push-off' })}>
                  Turn off on this device
                </Button>
                <Button variant="outline" disabled={busy} onClick={() => submit({ intent: 'push-test' })}>
                  Send a test
                </Button>
              </>
            ) : (
              <Button busy={pending('push-on')} busyLabel="Turning on..." onClick={() => submit({ intent: 'push-on' })}>
                Turn on notifications
              </Button>
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}
