import { accountPaths, type InviteRequest, type PendingInvitation } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

export function getInvitations(): Promise<PendingInvitation[]> {
  return api.get(apiUrl(accountPaths.invitations), { cache: 'no-store' }).json<PendingInvitation[]>();
}

export function inviteStaff(request: InviteRequest): Promise<PendingInvitation> {
  return api.post(apiUrl(accountPaths.invitations), { json: request }).json<PendingInvitation>();
}

export function resendInvitation(id: string): Promise<PendingInvitation> {
  return api.post(apiUrl(accountPaths.invitationResend(id))).json<PendingInvitation>();
}

export async function revokeInvitation(id: string): Promise<void> {
  await api.delete(apiUrl(accountPaths.invitation(id)));
}
