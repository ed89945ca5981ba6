import { adminApi } from '../../../../lib/admin-api';

// Owner only: switches off someone's authenticator app (a lost phone) and signs them out everywhere; returns the
// server's account of what happened.
export async function resetUserSecondFactor(id: string): Promise<string> {
  return (await adminApi.delete('/api/users/{id}/second-factor', { path: { id } })).message;
}
