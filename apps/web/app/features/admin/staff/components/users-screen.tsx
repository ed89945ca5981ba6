import type { Page, PendingInvitation, StaffMember, StaffRole } from '@hvac/contracts';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { apiErrorMessage } from '../../../../lib/api-error';
import { changeUserRole } from '../api/change-user-role';
import { deleteUser } from '../api/delete-user';
import { resetUserSecondFactor } from '../api/reset-user-second-factor';
import { setUserActive } from '../api/set-user-active';
import { useBannerStore } from '../../kit/stores/banner-store';
import { formatDateTime } from '../../kit/utils/display';
import type { ListQuery } from '../../kit/utils/pagination';
import { grantableRoles, roleLabels } from '../utils/staff-roles';
import { ConfirmDialog } from '../../kit/components/confirm-dialog';
import { InviteDialog } from './invite-dialog';
import { ListSearch } from '../../kit/components/list-search';
import { Pagination } from '../../kit/components/pagination';
import { PendingInvitations } from './pending-invitations';

type UsersScreenProps = { users: Page<StaffMember>; list: ListQuery; invitations: PendingInvitation[]; currentUserId: string | null; currentRole: StaffRole | null };

// Owners and admins manage the staff. The server decides every rule (own role, owners, the last owner); the screen
// only leaves out the controls that could never succeed and shows the server's message when one is refused.
export function UsersScreen({ users, list, invitations, currentUserId, currentRole }: UsersScreenProps) {
  const revalidator = useRevalidator();
  const showBanner = useBannerStore((s) => s.show);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<StaffMember | null>(null);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const [inviting, setInviting] = useState(false);

  // `done`: the banner once it worked, or a function of the action's result (the server's own message).
  const act = async <T,>(id: string, action: () => Promise<T>, done: string | ((result: T) => string)) => {
    setBusyId(id);
    try {
      const result = await action();
      showBanner('success', typeof done === 'string' ? done : done(result));
      await revalidator.revalidate();
    } catch (error) {
      showBanner('error', await apiErrorMessage(error, 'The change failed. Please try again.'));
    } finally {
      setBusyId(null);
    }
  };

  const mayManage = (user: StaffMember) => user._id !== currentUserId && (currentRole === 'owner' || user.role !== 'owner');
  const assignableRoles = grantableRoles(currentRole);

  return (
    <>
      <div className="admin-page__head">
        <div>
          <h1>Users</h1>
          <p className="lead">Staff who may sign in to this portal. Owners and admins manage users; editors work on posts, location pages and images only.</p>
        </div>
        <Button variant="navy" onClick={() => setInviting(true)}>
          Invite someone
        </Button>
      </div>
      <ListSearch label="Search users" hint="Part of a name or e-mail" q={list.q} />
      {list.q && users.items.length === 0 ? <p className="admin-empty">No user matches “{list.q}”.</p> : null}
      <div className="admin-table-wrap" role="region" aria-label="Users" tabIndex={0}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">State</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {users.items.map((user) => (
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
                        const role = event.target.value as StaffRole;
                        void act(user._id, () => changeUserRole(user._id, role), `${user.name} is now ${roleLabels[role].toLowerCase()}.`);
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
                        onClick={() => void act(user._id, () => setUserActive(user._id, !user.active), user.active ? `${user.name} was deactivated and signed out.` : `${user.name} may sign in again.`)}
                      >
                        {user.active ? 'Deactivate' : 'Activate'}
                      </Button>
                      {currentRole === 'owner' && user.secondFactor ? (
                        <Button variant="outline" onClick={() => setResetting(user)}>
                          Reset second factor
                        </Button>
                      ) : null}
                      <Button variant="danger" onClick={() => setDeleting(user)}>
                        Delete
                      </Button>
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={list.page} total={users.total} label="Users" />
      <h2>Pending invitations</h2>
      <PendingInvitations invitations={invitations} currentRole={currentRole} act={act} busyId={busyId} />
      <InviteDialog
        open={inviting}
        currentRole={currentRole}
        onClose={() => setInviting(false)}
        onInvited={(email) => {
          showBanner('success', `An invitation was sent to ${email}.`);
          void revalidator.revalidate();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete user"
        message={`Delete ${deleting?.name ?? ''}? They are signed out at once and can no longer sign in. What they published stays on the site.`}
        confirmLabel="Delete user"
        busy={deleting !== null && busyId === deleting._id}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const user = deleting;
          if (!user) return;
          void act(user._id, () => deleteUser(user._id), `${user.name} was deleted.`).then(() => setDeleting(null));
        }}
      />
      <ConfirmDialog
        open={resetting !== null}
        title="Reset second factor"
        message={`Switch off the authenticator app of ${resetting?.name ?? ''}? They are signed out everywhere and sign in with their password alone until they set up a new app. Do this only when you know it is them asking (a lost phone).`}
        confirmLabel="Reset second factor"
        busy={resetting !== null && busyId === resetting._id}
        onCancel={() => setResetting(null)}
        onConfirm={() => {
          const user = resetting;
          if (!user) return;
          void act(user._id, () => resetUserSecondFactor(user._id), (message) => message).then(() => setResetting(null));
        }}
      />
    </>
  );
}
