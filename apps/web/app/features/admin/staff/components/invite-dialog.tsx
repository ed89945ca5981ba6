import { invitationValidHours, type StaffRole } from '@hvac/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { apiErrorMessage } from '../../../../lib/api-error';
import { inviteStaff } from '../api/invitations';
import { grantableRoles, roleLabels, validateInviteEmail } from '../utils/staff-roles';
import { AdminDialog } from '../../kit/components/admin-dialog';
import { SelectField, TextField } from '../../kit/components/form-fields';

type InviteDialogProps = { open: boolean; currentRole: StaffRole | null; onClose: () => void; onInvited: (email: string) => void };

// E-mail and role; the server mails the link. An admin is not offered the owner role.
export function InviteDialog({ open, currentRole, onClose, onInvited }: InviteDialogProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole | ''>('editor');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setEmail('');
    setRole('editor');
    setEmailError(undefined);
    setServerError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateInviteEmail(email);
    setEmailError(problem);
    if (problem || !role) return;
    setBusy(true);
    setServerError(null);
    try {
      const invitation = await inviteStaff({ email: email.trim(), role });
      close();
      onInvited(invitation.email);
    } catch (error) {
      setServerError(await apiErrorMessage(error, 'The invitation could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminDialog open={open} title="Invite someone" onRequestClose={close} size="narrow">
      <form className="admin-form" noValidate onSubmit={submit}>
        <div className="admin-dialog__body">
          <p>They get an e-mail with a link to choose their name and password. The link works once, for {invitationValidHours} hours.</p>
          <TextField label="E-mail address" value={email} onChange={setEmail} required error={emailError} autoFocus />
          <SelectField
            label="Role"
            value={role}
            onChange={(value) => setRole(value as StaffRole | '')}
            options={grantableRoles(currentRole).map((value) => ({ value, label: roleLabels[value] }))}
            placeholder="Choose a role"
            required
            hint="Editors work on posts, location pages, categories, images and redirects. Admins also manage enquiries, users and settings."
          />
        </div>
        <div className="admin-dialog__foot">
          <div role="alert" className="status">
            {serverError ? <p className="status__box status__box--error">{serverError}</p> : null}
          </div>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="navy" busy={busy} busyLabel="Sending..." disabled={!role}>
            Send invitation
          </Button>
        </div>
      </form>
    </AdminDialog>
  );
}
