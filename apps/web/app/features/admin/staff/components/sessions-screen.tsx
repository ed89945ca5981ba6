import type { SessionSummary } from '@hvac/contracts';
import { Button } from '../../../../components/ui/button';
import { ListScreen } from '../../kit/components/list-screen';
import { useActionFetcher } from '../../kit/hooks/use-action-fetcher';
import { formatDateTime } from '../../kit/utils/display';

// The signed-in user's own sessions. A signed-out browser is sent to the sign-in page on its next admin action;
// this one stays signed in (signing out here is the portal's own sign-out). Writes: api/session-action.ts.
export function SessionsScreen({ sessions }: { sessions: SessionSummary[] }) {
  const { fetcher, pending, submit } = useActionFetcher();
  const signingOut = (id: string) => pending('one') && fetcher.formData?.get('id') === id;
  const others = sessions.filter((session) => !session.current);
  return (
    <ListScreen
      title="Your sessions"
      lead="Where you are signed in. A session with no activity for 30 minutes ends by itself."
      actions={
        others.length > 0 ? (
          <Button variant="danger" busy={pending('others')} busyLabel="Signing out..." onClick={() => submit({ intent: 'others' })}>
            Sign out everywhere else
          </Button>
        ) : null
      }
      label="Sessions"
      columns={['Device', 'Address', 'Signed in', 'Last use', 'Actions']}
      rows={sessions.map((session) => (
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
                busy={signingOut(session.id)}
                busyLabel="Signing out..."
                onClick={() => submit({ intent: 'one', id: session.id, device: session.device })}
              >
                Sign out
              </Button>
            )}
          </td>
        </tr>
      ))}
    />
  );
}
