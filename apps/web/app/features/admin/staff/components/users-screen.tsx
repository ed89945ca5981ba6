import type { Page, PendingInvitation, StaffMember, StaffRole } from '@hvac/contracts';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../kit/components/confirm-dialog';
import { ListSearch } from '../../kit/components/list-search';
import { ListScreen } from '../../kit/components/list-screen';
import { useActionFetcher, useConfirmedAction } from '../../kit/hooks/use-action-fetcher';
import { formatDateTime } from '../../kit/utils/display';
import type { ListQuery } from '../../kit/utils/pagination';
import { grantableRoles, roleLabels } from '../utils/staff-roles';
import { InviteDialog } from './invite-dialog';
import { PendingInvitations } from './pending-invitations';

type UsersScreenProps = { users: Page<StaffMember>; list: ListQuery; invitations: PendingInvitation[]; currentUserId: string | null; currentRole: StaffRole | null };

// Owners and admins manage the staff. The server decides every rule (own role, owners, the last owner); the screen
// only leaves out the controls that could never succeed and shows the server's message when one is refused.
// Writes go to the route's clientAction (api/user-action.ts).
export function UsersScreen({ users, list, invitations, currentUserId, currentRole }: UsersScreenProps) {
  const { fetcher, submit } = useActionFetcher();
  const busyId = fetcher.state !== 'idle' ? fetcher.formData?.get('id') : null;
  const remover = useConfirmedAction<StaffMember>();
  const resetter = useConfirmedAction<StaffMember>();
  const deleting = remover.asking;
  const resetting = resetter.asking;
  const [inviting, setInviting] = useState(false);

  const mayManage = (user: StaffMember) => user._id !== currentUserId && (currentRole === 'owner' || user.role !== 'owner');
  const assignableRoles = grantableRoles(currentRole);

  return (
    <ListScreen
      title="Users"
      lead="Staff who may sign in to this portal. Owners and admins manage users; editors work on posts, location pages and images only."
      actions={
        <Button variant="navy" onClick={() => setInviting(true)}>
          Invite someone
        </Button>
      }
      tools={<ListSearch label="Search users" hint="Part of a name or e-mail" q={list.q} />}
      label="Users"
      columns={['Name', 'Role', 'State', 'Last sign-in', 'Actions']}
      empty={list.q ? `No user matches “${list.q}”.` : undefined}
      paging={{ page: list.page, total: users.total }}
      rows={users.items.map((user) => (
        <tr key={user._id}>
          <td>
            <strong>{user.name}</strong>
            <span className="admin-muted">{user.email}</span>
          </td>
          <td>
            {mayManage(user) && user.role ? (
              <select
                aria-label={`Role of ${user.name}`}
                value={user.role}
                disabled={busyId === user._id}
                onChange={(event) => {
                  submit({ intent: 'role', id: user._id, name: user.name, role: event.target.value });
                }}
              >
                {assignableRoles.map((role) => (
                  <option key={role} value={role}>
                    {roleLabels[role]}
                  </option>
                ))}
              </select>
            ) : (
              <span>{user.role ? roleLabels[user.role] : 'No staff role'}</span>
            )}
          </td>
          <td>
            {user.active ? 'Active' : 'Deactivated'}
            {user.secondFactor ? <span className="admin-muted">Authenticator app on</span> : null}
          </td>
          <td className="admin-nowrap">{user.lastSignInAt ? formatDateTime(user.lastSignInAt) : 'Never'}</td>
          <td>
            {mayManage(user) ? (
              <div className="btn-row">
                <Button
                  variant="outline"
                  busy={busyId === user._id}
                  busyLabel="Saving..."
                  onClick={() => submit({ intent: 'active', id: user._id, name: user.name, active: !user.active })}
                >
                  {user.active ? 'Deactivate' : 'Activate'}
                </Button>
                {currentRole === 'owner' && user.secondFactor ? (
                  <Button variant="outline" onClick={() => resetter.ask(user)}>
                    Reset second factor
                  </Button>
                ) : null}
                <Button variant="danger" onClick={() => remover.ask(user)}>
                  Delete
                </Button>
              </div>
            ) : null}
          </td>
        </tr>
      ))}
    >
      <h2>Pending invitations</h2>
      <PendingInvitations invitations={invitations} currentRole={currentRole} />
      <InviteDialog open={inviting} currentRole={currentRole} onClose={() => setInviting(false)} />
      <ConfirmDialog
        {...remover.dialog}
        title="Delete user"
        message={`Delete ${deleting?.name ?? ''}? They are signed out at once and can no longer sign in. What they published stays on the site.`}
        confirmLabel="Delete user"
        onConfirm={() => deleting && remover.submit({ intent: 'delete', id: deleting._id, name: deleting.name })}
      />
      <ConfirmDialog
        {...resetter.dialog}
        title="Reset second factor"
        message={`Switch off the authenticator app of ${resetting?.name ?? ''}? They are signed out everywhere and sign in with their password alone until they set up a new app. Do this only when you know it is them asking (a lost phone).`}
        confirmLabel="Reset second factor"
        onConfirm={() => resetting && resetter.submit({ intent: 'reset-second-factor', id: resetting._id })}
      />
    </ListScreen>
  );
}
