import { invitationValidHours, type StaffRole } from '@hvac/contracts';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useActionFetcher } from '../../kit/hooks/use-action-fetcher';
import { useSchemaForm } from '../../kit/hooks/use-schema-form';
import { grantableRoles, type InviteDraft, inviteInputFromDraft, inviteResolver, roleLabels } from '../utils/staff-roles';
import { AdminDialog } from '../../kit/components/admin-dialog';
import { SelectField, TextField } from '../../kit/components/form-fields';

type InviteDialogProps = { open: boolean; currentRole: StaffRole | null; onClose: () => void };

// E-mail and role; the route's action asks the server to mail the link. An admin is not offered the owner role.
// A refusal shows in the dialog; a sent invitation closes it and shows in the banner.
export function InviteDialog({ open, currentRole, onClose }: InviteDialogProps) {
  const invite = useSchemaForm<InviteDraft>({ defaultValues: { email: '', role: 'editor' }, resolver: inviteResolver });
  const { draft, errors } = invite;
  const [cancelled, setCancelled] = useState(false);
  const close = () => {
    invite.reset();
    setCancelled(true);
    onClose();
  };
  const { fetcher, submit: post, refusal } = useActionFetcher({ refusalInline: true, onSuccess: close });

  const submit = invite.submit((valid) => {
    setCancelled(false);
    post({ intent: 'invite', ...inviteInputFromDraft(valid) });
  });

  return (
    <AdminDialog open={open} title="Invite someone" onRequestClose={close} size="narrow">
      <form ref={invite.formRef} className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="admin-dialog__body">
          <p>They get an e-mail with a link to choose their name and password. The link works once, for {invitationValidHours} hours.</p>
          <TextField label="E-mail address" value={draft.email} onChange={(email) => invite.change('email', email)} required error={errors['email']} autoFocus />
          <SelectField
            label="Role"
            value={draft.role}
            onChange={(value) => invite.change('role', value as StaffRole | '')}
            error={errors['role']}
            options={grantableRoles(currentRole).map((value) => ({ value, label: roleLabels[value] }))}
            placeholder="Choose a role"
            required
            hint="Editors work on posts, location pages, categories, images and redirects. Admins also manage enquiries, users and settings."
          />
        </div>
        <div className="admin-dialog__foot">
          <div role="alert" className="status">
            {refusal && !cancelled ? <p className="status__box status__box--error">{refusal}</p> : null}
          </div>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="navy" busy={fetcher.state !== 'idle'} busyLabel="Sending..." disabled={!draft.role}>
            Send invitation
          </Button>
        </div>
      </form>
    </AdminDialog>
  );
}
