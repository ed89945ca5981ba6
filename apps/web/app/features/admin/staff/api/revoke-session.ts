import { type RevokedSessions, sessionPaths } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

// The session's tokens are refused by every service from now on.
export async function revokeSession(id: string): Promise<void> {
  await api.delete(apiUrl(sessionPaths.session(id)));
}

// Every session of the signed-in user except this one; resolves to the server's message.
export async function revokeOtherSessions(): Promise<string> {
  return (await api.post(apiUrl(sessionPaths.revokeOthers)).json<RevokedSessions>()).message;
}
