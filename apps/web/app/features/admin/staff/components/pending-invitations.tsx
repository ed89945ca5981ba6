import type { PendingInvitation, StaffRole } from '@hvac/contracts';
import { Button } from '../../../../components/ui/button';
import { AdminTable } from '../../kit/components/list-screen';
import { useActionFetcher, useConfirmedAction } from '../../kit/hooks/use-action-fetcher';
import { formatDateTime } from '../../kit/utils/display';
import { invitationExpired, roleLabels } from '../utils/staff-roles';
import { ConfirmDialog } from '../../kit/components/confirm-dialog';
import { deliveryStateLabels } from '../../kit/components/delivery-badge';

type PendingInvitationsProps = { invitations: PendingInvitation[]; currentRole: StaffRole | null };

// Invitations not yet accepted: whether the mail went out, until when the link works, and a new link or none.
export function PendingInvitations({ invitations, currentRole }: PendingInvitationsProps) {
  const resender = useActionFetcher();
  const revoker = useConfirmedAction<PendingInvitation>();
  const revoking = revoker.asking;
  // An admin may not resend or revoke an owner's invitation; the server refuses it too.
  const mayManage = (invitation: PendingInvitation) => currentRole === 'owner' || invitation.role !== 'owner';

  if (invitations.length === 0) return <p className="admin-muted">No invitations are waiting.</p>;
  return (
    <>
      <AdminTable
        label="Pending invitations"
        columns={['E-mail', 'Role', 'Mail', 'Link works until', 'Actions']}
        rows={invitations.map((invitation) => (
          <tr key={invitation.id}>
            <td>
              <strong>{invitation.email}</strong>
              {invitation.invitedBy ? <span className="admin-muted">Invited by {invitation.invitedBy}</span> : null}
            </td>
            <td>{roleLabels[invitation.role]}</td>
            <td>
              <span className={`admin-badge admin-badge--${invitation.mailState}`}>{deliveryStateLabels[invitation.mailState]}</span>
            </td>
            <td className="admin-nowrap">{invitationExpired(invitation) ? <strong>Expired</strong> : formatDateTime(invitation.expiresAt)}</td>
            <td>
              {mayManage(invitation) ? (
                <div className="btn-row">
                  <Button
                    variant="outline"
                    busy={resender.pending('resend-invitation') && resender.fetcher.formData?.get('id') === invitation.id}
                    busyLabel="Sending..."
                    onClick={() => resender.submit({ intent: 'resend-invitation', id: invitation.id, email: invitation.email })}
                  >
                    Resend
                  </Button>
                  <Button variant="danger" onClick={() => revoker.ask(invitation)}>
                    Revoke
                  </Button>
                </div>
              ) : null}
            </td>
          </tr>
        ))}
      />
      <ConfirmDialog
        {...revoker.dialog}
        title="Revoke invitation"
        message={`Revoke the invitation to ${revoking?.email ?? ''}? Its link stops working at once.`}
        confirmLabel="Revoke invitation"
        onConfirm={() => revoking && revoker.submit({ intent: 'revoke-invitation', id: revoking.id, email: revoking.email })}
      />
    </>
  );
}
