import { apiPaths } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

// Owner only: switches off someone's authenticator app (a lost phone) and signs them out everywhere; returns the
// server's account of what happened.
export async function resetUserSecondFactor(id: string): Promise<string> {
  const reply = await api.delete(apiUrl(apiPaths.userSecondFactor(id))).json<{ message: string }>();
  return reply.message;
}
