import { adminApi } from '../../../lib/admin-api';

// Spends an unlock link; the reply also remembers this browser for the account (an httpOnly cookie).
export async function unlockAccount(token: string): Promise<string> {
  const reply = await adminApi.post('/api/users/unlock', { json: { token } });
  return reply.message;
}
