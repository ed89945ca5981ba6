import type { SessionSummary } from '@hvac/contracts';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { apiErrorMessage } from '../../../../lib/api-error';
import { revokeOtherSessions, revokeSession } from '../api/revoke-session';
import { useBannerStore } from '../../kit/stores/banner-store';
import { formatDateTime } from '../../kit/utils/display';

// The signed-in user's own sessions. A signed-out browser is sent to the sign-in page on its next admin action;
// this one stays signed in (signing out here is the portal's own sign-out).
export function SessionsScreen({ sessions }: { sessions: SessionSummary[] }) {
  const revalidator = useRevalidator();
  const showBanner = useBannerStore((s) => s.show);
  const [busy, setBusy] = useState<string | null>(null);
  const others = sessions.filter((session) => !session.current);

  const act = async (key: string, action: () => Promise<string>) => {
    setBusy(key);
    try {
      showBanner('success', await action());
      await revalidator.revalidate();
    } catch (error) {
      showBanner('error', await apiErrorMessage(error, 'The session could not be signed out. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <div className="admin-page__head">
        <div>
          <h1>Your sessions</h1>
          <p className="lead">Where you are signed in. A session with no activity for 30 minutes ends by itself.</p>
        </div>
        {others.length > 0 ? (
          <Button variant="danger" busy={busy === 'others'} busyLabel="Signing out..." onClick={() => void act('others', revokeOtherSessions)}>
            Sign out everywhere else
          </Button>
        ) : null}
      </div>
      <div className="admin-table-wrap" role="region" aria-label="Sessions" tabIndex={0}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Device</th>
              <th scope="col">Address</th>
              <th scope="col">Signed in</th>
              <th scope="col">Last use</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id}>
                <td>
                  <strong>{session.device}</strong>
                  {session.current ? <span className="admin-muted">This device</span> : null}
                </td>
                <td>{session.address ?? 'Unknown'}</td>
                <td className="admin-nowrap">{formatDateTime(session.signedInAt)}</td>
                <td className="admin-nowrap">{formatDateTime(session.lastUsedAt)}</td>
                <td>
                  {session.current ? null : (
                    <Button
                      variant="outline"
                      aria-label={`Sign out ${session.device}, signed in ${formatDateTime(session.signedInAt)}`}
                      busy={busy === session.id}
                      busyLabel="Signing out..."
                      onClick={() => void act(session.id, async () => (await revokeSession(session.id), `${session.device} was signed out.`))}
                    >
                      Sign out
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
