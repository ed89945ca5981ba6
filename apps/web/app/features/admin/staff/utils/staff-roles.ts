import { type InviteRequest, type PendingInvitation, type StaffRole, staffRoles } from '@hvac/contracts';
import { inviteSchema } from '@hvac/contracts/schemas';
import { schemaResolver } from '../../kit/hooks/use-schema-form';

export const roleLabels: Record<StaffRole, string> = { owner: 'Owner', admin: 'Admin', editor: 'Editor' };

// Only an owner may make someone an owner, by a role change or an invitation; the server refuses it otherwise.
export function grantableRoles(currentRole: StaffRole | null): StaffRole[] {
  return staffRoles.filter((role) => role !== 'owner' || currentRole === 'owner');
}

// The invite dialog's fields; no role chosen yet is ''.
export type InviteDraft = { email: string; role: StaffRole | '' };

// What auth-api receives: the address trimmed (the route's action sends it so).
export const inviteInputFromDraft = (draft: InviteDraft): InviteRequest => ({ email: draft.email.trim(), role: draft.role as StaffRole });

// The invite dialog's resolver: the schema auth-api validates invitations with (inviteSchema), in its words.
export const inviteResolver = schemaResolver<InviteDraft>(inviteSchema, { toInput: inviteInputFromDraft });

// An invitation stays on the list after its link expired, so it can be sent again or revoked.
export function invitationExpired(invitation: Pick<PendingInvitation, 'expiresAt'>, now = Date.now()): boolean {
  return Date.parse(invitation.expiresAt) <= now;
}
