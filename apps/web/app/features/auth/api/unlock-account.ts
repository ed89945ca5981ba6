import { apiPaths } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

// Spends an unlock link; the reply also remembers this browser for the account (an httpOnly cookie).
export async function unlockAccount(token: string): Promise<string> {
  const reply = await api.post(apiUrl(apiPaths.unlock), { json: { token } }).json<{ message: string }>();
  return reply.message;
}
