import { authLimits, fitsLength, isEmailAddress, type PendingInvitation, type StaffRole, staffRoles } from '@hvac/contracts';

export const roleLabels: Record<StaffRole, string> = { owner: 'Owner', admin: 'Admin', editor: 'Editor' };

// Only an owner may make someone an owner, by a role change or an invitation; the server refuses it otherwise.
export function grantableRoles(currentRole: StaffRole | null): StaffRole[] {
  return staffRoles.filter((role) => role !== 'owner' || currentRole === 'owner');
}

export function validateInviteEmail(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return 'Enter the e-mail address to invite.';
  if (!fitsLength(trimmed, authLimits.emailMax)) return `The e-mail address must be at most ${authLimits.emailMax} characters.`;
  if (!isEmailAddress(trimmed)) return 'Enter an e-mail address like name@example.com.';
  return undefined;
}

// An invitation stays on the list after its link expired, so it can be sent again or revoked.
export function invitationExpired(invitation: Pick<PendingInvitation, 'expiresAt'>, now = Date.now()): boolean {
  return Date.parse(invitation.expiresAt) <= now;
}
