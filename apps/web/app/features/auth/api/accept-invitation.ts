import { accountPaths, type AcceptInvitationRequest } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

// Creates the account from an invitation link; the reply's message tells the person to sign in.
export async function acceptInvitation(request: AcceptInvitationRequest): Promise<string> {
  const reply = await api.post(apiUrl(accountPaths.invitationAccept), { json: request }).json<{ message: string }>();
  return reply.message;
}
