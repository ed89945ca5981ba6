import { staffRoles } from '@hvac/contracts';
import { type AdminActionReply, adminActionReply, formText } from '../../kit/utils/admin-action';
import { roleLabels } from '../utils/staff-roles';
import { changeUserRole } from './change-user-role';
import { deleteUser } from './delete-user';
import { inviteStaff, resendInvitation, revokeInvitation } from './invitations';
import { resetUserSecondFactor } from './reset-user-second-factor';
import { setUserActive } from './set-user-active';

const failure = 'The change failed. Please try again.';

// The users screen's writes, one per intent; `name` and `email` are the person's, for the messages. The
// server decides every rule and its refusal is the reply's message.
export async function userAction(form: FormData): Promise<AdminActionReply> {
  const id = formText(form, 'id');
  const name = formText(form, 'name');
  const email = formText(form, 'email');
  switch (formText(form, 'intent')) {
    case 'role': {
      const role = staffRoles.find((r) => r === form.get('role')) ?? 'editor';
      return adminActionReply(async () => (await changeUserRole(id, role), `${name} is now ${roleLabels[role].toLowerCase()}.`), failure);
    }
    case 'active': {
      const active = form.get('active') === 'true';
      return adminActionReply(async () => (await setUserActive(id, active), active ? `${name} may sign in again.` : `${name} was deactivated and signed out.`), failure);
    }
    case 'reset-second-factor':
      return adminActionReply(() => resetUserSecondFactor(id), failure);
    case 'delete':
      return adminActionReply(async () => (await deleteUser(id), `${name} was deleted.`), failure);
    case 'invite': {
      const role = staffRoles.find((r) => r === form.get('role')) ?? 'editor';
      return adminActionReply(async () => `An invitation was sent to ${(await inviteStaff({ email: email.trim(), role })).email}.`, 'The invitation could not be sent. Please try again.');
    }
    case 'resend-invitation':
      return adminActionReply(async () => (await resendInvitation(id), `A new invitation link was sent to ${email}; the previous one no longer works.`), failure);
    default:
      return adminActionReply(async () => (await revokeInvitation(id), `The invitation to ${email} was revoked.`), failure);
  }
}
