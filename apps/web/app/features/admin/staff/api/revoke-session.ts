import { adminApi } from '../../../../lib/admin-api';

// The session's tokens are refused by every service from now on.
export async function revokeSession(id: string): Promise<void> {
  await adminApi.delete('/api/users/sessions/{id}', { path: { id } });
}

// Every session of the signed-in user except this one; resolves to the server's message.
export async function revokeOtherSessions(): Promise<string> {
  return (await adminApi.post('/api/users/sessions/revoke-others')).message;
}
