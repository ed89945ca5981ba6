import type { InviteRequest, PendingInvitation } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export function getInvitations(): Promise<PendingInvitation[]> {
  return adminApi.get('/api/users/invitations', { cache: 'no-store' });
}

export function inviteStaff(request: InviteRequest): Promise<PendingInvitation> {
  return adminApi.post('/api/users/invitations', { json: request });
}

export function resendInvitation(id: string): Promise<PendingInvitation> {
  return adminApi.post('/api/users/invitations/{id}/resend', { path: { id } });
}

export async function revokeInvitation(id: string): Promise<void> {
  await adminApi.delete('/api/users/invitations/{id}', { path: { id } });
}
