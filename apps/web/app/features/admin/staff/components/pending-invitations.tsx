import type { PendingInvitation, StaffRole } from '@hvac/contracts';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { resendInvitation, revokeInvitation } from '../api/invitations';
import { formatDateTime } from '../../kit/utils/display';
import { invitationExpired, roleLabels } from '../utils/staff-roles';
import { ConfirmDialog } from '../../kit/components/confirm-dialog';
import { deliveryStateLabels } from '../../kit/components/delivery-badge';

type PendingInvitationsProps = {
  invitations: PendingInvitation[];
  currentRole: StaffRole | null;
  // Runs an action with the screen's banner and reload; the id marks the row as busy.
  act: (id: string, action: () => Promise<unknown>, done: string) => Promise<void>;
  busyId: string | null;
};

// Invitations not yet accepted: whether the mail went out, until when the link works, and a new link or none.
export function PendingInvitations({ invitations, currentRole, act, busyId }: PendingInvitationsProps) {
  const [revoking, setRevoking] = useState<PendingInvitation | null>(null);
  // An admin may not resend or revoke an owner's invitation; the server refuses it too.
  const mayManage = (invitation: PendingInvitation) => currentRole === 'owner' || invitation.role !== 'owner';

  if (invitations.length === 0) return <p className="admin-muted">No invitations are waiting.</p>;
  return (
    <>
      <div className="admin-table-wrap" role="region" aria-label="Pending invitations" tabIndex={0}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Mail</th>
              <th scope="col">Link works until</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {invitations.map((invitation) => (
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
                        busy={busyId === invitation.id}
                        busyLabel="Sending..."
                        onClick={() => void act(invitation.id, () => resendInvitation(invitation.id), `A new invitation link was sent to ${invitation.email}; the previous one no longer works.`)}
                      >
                        Resend
                      </Button>
                      <Button variant="danger" onClick={() => setRevoking(invitation)}>
                        Revoke
                      </Button>
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke invitation"
        message={`Revoke the invitation to ${revoking?.email ?? ''}? Its link stops working at once.`}
        confirmLabel="Revoke invitation"
        busy={revoking !== null && busyId === revoking.id}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          const invitation = revoking;
          if (!invitation) return;
          void act(invitation.id, () => revokeInvitation(invitation.id), `The invitation to ${invitation.email} was revoked.`).then(() => setRevoking(null));
        }}
      />
    </>
  );
}
