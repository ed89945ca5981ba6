import type { AcceptInvitationRequest } from '@hvac/contracts';
import { adminApi } from '../../../lib/admin-api';

// Creates the account from an invitation link; the reply's message tells the person to sign in.
export async function acceptInvitation(request: AcceptInvitationRequest): Promise<string> {
  const reply = await adminApi.post('/api/users/invitations/accept', { json: request });
  return reply.message;
}
